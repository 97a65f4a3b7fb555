#!/usr/bin/env node
/**
 * Full-page screenshots of the exported site at phone and desktop widths, for reviewing the design.
 * Usage: node scripts/dev/screenshots.mjs [--out shots] [--full] / /about-us ...   (needs `npm run build` first)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = (outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined) ?? 'shots';
const full = args.includes('--full');
const routes = args.filter((a) => !a.startsWith('--'));
if (routes.length === 0) routes.push('/');
mkdirSync(out, { recursive: true });

const port = Number(process.env.SHOTS_PORT ?? 4321);
const server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 600));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 640 ? 812 : 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
