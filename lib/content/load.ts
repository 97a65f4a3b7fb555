import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { getDictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { resolveSiteUrl, SiteUrlError, type BuildEnv } from '@/lib/site-url';
import { PLANS_DIR, planFile } from './plan-files';
import { SITE_FILE } from './site-file';
import {
  checkGuaranteedReturns,
  checkNewsLinks,
  checkOneOwner,
  checkPlanStatus,
  checkPrescribedLines,
  checkSameAboutFigures,
  checkSameFigures,
  checkSameFiguresIn,
  checkUnitLinkedStatements,
  checkWording,
  type Document,
  type Problem,
} from './rules';
import {
  CATEGORY_SLUGS,
  aboutSchema,
  agencySchema,
  bannersSchema,
  categoriesSchema,
  contactPageSchema,
  homeSchema,
  importantLinksSchema,
  newsPageSchema,
  newsSchema,
  opportunitiesPageSchema,
  parseDate,
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
  PLAN_WORDS,
  planFactsSchema,
  planSchema,
  planWordsSchema,
  siteSettingsSchema,
  type AboutContent,
  type Agency,
  type Category,
  type ContactPageContent,
  type HomeContent,
  type ImportantLink,
  type NewsItem,
  type NewsPageContent,
  type OpportunitiesPageContent,
  type PlansPageContent,
  type PolicyHelpContent,
  type PrivacyContent,
  type Plan,
  type PlanFacts,
  type PlanWords,
  type Site,
  type SiteSettings,
  type Slide,
} from './schemas';

/** Everything one language of the site is built from. */
export type Content = {
  site: Site;
  products: Plan[];
  categories: Category[];
  news: NewsItem[];
  banners: Slide[];
  importantLinks: ImportantLink[];
  home: HomeContent;
  about: AboutContent;
  opportunitiesPage: OpportunitiesPageContent;
  plansPage: PlansPageContent;
  contactPage: ContactPageContent;
  newsPage: NewsPageContent;
  privacy: PrivacyContent;
  policyHelp: PolicyHelpContent;
};

/** The content of every language. */
export type SiteContent = Record<Locale, Content>;

/**
 * Where each kind of content lives. A file holds every language side by side ({ "en": …, "hi": … })
 * and each language is checked against the same schema; plans are one file per plan (see planSchema).
 */
export const CONTENT_FILES = {
  site: SITE_FILE,
  agency: 'content/agency.json',
  categories: 'content/categories.json',
  banners: 'content/banners.json',
  home: 'content/home.json',
  about: 'content/about.json',
  opportunities: 'content/opportunities.json',
  news: 'content/news.json',
  links: 'content/links.json',
  planPages: 'content/plan-pages.json',
  contact: 'content/contact.json',
  newsPage: 'content/news-page.json',
  privacy: 'content/privacy.json',
  policyHelp: 'content/policy-help.json',
} as const;


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
function problem(file: string, keys: readonly Key[], message: string, value: unknown): string {
  return `${file} → ${formatPath(keys)}: ${message} (found: ${describeValue(value)})`;
}

function fail(problems: string[]): never {
  throw new ContentError(
    `The content folder has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
      problems.map((line) => `  • ${line}`).join('\n'),
  );
}

/** A JSON file's data, or undefined after noting why it cannot be read. */
function readJson(root: string, file: string, problems: string[]): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(problem(file, [], 'file is missing', undefined));
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    problems.push(`${file}: is not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * Validates `data` read from `file` (at `prefix` inside it, e.g. the language key), returning typed data
 * or collecting a precise message per issue.
 */
function check<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  problems: string[],
  prefix: readonly Key[] = [],
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
    problems.push(problem(file, [...prefix, ...issue.path], message, valueAt(data, issue.path)));
  }
  return undefined;
}

function checkImage(root: string, file: string, keys: Key[], src: string | undefined, problems: string[]) {
  if (src === undefined) return;
  if (!existsSync(path.join(root, 'public', src))) {
    problems.push(problem(file, keys, `image does not exist under public/`, src));
  }
}

/** Every image path a piece of content names, with where it sits, so each can be checked once. */
function imagesIn(data: unknown, keys: Key[] = []): [Key[], string][] {
  if (typeof data === 'string') return /^\/images\//.test(data) ? [[keys, data]] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => imagesIn(item, [...keys, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => imagesIn(value, [...keys, key]));
  return [];
}

/** A file's blocks by language ({ "en": …, "hi": … }), or undefined after noting why it has none. */
function languageBlocks(file: string, data: unknown, locales: readonly Locale[], problems: string[]): Partial<Record<Locale, unknown>> | undefined {
  if (data === undefined) return undefined;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(problem(file, [], `must hold one entry per language (${locales.join(', ')})`, data));
    return undefined;
  }
  const unknown = Object.keys(data).filter((key) => !(locales as readonly string[]).includes(key));
  if (unknown.length > 0) {
    problems.push(problem(file, [], `has ${unknown.length > 1 ? 'languages' : 'a language'} the site does not list: ${unknown.join(', ')}`, unknown));
  }
  return data as Partial<Record<Locale, unknown>>;
}

