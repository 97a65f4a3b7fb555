import { readOutput } from '../lib/content/load/compiled';
import { getDictionary, LOCALES, PREFIXED_LOCALES, type Locale } from '../lib/i18n';
import { canonicalPages, linkedPages, localizePath, routePages } from '../lib/urls';

/**
 * What the browser tests expect, read from what the build's pages were made from: the content build's
 * output (lib/content/load/compiled.ts, written by the build's first step), whatever content/ holds today,
 * checked by the same rules. Tests derive their expectations from it instead of naming today's plans.
 */
const { content } = readOutput();
export const en = content.en;

export const products = en.products;
export const categories = en.categories;

/** Every canonical English page, as the sitemap should list it: the route table's (lib/urls.ts), filled from the content. */
export const CANONICAL_ROUTES = canonicalPages(en).map((page) => page.path);

/** The pages without parameters (home, about, …), in the table's order. */
export const STATIC_ROUTES = canonicalPages(en)
  .filter((page) => Object.keys(page.params).length === 0)
  .map((page) => page.path);

/** The nested plan routes: one per plan and category it belongs to. */
export const NESTED_ROUTES = routePages('planInCategory', en).map((page) => page.path);

/** A language of the site, with everything a test needs to read its pages. */
export type Language = {
  locale: Locale;
  words: ReturnType<typeof getDictionary>;
  site: (typeof content)[Locale];
  /** A default-language path in this language: /about-us → /hi/about-us. */
  path: (route: string) => string;
};

const language = (locale: Locale): Language => ({
  locale,
  words: getDictionary(locale, en.site.voice),
  site: content[locale],
  path: (route) => localizePath(locale, route),
});

/** Every language of the site, the default one first. */
export const LANGUAGES: Language[] = LOCALES.map(language);
/** The languages that live under a prefix (/hi, /mr). */
export const OTHER_LANGUAGES: Language[] = LANGUAGES.filter((lang) => PREFIXED_LOCALES.some((locale) => locale === lang.locale));

/** Every canonical page in every language. */
export const ALL_ROUTES = LANGUAGES.flatMap((lang) => CANONICAL_ROUTES.map(lang.path));

/** The default language (English), whose pages have no prefix. */
export const english = LANGUAGES[0]!;

/** The language a path is in: /hi/news → Hindi, /news → English. */
export const languageOf = (path: string): Language =>
  OTHER_LANGUAGES.find((lang) => path === `/${lang.locale}` || path.startsWith(`/${lang.locale}/`)) ?? english;

/** The site's public address, without a trailing slash (canonical URLs, sitemap, social cards). */
export const origin = en.site.siteUrl.replace(/\/+$/, '');

/** A path's absolute address on the public site: / → https://…, /news → https://…/news. */
export const absolute = (path: string) => (path === '/' ? origin : `${origin}${path}`);

/** The header's menu, as a language labels it (the route table's links, in its order). */
export const menuLabels = (lang: Language) => linkedPages('menu', lang.site).map((link) => link.label(lang.words));

/** The footer's list of pages: the menu's, then the footer's own. */
export const footerLabels = (lang: Language) => linkedPages('footer', lang.site).map((link) => link.label(lang.words));
