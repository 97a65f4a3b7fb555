import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct, getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { relatedProducts } from '@/lib/plans';
import { planNotices, productMetadata } from '@/lib/product-pages';
import { routeParams } from '@/lib/urls';
import { ProductDetail } from '@/components/products/product-detail';

type Props = { params: Promise<LocaleParams & { categoryName: string; id: string }> };

export const dynamicParams = false;

/** Every plan under each of its own categories; other pairs are not pages. */
export function generateStaticParams() {
  return routeParams('planInCategory', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = findProduct((await params).id, getContent(locale).products);
  return product ? productMetadata(locale, product) : {};
}

export default async function CategoryProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { categoryName, id } = await params;
  const { products, categories, site } = getContent(locale);
  const product = findProduct(id, products);
  if (!product || !(product.categories as string[]).includes(categoryName)) notFound();
  return (
    <ProductDetail
      locale={locale}
      product={product}
      category={categoryName}
      categories={categories}
      related={relatedProducts(product, products, { within: categoryName })}
      site={site}
      notices={planNotices(locale, product)}
    />
  );
}
