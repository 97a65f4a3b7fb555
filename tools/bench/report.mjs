/**
 * How the bench writes its numbers: kilobytes, seconds and ratios in its tables, and what
 * Lighthouse's simulation put on a page's LCP path.
 */

/** @typedef {Awaited<ReturnType<Awaited<ReturnType<typeof import('./lighthouse.mjs').createLighthouse>>>>} LighthouseSummary what Lighthouse measured of a page */
/** @typedef {import('./lighthouse.mjs').PathRequest} PathRequest */

/** @param {number | null} bytes */
export const kb = (bytes) => (bytes === null ? '–' : (bytes / 1024).toFixed(1)).padStart(7);
/** @param {number | null | undefined} ms */
export const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(2)}s`);
/** @param {number | null} a @param {number | null} b */
export const ratio = (a, b) => (a === null || b === null || !b ? null : a / b);
/** @param {number | null} value */
export const times = (value) => (value === null ? '–' : `${value.toFixed(2)}×`);

/**
 * Prints what Lighthouse's simulation put on a page's LCP path.
 * @param {string} label @param {LighthouseSummary} result
 */
export function printLcpPath(label, result) {
  const p = result.lcpPath;
  if (!p) return;
  const lines = [
    `${label}: simulated LCP ${seconds(result.lcp)}; the run with the median LCP, as observed unthrottled: FCP ${seconds(p.observed.fcp)}, LCP ${seconds(p.observed.lcp)}`,
  ];
  lines.push(
    `   element: ${p.element ?? '–'}; lazy-loaded: ${p.lazyLoaded === null ? 'n/a' : p.lazyLoaded ? 'YES' : 'no'}; prioritize-lcp-image would save ${p.prioritizeLcpImageSavingsMs ?? '–'} ms`,
  );
  if (Object.keys(p.phases).length)
    lines.push(
      `   phases (simulated): ${Object.entries(p.phases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', ')}`,
    );
  lines.push(`   critical request chains: ${p.criticalRequestChains.map((chain) => chain.join(' → ')).join('; ') || '–'}`);
  const sim = p.simulated;
  if (!sim || 'error' in sim) {
    lines.push(`   (the simulation's graph could not be read: ${sim?.error ?? 'no artifacts'})`);
  } else {
    const inOptimistic = new Set(sim.optimistic.requests.map((r) => r.url));
    const last = sim.pessimistic.requests.reduce((/** @type {PathRequest | null} */ a, b) => (b.end > (a?.end ?? -1) ? b : a), null);
    lines.push(
      `   requests in the simulation's LCP graph (all that ended before the unthrottled LCP at ${Math.round(p.observed.lcp ?? 0)} ms), simulated start → end; ` +
        `optimistic ${sim.optimistic.lcp} ms, pessimistic ${sim.pessimistic.lcp} ms, CPU ${sim.optimistic.cpuMs}/${sim.pessimistic.cpuMs} ms:`,
    );
    for (const r of sim.pessimistic.requests) {
      const notes = [];
      if (!inOptimistic.has(r.url)) notes.push('pessimistic graph only');
      if (p.element && p.element.endsWith(`src=${r.url}`)) notes.push('the LCP element');
      if (r === last) notes.push('ends last: sets the simulated LCP');
      lines.push(
        `     ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${r.type.padEnd(10)} ${String(r.priority).padEnd(8)} ${kb(r.bytes)} KB  ${r.url}${notes.length ? `  ← ${notes.join('; ')}` : ''}`,
      );
    }
    const scripts = p.observed.requests.filter((r) => r.type === 'Script');
    const inGraph = sim.pessimistic.requests.filter((r) => r.type === 'Script').length;
    const firstScript = scripts.length ? Math.min(...scripts.map((r) => r.start)) : null;
    lines.push(
      `   script requests: ${scripts.length}, of which in the LCP graph: ${inGraph}` +
        (firstScript === null
          ? ''
          : `; the first started at ${firstScript} ms unthrottled (first paint at ${Math.round(p.observed.fcp ?? 0)} ms)`),
    );
  }
  console.log(lines.join('\n'));
}
