/** @jest-environment node */
import { fakeCaches } from './fake-caches';
import {
  catalogueCache,
  FILES_CACHE,
  isOld,
  keepCatalogue,
  keptCatalogue,
  PAGES_CACHE,
  pageKey,
  readRecord,
  recordUrl,
  refreshPages,
  removeCatalogue,
  SAVED_AT,
  savedAt,
  storeVisit,
  WEEK,
  type KeepAnswer,
  type OfflineIndex,
  type Store,
} from './store';

const ORIGIN = 'https://site.test';
const BASE = '/lic';

/** A site whose pages and files are `files` (address below the base path → body), answered as a server would. */
function site(files: Record<string, string>) {
  const asked: string[] = [];
  const fetch = async (input: string) => {
    const path = new URL(input).pathname;
    asked.push(path);
    const body = files[path];
    if (body === undefined) return new Response('not here', { status: 404 });
    return new Response(body, { headers: { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' } });
  };
  return { fetch, asked };
}

function storeOf(files: Record<string, string>, now = 1_000) {
  const server = site(files);
  const caches = fakeCaches();
  const store: Store = { caches, fetch: server.fetch, origin: ORIGIN, base: BASE, now: () => now };
  return { store, caches, server };
}

/** A page whose loader adds its data file and a chunk. */
const page = (title: string, data: string) =>
  `<!DOCTYPE html><html><head><script>(function(){var s=${JSON.stringify([data, '/lic/_next/static/chunks/a.js'])},d=document})()</script>` +
  `<link rel="stylesheet" href="/lic/_next/static/chunks/s.css"/></head><body><h1>${title}</h1></body></html>`;

const index = (revision: string, keep: string[], files: string[]): OfflineIndex => ({
  locale: 'hi',
  revision,
  bytes: 1234,
  keep,
  files,
  pages: [],
});

describe('pageKey', () => {
  it('keeps a page under its address without its query or fragment (the comparison’s view is in its query)', () => {
    expect(pageKey('https://site.test/lic/hi/compare-plans?plans=a,b#table')).toBe('https://site.test/lic/hi/compare-plans');
  });
});

describe('isOld', () => {
  it('is true more than a week after a page was stored, and never for a page that does not say', () => {
    expect(isOld(0, WEEK)).toBe(false);
    expect(isOld(0, WEEK + 1)).toBe(true);
    expect(isOld(undefined, 10 * WEEK)).toBe(false);
  });
});

describe('keepCatalogue', () => {
  const files = {
    '/lic/hi/product/a': page('A', '/lic/_next/static/page-data/1.js'),
    '/lic/hi/compare-plans': page('Compare', '/lic/_next/static/page-data/2.js'),
    '/lic/_next/static/chunks/a.js': 'chunk',
    '/lic/_next/static/chunks/s.css': 'css',
  };
  const listed = index(
    'r1',
    ['/lic/hi/product/a', '/lic/hi/compare-plans'],
    ['/lic/_next/static/chunks/a.js', '/lic/_next/static/chunks/s.css'],
  );

  it('stores every page and file of the index, pages with the time they were stored, reporting each, then its record', async () => {
    const { store, caches } = storeOf(files, 5_000);
    const answers: KeepAnswer[] = [];
    const answer = await keepCatalogue(store, listed, (a) => answers.push(a));
    expect(answer).toEqual({ state: 'saved', savedAt: 5_000, bytes: 1234 });
    expect(answers.filter((a) => a.state === 'progress').map((a) => a.state === 'progress' && a.done)).toEqual([1, 2, 3, 4]);
    expect(answers.at(-1)).toEqual(answer);
    const cache = await caches.open(catalogueCache('hi'));
    const stored = await cache.match(`${ORIGIN}/lic/hi/product/a`);
    expect(await stored?.text()).toContain('<h1>A</h1>');
    expect(stored && savedAt(stored)).toBe(5_000);
    expect((await cache.match(`${ORIGIN}/lic/_next/static/chunks/a.js`))?.headers.get(SAVED_AT)).toBeNull();
    expect(await keptCatalogue(store, 'hi')).toEqual({ revision: 'r1', savedAt: 5_000, bytes: 1234 });
  });

  it('stored again from a new index, drops what the index no longer lists (a plan taken off the site)', async () => {
    const { store, caches } = storeOf(files);
    await keepCatalogue(store, listed);
    await keepCatalogue(store, index('r2', ['/lic/hi/compare-plans'], ['/lic/_next/static/chunks/a.js']));
    const cache = await caches.open(catalogueCache('hi'));
    const urls = (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    expect(urls).toEqual(['/lic/__offline-record', '/lic/_next/static/chunks/a.js', '/lic/hi/compare-plans']);
    expect((await keptCatalogue(store, 'hi'))?.revision).toBe('r2');
  });

  it('stops with `failed` when a file cannot be had, leaving the record of the earlier build, so the next visit tries again', async () => {
    const { store } = storeOf(files);
    await keepCatalogue(store, listed);
    const answer = await keepCatalogue(store, index('r2', ['/lic/hi/product/gone'], []));
    expect(answer).toMatchObject({ state: 'failed', total: 1 });
    expect((await keptCatalogue(store, 'hi'))?.revision).toBe('r1');
  });

  it('says nothing is kept, without making a cache, for a language never kept; and removing frees it', async () => {
    const { store, caches } = storeOf(files);
    expect(await keptCatalogue(store, 'mr')).toBeUndefined();
    expect(await caches.has(catalogueCache('mr'))).toBe(false);
    await keepCatalogue(store, listed);
    expect(await removeCatalogue(store, 'hi')).toEqual({ state: 'removed' });
    expect(await caches.has(catalogueCache('hi'))).toBe(false);
  });
});

describe('refreshPages', () => {
  it('after a new build, fetches every page opened again with its new files, drops a page the site no longer has, and the files no page needs', async () => {
    const { store, caches, server } = storeOf({
      '/lic/hi/product/a': page('A, new', '/lic/_next/static/page-data/new.js'),
      '/lic/_next/static/page-data/new.js': 'new data',
      '/lic/_next/static/chunks/a.js': 'chunk',
      '/lic/_next/static/chunks/s.css': 'css',
    });
    const pages = await caches.open(PAGES_CACHE);
    const files = await caches.open(FILES_CACHE);
    await pages.put(`${ORIGIN}/lic/hi/product/a`, new Response(page('A, old', '/lic/_next/static/page-data/old.js')));
    await pages.put(`${ORIGIN}/lic/hi/product/withdrawn`, new Response(page('Gone', '/lic/_next/static/page-data/gone.js')));
    await files.put(`${ORIGIN}/lic/_next/static/page-data/old.js`, new Response('old data'));
    await files.put(`${ORIGIN}/lic/_next/static/chunks/a.js`, new Response('chunk'));
    await pages.put(recordUrl(ORIGIN, BASE), Response.json({ revision: 'old', savedAt: 1 }));

    await refreshPages(store, 'new');

    expect(await (await pages.match(`${ORIGIN}/lic/hi/product/a`))?.text()).toContain('A, new');
    expect(await pages.match(`${ORIGIN}/lic/hi/product/withdrawn`)).toBeUndefined();
    const kept = (await files.keys()).map((request) => new URL(request.url).pathname).sort();
    expect(kept).toEqual(['/lic/_next/static/chunks/a.js', '/lic/_next/static/chunks/s.css', '/lic/_next/static/page-data/new.js']);
    // A file already stored under its hashed name is not fetched again.
    expect(server.asked).not.toContain('/lic/_next/static/chunks/a.js');
    expect((await readRecord(pages, store))?.revision).toBe('new');

    server.asked.length = 0;
    await refreshPages(store, 'new');
    expect(server.asked).toEqual([]);
  });

  it('takes a store that has no record yet as of this build, fetching nothing', async () => {
    const { store, caches, server } = storeOf({});
    await (await caches.open(PAGES_CACHE)).put(`${ORIGIN}/lic/hi`, new Response('<html></html>'));
    await refreshPages(store, 'first');
    expect(server.asked).toEqual([]);
    expect((await readRecord(await caches.open(PAGES_CACHE), store))?.revision).toBe('first');
  });

  it('leaves everything as it was when the network fails half-way, with no record of the new build', async () => {
    const { store, caches } = storeOf({});
    const failing: Store = { ...store, fetch: async () => Promise.reject(new TypeError('offline')) };
    const pages = await caches.open(PAGES_CACHE);
    await pages.put(`${ORIGIN}/lic/hi`, new Response('<html>old</html>'));
    await pages.put(recordUrl(ORIGIN, BASE), Response.json({ revision: 'old', savedAt: 1 }));
    await expect(refreshPages(failing, 'new')).rejects.toThrow('offline');
    expect(await (await pages.match(`${ORIGIN}/lic/hi`))?.text()).toBe('<html>old</html>');
    expect((await readRecord(pages, store))?.revision).toBe('old');
  });
});

describe('storeVisit', () => {
  it('stores the page open when the worker first hears from it, with its files, once; and never a missing page', async () => {
    const { store, caches, server } = storeOf({
      '/lic/hi/news': page('News', '/lic/_next/static/page-data/n.js'),
      '/lic/_next/static/page-data/n.js': 'data',
      '/lic/_next/static/chunks/a.js': 'chunk',
      '/lic/_next/static/chunks/s.css': 'css',
    });
    await storeVisit(store, `${ORIGIN}/lic/hi/news?from=x`);
    const pages = await caches.open(PAGES_CACHE);
    expect(await (await pages.match(`${ORIGIN}/lic/hi/news`))?.text()).toContain('News');
    const files = (await (await caches.open(FILES_CACHE)).keys()).map((request) => new URL(request.url).pathname).sort();
    expect(files).toEqual(['/lic/_next/static/chunks/a.js', '/lic/_next/static/chunks/s.css', '/lic/_next/static/page-data/n.js']);
    server.asked.length = 0;
    await storeVisit(store, `${ORIGIN}/lic/hi/news`);
    expect(server.asked).toEqual([]);
    await storeVisit(store, `${ORIGIN}/lic/hi/nope`);
    expect(await pages.match(`${ORIGIN}/lic/hi/nope`)).toBeUndefined();
  });
});
