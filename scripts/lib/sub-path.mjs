// @ts-check
/**
 * A site served below a sub-path (a GitHub Pages project site, `https://owner.github.io/lic-site`) has
 * every same-site address below that path: a link, a picture, a form's action, the app manifest's start
 * and icons, the service worker's stored files. These read the exported files and list every address
 * that is not, or that names no exported file (scripts/test/sub-path.mjs builds such a site and runs them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sameSiteAddresses } from '../../lib/offline/page-files.js';

/**
 * The same-site addresses of a web app manifest: its id, start, scope and icons.
 * @param {string} json
 * @returns {string[]}
 */
export function manifestAddresses(json) {
  /** @type {{ id?: string, start_url?: string, scope?: string, icons?: { src: string }[] }} */
  const manifest = JSON.parse(json);
  return [manifest.id, manifest.start_url, manifest.scope, ...(manifest.icons ?? []).map((icon) => icon.src)].filter(
    /** @returns {url is string} */ (url) => typeof url === 'string',
  );
}

/**
 * The addresses the service worker stores ahead (its precache list, `url:"/…"` in the bundle).
 * @param {string} script
 * @returns {string[]}
 */
export function workerAddresses(script) {
  return [...script.matchAll(/\burl:"(\/[^"]*)"/g)].map(([, url = '']) => url);
}

/**
 * Why an address is wrong for a site below `base`, or undefined when it is right: below the base path
 * and naming a file of the export (`x`, `x.html` or `x/index.html`).
 * @param {string} url @param {string} base @param {(local: string) => boolean} exists
 * @returns {'outside the base path' | 'no such file' | undefined}
 */
export function addressProblem(url, base, exists) {
  const below = url.startsWith(base) && (url.length === base.length || /^[/?#]/.test(url.slice(base.length)));
  if (!below) return 'outside the base path';
  const local = decodeURIComponent(url.slice(base.length).replace(/[?#].*$/, '')) || '/';
  return exists(local) ? undefined : 'no such file';
}

/**
 * Every wrong address of the export in `root` for a site below `base`, each once with the first file
 * that has it.
 * @param {string} root @param {string} base
 * @returns {{ files: number, problems: { url: string, file: string, problem: string }[] }}
 */
export function subPathProblems(root, base) {
  const exists = (/** @type {string} */ local) => {
    const file = path.join(root, local);
    if (existsSync(file) && statSync(file).isFile()) return true;
    return existsSync(`${file}.html`) || existsSync(path.join(file, 'index.html'));
  };
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('admin'))
    .sort();
  /** @type {Map<string, { url: string, file: string, problem: string }>} */
  const problems = new Map();
  let checked = 0;
  for (const file of files) {
    const text = () => readFileSync(path.join(root, file), 'utf8');
    const urls = file.endsWith('.html')
      ? sameSiteAddresses(text())
      : file.endsWith('.webmanifest')
        ? manifestAddresses(text())
        : file === 'sw.js'
          ? workerAddresses(text())
          : file.endsWith('offline.json')
            ? (/** @type {{ keep?: string[] }} */ (JSON.parse(text())).keep ?? [])
            : undefined;
    if (!urls) continue;
    checked += 1;
    for (const url of urls) {
      const problem = addressProblem(url, base, exists);
      if (problem && !problems.has(url)) problems.set(url, { url, file, problem });
    }
  }
  return { files: checked, problems: [...problems.values()] };
}
