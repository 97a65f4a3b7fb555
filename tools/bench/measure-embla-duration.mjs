#!/usr/bin/env node
/**
 * Measures how long Embla's slide transition really takes in Chromium for several `duration`
 * values (Embla's `duration` is not in milliseconds). For each value: a 375-pixel carousel, then
 * `scrollNext()`, the container's transform read every animation frame. Reported: the time until
 * the slide has covered 95 % and 99 % of the way (and stays within that band), and until it rests
 * within half a pixel. Embla eases out with a long tail (and overshoots a little below about 15),
 * so the 95 % time is what a visitor sees as the transition. Median of 7 runs.
 * Usage: node tools/bench/measure-embla-duration.mjs   (run on an idle machine: cat /proc/loadavg)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** Embla's core, the one the site gets with embla-carousel-react, as a script for the page. */
const fromReact = createRequire(createRequire(import.meta.url).resolve('embla-carousel-react'));
const EMBLA_SCRIPT = path.join(path.dirname(fromReact.resolve('embla-carousel/package.json')), 'embla-carousel.umd.js');

/** @typedef {{ p95?: number, p99?: number, settle?: number }} Timings when the slide stays within 5 %, 1 % and half a pixel of its goal, in ms */

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
await page.setContent(`<!doctype html><html><body style="margin:0">
<div id="viewport" style="overflow:hidden;width:375px"><div id="container" style="display:flex">
${Array.from({ length: 6 }, (_, index) => `<div style="flex:0 0 100%;min-width:0;height:300px;background:hsl(${index * 60} 70% 60%)"></div>`).join('')}
</div></div></body></html>`);
await page.addScriptTag({ path: EMBLA_SCRIPT });
const DURATIONS = [10, 15, 16, 17, 18, 19, 20, 22, 25, 30];
const RUNS = 7;
/** @type {Record<number, { p95Ms: number, p99Ms: number, settleMs: number }>} */
const results = {};
for (const duration of DURATIONS) {
  /** @type {Timings[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const timings = await page.evaluate(async (duration) => {
      /** @type {typeof import('embla-carousel').default} */
      const EmblaCarousel = /** @type {any} */ (window).EmblaCarousel;
      const viewport = /** @type {HTMLElement} */ (document.getElementById('viewport'));
      const container = /** @type {HTMLElement} */ (document.getElementById('container'));
      const api = EmblaCarousel(viewport, { duration, align: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const offset = () => new DOMMatrix(getComputedStyle(container).transform).m41;
      const target = offset() - 375;
      /** @type {[number, number][]} time since the move began, and the container's offset */
      const samples = [];
      const start = performance.now();
      api.scrollNext();
      await new Promise((resolve) => {
        /** @param {number} now */
        const tick = (now) => {
          samples.push([now - start, offset()]);
          if (performance.now() - start < 2000) requestAnimationFrame(tick);
          else resolve(undefined);
        };
        requestAnimationFrame(tick);
      });
      api.destroy();
      /** The first moment from which the slide stays within `band` pixels of its goal. @param {number} band */
      const within = (band) => samples.find((_, index) => samples.slice(index).every(([, x]) => Math.abs(x - target) <= band))?.[0];
      return { p95: within(0.05 * 375), p99: within(0.01 * 375), settle: within(0.5) };
    }, duration);
    runs.push(timings);
  }
  /** The median run's time for `key`. @param {keyof Timings} key */
  const median = (key) => Math.round(runs.map((timings) => timings[key] ?? NaN).sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN);
  results[duration] = { p95Ms: median('p95'), p99Ms: median('p99'), settleMs: median('settle') };
  console.log(duration, results[duration]);
}
await browser.close();
