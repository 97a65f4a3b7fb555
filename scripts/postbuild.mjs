#!/usr/bin/env node
/**
 * After `next build`: first it removes the pages the content switches off, by the content build's list
 * (.content/build.json from lib/urls.ts `switchedOffPaths`, scripts/lib/switched-off.mjs). Then, for every exported page: its script chunks and its page data (written to
 * `_next/static/page-data/`) load after the first paint (a not-found page loads none: it is not
 * hydrated), it gets its own Content-Security-Policy <meta>, and every asset it points at must be in
 * the export. It draws /favicon.ico from the site's logo (out/logo.svg, lib/logo.ts), and on Netlify
 * it writes the rules that serve each language's own not-found page.
 * The work itself is in lib/postbuild-core.mjs (pure, unit-tested); this file only reads and writes
 * `out/`. It fails, naming each page, when a page cannot be rewritten or lacks an asset, and before
 * anything when the installed Next is not the one its patterns match (docs/upgrading-next.md).
 * Usage: node scripts/postbuild.mjs [out]
 * DEFER_SCRIPTS=off leaves Next's script tags as they are (policy and asset checks still run): only
 * for measuring what the deferral is worth (README, Speed); the site is always built with it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtBasePath } from './lib/built-site.mjs';
import sharp from 'sharp';
import { createJiti } from 'jiti';
import { buildRevision, exportedFile as fileOf, offlineIndex, pageName } from './lib/offline-index.mjs';
import { pageFiles } from '../lib/offline/page-files.js';
import { serviceWorker } from './lib/service-worker.mjs';
import {
  checkNextVersion,
  icoFile,
  isNotFoundPage,
  isOfflinePage,
  missingAssets,
  netlifyNotFoundRules,
  rewritePage,
  sitemapPaths,
} from './lib/postbuild-core.mjs';
import { removePages } from './lib/switched-off.mjs';

// The rewrite below matches the markup of one version of Next; on any other it stops here (docs/upgrading-next.md).
checkNextVersion(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../node_modules/next/package.json'), 'utf8')).version);

const root = path.resolve(process.argv[2] ?? 'out');
// The base path the build was made for, as Next recorded it (lib/site-url.ts resolved it).
const basePath = builtBasePath(root);
/** @param {string} file */
const exists = (file) => existsSync(path.join(root, file));
const defer = process.env.DEFER_SCRIPTS !== 'off';

/** The HTML files under `dir`, as full paths. @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

// The content as the pages read it, and what the content build decided (the site's languages, the pages
// the content switches off): the content build's output (.content/, lib/content/load/compiled.ts).
const jiti = createJiti(import.meta.url, { alias: { '@': path.resolve(import.meta.dirname, '..') } });
/** @type {typeof import('../lib/content/load/compiled')} */
const { readOutput } = await jiti.import('../lib/content/load/compiled.ts');
/** @type {typeof import('../lib/i18n')} */
const { getDictionary } = await jiti.import('../lib/i18n/index.ts');
/** @type {typeof import('../lib/urls')} */
const { canonicalPages, keptPages, localizePath, ROUTES } = await jiti.import('../lib/urls.ts');
/** @type {typeof import('../lib/offline/addresses')} */
const { offlineIndexPath, workerAddress } = await jiti.import('../lib/offline/addresses.ts');
const { build, content } = readOutput();
/** The languages this site publishes (Agency → Languages on this site). */
const LOCALES = build.locales;

// The pages the content switches off (Opportunities on an agent's site), in every language: Next exported an
// error render at each address, which goes with its data, by the content build's list (it stops if one is not there).
const switchedOff = build.switchedOff;
const listed = new Set(sitemapPaths(readFileSync(path.join(root, 'sitemap.xml'), 'utf8'), basePath));
const inSitemap = switchedOff.filter((address) => listed.has(address));
if (inSitemap.length > 0) throw new Error(`The sitemap lists pages the content switches off: ${inSitemap.join(', ')}`);
removePages(root, switchedOff);

const missing = [];
const failed = [];
let count = 0;
let dataFiles = 0;
for (const file of htmlFiles(root)) {
  const page = path.relative(root, file);
  // The editor (/admin) is not a page of the site: it carries its own policy.
  if (page.split(path.sep)[0] === 'admin') continue;
  const exported = readFileSync(file, 'utf8');
  for (const url of missingAssets(exported, { basePath, exists })) missing.push(`${page} → ${url}`);
  try {
    const { html, data } = rewritePage(exported, page, { defer, basePath, hydrate: !isNotFoundPage(page) && !isOfflinePage(page) });
    if (data) {
      mkdirSync(path.dirname(path.join(root, data.file)), { recursive: true });
      writeFileSync(path.join(root, data.file), data.body);
      dataFiles += 1;
    }
    writeFileSync(file, html);
    count += 1;
  } catch (error) {
    failed.push(error instanceof Error ? error.message : String(error));
  }
}
if (failed.length > 0) console.error(`Pages the post-build step could not rewrite:\n  ${failed.join('\n  ')}`);
if (missing.length > 0) console.error(`Pages point at files the export does not have:\n  ${missing.join('\n  ')}`);
if (failed.length > 0 || missing.length > 0) process.exit(1);

