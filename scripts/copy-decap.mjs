#!/usr/bin/env node
/**
 * Copies the editor (Decap CMS's self-contained browser bundle, React included) into
 * public/admin/decap/, so /admin is served from the site's own files with nothing from a CDN.
 * The bundle loads its numbered chunks and two .wasm files from the folder it came from.
 * Runs before every build and before `npm run dev` / `npm run admin`; the copy is not committed.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'package.json');
const dist = path.join(path.dirname(manifest), 'dist');
const version = JSON.parse(readFileSync(manifest, 'utf8')).version;
const out = path.resolve('public/admin/decap');
const stamp = path.join(out, 'VERSION');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) {
  console.log(`editor: Decap CMS ${version} is in public/admin/decap`);
  process.exit(0);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let files = 0;
for (const name of readdirSync(dist)) {
  // decap-cms.js, its numbered chunks, the wasm files and the licence; not the duplicate cms.js build nor source maps.
  if (!(/^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt')) continue;
  copyFileSync(path.join(dist, name), path.join(out, name));
  files += 1;
}
writeFileSync(stamp, version);
console.log(`editor: copied Decap CMS ${version} (${files} files) into public/admin/decap`);
