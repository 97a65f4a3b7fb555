/**
 * How the bench writes its numbers: kilobytes, seconds and ratios in its tables, and what
 * Lighthouse's simulation put on a page's LCP path.
 */

/** @typedef {ReturnType<typeof import('./lighthouse.mjs').summarize>} LighthouseSummary what Lighthouse measured of a page */
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

/**
 * Prints Lighthouse's table: each page's medians, its TBT against the floor's measured in the same
 * rounds, and the same runs on CPU time (for reading, not checked against the targets: the targets
 * are on Lighthouse's own figures, as anyone running it gets them). Ends with what missed a target.
 * @param {{
 *   labels: string[], floorLabel: string, results: Record<string, LighthouseSummary>, runs: number,
 *   limits: (label: string) => { performance: number, tbtToFloor: number },
 * }} options
 */
export function printLighthouse({ labels, floorLabel, results, runs, limits }) {
  const floor = results[floorLabel];
  if (!floor) throw new Error('no Lighthouse result for the floor');
  /** @param {[number, number] | null} range */
  const spread = (range) => (range ? `${Math.round(range[0])}–${Math.round(range[1])}` : '–');
  /** @param {number | null} ms */
  const ms = (ms) => `${Math.round(ms ?? 0)}`;
  console.log(
    `\n${'route'.padEnd(36)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'best'.padStart(5)}${'seo'.padStart(5)}${'FCP'.padStart(7)}${'LCP'.padStart(7)}${'CLS'.padStart(6)}` +
      `${'TBT'.padStart(6)}${'(runs)'.padStart(12)}${'/floor'.padStart(9)}   ${'CPU: TBT'.padStart(8)}${'(runs)'.padStart(10)}${'/floor'.padStart(8)}`,
  );
  const missed = [];
  for (const label of labels) {
    const r = results[label];
    if (!r) continue;
    const isFloor = label === floorLabel;
    const limit = limits(label);
    const tbtToFloor = isFloor ? 1 : ratio(r.tbt, floor.tbt);
    const cpuTbtToFloor = isFloor ? 1 : ratio(r.cpu.tbt, floor.cpu.tbt);
    const perfFlag = !isFloor && r.performance !== null && r.performance < limit.performance ? ' !' : '';
    const tbtFlag = !isFloor && tbtToFloor !== null && tbtToFloor > limit.tbtToFloor ? ' !' : '';
    if (perfFlag) missed.push(`${label}: performance ${r.performance} < ${limit.performance}`);
    if (tbtFlag) missed.push(`${label}: TBT ${ms(r.tbt)} ms is ${times(tbtToFloor)} the floor's (target ≤ ${limit.tbtToFloor}×)`);
    if (r.runs.length < runs) missed.push(`${label}: only ${r.runs.length} of ${runs} runs finished`);
    console.log(
      `${isFloor ? '(floor: empty Next.js page)' : label}`.padEnd(36) +
        `${(String(r.performance) + perfFlag).padStart(5)}${String(r.accessibility).padStart(5)}${String(r.bestPractices).padStart(5)}${String(r.seo).padStart(5)}` +
        `${seconds(r.fcp).padStart(7)}${seconds(r.lcp).padStart(7)}${(r.cls ?? 0).toFixed(2).padStart(6)}${ms(r.tbt).padStart(6)}${spread(r.tbtRange).padStart(12)}${(times(tbtToFloor) + tbtFlag).padStart(9)}` +
        `   ${ms(r.cpu.tbt).padStart(8)}${spread(r.cpu.tbtRange).padStart(10)}${times(cpuTbtToFloor).padStart(8)}`,
    );
    if (r.belowNinety.length && !isFloor) console.log(`   audits below 90 (first run): ${r.belowNinety.join(', ')}`);
    for (const failure of r.failures) console.log(`   a run Lighthouse could not finish, run again and not counted: ${failure}`);
    for (const error of r.cpu.errors) console.log(`   a run that could not be audited on CPU time: ${error}`);
  }
  const loads = Object.values(results).flatMap((r) => r.load ?? []);
  console.log(
    `\n  TBT in ms, the median of ${runs} runs; "(runs)" the lowest and highest; "/floor" against the floor's median of the same rounds.` +
      `\n  "CPU": the same runs audited again with each task as long as its CPU time (thread-time.mjs), what a quiet machine would have measured; for reading only.` +
      `\n  1-minute load average during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; Lighthouse's benchmark index (median of the floor's runs): ${Math.round(floor.benchmarkIndex ?? 0)}.`,
  );
  console.log(
    missed.length
      ? `\n  ! ${missed.join('\n  ! ')}`
      : `\n  Every page: performance ≥ ${limits('').performance}, TBT within its target against the floor's.`,
  );
}