// /favicon.ico, for browsers that ask for it where no page declares an icon (a picture opened on its own,
// a feed reader): the site's logo at 16, 32 and 48 pixels, each a PNG inside one ICO file.
const logo = readFileSync(path.join(root, 'logo.svg'));
const pictures = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    png: await sharp(logo, { density: 288 })
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer(),
  })),
);
writeFileSync(path.join(root, 'favicon.ico'), icoFile(pictures));

// The phone (lib/offline): each language's offline index, what "Keep plans on this phone" stores (the
// pages the route table marks `keep`, with every file they need) and what it weighs, and the service
// worker, bundled with the precache of the offline pages and this build's revisions.
const below = (/** @type {string} */ route) => (basePath && route === '/' ? basePath : `${basePath}${route}`);
const read = {
  text: (/** @type {string} */ file) => readFileSync(path.join(root, file), 'utf8'),
  bytes: (/** @type {string} */ file) => readFileSync(path.join(root, file)),
};
const indexes = LOCALES.map((locale) => {
  const site = content[locale];
  const dict = getDictionary(locale, site.site.voice);
  const pages = canonicalPages(site).map(({ name, path: route }) => {
    const url = below(localizePath(locale, route));
    const { link } = /** @type {{ link?: { label: (words: typeof dict) => string } }} */ (ROUTES[name]);
    return { url, name: link ? link.label(dict) : pageName(read.text(fileOf(url, basePath)), site.site.agencyName) };
  });
  const keep = keptPages(site).map((route) => below(localizePath(locale, route)));
  const index = offlineIndex({ locale, base: basePath, keep, pages }, read);
  writeFileSync(path.join(root, offlineIndexPath(locale).slice(1)), JSON.stringify(index));
  return index;
});
const offlinePages = LOCALES.map((locale) => localizePath(locale, ROUTES.offline.path).slice(1));
const offlineFiles = [...new Set(offlinePages.flatMap((page) => pageFiles(read.text(`${page}.html`)).map((url) => fileOf(url, basePath))))];
const worker = await serviceWorker({
  root,
  base: basePath,
  files: [...LOCALES.map((locale) => offlineIndexPath(locale).slice(1)), ...offlineFiles],
  pages: Object.fromEntries(offlinePages.map((page) => [page, [`${page}.html`]])),
  config: {
    base: basePath,
    revision: buildRevision(
      htmlFiles(root)
        .filter((file) => !file.includes(`${path.sep}admin${path.sep}`))
        .map((file) => readFileSync(file)),
    ),
    catalogues: Object.fromEntries(indexes.map((index) => [index.locale, index.revision])),
    notes: Object.fromEntries(
      LOCALES.map((locale) => {
        const dict = getDictionary(locale, content[locale].site.voice);
        return [locale, { template: dict.offline.savedNote, intl: dict.meta.intl, date: dict.meta.date }];
      }),
    ),
  },
});
writeFileSync(path.join(root, workerAddress('').src.slice(1)), worker.text);
const megabytes = indexes.map((index) => `${index.locale} ${(index.bytes / 1e6).toFixed(1)} MB`).join(', ');
console.log(
  `Service worker: ${Math.round(worker.text.length / 1024)} KB, precaching ${worker.count} files (${Math.round(worker.size / 1024)} KB); ` +
    `the catalogue to keep on a phone: ${megabytes}.`,
);

// Netlify serves only the root 404.html unless told otherwise: one rule per language folder that has its
// own not-found page (/hi/* → /hi/404.html, status 404; a rule never hides a file that exists). Written only
// on Netlify: Cloudflare Pages finds a folder's 404.html itself, and applies _redirects rules even over files.
const folders = readdirSync(root).filter((name) => existsSync(path.join(root, name, '404.html')));
if (process.env.NETLIFY === 'true' && folders.length > 0) {
  writeFileSync(path.join(root, '_redirects'), netlifyNotFoundRules(folders, basePath));
  console.log(`Netlify: _redirects serves each language's own not-found page (${folders.join(', ')}).`);
}
if (switchedOff.length > 0) console.log(`Switched off by the content, removed from the export: ${switchedOff.join(', ')}.`);
console.log(
  `${defer ? `Scripts and page data (${dataFiles} files) deferred past the first paint and ` : 'Scripts left as Next wrote them (DEFER_SCRIPTS=off); '}` +
    `Content-Security-Policy added on ${count} pages; every referenced asset is present.`,
);