/** Reads a file holding every language side by side and checks each language against `schema`. */
function readLocalized<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  locales: readonly Locale[],
  problems: string[],
): Partial<Record<Locale, z.infer<S>>> {
  const blocks = languageBlocks(file, readJson(root, file, problems), locales, problems);
  if (!blocks) return {};
  const out: Partial<Record<Locale, z.infer<S>>> = {};
  for (const locale of locales) {
    const value = blocks[locale];
    const parsed = check(file, schema, value, problems, [locale]);
    if (parsed === undefined) continue;
    for (const [keys, src] of imagesIn(parsed)) checkImage(root, file, [locale, ...keys], src, problems);
    out[locale] = parsed;
  }
  return out;
}

/** News is listed oldest first (the site shows it newest first): a dated item may not be older than the dated item before it. */
function checkNewsOrder(file: string, locale: Locale, news: NewsItem[], problems: string[]) {
  let previous: { index: number; time: number } | undefined;
  news.forEach((item, index) => {
    const time = parseDate(item.date)?.getTime();
    if (time === undefined) return;
    if (previous && time < previous.time) {
      problems.push(
        problem(file, [locale, 'items', index, 'date'], `is older than item ${previous.index}; news is listed oldest first, so add new items at the end`, item.date),
      );
    }
    previous = { index, time };
  });
}

const isWord = (key: string) => (PLAN_WORDS as readonly string[]).includes(key);
/** The fields of `data` whose names pass `keep`. */
const fieldsWhere = (data: object, keep: (key: string) => boolean) => Object.fromEntries(Object.entries(data).filter(([key]) => keep(key)));

/** Reads the plan files: what each plan is from the default language's block, its words from every language's. */
function readPlans(root: string, locales: readonly Locale[], problems: string[]): Partial<Record<Locale, Plan[]>> {
  const dir = path.join(root, PLANS_DIR);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (names.length === 0) problems.push(`${PLANS_DIR}: has no plan files`);
  const out = Object.fromEntries(locales.map((locale) => [locale, [] as Plan[]])) as Partial<Record<Locale, Plan[]>>;
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = `${PLANS_DIR}/${name}`;
    const blocks = languageBlocks(file, readJson(root, file, problems), locales, problems);
    if (!blocks) continue;
    const plan = check(file, planSchema, blocks[DEFAULT_LOCALE], problems, [DEFAULT_LOCALE]);
    const words = Object.fromEntries(
      locales.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale, readPlanWords(file, locale, blocks[locale], problems)]),
    ) as Partial<Record<Locale, PlanWords>>;
    if (!plan) continue;
    if (`${plan.path}.json` !== name) {
      problems.push(problem(file, [DEFAULT_LOCALE, 'path'], `must match the file name ${name.replace(/\.json$/, '')}`, plan.path));
    }
    const facts = fieldsWhere(plan, (key) => !isWord(key)) as PlanFacts;
    // A plan's id, and its name in each language, belong to it alone.
    const unique = (keys: [Locale, 'id' | 'name'], value: string) => {
      const other = seen.get(`${keys.join('.')}=${value}`);
      if (other) problems.push(problem(file, keys, `is already used by ${other}`, value));
      seen.set(`${keys.join('.')}=${value}`, file);
    };
    unique([DEFAULT_LOCALE, 'id'], plan.id);
    for (const locale of locales) {
      const own = locale === DEFAULT_LOCALE ? plan : words[locale];
      if (!own) continue;
      unique([locale, 'name'], own.name);
      out[locale]!.push({ ...facts, ...(fieldsWhere(own, isWord) as PlanWords) });
    }
    plan.imageUrls.forEach((src, i) => checkImage(root, file, [DEFAULT_LOCALE, 'imageUrls', i], src, problems));
  }
  for (const plans of Object.values(out)) plans.sort((a, b) => Number(a.id.slice(7)) - Number(b.id.slice(7)));
  const plans = out[DEFAULT_LOCALE] ?? [];
  if (plans.length > 0) {
    for (const slug of CATEGORY_SLUGS) {
      if (!plans.some((p) => p.categories.includes(slug))) problems.push(`${PLANS_DIR}: no plan is in the category ${slug}; every category needs at least one plan`);
    }
  }
  return out;
}

