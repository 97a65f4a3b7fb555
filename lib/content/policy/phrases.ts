/**
 * How the wording rules (policy.ts) find a claim in a text, in any script: patterns of whole words,
 * written once and read the same way whatever spelling of a letter the owner's keyboard produced.
 *
 * JavaScript's `\b` knows only Latin letters, so a word's edge here is "no letter, mark or digit next
 * to it" (Unicode property escapes): a Devanagari vowel sign is a mark, and "बड़ी" is one word.
 */

/** A letter, a mark (a Devanagari vowel sign, virama or anusvara) or a digit: what words are made of. */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

/** Whatever a word may carry after its stem: Marathi's and Hindi's endings (अधिकाऱ्यांच्या, एजेंटों). */
export const ENDING = '[\\p{L}\\p{M}]*';

/** A text to be matched as it is (a name), its regular-expression characters escaped. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any one of the alternatives: `anyOf('LIC', 'the insurer')`. */
export const anyOf = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

/**
 * Up to `most` words, each followed by a space, none of them one of `barred`: the few words a
 * sentence puts between the parts of a claim (“independent of *the* LIC”, “मैं *10 साल से* LIC एजेंट हूँ”).
 */
export const upTo = (most: number, barred: readonly string[] = []) =>
  `(?:${barred.length > 0 ? `(?!${anyOf(...barred)}\\s)` : ''}[\\p{L}\\p{M}\\p{N}'.%{}-]+\\s+){0,${most}}`;

/**
 * Spellings of one letter that a reader takes for the same word: a letter with or without its nukta
 * (बड़ी, बडी), Marathi's ऱ typed as one character or as र with a nukta, the joiners some keyboards put
 * after a virama (अधिकार्‍यांच्या), a candrabindu for an anusvara (हूँ, हूं), a curly apostrophe, a
 * capital letter (matching in lower case is much quicker than with the `i` flag).
 */
const SAME_AS: Record<string, string> = { '\u093C': '', '\u200C': '', '\u200D': '', '\u0901': '\u0902', '’': "'", '‘': "'" };

/** A text as the rules read it, with where each of its characters came from in the original. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const character of text) {
    for (const part of character.normalize('NFD')) {
      const same = SAME_AS[part] ?? part.toLowerCase();
      folded += same;
      for (let i = 0; i < same.length; i++) origin.push(at);
    }
    at += character.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

/** A pattern's source read as `fold` reads a text, its escapes (`\\S`, `\\p{L}`) left as they are. */
const foldSource = (source: string) =>
  source.replace(/\\p\{[^}]*\}|\\.|[^\\]+/gu, (part) => (part.startsWith('\\') ? part : fold(part).folded));

/** A pattern that matches only whole words, however the letters of the text are spelt (see SAME_AS). */
export function phrase(source: string): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(?:${foldSource(source)})(?!${WORD_CHAR})`, 'gu');
}

/** Where a text says what a pattern matched: the words as the text writes them, and where they are in it. */
export type Found = { words: string; start: number; end: number };

/**
 * A text made ready for the patterns: `find` gives the first place it says what a pattern matches, as
 * the text writes it, leaving out a place inside what `except` matches (“the branch’s development
 * officer” where a development officer's names are refused).
 */
export function reading(text: string): { find: (pattern: RegExp, except?: RegExp) => Found | undefined } {
  const { folded, origin } = fold(text);
  return {
    find(pattern, except) {
      const allowed = except ? [...folded.matchAll(except)].map((m) => [m.index, m.index + m[0].length] as const) : [];
      for (const m of folded.matchAll(pattern)) {
        const [start, end] = [m.index, m.index + m[0].length];
        if (allowed.some(([from, to]) => start >= from && end <= to)) continue;
        const raw = text.slice(origin[start], origin[end]);
        const lead = raw.length - raw.trimStart().length;
        const words = raw.trim();
        return { words, start: origin[start]! + lead, end: origin[start]! + lead + words.length };
      }
      return undefined;
    },
  };
}
