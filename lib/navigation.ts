import type { Content } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { linkedPages, localizePath } from '@/lib/urls';

export type NavLink = {
  /** The page's path in the default language, to tell which link is the current page. */
  path: string;
  /** The link's address in the page's language. */
  href: string;
  label: string;
};

const links = (where: 'menu' | 'footer', locale: Locale, dict: Dictionary, content: Pick<Content, 'site'>): NavLink[] =>
  linkedPages(where, content).map(({ path, label }) => ({ path, href: localizePath(locale, path), label: label(dict) }));

/** The menu's links in a language (the routes lib/urls.ts puts in the menu, in its order): labels from its dictionary, addresses in its language. */
export function navLinks(locale: Locale, dict: Dictionary, content: Pick<Content, 'site'>): NavLink[] {
  return links('menu', locale, dict, content);
}

/** The footer's links: the menu's, then the pages the route table links from the footer only (the help for people who already hold a policy). */
export function footerLinks(locale: Locale, dict: Dictionary, content: Pick<Content, 'site'>): NavLink[] {
  return links('footer', locale, dict, content);
}
