import { getContent } from '@/lib/content';
import { getDictionary, PREFIXED_LOCALES, type Dictionary, type Locale } from '@/lib/i18n';
import { navLinks, type NavLink } from '@/lib/navigation';
import { localizePath, missingShapes, NOT_FOUND_PATH, urlFor } from '@/lib/urls';

export type PlanLink = { href: string; label: string; primary: boolean };

/**
 * What the not-found page's script reads (components/not-found/not-found.js), in a JSON block of the
 * page: the same in every language but for the titles.
 */
export type NotFoundData = {
  /** The site's base path: '' at a domain's root, '/lic' below it. */
  base: string;
  /** Each language under a prefix, with the address of its own not-found page: { hi: '/hi/404.html' }. */
  pages: Record<string, string>;
  /** The shapes of address whose absence has its own message, longest first (lib/urls.ts, `missingShapes`). */
  shapes: [string, 'product' | 'category'][];
  /** The document's title for each message; `{heading}` is the missing category's name. */
  titles: { product: string; category: string; page: string };
};

/** Everything a not-found page shows in one language. */
export type NotFoundPage = {
  words: Dictionary['notFound'];
  /** The document's title for any missing page (the script names a missing plan or category instead). */
  title: string;
  /** Names the list of the plan categories. */
  categoriesLabel: string;
  /** The plan categories, offered when the visitor asked for a category that does not exist. */
  categories: { title: string; href: string; colour: string }[];
  /** All plans and the category wheel. */
  planLinks: PlanLink[];
  /** The other main pages, offered on the generic message. */
  mainPages: NavLink[];
  data: NotFoundData;
};

/** Where a language's own not-found page is in the export, below the base path: /hi/404.html. */
const notFoundFile = (locale: Locale, base = '') => `${base}${localizePath(locale, NOT_FOUND_PATH)}.html`;

/**
 * The not-found page of a language. A static host serves one 404.html for every unknown address
 * below a folder, so the page holds the three messages (a missing plan, a missing category, any
 * other page) and its script picks the one the address calls for.
 */
export function notFoundPage(locale: Locale, base = process.env.NEXT_PUBLIC_BASE_PATH ?? ''): NotFoundPage {
  const dict = getDictionary(locale);
  const { categories, site } = getContent(locale);
  const title = (what: string) => `${what} | ${site.agencyName}`;
  const planLinks = [
    { href: urlFor(locale, 'allProducts'), label: dict.notFound.seeAllPlans, primary: true },
    { href: urlFor(locale, 'products'), label: dict.notFound.chooseNeed, primary: false },
  ];
  return {
    words: dict.notFound,
    title: title(dict.notFound.title),
    categoriesLabel: dict.plans.categoriesLabel,
    categories: categories.map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour })),
    planLinks,
    // The main pages other than the two plan pages already offered.
    mainPages: navLinks(locale, dict).filter((link) => !planLinks.some((plan) => plan.href === link.href)),
    data: {
      base,
      pages: Object.fromEntries(PREFIXED_LOCALES.map((other) => [other, notFoundFile(other, base)])),
      shapes: missingShapes(),
      titles: { product: title(dict.notFound.productHeading), category: title('{heading}'), page: title(dict.notFound.title) },
    },
  };
}
