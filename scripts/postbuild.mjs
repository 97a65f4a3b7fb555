#!/usr/bin/env node
/**
 * After `next build`, for every exported page: its script chunks and its page data (written to
 * `_next/static/page-data/`) load after the first paint (a not-found page loads none: it is not
 * hydrated), it gets its own Content-Security-Policy <meta>, and every asset it points at must be in
 * the export. On Netlify it also writes the rules that serve each language's own not-found page.
 * The work itself is in lib/postbuild-core.mjs (pure, unit-tested); this file only reads and writes
 * `out/`. It fails, naming each page, when a page cannot be rewritten or lacks an asset.
 * Usage: node scripts/postbuild.mjs [out]
 * DEFER_SCRIPTS=off leaves Next's script tags as they are (policy and asset checks still run): only
 * for measuring what the deferral is worth (README, Speed); the site is always built with it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtBasePath } from './lib/built-site.mjs';
import { isNotFoundPage, missingAssets, netlifyNotFoundRules, rewritePage } from './lib/postbuild-core.mjs';

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
    const { html, data } = rewritePage(exported, page, { defer, basePath, hydrate: !isNotFoundPage(page) });
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

// Netlify serves only the root 404.html unless told otherwise: one rule per language folder that has its
// own not-found page (/hi/* → /hi/404.html, status 404; a rule never hides a file that exists). Written only
// on Netlify: Cloudflare Pages finds a folder's 404.html itself, and applies _redirects rules even over files.
const folders = readdirSync(root).filter((name) => existsSync(path.join(root, name, '404.html')));
if (process.env.NETLIFY === 'true' && folders.length > 0) {
  writeFileSync(path.join(root, '_redirects'), netlifyNotFoundRules(folders, basePath));
  console.log(`Netlify: _redirects serves each language's own not-found page (${folders.join(', ')}).`);
}
console.log(
  `${defer ? `Scripts and page data (${dataFiles} files) deferred past the first paint and ` : 'Scripts left as Next wrote them (DEFER_SCRIPTS=off); '}` +
    `Content-Security-Policy added on ${count} pages; every referenced asset is present.`,
);
