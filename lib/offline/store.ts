import { pageFiles } from './page-files.js';

/**
 * What the site keeps on a phone, in the browser's Cache Storage, and how it is filled, refreshed and
 * emptied: one module for the service worker (lib/offline/service-worker.ts), which does the work, and
 * the "Keep plans on this phone" control (components/offline/), which reads what is stored. Every
 * function takes the browser's `caches` and `fetch` (and the time) as arguments, so the unit tests run
 * it on a store of their own.
 *
 * Three kinds of cache: the pages a visitor has opened (network first, kept for when there is none),
 * the files they need (scripts, styles, fonts, pictures), and, per language, the catalogue the visitor
 * chose to keep: every page of the routes marked `keep` (lib/urls.ts) with all its files, listed at
 * build time in that language's offline index (/offline.json, /hi/offline.json; scripts/postbuild.mjs).
 * Each cache holds one more entry, its record (`META`): from which build it was filled, and when.
 */

/** The pages a visitor has opened. */
export const PAGES_CACHE = 'site-pages';
/** The files those pages need. */
export const FILES_CACHE = 'site-files';
/** A language's kept catalogue, pages and files together: removing it frees exactly its space. */
export const catalogueCache = (locale: string) => `site-catalogue-${locale}`;

/** The header with which a stored page says when it was stored (milliseconds since 1970). */
export const SAVED_AT = 'x-saved-at';
/** How old a stored page may be before it says when it was saved. */
export const WEEK = 7 * 24 * 60 * 60 * 1000;

/** A language's offline index, as the post-build step writes it. Its addresses are below the base path. */
export type OfflineIndex = {
  locale: string;
  /** Changes whenever a kept page, or a file one of them needs, changes. */
  revision: string;
  /** What the kept pages and their files take, uncompressed, in bytes. */
  bytes: number;
  /** The kept pages, in the route table's order. */
  keep: string[];
  /** The files they need, each once. */
  files: string[];
  /** Every page of the language with its name, for the offline page's list of what is stored. */
  pages: { url: string; name: string }[];
};

/** A cache's record: the build it was filled from, when, and (a catalogue's) how many bytes. */
export type CacheRecord = { revision: string; savedAt: number; bytes?: number };

/** Where a cache keeps its record, on the site at `origin` below `base`. */
export const recordUrl = (origin: string, base: string) => `${origin}${base}/__offline-record`;

/** What a page sends the worker (with a port for the answers, for `keep` and `remove`). */
export type WorkerMessage = { type: 'keep' | 'remove'; locale: string } | { type: 'visit' };

/** What the worker answers while it keeps or removes a catalogue. */
export type KeepAnswer =
  | { state: 'progress'; done: number; total: number }
  | { state: 'saved'; savedAt: number; bytes: number }
  | { state: 'failed'; done: number; total: number }
  | { state: 'removed' };

export type Store = {
  caches: CacheStorage;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The site's origin and base path: where the addresses of the index are. */
  origin: string;
  base: string;
  now: () => number;
};

/** The address a stored page is kept under: without its query (the comparison's view) or fragment. */
export function pageKey(url: string): string {
  const address = new URL(url);
  address.search = '';
  address.hash = '';
  return address.href;
}

