/**
 * The content module's entry: reads every file of the registry (registry.ts) for every language
 * (read.ts), checks what must agree between languages (agree.ts) and what the site may say
 * (rules.ts), and assembles each language's Content. Any problem stops the build with every
 * problem listed (problems.ts).
 */
import { hoursInWords } from '@/lib/hours';
import { getDictionary, hasDictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { productionHost, resolveSiteUrl, SiteUrlError, type BuildEnv } from '@/lib/site-url';
import { checkLanguagesAgree } from '../rules/agree';
import { fieldsOf } from '../registry/fields';
import { liveNews, livePlan } from '../rules/live';
import { CONTENT_FILES, planFile } from '../registry/files';
import { contentRoot, siteLocales } from '../registry/site-file';
import { checkPlaceholders, resolveOwner, textsFor, type LeftOutItem, type OwnerValues } from '../owner/owner';
import { checkKeyFactsAgree, checkSameFigures, checkTextAgreesWithKeyFacts } from '../rules/figure-rules';
import { fail, problem } from '../rules/problems';
import { readingOf } from '../owner/same-script';
import { check, fieldsWhere, isWord, readJson, readLocalized, readPlans, readWithOnce } from './read';
import {
  checkBrochureIds,
  checkGuaranteedReturns,
  checkNewsDates,
  checkNewsLinks,
  checkOneOwner,
  checkPlanStatus,
  checkPrescribedLines,
  checkSameAboutFigures,
  checkUnitLinkedStatements,
  checkWording,
  type Document,
  type Problem,
} from '../rules/rules';
import { LOCALIZED_NAMES, PLANS, REGISTRY, type BlockOf, type LocalizedName } from '../registry/registry';
import {
  CATEGORY_SLUGS,
  OWNER_ROLES,
  type AboutContent,
  type Agency,
  type OwnerRole,
  type Category,
  type ContactPageContent,
  type HomeContent,
  type ImportantLink,
  type NewsItem,
  type NewsPageContent,
  type OpportunitiesPageContent,
  type OwnerSettings,
  type PlansPageContent,
  type PolicyHelpContent,
  type PrivacyContent,
  type Plan,
  type Resolved,
  type Site,
  type SiteSettings,
  type Slide,
} from '../schema/schemas';

export { ContentError } from '../rules/problems';

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

/** The content of every language of the site (a language left out has none). */
export type SiteContent = Record<Locale, Content>;

/** Each file written per language (registry.ts), its blocks as read: each language that passed its schema. */
type Localized = { [N in LocalizedName]: Partial<Record<Locale, BlockOf<N>>> };

/** The rules of what the site may say (rules.ts), over every language's content as read. */
function checkRules(
  locales: readonly Locale[],
  read: {
    agency: Partial<Record<Locale, Agency>>;
    planPages: Localized['planPages'];
    about: Partial<Record<Locale, Pick<AboutContent, 'whyLic'>>>;
    news: Partial<Record<Locale, { items: NewsItem[] }>>;
    products: Partial<Record<Locale, Plan[]>>;
    localized: Localized;
    values: Partial<Record<Locale, OwnerValues>>;
    today: Date;
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
      ...checkBrochureIds(file, product, inBlock(DEFAULT_LOCALE)),
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
    problems.push(
      ...checkNewsLinks(CONTENT_FILES.news, locale, news.items, problem),
      ...checkNewsDates(CONTENT_FILES.news, locale, news.items, read.today, problem),
    );
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const { file, product: original } of plans) {
      const translation = read.products[locale]?.find((p) => p.path === original.path);
      if (!translation) continue;
      problems.push(...checkSameFigures(file, original, DEFAULT_LOCALE, translation, inBlock(locale)));
      if (original.keyFacts) problems.push(...checkTextAgreesWithKeyFacts(file, original.keyFacts, translation, locale, inBlock(locale)));
    }
  }
  // The owner's texts as the pages show them (placeholders filled in) for the owner's role; and the
  // texts written for the other role, each checked against its own role, so that a change of role
  // publishes nothing the rules refuse.
  const role = read.agency[DEFAULT_LOCALE]?.role;
  const documentsFor = (checked: OwnerRole, shared: boolean): Document[] =>
    locales.flatMap((locale) => [
      ...(Object.entries(read.localized) as [LocalizedName, Partial<Record<Locale, unknown>>][]).flatMap(([name, byLocale]) => {
        const values = read.values[locale];
        if (byLocale[locale] === undefined || !values) return [];
        const data = textsFor(byLocale[locale], fieldsOf(REGISTRY[name].schema), checked, values, shared);
        return [{ file: CONTENT_FILES[name], locale, keys: [locale], data, aboutOwner: REGISTRY[name].aboutOwner }];
      }),
      ...(shared
        ? (read.products[locale] ?? []).map((product) => ({
            file: planFile(product.path),
            locale,
            keys: [locale],
            data: locale === DEFAULT_LOCALE ? product : fieldsWhere(product, isWord),
            aboutOwner: PLANS.aboutOwner,
          }))
        : []),
    ]);
  const person = Object.fromEntries(Object.entries(read.agency).map(([locale, agency]) => [locale, agency?.person]));
  if (role) {
    problems.push(...checkWording(documentsFor(role, true), { role, person }, problem));
    for (const other of OWNER_ROLES.filter((r) => r !== role))
      problems.push(...checkWording(documentsFor(other, false), { role: other, person }, problem));
  }
}

