#!/usr/bin/env node
/**
 * Puts the editor (Decap CMS's self-contained browser bundle, React included) into
 * public/admin/decap/, so /admin is served from the site's own files with nothing from a CDN.
 * Runs before every build and before `npm run dev` / `npm run admin`; the copy is not committed.
 *
 * The site needs only the bundle, not the package's 800-package dependency tree (written for
 * React 16–18, whose peer conflicts fill `npm install` with warnings). So the package is not a
 * dependency: its tarball is fetched once with `npm pack` (npm's registry, proxy and cache, so a
 * later run works offline), checked against the integrity hash pinned below, and the bundle's files
 * are unpacked into node_modules/.cache/decap-cms/<version>/. To upgrade, change DECAP below to
 * the new version and the `dist.integrity` that `npm view decap-cms@<version> dist.integrity` prints,
 * and check each entry of PATCHES below: drop it when the release has the fix, or update its text.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const DECAP = {
  name: 'decap-cms',
  version: '3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

/**
 * Fixes applied to the copied bundle, each an exact text that must occur once (the copy stops with
 * a message when it does not: an upgrade changed the code, see the link).
 */
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

/** What the stamp file holds: the version and the patches, so a changed patch list copies again. */
const STAMP = [DECAP.version, ...PATCHES.map((patch) => patch.issue)].join('\n');

/** The bundle's files: decap-cms.js, its numbered chunks, the wasm files and the licence (not the duplicate cms.js build, not source maps). */
const wanted = (name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt';

/** The regular files of a tar archive under `folder`, as [name inside the folder, contents]. */
function* untar(archive, folder) {
  let offset = 0;
  while (offset + 512 <= archive.length && archive[offset] !== 0) {
    const field = (start, length) => archive.subarray(offset + start, offset + start + length).toString('utf8').replace(/\0.*$/s, '');
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const body = archive.subarray(offset + 512, offset + 512 + size);
    if ((type === '0' || type === '') && name.startsWith(folder)) yield [name.slice(folder.length), body];
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

/** The bundle's folder in the cache, fetched and unpacked first if it is not there. */
function bundle() {
  const dir = path.resolve('node_modules/.cache', DECAP.name, DECAP.version);
  if (existsSync(path.join(dir, 'decap-cms.js'))) return dir;
  const spec = `${DECAP.name}@${DECAP.version}`;
  console.log(`editor: fetching ${spec} (the browser bundle only) …`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decap-'));
  try {
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', tmp, '--json', '--loglevel=error'], { encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack ${spec} failed: ${pack.stderr.trim()}. It needs the npm registry once; afterwards npm's cache is enough.`);
    const [{ filename }] = JSON.parse(pack.stdout);
    const tarball = readFileSync(path.join(tmp, path.basename(filename)));
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    if (integrity !== DECAP.integrity) throw new Error(`${spec}: the tarball's integrity is ${integrity}, not the pinned ${DECAP.integrity} (scripts/copy-decap.mjs).`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, body] of untar(gunzipSync(tarball), 'package/dist/')) if (!name.includes('/') && wanted(name)) writeFileSync(path.join(dir, name), body);
    if (!existsSync(path.join(dir, 'decap-cms.js'))) throw new Error(`${spec}: no dist/decap-cms.js in the tarball.`);
    return dir;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const out = path.resolve('public/admin/decap');
const stamp = path.join(out, 'VERSION');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === STAMP) {
  console.log(`editor: Decap CMS ${DECAP.version} is in public/admin/decap`);
} else {
  let dist;
  try {
    dist = bundle();
  } catch (error) {
    console.error(`editor: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = readdirSync(dist).filter(wanted);
  for (const name of files) copyFileSync(path.join(dist, name), path.join(out, name));
  for (const patch of PATCHES) {
    const file = path.join(out, patch.file);
    const text = readFileSync(file, 'utf8');
    const count = text.split(patch.find).length - 1;
    if (count !== 1) {
      rmSync(out, { recursive: true, force: true });
      console.error(`editor: the patch for ${patch.issue} expects its text once in ${patch.file}, found it ${count} times (scripts/copy-decap.mjs → PATCHES): update or drop it for Decap CMS ${DECAP.version}.`);
      process.exit(1);
    }
    writeFileSync(file, text.replace(patch.find, patch.replace));
  }
  writeFileSync(stamp, STAMP);
  console.log(`editor: copied Decap CMS ${DECAP.version} (${files.length} files, ${PATCHES.length} fix) into public/admin/decap`);
}
