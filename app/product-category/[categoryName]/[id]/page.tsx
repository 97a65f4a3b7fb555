import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct, getProducts } from '@/lib/content';
import { productMetadata } from '@/lib/product-pages';
import { ProductDetail } from '@/components/products/product-detail';

type Props = { params: Promise<{ categoryName: string; id: string }> };

export const dynamicParams = false;

/** Every plan under each of its own categories; other pairs are not pages. */
export function generateStaticParams() {
  return getProducts().flatMap((p) => p.categories.map((categoryName) => ({ categoryName, id: p.path })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).id);
  return product ? productMetadata(product) : {};
}

export default async function CategoryProductPage({ params }: Props) {
  const { categoryName, id } = await params;
  const product = findProduct(id);
  if (!product || !(product.categories as string[]).includes(categoryName)) notFound();
  return <ProductDetail product={product} category={categoryName} />;
}
