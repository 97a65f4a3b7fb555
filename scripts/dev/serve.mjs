#!/usr/bin/env node
/**
 * Serves the exported site in out/ the way a static host or CDN does:
 * /about-us → about-us.html, unknown paths → the nearest 404.html up the folder tree with status 404
 * (as Cloudflare Pages does: /hi/nope → hi/404.html), headers from out/_headers, gzip for text.
 * --single-404 serves the root 404.html for every unknown path, as GitHub Pages does.
 * Usage: node scripts/dev/serve.mjs [--port 3000] [--dir out] [--single-404]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { builtBasePath } from '../lib/built-site.mjs';
import { parseHeaders } from './headers.mjs';

const args = process.argv.slice(2);
/** The value given after `--name`, or `fallback`. @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) || fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const root = path.resolve(option('dir', 'out'));
const single404 = args.includes('--single-404');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No exported site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

// The base path the export was built for, as Next recorded it.
const basePath = builtBasePath(root);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** The `_headers` rules of the export, each with its path pattern as a regular expression. */
function readHeaderRules() {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  return parseHeaders(readFileSync(file, 'utf8')).map((rule) => ({
    ...rule,
    regex: new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  }));
}
const headerRules = readHeaderRules();

/** The file that answers `urlPath`, or null. @param {string} urlPath */
function resolveFile(urlPath) {
  const clean = path.posix.normalize(urlPath).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (full.startsWith(root) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

/** The 404.html that answers an unknown path: the nearest one up the folder tree, or the root one. */
/** @param {string} urlPath */
function notFoundFile(urlPath) {
  if (!single404) {
    const parts = urlPath.split('/').filter(Boolean).slice(0, -1);
    for (let depth = parts.length; depth > 0; depth -= 1) {
      const candidate = path.join(root, ...parts.slice(0, depth), '404.html');
      if (candidate.startsWith(root) && existsSync(candidate)) return candidate;
    }
  }
  return path.join(root, '404.html');
}

const server = createServer((req, res) => {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    urlPath = '/';
  }
  if (basePath && (urlPath === basePath || urlPath.startsWith(`${basePath}/`))) {
    urlPath = urlPath.slice(basePath.length) || '/';
  }
  let file = resolveFile(urlPath);
  // Like static hosts: a folder with an index.html is served at its address with a trailing slash.
  if (file?.endsWith(`${path.sep}index.html`) && urlPath !== '/' && !urlPath.endsWith('/') && !urlPath.endsWith('index.html')) {
    res.writeHead(301, { Location: `${basePath}${urlPath}/` });
    return res.end();
  }
  let status = 200;
  if (!file) {
    file = notFoundFile(urlPath);
    status = 404;
  }
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  for (const rule of headerRules) {
    if (rule.regex.test(urlPath)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.writeHead(status);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}${basePath}/`);
});
