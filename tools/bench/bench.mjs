#!/usr/bin/env node
/**
 * Speed report (not part of the tests). Builds the site and an empty Next.js page (the
 * framework's floor), serves both as a CDN would, then measures:
 *
 * 1. Bytes: for every route in the sitemap, the gzipped HTML, page data, CSS, JS, font and image bytes a phone
 *    downloads on first load, and the same for the floor.
 * 2. Lighthouse, as the plain `lighthouse <url> --chrome-flags="--headless --no-sandbox"` command
 *    runs it (its defaults: a mobile phone, simulated throttling), median of `--runs` (5) runs of
 *    the floor and of AUDITED_PAGES in every language, taken in rounds (the floor, then every
 *    route, then again), so the floor is measured under the same load as the pages: the four
 *    scores, FCP, LCP, CLS, TBT, each route's TBT against the floor's (the targets), what the
 *    simulation puts on the LCP path, and, for reading beside them, the same runs audited again on
 *    CPU time (tools/bench/thread-time.mjs: each task as long as its thread's CPU time, without
 *    the share other processes took).
 * 3. Real Chromium with applied throttling (THROTTLING below), median of `--loads` (5) loads per
 *    page: FCP, LCP and its element, in how many loads the page's largest paint (its main picture;
 *    the home page's popup left out) came in the first frame, when React has hydrated, and the bytes
 *    of the requests that started before the first paint.
 *
 * The pages measured are the pages a visitor gets: nothing in them is changed for measurement.
 * The probes run from outside (CDP, and a Playwright init script that only observes).
 * Everything is saved to bench-results/bench.json.
 *
 * Timings need a quiet machine: before Lighthouse and before the real loads the script waits
 * (up to 10 minutes) for the 1-minute load average to fall to `--max-load` (1.0; 0 = don't wait),
 * and prints and saves the load it measured under. On a busy machine Lighthouse's own figures
 * (wall clock) swell: compare a page only with the floor of the same run.
 *
 * Hindi pages draw with the phone's own Noto Sans Devanagari where it has one, and download the
 * web font where it has not. `--devanagari installed` (the default: an Android phone, the device
 * Lighthouse emulates) or `--devanagari absent` (an iPhone, most PCs) makes every browser the
 * script starts see the font or not, whatever this machine has installed (scripts/test/fontconfig.mjs).
 *
 * Usage: npm run bench -- [--no-build] [--runs 5] [--loads 5] [--port 4500] [--max-load 1.0]
 *                         [--skip bytes,lighthouse,real] [--devanagari installed|absent] [--routes /,/hi]
 *                         [--baseline ../other-checkout/out]
 * Ports: the site on --port (or BENCH_PORT), the floor on the next port, Lighthouse's Chrome on the
 * one after, the baseline on the next.
 * `--baseline`: another build's export (another checkout's out/, its .next/ beside it), timed by
 * Lighthouse in the same rounds as this one's, so that a change's before and after are one run.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtBasePath } from '../../scripts/lib/built-site.mjs';
import { ensureTool, resolveInTool } from '../../scripts/lib/tools.mjs';
import { devanagariFontconfig } from '../../scripts/test/fontconfig.mjs';
import { SLOW_LINK } from '../../scripts/test/slow-phone.mjs';
import { createLighthouse, lighthouseInRounds, loadAverage, median } from './lighthouse.mjs';
import { kb, printLcpPath, printLighthouse, ratio, seconds, times } from './report.mjs';

/**
 * The pages Lighthouse and the throttled browser measure in every language, besides the floor: the
 * home page, a plan, the catalogue and the comparison of plans (its table must come with the first
 * frame). Add pages here; the languages come from the built home page's hreflang links (auditedRoutes
 * below), so a new language is measured without a change here.
 */
const AUDITED_PAGES = ['', '/product/index-plus', '/all-products', '/compare-plans'];

