import type { Locale } from '@/lib/i18n/locales';
import { categoryHeading } from '@/lib/text';
import { splitLocale } from '@/lib/urls';

/** What the 404 page should say for the address the visitor asked for. */
export type MissingPage = { locale: Locale } & (
  /** /product/{id} or /product-category/{c}/{id}: a plan that does not exist. */
  | { kind: 'product' }
  /** /product-category/{c}: a category that does not exist; `heading` is {c} as a category heading. */
  | { kind: 'category'; slug: string; heading: string }
  /** Anything else. */
  | { kind: 'page' }
);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a missing address (as in window.location.pathname) and tells which not-found message fits,
 * in which language (/hi/… is Hindi). The site may live under a base path, which is removed first.
 * Query strings and hashes are ignored.
 */
export function classifyMissingPath(pathname: string, basePath = ''): MissingPage {
  let path = pathname.replace(/[?#].*$/, '');
  const base = basePath.replace(/\/+$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length);
  const { locale, path: rest } = splitLocale(path || '/');

  const segments = rest
    .split('/')
    .filter(Boolean)
    .map(decode)
    .map((segment, index, all) => (index === all.length - 1 ? segment.replace(/\.html$/i, '') : segment))
    .filter((segment) => segment.trim() !== '');

  const [first, second] = segments;
  if (first === 'product' && segments.length >= 2) return { locale, kind: 'product' };
  if (first === 'product-category' && segments.length >= 3) return { locale, kind: 'product' };
  if (first === 'product-category' && second !== undefined) {
    return { locale, kind: 'category', slug: second, heading: categoryHeading(second) };
  }
  return { locale, kind: 'page' };
}
