#!/usr/bin/env node
/**
 * After `next build`, for every exported page:
 * - its script chunks load after the first paint (see defer-scripts.mjs);
 * - it gets a Content-Security-Policy <meta> that allows exactly the inline scripts in that page
 *   (by SHA-256 hash) and nothing from other origins. A meta policy travels with the HTML, so it
 *   holds on any static host, including those without custom headers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferScripts } from './defer-scripts.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|^(text|application)\/(javascript|ecmascript)$|^module$/i;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

export function policyFor(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
const basePath = new URL(site.siteUrl).pathname.replace(/\/+$/, '');

/** Every image, stylesheet and script a page points at must be in the export (catches a missing optimised variant). */
function missingAssets(html) {
  const urls = new Set();
  for (const [, value] of html.matchAll(/\s(?:src|href)="(\/[^"#?]*)"/g)) urls.add(value);
  for (const [, list] of html.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of list.split(',')) urls.add(candidate.trim().split(/\s+/)[0]);
  }
  return [...urls].filter((url) => {
    if (!/\.(png|jpe?g|webp|avif|gif|svg|css|js|woff2|ico)$/i.test(url)) return false;
    const local = basePath && url.startsWith(basePath) ? url.slice(basePath.length) : url;
    return !existsSync(path.join(root, decodeURIComponent(local)));
  });
}

const missing = [];
let count = 0;
for (const file of htmlFiles(root)) {
  // The editor (/admin) is not a page of the site: it carries its own policy.
  if (path.relative(root, file).split(path.sep)[0] === 'admin') continue;
  const exported = readFileSync(file, 'utf8');
  for (const url of missingAssets(exported)) missing.push(`${path.relative(root, file)} → ${url}`);
  const html = deferScripts(exported.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
  if (!/<head[^>]*>/.test(html)) throw new Error(`${file} has no <head>`);
  writeFileSync(file, html.replace(/<head([^>]*)>/, `<head$1>${meta}`));
  count += 1;
}
if (missing.length > 0) {
  console.error(`Pages point at files the export does not have:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Scripts deferred past the first paint and Content-Security-Policy added on ${count} pages; every referenced asset is present.`);
