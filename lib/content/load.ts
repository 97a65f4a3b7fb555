import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import {
  CATEGORY_SLUGS,
  aboutSchema,
  categoriesSchema,
  contactPageSchema,
  homeSchema,
  importantLinksSchema,
  newsPageSchema,
  newsSchema,
  opportunitiesPageSchema,
  parseDate,
  plansPageSchema,
  productSchema,
  siteSchema,
  slidesSchema,
  type AboutContent,
  type Category,
  type ContactPageContent,
  type HomeContent,
  type ImportantLink,
  type NewsItem,
  type NewsPageContent,
  type OpportunitiesPageContent,
  type PlansPageContent,
  type Product,
  type Site,
  type Slide,
} from './schemas';

/** Everything one language of the site is built from. */
export type Content = {
  site: Site;
  products: Product[];
  categories: Category[];
  news: NewsItem[];
  banners: Slide[];
  opportunitySlides: Slide[];
  importantLinks: ImportantLink[];
  home: HomeContent;
  about: AboutContent;
  opportunitiesPage: OpportunitiesPageContent;
  plansPage: PlansPageContent;
  contactPage: ContactPageContent;
  newsPage: NewsPageContent;
};

/** The content of every language. */
export type SiteContent = Record<Locale, Content>;

/** Thrown when content/ holds something the site cannot be built from. The message names file, field and value. */
export class ContentError extends Error {
  override name = 'ContentError';
}

type Key = PropertyKey;

