#!/usr/bin/env node
/**
 * Speed report (not part of the tests): builds the site, then prints for each route the gzipped
 * HTML, CSS, JS, font and image bytes a phone downloads on first load, the same for an empty
 * Next.js page (the framework's floor), and Lighthouse mobile scores (median of three runs).
 * Usage: npm run bench [-- --no-build] [-- --runs 3]
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env });

/** Builds a one-line Next.js page with the same Next version: the runtime every page pays for. */
function buildFloor() {
  const dir = path.resolve('.bench/empty');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
  writeFileSync(path.join(dir, 'app/layout.jsx'), 'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function P() { return <p>Hello</p>; }\n');
  execSync(`node_modules/.bin/next build ${dir}`, { stdio: 'ignore', env });
  return path.join(dir, 'out');
}

function serve(dir, port) {
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(server), 700));
}

const KINDS = { document: 'html', stylesheet: 'css', script: 'js', font: 'font', image: 'img' };

/** What a phone downloads when it opens `url` and waits for the network to go quiet. */
async function weigh(browser, url) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  const totals = { html: 0, css: 0, js: 0, font: 0, img: 0 };
  const pending = [];
  page.on('response', (response) => {
    const kind = KINDS[response.request().resourceType()];
    if (!kind || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => {
          totals[kind] += ['img', 'font'].includes(kind) && !/svg/.test(response.headers()['content-type'] ?? '') ? body.length : gzipSync(body, { level: 9 }).length;
        },
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await Promise.all(pending);
  await page.close();
  return totals;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const SITE_PORT = 4500;
const FLOOR_PORT = 4501;
const siteServer = await serve('out', SITE_PORT);
const floorServer = await serve(buildFloor(), FLOOR_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });

try {
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  const origin = new URL(JSON.parse(readFileSync('content/site.json', 'utf8')).siteUrl);
  const routes = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(origin.pathname.replace(/\/$/, '').length) || '/');

  const floor = await weigh(browser, `http://127.0.0.1:${FLOOR_PORT}/`);
  const rows = [];
  for (const route of routes) rows.push({ route, ...(await weigh(browser, `http://127.0.0.1:${SITE_PORT}${route}`)) });

  console.log('\nBytes a phone downloads on first load (KB; HTML, CSS, JS and SVG gzipped):\n');
  console.log(`${'route'.padEnd(52)}${'html'.padStart(7)}${'css'.padStart(7)}${'js'.padStart(7)}${'+js'.padStart(7)}${'font'.padStart(7)}${'img'.padStart(7)}`);
  console.log(`${'(empty Next.js page: the floor)'.padEnd(52)}${kb(floor.html)}${kb(floor.css)}${kb(floor.js)}${kb(0)}${kb(floor.font)}${kb(floor.img)}`);
  for (const r of rows) {
    console.log(`${r.route.padEnd(52)}${kb(r.html)}${kb(r.css)}${kb(r.js)}${kb(r.js - floor.js)}${kb(r.font)}${kb(r.img)}`);
  }
  const worstExtra = Math.max(...rows.map((r) => r.js - floor.js));
  console.log(`\nMost JS any page adds on top of the floor: ${kb(worstExtra).trim()} KB (budget 40 KB).`);

  const audited = ['/', '/product/index-plus', '/all-products'];
  const scores = {};
  console.log(`\nLighthouse (mobile, median of ${runs} runs):\n`);
  console.log(`${'route'.padEnd(28)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}   LCP     CLS    TBT`);
  for (const route of audited) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
      try {
        const { lhr } = await lighthouse(`http://127.0.0.1:${SITE_PORT}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        results.push(lhr);
      } finally {
        await chrome.kill();
      }
    }
    const pick = (id) => median(results.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100)));
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
    scores[route] = { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('best-practices'), seo: pick('seo') };
    const s = scores[route];
    console.log(
      `${route.padEnd(28)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${String(s.bestPractices).padStart(6)}${String(s.seo).padStart(6)}   ${(metric('largest-contentful-paint') / 1000).toFixed(2)}s  ${metric('cumulative-layout-shift').toFixed(3)}  ${Math.round(metric('total-blocking-time'))}ms`,
    );
    for (const lhr of results.slice(0, 1)) {
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual');
      if (failing.length) console.log(`   below 90: ${failing.map((a) => a.id).join(', ')}`);
    }
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify({ floor, routes: rows, lighthouse: scores }, null, 2));
  console.log('\nSaved bench-results/bench.json');
} finally {
  await browser.close();
  siteServer.kill();
  floorServer.kill();
  rm();
}

function rm() {
  rmSync('.bench', { recursive: true, force: true });
}
