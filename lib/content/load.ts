/**
 * The content module's entry: reads every file of content/ for every language (read.ts), checks what
 * must agree between languages (agree.ts) and what the site may say (rules.ts), and assembles each
 * language's Content. Any problem stops the build with every problem listed (problems.ts).
 */
import type { z } from 'zod';
import { getDictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { resolveSiteUrl, SiteUrlError, type BuildEnv } from '@/lib/site-url';
import { checkLanguagesAgree } from './agree';
import { CONTENT_FILES, planFile } from './files';
import { fail, problem } from './problems';
import { check, fieldsWhere, isWord, readJson, readLocalized, readPlans } from './read';
import {
  checkGuaranteedReturns,
  checkKeyFactsAgree,
  checkNewsLinks,
  checkOneOwner,
  checkPlanStatus,
  checkPrescribedLines,
  checkSameAboutFigures,
  checkSameFigures,
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
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
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
  type Site,
  type SiteSettings,
  type Slide,
} from './schemas';

export { ContentError } from './problems';

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

/** The files that speak of the plans or the insurer's news, not of the site's owner. */
const NOT_ABOUT_OWNER = new Set(['news', 'links', 'categories']);

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
  for (const { file, product } of plans)
    problems.push(
      ...checkGuaranteedReturns(file, product, inBlock(DEFAULT_LOCALE)),
      ...checkPlanStatus(file, product, inBlock(DEFAULT_LOCALE)),
      ...checkKeyFactsAgree(file, product, inBlock(DEFAULT_LOCALE)),
    );
  problems.push(
    ...checkUnitLinkedStatements(
      CONTENT_FILES.planPages,
      read.planPages,
      plans.filter(({ product }) => product.kind === 'unit-linked'),
      problem,
    ),
  );
  problems.push(...checkPrescribedLines(CONTENT_FILES.planPages, read.planPages[DEFAULT_LOCALE], problem));
  problems.push(...checkOneOwner(CONTENT_FILES.agency, read.agency, problem));
  problems.push(...checkSameAboutFigures(CONTENT_FILES.about, read.about, problem));
  for (const [locale, news] of Object.entries(read.news) as [Locale, { items: NewsItem[] }][])
    problems.push(...checkNewsLinks(CONTENT_FILES.news, locale, news.items, problem));
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
            },
          ],
    ),
    ...(read.products[locale] ?? []).map((product) => ({
      file: planFile(product.path),
      locale,
      keys: [locale],
      data: locale === DEFAULT_LOCALE ? product : fieldsWhere(product, isWord),
      aboutOwner: false,
    })),
  ]);
  const role = read.agency[DEFAULT_LOCALE]?.role;
  const person = Object.fromEntries(Object.entries(read.agency).map(([locale, agency]) => [locale, agency?.person]));
  problems.push(...checkWording(documents, role && { role, person }, problem));
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
    if (!getDictionary(locale))
      problems.push(
        `lib/i18n/dictionaries/${locale}.ts: is missing: every language in LOCALES (lib/i18n/locales.ts) needs its dictionary, registered in lib/i18n/index.ts`,
      );
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

  checkLanguagesAgree({ banners, opportunities, links, news, about, privacy, policyHelp }, problems);

  checkRules(
    locales,
    {
      agency,
      planPages,
      about,
      news,
      products,
      localized: {
        agency,
        categories,
        banners,
        home,
        about,
        opportunities,
        news,
        links,
        planPages,
        contact,
        newsPage,
        privacy,
        policyHelp,
      },
    },
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
