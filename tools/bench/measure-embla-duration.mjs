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
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
await page.setContent(`<!doctype html><html><body style="margin:0">
<div id="v" style="overflow:hidden;width:375px"><div id="c" style="display:flex">
${Array.from({ length: 6 }, (_, i) => `<div style="flex:0 0 100%;min-width:0;height:300px;background:hsl(${i * 60} 70% 60%)"></div>`).join('')}
</div></div></body></html>`);
await page.addScriptTag({ path: 'node_modules/embla-carousel/embla-carousel.umd.js' });
const durations = [10, 15, 16, 17, 18, 19, 20, 22, 25, 30];
const results = {};
for (const duration of durations) {
  const runs = [];
  for (let run = 0; run < 7; run++) {
    const t = await page.evaluate(async (duration) => {
      const api = EmblaCarousel(document.getElementById('v'), { duration, align: 'start' });
      await new Promise((r) => setTimeout(r, 200));
      const c = document.getElementById('c');
      const x = () => new DOMMatrix(getComputedStyle(c).transform).m41;
      const from = x();
      const target = from - 375;
      const samples = [];
      const start = performance.now();
      api.scrollNext();
      await new Promise((resolve) => {
        const tick = (now) => {
          samples.push([now - start, x()]);
          if (performance.now() - start < 2000) requestAnimationFrame(tick); else resolve();
        };
        requestAnimationFrame(tick);
      });
      api.destroy();
      const within = (band) => samples.find((_, i) => samples.slice(i).every(([, w]) => Math.abs(w - target) <= band))?.[0];
      return { p95: within(0.05 * 375), p99: within(0.01 * 375), settle: within(0.5) };
    }, duration);
    runs.push(t);
  }
  const med = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[3];
  results[duration] = { p95Ms: Math.round(med('p95')), p99Ms: Math.round(med('p99')), settleMs: Math.round(med('settle')) };
  console.log(duration, results[duration]);
}
await browser.close();
