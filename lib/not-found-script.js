// @ts-check
/**
 * The not-found page's script.
 *
 * A static host answers an unknown address with a 404.html that cannot know the address, so this
 * reads it in the page: under /product/… or /product-category/{c}/… the heading becomes 'Product not
 * found', under /product-category/{c} it becomes {c} as a category heading with 'No products found
 * for this category.' below it; at any other address the page stays as it is written (the generic
 * message, with its links to the plans, the needs and the main pages). On a host with one 404 page
 * for the whole site (GitHub Pages), the default language's page, at another language's address,
 * sends the visitor on to that language's own 404 page, keeping the address (`?from=`), which that
 * page puts back in the address bar.
 *
 * One file, two uses: an ES module that the tests import (and lib/pages/not-found.ts the data's type),
 * and, less its comment lines, its `import` and its `export` words, the inline script of every not-found
 * page, after the category-heading rule it shares with the server (lib/category-heading.js), which calls `showMissing(window)`
 * (components/ui/browser-script.ts; the post-build step allows it by its hash). A comment has its
 * lines to itself, and no line of code starts with `*` or `//`.
 */

import { categoryHeading } from './category-heading';

/**
 * What the script reads, in the page's data block (#not-found-data, lib/pages/not-found.ts).
 * @typedef {object} NotFoundData
 * @property {string} base The site's base path: '' at a domain's root, '/lic' below it.
 * @property {Record<string, string>} pages Each language under a prefix, with its own not-found page: { hi: '/hi/404.html' }.
 * @property {[string, 'product' | 'category'][]} shapes The shapes of address whose absence has its own message, longest first (lib/urls.ts, `missingShapes`).
 * @property {{ product: { heading: string, text: string }, category: { text: string } }} messages A missing plan's heading and text, and the text under a missing category's heading.
 * @property {string} title The document's title, `{heading}` standing for the heading shown.
 */

/**
 * What an address misses: a plan, a category (named `heading`), or any other page; and the language
 * its prefix names ('' for none).
 * @typedef {{ locale: string, kind: 'product' } | { locale: string, kind: 'category', heading: string } | { locale: string, kind: 'page' }} Missing
 */

/**
 * What is missing at `address` (a path, with or without its query). The base path goes first, then
 * a language's prefix (/hi/…); a trailing .html, empty segments and escapes do not count. The
 * longest route shape whose fixed words the address starts with, and whose length it has at least,
 * names the message.
 * @param {string} address
 * @param {Pick<NotFoundData, 'base' | 'pages' | 'shapes'>} data
 * @returns {Missing}
 */
export function readAddress(address, { base, pages, shapes }) {
  let path = address.replace(/[?#].*$/, '');
  if (base && (path === base || path.startsWith(base + '/'))) path = path.slice(base.length);
  const segments = path
    .replace(/\.html\/*$/i, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .filter((segment) => segment.trim() !== '');
  const first = segments[0];
  const locale = first !== undefined && Object.prototype.hasOwnProperty.call(pages, first) ? first : '';
  const parts = locale ? segments.slice(1) : segments;
  for (const [shape, kind] of shapes) {
    const words = shape.split('/').filter((word) => word !== '');
    if (parts.length < words.length || !words.every((word, i) => word.startsWith('[') || word === parts[i])) continue;
    if (kind === 'product') return { locale, kind };
    return { locale, kind, heading: categoryHeading(parts[words.findIndex((word) => word.startsWith('['))] ?? '') };
  }
  return { locale, kind: 'page' };
}

/**
 * Shows the message the page's address calls for, in the page's heading (#missing-heading), its
 * text (#missing-text) and the document's title; or sends the visitor to their language's own
 * not-found page. Runs inline right after the message, before the first paint.
 * @param {{ document: Document, location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>, history: Pick<History, 'replaceState'> }} page
 */
export function showMissing({ document, location, history }) {
  const block = document.getElementById('not-found-data');
  const heading = document.getElementById('missing-heading');
  const text = document.getElementById('missing-text');
  if (!block || !heading || !text) return;
  /** @type {NotFoundData} */
  const data = JSON.parse(block.textContent || '{}');
  // The address this page stands in for, when another language's 404 page sent the visitor here.
  const kept = new URLSearchParams(location.search).get('from');
  const missing = readAddress(kept || location.pathname, data);
  const own = data.pages[missing.locale];
  if (own && !kept && missing.locale !== document.documentElement.lang) {
    document.documentElement.hidden = true;
    location.replace(own + '?from=' + encodeURIComponent(location.pathname + location.search + location.hash));
    return;
  }
  if (kept) {
    try {
      history.replaceState(null, '', kept);
    } catch {
      // Not an address of this site: the address bar keeps this page's.
    }
  }
  if (missing.kind === 'page') return;
  const message = missing.kind === 'product' ? data.messages.product : { heading: missing.heading, text: data.messages.category.text };
  heading.textContent = message.heading;
  text.textContent = message.text;
  document.title = data.title.split('{heading}').join(message.heading);
}