/** A copy of a page's response that says when it was stored (and is no longer marked as redirected). */
export async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** When a stored response was stored, if it says. */
export function savedAt(response: Response): number | undefined {
  const value = Number(response.headers.get(SAVED_AT));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Whether a page stored at `saved` should say so at `now`: more than a week ago. */
export const isOld = (saved: number | undefined, now: number) => saved !== undefined && now - saved > WEEK;

export async function readRecord(cache: Cache, store: Pick<Store, 'origin' | 'base'>): Promise<CacheRecord | undefined> {
  const response = await cache.match(recordUrl(store.origin, store.base));
  return response ? ((await response.json()) as CacheRecord) : undefined;
}

async function writeRecord(cache: Cache, store: Pick<Store, 'origin' | 'base'>, record: CacheRecord) {
  await cache.put(recordUrl(store.origin, store.base), Response.json(record));
}

/** A language's kept catalogue's record, if the visitor keeps it; without opening (so creating) the cache. */
export async function keptCatalogue(store: Pick<Store, 'caches' | 'origin' | 'base'>, locale: string): Promise<CacheRecord | undefined> {
  if (!(await store.caches.has(catalogueCache(locale)))) return undefined;
  return readRecord(await store.caches.open(catalogueCache(locale)), store);
}

/** Runs `work` over `items`, four at a time. */
async function inTurn<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(4, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Stores a language's catalogue, as its index lists it: every kept page (asked of the server again, so
 * a page changed since is stored as it is now) and every file they need, then drops what the index no
 * longer lists (a plan taken off the site, a file of an earlier build) and writes the record. Reports
 * its progress as it goes. If a file cannot be fetched it stops with `failed`, leaving what was stored
 * before, and with no record of this build, so the next visit tries again.
 */
export async function keepCatalogue(
  store: Store,
  index: OfflineIndex,
  report: (answer: KeepAnswer) => void = () => {},
): Promise<KeepAnswer> {
  const cache = await store.caches.open(catalogueCache(index.locale));
  const wanted = [...index.keep.map((url) => ({ url, page: true })), ...index.files.map((url) => ({ url, page: false }))];
  const total = wanted.length;
  let done = 0;
  let failed = false;
  await inTurn(wanted, async ({ url, page }) => {
    if (failed) return;
    const address = `${store.origin}${url}`;
    try {
      const response = await store.fetch(address, page ? { cache: 'no-cache' } : undefined);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(address, page ? await stamped(response, store.now()) : response);
      done += 1;
      report({ state: 'progress', done, total });
    } catch {
      failed = true;
    }
  });
  if (failed) {
    const answer: KeepAnswer = { state: 'failed', done, total };
    report(answer);
    return answer;
  }
  const listed = new Set(wanted.map(({ url }) => `${store.origin}${url}`));
  listed.add(recordUrl(store.origin, store.base));
  for (const request of await cache.keys()) if (!listed.has(request.url)) await cache.delete(request);
  const record = { revision: index.revision, savedAt: store.now(), bytes: index.bytes };
  await writeRecord(cache, store, record);
  const answer: KeepAnswer = { state: 'saved', savedAt: record.savedAt, bytes: record.bytes };
  report(answer);
  return answer;
}

/** Removes a language's kept catalogue, freeing its space (pages the visitor opened stay). */
export async function removeCatalogue(store: Pick<Store, 'caches'>, locale: string): Promise<KeepAnswer> {
  await store.caches.delete(catalogueCache(locale));
  return { state: 'removed' };
}

const isPage = (response: Response) => response.ok && (response.headers.get('content-type') ?? '').includes('text/html');

/** Stores each of `files` (absolute addresses) that the files' cache lacks; returns that cache. */
async function storeFiles(store: Store, files: Iterable<string>, init?: RequestInit): Promise<Cache> {
  const cache = await store.caches.open(FILES_CACHE);
  for (const file of files) {
    if (await cache.match(file)) continue;
    const response = await store.fetch(file, init);
    if (response.ok) await cache.put(file, response);
  }
  return cache;
}

/**
 * The page a visitor has open when the worker first hears from it, stored with the files it needs: it
 * came before the worker did, so the worker did not see it pass. Taken from the browser's own cache
 * where it is there (it was just loaded), so it costs no second download.
 */
export async function storeVisit(store: Store, url: string): Promise<void> {
  const pages = await store.caches.open(PAGES_CACHE);
  const key = pageKey(url);
  if (await pages.match(key)) return;
  const response = await store.fetch(key, { cache: 'force-cache' });
  if (!isPage(response)) return;
  const html = await response.clone().text();
  await pages.put(key, await stamped(response, store.now()));
  await storeFiles(
    store,
    pageFiles(html).map((file) => `${store.origin}${file}`),
    { cache: 'force-cache' },
  );
}

/**
 * After a new deploy (`revision`, the build's), the pages a visitor opened are fetched again, each with
 * the files it now needs: a page the site no longer has (404, 410) is dropped, and so is every stored
 * file no stored page needs any more. Nothing is dropped when the network fails half-way; with no
 * record of the new build, the next visit tries again. A cache that has no record yet is of this build.
 */
export async function refreshPages(store: Store, revision: string): Promise<void> {
  const pages = await store.caches.open(PAGES_CACHE);
  const record = await readRecord(pages, store);
  if (record?.revision === revision) return;
  const recordAddress = recordUrl(store.origin, store.base);
  const needed = new Set<string>();
  if (record) {
    for (const request of await pages.keys()) {
      if (request.url === recordAddress) continue;
      const response = await store.fetch(request.url, { cache: 'no-cache' });
      if (response.status === 404 || response.status === 410) {
        await pages.delete(request);
        continue;
      }
      if (!response.ok) throw new Error(`${request.url}: ${response.status}`);
      const html = await response.clone().text();
      await pages.put(request.url, await stamped(response, store.now()));
      for (const file of pageFiles(html)) needed.add(`${store.origin}${file}`);
    }
    const files = await storeFiles(store, needed);
    for (const request of await files.keys()) if (!needed.has(request.url)) await files.delete(request);
  }
  await writeRecord(pages, store, { revision, savedAt: store.now() });
}
