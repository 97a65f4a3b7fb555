import type { Metadata } from 'next';
import { getSite, type Product } from '@/lib/content';
import { productHref } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo';

/** Metadata of a plan page: its own title and description, the agency as author, canonical to /product/{path}. */
export function productMetadata(product: Product): Metadata {
  return pageMetadata({
    title: product.metatitle,
    absoluteTitle: true,
    description: product.metadescription,
    path: productHref(product),
    authors: getSite().agencyName,
    image: `/og/${product.path}.png`,
  });
}
