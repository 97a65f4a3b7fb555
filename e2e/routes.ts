import { loadContent } from '../lib/content/load';
import { localizePath } from '../lib/urls';

/**
 * What the browser tests expect, read through the site's own content module: whatever content/
 * holds today, checked by the same rules as the build. Tests derive their expectations from it
 * instead of naming today's plans.
 */
export const content = loadContent();
export const en = content.en;
export const hi = content.hi;

export const products = en.products;
export const categories = en.categories;

export const STATIC_ROUTES = ['/', '/about-us', '/product-category', '/all-products', '/opportunities', '/news', '/contact'];

/** Every canonical English page, as the sitemap should list it. */
export const CANONICAL_ROUTES = [
  ...STATIC_ROUTES,
  ...categories.map((c) => `/product-category/${c.slug}`),
  ...products.map((p) => `/product/${p.path}`),
];

/** The same pages in Hindi: /hi, /hi/about-us, … */
export const HINDI_ROUTES = CANONICAL_ROUTES.map((route) => localizePath('hi', route));

/** The nested plan routes: one per plan and category it belongs to. */
export const NESTED_ROUTES = products.flatMap((p) => p.categories.map((c) => `/product-category/${c}/${p.path}`));
