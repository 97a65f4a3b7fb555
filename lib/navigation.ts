import type { Dictionary, Locale } from '@/lib/i18n';
import { PAGES, urlFor } from '@/lib/urls';

/** The six main routes, in menu order. */
export const NAV_PAGES = ['home', 'about', 'products', 'opportunities', 'news', 'contact'] as const;

export type NavLink = {
  /** The page's path in the default language, to tell which link is the current page. */
  path: string;
  /** The link's address in the page's language. */
  href: string;
  label: string;
};

/** The menu links of a language: labels from its dictionary, addresses in its language. */
export function navLinks(locale: Locale, dict: Dictionary): NavLink[] {
  return NAV_PAGES.map((page) => ({ path: PAGES[page], href: urlFor(locale, page), label: dict.nav[page] }));
}

/** The footer's links: the menu's, then the help for people who already hold a policy. */
export function footerLinks(locale: Locale, dict: Dictionary): NavLink[] {
  return [...navLinks(locale, dict), { path: PAGES.policyHelp, href: urlFor(locale, 'policyHelp'), label: dict.help.crumb }];
}
