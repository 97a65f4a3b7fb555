import { spawn, type ChildProcess } from 'node:child_process';
import type { BrowserType, LaunchOptions, Page } from '@playwright/test';
import { formatNewsDate } from '../lib/dates';
import { format } from '../lib/i18n';
import { SCRIPTS } from '../lib/i18n/locales';
import {
  closeHomePopup,
  expect,
  expectNoAxeViolations,
  expectSocialImage,
  gotoReady,
  isPhone,
  layoutShifts,
  recordLayoutShifts,
  site,
  SLOW_LINK,
  test,
  waitForHomePopup,
  waitForHydration,
} from './fixtures';
import { devanagariFontconfig } from '../scripts/test/fontconfig.mjs';
import { jsonLd, meta, titleOf } from './html';
import { CANONICAL_ROUTES, LANGUAGES, OTHER_LANGUAGES, STATIC_ROUTES, type Language } from './routes';

/**
 * Every language of the site: the same pages at /{locale} + the English path, each in its language,
 * all of them linked to each other. The tests run over the list of languages (lib/i18n/locales.ts):
 * a language added there is tested here without a line of its own.
 */

const origin = site.siteUrl.replace(/\/+$/, '');
const absolute = (route: string) => (route === '/' ? origin : `${origin}${route}`);
const english = LANGUAGES[0]!;
const devanagariLanguages = LANGUAGES.filter((lang) => SCRIPTS[lang.locale] === 'devanagari');

/** The hreflang links of a page's HTML, as language → address. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
  );
}

/** Every version of a page, by language, plus x-default (the default language's). */
const versions = (route: string) => ({
  ...Object.fromEntries(LANGUAGES.map((lang) => [lang.locale, absolute(lang.path(route))])),
  'x-default': absolute(route),
});

/** Closes the home page's popup once it has opened (a second after the page loads); elsewhere does nothing. */
async function dismissPopup(page: Page) {
  const path = new URL(page.url()).pathname;
  if (!LANGUAGES.some((lang) => lang.path('/') === path)) return;
  await closeHomePopup(page);
}

test.describe('every language is linked to every other', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every page is in its language, canonical to itself, and lists every version of itself, both ways', async ({ request }) => {
    for (const route of CANONICAL_ROUTES) {
      for (const lang of LANGUAGES) {
        const html = await (await request.get(lang.path(route))).text();
        expect(html, lang.path(route)).toMatch(new RegExp(`<html lang="${lang.locale}"`));
        expect(html).toContain(`<link rel="canonical" href="${absolute(lang.path(route))}"/>`);
        expect(alternates(html), lang.path(route)).toEqual(versions(route));
      }
    }
  });

  test('the sitemap lists every version of every page, each with every alternate including itself', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    for (const route of CANONICAL_ROUTES) {
      for (const lang of LANGUAGES) {
        const loc = absolute(lang.path(route));
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        const links = Object.fromEntries(
          [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [
            hreflang!,
            href!,
          ]),
        );
        expect(links, loc).toEqual(versions(route));
      }
    }
  });

  for (const lang of OTHER_LANGUAGES) {
    test(`each ${lang.locale} plan page has its own social image and structured data in ${lang.locale}`, async ({ request }) => {
      for (const product of lang.site.products) {
        const route = lang.path(`/product/${product.path}`);
        const html = await (await request.get(route)).text();
        expect(titleOf(html), route).toBe(`${product.metatitle} | ${lang.site.site.agencyName}`);
        expect(meta(html, 'description'), route).toBe(product.metadescription);
        const image = `${origin}/og/${lang.locale}/${product.path}.png`;
        expect(meta(html, 'og:image'), route).toBe(image);
        expect(meta(html, 'og:locale'), route).toBe(lang.words.meta.ogLocale);
        expect(meta(html, 'twitter:image:alt'), route).toMatch(/\S/);
        await expectSocialImage(request, image);

        const nodes = jsonLd(html);
        const byType = (type: string) => nodes.find((node) => node['@type'] === type);
        // One publisher across every language, named in this one here.
        expect(byType('Person'), route).toMatchObject({ '@id': `${origin}/#publisher`, name: lang.site.site.person });
        expect(byType('WebSite'), route).toMatchObject({ inLanguage: lang.locale, url: `${origin}/${lang.locale}` });
        expect(byType('ItemPage'), route).toMatchObject({
          inLanguage: lang.locale,
          url: `${origin}/${lang.locale}/product/${product.path}`,
        });
        expect(String(byType('FinancialProduct')?.name), route).toContain(product.name);
      }
    });
  }
});

