/**
 * Lighthouse for `npm run bench`: `runs` finished runs of a URL in a fresh Chrome each, their
 * medians, and what Lighthouse's simulation puts on the LCP path. Lighthouse and chrome-launcher come
 * from tools/bench/ (installed on first use, see scripts/lib/tools.mjs).
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { importFromTool } from '../../scripts/lib/tools.mjs';

/**
 * A request on the LCP path: its address on the site, type, priority, bytes, and start and end in ms.
 * @typedef {{ url: string, type: string, priority: string, bytes: number, start: number, end: number }} PathRequest
 */
/**
 * A Lantern estimate (optimistic or pessimistic): its LCP, its network requests and its CPU time.
 * @typedef {{ lcp: number, requests: PathRequest[], cpuMs: number }} Estimate
 */
/**
 * What Lighthouse puts on the LCP path of one run (see `lcpPath` below).
 * @typedef {object} LcpPath
 * @property {string | null} element
 * @property {boolean | null} lazyLoaded
 * @property {number | null} prioritizeLcpImageSavingsMs
 * @property {Record<string, number>} phases
 * @property {string[][]} criticalRequestChains
 * @property {{ fcp?: number, lcp?: number, requests: PathRequest[] }} observed
 * @property {{ lcp: number, optimistic: Estimate, pessimistic: Estimate } | { error: string } | null} simulated
 */

/**
 * Lighthouse's report of a run and its artifacts. Their types are in the lighthouse package, which
 * is installed in tools/bench/ on first use and not for the type-check: read here as `any`.
 * @typedef {any} LighthouseResult
 */

/**
 * The median of the finite numbers among `values`, or null.
 * @param {unknown[]} values
 * @returns {number | null}
 */
export const median = (values) => {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).map(Number);
  return known.length ? ([...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? null) : null;
};

/**
 * @param {{ runs: number, port: number, chromium: string, flags: string[] }} options
 */