/**
 * A plan's words in a language other than the default. What the plan is belongs in the default
 * language's block only, and a fact written here is refused with where it goes.
 */
function readPlanWords(file: string, locale: Locale, block: unknown, problems: string[]): PlanWords | undefined {
  if (block && typeof block === 'object' && !Array.isArray(block)) {
    const facts = Object.keys(block).filter((key) => key in planFactsSchema.shape);
    for (const key of facts) {
      problems.push(problem(file, [locale, key], `is the same in every language: write it once, in the ${DEFAULT_LOCALE} block`, (block as Record<string, unknown>)[key]));
    }
    block = fieldsWhere(block, (key) => !facts.includes(key));
  }
  return check(file, planWordsSchema, block, problems, [locale]);
}

/** The languages' lists that describe the same things in the same order must be as long as the default language's. */
function checkSameLength<T>(file: string, keys: Key[], lists: Partial<Record<Locale, T[]>>, what: string, problems: string[]) {
  const reference = lists[DEFAULT_LOCALE];
  if (!reference) return;
  for (const [locale, list] of Object.entries(lists) as [Locale, T[]][]) {
    if (locale === DEFAULT_LOCALE || list.length === reference.length) continue;
    problems.push(
      problem(
        file,
        [locale, ...keys],
        `has ${list.length} ${what} but ${DEFAULT_LOCALE} has ${reference.length}: every ${what.replace(/s$/, '')} needs its ${locale} version, in the same order`,
        list.length,
      ),
    );
  }
}

/** The files that speak of the plans or the insurer's news, not of the site's owner. */
const NOT_ABOUT_OWNER = new Set(['news', 'links', 'categories']);
/** The files that report what the insurer published, in its own terms. */
const INSURERS_OWN = new Set(['news']);

/** The rules of what the site may say (rules.ts), over every language's content as read. */
function checkRules(
  locales: readonly Locale[],
  read: {
    agency: Partial<Record<Locale, Agency>>;
    planPages: Partial<Record<Locale, PlansPageContent>>;
    about: Partial<Record<Locale, AboutContent>>;
    news: Partial<Record<Locale, { items: NewsItem[] }>>;
    products: Partial<Record<Locale, Plan[]>>;
    localized: Record<Exclude<keyof typeof CONTENT_FILES, 'site'>, Partial<Record<Locale, unknown>>>;
  },
  problems: string[],
) {
  // A plan's facts sit in its default language's block, its words in every language's.
  const inBlock =
    (locale: Locale): Problem =>
    (file, keys, message, value) =>
      problem(file, [locale, ...keys], message, value);
  const plans = (read.products[DEFAULT_LOCALE] ?? []).map((product) => ({ file: planFile(product.path), product }));
  for (const { file, product } of plans) problems.push(...checkGuaranteedReturns(file, product, inBlock(DEFAULT_LOCALE)), ...checkPlanStatus(file, product, inBlock(DEFAULT_LOCALE)));
  problems.push(...checkUnitLinkedStatements(CONTENT_FILES.planPages, read.planPages, plans.filter(({ product }) => product.kind === 'unit-linked'), problem));
  problems.push(...checkPrescribedLines(CONTENT_FILES.planPages, read.planPages[DEFAULT_LOCALE], problem));
  problems.push(...checkOneOwner(CONTENT_FILES.agency, read.agency, problem));
  problems.push(...checkSameAboutFigures(CONTENT_FILES.about, read.about, problem));
  for (const [locale, news] of Object.entries(read.news) as [Locale, { items: NewsItem[] }][]) problems.push(...checkNewsLinks(CONTENT_FILES.news, locale, news.items, problem));
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const { file, product: original } of plans) {
      const translation = read.products[locale]?.find((p) => p.path === original.path);
      if (translation) problems.push(...checkSameFigures(file, original, DEFAULT_LOCALE, translation, inBlock(locale)));
    }
  }
  const documents: Document[] = locales.flatMap((locale) => [
    ...Object.entries(read.localized).flatMap(([name, byLocale]) =>
      byLocale[locale] === undefined
        ? []
        : [
            {
              file: CONTENT_FILES[name as keyof typeof read.localized],
              locale,
              keys: [locale],
              data: byLocale[locale],
              aboutOwner: !NOT_ABOUT_OWNER.has(name),
              speaksForInsurer: INSURERS_OWN.has(name),
            },
          ],
    ),
    ...(read.products[locale] ?? []).map((product) => ({ file: planFile(product.path), locale, keys: [locale], data: locale === DEFAULT_LOCALE ? product : fieldsWhere(product, isWord), aboutOwner: false, speaksForInsurer: false })),
  ]);
  problems.push(...checkWording(documents, read.agency[DEFAULT_LOCALE]?.role, problem));
}

