#!/usr/bin/env node
/**
 * After `next build`, for every exported page: its script chunks and its page data (written to
 * `_next/static/page-data/`) load after the first paint, it gets its own Content-Security-Policy
 * <meta>, and every asset it points at must be in the export.
 * The work itself is in lib/postbuild-core.mjs (pure, unit-tested); this file only reads and writes
 * `out/`. It fails, naming each page, when a page cannot be rewritten or lacks an asset.
 * Usage: node scripts/postbuild.mjs [out]
 * DEFER_SCRIPTS=off leaves Next's script tags as they are (policy and asset checks still run): only
 * for measuring what the deferral is worth (README, Speed); the site is always built with it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePathOf, missingAssets, rewritePage } from './lib/postbuild-core.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
const basePath = basePathOf(JSON.parse(readFileSync('content/site.json', 'utf8')).siteUrl);
const exists = (file) => existsSync(path.join(root, file));
const defer = process.env.DEFER_SCRIPTS !== 'off';

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
    const { html, data } = rewritePage(exported, page, { defer, basePath });
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
console.log(
  `${defer ? `Scripts and page data (${dataFiles} files) deferred past the first paint and ` : 'Scripts left as Next wrote them (DEFER_SCRIPTS=off); '}` +
    `Content-Security-Policy added on ${count} pages; every referenced asset is present.`,
);
