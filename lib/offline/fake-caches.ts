/**
 * A browser's Cache Storage in memory, for the unit tests of what the site keeps on a phone
 * (store.test.ts): the few methods lib/offline/store.ts and the offline page's script use.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const url = key(request, options?.ignoreSearch);
    for (const [stored, response] of this.entries) if (key(stored, options?.ignoreSearch) === url) return response.clone();
    return undefined;
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(key(request), response.clone());
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(key(request));
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const key = (request: RequestInfo | URL, ignoreSearch = false) => {
  const url = new URL(typeof request === 'string' || request instanceof URL ? request : request.url, 'https://site.test');
  if (ignoreSearch) url.search = '';
  return url.href;
};

export class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();

  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }

  async has(name: string) {
    return this.named.has(name);
  }

  async delete(name: string) {
    return this.named.delete(name);
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
    for (const cache of this.named.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }

  async keys() {
    return [...this.named.keys()];
  }
}

/** The fake as the browser's type, for the functions under test. */
export const fakeCaches = () => new FakeCacheStorage() as unknown as CacheStorage & FakeCacheStorage;
