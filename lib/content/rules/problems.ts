import { placeOf } from '../registry/places';

/**
 * How the content module reports what is wrong: one line per problem, naming the file, the field and
 * the value, then where the editor shows that field (`content/x.json → en.items[0].date: is required
 * (found: nothing (the field is missing)) [News → News items → 1 → Date (English)]`).
 */

/** Thrown when content/ holds something the site cannot be built from. The message names file, field and value. */
export class ContentError extends Error {
  override name = 'ContentError';
  /** One line per problem, as `problem` writes them. */
  readonly problems: string[];
  constructor(problems: string[]) {
    const message = describeProblems(problems);
    super(message);
    this.problems = problems;
    // Where the loader stopped says nothing about the content: the message is the whole report, and
    // `next dev` prints it without a call stack under it.
    this.stack = `${this.name}: ${message}`;
  }
}

export type Key = PropertyKey;

function formatPath(keys: readonly Key[]): string {
  if (keys.length === 0) return '(whole file)';
  return keys.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

export function valueAt(data: unknown, keys: readonly Key[]): unknown {
  let current: unknown = data;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
}

/**
 * The words of a text that a rule refused, quoted with a little of the text on either side (“…it said
 * “yah LIC ki …” and…”), so the owner finds them in a long paragraph: what a problem shows as found.
 */
export class Excerpt {
  constructor(readonly text: string) {}
}

/** How much of the text a quote shows on each side of the words, at most. */
const AROUND = 30;

/** The words `text` writes from `start` to `end`, quoted with up to AROUND characters on either side (cut at a space). */
export function excerpt(text: string, start: number, end: number): Excerpt {
  const cut = (part: string, fromEnd: boolean) => {
    if (part.length <= AROUND) return part;
    const piece = fromEnd ? part.slice(-AROUND) : part.slice(0, AROUND);
    // Whole words only: from the first space of the piece before the words, up to the last of the piece after them.
    const space = fromEnd ? piece.indexOf(' ') : piece.lastIndexOf(' ');
    const whole = space < 0 ? piece : fromEnd ? piece.slice(space + 1) : piece.slice(0, space);
    return fromEnd ? `…${whole.trimStart()}` : `${whole.trimEnd()}…`;
  };
  return new Excerpt(`${cut(text.slice(0, start), true)}“${text.slice(start, end)}”${cut(text.slice(end), false)}`);
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value instanceof Excerpt) return JSON.stringify(value.text);
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** What introduces a problem's place in the editor, at the end of its line. */
const EDITOR_MARK = 'in the editor: ';

/** One line per problem: `content/x.json → field: what is wrong (found: value) [the field in the editor]`. */
export function problem(file: string, keys: readonly Key[], message: string, value: unknown): string {
  const place = placeOf(file, keys);
  return `${file} → ${formatPath(keys)}: ${message} (found: ${describeValue(value)})${place ? ` [${EDITOR_MARK}${place}]` : ''}`;
}

/**
 * What the owner reads first when the content cannot be built, in the build log, the terminal of
 * `npm run dev` and the check before `next build` (scripts/check-content.mjs): the count, then one
 * problem a line.
 */
function describeProblems(problems: readonly string[]): string {
  return [`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems.map((line) => `  • ${line}`)].join(
    '\n',
  );
}

export function fail(problems: string[]): never {
  throw new ContentError([...new Set(problems)]);
}