test('the English pages carry English structured data with the same publisher', async ({ request }) => {
  const text = JSON.stringify(jsonLd(await (await request.get('/')).text()));
  expect(text).toContain(`"@id":"${origin}/#publisher"`);
  expect(text).toContain('"inLanguage":"en"');
});

test.describe('on a host with one 404 page for the whole site (GitHub Pages)', () => {
  let server: ChildProcess;
  // Beside the test server's own port (E2E_PORT), so that two checkouts testing at once do not share it.
  const port = Number(process.env.E2E_PORT ?? 4173) + 100 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  // This host is the site too, on a port of its own.
  test.use({ allowedOrigins: [url('')] });
  test.beforeAll(async () => {
    server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(port), '--single-404'], { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(url('/')).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
  });
  test.afterAll(() => server.kill());

  test(
    'the one 404.html sends each language’s visitors to their own page, keeping the address, and stays in English without JavaScript',
    { tag: '@expects-404' },
    async ({ page, browser }) => {
      for (const lang of OTHER_LANGUAGES) {
        const missingPlan = url(lang.path('/product/nope'));
        const response = await page.goto(missingPlan);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        await expect(page).toHaveURL(missingPlan);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.words.notFound.productHeading);
        await expect(page.locator('header').getByTestId('logo')).toContainText(lang.site.site.agencyName);
        await expect(page).toHaveTitle(`${lang.words.notFound.productHeading} | ${lang.site.site.agencyName}`);
        const missingCategory = url(lang.path('/product-category/no-such-thing'));
        await page.goto(missingCategory);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        await expect(page).toHaveURL(missingCategory);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('NO SUCH THING');
        await expect(page.getByRole('main').getByText(lang.words.notFound.categoryEmpty, { exact: true })).toBeVisible();
      }
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(url(OTHER_LANGUAGES[0]!.path('/product/nope')));
      await expect(noScript.locator('html')).toHaveAttribute('lang', 'en');
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(english.words.notFound.title);
      await context.close();
    },
  );

  test('its size does not grow with the number of languages', async ({ request }) => {
    const root = (await (await request.get(url('/404.html'))).body()).length;
    for (const lang of OTHER_LANGUAGES) {
      const own = (await (await request.get(url(`/${lang.locale}/404.html`))).body()).length;
      // One page's chrome, not one per language: no bigger than a language's own not-found page and a little script.
      expect(root, `404.html against ${lang.locale}/404.html`).toBeLessThan(own + 8_000);
    }
  });
});

