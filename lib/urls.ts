import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The site's fixed pages. */
export const PAGES = {
  home: '/',
  about: '/about-us',
  products: '/product-category',
  allProducts: '/all-products',
  opportunities: '/opportunities',
  news: '/news',
  contact: '/contact',
  privacy: '/privacy',
  policyHelp: '/policy-help',
} as const;

export type Page = keyof typeof PAGES;

/** A language's own not-found page (/hi/404 → out/hi/404.html): no other language has "the same page". */
export const NOT_FOUND_PATH = '/404';

/** What a link points at: a fixed page, a plan (optionally inside one of its categories), a category or a policyholder's help task. */
export type Target = Page | { plan: string; category?: string } | { category: string } | { help: string };

/** The path of a target in the default language: /product/index-plus, /product-category/wealth-creations/index-plus. */
export function pathOf(target: Target): string {
  if (typeof target === 'string') return PAGES[target];
  if ('plan' in target) {
    return target.category ? `/product-category/${target.category}/${target.plan}` : `/product/${target.plan}`;
  }
  if ('help' in target) return `${PAGES.policyHelp}/${target.help}`;
  return `/product-category/${target.category}`;
}

/** A default-language path in `locale`: /about-us stays as it is in English and becomes /hi/about-us in Hindi. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The one way the site builds its own addresses: every menu link, plan card, category segment,
 * breadcrumb, canonical URL and sitemap entry goes through here. Paths carry no base path (Next adds it).
 */
export function urlFor(locale: Locale, target: Target): string {
  return localizePath(locale, pathOf(target));
}

/** Reads the language and the default-language path from an address: /hi/news → hi, /news. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const [, first, ...rest] = clean.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  return { locale: DEFAULT_LOCALE, path: clean };
}

/** Whether a menu link belongs to the current page (Products covers every plan route). Both paths are default-language paths. */
export function isActive(href: string, path: string): boolean {
  const current = path.replace(/\/+$/, '') || '/';
  if (href === PAGES.home) return current === '/';
  if (href === PAGES.products) {
    return [PAGES.products, '/product', PAGES.allProducts].some((p) => current === p || current.startsWith(`${p}/`));
  }
  return current === href || current.startsWith(`${href}/`);
}

/** The social preview image of a page: /og/site.png, /og/index-plus.png in English, /og/hi/… in Hindi. */
export function socialImagePath(locale: Locale, file: string): string {
  return locale === DEFAULT_LOCALE ? `/og/${file}` : `/og/${locale}/${file}`;
}
