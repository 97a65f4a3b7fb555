import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { pathOf } from '@/lib/urls';

export type SiteRoute = {
  /** Canonical path, e.g. /product/index-plus. */
  path: string;
  /** Files whose last change dates the page. */
  sources: string[];
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
};

/** Every canonical page of the site, by its default-language path: what the sitemap lists (in every language). */
export function canonicalRoutes(): SiteRoute[] {
  const { categories, products } = getContent(DEFAULT_LOCALE);
  const page = (path: string, priority: number, sources: string[] = []): SiteRoute => ({
    path,
    sources: ['content/site.json', ...sources],
    priority,
    changeFrequency: 'monthly',
  });
  return [
    page(pathOf('home'), 1, ['content/home.json', 'content/banners.json', 'content/products']),
    page(pathOf('about'), 0.7, ['content/about.json']),
    page(pathOf('products'), 0.9, ['content/categories.json', 'content/plans.json']),
    page(pathOf('allProducts'), 0.9, ['content/products', 'content/plans.json']),
    page(pathOf('opportunities'), 0.7, ['content/opportunities.json', 'content/opportunities-page.json']),
    { ...page(pathOf('news'), 0.6, ['content/news.json', 'content/links.json', 'content/news-page.json']), changeFrequency: 'weekly' },
    page(pathOf('contact'), 0.8, ['content/contact.json']),
    ...categories.map((c) => page(pathOf({ category: c.slug }), 0.8, ['content/categories.json', 'content/products', 'content/plans.json'])),
    ...products.map((p) => page(pathOf({ plan: p.path }), 0.9, [`content/products/${p.path}.json`])),
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
