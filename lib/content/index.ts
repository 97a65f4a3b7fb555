import 'server-only';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { PLANS_DIR } from './files';
import { loadContent, type Content, type SiteContent } from './load';
import { contentRoot } from './site-file';
import { CATEGORY_SLUGS, type CategorySlug, type NewsItem, type Plan } from './schemas';

export { CATEGORY_SLUGS, salesStatus } from './schemas';
export type {
  AboutContent,
  AboutFigure,
  Category,
  CategorySlug,
  ContactPageContent,
  DetailBlock,
  HelpTask,
  HomeContent,
  ImportantLink,
  NewsItem,
  NewsPageContent,
  OpportunitiesPageContent,
  PlansPageContent,
  PolicyHelpContent,
  PrivacyContent,
  Plan,
  SalesStatus,
  Site,
  Slide,
} from './schemas';
export type { Content } from './load';

let cache: { stamp: string; content: SiteContent } | undefined;

/** When each content file last changed: on the development server (`npm run admin`) content/ changes as the owner saves. */
function stampOf(root: string): string {
  if (process.env.NODE_ENV !== 'development') return 'once';
  return ['content', PLANS_DIR]
    .flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => `${name}:${statSync(path.join(root, dir, name)).mtimeMs}`))
    .join('|');
}

/** One language's content (a language of the site: siteLocales), read and validated (with every other language's) once per build, and again after an edit on the development server. */
export function getContent(locale: Locale): Content {
  const root = contentRoot();
  const stamp = stampOf(root);
  if (cache?.stamp !== stamp) cache = { stamp, content: loadContent(root) };
  return cache.content[locale];
}

/** The plans the insurer sells today, in catalogue order. */
export function onSale(products: Plan[]): Plan[] {
  return products.filter((p) => p.status === 'on-sale');
}

export function trendingPlans(products: Plan[]): Plan[] {
  return products.filter((p) => p.isTrending === true);
}

/** A plan is found when the route id equals its path. */
export function findPlan(id: string, products: Plan[]): Plan | undefined {
  return products.find((p) => p.path === id);
}

/** The plans whose categories include the route parameter, in catalogue order. */
export function plansInCategory(categoryName: string, products: Plan[]): Plan[] {
  return products.filter((p) => (p.categories as string[]).includes(categoryName));
}

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** News in reverse order of the data list (the newest entry is last in the file). */
export function newsNewestFirst(news: NewsItem[]): NewsItem[] {
  return [...news].reverse();
}

/** The last `count` news items, newest first: what the footer shows. */
export function latestNews(news: NewsItem[], count = 2): NewsItem[] {
  return news.slice(-count).reverse();
}
