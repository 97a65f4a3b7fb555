/**
 * The post-build step's work for the phone (lib/offline): each language's offline index, the list of
 * what "Keep plans on this phone" stores and what it weighs, and the service worker's precache. Pure
 * functions over the export: the caller reads the files (scripts/postbuild.mjs); the unit tests give
 * them a small export of their own.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pageFiles } from '../../lib/offline/page-files.js';

/** @param {string | Buffer} data */
const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * The export's file that answers an address below the base path: /hi → hi.html, / → index.html,
 * /product/x → product/x.html, a file's address → that file.
 * @param {string} url @param {string} base
 */
export function exportedFile(url, base) {
  const local = (base && url.startsWith(base) ? url.slice(base.length) : url) || '/';
  if (local === '/') return 'index.html';
  const file = local.slice(1);
  return path.extname(file) ? decodeURIComponent(file) : `${file}.html`;
}

/**
 * The fonts (and any other file) a stylesheet loads with `url(…)`, as addresses.
 * @param {string} css @param {string} cssUrl the stylesheet's own address
 */
export function stylesheetFiles(css, cssUrl) {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map(([, ref = '']) => ref)
    .filter((ref) => !/^(data:|[a-z]+:\/\/|#)/i.test(ref))
    .map((ref) => new URL(ref, `http://site${cssUrl}`).pathname);
}

/**
 * A page's name in the list of stored pages: its title without the agency's name after it.
 * @param {string} html @param {string} agencyName
 */
export function pageName(html, agencyName) {
  const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  const suffix = ` | ${agencyName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * @typedef {object} ExportReader What the functions read of the export, by its file (relative to it).
 * @property {(file: string) => string} text
 * @property {(file: string) => Buffer} bytes
 */

/**
 * A language's offline index (lib/offline/store.ts, `OfflineIndex`): the kept pages, every file they
 * need (what their HTML points at, what their loader adds, and what their stylesheets load), what all
 * of it weighs uncompressed (the space it takes in the phone's cache, which the control announces),
 * and a revision that changes when any of it does. `pages` are every page of the language with its
 * name, for the offline page's list.
 * @param {{ locale: string, base: string, keep: string[], pages: { url: string, name: string }[] }} language addresses below the base path
 * @param {ExportReader} read
 */
export function offlineIndex({ locale, base, keep, pages }, read) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const url of keep) for (const file of pageFiles(read.text(exportedFile(url, base)))) files.add(file);
  for (const file of [...files]) {
    if (file.endsWith('.css')) for (const loaded of stylesheetFiles(read.text(exportedFile(file, base)), file)) files.add(loaded);
  }
  const all = [...keep, ...files];
  const contents = all.map((url) => read.bytes(exportedFile(url, base)));
  const bytes = contents.reduce((total, data) => total + data.length, 0);
  const revision = hash(all.map((url, i) => `${url} ${hash(/** @type {Buffer} */ (contents[i]))}`).join('\n'));
  return { locale, revision, bytes, keep, files: [...files], pages };
}

/**
 * The build's revision: one hash of every page's HTML, so it changes with any change to any page.
 * @param {Buffer[]} pages
 */
export const buildRevision = (pages) => hash(pages.map((page) => hash(page)).join('\n'));
