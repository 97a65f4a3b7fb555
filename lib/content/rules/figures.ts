import type { Plan } from '../schema/schemas';

/** A figure as a text writes it, and where it is in the text. */
export type Placed<T = string> = { figure: T; start: number; end: number };

/** The figures of a text as written (see figuresIn), each with where it is. */
export function figuresAt(text: string): Placed[] {
  return [...text.matchAll(/(₹\s?)?\d+(?:,\d+)*(?:\.\d+)?/g)].map((m) => ({
    figure: m[0].replace(/\s/g, ''),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The figures of a text as written: amounts, percentages, ages, terms and years, with their digit
 * grouping and a ₹ in front when there is one ("₹1,25,000", "5.5", "20"). Only Western digits count,
 * which is how every language of the site writes figures.
 */
export const figuresIn = (text: string): string[] => figuresAt(text).map(({ figure }) => figure);

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

/**
 * How far a translation may move a figure: past two others at most. Hindi and Marathi put a phrase's
 * figures in their own order (“25 की उम्र पर 40%” for “40% at age 25”, “14 वर्ष की अवधि में 10वें और 12वें
 * वर्ष” for “years 10 and 12 on a 14-year term”), but do not carry a figure across a sentence's others,
 * as a premium term swapped with another term's is (“25 … 10 …, 21 … 15 …, 16 … 16” for “25 … 16 …, 21 …
 * 15 …, 16 … 10”).
 */
const MOST_MOVED = 2;

/**
 * Figures of `original` that `translation` lacks, and figures `translation` adds, each listed once; and,
 * when it has them all, the first figure it moves out of the original's order (past more than two
 * others: see MOST_MOVED), with where the translation writes it. A figure written again is the same figure.
 */
export function compareFigures(
  original: string,
  translation: string,
): { missing: string[]; added: string[]; moved?: Placed & { before: string; order: string[] } } {
  const mine = [...new Set(figuresIn(original))];
  const placed = figuresAt(translation).filter((f, i, all) => all.findIndex((g) => g.figure === f.figure) === i);
  const theirs = placed.map(({ figure }) => figure);
  const missing = mine.filter((f) => !theirs.includes(f));
  const added = theirs.filter((f) => !mine.includes(f));
  if (missing.length > 0 || added.length > 0) return { missing, added };
  for (const [at, figure] of placed.entries()) {
    const before = theirs.slice(at + 1).find((other) => mine.indexOf(other) + MOST_MOVED < mine.indexOf(figure.figure));
    if (before) return { missing, added, moved: { ...figure, before, order: mine } };
  }
  return { missing, added };
}

/** Digits other than 0–9 (Devanagari ०–९): the site writes figures the same way in every language. */
export const OTHER_DIGITS = /[\u0966-\u096F]/;

/**
 * What joins the numbers of a list or a range, in every language: a comma, a dash or a slash, “or”,
 * “and”, “to” (या, और, से; किंवा, आणि, ते), after an ordinal's ending (“10वें और 12वें”, “10 व्या आणि 12”).
 */
const LIST_JOIN = /^(?:\s?(?:वें|वाँ|वां|वीं|व्या|वे|st|nd|rd|th))?\s*(?:,|[-–—/&]|,?\s*(?:or|and|to|या|और|व|से|तथा|किंवा|आणि|ते|अथवा))\s*$/;

/** What joins a range's two ends: “to”, a dash, से, ते. */
const RANGE_JOIN = /^\s*(?:[-–—]|to|से|ते)\s*$/;

/** A phrase's numbers: a run written together (a list or, of two, a range), or a number alone, and the text before it. */
export type FigureGroup = { figures: Placed<number>[]; run: boolean; range: boolean; before: string };

/**
 * The whole numbers of a text, phrase by phrase: each run of numbers written together ("16, 21 or 25",
 * "15 to 40", "15 से 40", "18, 20 and 22"), or a number alone; with what the text writes between a
 * phrase and the one before. Numbers joined by what joins a list (LIST_JOIN) and nothing else form a
 * run, as long as one connector is more than a comma ("up to 35, 10 times" is two phrases, and so is
 * "age 54 on a 21-year term"); an amount (₹, or digits grouped with commas), a decimal or a percentage is no
 * phrase's and ends the one before. Any language.
 */
export function figureGroups(text: string): FigureGroup[] {
  const groups: FigureGroup[] = [];
  let group: Placed<number>[] = [];
  let joinedByMore = false;
  let range = false;
  let end = -1;
  const close = () => {
    if (group.length > 1 && joinedByMore) groups.push({ figures: group, run: true, range: range && group.length === 2, before: '' });
    else for (const figure of group) groups.push({ figures: [figure], run: false, range: false, before: '' });
    group = [];
    joinedByMore = false;
    range = false;
  };
  for (const match of text.matchAll(/(₹\s?)?\d+(?:[.,]\d+)*(%)?/g)) {
    const [whole, rupee, percent] = match;
    const plain = rupee === undefined && percent === undefined && /^\d+$/.test(whole);
    const between = end < 0 ? '' : text.slice(end, match.index);
    const joined = plain && group.length > 0 && LIST_JOIN.test(between);
    if (!joined) close();
    else if (between.trim() !== ',') joinedByMore = true;
    if (joined && RANGE_JOIN.test(between)) range = true;
    if (plain) group.push({ figure: Number(whole), start: match.index, end: match.index + whole.length });
    end = match.index + whole.length;
  }
  close();
  // What stands between each phrase and the one before (an amount or a percentage there among it).
  let last = 0;
  for (const g of groups) {
    g.before = text.slice(last, g.figures[0]!.start);
    last = g.figures.at(-1)!.end;
  }
  return groups;
}

/**
 * The runs of whole numbers a text writes together: "16, 21 or 25", "15 to 40", "15 से 40", "18, 20 and
 * 22" (see figureGroups). Any language.
 */
export function figureRuns(text: string): number[][] {
  return figureGroups(text)
    .filter((group) => group.run)
    .map((group) => group.figures.map(({ figure }) => figure));
}
