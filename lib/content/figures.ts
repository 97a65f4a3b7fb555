import type { Plan } from './schemas';

/**
 * The figures of a text as written: amounts, percentages, ages, terms and years, with their digit
 * grouping and a ₹ in front when there is one ("₹1,25,000", "5.5", "20"). Only Western digits count,
 * which is how every language of the site writes figures.
 */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(/(₹\s?)?\d+(?:,\d+)*(?:\.\d+)?/g)].map(([figure]) => figure.replace(/\s/g, ''));
}

type Key = string | number;

/**
 * Every text of a plan that a visitor reads, each with where it sits in the plan's file: name, titles,
 * descriptor and each detail block's title, description and list items.
 */
export function planFields(product: Plan): [Key[], string][] {
  return [
    [['name'], product.name],
    [['metatitle'], product.metatitle],
    [['metadescription'], product.metadescription],
    ...(product.descriptor === undefined ? [] : [[['descriptor'], product.descriptor] as [Key[], string]]),
    ...product.details.flatMap((block, index): [Key[], string][] => [
      [['details', index, 'title'], block.title],
      ...(block.Description === undefined ? [] : [[['details', index, 'Description'], block.Description] as [Key[], string]]),
      ...(block.listItems ?? []).map((item, at): [Key[], string] => [['details', index, 'listItems', at], item]),
    ]),
  ];
}

/** Figures of `original` that `translation` lacks, and figures `translation` adds, each listed once. */
export function compareFigures(original: string, translation: string): { missing: string[]; added: string[] } {
  const mine = new Set(figuresIn(original));
  const theirs = new Set(figuresIn(translation));
  return { missing: [...mine].filter((f) => !theirs.has(f)), added: [...theirs].filter((f) => !mine.has(f)) };
}

/** Digits other than 0–9 (Devanagari ०–९): the site writes figures the same way in every language. */
export const OTHER_DIGITS = /[\u0966-\u096F]/;

/**
 * The runs of whole numbers a text writes together: "16, 21 or 25", "15 to 40", "15 से 40", "18, 20 and
 * 22". Numbers joined by a short connector (a comma, a dash, a word of a few letters) and nothing else
 * form a run, as long as one connector is more than a comma ("up to 35, 10 times" is two phrases); an
 * amount (₹, or digits grouped with commas) or a decimal breaks it. Any language.
 */
export function figureRuns(text: string): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  let joinedByMore = false;
  let end = -1;
  const close = () => {
    if (run.length > 1 && joinedByMore) runs.push(run);
    run = [];
    joinedByMore = false;
  };
  for (const match of text.matchAll(/(₹\s?)?\d+(?:[.,]\d+)*/g)) {
    const [whole, rupee] = match;
    const plain = rupee === undefined && /^\d+$/.test(whole);
    const between = end < 0 ? '' : text.slice(end, match.index);
    const joined = plain && run.length > 0 && between.length <= 8 && !/[\d.;:!?।()]/.test(between);
    if (!joined) close();
    else if (between.trim() !== ',') joinedByMore = true;
    if (plain) run.push(Number(whole));
    end = match.index + whole.length;
  }
  close();
  return runs;
}
