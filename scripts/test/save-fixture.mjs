#!/usr/bin/env node
/**
 * Saves the page the post-build step's unit tests read (scripts/lib/__fixtures__/exported-page.html):
 * /product/index-plus exactly as `next build` exports it, before the post-build step. Run it after
 * upgrading Next (docs/upgrading-next.md), then `npx jest scripts/lib` and read what changed.
 * It leaves out/ without the post-build step: run `npm run build` again before serving or testing.
 * Usage: npm run fixture
 */
import { execSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';

const PAGE = 'out/product/index-plus.html';
const FIXTURE = 'scripts/lib/__fixtures__/exported-page.html';

execSync('node scripts/subset-fonts.mjs && node scripts/copy-decap.mjs', { stdio: 'inherit' });
execSync('node_modules/.bin/next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
copyFileSync(PAGE, FIXTURE);
const next = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
console.log(`\nSaved ${PAGE} (next ${next}, before the post-build step) as ${FIXTURE}.`);
console.log('Now: npx jest scripts/lib, then `npm run build` (out/ has no post-build step yet).');
