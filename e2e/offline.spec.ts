import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { format } from '../lib/i18n/format';
import type { OfflineIndex } from '../lib/offline/store';
import { keptPages, ROUTES, urlFor } from '../lib/urls';
import { loadedScripts } from '../lib/offline/page-files.js';
import { policyFor } from '../scripts/lib/postbuild-core.mjs';
import { expect, gotoReady, test, waitForHydration } from './fixtures';
import { attribute, elements, htmlOf, textOf } from './html';
import { english, LANGUAGES, OTHER_LANGUAGES, type Language } from './routes';

/**
 * The site on a phone without a network (lib/offline): installable in every language; what a visitor
 * opened stays readable; "Keep plans on this phone" stores the catalogue of a language; an unknown page
 * shows the offline page in its language; a new deploy replaces what is stored. Every page here lets
 * the site's service worker run (the other specs block it, playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it registers once the page has loaded and is idle). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined), {
      message: 'the service worker controls the page',
      timeout: 15_000,
    })
    .toBe(true);
}

/** Whether a page is stored on the phone (in any of the worker's caches), by its address. */
const stored = (page: Page, url: string) =>
  page.evaluate(async (address) => (await caches.match(address, { ignoreSearch: true })) !== undefined, url);

/** A page's one heading, as its HTML says it: what the same page must show without a network. */
const headingOf = async (request: Parameters<typeof htmlOf>[0], route: string) =>
  textOf(elements(await htmlOf(request, route), 'h1')[0] ?? '');

/** Presses "Keep plans on this phone" on the Products page of `lang` and waits until it says the plans are saved. */
async function keepPlans(page: Page, lang: Language, at = lang.path(urlFor('en', 'products'))) {
  await gotoReady(page, at);
  const { keep } = lang.words;
  // Its size first, as the index the build wrote says it.
  const index = (await (await page.request.get(new URL(lang.path('/offline.json'), page.url()).href)).json()) as OfflineIndex;
  const size = new Intl.NumberFormat(lang.words.meta.intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    index.bytes / 1e6,
  );
  await expect(page.getByText(format(keep.size, { size }))).toBeVisible();
  await page.getByRole('button', { name: keep.button }).click();
  await expect(page.getByText(keep.saved)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: keep.update })).toBeVisible();
}

test('a page a visitor has opened is still there without a network, and an unknown one shows the offline page in its language', async ({
  page,
  context,
}) => {
  for (const lang of [english, OTHER_LANGUAGES[0]!]) {
    const about = lang.path(urlFor('en', 'about'));
    await gotoReady(page, about);
    await controlled(page);
    // The first page came before the worker; it stores it when the page says it has loaded.
    await expect.poll(() => stored(page, about), { message: `${about} is stored` }).toBe(true);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    const unknown = lang.path(urlFor('en', 'news'));
    await page.goto(unknown);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    await expect(page).toHaveURL(unknown);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.words.offline.heading);
    // It lists what is stored: the page opened before.
    const list = page.getByRole('region').or(page.locator('#offline-stored'));
    await expect(list.getByRole('link', { name: lang.site.site.agencyName }).or(list.getByRole('link').first())).toBeVisible();
    await expect(page.locator('#offline-stored').getByRole('link')).toHaveAttribute('href', about);
    await context.setOffline(false);
  }
});

