// @ts-check
/**
 * How the site heads a category it has no title for: its address's word, hyphens to spaces, in
 * capitals (/product-category/home-loans → HOME LOANS). One rule for the server (lib/text.ts) and for
 * the not-found page's script, which inlines this file before its own (lib/not-found-script.js). A
 * comment has its lines to itself, and no line of code starts with `*` or `//`.
 * @param {string} param
 */
export function categoryHeading(param) {
  return param.replace(/-/g, ' ').toUpperCase();
}
