import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { en, languageOf } from './routes';
import { PROMO_SEEN_KEY } from '../components/home/promo-popup-script';

/** The English site's identity and news, as the pages show them. */
export const site = en.site;
export const news = en.news;

type Guard = { consoleErrors: string[]; externalRequests: string[] };

/**
 * Every page a test opens fails the test if it logs a console error or warning, throws, or requests
 * anything outside the site's own server: a page makes no third-party request at all. A test that
 * only reads files over HTTP (`request`) opens no page, and no browser context is made for it.
 */
export const test = base.extend<{ guard: Guard; allowedOrigins: string[] }>({
  /** Other origins a test may reach on purpose (the editor's local backend); none for the site's pages. */
  allowedOrigins: [[], { option: true }],
  /** What the test's page logged and requested that it should not have, checked when the test ends. */
  guard: async ({}, provide) => {
    const guard: Guard = { consoleErrors: [], externalRequests: [] };
    await provide(guard);
    expect(guard.externalRequests, 'requests outside the site').toEqual([]);
    expect(guard.consoleErrors, 'console errors and warnings').toEqual([]);
  },
  page: async ({ page, guard, baseURL, allowedOrigins }, provide, testInfo) => {
    const origins = [new URL(baseURL!).origin, ...allowedOrigins];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        // A 404 test asks for a missing page on purpose; the browser logs that as an error.
        if (/status of 404/.test(message.text()) && testInfo.tags.includes('@expects-404')) return;
        // The browser tests block the site's service worker (playwright.config.ts), and Playwright says so.
        if (/Service Worker registration blocked by Playwright/.test(message.text())) return;
        // A security test injects a script on purpose to see the policy refuse it.
        if (/Content Security Policy/.test(message.text()) && testInfo.tags.includes('@expects-csp-violation')) return;
        guard.consoleErrors.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => guard.consoleErrors.push(`pageerror: ${error.message}`));
    // Watched, not intercepted: intercepting every request would turn off the browser's cache
    // and slow every page by a quarter. The browser cannot reach another host anyway: its
    // resolver knows only the site's own address (the host rules in playwright.config.ts).
    page.on('request', (request) => {
      const url = request.url();
      if (origins.some((origin) => url.startsWith(origin)) || url.startsWith('data:') || url.startsWith('blob:')) return;
      guard.externalRequests.push(url);
    });
    await provide(page);
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/**
 * Runs axe (WCAG 2.2 A and AA) on the page, or a part of it, and expects no violations. Also
 * runs axe's experimental Label in Name check (WCAG 2.5.3): a control's accessible name contains
 * the words it shows.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A dialog fading in is half transparent: axe judges the page at rest, once no opening or closing
  // transition (Headless UI marks them with data-transition) is under way.
  await expect(page.locator('[data-transition]'), 'transitions under way').toHaveCount(0);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'accessibility violations').toEqual([]);
}

/** Whether React has taken over the server-rendered page (its scripts load after the first paint). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Runs `check` with a page that has JavaScript off, in a context of its own at `like`'s size: for
 * tests that walk many pages and read only what their HTML says and how it lays out (every word is
 * in the HTML), without waiting for each page's scripts. Its pictures are not fetched (without
 * JavaScript a browser loads every picture at once, lazy or not): their boxes keep the size the
 * HTML gives them.
 */
export async function withStaticPage(browser: Browser, baseURL: string | undefined, like: Page, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: like.viewportSize() });
  try {
    const page = await context.newPage();
    // Blocked by the browser itself: routing the requests instead would turn off its cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*.webp', '*.png', '*.jpg', '*.jpeg', '*.avif', '*.svg', '*.WEBP'] });
    await check(page);
  } finally {
    await context.close();
  }
}

/** A social card's picture at `url` (absolute, on the site's public address) is served from the site as a 1200 × 630 PNG. */
export async function expectSocialImage(request: APIRequestContext, url: string) {
  const image = await request.get(new URL(url).pathname);
  expect(image.status(), url).toBe(200);
  expect(image.headers()['content-type'], url).toBe('image/png');
  const bytes = await image.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${url}: width and height`).toEqual([1200, 630]);
}

/**
 * Opens a page and waits until React has taken it over, so clicks reach React. It does not wait for
 * the network to be quiet: code a control needs (a dialog's, the drawer's) arrives when the visitor
 * reaches for it, and the pages are built so that a tap before then is not lost.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until React has taken over the page now showing (after gotoReady's visit, or a click that led here). */
export async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page), { message: 'the page comes to life', intervals: [50] }).toBe(true);
}

/** A pattern for an address that ends with `path` (a page's src or href may be absolute or carry a prefix). */
export const endingWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The popup's heading in the language of the page now open. */
const popupHeading = (page: Page) => languageOf(new URL(page.url()).pathname).site.home.popup.heading;

/** The home page's popup dialog, by its heading in the page's language (hidden, it is not found). */
export const homePopup = (page: Page) => page.getByRole('dialog', { name: popupHeading(page) });

/**
 * Waits until the home page's popup (it opens a second after the page loads) is open and settled:
 * its opening transition over and focus in it, as a visitor finds it before reaching for a key.
 */
export async function waitForHomePopup(page: Page) {
  const dialog = homePopup(page);
  await expect(dialog.getByRole('heading', { name: popupHeading(page) })).toBeVisible({ timeout: 5_000 });
  // Its panel and the dimmed page behind it fade in (CSS transitions, on the dialog and its ::backdrop).
  await expect
    .poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length), {
      message: 'the popup still fading in',
    })
    .toBe(0);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus is in the popup' }).toBe(true);
}

/**
 * Makes every page the test opens from now on count as later in a visit whose home page has had its
 * popup, so the popup stays closed: for a test of what the popup would cover at its second.
 */
export async function skipHomePopup(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
}

/** Closes the home page's popup with Escape once it has opened. */
export async function closeHomePopup(page: Page) {
  await waitForHomePopup(page);
  await page.keyboard.press('Escape');
  await expect(homePopup(page)).toHaveCount(0);
}

/** Opens the English home page and closes its popup, as a visitor does before reaching for anything else. */
export async function openHome(page: Page) {
  await gotoReady(page, '/');
  await closeHomePopup(page);
}

/** The phone link the speed checks emulate: the one `npm run bench` measures over. */
export { SLOW_LINK } from '../scripts/test/slow-phone.mjs';

export type LayoutShift = { value: number; what: string[] };

/** Records every layout shift not caused by input on each page the target opens from now on (read with `layoutShifts`). */
export async function recordLayoutShifts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const w = window as typeof window & { layoutShifts?: LayoutShift[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShifts!.push({
          value: entry.value,
          what: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 90) : String(s.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export type Paints = { firstContentful?: number; largestContentful?: number; largest?: string };

/**
 * Records when each page the target opens from now on first paints content, and when and what the
 * page's own largest paint is (read with `paints`). A dialog's paints are left out: the home page's
 * popup opens a second after the load event, and its picture is the popup's, not the page's.
 */
export async function recordPaints(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const w = window as typeof window & { paints?: Paints };
    const paints: Paints = (w.paints = {});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.firstContentful = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        if (entry.element?.closest('dialog, [role="dialog"]')) continue;
        paints.largestContentful = entry.startTime;
        paints.largest = entry.url || entry.element?.outerHTML.slice(0, 90);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The paints recorded on the current page so far. */
export const paints = (page: Page) => page.evaluate(() => (window as typeof window & { paints?: Paints }).paints ?? {});

/** The layout shifts recorded on the current page so far, each with the elements that moved. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as typeof window & { layoutShifts?: LayoutShift[] }).layoutShifts ?? []);
