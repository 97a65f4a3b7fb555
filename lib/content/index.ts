import 'server-only';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { PLANS_DIR } from './registry/files';
import { readContent, readLeftovers } from './load/compiled';
import { ContentError, loadContent, type Content, type SiteContent } from './load/load';
import { findLeftovers, type Leftovers } from './owner/placeholders';
import { contentRoot } from './registry/site-file';
import { CATEGORY_SLUGS, type CategorySlug, type NewsItem, type Plan } from './schema/schemas';

export { CATEGORY_SLUGS, salesStatus } from './schema/schemas';
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
} from './schema/schemas';
export type { Content } from './load/load';

let live: { stamp: string; content: SiteContent } | undefined;
const compiled: Partial<Record<Locale, Content>> = {};

/** When each content file last changed: on the development server (`npm run admin`) content/ changes as the owner saves. */
function stampOf(root: string): string {
  if (process.env.NODE_ENV !== 'development') return 'once';
  return ['content', PLANS_DIR]
    .flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => `${name}:${statSync(path.join(root, dir, name)).mtimeMs}`))
    .join('|');
}

/**
 * One language's content (a language of the site: siteLocales). A build (`next build`) reads what the
 * content build wrote before it (compiled.ts: scripts/check-content.mjs, owner and role texts filled
 * in), once per language. The development server (`npm run dev`, `npm run admin`) and the unit tests
 * load it live, with the same loader the content build runs, again after each edit: content/ changes
 * as the owner saves, and a page then shows the content as it is (or its problems).
 */
export function getContent(locale: Locale): Content {
  const root = contentRoot();
  if (process.env.NODE_ENV === 'production') return (compiled[locale] ??= readContent(locale, root));
  const stamp = stampOf(root);
  if (live?.stamp !== stamp) live = { stamp, content: loadContent(root) };
  return live.content[locale];
}

/**
 * What is still the demo's, which the editor's configuration marks (app/admin/config.json): in a
 * build, as the content build found it; on the development server, as content/ is now.
 */
export function editorLeftovers(): Leftovers {
  const root = contentRoot();
  return process.env.NODE_ENV === 'production' ? readLeftovers(root) : findLeftovers(root);
}

/**
 * What stops the site being built from content/ as it is now, a line per problem (app/admin/problems.json).
 * A build has none: the content build, which runs before it, stops at the first. The development
 * server loads content/ as it is now.
 */
export function contentProblems(): string[] {
  if (process.env.NODE_ENV === 'production') return [];
  try {
    loadContent(contentRoot());
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
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