for (const lang of OTHER_LANGUAGES) {
  const { words, site: content } = lang;
  // A plan on sale: it has needs and the buyer's WhatsApp message (a withdrawn plan's page speaks to its holders).
  const plan = content.products.find((p) => p.status === 'on-sale')!;
  const category = content.categories[0]!;

  test.describe(`reading in ${lang.locale}`, () => {
    test('the home page speaks the language: menu, hero, trending plans and footer', { tag: '@every-width' }, async ({ page }) => {
      await gotoReady(page, lang.path('/'));
      await dismissPopup(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.banners[0]!.title);
      await expect(page.getByRole('heading', { name: words.home.trendingHeading })).toBeVisible();
      await expect(page.getByTestId('site-footer')).toContainText(words.compliance.solicitation);
      await expect(page.getByTestId('site-footer')).toContainText(content.site.footerMessage);
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

    test('a plan page shows the plan in the language, and asks on WhatsApp in it', async ({ page }) => {
      await gotoReady(page, lang.path(`/product/${plan.path}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(words.plan.heading, { name: plan.name }));
      await expect(page.getByRole('heading', { level: 2, name: `${plan.name} ${words.plan.quickPitch}` })).toBeVisible();
      for (const block of plan.details) await expect(page.getByRole('heading', { level: 3, name: block.title })).toBeVisible();
      const message = new URL((await page.getByTestId('plan-whatsapp').getAttribute('href'))!).searchParams.get('text');
      expect(message).toBe(format(words.plan.whatsappMessage, { name: plan.name }));
    });

    test('a category page lists its plans in the language, linking inside its prefix', async ({ page }) => {
      await gotoReady(page, lang.path(`/product-category/${category.slug}`));
      const cards = page.getByTestId('product-grid').getByRole('link');
      const plans = content.products.filter((p) => p.categories.includes(category.slug));
      await expect(cards).toHaveText(plans.map((p) => p.name));
      await expect(cards.first()).toHaveAttribute('href', lang.path(`/product-category/${category.slug}/${plans[0]!.path}`));
    });

    test('news dates are written in the language, with Western digits', async ({ page }) => {
      await gotoReady(page, lang.path('/news'));
      const dated = content.news.filter((item) => item.date).at(-1)!;
      const [day, month, year] = dated.date.split('/').map(Number);
      const written = new Intl.DateTimeFormat(lang.words.meta.intl, {
        ...lang.words.meta.date,
        timeZone: 'UTC',
        numberingSystem: 'latn',
      }).format(new Date(Date.UTC(year!, month! - 1, day)));
      await expect(page.getByTestId('news-card').first().locator('time')).toHaveText(written);
      expect(written).not.toMatch(/[\u0966-\u096F]/);
    });

    test('the news carousel shows every item in the language, each naming its source and date', async ({ page }) => {
      await gotoReady(page, lang.path('/news'));
      const newestFirst = [...content.news].reverse();
      const cards = page.getByTestId('news-carousel').getByTestId('news-card');
      await expect(cards).toHaveCount(newestFirst.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((item) => item.title));
      await expect(cards.getByTestId('news-source')).toHaveText(
        newestFirst.map((item) => format(words.news.source, { source: item.source, date: formatNewsDate(item.date, words.meta) })),
      );
      for (const [index, item] of newestFirst.entries()) {
        await expect(cards.nth(index).getByTestId('news-full')).toContainText(item.description);
        await expect(cards.nth(index).getByRole('link', { name: new RegExp(`^${words.news.readMore}`) })).toHaveAttribute(
          'href',
          item.link,
        );
      }
      await expect(page.getByText(words.news.noImage, { exact: true })).toHaveCount(newestFirst.filter((item) => !item.imageUrl).length);
    });

    test('the About page writes lakh and crore in the language’s own words', async ({ page }) => {
      await page.goto(lang.path('/about-us'));
      const stats = page.getByTestId('why-lic-stats');
      await expect(stats).toContainText(format(words.about.crore, { value: '2.21' }).replace('2.21', '').trim());
      expect(await stats.innerText()).not.toMatch(/\bCr\b/);
    });
  });

  test.describe(`missing pages in ${lang.locale}`, () => {
    async function expectMissing(page: Page, path: string, heading: string) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('link', { name: words.notFound.seeAllPlans })).toHaveAttribute(
        'href',
        lang.path('/all-products'),
      );
      // The chrome around the message is in the language too, and so is the title.
      await expect(page.locator('header:visible').getByTestId('logo')).toContainText(content.site.agencyName);
      await expect(page).toHaveTitle(new RegExp(`\\| ${content.site.agencyName}$`));
    }

    test('an unknown plan says so in the language', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path('/product/nope'), words.notFound.productHeading);
      await expect(page).toHaveTitle(`${words.notFound.productHeading} | ${content.site.agencyName}`);
    });

    test('an unknown category is named, with the no-products line in the language', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path('/product-category/no-such-thing'), 'NO SUCH THING');
      await expect(page.getByRole('main').getByText(words.notFound.categoryEmpty, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('navigation', { name: words.plans.categoriesLabel }).getByRole('link')).toHaveText(
        content.categories.map((c) => c.title),
      );
    });

    test('any other missing page says so in the language; English ones stay English', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path('/no-such-page'), words.notFound.title);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.words.notFound.title);
    });

    test('the not-found page passes an accessibility check', { tag: '@expects-404' }, async ({ page }) => {
      await page.goto(lang.path('/product/nope'));
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`accessibility in ${lang.locale}`, () => {
    const routes = [
      ...STATIC_ROUTES,
      `/product-category/${category.slug}`,
      `/product/${plan.path}`,
      `/product-category/${plan.categories[0]}/${plan.path}`,
    ];
    for (const route of routes) {
      test(`axe finds nothing on ${lang.path(route)}`, { tag: route === '/' ? '@every-width' : [] }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await gotoReady(page, lang.path(route));
        if (route === '/') await dismissPopup(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the drawer, the popup and the enlarged picture pass axe', async ({ page }) => {
      test.setTimeout(90_000);
      if (isPhone(page)) {
        await gotoReady(page, lang.path('/about-us'));
        await page.getByTestId('menu-button').click();
        await expect(page.getByTestId('mobile-drawer')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await gotoReady(page, lang.path('/'));
      await waitForHomePopup(page);
      await expectNoAxeViolations(page);
      await gotoReady(page, lang.path(`/product/${plan.path}`));
      await page
        .getByTestId('product-gallery')
        .getByRole('link')
        .or(page.getByTestId('product-gallery').getByRole('button', { name: /:/ }))
        .first()
        .click();
      await expect(page.getByTestId('image-modal')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('nothing is wider than a 320-pixel screen', async ({ page }) => {
      test.skip(!isPhone(page), 'a phone-width check');
      await page.setViewportSize({ width: 320, height: 700 });
      for (const route of [...STATIC_ROUTES, `/product/${plan.path}`]) {
        await page.goto(lang.path(route));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), lang.path(route)).toBeLessThanOrEqual(320);
      }
    });
  });
}

test.describe('the language switcher', () => {
  /** The switchers a visitor can reach: in the header from 640 pixels, in the drawer on a phone. */
  async function openSwitcher(page: Page) {
    if (isPhone(page)) {
      await page.getByTestId('menu-button').click();
      return page.getByTestId('mobile-drawer');
    }
    return page.locator('header');
  }
  const link = (scope: ReturnType<Page['locator']>, lang: Language) =>
    scope.getByRole('link', { name: lang.words.meta.name, exact: true }).filter({ visible: true }).first();

  test(
    'offers every other language by its own name, in the header or drawer and in the footer',
    { tag: '@every-width' },
    async ({ page }) => {
      for (const here of LANGUAGES) {
        await gotoReady(page, here.path('/about-us'));
        const others = LANGUAGES.filter((lang) => lang !== here);
        const footer = page.getByTestId('site-footer').getByRole('list', { name: here.words.nav.language }).getByRole('link');
        await expect(footer).toHaveText(others.map((lang) => lang.words.meta.name));
        const scope = await openSwitcher(page);
        for (const other of others) {
          await expect(link(scope, other)).toHaveAttribute('hreflang', other.locale);
          await expect(link(scope, other)).toHaveAttribute('lang', other.locale);
          await expect(link(scope, other)).toHaveAttribute('href', other.path('/about-us'));
        }
      }
    },
  );

  const plan = english.site.products[0]!;
  for (const route of ['/', `/product/${plan.path}`, `/product-category/${english.site.categories[0]!.slug}`]) {
    test(
      `goes from ${route} to the same page in every other language and back`,
      { tag: route === '/' ? '@every-width' : [] },
      async ({ page }) => {
        test.setTimeout(90_000);
        // The home page's promotional popup would cover the page: this test is not about it.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        for (const other of OTHER_LANGUAGES) {
          await gotoReady(page, route);
          await dismissPopup(page);
          await link(await openSwitcher(page), other).click();
          await expect(page).toHaveURL(other.path(route));
          await expect(page.locator('html')).toHaveAttribute('lang', other.locale);
          await waitForHydration(page);
          await dismissPopup(page);
          await link(await openSwitcher(page), english).click();
          await expect(page).toHaveURL(route);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        }
      },
    );
  }

  // The header's switcher; on a phone it is in the drawer, checked above.
  test('reaches every language by keyboard', { tag: '@wide' }, async ({ page }) => {
    await gotoReady(page, '/contact');
    for (const other of OTHER_LANGUAGES) {
      const target = link(page.locator('header'), other);
      await target.focus();
      await expect(target).toBeFocused();
    }
    const last = OTHER_LANGUAGES.at(-1)!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(last.path('/contact'));
  });

  test('works without JavaScript: plain links in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const other of OTHER_LANGUAGES) {
      await page.goto(new URL(`/product/${plan.path}`, test.info().project.use.baseURL).href);
      await page.getByTestId('site-footer').getByRole('link', { name: other.words.meta.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${other.path(`/product/${plan.path}`)}$`));
    }
    await context.close();
  });
});

test.describe('fonts', () => {
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
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: devanagariFontconfig(mode) },
    });
    try {
      return await visit(await browser.newPage({ baseURL }));
    } finally {
      await browser.close();
    }
  }

  test('every letter of a page is drawn by the fonts the site names, never by whatever fallback a phone happens to have', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A character the fonts lack is drawn by a system font that differs from phone to phone, and
    // finding it costs the first layout a search through every installed font.
    const plan = english.site.products[0]!;
    const families = await withDevanagari({ playwright, launchOptions }, 'installed', baseURL!, async (page) => {
      const found: Record<string, string[]> = {};
      for (const route of LANGUAGES.flatMap((lang) => ['/', `/product/${plan.path}`, '/news'].map(lang.path))) {
        await gotoReady(page, route);
        await page.evaluate(() => document.fonts.ready);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const elements: number[] = [];
        const walk = (node: typeof root) => {
          if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim()))
            elements.push(node.nodeId);
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
    const expected = devanagariLanguages.length > 0 ? ['Noto Sans Devanagari', 'Plus Jakarta Sans'] : ['Plus Jakarta Sans'];
    expect(Object.keys(families).sort(), JSON.stringify(families)).toEqual(expected);
  });

  test('English pages never fetch the Devanagari font', async ({ page }) => {
    for (const route of ['/', `/product/${english.site.products[0]!.path}`, '/all-products', '/product-category']) {
      const { requested } = await fontsOf(page, route);
      expect(requested.length, route).toBeGreaterThan(0);
      expect(
        requested.filter((f) => /devanagari/i.test(f)),
        route,
      ).toEqual([]);
    }
  });

  for (const lang of devanagariLanguages) {
    test(`where the phone has Noto Sans Devanagari (Android), ${lang.locale} pages draw with it and fetch no Devanagari font`, async ({
      playwright,
      launchOptions,
      baseURL,
    }) => {
      const { requested, drawnBy } = await withDevanagari({ playwright, launchOptions }, 'installed', baseURL!, (page) =>
        fontsOf(page, lang.path('/')),
      );
      expect(requested.filter((f) => /devanagari/i.test(f))).toEqual([]);
      expect(drawnBy).toContainEqual({ family: 'Noto Sans Devanagari', web: false });
      expect(drawnBy.filter((f) => f.family === 'Noto Sans Devanagari' && f.web)).toEqual([]);
    });

    test(`where it has not, ${lang.locale} pages fetch the web font, never move when it arrives, and draw with it once it is cached`, async ({
      playwright,
      launchOptions,
      baseURL,
    }) => {
      await withDevanagari({ playwright, launchOptions }, 'absent', baseURL!, async (page) => {
        await recordLayoutShifts(page);
        // A slow phone link, so the web font arrives after the first paint.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
        const first = await fontsOf(page, lang.path('/'));
        expect(first.requested.filter((f) => /devanagari/i.test(f))).toHaveLength(1);
        const shifts = await layoutShifts(page);
        expect(
          shifts.reduce((sum, s) => sum + s.value, 0),
          JSON.stringify(shifts, null, 1),
        ).toBe(0);
        const again = await fontsOf(page, lang.path('/about-us'));
        expect(again.drawnBy).toContainEqual({ family: 'Noto Sans Devanagari', web: true });
        expect(again.drawnBy.filter((f) => /devanagari/i.test(f.family) && !f.web)).toEqual([]);
      });
    });
  }
});
