/**
 * Bundles the site's service worker (lib/offline/service-worker.ts) into one file with Serwist, as
 * Serwist's own command line does for a site built by something else: @serwist/build lists the files to
 * precache with their revisions, and esbuild bundles the worker with that list and this build's
 * configuration written in (`self.__SW_MANIFEST`, `OFFLINE`).
 */
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';

/** Browsers whose service workers the bundle is written for (Serwist's own targets). */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16'];

/**
 * @param {{
 *   root: string,
 *   base: string,
 *   files: string[],
 *   pages: Record<string, string[]>,
 *   config: import('../../lib/offline/worker-config').WorkerConfig,
 * }} options `files` to precache, relative to the export `root`; `pages`, addresses (relative, without the
 *   base path) of pages to precache with the files that make them (`{ 'hi/offline': ['hi/offline.html'] }`).
 * @returns {Promise<{ text: string, count: number, size: number }>}
 */
export async function serviceWorker({ root, base, files, pages, config }) {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: root,
    globPatterns: files,
    templatedURLs: pages,
    // Files under /_next/static/ are named by their content: their address is their revision.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `${base}/${entry.url}` })), warnings: [] }),
    ],
  });
  if (warnings.length > 0) throw new Error(`the service worker's precache: ${warnings.join('; ')}`);
  const result = await build({
    entryPoints: ['lib/offline/service-worker.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      'self.__SW_MANIFEST': JSON.stringify(manifestEntries ?? []),
      OFFLINE: JSON.stringify(config),
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(base),
    },
  });
  const text = result.outputFiles[0]?.text;
  if (!text) throw new Error('esbuild wrote no service worker');
  return { text, count, size };
}
