import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct, getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { relatedProducts } from '@/lib/plans';
import { planNotices, productMetadata } from '@/lib/product-pages';
import { routeParams } from '@/lib/urls';
import { ProductDetail } from '@/components/products/product-detail';

type Props = { params: Promise<LocaleParams & { id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams('plan', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = findProduct((await params).id, getContent(locale).products);
  return product ? productMetadata(locale, product) : {};
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { products, categories, site } = getContent(locale);
  const product = findProduct((await params).id, products);
  if (!product) notFound();
  return <ProductDetail locale={locale} product={product} categories={categories} related={relatedProducts(product, products)} site={site} notices={planNotices(locale, product)} />;
}
