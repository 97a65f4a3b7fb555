import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Product = { id: string; name: string; path: string; categories: string[]; metatitle: string; metadescription: string };

export const products: Product[] = readdirSync('content/products')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join('content/products', f), 'utf8')) as Product)
  .sort((a, b) => Number(a.id.slice(7)) - Number(b.id.slice(7)));

export const categories: { title: string; slug: string }[] = JSON.parse(readFileSync('content/categories.json', 'utf8'));

export const STATIC_ROUTES = ['/', '/about-us', '/product-category', '/all-products', '/opportunities', '/news', '/contact'];

/** Every canonical page, as the sitemap should list it. */
export const CANONICAL_ROUTES = [
  ...STATIC_ROUTES,
  ...categories.map((c) => `/product-category/${c.slug}`),
  ...products.map((p) => `/product/${p.path}`),
];

/** The nested plan routes: one per plan and category it belongs to. */
export const NESTED_ROUTES = products.flatMap((p) => p.categories.map((c) => `/product-category/${c}/${p.path}`));
