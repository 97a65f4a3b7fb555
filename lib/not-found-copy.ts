import { getContent } from '@/lib/content';
import { getDictionary, LOCALES, type Locale } from '@/lib/i18n';
import type { NotFoundTitles } from '@/lib/not-found-script';
import { navLinks } from '@/lib/navigation';
import { urlFor } from '@/lib/urls';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import type { NavLink } from '@/lib/navigation';

export type PlanLink = { href: string; label: string; primary: boolean };

/** What the 404 page says in one language. */
export type NotFoundCopy = {
  words: Dictionary['notFound'];
  /** Names the list of the six plan categories. */
  categoriesLabel: string;
  /** The six plan categories, offered when the visitor asked for a category that does not exist. */
  categories: { title: string; href: string; colour: string }[];
  /** All plans and the category wheel. */
  planLinks: PlanLink[];
  /** The other main pages, offered on the generic page. */
  mainPages: NavLink[];
};

/** Everything the 404 page says in one language, as plain data for its client view. */
export function notFoundCopy(locale: Locale): NotFoundCopy {
  const dict = getDictionary(locale);
  const { categories } = getContent(locale);
  const planLinks = [
    { href: urlFor(locale, 'allProducts'), label: dict.notFound.seeAllPlans, primary: true },
    { href: urlFor(locale, 'products'), label: dict.notFound.chooseNeed, primary: false },
  ];
  return {
    words: dict.notFound,
    categoriesLabel: dict.plans.categoriesLabel,
    categories: categories.map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour })),
    planLinks,
    // The main pages other than the two plan pages already offered.
    mainPages: navLinks(locale, dict).filter((link) => !planLinks.some((plan) => plan.href === link.href)),
  };
}

/** Per language, the words of the not-found page's title: the agency's name, and the titles of a missing plan and of any other missing page. */
export function notFoundTitles(): NotFoundTitles {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const dict = getDictionary(locale);
      return [locale, { agency: getContent(locale).site.agencyName, product: dict.notFound.productHeading, page: dict.notFound.title }];
    }),
  );
}
