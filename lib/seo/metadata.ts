import 'server-only';
import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, getDictionary, LOCALES, type Locale } from '@/lib/i18n';
import { LOGO_PATH } from '@/lib/logo';
import { publisherLines } from '@/lib/publisher';
import { localizePath, socialImagePath } from '@/lib/urls';

/** The site's address without a trailing slash, read once (the content is read once per build too). */
let siteBase: string | undefined;

/**
 * The absolute address of a site path, following the site URL in content/site.json (domain and any
 * sub-path). Addresses carry no trailing slash, the home page included, as the export serves them.
 */
export function absoluteUrl(path: string): string {
  siteBase ??= getContent(DEFAULT_LOCALE).site.siteUrl.replace(/\/+$/, '');
  return path === '/' ? siteBase : `${siteBase}${path}`;
}

/**
 * Canonical and language alternates of a page, as Next's `alternates`: the page's own address in
 * `locale`, and the same page in every language plus x-default (the default language). Every page
 * builds them here, because a page's `alternates` replaces the layout's whole object.
 */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const canonical = absoluteUrl(localizePath(locale, path));
  if (LOCALES.length < 2) return { canonical };
  return {
    canonical,
    languages: {
      ...Object.fromEntries(LOCALES.map((other) => [other, absoluteUrl(localizePath(other, path))])),
      'x-default': absoluteUrl(localizePath(DEFAULT_LOCALE, path)),
    },
  };
}

export type PageMetadataInput = {
  locale: Locale;
  /** Page title; the agency name is appended by the root template unless `absoluteTitle` is set. */
  title: string;
  description: string;
  /** The page's path in the default language, e.g. /product/index-plus; the helper adds the language prefix. */
  path: string;
  absoluteTitle?: boolean;
  /** Social preview image, 1200×630 PNG; the site's own in the page's language by default. */
  image?: string;
  noindex?: boolean;
  authors?: string;
  type?: 'website' | 'article';
};

/** One helper for every page's title, description, canonical URL, language alternates and social cards. */
export function pageMetadata({
  locale,
  title,
  description,
  path,
  absoluteTitle = false,
  image = socialImagePath(locale, 'site.png'),
  noindex = false,
  authors,
  type = 'website',
}: PageMetadataInput): Metadata {
  const { site } = getContent(locale);
  const alternates = alternatesFor(locale, path);
  const url = alternates.canonical as string;
  const fullTitle = absoluteTitle ? title : `${title} | ${site.agencyName}`;
  const images = [{ url: absoluteUrl(image), width: 1200, height: 630, alt: fullTitle }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(authors ? { authors: [{ name: authors }] } : {}),
    alternates,
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: site.agencyName,
      locale: getDictionary(locale).meta.ogLocale,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The site's icon: its logo (lib/logo.tsx), below the base path. */
export const siteIcons: Metadata['icons'] = {
  icon: [{ url: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${LOGO_PATH}`, type: 'image/svg+xml' }],
};

/** The metadata every page of a language inherits: site name, title template and default social card. */
export function layoutMetadata(locale: Locale): Metadata {
  const { site } = getContent(locale);
  return {
    metadataBase: new URL(site.siteUrl),
    title: { default: `${site.agencyName} | ${publisherLines(site, getDictionary(locale)).tagline}`, template: `%s | ${site.agencyName}` },
    description: site.description,
    applicationName: site.agencyName,
    icons: siteIcons,
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: {
      siteName: site.agencyName,
      locale: getDictionary(locale).meta.ogLocale,
      type: 'website',
      images: [absoluteUrl(socialImagePath(locale, 'site.png'))],
    },
    twitter: { card: 'summary_large_image' },
  };
}
