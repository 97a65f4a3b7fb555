import type { Content } from '@/lib/content';
import type { CONTENT_FILES } from '@/lib/content/registry/files';
import type { Dictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** A file that dates a page in the sitemap: a content file by its name, every plan file, or the page's own plan's file. */
export type Source = keyof typeof CONTENT_FILES | 'plans' | 'plan';

type Route = {
  /** The page's address in the default language, as its folder under app/(en)/ names it: `[id]` is a parameter. */
  readonly path: string;
  /** A link to it in the header's menu and the footer's list ('menu'), or in the footer's list only ('footer'), with its label. */
  readonly link?: { readonly in: 'menu' | 'footer'; readonly label: (words: Dictionary) => string };
  /** The menu entry marked as the current page on it, when that is not its own. */
  readonly under?: string;
  /** Its place in the sitemap: how much it matters and what dates it. A page without is not listed. */
  readonly sitemap?: { readonly priority: number; readonly changes?: 'weekly' | 'monthly' | 'yearly'; readonly sources: readonly Source[] };
  /** What the not-found page says for an unknown address of this shape: a plan, or a category, that does not exist. */
  readonly missing?: 'product' | 'category';
  /** For an address with parameters: every value of them, from one language's content. */
  readonly params?: (content: Content) => Record<string, string>[];
  /**
   * Whether the page exists, from the content (a page the owner can switch off): while it does not, it
   * has no page, no menu or footer link, no sitemap entry and no place in the browser tests' list.
   */
  readonly on?: (content: Pick<Content, 'site'>) => boolean;
  /** Part of what a visitor keeps on the phone, to read without a network, with "Keep plans on this phone" (lib/offline). */
  readonly keep?: true;
};

/**
 * The site's routes, in one table: the menu and footer links, the sitemap (with the content files
 * that date each page), the not-found page's reading of an unknown address and the browser tests'
 * list of pages all come from here, and the pages with parameters take their values from it. A new
 * page is one entry here, in menu order, plus its page.tsx under app/(en)/ and the re-export under
 * app/[lang]/ (a unit test holds the table and the folders to each other).
 */
export const ROUTES = {
  home: { path: '/', link: { in: 'menu', label: (w) => w.nav.home }, sitemap: { priority: 1, sources: ['home', 'banners', 'plans'] } },
  about: { path: '/about-us', link: { in: 'menu', label: (w) => w.nav.about }, sitemap: { priority: 0.7, sources: ['about'] } },
  products: {
    path: '/product-category',
    link: { in: 'menu', label: (w) => w.nav.products },
    sitemap: { priority: 0.9, sources: ['categories', 'planPages'] },
    keep: true,
  },
  allProducts: { path: '/all-products', under: 'products', sitemap: { priority: 0.9, sources: ['plans', 'planPages'] } },
  /** Recruiting: on for a development officer, off by default for an agent (content/agency.json → recruiting). */
  opportunities: {
    path: '/opportunities',
    link: { in: 'menu', label: (w) => w.nav.opportunities },
    sitemap: { priority: 0.7, sources: ['opportunities'] },
    on: (c) => c.site.recruiting,
  },
  news: {
    path: '/news',
    link: { in: 'menu', label: (w) => w.nav.news },
    sitemap: { priority: 0.6, changes: 'weekly', sources: ['news', 'links', 'newsPage'] },
  },
  contact: {
    path: '/contact',
    link: { in: 'menu', label: (w) => w.nav.contact },
    sitemap: { priority: 0.8, sources: ['contact'] },
    keep: true,
  },
  privacy: { path: '/privacy', sitemap: { priority: 0.3, changes: 'yearly', sources: ['privacy'] } },
  comparePlans: {
    path: '/compare-plans',
    under: 'products',
    link: { in: 'footer', label: (w) => w.compare.nav },
    sitemap: { priority: 0.8, sources: ['plans'] },
    keep: true,
  },
  policyHelp: {
    path: '/policy-help',
    link: { in: 'footer', label: (w) => w.help.crumb },
    sitemap: { priority: 0.8, sources: ['policyHelp'] },
    keep: true,
  },
  helpTask: {
    path: '/policy-help/[task]',
    params: (c) => c.policyHelp.tasks.map((task) => ({ task: task.slug })),
    sitemap: { priority: 0.7, sources: ['policyHelp'] },
    keep: true,
  },
  category: {
    path: '/product-category/[categoryName]',
    under: 'products',
    params: (c) => c.categories.map((category) => ({ categoryName: category.slug })),
    sitemap: { priority: 0.8, sources: ['categories', 'plans', 'planPages'] },
    missing: 'category',
    keep: true,
  },
  plan: {
    path: '/product/[id]',
    under: 'products',
    params: (c) => c.products.map((plan) => ({ id: plan.path })),
    sitemap: { priority: 0.9, sources: ['plan'] },
    missing: 'product',
    keep: true,
  },
  /** A plan under each of its own categories: canonical to /product/{id}, so not in the sitemap. */
  planInCategory: {
    path: '/product-category/[categoryName]/[id]',
    under: 'products',
    params: (c) => c.products.flatMap((plan) => plan.categories.map((categoryName) => ({ categoryName, id: plan.path }))),
    missing: 'product',
  },
  /** A language's own not-found page (/hi/404 → out/hi/404.html); the default language's is app/global-not-found.tsx. */
  notFound: { path: '/404' },
  /** What the site's service worker shows, in the address's language, for a page not stored on the phone when there is no network (lib/offline). */
  offline: { path: '/offline' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;

/** The routes without parameters: one page each. */
type Page = { [K in RouteName]: (typeof ROUTES)[K]['path'] extends `${string}[${string}` ? never : K }[RouteName];

const ROUTE_LIST = Object.entries(ROUTES) as [RouteName, Route][];

/** A language's own not-found page: no other language has "the same page". */
export const NOT_FOUND_PATH = ROUTES.notFound.path;

/** What a link points at: a fixed page, a plan (optionally inside one of its categories), a category or a policyholder's help task. */
export type Target = Page | { plan: string; category?: string } | { category: string } | { help: string };

/** A route's path with its parameters filled in: /product/[id] with { id: 'index-plus' } → /product/index-plus. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return value;
  });
}

/** The path of a target in the default language: /product/index-plus, /product-category/wealth-creations/index-plus. */
export function pathOf(target: Target): string {
  if (typeof target === 'string') return ROUTES[target].path;
  if ('plan' in target) {
    return target.category
      ? fillPath(ROUTES.planInCategory.path, { categoryName: target.category, id: target.plan })
      : fillPath(ROUTES.plan.path, { id: target.plan });
  }
  if ('help' in target) return fillPath(ROUTES.helpTask.path, { task: target.help });
  return fillPath(ROUTES.category.path, { categoryName: target.category });
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

/** Whether a route's pages exist, with this content: the page itself asks (it calls `notFound()` while off). */
export function isOn(name: RouteName, content: Pick<Content, 'site'>): boolean {
  const { on } = ROUTES[name] as Route;
  return on ? on(content) : true;
}

/**
 * The default-language paths of the pages this content switches off (a route with `on` has no parameters:
 * a unit test holds it). Next still exports an error render at each; the post-build step removes exactly
 * these (scripts/lib/switched-off.mjs), in every language.
 */
export function switchedOffPaths(content: Pick<Content, 'site'>): string[] {
  return ROUTE_LIST.flatMap(([name, route]) => (isOn(name, content) ? [] : [route.path]));
}

type ParamsOf<N extends RouteName> = (typeof ROUTES)[N] extends { params: (content: Content) => infer P } ? P : Record<string, never>[];

/** The values of a route's parameters that are pages, from one language's content: the page's generateStaticParams. */
export function routeParams<N extends RouteName>(name: N, content: Content): ParamsOf<N> {
  const { params } = ROUTES[name] as Route;
  if (!isOn(name, content)) return [] as unknown as ParamsOf<N>;
  return (params ? params(content) : [{}]) as ParamsOf<N>;
}

/** Every page of a route, by its default-language path, with its parameters. */
export function routePages(name: RouteName, content: Content): { path: string; params: Record<string, string> }[] {
  return (routeParams(name, content) as Record<string, string>[]).map((params) => ({ path: fillPath(ROUTES[name].path, params), params }));
}

export type CanonicalPage = { name: RouteName; path: string; params: Record<string, string> } & Required<Pick<Route, 'sitemap'>>;

/** Every canonical page of the site (what the sitemap lists, in every language), in the table's order. */
export function canonicalPages(content: Content): CanonicalPage[] {
  return ROUTE_LIST.flatMap(([name, route]) => {
    const { sitemap } = route;
    return sitemap ? routePages(name, content).map((page) => ({ name, ...page, sitemap })) : [];
  });
}

/**
 * The pages a visitor keeps on the phone with "Keep plans on this phone", by default-language path, in
 * the table's order: every page of the routes marked `keep` (the needs, every plan, the comparison, the
 * policy-help pages and Contact), from this content.
 */
export function keptPages(content: Content): string[] {
  return ROUTE_LIST.flatMap(([name, route]) => (route.keep ? routePages(name, content).map((page) => page.path) : []));
}

export type RouteLink = { name: RouteName; path: string; label: (words: Dictionary) => string };

/** The pages the header's menu links to ('menu'), or the footer's list (the menu's, then its own), in the table's order: those that exist with this content. */
export function linkedPages(where: 'menu' | 'footer', content: Pick<Content, 'site'>): RouteLink[] {
  return ROUTE_LIST.flatMap(([name, { path, link }]) =>
    link && (where === 'footer' || link.in === 'menu') && isOn(name, content) ? [{ name, path, label: link.label }] : [],
  );
}

/**
 * The shapes of address whose absence the not-found page names, longest first, for its script:
 * [['/product-category/[categoryName]/[id]', 'product'], …]. An unknown address reads as the first
 * shape whose fixed words it starts with and whose length it has at least.
 */
export function missingShapes(): [string, 'product' | 'category'][] {
  return ROUTE_LIST.flatMap(([, { path, missing }]) => (missing ? [[path, missing] as [string, 'product' | 'category']] : [])).sort(
    ([a], [b]) => b.split('/').length - a.split('/').length,
  );
}

/** Reads the language and the default-language path from an address: /hi/news → hi, /news. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const [, first, ...rest] = clean.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  return { locale: DEFAULT_LOCALE, path: clean };
}

/** The fixed start of a route's path, before its first parameter: /product/[id] → /product. */
const fixedPart = (path: string) => path.split('/[')[0] || '/';

/**
 * Whether a menu link belongs to the current page: its own route, and the routes the table puts under
 * it (Products covers every plan route). Both paths are default-language paths.
 */
export function isActive(href: string, path: string): boolean {
  const current = path.replace(/\/+$/, '') || '/';
  if (href === ROUTES.home.path) return current === '/';
  const owner = ROUTE_LIST.find(([, route]) => route.path === href)?.[0];
  const prefixes = [
    href,
    ...ROUTE_LIST.filter(([, route]) => owner !== undefined && route.under === owner).map(([, route]) => fixedPart(route.path)),
  ];
  return prefixes.some((p) => current === p || current.startsWith(`${p}/`));
}

/** The logo as a PNG, for search engines' knowledge of the publisher (JSON-LD): one for every language. */
export const SOCIAL_LOGO_PATH = '/og/logo.png';

/** The social preview image of a page: /og/site.png, /og/index-plus.png in English, /og/hi/… in Hindi. */
export function socialImagePath(locale: Locale, file: string): string {
  return locale === DEFAULT_LOCALE ? `/og/${file}` : `/og/${locale}/${file}`;
}
