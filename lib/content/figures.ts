import type { Product } from './schemas';

/**
 * The figures of a text as written: amounts, percentages, ages, terms and years, with their digit
 * grouping and a ₹ in front when there is one ("₹1,25,000", "5.5", "20"). Only Western digits count,
 * which is how every language of the site writes figures.
 */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(/(₹\s?)?\d+(?:,\d+)*(?:\.\d+)?/g)].map(([figure]) => figure.replace(/\s/g, ''));
}

/** Every text of a plan that a visitor reads: name, titles and each detail block. */
export function planTexts(product: Product): string[] {
  return [
    product.name,
    product.metatitle,
    product.metadescription,
    ...product.details.flatMap((block) => [block.title, block.Description ?? '', ...(block.listItems ?? [])]),
  ];
}

/** Figures of `original` that `translation` lacks, and figures `translation` adds, each listed once. */
export function compareFigures(original: string[], translation: string[]): { missing: string[]; added: string[] } {
  const mine = new Set(original.flatMap(figuresIn));
  const theirs = new Set(translation.flatMap(figuresIn));
  return { missing: [...mine].filter((f) => !theirs.has(f)), added: [...theirs].filter((f) => !mine.has(f)) };
}

/** Digits other than 0–9 (Devanagari ०–९): the site writes figures the same way in every language. */
export const OTHER_DIGITS = /[\u0966-\u096F]/;