/** Combines the settings shared by every language with one language's identity. */
function siteFor(settings: SiteSettings, agency: z.infer<typeof agencySchema>): Site {
  const { insurer: insurerSettings, postalCode, country, ...shared } = settings;
  const { address, insurer, ...identity } = agency;
  return { ...shared, ...identity, address: { ...address, postalCode, country }, insurer: { ...insurer, ...insurerSettings } };
}

/** The address this build is for (see lib/site-url.ts): a host build never publishes the placeholder. */
function siteUrlFor(settings: SiteSettings, env: BuildEnv, problems: string[]): SiteSettings {
  try {
    return { ...settings, siteUrl: resolveSiteUrl(settings.siteUrl, env).url };
  } catch (error) {
    if (!(error instanceof SiteUrlError)) throw error;
    problems.push(error.message);
    return settings;
  }
}

/** Each language of the list needs its dictionary of interface words. */
function checkDictionaries(locales: readonly Locale[], problems: string[]) {
  for (const locale of locales) {
    if (!getDictionary(locale)) problems.push(`lib/i18n/dictionaries/${locale}.ts: is missing: every language in LOCALES (lib/i18n/locales.ts) needs its dictionary, registered in lib/i18n/index.ts`);
  }
}

/**
 * Reads every file in content/ for every language, validates it and cross-checks references and the
 * rules of what the site may say (rules.ts). Throws ContentError on any problem. `env` decides the
 * site address on a host build.
 */
