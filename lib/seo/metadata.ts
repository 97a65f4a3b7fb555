import 'server-only';
import type { Metadata } from 'next';
import type { Site } from '@/lib/content';
import { siteLocales } from '@/lib/content/registry/site-file';
import { DEFAULT_LOCALE, type Dictionary, type Locale } from '@/lib/i18n';
import { LOGO_PATH } from '@/lib/logo';
import { publisherLines } from '@/lib/publisher';
import { localizePath, socialImagePath } from '@/lib/urls';
import { withBasePath } from '@/lib/base-path';
import { titleWithAgency } from './title';
import { manifestPath } from './app-manifest';

/**
 * What the metadata and structured data of a page are made from: its language, that language's words,
 * and the publisher in it (the site's address included). Every view model's context is one
 * (lib/pages/context.ts).
 */
export type SiteContext = { locale: Locale; dict: Dictionary; site: Site };

/**
 * The absolute address of a site path on the site at `siteUrl` (content/site.json, or SITE_URL: domain
 * and any sub-path). Addresses carry no trailing slash, the home page included, as the export serves them.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return path === '/' ? base : `${base}${path}`;
}

/**
 * Canonical and language alternates of a page, as Next's `alternates`: the page's own address in
 * `locale`, and the same page in every language plus x-default (the default language). Every page
 * builds them here, because a page's `alternates` replaces the layout's whole object.
 */
export function alternatesFor(siteUrl: string, locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const at = (language: Locale) => absoluteUrl(siteUrl, localizePath(language, path));
  const canonical = at(locale);
  const locales = siteLocales();
  if (locales.length < 2) return { canonical };
  return {
    canonical,
    languages: { ...Object.fromEntries(locales.map((other) => [other, at(other)])), 'x-default': at(DEFAULT_LOCALE) },
  };
}

export type PageMetadataInput = {
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
export function pageMetadata(
  { locale, dict, site }: SiteContext,
  {
    title,
    description,
    path,
    absoluteTitle = false,
    image = socialImagePath(locale, 'site.png'),
    noindex = false,
    authors,
    type = 'website',
  }: PageMetadataInput,
): Metadata {
  const alternates = alternatesFor(site.siteUrl, locale, path);
  const url = alternates.canonical as string;
  const fullTitle = absoluteTitle ? title : titleWithAgency(site, title);
  const images = [{ url: absoluteUrl(site.siteUrl, image), width: 1200, height: 630, alt: fullTitle }];
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
      locale: dict.meta.ogLocale,
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

/** The site's icon: its logo (lib/logo.ts), below the base path. */
export const siteIcons: Metadata['icons'] = {
  icon: [{ url: withBasePath(LOGO_PATH), type: 'image/svg+xml' }],
};

/** The metadata every page of a language inherits: site name, title template and default social card. */
export function layoutMetadata({ locale, dict, site }: SiteContext): Metadata {
  return {
    metadataBase: new URL(site.siteUrl),
    title: { default: `${site.agencyName} | ${publisherLines(site, dict).tagline}`, template: titleWithAgency(site, '%s') },
    description: site.description,
    applicationName: site.agencyName,
    icons: siteIcons,
    // The installed site, in this language (lib/seo/app-manifest.ts).
    manifest: withBasePath(manifestPath(locale)),
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: {
      siteName: site.agencyName,
      locale: dict.meta.ogLocale,
      type: 'website',
      images: [absoluteUrl(site.siteUrl, socialImagePath(locale, 'site.png'))],
    },
    twitter: { card: 'summary_large_image' },
  };
}
