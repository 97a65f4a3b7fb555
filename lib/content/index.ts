import { loadContent, type Content } from './load';
import type { CategorySlug, NewsItem, Product } from './schemas';

export { CATEGORY_SLUGS, parseDate } from './schemas';
export type {
  AboutContent,
  Category,
  CategorySlug,
  DetailBlock,
  HomeContent,
  ImportantLink,
  NewsItem,
  OpportunitiesPageContent,
  Product,
  Site,
  Slide,
} from './schemas';
export { ContentError } from './load';

let cache: Content | undefined;

/** All site content, read and validated once per build. */
export function getContent(): Content {
  cache ??= loadContent();
  return cache;
}

export const getSite = () => getContent().site;
export const getProducts = () => getContent().products;
export const getCategories = () => getContent().categories;
export const getBanners = () => getContent().banners;
export const getOpportunitySlides = () => getContent().opportunitySlides;
export const getImportantLinks = () => getContent().importantLinks;
export const getHomeContent = () => getContent().home;
export const getAboutContent = () => getContent().about;
export const getOpportunitiesPage = () => getContent().opportunitiesPage;

export function getTrendingProducts(products: Product[] = getProducts()): Product[] {
  return products.filter((p) => p.isTrending === true);
}

/** A plan is found when the route id equals its path. */
export function findProduct(id: string, products: Product[] = getProducts()): Product | undefined {
  return products.find((p) => p.path === id);
}

/** The plans whose categories include the route parameter, in catalogue order. */
export function productsInCategory(categoryName: string, products: Product[] = getProducts()): Product[] {
  return products.filter((p) => (p.categories as string[]).includes(categoryName));
}

export function isCategorySlug(value: string): value is CategorySlug {
  return getCategories().some((c) => c.route === `/product-category/${value}`);
}

/** News in reverse order of the data list (the newest entry is last in the file). */
export function getNewsNewestFirst(news: NewsItem[] = getContent().news): NewsItem[] {
  return [...news].reverse();
}

/** The last `count` news items, newest first: what the footer shows. */
export function getLatestNews(count = 2, news: NewsItem[] = getContent().news): NewsItem[] {
  return news.slice(-count).reverse();
}