function formatPath(keys: readonly Key[]): string {
  if (keys.length === 0) return '(whole file)';
  return keys
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function valueAt(data: unknown, keys: readonly Key[]): unknown {
  let current: unknown = data;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** One line per problem: `content/x.json → field: what is wrong (found: value)`. */
export function problem(file: string, keys: readonly Key[], message: string, value: unknown): string {
  return `${file} → ${formatPath(keys)}: ${message} (found: ${describeValue(value)})`;
}

function fail(problems: string[]): never {
  throw new ContentError(
    `The content folder has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
      problems.map((line) => `  • ${line}`).join('\n'),
  );
}

function readJson(root: string, file: string): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) fail([problem(file, [], 'file is missing', undefined)]);
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    fail([`${file}: is not valid JSON (${(error as Error).message})`]);
  }
}

/** Validates `data` read from `file`, returning typed data or collecting a precise message per issue. */
export function check<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  problems: string[],
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    let message = issue.message;
    if (issue.code === 'invalid_value') {
      message = `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    } else if (issue.code === 'unrecognized_keys') {
      message = `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    } else if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) {
      message = 'is required';
    }
    problems.push(problem(file, issue.path, message, valueAt(data, issue.path)));
  }
  return undefined;
}

function checkImage(root: string, file: string, keys: Key[], src: string | undefined, problems: string[]) {
  if (src === undefined) return;
  if (!existsSync(path.join(root, 'public', src))) {
    problems.push(problem(file, keys, `image does not exist under public/`, src));
  }
}

/** News is listed oldest first (the site shows it newest first): a dated item may not be older than the dated item before it. */
function checkNewsOrder(file: string, news: NewsItem[], problems: string[]) {
  let previous: { index: number; time: number } | undefined;
  news.forEach((item, index) => {
    const time = item.date ? parseDate(item.date)?.getTime() : undefined;
    if (time === undefined) return;
    if (previous && time < previous.time) {
      problems.push(
        problem(file, [index, 'date'], `is older than item ${previous.index}; news is listed oldest first, so add new items at the end`, item.date),
      );
    }
    previous = { index, time };
  });
}

/** Reads, validates and cross-checks one language's content, collecting every problem. */
function loadLocale(root: string, problems: string[]): Content | undefined {
  const site = check('content/site.json', siteSchema, readJson(root, 'content/site.json'), problems);

  const productDir = 'content/products';
  const productFiles = existsSync(path.join(root, productDir))
    ? readdirSync(path.join(root, productDir))
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (productFiles.length === 0) problems.push(`${productDir}: has no plan files`);

  const products: Product[] = [];
  const seen = { id: new Map<string, string>(), path: new Map<string, string>(), name: new Map<string, string>() };
  for (const name of productFiles) {
    const file = `${productDir}/${name}`;
    const product = check(file, productSchema, readJson(root, file), problems);
    if (!product) continue;
    for (const field of ['id', 'path', 'name'] as const) {
      const other = seen[field].get(product[field]);
      if (other) problems.push(problem(file, [field], `is already used by ${other}`, product[field]));
      seen[field].set(product[field], file);
    }
    if (`${product.path}.json` !== name) {
      problems.push(problem(file, ['path'], `must match the file name ${name.replace(/\.json$/, '')}`, product.path));
    }
    product.imageUrls.forEach((src, i) => checkImage(root, file, ['imageUrls', i], src, problems));
    products.push(product);
  }
  products.sort((a, b) => Number(a.id.slice(7)) - Number(b.id.slice(7)));

  const categoriesFile = 'content/categories.json';
  const categories = check(categoriesFile, categoriesSchema, readJson(root, categoriesFile), problems) ?? [];
  categories.forEach((c, i) => checkImage(root, categoriesFile, [i, 'icon'], c.icon, problems));
  const slugs = new Set(categories.map((c) => c.slug));
  if (categories.length === 6 && slugs.size !== 6) {
    problems.push(problem(categoriesFile, [], 'must list each of the six categories once', [...slugs]));
  }
  if (products.length > 0) {
    for (const slug of CATEGORY_SLUGS) {
      if (!products.some((p) => p.categories.includes(slug))) {
        problems.push(`${productDir}: no plan is in the category ${slug}; every category needs at least one plan`);
      }
    }
  }

  const newsFile = 'content/news.json';
  const news = check(newsFile, newsSchema, readJson(root, newsFile), problems) ?? [];
  news.forEach((item, i) => checkImage(root, newsFile, [i, 'imageUrl'], item.imageUrl, problems));
  checkNewsOrder(newsFile, news, problems);

  const bannersFile = 'content/banners.json';
  const banners = check(bannersFile, slidesSchema, readJson(root, bannersFile), problems) ?? [];
  banners.forEach((s, i) => checkImage(root, bannersFile, [i, 'image'], s.image, problems));

  const oppFile = 'content/opportunities.json';
  const opportunitySlides = check(oppFile, slidesSchema, readJson(root, oppFile), problems) ?? [];
  opportunitySlides.forEach((s, i) => checkImage(root, oppFile, [i, 'image'], s.image, problems));

  const linksFile = 'content/links.json';
  const importantLinks = check(linksFile, importantLinksSchema, readJson(root, linksFile), problems) ?? [];

  const homeFile = 'content/home.json';
  const home = check(homeFile, homeSchema, readJson(root, homeFile), problems);
  checkImage(root, homeFile, ['popup', 'image'], home?.popup.image, problems);
  checkImage(root, homeFile, ['opportunities', 'image'], home?.opportunities.image, problems);

  const aboutFile = 'content/about.json';
  const about = check(aboutFile, aboutSchema, readJson(root, aboutFile), problems);
  checkImage(root, aboutFile, ['image'], about?.image, problems);

  const page = <S extends z.ZodType>(file: string, schema: S) => check(file, schema, readJson(root, file), problems);
  const opportunitiesPage = page('content/opportunities-page.json', opportunitiesPageSchema);
  const plansPage = page('content/plans.json', plansPageSchema);
  const contactPage = page('content/contact.json', contactPageSchema);
  const newsPage = page('content/news-page.json', newsPageSchema);

  if (!site || !home || !about || !opportunitiesPage || !plansPage || !contactPage || !newsPage) return undefined;
  return {
    site,
    products,
    categories,
    news,
    banners,
    opportunitySlides,
    importantLinks,
    home,
    about,
    opportunitiesPage,
    plansPage,
    contactPage,
    newsPage,
  };
}

/** Reads every file in content/ for every language, validates it and cross-checks references. Throws ContentError on any problem. */
export function loadContent(root: string = process.cwd(), locales: readonly Locale[] = LOCALES): SiteContent {
  const problems: string[] = [];
  const loaded = locales.map((locale) => [locale, loadLocale(root, problems)] as const);
  if (problems.length > 0 || loaded.some(([, content]) => content === undefined)) fail(problems);
  return Object.fromEntries(loaded) as SiteContent;
}
