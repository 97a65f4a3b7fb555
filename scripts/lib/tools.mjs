/**
 * Tools installed on first use. The editor's bundle (decap-cms, for the build), its local server
 * (decap-server, for `npm run admin` and the editor's browser test) and Lighthouse (for
 * `npm run bench`) are packages the site's own code never imports, with dependency trees of their
 * own, so each lives in its own small package under tools/<name>/, pinned by its own
 * package-lock.json, and is installed there the first time a command needs it. npm's cache keeps
 * the download: a second install, or one without a network, reads from it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The folder of a tool, e.g. tools/bench. @param {string} name */
export const toolDir = (name) => path.join(ROOT, 'tools', name);

/** @param {string} dir */
const lockHash = (dir) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');

/**
 * Installs tools/<name> from its lockfile unless the installed copy was made from the same lockfile.
 * Exits with a message saying what to run when npm cannot install it.
 * @param {string} name
 * @returns {string} the tool's folder
 */
export function ensureTool(name) {
  const dir = toolDir(name);
  const stamp = path.join(dir, 'node_modules', '.installed-from');
  const want = lockHash(dir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return dir;
  /** @type {{ dependencies: Record<string, string> }} */
  const { dependencies } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const what = Object.entries(dependencies)
    .map(([pkg, version]) => `${pkg} ${version}`)
    .join(', ');
  console.log(`Installing ${what} into tools/${name}/ (once; later runs reuse it) …`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      `\nCould not install tools/${name}/ (${what}). npm needs the registry once; after that its cache is enough.\nTry again with: npm install --prefix tools/${name}`,
    );
    process.exit(1);
  }
  writeFileSync(stamp, want);
  return dir;
}

/**
 * The path of a file a tool's package resolves to, e.g. resolveInTool('bench', 'lighthouse').
 * @param {string} name @param {string} specifier
 */
export function resolveInTool(name, specifier) {
  return createRequire(path.join(toolDir(name), 'package.json')).resolve(specifier);
}

/**
 * Imports a module from a tool's own node_modules (its types are the tool's business: any).
 * @param {string} name @param {string} specifier @returns {Promise<any>}
 */
export function importFromTool(name, specifier) {
  return import(pathToFileURL(resolveInTool(name, specifier)).href);
}

/** A tool's executable, e.g. toolBin('editor-server', 'decap-server'). */
/** @param {string} name @param {string} bin */
export const toolBin = (name, bin) => path.join(toolDir(name), 'node_modules', '.bin', bin);

// `node scripts/lib/tools.mjs decap editor-server bench`: installs the named tools (the test command does this before the browser tests).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) ensureTool(name);
}
