import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { getContent } from '@/lib/content';
import { CONTENT_FILES, productsDir } from '@/lib/content/load';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n';
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
  const { categories, products, policyHelp } = getContent(DEFAULT_LOCALE);
  const f = CONTENT_FILES;
  const page = (path: string, priority: number, sources: string[] = []): SiteRoute => ({
    path,
    sources: [f.site, f.agency, ...sources],
    priority,
    changeFrequency: 'monthly',
  });
  return [
    page(pathOf('home'), 1, [f.home, f.banners, 'content/products']),
    page(pathOf('about'), 0.7, [f.about]),
    page(pathOf('products'), 0.9, [f.categories, f.planPages]),
    page(pathOf('allProducts'), 0.9, ['content/products', f.planPages]),
    page(pathOf('opportunities'), 0.7, [f.opportunities]),
    { ...page(pathOf('news'), 0.6, [f.news, f.links, f.newsPage]), changeFrequency: 'weekly' },
    page(pathOf('contact'), 0.8, [f.contact]),
    { ...page(pathOf('privacy'), 0.3, [f.privacy]), changeFrequency: 'yearly' },
    page(pathOf('policyHelp'), 0.8, [f.policyHelp]),
    ...policyHelp.tasks.map((task) => page(pathOf({ help: task.slug }), 0.7, [f.policyHelp])),
    ...categories.map((c) => page(pathOf({ category: c.slug }), 0.8, [f.categories, 'content/products', f.planPages])),
    ...products.map((p) => page(pathOf({ plan: p.path }), 0.9, LOCALES.map((locale) => `${productsDir(locale)}/${p.path}.json`))),
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