export async function createLighthouse({ runs, port: LIGHTHOUSE_CHROME_PORT, chromium: CHROMIUM, flags: FLAGS }) {
  const { default: lighthouse } = await importFromTool('bench', 'lighthouse');
  const chromeLauncher = await importFromTool('bench', 'chrome-launcher');

  /**
   * A short description of an element from a Lighthouse node detail.
   * @param {{ selector?: string, nodeLabel?: string, snippet?: string } | undefined} node
   */
  const lighthouseElement = (node) => {
    if (!node) return null;
    const src = /src="([^"]+)"/.exec(node.snippet ?? '')?.[1];
    return `${node.selector ?? node.nodeLabel ?? '?'}${src ? ` src=${src}` : ''}`;
  };

  /**
   * What Lighthouse's simulation (Lantern) puts on the LCP path of one run. Lantern builds the page's
   * dependency graph from the unthrottled load, keeps every request that ended before the observed
   * LCP (in its pessimistic graph; the optimistic one leaves out low-priority images), replays that
   * graph with 150 ms RTT, 1.6 Mbit/s and 4× CPU, and takes the latest end time as the LCP. This
   * reads that graph back, with the audits that describe the LCP element and the request chains.
   * @param {LighthouseResult} lhr @param {LighthouseResult} artifacts
   */
  async function lcpPath(lhr, artifacts) {
    const audits = lhr.audits;
    const origin = new URL(lhr.finalDisplayedUrl).origin;
    /** @param {string} url */
    const local = (url) => (url.startsWith(origin) ? url.slice(origin.length) : url);
    const elementAudit = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = elementAudit[0]?.items?.[0]?.node;
    const phases = Object.fromEntries(
      (elementAudit[1]?.items ?? []).map((/** @type {{ phase: string, timing: number }} */ row) => [row.phase, Math.round(row.timing)]),
    );
    /** @type {string[][]} */
    const chains = [];
    /** @param {Record<string, { request: { url: string }, children?: object }> | undefined} children @param {string[]} trail */
    const walk = (children, trail) => {
      for (const child of Object.values(children ?? {})) {
        const next = [...trail, local(child.request.url)];
        if (child.children && Object.keys(child.children).length) walk(/** @type {any} */ (child.children), next);
        else chains.push(next);
      }
    };
    walk(audits['critical-request-chains']?.details?.chains, []);
    const metrics = audits.metrics?.details?.items?.[0] ?? {};
    const observed = (audits['network-requests']?.details?.items ?? []).map((/** @type {LighthouseResult} */ request) => ({
      url: local(request.url),
      type: request.resourceType,
      priority: request.priority,
      bytes: request.transferSize,
      start: Math.round(request.networkRequestTime),
      end: Math.round(request.networkEndTime),
    }));
    /** @type {LcpPath} */
    const result = {
      element: lighthouseElement(node),
      // lcp-lazy-loaded passes (score 1) when the LCP image is not lazy; not applicable when the LCP is text.
      lazyLoaded: typeof audits['lcp-lazy-loaded']?.score === 'number' ? audits['lcp-lazy-loaded'].score < 1 : null,
      prioritizeLcpImageSavingsMs: audits['prioritize-lcp-image']?.details?.overallSavingsMs ?? null,
      phases,
      criticalRequestChains: chains,
      observed: { fcp: metrics.observedFirstContentfulPaint, lcp: metrics.observedLargestContentfulPaint, requests: observed },
      simulated: null,
    };
    try {
      // Lighthouse internals (no public API for the graph): if a Lighthouse upgrade moves them, the
      // report says so and keeps the audits above.
      const [{ Audit }, { LanternLargestContentfulPaint }] = await Promise.all([
        importFromTool('bench', 'lighthouse/core/audits/audit.js'),
        importFromTool('bench', 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
      ]);
      const context = { computedCache: new Map(), settings: lhr.configSettings };
      const lantern = await LanternLargestContentfulPaint.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
      /** The network requests of a Lantern estimate. @param {LighthouseResult} estimate */
      const graph = (estimate) =>
        [...estimate.nodeTimings.entries()]
          .filter((/** @type {LighthouseResult} */ [graphNode]) => graphNode.type === 'network')
          .map((/** @type {LighthouseResult} */ [graphNode, timing]) => ({
            url: local(graphNode.request.url),
            type: graphNode.request.resourceType,
            priority: graphNode.request.priority,
            bytes: graphNode.request.transferSize,
            start: Math.round(timing.startTime),
            end: Math.round(timing.endTime),
          }))
          .sort(
            (/** @type {{ start: number, end: number }} */ a, /** @type {{ start: number, end: number }} */ b) =>
              a.start - b.start || b.end - a.end,
          );
      /** The CPU time of a Lantern estimate. @param {LighthouseResult} estimate */
      const cpu = (estimate) =>
        Math.round(
          [...estimate.nodeTimings.entries()]
            .filter((/** @type {LighthouseResult} */ [graphNode]) => graphNode.type === 'cpu')
            .reduce((/** @type {number} */ sum, /** @type {LighthouseResult} */ [, timing]) => sum + timing.duration, 0),
        );
      result.simulated = {
        lcp: Math.round(lantern.timing),
        optimistic: {
          lcp: Math.round(lantern.optimisticEstimate.timeInMs),
          requests: graph(lantern.optimisticEstimate),
          cpuMs: cpu(lantern.optimisticEstimate),
        },
        pessimistic: {
          lcp: Math.round(lantern.pessimisticEstimate.timeInMs),
          requests: graph(lantern.pessimisticEstimate),
          cpuMs: cpu(lantern.pessimisticEstimate),
        },
      };
    } catch (error) {
      result.simulated = { error: String(error instanceof Error ? error.message : error) };
    }
    return result;
  }

  /**
   * Whether something still listens on `port` (a Chrome that is shutting down keeps it for a moment).
   * @param {number} port
   * @returns {Promise<boolean>}
   */
  const portInUse = (port) =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  /**
   * A fresh Chrome for Lighthouse on our fixed port. chrome-launcher reuses whatever already listens
   * on the port, so it first waits for the previous run's Chrome to let go of it.
   */
  async function launchChrome() {
    for (let i = 0; i < 100 && (await portInUse(LIGHTHOUSE_CHROME_PORT)); i += 1) await sleep(100);
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, port: LIGHTHOUSE_CHROME_PORT });
    if (!chrome.pid) throw new Error(`port ${LIGHTHOUSE_CHROME_PORT} is taken by another process`);
    return chrome;
  }

  /** A category's score out of 100, or null when the run has none. @param {LighthouseResult} lhr @param {string} id */
  function categoryScore(lhr, id) {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  }

  /**
   * Why Lighthouse could not finish a run (its scores are then null), or undefined if it did.
   * @param {LighthouseResult} lhr
   * @returns {string | undefined}
   */
  function runFailure(lhr) {
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}`.trim();
    return categoryScore(lhr, 'performance') === null ? 'no performance score' : undefined;
  }

  /**
   * `runs` finished Lighthouse runs of `url`. A run Lighthouse could not finish is never counted (its
   * null scores would otherwise enter the median as 0) and is run again, up to `runs` times in all,
   * so even a single run (`--runs 1`) gets a second chance.
   * @param {string} url
   */
  async function lighthouseRuns(url) {
    /** @type {{ lhr: LighthouseResult, path: LcpPath }[]} */
    const results = [];
    /** @type {string[]} */
    const failures = [];
    while (results.length < runs && failures.length <= runs) {
      const chrome = await launchChrome();
      try {
        const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const failure = runFailure(lhr);
        if (failure) failures.push(failure);
        else results.push({ lhr, path: await lcpPath(lhr, artifacts) });
      } finally {
        await chrome.kill();
      }
    }
    /** @param {string} id */
    const score = (id) => median(results.map(({ lhr }) => categoryScore(lhr, id)));
    /** @param {string} id */
    const metric = (id) => median(results.map(({ lhr }) => lhr.audits[id]?.numericValue ?? null));
    const lcps = results.map(({ lhr }) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    const medianRun = results[lcps.indexOf(median(lcps))] ?? results[0];
    const firstLhr = results[0]?.lhr;
    const failing = firstLhr
      ? Object.values(firstLhr.audits)
          .filter(
            (/** @type {LighthouseResult} */ audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
          )
          .map((/** @type {LighthouseResult} */ audit) => audit.id)
      : [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
      runs: results.map(({ lhr }) => ({
        performance: categoryScore(lhr, 'performance'),
        fcp: lhr.audits['first-contentful-paint']?.numericValue,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        tbt: lhr.audits['total-blocking-time']?.numericValue,
      })),
      belowNinety: failing,
      lcpPath: medianRun?.path ?? null,
      failures,
    };
  }

  return lighthouseRuns;
}
