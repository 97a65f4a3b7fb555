import 'server-only';
import { sitePrefixedLocales } from '@/lib/content/registry/site-file';
import type { Dictionary, Locale } from '@/lib/i18n';
import { navLinks, type NavLink } from '@/lib/navigation';
import type { NotFoundData } from '@/lib/not-found-script';
import { titleWithAgency } from '@/lib/seo/title';
import { localizePath, missingShapes, NOT_FOUND_PATH, urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { BASE_PATH, withBasePath } from '@/lib/base-path';

type PlanLink = { href: string; label: string; primary: boolean };

/** Everything a not-found page shows in one language. */
export type NotFoundPage = {
  words: Dictionary['notFound'];
  /** The document's title for any missing page (the page's script names a missing plan or category instead). */
  title: string;
  /** Names the list of the plan categories. */
  categoriesLabel: string;
  /** The plan categories, offered on every not-found page. */
  categories: { title: string; href: string; colour: string }[];
  /** All plans and the category wheel. */
  planLinks: PlanLink[];
  /** The other main pages. */
  mainPages: NavLink[];
  /** What the page's script reads (lib/not-found-script.js). */
  data: NotFoundData;
};

/** Where a language's own not-found page is in the export, below the base path: /hi/404.html. */
const notFoundFile = (locale: Locale, base: string) => withBasePath(`${localizePath(locale, NOT_FOUND_PATH)}.html`, base);

/**
 * The not-found page of a language: the generic message with the ways on (all plans, the needs, the
 * main pages), and the data with which its script names a missing plan or category instead.
 */
export function notFoundPage(
  { locale, dict, site, content }: Pick<PageContext<'categories'>, 'locale' | 'dict' | 'site' | 'content'>,
  base = BASE_PATH,
): NotFoundPage {
  const { categories } = content;
  const title = (what: string) => titleWithAgency(site, what);
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
    mainPages: navLinks(locale, dict, { site }).filter((link) => !planLinks.some((plan) => plan.href === link.href)),
    data: {
      base,
      pages: Object.fromEntries(sitePrefixedLocales().map((other) => [other, notFoundFile(other, base)])),
      shapes: missingShapes(),
      messages: {
        product: { heading: dict.notFound.productHeading, text: dict.notFound.productText },
        category: { text: dict.notFound.categoryEmpty },
      },
      title: title('{heading}'),
    },
  };
}
