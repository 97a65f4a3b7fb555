#!/usr/bin/env node
/**
 * Puts the editor (Decap CMS's self-contained browser bundle, React included) into
 * public/admin/decap/, so /admin is served from the site's own files with nothing from a CDN.
 * Runs before every build and before `npm run dev` / `npm run admin`; the copy is not committed.
 *
 * The bundle comes from tools/decap/: the decap-cms package alone, pinned by that folder's lockfile
 * and installed there on first use (scripts/lib/tools.mjs; its package.json says why none of the
 * package's own dependencies is installed). The fixes in PATCHES are applied to the copy; when one
 * does not find its text, the copy stops, and the build with it, naming the fix. Upgrading:
 * docs/dependencies.md.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyPatch, isPatched } from './lib/patch.mjs';
import { ensureTool } from './lib/tools.mjs';

/** @type {import('./lib/patch.mjs').Patch[]} */
const PATCHES = [
  {
    // The right pane's "Writing in …" menu (the second language beside English) switches language,
    // then calls a callback that pane is never given, and the browser reports a TypeError on every
    // switch. decaporg/decap-cms#6307, fixed the same way in the unmerged decaporg/decap-cms#6495.
    file: 'decap-cms.js',
    find: 'handleLocaleChange=e=>{this.setState({selectedLocale:e}),this.props.onLocaleChange(e)}',
    replace: 'handleLocaleChange=e=>{this.setState({selectedLocale:e}),this.props.onLocaleChange?.(e)}',
    issue: 'https://github.com/decaporg/decap-cms/issues/6307',
  },
];

/**
 * The bundle's files: decap-cms.js, its numbered chunks, the wasm files and the licence (not the
 * duplicate cms.js build, not source maps).
 * @param {string} name
 */
const wanted = (name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt';

const pkg = path.join(ensureTool('decap'), 'node_modules', 'decap-cms');
const dist = path.join(pkg, 'dist');
/** @type {{ version: string }} */
const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
const out = path.resolve('public/admin/decap');
const stamp = path.join(out, 'VERSION');
/** What the stamp file holds: the version and the fixes, so a new version or a changed list of fixes copies again. */
const STAMP = [version, ...PATCHES.map((patch) => patch.issue)].join('\n');

/** Whether every fix is in the copy in public/admin/decap. */
const copyIsFixed = () => PATCHES.every((patch) => isPatched(readFileSync(path.join(out, patch.file), 'utf8'), patch));

try {
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === STAMP && copyIsFixed()) {
    console.log(`editor: Decap CMS ${version} is in public/admin/decap`);
  } else {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const files = readdirSync(dist).filter(wanted);
    if (!files.includes('decap-cms.js')) throw new Error(`tools/decap: decap-cms ${version} has no dist/decap-cms.js`);
    for (const name of files) copyFileSync(path.join(dist, name), path.join(out, name));
    for (const patch of PATCHES) {
      const file = path.join(out, patch.file);
      try {
        writeFileSync(file, applyPatch(readFileSync(file, 'utf8'), patch));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `${reason} (decap-cms ${version}, scripts/copy-decap.mjs → PATCHES): drop the fix when the release has it, or update its text`,
        );
      }
    }
    if (!copyIsFixed()) throw new Error('a fix is not in the copy after it was applied (scripts/copy-decap.mjs → PATCHES)');
    writeFileSync(stamp, STAMP);
    console.log(`editor: copied Decap CMS ${version} (${files.length} files, ${PATCHES.length} fix) into public/admin/decap`);
  }
} catch (error) {
  // No half-made copy is left behind: the next run starts again.
  rmSync(out, { recursive: true, force: true });
  console.error(`editor: ${error instanceof Error ? error.message : error}.`);
  process.exit(1);
}
