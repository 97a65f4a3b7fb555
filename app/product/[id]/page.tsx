import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct, getProducts } from '@/lib/content';
import { productMetadata } from '@/lib/product-pages';
import { ProductDetail } from '@/components/products/product-detail';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().map((p) => ({ id: p.path }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).id);
  return product ? productMetadata(product) : {};
}

export default async function ProductPage({ params }: Props) {
  const product = findProduct((await params).id);
  if (!product) notFound();
  return <ProductDetail product={product} />;
}