/** Targets the report checks against. */
const TARGETS = {
  performance: 95, // Lighthouse performance score, at least
  tbtToFloor: { home: 1.6, plan: 1.0, other: 1.6 }, // a route's Lighthouse TBT over the floor's, at most (home pages, plan pages, the rest)
  jsToFloor: 1.2, // a route's JS over the floor's, at most, home pages included
  lcpToFcp: 1.1, // real LCP over real FCP, at most
  bytesBeforePaint: 50 * 1024, // bytes of the requests started before the real first paint, at most
  extraJs: 40 * 1024, // JS a route adds on top of the floor, at most
};

/** The real-browser profile: the phone and slow 4G connection Lighthouse simulates, applied through CDP instead. */
const THROTTLING = {
  network: SLOW_LINK,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
};

const args = process.argv.slice(2);
/** The value given after `--name`, or `fallback`. @param {string} name @param {string | number} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) ?? String(fallback);
};
const runs = Number(option('runs', 5)) || 5;
const loads = Number(option('loads', 5)) || 5;
const maxLoad = Number(option('max-load', 1.0));
const skip = new Set(String(option('skip', '')).split(',').filter(Boolean));
/** `--routes /,/product/index-plus`: time these routes (and the floor) instead of every audited route. */
const onlyRoutes = String(option('routes', '')).split(',').filter(Boolean);
/** `--baseline ../main/out`: another checkout's build, timed by Lighthouse in the same rounds: a change's before and after in one run. */
const baselineDir = String(option('baseline', ''));
const SITE_PORT = Number(option('port', process.env.BENCH_PORT ?? 4500));
const FLOOR_PORT = SITE_PORT + 1;
const LIGHTHOUSE_CHROME_PORT = SITE_PORT + 2;
const BASELINE_PORT = SITE_PORT + 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chrome's flags for Lighthouse: what `lighthouse <url> --chrome-flags="--headless --no-sandbox"` passes
 * (chrome-launcher adds its own defaults to both). `--no-sandbox` because this machine runs as root.
 */
const LIGHTHOUSE_FLAGS = ['--headless', '--no-sandbox'];
/** Chrome's flags for the Playwright browser (byte counts and real loads). */
const PLAYWRIGHT_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const devanagari = String(option('devanagari', 'installed'));
// Every browser started below (Playwright's and Lighthouse's) inherits this.
process.env.FONTCONFIG_FILE = devanagariFontconfig(/** @type {'installed'|'absent'} */ (devanagari));

execSync('node scripts/test/ensure-chromium.mjs', { stdio: 'inherit' });
if (!skip.has('lighthouse')) ensureTool('bench');
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env });

/** Builds a one-line Next.js page with the same Next version: the runtime every page pays for. */
function buildFloor() {
  const dir = path.resolve('.bench/empty');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function P() { return <p>Hello</p>; }\n');
  execSync(`node_modules/.bin/next build ${dir}`, { stdio: 'ignore', env });
  return path.join(dir, 'out');
}

/**
 * Serves `dir` as a CDN would, on `port` (scripts/dev/serve.mjs).
 * @param {string} dir @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function serve(dir, port) {
  const server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(server), 700));
}

/**
 * Waits (up to ten minutes) until the 1-minute load average is at most `maxLoad`; returns the load measured under.
 * @param {string} label
 */
async function waitForQuiet(label) {
  const started = Date.now();
  let load = loadAverage();
  while (maxLoad > 0 && load > maxLoad && Date.now() - started < 10 * 60_000) {
    console.log(`   (load ${load.toFixed(2)} > ${maxLoad}: waiting a minute before ${label})`);
    await sleep(60_000);
    load = loadAverage();
  }
  const note = maxLoad > 0 && load > maxLoad ? ` — still above ${maxLoad} after ten minutes; numbers are noisier` : '';
  console.log(`   1-minute load average at the start of ${label}: ${load.toFixed(2)} on ${os.cpus().length} cores${note}`);
  return load;
}

