import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '@/lib/i18n/locales';

/** What the 404 page should say for the address the visitor asked for, and in which language. */
export type MissingPage = { locale: Locale } & (
  /** /product/{id} or /product-category/{c}/{id}: a plan that does not exist. */
  | { kind: 'product' }
  /** /product-category/{c}: a category that does not exist; `heading` is {c} as a category heading. */
  | { kind: 'category'; slug: string; heading: string }
  /** Anything else. */
  | { kind: 'page' }
);

type Reading = { locale: string; kind: 'product' | 'page' } | { locale: string; kind: 'category'; slug: string; heading: string };

/**
 * Reads a missing address (window.location.pathname): the base path is removed, then a language
 * prefix (/hi/…), then the route decides the message. Query strings and hashes are ignored.
 *
 * Self-contained on purpose (no imports, no outer names, plain syntax): the 404 page inlines this
 * very function as the script that picks its language and message before the first paint.
 */
export function readMissingAddress(pathname: string, basePath: string, prefixed: readonly string[], fallback: string): Reading {
  let path = pathname.replace(/[?#].*$/, '');
  const base = basePath.replace(/\/+$/, '');
  if (base && (path === base || path.indexOf(base + '/') === 0)) path = path.slice(base.length);
  const segments = path
    .split('/')
    .filter(function (segment) {
      return segment !== '';
    })
    .map(function (segment) {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  let locale = fallback;
  if (segments.length > 0 && prefixed.indexOf(segments[0] as string) >= 0) locale = segments.shift() as string;
  const last = segments.length - 1;
  if (last >= 0) segments[last] = (segments[last] as string).replace(/\.html$/i, '');
  const parts = segments.filter(function (segment) {
    return segment.trim() !== '';
  });
  if (parts[0] === 'product' && parts.length >= 2) return { locale: locale, kind: 'product' };
  if (parts[0] === 'product-category' && parts.length >= 3) return { locale: locale, kind: 'product' };
  if (parts[0] === 'product-category' && parts.length === 2) {
    const slug = parts[1] as string;
    return { locale: locale, kind: 'category', slug: slug, heading: slug.replace(/-/g, ' ').toUpperCase() };
  }
  return { locale: locale, kind: 'page' };
}

/** The typed reading of a missing address for the site's languages. */
export function classifyMissingPath(pathname: string, basePath = ''): MissingPage {
  return readMissingAddress(pathname, basePath, PREFIXED_LOCALES, DEFAULT_LOCALE) as MissingPage;
}
