import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct, getProducts, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<{ categoryName: string; id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().flatMap((p) => p.categories.map((categoryName) => ({ categoryName, id: p.path })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).id);
  if (!product) return {};
  return pageMetadata({
    title: product.metatitle,
    absoluteTitle: true,
    description: product.metadescription,
    path: `/product/${product.path}`,
    authors: getSite().agencyName,
  });
}

export default async function CategoryProductPage({ params }: Props) {
  const product = findProduct((await params).id);
  if (!product) notFound();
  return <PageHero title={product.name} compact />;
}
