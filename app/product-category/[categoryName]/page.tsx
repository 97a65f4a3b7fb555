import type { Metadata } from 'next';
import { CATEGORY_SLUGS } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { categoryHeading } from '@/lib/text';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<{ categoryName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return CATEGORY_SLUGS.map((categoryName) => ({ categoryName }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryName } = await params;
  return pageMetadata({
    title: categoryHeading(categoryName),
    description: `LIC plans for ${categoryHeading(categoryName).toLowerCase()}.`,
    path: `/product-category/${categoryName}`,
  });
}

export default async function CategoryPage({ params }: Props) {
  const { categoryName } = await params;
  return <PageHero title={categoryHeading(categoryName)} />;
}
