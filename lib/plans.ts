import type { Category, Plan } from '@/lib/content/schema/schemas';
import type { Dictionary } from '@/lib/i18n';
import { format } from '@/lib/i18n/format';
import type { ImageData } from '@/lib/images';
import { categoryHeading, excerptWords } from '@/lib/text';

/**
 * A plan in a list, with where its card leads (its own page, or its page inside a category), the
 * line under its name that identifies it as the insurer filed it (Plan No. 736 · UIN 512N304V03) and
 * its card's picture (its first) with its size.
 */
export type PlanLink = {
  plan: Plan;
  href: string;
  filed: string;
  image: ImageData;
  /** The card's words about the plan (planExcerpt). */
  excerpt: string;
};

/** The plan's number and UIN in a language's words ('Plan No. {planNo}', 'UIN {uin}'), as one line. */
export function filedLine(plan: Pick<Plan, 'planNo' | 'uin'>, words: Pick<Dictionary['plan'], 'planNo' | 'uin'>): string {
  return `${format(words.planNo, { planNo: plan.planNo })} · ${format(words.uin, { uin: plan.uin })}`;
}

/** A plan's card in a list, leading to `href`, with its first picture sized by `image`. */
export function planLink(
  plan: Plan,
  href: string,
  words: Pick<Dictionary['plan'], 'planNo' | 'uin'>,
  image: (src: string) => ImageData,
): PlanLink {
  return { plan, href, filed: filedLine(plan, words), image: image(plan.imageUrls[0]!), excerpt: planExcerpt(plan) };
}

/** Words shown on a plan card. */
const CARD_EXCERPT_WORDS = 20;

/**
 * The plan-card excerpt: the first 20 words of the first detail block's Description, then '...'.
 * A plan whose first block is only a list falls back to the first Description it has, then to its list items.
 */
export function planExcerpt(product: Pick<Plan, 'details'>, words = CARD_EXCERPT_WORDS): string {
  const text =
    product.details[0]?.Description ??
    product.details.find((block) => block.Description !== undefined)?.Description ??
    product.details[0]?.listItems?.join(' ') ??
    '';
  return excerptWords(text, words);
}

/** The wheel entry for a route parameter, if the parameter is one of the six categories. */
export function findCategory(slug: string, categories: Category[]): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

/**
 * A need's name in headings, breadcrumbs and titles: its own title in the language. Only an address that
 * names no need keeps its own words (hyphens as spaces, upper-cased), where the address is all there is.
 */
export function categoryName(slug: string, categories: Category[]): string {
  return findCategory(slug, categories)?.title ?? categoryHeading(slug);
}

/**
 * Other plans to suggest beside a plan: those sharing a category with it, the ones sharing the most first,
 * then in catalogue order. With `within`, only plans of that one category.
 */
export function relatedPlans(
  product: Pick<Plan, 'path' | 'categories'>,
  products: Plan[],
  { limit = 3, within }: { limit?: number; within?: string } = {},
): Plan[] {
  const mine = new Set<string>(within ? [within] : product.categories);
  return products
    .filter((other) => other.path !== product.path)
    .map((other, index) => ({ other, index, shared: other.categories.filter((c) => mine.has(c)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
