import type { BrowserType, LaunchOptions, Page } from '@playwright/test';
import { en as englishWords } from '../lib/i18n/dictionaries/en';
import { hi as words } from '../lib/i18n/dictionaries/hi';
import { expect, expectNoAxeViolations, gotoReady, isHydrated, isPhone, layoutShifts, recordLayoutShifts, site, SLOW_LINK, test } from './fixtures';
import { devanagariFontconfig } from '../scripts/lib/fontconfig.mjs';
import { CANONICAL_ROUTES, HINDI_ROUTES, hi } from './routes';

/** The Hindi edition: every page at /hi + the English path, in Hindi, paired with its English page. */

const origin = site.siteUrl.replace(/\/+$/, '');
const absolute = (route: string) => (route === '/' ? origin : `${origin}${route}`);
const hindiOf = (route: string) => (route === '/' ? '/hi' : `/hi${route}`);
const plan = hi.products[0]!;
const category = hi.categories[0]!;

/** The hreflang links of a page's HTML, as language → address. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
  );
}

test.describe('pages in Hindi', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 640, 'the HTML is the same at every width; checked once');

  test('every Hindi page is lang="hi", canonical to itself and paired with its English page both ways', async ({ request }) => {
    for (const route of CANONICAL_ROUTES) {
      const english = await (await request.get(route)).text();
      const hindi = await (await request.get(hindiOf(route))).text();
      expect(hindi, hindiOf(route)).toMatch(/<html lang="hi"/);
      expect(english, route).toMatch(/<html lang="en"/);
      expect(hindi).toContain(`<link rel="canonical" href="${absolute(hindiOf(route))}"/>`);
      const pair = { en: absolute(route), hi: absolute(hindiOf(route)), 'x-default': absolute(route) };
      expect(alternates(hindi), hindiOf(route)).toEqual(pair);
      expect(alternates(english), route).toEqual(pair);
    }
  });

  test('the sitemap lists both versions of every page, each with every alternate including itself', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    for (const route of CANONICAL_ROUTES) {
      for (const loc of [absolute(route), absolute(hindiOf(route))]) {
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        const links = Object.fromEntries(
          [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
        );
        expect(links, loc).toEqual({ en: absolute(route), hi: absolute(hindiOf(route)), 'x-default': absolute(route) });
      }
    }
  });

  test('each Hindi plan page has its own Hindi social image and Hindi structured data', async ({ page, request }) => {
    for (const product of hi.products) {
      await page.goto(`/hi/product/${product.path}`);
      await expect(page).toHaveTitle(product.metatitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.metadescription);
      const image = `${origin}/og/hi/${product.path}.png`;
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', image);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
      const png = await request.get(new URL(image).pathname);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

      const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
        const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
        return Array.isArray(data) ? data : [data];
      });
      const byType = (type: string) => nodes.find((node) => node['@type'] === type);
      // One agency across both languages, named in Hindi here.
      expect(byType('InsuranceAgency')).toMatchObject({ '@id': `${origin}/#agency`, name: hi.site.agencyName });
      expect(byType('WebSite')).toMatchObject({ inLanguage: 'hi', url: `${origin}/hi` });
      expect(byType('ItemPage')).toMatchObject({ inLanguage: 'hi', url: `${origin}/hi/product/${product.path}` });
      expect(String(byType('FinancialProduct')?.name)).toContain(product.name);
    }
  });

  test('the English pages carry English structured data with the same agency', async ({ page }) => {
    await page.goto('/');
    const text = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
    expect(text).toContain(`"@id":"${origin}/#agency"`);
    expect(text).toContain('"inLanguage":"en"');
  });
});

test.describe('reading in Hindi', () => {
  test('the home page speaks Hindi: menu, hero, trending plans and footer', async ({ page }) => {
    await gotoReady(page, '/hi');
    await dismissPopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.banners[0]!.title);
    await expect(page.getByRole('heading', { name: words.home.trendingHeading })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText(words.compliance.solicitation);
    await expect(page.getByTestId('site-footer')).toContainText(hi.site.footerMessage);
    if (!isPhone(page)) {
      await expect(page.getByRole('navigation', { name: words.nav.mainLabel }).getByRole('link')).toHaveText([
        words.nav.home,
        words.nav.about,
        words.nav.products,
        words.nav.opportunities,
        words.nav.news,
        words.nav.contact,
      ]);
    }
  });

  test('a Hindi plan page shows the plan in Hindi, and asks on WhatsApp in Hindi', async ({ page }) => {
    await gotoReady(page, `/hi/product/${plan.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.name);
    await expect(page.getByRole('heading', { level: 2, name: `${plan.name} ${words.plan.quickPitch}` })).toBeVisible();
    for (const block of plan.details) await expect(page.getByRole('heading', { level: 3, name: block.title })).toBeVisible();
    const whatsapp = page.getByTestId('plan-whatsapp');
    const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
    expect(message).toBe(words.plan.whatsappMessage.replace('{name}', plan.name));
  });

  test('a Hindi category page lists its plans in Hindi, linking inside /hi', async ({ page }) => {
    await gotoReady(page, `/hi/product-category/${category.slug}`);
    const cards = page.getByTestId('product-grid').getByRole('link');
    const plans = hi.products.filter((p) => p.categories.includes(category.slug));
    await expect(cards).toHaveText(plans.map((p) => p.name));
    await expect(cards.first()).toHaveAttribute('href', `/hi/product-category/${category.slug}/${plans[0]!.path}`);
  });

  test('news dates are written in Hindi, with Western digits', async ({ page }) => {
    await gotoReady(page, '/hi/news');
    const dated = hi.news.filter((item) => item.date).at(-1)!;
    const [day, month, year] = dated.date!.split('/').map(Number);
    const written = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(
      new Date(Date.UTC(year!, month! - 1, day)),
    );
    await expect(page.getByTestId('news-card').first().locator('time')).toHaveText(written);
  });
});

/** Closes the home page's popup once it has opened (a second after the page loads); elsewhere does nothing. */
async function dismissPopup(page: Page) {
  if (!/^\/(hi)?$/.test(new URL(page.url()).pathname)) return;
  await expect(page.getByTestId('promo-popup')).toBeVisible({ timeout: 5_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('promo-popup')).toBeHidden();
}

test.describe('the language switcher', () => {
  /** The switcher a visitor can reach: in the header from 640 pixels, in the drawer on a phone. */
  async function switcher(page: Page, name: string) {
    if (isPhone(page)) {
      await page.getByTestId('menu-button').click();
      return page.getByTestId('mobile-drawer').getByRole('link', { name });
    }
    return page.locator('header').getByRole('link', { name }).filter({ visible: true }).first();
  }

  for (const route of ['/', `/product/${plan.path}`, `/product-category/${category.slug}`]) {
    test(`goes from ${route} to the same page in Hindi and back`, async ({ page }) => {
      // The home page's promotional popup would cover the page: this test is not about it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoReady(page, route);
      await dismissPopup(page);
      const toHindi = await switcher(page, words.meta.name);
      await expect(toHindi).toHaveAttribute('hreflang', 'hi');
      await expect(toHindi).toHaveAttribute('lang', 'hi');
      await toHindi.click();
      await expect(page).toHaveURL(hindiOf(route));
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect.poll(() => isHydrated(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      await dismissPopup(page);
      const toEnglish = await switcher(page, englishWords.meta.name);
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await toEnglish.click();
      await expect(page).toHaveURL(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('works without JavaScript: it is a plain link in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL(`/product/${plan.path}`, test.info().project.use.baseURL).href);
    const link = page.getByTestId('site-footer').getByRole('link', { name: words.meta.name });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/hi/product/${plan.path}$`));
    await context.close();
  });
});

test.describe('missing pages in Hindi', () => {
  async function expectMissing(page: Page, path: string, heading: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: words.notFound.seeAllPlans })).toHaveAttribute('href', '/hi/all-products');
    // The chrome around the message is the Hindi one too.
    await expect(page.locator('header:visible').getByTestId('logo')).toContainText(hi.site.agencyName);
  }

  test('an unknown Hindi plan says so in Hindi', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, '/hi/product/nope', words.notFound.productHeading);
    await expect(page).toHaveTitle(new RegExp(`^${words.notFound.productHeading} \\| ${hi.site.agencyName}$`));
  });

  test('an unknown Hindi category is named, with the Hindi no-products line', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, '/hi/product-category/no-such-thing', 'NO SUCH THING');
    await expect(page.getByRole('main').getByText(words.notFound.categoryEmpty, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('navigation', { name: words.plans.categoriesLabel }).getByRole('link')).toHaveText(
      hi.categories.map((c) => c.title),
    );
  });

  test('any other missing Hindi page says so in Hindi; English ones stay English', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, '/hi/no-such-page', words.notFound.title);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the Hindi 404 page passes an accessibility check', { tag: '@expects-404' }, async ({ page }) => {
    await page.goto('/hi/product/nope');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});

test.describe('accessibility in Hindi', () => {
  test('the drawer, the popup and the enlarged picture pass axe in Hindi', async ({ page }) => {
    test.setTimeout(90_000);
    if (isPhone(page)) {
      await gotoReady(page, '/hi/about-us');
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('mobile-drawer')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await gotoReady(page, '/hi');
    await expect(page.getByTestId('promo-popup')).toBeVisible({ timeout: 5_000 });
    await expectNoAxeViolations(page);
    await gotoReady(page, `/hi/product/${plan.path}`);
    await page.getByTestId('product-gallery').getByRole('link').or(page.getByTestId('product-gallery').getByRole('button', { name: /:/ })).first().click();
    await expect(page.getByTestId('image-modal')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('fonts', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 640, 'fonts are the same at every width; checked once');

  /** The font files a page requests, and the fonts that draw its heading and first paragraph. */
  async function fontsOf(page: Page, route: string) {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, route);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const drawnBy: { family: string; web: boolean }[] = [];
    for (const selector of ['h1', 'main p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      drawnBy.push(...fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont })));
    }
    return { requested, drawnBy };
  }

  /** A page in a browser that sees the machine's fonts with Noto Sans Devanagari added or taken away. */
  async function withDevanagari<T>(
    { playwright, launchOptions }: { playwright: { chromium: BrowserType }; launchOptions: LaunchOptions },
    mode: 'installed' | 'absent',
    baseURL: string,
    visit: (page: Page) => Promise<T>,
  ): Promise<T> {
    const browser = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: devanagariFontconfig(mode) } });
    try {
      return await visit(await browser.newPage({ baseURL }));
    } finally {
      await browser.close();
    }
  }

  test('every letter of a page is drawn by the fonts the site names, never by whatever fallback a phone happens to have', async ({ playwright, launchOptions, baseURL }) => {
    // A character the fonts lack is drawn by a system font that differs from phone to phone, and
    // finding it costs the first layout a search through every installed font.
    const families = await withDevanagari({ playwright, launchOptions }, 'installed', baseURL!, async (page) => {
      const found: Record<string, string[]> = {};
      for (const route of ['/', '/hi', `/product/${plan.path}`, `/hi/product/${plan.path}`, '/news', '/hi/news']) {
        await gotoReady(page, route);
        await page.evaluate(() => document.fonts.ready);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const elements: number[] = [];
        const walk = (node: typeof root) => {
          if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())) elements.push(node.nodeId);
          node.children?.forEach(walk);
        };
        walk(root);
        for (const nodeId of elements) {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          for (const font of fonts) {
            const routes = (found[font.familyName] ??= []);
            if (!routes.includes(route)) routes.push(route);
          }
        }
        await cdp.detach();
      }
      return found;
    });
    expect(Object.keys(families).sort(), JSON.stringify(families)).toEqual(['Noto Sans Devanagari', 'Plus Jakarta Sans']);
  });

  test('English pages never fetch the Devanagari font', async ({ page }) => {
    for (const route of ['/', `/product/${plan.path}`, '/all-products', '/product-category']) {
      const { requested } = await fontsOf(page, route);
      expect(requested.length, route).toBeGreaterThan(0);
      expect(requested.filter((f) => /devanagari/i.test(f)), route).toEqual([]);
    }
  });

  test('where the phone has Noto Sans Devanagari (Android), Hindi pages draw with it and fetch no Devanagari font', async ({ playwright, launchOptions, baseURL }) => {
    const { requested, drawnBy } = await withDevanagari({ playwright, launchOptions }, 'installed', baseURL!, (page) => fontsOf(page, '/hi'));
    expect(requested.filter((f) => /devanagari/i.test(f))).toEqual([]);
    expect(drawnBy).toContainEqual({ family: 'Noto Sans Devanagari', web: false });
    expect(drawnBy.filter((f) => f.family === 'Noto Sans Devanagari' && f.web)).toEqual([]);
  });

  test('where it has not, Hindi pages fetch the web font, never move when it arrives, and draw with it once it is cached', async ({ playwright, launchOptions, baseURL }) => {
    await withDevanagari({ playwright, launchOptions }, 'absent', baseURL!, async (page) => {
      await recordLayoutShifts(page);
      // A slow phone link, so the web font arrives after the first paint.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
      const first = await fontsOf(page, '/hi');
      expect(first.requested.filter((f) => /devanagari/i.test(f))).toHaveLength(1);
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts, null, 1)).toBe(0);
      const again = await fontsOf(page, '/hi/about-us');
      expect(again.drawnBy).toContainEqual({ family: 'Noto Sans Devanagari', web: true });
      expect(again.drawnBy.filter((f) => /devanagari/i.test(f.family) && !f.web)).toEqual([]);
    });
  });
});

test.describe('Hindi layout', () => {
  test('nothing is wider than a 320-pixel screen', async ({ page }) => {
    test.skip(!isPhone(page), 'a phone-width check');
    await page.setViewportSize({ width: 320, height: 700 });
    for (const route of HINDI_ROUTES.slice(0, 7)) {
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(320);
    }
  });
});
