// @ts-check
/**
 * A list in a language's words, as CLDR writes it (`Intl.ListFormat`): “Monday, Wednesday and Friday”,
 * “16, 21 या 25”. One thing is the site's own: no comma before the last word, which CLDR puts in
 * Hindi's “and” (“A, B, और C”) and Marathi's “or” (“16, 21, किंवा 25”) and neither language writes.
 * A plain module, so the comparison's inline script (lib/compare-view.js) writes lists the same way.
 * @param {readonly string[]} items @param {string} intl @param {'conjunction' | 'disjunction'} type
 */
export function listOf(items, intl, type) {
  const parts = new Intl.ListFormat(intl, { type, style: 'long' }).formatToParts(items);
  const last = parts.map((part) => part.type).lastIndexOf('literal');
  return parts.map((part, index) => (index === last ? part.value.replace(/^,\s+(?=\S)/, ' ') : part.value)).join('');
}
