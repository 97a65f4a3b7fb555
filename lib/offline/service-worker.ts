/// <reference lib="webworker" />
import { CacheFirst, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { withBasePath } from '@/lib/base-path';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath, ROUTES, splitLocale } from '@/lib/urls';
import { offlineIndexPath } from './addresses';
import { savedNoteText, withSavedNote } from './saved-note';
import {
  FILES_CACHE,
  isOld,
  keepCatalogue,
  keptCatalogue,
  PAGES_CACHE,
  pageKey,
  refreshPages,
  removeCatalogue,
  savedAt,
  stamped,
  storeVisit,
  type KeepAnswer,
  type OfflineIndex,
  type Store,
  type WorkerMessage,
} from './store';
import type { WorkerConfig } from './worker-config';

/**
 * The site's service worker, bundled with Serwist by the post-build step into /sw.js (scripts/lib/
 * service-worker.mjs), which writes in the precache manifest (the offline page and index of each
 * language, and the files the offline pages need) and `OFFLINE`, this build's configuration.
 *
 * - A page (a navigation) comes from the network first, so a change on the site is never hidden, and is
 *   stored as it comes; without a network it comes from what is stored (the pages opened, the catalogue
 *   kept), with a note of when it was saved if that is more than a week ago, and otherwise the offline
 *   page in the address's language.
 * - The hashed files under /_next/static/ come from the store first (their name changes with their
 *   content); pictures, the logo and other files from the store while they are fetched again.
 * - A page asks it to keep or remove a language's catalogue ("Keep plans on this phone"), and says when
 *   it has loaded: after a new deploy, what is stored is fetched again (lib/offline/store.ts).
 */

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
declare const OFFLINE: WorkerConfig;

const { base } = OFFLINE;
const store: Store = { caches, fetch: (input, init) => fetch(input, init), origin: self.location.origin, base, now: () => Date.now() };

/** Whether an address is the site's own, below its base path (and not its editor). */
function onSite(url: URL): boolean {
  if (url.origin !== self.location.origin) return false;
  const path = url.pathname;
  if (base && path !== base && !path.startsWith(`${base}/`)) return false;
  return !path.slice(base.length).startsWith('/admin');
}

/** The language an address is in. */
function localeOf(url: URL): Locale {
  const path = url.pathname.slice(base.length) || '/';
  return splitLocale(path).locale;
}

/** A stored page as it is shown: with the note of when it was saved, if that is more than a week ago. */
async function shown(response: Response, url: URL): Promise<Response> {
  const saved = savedAt(response);
  if (!isOld(saved, Date.now()) || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const note = savedNoteText(OFFLINE.notes[localeOf(url)] ?? Object.values(OFFLINE.notes)[0]!, saved!);
  return new Response(withSavedNote(await response.text(), note), { status: response.status, headers: response.headers });
}

/** Without a network: what any cache holds for the address, else (for a page) the offline page in its language. */
const fromStore: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    const stored = await caches.match(pageKey(request.url), { ignoreSearch: true });
    if (stored) return request.mode === 'navigate' ? shown(stored, url) : stored;
    if (request.mode !== 'navigate') return Response.error();
    return (await serwist.matchPrecache(withBasePath(localizePath(localeOf(url), ROUTES.offline.path), base))) ?? Response.error();
  },
};

/** A page is stored under its address without its query, with the time it was stored, and shown with its note. */
const asPage: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  cacheWillUpdate: async ({ response }) =>
    response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? stamped(response, Date.now()) : null,
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => (cachedResponse ? shown(cachedResponse, new URL(request.url)) : null),
};

const FILE = /\.(css|js|woff2|svg|png|jpe?g|webp|avif|gif|ico)$/i;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && onSite(url),
      handler: new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [asPage, fromStore] }),
    },
    {
      matcher: ({ request, url }) => request.method === 'GET' && onSite(url) && url.pathname.startsWith(`${base}/_next/static/`),
      handler: new CacheFirst({ cacheName: FILES_CACHE, plugins: [fromStore] }),
    },
    {
      matcher: ({ request, url }) => request.method === 'GET' && onSite(url) && FILE.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: FILES_CACHE, plugins: [fromStore] }),
    },
  ],
});

/** A language's offline index, as the server has it now. */
async function indexOf(locale: string): Promise<OfflineIndex> {
  const response = await fetch(withBasePath(offlineIndexPath(locale as Locale), base), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`offline index: ${response.status}`);
  return (await response.json()) as OfflineIndex;
}

let refreshing: Promise<void> | undefined;

/** After a new deploy: the pages opened and every kept catalogue fetched again, once at a time. */
function refresh(): Promise<void> {
  refreshing ??= (async () => {
    try {
      await refreshPages(store, OFFLINE.revision);
      // The languages this build published: each has its catalogue's revision.
      for (const locale of Object.keys(OFFLINE.catalogues)) {
        const record = await keptCatalogue(store, locale);
        if (record && record.revision !== OFFLINE.catalogues[locale]) await keepCatalogue(store, await indexOf(locale));
      }
    } catch {
      // No network, or not all of it: the next visit tries again.
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

async function keep(locale: string, answer: (message: KeepAnswer) => void) {
  try {
    await keepCatalogue(store, await indexOf(locale), answer);
  } catch {
    answer({ state: 'failed', done: 0, total: 0 });
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage;
  const port = event.ports[0];
  const answer = (reply: KeepAnswer) => port?.postMessage(reply);
  const client = event.source instanceof Client ? event.source.url : undefined;
  if (message?.type === 'visit')
    event.waitUntil((client && onSite(new URL(client)) ? storeVisit(store, client) : Promise.resolve()).catch(() => {}).then(refresh));
  else if (message?.type === 'keep') event.waitUntil(keep(message.locale, answer));
  else if (message?.type === 'remove') event.waitUntil(removeCatalogue(store, message.locale).then(answer));
});

self.addEventListener('activate', (event) => event.waitUntil(refresh()));

serwist.addEventListeners();