for (const lang of [english, OTHER_LANGUAGES[0]!]) {
  test(`“Keep plans on this phone” in ${lang.locale} then no network: every plan page, the comparison, the needs, the help pages and Contact`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const kept = keptPages(lang.site).map(lang.path);
    const headings = await Promise.all(kept.map((route) => headingOf(request, route)));
    await keepPlans(page, lang);
    await context.setOffline(true);
    for (const [i, route] of kept.entries()) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(headings[i]!);
    }
    // Every plan page, by the plan's name, and the comparison in this language.
    for (const plan of lang.site.products) expect(kept).toContain(lang.path(urlFor('en', { plan: plan.path })));
    expect(kept).toContain(lang.path(urlFor('en', 'comparePlans')));
    await page.goto(`${lang.path(urlFor('en', 'comparePlans'))}?plans=${lang.site.products[0]!.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.words.compare.heading);
    await context.setOffline(false);
  });
}

test('a page stored more than a week ago says when it was saved, in its language', async ({ page, context }) => {
  const lang = OTHER_LANGUAGES[0]!;
  const contact = lang.path(urlFor('en', 'contact'));
  await keepPlans(page, lang);
  const weekAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
  await page.evaluate(
    async ({ address, at }) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const response = await cache.match(address);
        if (!response) continue;
        const headers = new Headers(response.headers);
        headers.set('x-saved-at', String(at));
        await cache.put(address, new Response(await response.blob(), { headers }));
      }
    },
    { address: contact, at: weekAgo },
  );
  await context.setOffline(true);
  await gotoReady(page, contact);
  const dict = lang.words;
  const date = new Intl.DateTimeFormat(dict.meta.intl, dict.meta.date).format(weekAgo);
  await expect(page.getByRole('note')).toHaveText(dict.offline.savedNote.replace('{date}', date));
  await context.setOffline(false);
});

test('“Remove from this phone” frees the space: the plans are no longer stored', async ({ page }) => {
  await keepPlans(page, english);
  const plan = urlFor('en', { plan: english.site.products[0]!.path });
  expect(await stored(page, plan)).toBe(true);
  await page.getByRole('button', { name: english.words.keep.remove }).click();
  await expect(page.getByText(english.words.keep.removed)).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).not.toContain('site-catalogue-en');
  await expect(page.getByRole('button', { name: english.words.keep.button })).toBeVisible();
});

test('without JavaScript the Products page and the comparison have no control that cannot work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of LANGUAGES) {
    for (const route of [urlFor('en', 'products'), urlFor('en', 'comparePlans')]) {
      await page.goto(lang.path(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: lang.words.keep.button })).toHaveCount(0);
      await expect(page.getByText(lang.words.keep.heading)).toHaveCount(0);
    }
  }
  await context.close();
});

test('every language has its manifest, with the owner’s names and icons of the sizes it says', async ({ request }) => {
  for (const lang of LANGUAGES) {
    const html = await htmlOf(request, lang.path('/'));
    const link = /<link rel="manifest"[^>]*>/.exec(html)?.[0] ?? '';
    const href = attribute(link, 'href');
    expect(href, lang.locale).toBe(lang.path('/manifest.webmanifest'));
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: lang.site.site.agencyName,
      short_name: lang.site.site.shortName,
      lang: lang.locale,
      display: 'standalone',
      scope: '/',
      start_url: lang.path('/') === '/' ? '/' : lang.path('/'),
    });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const png = await (await request.get(icon.src)).body();
      expect(png.subarray(1, 4).toString(), icon.src).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }
});

test('Chrome on a phone can install the site, in every language: no installability error', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A test's browser context is a private window, where nothing can be installed: a profile of its own instead.
  const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const lang of LANGUAGES) {
      await gotoReady(page, lang.path('/'));
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, lang.locale).toEqual([]);
      const { url } = await cdp.send('Page.getAppManifest');
      expect(url, lang.locale).toMatch(new RegExp(`${lang.path('/manifest.webmanifest').replace(/[.]/g, '\\.')}$`));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('after a new deploy', () => {
  let server: ChildProcess;
  let root: string;
  // A copy of the export on a port of its own, beside the test server's (E2E_PORT).
  const port = Number(process.env.E2E_PORT ?? 4173) + 200 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const url = (route: string) => `http://127.0.0.1:${port}${route}`;
  test.use({ allowedOrigins: [url('')] });
  test.beforeAll(async () => {
    // The export and Next's record of its base path beside it, as a host has them.
    const deploy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    root = path.join(deploy, 'out');
    cpSync('out', root, { recursive: true, filter: (source) => !/[/\\](admin|og)$/.test(source) });
    cpSync('.next/routes-manifest.json', path.join(deploy, '.next', 'routes-manifest.json'));
    server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(port), '--dir', root], { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(url('/')).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
  });
  test.afterAll(() => {
    server.kill();
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  test('the next visit with a network replaces what is stored: a changed plan is stored as it is now, a withdrawn one is gone', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const lang = OTHER_LANGUAGES[0]!;
    const [changed, withdrawn] = lang.site.products.map((plan) => lang.path(urlFor('en', { plan: plan.path })));
    await keepPlans(page, lang, url(lang.path(urlFor('en', 'products'))));

    // The deploy: a plan's name changes (on its page and in the page data it hydrates from), another
    // plan is taken off the site, and the index and the worker carry new revisions (as the post-build
    // step writes them).
    const file = (route: string) =>
      path.join(root, route === '/' ? 'index.html' : `${route.slice(1).replace(/^\/+/, '')}${path.extname(route) ? '' : '.html'}`);
    const [plan] = lang.site.products;
    // Its last letter changed for one as long in UTF-8, so the page data's length-prefixed text rows stay whole.
    const letters = [...plan!.name];
    const last = letters.pop()!;
    const renamed = [...letters, Buffer.byteLength(last) === 1 ? (last === 'X' ? 'Y' : 'X') : last === 'क' ? 'ख' : 'क'].join('');
    // Page data is named by its content, so the new one has a new name.
    const html = readFileSync(file(changed!), 'utf8');
    const data = loadedScripts(html)[0]!;
    const newData = data.replace(/\.js$/, '-2.js');
    writeFileSync(file(newData), readFileSync(file(data), 'utf8').replaceAll(plan!.name, renamed));
    const rewritten = html.replaceAll(plan!.name, renamed).replace(data, newData);
    // Its loader changed, so its policy allows the new one by its hash, as the post-build step writes it.
    writeFileSync(
      file(changed!),
      rewritten.replace(/(<meta http-equiv="Content-Security-Policy" content=")[^"]*/, `$1${policyFor(rewritten)}`),
    );
    rmSync(file(withdrawn!));
    const indexFile = file(lang.path('/offline.json'));
    const index = JSON.parse(readFileSync(indexFile, 'utf8'));
    const worker = file('/sw.js');
    writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(index.revision, 'a-new-revision-00'));
    writeFileSync(
      indexFile,
      JSON.stringify({
        ...index,
        revision: 'a-new-revision-00',
        keep: index.keep.filter((route: string) => route !== withdrawn),
        files: index.files.map((url: string) => (url === data ? newData : url)),
      }),
    );

    // The next visit with a network: the browser finds the new worker, which stores the catalogue again.
    await page.goto(url(lang.path('/')));
    await expect
      .poll(
        () =>
          page.evaluate(async ({ address, name }) => (await (await caches.match(address))?.text())?.includes(name) ?? false, {
            address: changed!,
            name: renamed,
          }),
        {
          message: 'the changed plan is stored as it is now',
          timeout: 30_000,
        },
      )
      .toBe(true);
    await expect.poll(() => stored(page, withdrawn!), { message: 'the withdrawn plan is gone' }).toBe(false);
    await context.setOffline(true);
    await page.goto(url(changed!));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed);
    await page.goto(url(withdrawn!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.words.offline.heading);
    await context.setOffline(false);
  });
});

test('the offline page is for no search engine and no sitemap', async ({ request }) => {
  const html = await htmlOf(request, ROUTES.offline.path);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(ROUTES.offline.path);
});
