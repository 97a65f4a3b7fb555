import type { Metadata } from 'next';
import { getSite } from '@/lib/content';

/**
 * The absolute address of a route, following the site URL in content/site.json (domain and any sub-path).
 * Addresses carry no trailing slash, the home page included, as the export serves them.
 */
export function absoluteUrl(path: string): string {
  const base = getSite().siteUrl.replace(/\/+$/, '');
  return path === '/' ? base : `${base}${path}`;
}

export type PageMetadataInput = {
  /** Page title; the agency name is appended by the root template unless `absoluteTitle` is set. */
  title: string;
  description: string;
  /** The canonical route, e.g. /product/index-plus. */
  path: string;
  absoluteTitle?: boolean;
  /** Social preview image, 1200×630 PNG; the site's own by default. */
  image?: string;
  noindex?: boolean;
  authors?: string;
  type?: 'website' | 'article';
};

/** One helper for every page's title, description, canonical URL and social cards. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
  image = '/og/site.png',
  noindex = false,
  authors,
  type = 'website',
}: PageMetadataInput): Metadata {
  const site = getSite();
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.agencyName}`;
  const images = [{ url: absoluteUrl(image), width: 1200, height: 630, alt: fullTitle }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(authors ? { authors: [{ name: authors }] } : {}),
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: site.agencyName,
      locale: 'en_IN',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map((i) => i.url),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