/** @typedef {{ html: number, data: number, css: number, js: number, font: number, img: number }} Weight bytes by kind */
/** @type {Record<string, keyof Weight>} */
const KINDS = { document: 'html', stylesheet: 'css', script: 'js', font: 'font', image: 'img' };
const PAGE_DATA = /\/_next\/static\/page-data\//;

/**
 * What a phone downloads when it opens `url` and waits for the network to go quiet.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function weigh(browser, url) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  /** @type {Weight} */
  const totals = { html: 0, data: 0, css: 0, js: 0, font: 0, img: 0 };
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    // React's page data, moved out of the HTML by the post-build step: data, not code (the floor keeps its own in its HTML).
    const kind = PAGE_DATA.test(response.url()) ? 'data' : KINDS[response.request().resourceType()];
    if (!kind || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => {
          totals[kind] +=
            ['img', 'font'].includes(kind) && !/svg/.test(response.headers()['content-type'] ?? '')
              ? body.length
              : gzipSync(body, { level: 9 }).length;
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

/** AUDITED_PAGES under every language's prefix ('' for the default language, '/hi', …), read from out/index.html's hreflang links. */
function auditedRoutes() {
  const home = readFileSync('out/index.html', 'utf8');
  const prefixes = [...home.matchAll(/<link rel="alternate" hrefLang="(?!x-default)[^"]+" href="([^"]+)"/g)].map(([, href = '']) =>
    new URL(href).pathname.slice(basePath.length).replace(/\/+$/, ''),
  );
  return [...new Set(prefixes)].flatMap((prefix) => AUDITED_PAGES.map((page) => `${prefix}${page}` || '/'));
}

/**
 * Which targets a route answers to: a home page ('/', '/hi', …), a plan page, or any other.
 * @param {string} route @returns {'home' | 'plan' | 'other'}
 */
function routeKind(route) {
  if (/^(\/[a-z]{2})?\/?$/.test(route)) return 'home';
  return /\/product\//.test(route) ? 'plan' : 'other';
}

/** The exported file for a route, as serve.mjs resolves it, or null. @param {string} route */
function htmlFileFor(route) {
  const clean = route.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.map((file) => path.join('out', file)).find((file) => existsSync(file)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Real Chromium with applied throttling

/**
 * Runs in the page before any of its own code (Playwright init script): it only observes. It
 * records the first contentful paint, the latest LCP candidate and its element, and the moment
 * React has hydrated: checked each animation frame, the first frame in which the hydration
 * target carries React's `__reactFiber…` key.
 * @param {'header' | 'first'} target
 */
function probe(target) {
  /** @type {ProbeState} */
  const state = { fcp: null, lcp: null, lcpElement: null, ownLcp: null, hydrated: null };
  Object.defineProperty(window, '__benchProbe', { value: state });
  /** @param {LargestContentfulPaint} entry */
  const describe = (entry) => {
    const element = entry.element;
    if (!element) return entry.url ? `(removed) src=${new URL(entry.url).pathname}` : '(removed)';
    const name = element.tagName.toLowerCase();
    const which = element.id ? `#${element.id}` : element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : '';
    return `${name}${which}${entry.url ? ` src=${new URL(entry.url).pathname}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {LargestContentfulPaint[]} */ (list.getEntries())) {
      state.lcp = entry.startTime;
      state.lcpElement = describe(entry);
      // The page's own largest paint, without the home page's popup (a dialog opened after the load event).
      if (!entry.element?.closest('dialog, [role="dialog"]')) state.ownLcp = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const find = () => (target === 'header' ? document.querySelector('header') : document.body && document.body.firstElementChild);
  const poll = () => {
    const element = find();
    if (element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))) state.hydrated = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * What the probe records in the page (read back as `window.__benchProbe`).
 * @typedef {{ fcp: number | null, lcp: number | null, lcpElement: string | null, ownLcp: number | null, hydrated: number | null }} ProbeState
 */
/** @typedef {{ url: string, type?: string, timestamp: number, wallTime: number, bytes: number }} SeenRequest */

/**
 * One first visit of `url` on the throttled phone profile.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {'header' | 'first'} target
 */
async function realLoad(browser, url, target) {
  const context = await browser.newContext({
    viewport: THROTTLING.viewport,
    deviceScaleFactor: THROTTLING.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(probe, target);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    /** @type {Map<string, SeenRequest>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!requests.has(event.requestId))
        requests.set(event.requestId, {
          url: event.request.url,
          type: event.type,
          timestamp: event.timestamp,
          wallTime: event.wallTime,
          bytes: 0,
        });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page
      .waitForFunction(
        () => /** @type {{ __benchProbe?: ProbeState }} */ (/** @type {unknown} */ (window)).__benchProbe?.hydrated != null,
        null,
        { timeout: 60_000 },
      )
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => ({
      .../** @type {ProbeState} */ (/** @type {{ __benchProbe?: ProbeState }} */ (/** @type {unknown} */ (window)).__benchProbe),
      timeOrigin: performance.timeOrigin,
      resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    await cdp.detach().catch(() => {});

    /*
     * Clocks. CDP's `timestamp` is Chrome's monotonic clock in seconds; the page's times
     * (FCP, LCP, performance.now()) are milliseconds since performance.timeOrigin, the navigation
     * start on that same monotonic clock. The navigation request's requestWillBeSent comes a
     * moment after the navigation starts, so its `timestamp` is navigation start plus a small
     * delay. That delay is measured on the wall clock: the event's `wallTime` minus
     * performance.timeOrigin (both milliseconds since the epoch; on this machine 1–5 ms). Then
     * navigationStart = document.timestamp − delay, and a request started before the first paint
     * when (timestamp − navigationStart) × 1000 < FCP. The check: with the same correction, every
     * request's CDP start agrees with its Resource Timing startTime (residual printed below;
     * the median is about 0 ms, a few requests queued in the renderer show a larger gap).
     */
    const all = [...requests.values()];
    const documentRequest = all.find((request) => request.type === 'Document');
    if (!documentRequest || seen.fcp === null) throw new Error(`no document request or no first paint for ${url}`);
    const delayMs = documentRequest.wallTime * 1000 - seen.timeOrigin;
    const navigationStart = documentRequest.timestamp - delayMs / 1000;
    /** @param {SeenRequest} request */
    const sinceStart = (request) => (request.timestamp - navigationStart) * 1000;
    const residuals = seen.resources
      .map((entry) => {
        const request = all.find((candidate) => candidate.url === entry.name);
        return request ? sinceStart(request) - entry.startTime : null;
      })
      .filter((value) => value !== null);
    const fcp = seen.fcp;
    const beforePaint = all.filter((request) => sinceStart(request) < fcp);
    return {
      fcp: seen.fcp,
      lcp: seen.lcp,
      lcpElement: seen.lcpElement,
      inFirstFrame: seen.ownLcp !== null && seen.ownLcp === seen.fcp,
      hydrated: seen.hydrated,
      bytesBeforePaint: beforePaint.reduce((sum, request) => sum + request.bytes, 0),
      requestsBeforePaint: beforePaint.map((request) => ({
        url: new URL(request.url).pathname,
        type: request.type,
        bytes: request.bytes,
        startMs: Math.round(sinceStart(request)),
      })),
      bytesTotal: all.reduce((sum, request) => sum + request.bytes, 0),
      clock: {
        documentRequestAfterNavigationStartMs: delayMs,
        resourceStartResidualMs: { median: median(residuals), maxAbs: Math.max(0, ...residuals.map(Math.abs)) },
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * `loads` first visits of `url` and their medians.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {'header' | 'first'} target
 */
async function realLoads(browser, url, target) {
  /** @type {Awaited<ReturnType<typeof realLoad>>[]} */
  const samples = [];
  for (let i = 0; i < loads; i += 1) samples.push(await realLoad(browser, url, target));
  const lcps = samples.map((sample) => sample.lcp);
  const medianSample = samples[lcps.indexOf(median(lcps))] ?? samples[0];
  const fcp = median(samples.map((sample) => sample.fcp));
  const lcp = median(lcps);
  return {
    fcp,
    lcp,
    lcpToFcp: ratio(lcp, fcp),
    lcpElement: medianSample?.lcpElement ?? null,
    firstFrame: samples.filter((sample) => sample.inFirstFrame).length,
    hydrated: median(samples.map((sample) => sample.hydrated)),
    bytesBeforePaint: median(samples.map((sample) => sample.bytesBeforePaint)),
    requestsBeforePaint: medianSample?.requestsBeforePaint ?? [],
    bytesTotal: median(samples.map((sample) => sample.bytesTotal)),
    clock: {
      documentRequestAfterNavigationStartMs: median(samples.map((sample) => sample.clock.documentRequestAfterNavigationStartMs)),
      resourceStartResidualMs: median(samples.map((sample) => sample.clock.resourceStartResidualMs.median)),
      resourceStartResidualMaxAbsMs: Math.max(...samples.map((sample) => sample.clock.resourceStartResidualMs.maxAbs)),
    },
    loads: samples,
  };
}

// ---------------------------------------------------------------------------------------------

const basePath = builtBasePath('out');
const siteServer = await serve('out', SITE_PORT);
const floorServer = await serve(buildFloor(), FLOOR_PORT);
const baselineServer = baselineDir ? await serve(baselineDir, BASELINE_PORT) : null;
const BASELINE = baselineDir ? `http://127.0.0.1:${BASELINE_PORT}${builtBasePath(baselineDir)}` : '';
const BASELINE_MARK = ' (baseline)';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: PLAYWRIGHT_FLAGS });
const SITE = `http://127.0.0.1:${SITE_PORT}${basePath}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
const FLOOR_LABEL = '(empty Next.js page: the floor)';
/** @type {Record<string, unknown>} */
const report = {
  date: new Date().toISOString(),
  next: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version,
  lighthouseVersion: skip.has('lighthouse')
    ? null
    : JSON.parse(readFileSync(resolveInTool('bench', 'lighthouse/package.json'), 'utf8')).version,
  chromium: browser.version(),
  cores: os.cpus().length,
  devanagariFont: devanagari,
  targets: TARGETS,
};
console.log(
  `\nNoto Sans Devanagari ${devanagari === 'installed' ? 'installed, as on an Android phone: Hindi pages draw with it' : 'absent, as on an iPhone or most PCs: Hindi pages download the web font'} (--devanagari ${devanagari}).`,
);

try {
  /** @type {string[]} */
  const audited = [];
  /** @type {string[]} */
  const skipped = [];
  for (const route of onlyRoutes.length ? onlyRoutes : auditedRoutes()) (htmlFileFor(route) ? audited : skipped).push(route);
  report.auditedRoutes = audited;
  report.skippedRoutes = skipped;

  if (!skip.has('bytes')) {
    const sitemap = readFileSync('out/sitemap.xml', 'utf8');
    const routes = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname.slice(basePath.length) || '/');
    const floor = await weigh(browser, `${FLOOR}/`);
    const rows = [];
    for (const route of routes) rows.push({ route, ...(await weigh(browser, `${SITE}${route}`)) });

    console.log(
      '\nBytes a phone downloads on first load (KB; HTML, page data, CSS, JS and SVG gzipped; "data" is React\'s page data, which the floor keeps in its HTML):\n',
    );
    console.log(
      `${'route'.padEnd(52)}${'html'.padStart(7)}${'data'.padStart(7)}${'css'.padStart(7)}${'js'.padStart(7)}${'+js'.padStart(7)}${'js/floor'.padStart(10)}${'font'.padStart(7)}${'img'.padStart(7)}`,
    );
    console.log(
      `${FLOOR_LABEL.padEnd(52)}${kb(floor.html)}${kb(floor.data)}${kb(floor.css)}${kb(floor.js)}${kb(0)}${'1.00×'.padStart(10)}${kb(floor.font)}${kb(floor.img)}`,
    );
    const jsFlags = [];
    for (const r of rows) {
      const jsRatio = ratio(r.js, floor.js);
      const limit = TARGETS.jsToFloor;
      const flag = jsRatio !== null && jsRatio > limit ? ' !' : '';
      if (flag) jsFlags.push(`${r.route}: JS ${times(jsRatio)} the floor's (target ≤ ${limit}×)`);
      console.log(
        `${r.route.padEnd(52)}${kb(r.html)}${kb(r.data)}${kb(r.css)}${kb(r.js)}${kb(r.js - floor.js)}${(times(jsRatio) + flag).padStart(10)}${kb(r.font)}${kb(r.img)}`,
      );
    }
    const worstExtra = Math.max(...rows.map((r) => r.js - floor.js));
    console.log(`\nMost JS any page adds on top of the floor: ${kb(worstExtra).trim()} KB (budget ${TARGETS.extraJs / 1024} KB).`);
    console.log(jsFlags.length ? `  ! ${jsFlags.join('\n  ! ')}` : `  Every page's JS within ${TARGETS.jsToFloor}× the floor's.`);
    report.bytes = { floor, routes: rows };
  }

  if (skipped.length) console.log(`\nNot measured (no HTML file in out/ yet): ${skipped.join(', ')}`);

  if (!skip.has('lighthouse')) {
    console.log(
      `\nLighthouse ${report.lighthouseVersion}, as \`lighthouse <url>\` runs it (mobile, simulated throttling), median of ${runs} runs taken in rounds with the floor:`,
    );
    const load = await waitForQuiet('Lighthouse');
    const targets = [
      { label: FLOOR_LABEL, url: `${FLOOR}/` },
      ...audited.flatMap((route) => [
        ...(BASELINE ? [{ label: `${route}${BASELINE_MARK}`, url: `${BASELINE}${route}` }] : []),
        { label: route, url: `${SITE}${route}` },
      ]),
    ];
    const results = await lighthouseInRounds({
      targets,
      runs,
      lighthouseRun: await createLighthouse({ port: LIGHTHOUSE_CHROME_PORT, chromium: CHROMIUM, flags: LIGHTHOUSE_FLAGS }),
      name: (label) => (label === FLOOR_LABEL ? 'floor' : label),
    });
    printLighthouse({
      labels: targets.map(({ label }) => label),
      floorLabel: FLOOR_LABEL,
      results,
      runs,
      limits: (label) => ({
        performance: TARGETS.performance,
        tbtToFloor: TARGETS.tbtToFloor[routeKind(label.replace(BASELINE_MARK, ''))],
      }),
    });
    console.log(`\nWhat Lighthouse's simulation puts on the LCP path:\n`);
    for (const { label } of targets) {
      const result = results[label];
      if (result) printLcpPath(label, result);
      console.log('');
    }
    report.lighthouse = { load, runs, results };
  }

  if (!skip.has('real')) {
    const n = THROTTLING.network;
    console.log(
      `\nReal Chromium, applied throttling (${n.latency} ms RTT, ${(n.downloadThroughput * 8) / 1e6} Mbit/s down, ${(n.uploadThroughput * 8) / 1e3} kbit/s up, ` +
        `${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.viewport.width}×${THROTTLING.viewport.height} at ${THROTTLING.deviceScaleFactor}×, cache off), median of ${loads} loads:`,
    );
    const load = await waitForQuiet('the real loads');
    /** @type {{ label: string, url: string, target: 'header' | 'first' }[]} */
    const targets = [
      { label: FLOOR_LABEL, url: `${FLOOR}/`, target: 'first' },
      ...audited.map((route) => ({ label: route, url: `${SITE}${route}`, target: /** @type {const} */ ('header') })),
    ];
    /** @type {Record<string, Awaited<ReturnType<typeof realLoads>>>} */
    const results = {};
    for (const { label, url, target } of targets) results[label] = await realLoads(browser, url, target);
    console.log(
      `\n${'route'.padEnd(34)}${'FCP'.padStart(7)}${'LCP'.padStart(7)}${'LCP/FCP'.padStart(9)}${'1st frame'.padStart(11)}${'hydrated'.padStart(10)}${'before paint'.padStart(14)}${'total'.padStart(10)}   LCP element`,
    );
    const flags = [];
    for (const { label } of targets) {
      const r = results[label];
      if (!r) continue;
      // The floor is Next's page as Next writes it (no post-build step): a reference, not flagged.
      const isFloor = label === FLOOR_LABEL;
      const ratioFlag = !isFloor && r.lcpToFcp !== null && r.lcpToFcp > TARGETS.lcpToFcp ? ' !' : '';
      const bytesFlag = !isFloor && (r.bytesBeforePaint ?? 0) > TARGETS.bytesBeforePaint ? ' !' : '';
      const frameFlag = !isFloor && r.firstFrame < r.loads.length ? ' !' : '';
      if (frameFlag)
        flags.push(
          `${label}: the page's largest paint came in the first frame in ${r.firstFrame} of ${r.loads.length} loads (target: every load)`,
        );
      if (ratioFlag) flags.push(`${label}: LCP is ${times(r.lcpToFcp)} FCP (target ≤ ${TARGETS.lcpToFcp})`);
      if (bytesFlag)
        flags.push(
          `${label}: ${kb(r.bytesBeforePaint).trim()} KB requested before the first paint (target ≤ ${TARGETS.bytesBeforePaint / 1024} KB): ${r.requestsBeforePaint.map((q) => `${q.url} ${kb(q.bytes).trim()}`).join(', ')}`,
        );
      console.log(
        `${label.padEnd(34)}${seconds(r.fcp).padStart(7)}${seconds(r.lcp).padStart(7)}${(times(r.lcpToFcp) + ratioFlag).padStart(9)}${`${r.firstFrame}/${r.loads.length}${frameFlag}`.padStart(11)}${seconds(r.hydrated).padStart(10)}` +
          `${`${kb(r.bytesBeforePaint).trim()} KB${bytesFlag}`.padStart(14)}${`${kb(r.bytesTotal).trim()} KB`.padStart(10)}   ${r.lcpElement ?? '–'}`,
      );
    }
    console.log(
      flags.length
        ? `\n  ! ${flags.join('\n  ! ')}`
        : `\n  All pages: the largest paint in the first frame of every load, LCP ≤ ${TARGETS.lcpToFcp}× FCP and ≤ ${TARGETS.bytesBeforePaint / 1024} KB before the first paint.`,
    );
    const clocks = Object.values(results).map((r) => r.clock);
    console.log(
      `\n  Clock check: the document's requestWillBeSent came ${median(clocks.map((c) => c.documentRequestAfterNavigationStartMs))?.toFixed(1)} ms after navigation start (wallTime − performance.timeOrigin); ` +
        `corrected for that, CDP request starts match Resource Timing within ${median(clocks.map((c) => c.resourceStartResidualMs))?.toFixed(1)} ms (median; worst ${Math.max(...clocks.map((c) => c.resourceStartResidualMaxAbsMs)).toFixed(1)} ms).`,
    );
    report.real = { load, loads, throttling: THROTTLING, results };
  }

  report.loadAtEnd = loadAverage();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify(report, null, 2));
  console.log('\nSaved bench-results/bench.json');
} finally {
  await browser.close();
  siteServer.kill();
  floorServer.kill();
  baselineServer?.kill();
  rmSync('.bench', { recursive: true, force: true });
}
