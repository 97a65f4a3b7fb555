/**
 * Reading a page's HTML as a crawler gets it, without a browser: for checks of what the exported
 * HTML says (metadata, structured data, headings), over many pages at a time. The markup is React's
 * own serialisation, so simple patterns are enough. A helper that finds nothing returns undefined (or
 * an empty list), which the test's expectation then names with the page's address.
 */

/** A page's HTML over HTTP, as a crawler gets it. */
export const htmlOf = async (request: { get: (url: string) => Promise<{ text: () => Promise<string> }> }, path: string) =>
  (await request.get(path)).text();

/** Text to match literally inside a pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessible name that starts with these words (a link opening a new tab says so after them). */
export const startingWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Elements that start a line of their own: their tags part words; inline ones (a link, a date) do not. */
const BLOCK =
  /^<\/?(?:address|article|aside|blockquote|br|dd|details|dialog|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|td|th|tr|ul)\b/i;

/** The visible words of a piece of HTML: tags, scripts and styles dropped, entities decoded, whitespace collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, (tag) => (BLOCK.test(tag) ? ' ' : '')))
    .replace(/\s+/g, ' ')
    .trim();

/** The value of `attribute` in a tag's markup, or undefined. */
export const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
};

/** Every `<tag …>` opening tag with attributes, as markup. */
export const openingTags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'gi'))].map((m) => m[0]);

/** Every `<tag …>` opening tag carrying `name="value"` (case-insensitive name). */
const tags = (html: string, tag: string, name: string, value: string) => openingTags(html, tag).filter((t) => attribute(t, name) === value);

/** The content of the first `<meta name=…>` or `<meta property=…>` with this key. */
export function meta(html: string, key: string): string | undefined {
  const [tag] = [...tags(html, 'meta', 'name', key), ...tags(html, 'meta', 'property', key)];
  return tag ? attribute(tag, 'content') : undefined;
}

/** The href of the first `<link rel=…>`. */
export function linkHref(html: string, rel: string): string | undefined {
  const [tag] = tags(html, 'link', 'rel', rel);
  return tag ? attribute(tag, 'href') : undefined;
}

/** The document's title: the first `<title>` (the head's; pictures drawn inline may carry their own further down). */
export const titleOf = (html: string) => {
  const [title] = elements(html, 'title');
  return title === undefined ? undefined : textOf(title);
};

/** The `lang` of the `<html>` element. */
export const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The inner HTML of every element `tag` (one that does not nest in itself, such as h1, nav or li). */
export const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => m[1]!);

/** The inner HTML of the `<nav>` named `label`. */
export function navNamed(html: string, label: string): string | undefined {
  return [...html.matchAll(/<nav(\s[^>]*)>([\s\S]*?)<\/nav>/gi)].find((m) => attribute(m[1]!, 'aria-label') === label)?.[2];
}

/** The inner HTML of the element whose opening tag starts at `start`, up to its own closing tag (elements of its kind may nest in it). */
function innerAt(html: string, start: number): string {
  const open = /^<([a-z][\w-]*)[^>]*>/i.exec(html.slice(start))!;
  const tag = open[1]!;
  let depth = 1;
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>|</${tag}>`, 'gi');
  pattern.lastIndex = start + open[0].length;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[0].endsWith('/>')) continue;
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start + open[0].length, match.index);
  }
  return '';
}

/** The inner HTML of the element with this id, or undefined. */
function byId(html: string, id: string): string | undefined {
  const match = new RegExp(`<[a-z][\\w-]*\\s[^>]*\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'i').exec(html);
  return match ? innerAt(html, match.index) : undefined;
}

/**
 * The inner HTML of the first element whose accessible name is `name`, as its markup gives it: an
 * aria-label, or an aria-labelledby pointing at an element with these words (a section under its
 * heading, a list named for assistive technology).
 */
export function named(html: string, name: string): string | undefined {
  const start = namedAt(html, name);
  return start < 0 ? undefined : innerAt(html, start);
}

/** Where the opening tag of the first element whose accessible name is `name` starts in the HTML (see `named`), or -1. */
export function namedAt(html: string, name: string): number {
  for (const match of html.matchAll(/<[a-z][\w-]*\s[^>]*\baria-label(?:ledby)?="[^"]*"[^>]*>/gi)) {
    const label = attribute(match[0], 'aria-label');
    const by = attribute(match[0], 'aria-labelledby');
    const text =
      label ??
      (by
        ? by
            .split(/\s+/)
            .map((id) => textOf(byId(html, id) ?? ''))
            .join(' ')
        : undefined);
    if (text === name) return match.index!;
  }
  return -1;
}

/** Every link of a piece of HTML: its opening tag and its visible words. */
export const links = (html: string) =>
  [...html.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/gi)].map((m) => ({ tag: `<a${m[1] ?? ''}>`, text: textOf(m[2]!) }));

/** The opening tag of the first link whose words (or aria-label) are `name`, or that contain it when `name` is a pattern. */
export function linkNamed(html: string, name: string | RegExp): string | undefined {
  const matches = (text: string | undefined) => text !== undefined && (typeof name === 'string' ? text === name : name.test(text));
  return links(html).find((link) => matches(link.text) || matches(attribute(link.tag, 'aria-label')))?.tag;
}

export type LdNode = Record<string, unknown> & { '@type'?: string };

/** Every node of the page's JSON-LD blocks. */
export function jsonLd(html: string): LdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as LdNode | LdNode[];
    return Array.isArray(data) ? data : [data];
  });
}
