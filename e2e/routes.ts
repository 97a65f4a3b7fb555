import { loadContent } from '../lib/content/load';
import { getDictionary, LOCALES, PREFIXED_LOCALES, type Locale } from '../lib/i18n';
import { localizePath } from '../lib/urls';

/**
 * What the browser tests expect, read through the site's own content module: whatever content/
 * holds today, checked by the same rules as the build. Tests derive their expectations from it
 * instead of naming today's plans.
 */
export const content = loadContent();
export const en = content.en;

export const products = en.products;
export const categories = en.categories;

export const STATIC_ROUTES = ['/', '/about-us', '/product-category', '/all-products', '/opportunities', '/news', '/contact', '/privacy', '/policy-help'];

/** The policyholder's help tasks, one page each. */
export const HELP_ROUTES = en.policyHelp.tasks.map((task) => `/policy-help/${task.slug}`);

/** Every canonical English page, as the sitemap should list it. */
export const CANONICAL_ROUTES = [
  ...STATIC_ROUTES,
  ...categories.map((c) => `/product-category/${c.slug}`),
  ...products.map((p) => `/product/${p.path}`),
  ...HELP_ROUTES,
];

/** The nested plan routes: one per plan and category it belongs to. */
export const NESTED_ROUTES = products.flatMap((p) => p.categories.map((c) => `/product-category/${c}/${p.path}`));

/** A language of the site, with everything a test needs to read its pages. */
export type Language = {
  locale: Locale;
  words: ReturnType<typeof getDictionary>;
  site: (typeof content)[Locale];
  /** A default-language path in this language: /about-us → /hi/about-us. */
  path: (route: string) => string;
};

const language = (locale: Locale): Language => ({ locale, words: getDictionary(locale), site: content[locale], path: (route) => localizePath(locale, route) });

/** Every language of the site, the default one first. */
export const LANGUAGES: Language[] = LOCALES.map(language);
/** The languages that live under a prefix (/hi, /mr). */
export const OTHER_LANGUAGES: Language[] = PREFIXED_LOCALES.map(language);

/** Every canonical page in every language. */
export const ALL_ROUTES = LANGUAGES.flatMap((lang) => CANONICAL_ROUTES.map(lang.path));