/** The owner's placeholders in one language: the identity of agency.json, and the opening hours in the language's words. */
function ownerValues(agency: Agency, hours: string): OwnerValues {
  return {
    brand: agency.agencyName,
    short: agency.shortName,
    person: agency.person,
    town: agency.town,
    branch: agency.branch.name,
    division: agency.division,
    years: agency.years?.toString(),
    agents: agency.agents?.toString(),
    hours,
  };
}

/** Combines the settings shared by every language and the owner's, written once, with one language's identity. */
function siteFor(settings: SiteSettings, owner: OwnerSettings, agency: Resolved<Agency>, hours: string): Site {
  const { insurer: insurerSettings, country, ...shared } = settings;
  const { phone, email, whatsapp, photo, voice, postalCode, hours: openingHours, socials } = owner;
  const { address, insurer, recruiting, ...identity } = agency;
  return {
    ...shared,
    ...identity,
    phone,
    email,
    whatsapp,
    photo,
    voice,
    hours,
    openingHours,
    socials: socials ?? {},
    recruiting: recruiting === undefined ? agency.role === 'development-officer' : recruiting === 'on',
    address: { ...address, locality: agency.town, postalCode, country },
    insurer: { ...insurer, ...insurerSettings },
  };
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
    if (!hasDictionary(locale))
      problems.push(
        `lib/i18n/dictionaries/${locale}.ts: is missing: every language in LOCALES (lib/i18n/locales.ts) needs its dictionary, registered in lib/i18n/index.ts`,
      );
  }
}

/**
 * Reads every file in content/ for every language of the site (siteLocales: a language left out is
 * neither read nor checked), validates it and cross-checks references and the
 * rules of what the site may say (rules.ts). Throws ContentError on any problem. `env` decides the
 * site address on a host build, and whether this build publishes the live site: a production build
 * (productionHost, lib/site-url.ts) leaves out what a live site may not show (live.ts: key facts nobody
 * has checked against LIC's brochure, news more than 12 months before `today`), so every page, the
 * comparison and the structured data are made without them; any other build keeps them. `today` is
 * the build's clock: no news item is dated after it.
 */
export function loadContent(
  root: string = contentRoot(),
  locales: readonly Locale[] = siteLocales(root),
  env: BuildEnv = process.env,
  today: Date = new Date(),
): SiteContent {
  return compileContent(root, locales, env, today).content;
}

