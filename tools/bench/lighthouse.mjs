/**
 * Lighthouse for `npm run bench`: one run of a URL in a fresh Chrome, as the plain `lighthouse <url>`
 * command runs it (its defaults: a mobile phone, simulated throttling), the same run audited again
 * on CPU time (thread-time.mjs), what Lighthouse's simulation puts on the LCP path, and the medians
 * of a page's runs. Lighthouse and chrome-launcher come from tools/bench/ (installed on first use,
 * see scripts/lib/tools.mjs).
 */
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { importFromTool } from '../../scripts/lib/tools.mjs';
import { toThreadTime } from './thread-time.mjs';

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
 * A run's performance score and metrics (ms; CLS unitless).
 * @typedef {{ performance: number | null, fcp: number | null, lcp: number | null, cls: number | null, tbt: number | null }} RunFigures
 */
/**
 * One finished run: its figures and other scores, the machine's state (Lighthouse's benchmark index,
 * the 1-minute load average at its end), the same run on CPU time, and its LCP path.
 * @typedef {RunFigures & {
 *   accessibility: number | null, bestPractices: number | null, seo: number | null,
 *   benchmarkIndex: number | null, load: number, belowNinety: string[],
 *   cpu: (RunFigures & { removedMs: number }) | { error: string }, path: LcpPath
 * }} Run
 */

/** The 1-minute load average. */
export const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/**
 * @param {{ port: number, chromium: string, flags: string[] }} options
 */
export async function createLighthouse({ port: LIGHTHOUSE_CHROME_PORT, chromium: CHROMIUM, flags: FLAGS }) {
  const { default: lighthouse, auditFlowArtifacts } = await importFromTool('bench', 'lighthouse');
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
   * The performance figures of a run: the score and the four metrics the report prints.
   * @param {LighthouseResult} lhr
   * @returns {RunFigures}
   */
  const figures = (lhr) => ({
    performance: categoryScore(lhr, 'performance'),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
  });

  /**
   * The same run audited again on its trace with each task at its thread's CPU time (thread-time.mjs):
   * what the run would have scored had no other process shared the CPU. Lighthouse's own audits, on
   * the artifacts it gathered, through its public `auditFlowArtifacts`.
   * @param {LighthouseResult} artifacts
   * @returns {Promise<RunFigures & { removedMs: number }>}
   */
  async function onCpuTime(artifacts) {
    const trace = structuredClone(artifacts.Trace);
    const removedMs = Math.round(toThreadTime(trace) / 1000);
    // Timing holds the run's own performance entries, which do not survive a copy; it only dates the audit.
    const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts: { ...artifacts, Trace: trace, Timing: [] }, flags: {} }] });
    return { ...figures(flow.steps[0].lhr), removedMs };
  }

  /**
   * One finished Lighthouse run of `url` in a fresh Chrome, with Lighthouse's defaults (mobile,
   * simulated throttling), as `lighthouse <url>` runs it. A run Lighthouse could not finish (its
   * scores are empty) is tried again, up to `retries` more times, and named in `failures`.
   * @param {string} url
   * @returns {Promise<{ run: Run | null, failures: string[] }>}
   */
  async function lighthouseRun(url, retries = 2) {
    /** @type {string[]} */
    const failures = [];
    while (failures.length <= retries) {
      const chrome = await launchChrome();
      try {
        const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const failure = runFailure(lhr);
        if (failure) {
          failures.push(failure);
          continue;
        }
        const failing = Object.values(lhr.audits)
          .filter(
            (/** @type {LighthouseResult} */ audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
          )
          .map((/** @type {LighthouseResult} */ audit) => audit.id);
        /** @type {Run} */
        const run = {
          ...figures(lhr),
          accessibility: categoryScore(lhr, 'accessibility'),
          bestPractices: categoryScore(lhr, 'best-practices'),
          seo: categoryScore(lhr, 'seo'),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          load: loadAverage(),
          belowNinety: failing,
          cpu: await onCpuTime(artifacts).catch((error) => ({ error: String(error instanceof Error ? error.message : error) })),
          path: await lcpPath(lhr, artifacts),
        };
        return { run, failures };
      } finally {
        await chrome.kill();
      }
    }
    return { run: null, failures };
  }

  return lighthouseRun;
}

/**
 * A page's runs summed up: medians of its runs (and of their CPU-time audits), with the lowest and
 * highest TBT, and the LCP path of the run with the median LCP.
 * @param {Run[]} runs @param {string[]} failures
 */
export function summarize(runs, failures) {
  /** @param {(run: Run) => unknown} pick */
  const middle = (pick) => median(runs.map(pick));
  /** @param {(run: Run) => number | null | undefined} pick */
  const range = (pick) => {
    const known = runs.map(pick).filter((value) => typeof value === 'number');
    return known.length ? /** @type {[number, number]} */ ([Math.min(...known), Math.max(...known)]) : null;
  };
  const cpu = (/** @type {Run} */ run) => ('error' in run.cpu ? null : run.cpu);
  const lcps = runs.map((run) => run.lcp);
  const medianRun = runs[lcps.indexOf(median(lcps))] ?? runs[0];
  return {
    performance: middle((run) => run.performance),
    accessibility: middle((run) => run.accessibility),
    bestPractices: middle((run) => run.bestPractices),
    seo: middle((run) => run.seo),
    fcp: middle((run) => run.fcp),
    lcp: middle((run) => run.lcp),
    cls: middle((run) => run.cls),
    tbt: middle((run) => run.tbt),
    tbtRange: range((run) => run.tbt),
    cpu: {
      performance: middle((run) => cpu(run)?.performance),
      tbt: middle((run) => cpu(run)?.tbt),
      tbtRange: range((run) => cpu(run)?.tbt),
      errors: runs.flatMap((run) => ('error' in run.cpu ? [run.cpu.error] : [])),
    },
    benchmarkIndex: middle((run) => run.benchmarkIndex),
    load: range((run) => run.load),
    belowNinety: runs[0]?.belowNinety ?? [],
    runs: runs.map((run) => ({ ...run, path: undefined, belowNinety: undefined })),
    lcpPath: medianRun?.path ?? null,
    failures,
  };
}

/**
 * `runs` finished runs of every target, taken in rounds (each target once, then again), so that the
 * floor and the pages share the machine's load; each page's runs summed up. Prints each round's TBTs.
 * @param {{
 *   targets: { label: string, url: string }[], runs: number, name: (label: string) => string,
 *   lighthouseRun: Awaited<ReturnType<typeof createLighthouse>>,
 * }} options
 * @returns {Promise<Record<string, ReturnType<typeof summarize>>>}
 */
export async function lighthouseInRounds({ targets, runs, name, lighthouseRun }) {
  /** @type {Map<string, { runs: Run[], failures: string[] }>} */
  const collected = new Map(targets.map(({ label }) => [label, { runs: [], failures: [] }]));
  for (let round = 1; round <= runs; round += 1) {
    process.stdout.write(`   round ${round} of ${runs} (load ${loadAverage().toFixed(1)}):`);
    for (const { label, url } of targets) {
      const { run, failures } = await lighthouseRun(url);
      const page = collected.get(label);
      if (run) page?.runs.push(run);
      page?.failures.push(...failures);
      process.stdout.write(` ${name(label)} ${run ? Math.round(run.tbt ?? 0) : '✗'}`);
    }
    process.stdout.write('\n');
  }
  return Object.fromEntries([...collected].map(([label, { runs: done, failures }]) => [label, summarize(done, failures)]));
}