export function loadContent(root: string = process.cwd(), locales: readonly Locale[] = LOCALES, env: BuildEnv = process.env): SiteContent {
  const problems: string[] = [];
  const f = CONTENT_FILES;
  checkDictionaries(locales, problems);
  const fileSettings = check(f.site, siteSettingsSchema, readJson(root, f.site, problems), problems);
  const settings = fileSettings && siteUrlFor(fileSettings, env, problems);
  const agency = readLocalized(root, f.agency, agencySchema, locales, problems);
  const categories = readLocalized(root, f.categories, categoriesSchema, locales, problems);
  const banners = readLocalized(root, f.banners, bannersSchema, locales, problems);
  const home = readLocalized(root, f.home, homeSchema, locales, problems);
  const about = readLocalized(root, f.about, aboutSchema, locales, problems);
  const opportunities = readLocalized(root, f.opportunities, opportunitiesPageSchema, locales, problems);
  const news = readLocalized(root, f.news, newsSchema, locales, problems);
  const links = readLocalized(root, f.links, importantLinksSchema, locales, problems);
  const planPages = readLocalized(root, f.planPages, plansPageSchema, locales, problems);
  const contact = readLocalized(root, f.contact, contactPageSchema, locales, problems);
  const newsPage = readLocalized(root, f.newsPage, newsPageSchema, locales, problems);
  const privacy = readLocalized(root, f.privacy, privacySchema, locales, problems);
  const policyHelp = readLocalized(root, f.policyHelp, policyHelpSchema, locales, problems);
  const products = readPlans(root, locales, problems);

  const pick = <T, R>(data: Partial<Record<Locale, T>>, get: (value: T) => R) =>
    Object.fromEntries(Object.entries(data).map(([locale, value]) => [locale, get(value as T)])) as Partial<Record<Locale, R>>;
  checkSameLength(f.banners, ['slides'], pick(banners, (b) => b.slides), 'slides', problems);
  checkSameLength(f.opportunities, ['slides'], pick(opportunities, (o) => o.slides), 'slides', problems);
  checkSameLength(f.links, ['items'], pick(links, (l) => l.items), 'links', problems);
  checkSameLength(f.news, ['items'], pick(news, (n) => n.items), 'news items', problems);
  for (const [locale, value] of Object.entries(news) as [Locale, { items: NewsItem[] }][]) {
    checkNewsOrder(f.news, locale, value.items, problems);
    const reference = news[DEFAULT_LOCALE]?.items;
    if (locale === DEFAULT_LOCALE || !reference || reference.length !== value.items.length) continue;
    value.items.forEach((item, index) => {
      if (item.date !== reference[index]!.date) {
        problems.push(problem(f.news, [locale, 'items', index, 'date'], `must be the same as ${DEFAULT_LOCALE}.items[${index}].date`, item.date));
      }
    });
  }

  checkSameLength(f.about, ['whyLic', 'figures'], pick(about, (a) => a.whyLic.figures), 'figures', problems);
  for (const [locale, value] of Object.entries(privacy) as [Locale, PrivacyContent][]) {
    if (locale !== DEFAULT_LOCALE && privacy[DEFAULT_LOCALE] && value.updated !== privacy[DEFAULT_LOCALE].updated) {
      problems.push(problem(f.privacy, [locale, 'updated'], `must be the same as ${DEFAULT_LOCALE}.updated`, value.updated));
    }
  }
  checkSameLength(f.policyHelp, ['tasks'], pick(policyHelp, (h) => h.tasks), 'tasks', problems);
  for (const [locale, value] of Object.entries(policyHelp) as [Locale, PolicyHelpContent][]) {
    value.tasks.forEach((task, index) => {
      const first = value.tasks.findIndex((t) => t.slug === task.slug);
      if (first !== index) problems.push(problem(f.policyHelp, [locale, 'tasks', index, 'slug'], `is already used by ${locale}.tasks[${first}]`, task.slug));
    });
    const reference = policyHelp[DEFAULT_LOCALE];
    if (locale === DEFAULT_LOCALE || !reference) continue;
    if (value.checkedOn !== reference.checkedOn) problems.push(problem(f.policyHelp, [locale, 'checkedOn'], `must be the same as ${DEFAULT_LOCALE}.checkedOn`, value.checkedOn));
    value.tasks.forEach((task, index) => {
      const original = reference.tasks[index];
      if (!original) return;
      // The task's address and LIC's page are the same in every language, and so is every figure of its text.
      for (const field of ['slug', 'icon'] as const) {
        if (task[field] !== original[field]) problems.push(problem(f.policyHelp, [locale, 'tasks', index, field], `must be the same as ${DEFAULT_LOCALE}.tasks[${index}].${field}`, task[field]));
      }
      if (task.official.href !== original.official.href) {
        problems.push(problem(f.policyHelp, [locale, 'tasks', index, 'official', 'href'], `must be the same as ${DEFAULT_LOCALE}.tasks[${index}].official.href`, task.official.href));
      }
      problems.push(...checkSameFiguresIn(f.policyHelp, [locale, 'tasks', index], original, task, `${DEFAULT_LOCALE}.tasks[${index}]`, problem));
    });
  }

  checkRules(
    locales,
    { agency, planPages, about, news, products, localized: { agency, categories, banners, home, about, opportunities, news, links, planPages, contact, newsPage, privacy, policyHelp } },
    problems,
  );

  if (problems.length > 0 || !settings) fail(problems);
  return Object.fromEntries(
    locales.map((locale) => {
      const need = <T>(value: T | undefined): T => {
        if (value === undefined) fail([`content for ${locale} could not be read`]);
        return value;
      };
      const content: Content = {
        site: siteFor(settings, need(agency[locale])),
        products: need(products[locale]),
        categories: CATEGORY_SLUGS.map((slug) => ({ slug, ...need(categories[locale])[slug] })),
        news: need(news[locale]).items,
        banners: need(banners[locale]).slides,
        importantLinks: need(links[locale]).items,
        home: need(home[locale]),
        about: need(about[locale]),
        opportunitiesPage: need(opportunities[locale]),
        plansPage: need(planPages[locale]),
        contactPage: need(contact[locale]),
        newsPage: need(newsPage[locale]),
        privacy: need(privacy[locale]),
        policyHelp: need(policyHelp[locale]),
      };
      return [locale, content];
    }),
  ) as SiteContent;
}
