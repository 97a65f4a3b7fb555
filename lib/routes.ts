import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { getCategories, getProducts } from '@/lib/content';

export type SiteRoute = {
  /** Canonical path, e.g. /product/index-plus. */
  path: string;
  /** Files whose last change dates the page. */
  sources: string[];
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
};

/** Every canonical page of the site: what the sitemap lists and the tests walk. */
export function canonicalRoutes(): SiteRoute[] {
  const page = (path: string, priority: number, sources: string[] = []): SiteRoute => ({
    path,
    sources: ['content/site.json', ...sources],
    priority,
    changeFrequency: 'monthly',
  });
  return [
    page('/', 1, ['content/banners.json', 'content/products']),
    page('/about-us', 0.7),
    page('/product-category', 0.9, ['content/categories.json']),
    page('/all-products', 0.9, ['content/products']),
    page('/opportunities', 0.7, ['content/opportunities.json']),
    { ...page('/news', 0.6, ['content/news.json', 'content/links.json']), changeFrequency: 'weekly' },
    page('/contact', 0.8),
    ...getCategories().map((c) => page(c.route, 0.8, ['content/categories.json', 'content/products'])),
    ...getProducts().map((p) => page(`/product/${p.path}`, 0.9, [`content/products/${p.path}.json`])),
  ];
}

/** When the newest of `files` last changed: its last commit, or its modification time outside a git checkout. */
export function lastModified(files: string[]): Date {
  const dates = files.map((file) => {
    try {
      const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (out) return new Date(out);
    } catch {
      // not a git checkout
    }
    return statSync(file).mtime;
  });
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}
