import type { Metadata } from 'next';
import { getContent, type Product } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { pathOf, socialImagePath } from '@/lib/urls';

/** Metadata of a plan page: its own title and description, the agency as author, canonical to /product/{path}. */
export function productMetadata(locale: Locale, product: Product): Metadata {
  return pageMetadata({
    locale,
    title: product.metatitle,
    absoluteTitle: true,
    description: product.metadescription,
    path: pathOf({ plan: product.path }),
    authors: getContent(locale).site.agencyName,
    image: socialImagePath(locale, `${product.path}.png`),
  });
}