/** loadContent's content, and the items of lists it left out because they name a fact the owner has not given (owner.ts, describeLeftOut). */
export function compileContent(
  root: string,
  locales: readonly Locale[],
  env: BuildEnv,
  today: Date = new Date(),
): { content: SiteContent; leftOut: LeftOutItem[] } {
  const problems: string[] = [];
  const leftOut: LeftOutItem[] = [];
  const f = CONTENT_FILES;
  checkDictionaries(locales, problems);
  const fileSettings = check(f.site, REGISTRY.site.schema, readJson(root, f.site, problems), problems);
  const settings = fileSettings && siteUrlFor(fileSettings, env, problems);
  // The owner's contacts, hours, photo, languages and voice are written once, in agency.json's default block.
  // A name left empty in a language of the same script as an earlier one (Marathi after Hindi) is that one's.
  const owned = readWithOnce(root, f.agency, REGISTRY.agency.schema, REGISTRY.agency.once, locales, problems, readingOf);
  const owner = owned.once;
  // Every other file written per language, each against its schema.
  const read = Object.fromEntries(
    LOCALIZED_NAMES.map((name) => [
      name,
      name === 'agency' ? owned.blocks : readLocalized(root, f[name], REGISTRY[name].schema, locales, problems),
    ]),
  ) as Localized;
  const { agency, banners, about, opportunities, news, links, planPages, privacy, policyHelp } = read;
  const products = readPlans(root, locales, problems);

  checkLanguagesAgree({ banners, opportunities, links, news, about, privacy, policyHelp }, problems);

  // The owner's words: every placeholder known, and each language's texts as its pages show them.
  const role = agency[DEFAULT_LOCALE]?.role;
  const hours: Partial<Record<Locale, string>> = {};
  const values: Partial<Record<Locale, OwnerValues>> = {};
  for (const locale of locales) {
    const own = agency[locale];
    if (!own || !owner || !hasDictionary(locale)) continue;
    hours[locale] = hoursInWords(owner.hours, getDictionary(locale, owner.voice));
    values[locale] = ownerValues(own, hours[locale]);
  }
  const resolved = {} as { [N in LocalizedName]: Partial<Record<Locale, unknown>> };
  for (const [name, byLocale] of Object.entries(read) as [LocalizedName, Partial<Record<Locale, unknown>>][]) {
    resolved[name] = {};
    for (const locale of locales) {
      const data = byLocale[locale];
      if (data === undefined) continue;
      checkPlaceholders(f[name], [locale], data, fieldsOf(REGISTRY[name].schema), problems);
      const own = values[locale];
      if (role && owner && own)
        resolved[name][locale] = resolveOwner(
          f[name],
          [locale],
          data,
          fieldsOf(REGISTRY[name].schema),
          { role, voice: owner.voice },
          own,
          problems,
          leftOut,
        );
    }
  }

  checkRules(locales, { agency, planPages, about, news, products, localized: read, values, today }, problems);

  if (problems.length > 0 || !settings || !owner) fail(problems);
  const live = productionHost(env, settings.editor?.branch) !== undefined;
  const content = Object.fromEntries(
    locales.map((locale) => {
      const need = <T>(value: unknown): T => {
        if (value === undefined) fail([`content for ${locale} could not be read`]);
        return value as T;
      };
      const of = <N extends LocalizedName>(name: N) => need<Resolved<BlockOf<N>>>(resolved[name][locale]);
      const content: Content = {
        site: siteFor(settings, owner, of('agency'), need(hours[locale])),
        products: live ? need<Plan[]>(products[locale]).map(livePlan) : need(products[locale]),
        categories: CATEGORY_SLUGS.map((slug) => ({ slug, ...of('categories')[slug] })),
        news: live ? liveNews(of('news').items, today) : of('news').items,
        banners: of('banners').slides,
        importantLinks: of('links').items,
        home: of('home'),
        about: of('about'),
        opportunitiesPage: of('opportunities'),
        plansPage: of('planPages'),
        contactPage: of('contact'),
        newsPage: of('newsPage'),
        privacy: of('privacy'),
        policyHelp: of('policyHelp'),
      };
      return [locale, content];
    }),
  ) as SiteContent;
  return { content, leftOut };
}
