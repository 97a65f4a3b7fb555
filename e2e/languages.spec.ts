import { spawn, type ChildProcess } from 'node:child_process';
import type { BrowserType, LaunchOptions, Page } from '@playwright/test';
import { formatNewsDate } from '../lib/dates';
import { format } from '../lib/i18n';
import { SCRIPTS } from '../lib/i18n/locales';
import { formatFigure } from '../lib/stats';
import { categoryHeading } from '../lib/text';
import { urlFor } from '../lib/urls';
import {
  closeHomePopup,
  expect,
  expectNoAxeViolations,
  expectSocialImage,
  gotoReady,
  isPhone,
  layoutShifts,
  recordLayoutShifts,
  SLOW_LINK,
  test,
  waitForHomePopup,
  waitForHydration,
} from './fixtures';
import { devanagariFontconfig } from '../scripts/test/fontconfig.mjs';
import {
  attribute,
  elements,
  escapeRegExp,
  htmlOf,
  jsonLd,
  linkNamed,
  links,
  meta,
  named,
  navNamed,
  startingWith,
  textOf,
  titleOf,
} from './html';
import {
  absolute,
  ALL_ROUTES,
  CANONICAL_ROUTES,
  english,
  LANGUAGES,
  languageOf,
  menuLabels,
  origin,
  OTHER_LANGUAGES,
  STATIC_ROUTES,
  type Language,
} from './routes';

/**
 * Every language of the site: the same pages at /{locale} + the English path, each in its language,
 * all of them linked to each other. The tests run over the list of languages (lib/i18n/locales.ts):
 * a language added there is tested here without a line of its own. What a page says is read from its
 * HTML (every word is there); a browser is opened for what a visitor does and sees.
 */

const devanagariLanguages = LANGUAGES.filter((lang) => SCRIPTS[lang.locale] === 'devanagari');

/** The hreflang links of a page's HTML, as language → address. */
function alternates(page: string): Record<string, string> {
  return Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
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
  // Each test reads every page of every language.
  test.describe.configure({ timeout: 120_000 });

  test('every page is in its language, canonical to itself, and lists every version of itself, both ways', async ({ request }) => {
    for (const route of CANONICAL_ROUTES) {
      for (const lang of LANGUAGES) {
        const page = await htmlOf(request, lang.path(route));
        expect(page, lang.path(route)).toMatch(new RegExp(`<html lang="${lang.locale}"`));
        expect(page).toContain(`<link rel="canonical" href="${absolute(lang.path(route))}"/>`);
        expect(alternates(page), lang.path(route)).toEqual(versions(route));
      }
    }
  });

  test('the sitemap lists every version of every page, each with every alternate including itself', async ({ request }) => {
    const xml = await htmlOf(request, '/sitemap.xml');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    for (const route of CANONICAL_ROUTES) {
      for (const lang of LANGUAGES) {
        const loc = absolute(lang.path(route));
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        const found = Object.fromEntries(
          [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [
            hreflang!,
            href!,
          ]),
        );
        expect(found, loc).toEqual(versions(route));
      }
    }
  });

  test('every page offers every other language by its own name, as a link to the same page in it', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const here = languageOf(route);
      const path = here.locale === english.locale ? route : route.slice(here.locale.length + 1) || '/';
      const page = await htmlOf(request, route);
      const others = LANGUAGES.filter((lang) => lang !== here);
      // In the header (from 640 pixels), in the phone's menu and in the footer: each a list of every other language.
      const lists = [...page.matchAll(/<ul\s[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/ul>/g)].filter(
        ([, label]) => label === here.words.nav.language,
      );
      expect(lists.length, `${route}: lists of languages`).toBeGreaterThanOrEqual(2);
      const found = lists.map(([, , list]) =>
        links(list!).map((link) => ({
          name: link.text,
          hreflang: attribute(link.tag, 'hreflang'),
          lang: attribute(link.tag, 'lang'),
          href: attribute(link.tag, 'href'),
        })),
      );
      const expected = others.map((lang) => ({
        name: lang.words.meta.name,
        hreflang: lang.locale,
        lang: lang.locale,
        href: lang.path(path),
      }));
      expect(found, route).toEqual(lists.map(() => expected));
    }
  });

  for (const lang of OTHER_LANGUAGES) {
    test(`each ${lang.locale} plan page has its own social image and structured data in ${lang.locale}`, async ({ request }) => {
      for (const product of lang.site.products) {
        const route = lang.path(urlFor('en', { plan: product.path }));
        const page = await htmlOf(request, route);
        expect(titleOf(page), route).toBe(`${product.metatitle} | ${lang.site.site.agencyName}`);
        expect(meta(page, 'description'), route).toBe(product.metadescription);
        const image = `${origin}/og/${lang.locale}/${product.path}.png`;
        expect(meta(page, 'og:image'), route).toBe(image);
        expect(meta(page, 'og:locale'), route).toBe(lang.words.meta.ogLocale);
        expect(meta(page, 'twitter:image:alt'), route).toMatch(/\S/);
        await expectSocialImage(request, image);

        const nodes = jsonLd(page);
        const byType = (type: string) => nodes.find((node) => node['@type'] === type);
        // One publisher across every language, named in this one here.
        expect(byType('Person'), route).toMatchObject({ '@id': `${origin}/#publisher`, name: lang.site.site.person });
        expect(byType('WebSite'), route).toMatchObject({ inLanguage: lang.locale, url: absolute(lang.path('/')) });
        expect(byType('ItemPage'), route).toMatchObject({ inLanguage: lang.locale, url: absolute(route) });
        expect(String(byType('FinancialProduct')?.name), route).toContain(product.name);
      }
    });
  }
});

test('the English pages carry English structured data with the same publisher', async ({ request }) => {
  const text = JSON.stringify(jsonLd(await htmlOf(request, '/')));
  expect(text).toContain(`"@id":"${origin}/#publisher"`);
  expect(text).toContain(`"inLanguage":"${english.locale}"`);
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
        const missingPlan = url(lang.path(urlFor('en', { plan: 'nope' })));
        const response = await page.goto(missingPlan);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        await expect(page).toHaveURL(missingPlan);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.words.notFound.productHeading);
        await expect(page.getByRole('banner')).toContainText(lang.site.site.agencyName);
        await expect(page).toHaveTitle(`${lang.words.notFound.productHeading} | ${lang.site.site.agencyName}`);
        const missingCategory = url(lang.path(urlFor('en', { category: 'no-such-thing' })));
        await page.goto(missingCategory);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        await expect(page).toHaveURL(missingCategory);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryHeading('no-such-thing'));
        await expect(page.getByRole('main').getByText(lang.words.notFound.categoryEmpty, { exact: true })).toBeVisible();
      }
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(url(OTHER_LANGUAGES[0]!.path(urlFor('en', { plan: 'nope' }))));
      await expect(noScript.locator('html')).toHaveAttribute('lang', english.locale);
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
  const planPage = lang.path(urlFor('en', { plan: plan.path }));
  const categoryPage = lang.path(urlFor('en', { category: category.slug }));

  test(`the pages read in ${lang.locale}: menu, home, a plan, a category, the news and the figures`, async ({ request }) => {
    // The home page: its hero, its featured plans, the menu and the footer's lines.
    const home = await htmlOf(request, lang.path('/'));
    expect(textOf(elements(home, 'h1')[0] ?? '')).toBe(content.banners[0]!.title);
    expect(elements(home, 'h2').map(textOf)).toContain(words.home.trendingHeading);
    expect(links(navNamed(home, words.nav.mainLabel) ?? '').map((link) => link.text)).toEqual(menuLabels(lang));
    const footer = textOf(elements(home, 'footer')[0] ?? '');
    expect(footer).toContain(words.compliance.solicitation);
    expect(footer).toContain(content.site.footerMessage);

    // A plan page: its name, “About this plan” and every detail block, and a WhatsApp message in the language.
    const planHtml = await htmlOf(request, planPage);
    expect(elements(planHtml, 'h1').map(textOf)).toEqual([format(words.plan.heading, { name: plan.name })]);
    expect(elements(planHtml, 'h2').map(textOf)).toContain(words.plan.about);
    const blocks = elements(planHtml, 'h3').map(textOf);
    for (const block of plan.details) expect(blocks, planPage).toContain(block.title);
    const ask = linkNamed(planHtml, startingWith(format(words.plan.askOnWhatsapp, { name: plan.name })));
    expect(new URL(attribute(ask ?? '', 'href') ?? 'about:blank').searchParams.get('text'), planPage).toBe(
      format(words.plan.whatsappMessage, { name: plan.name }),
    );

    // A category page: its plans, each linking to the plan inside the category, in the language's prefix.
    const categoryHtml = await htmlOf(request, categoryPage);
    const inside = lang.path(urlFor('en', { category: category.slug }));
    const cards = links(elements(categoryHtml, 'main')[0] ?? '').filter((link) => attribute(link.tag, 'href')?.startsWith(`${inside}/`));
    const plans = content.products.filter((p) => p.categories.includes(category.slug));
    expect(cards.map((link) => link.text)).toEqual(plans.map((p) => p.name));
    expect(cards.map((link) => attribute(link.tag, 'href'))).toEqual(
      plans.map((p) => lang.path(urlFor('en', { plan: p.path, category: category.slug }))),
    );

    // The news: every item, newest first, naming its source and its date written in the language with Western digits.
    const news = await htmlOf(request, lang.path(urlFor('en', 'news')));
    const cardsLabel = named(news, words.news.cardsLabel);
    expect(cardsLabel, 'the news cards').toBeDefined();
    const articles = elements(cardsLabel!, 'article');
    const newestFirst = [...content.news].reverse();
    expect(articles.map((card) => textOf(elements(card, 'h3')[0] ?? ''))).toEqual(newestFirst.map((item) => item.title));
    for (const [index, item] of newestFirst.entries()) {
      const card = articles[index]!;
      const date = formatNewsDate(item.date, words.meta);
      expect(date).not.toMatch(/[\u0966-\u096F]/);
      expect(textOf(elements(card, 'time')[0] ?? '')).toBe(date);
      expect(textOf(card)).toContain(item.source);
      // An item reporting LIC's results carries the past-performance line, in the language.
      expect(textOf(card).includes(words.news.pastPerformance), item.title).toBe(item.results === true);
      expect(textOf(card)).toContain(item.description);
      expect(attribute(linkNamed(card, startingWith(words.news.readMore)) ?? '', 'href')).toBe(item.link);
      expect(textOf(card).includes(words.news.noImage), item.title).toBe(!item.imageUrl);
    }

    // About: lakh and crore in the language's own words.
    const about = textOf(named(await htmlOf(request, lang.path(urlFor('en', 'about'))), words.about.whyLic) ?? '');
    for (const figure of content.about.whyLic.figures ?? [])
      expect(about).toContain(formatFigure(figure, { intl: words.meta.intl, crore: words.about.crore }));
    expect(about).not.toMatch(/\bCr\b/);
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
        lang.path(urlFor('en', 'allProducts')),
      );
      // The chrome around the message is in the language too, and so is the title.
      await expect(page.getByRole('banner').filter({ visible: true })).toContainText(content.site.agencyName);
      await expect(page).toHaveTitle(new RegExp(`\\| ${escapeRegExp(content.site.agencyName)}$`));
    }

    test('an unknown plan says so in the language', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path(urlFor('en', { plan: 'nope' })), words.notFound.productHeading);
      await expect(page).toHaveTitle(`${words.notFound.productHeading} | ${content.site.agencyName}`);
    });

    test('an unknown category is named, with the no-products line in the language', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path(urlFor('en', { category: 'no-such-thing' })), categoryHeading('no-such-thing'));
      await expect(page.getByRole('main').getByText(words.notFound.categoryEmpty, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('navigation', { name: words.plans.categoriesLabel }).getByRole('link')).toHaveText(
        content.categories.map((c) => c.title),
      );
    });

    test('any other missing page says so in the language; English ones stay English', { tag: '@expects-404' }, async ({ page }) => {
      await expectMissing(page, lang.path('/no-such-page'), words.notFound.title);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', english.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.words.notFound.title);
    });

    test('the not-found page passes an accessibility check', { tag: '@expects-404' }, async ({ page }) => {
      await page.goto(lang.path(urlFor('en', { plan: 'nope' })));
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`accessibility in ${lang.locale}`, () => {
    // One page of each template with controls of its own, as in a11y.spec.ts: the markup is the same,
    // the words (so the names of the controls) are the language's. About, All plans, the privacy notice
    // and the help hub name no control of their own (their cards and finder are the category page's and
    // the home page's); their header, menu and footer are checked on every page here.
    const shellOnly = [urlFor('en', 'about'), urlFor('en', 'allProducts'), urlFor('en', 'privacy'), urlFor('en', 'policyHelp')];
    const routes = [
      ...STATIC_ROUTES.filter((route) => !shellOnly.includes(route)),
      urlFor('en', { category: category.slug }),
      urlFor('en', { plan: plan.path }),
      urlFor('en', { help: content.policyHelp.tasks[0]!.slug }),
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
        await gotoReady(page, lang.path(urlFor('en', 'about')));
        await page.getByRole('button', { name: words.menu.open }).click();
        const drawer = page.getByRole('dialog', { name: words.menu.title });
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
        await expectNoAxeViolations(page);
      }
      await gotoReady(page, lang.path('/'));
      await waitForHomePopup(page);
      await expectNoAxeViolations(page);
      await gotoReady(page, planPage);
      const picture = format(words.plan.picture, { name: plan.name, index: 1 });
      await page.getByRole('button', { name: format(words.dialog.enlarge, { name: picture }) }).click();
      await expect(page.getByRole('dialog', { name: picture }).getByRole('img')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('nothing is wider than a 320-pixel screen', async ({ page }) => {
      test.skip(!isPhone(page), 'a phone-width check');
      await page.setViewportSize({ width: 320, height: 700 });
      for (const route of [...STATIC_ROUTES, urlFor('en', { plan: plan.path })]) {
        await page.goto(lang.path(route));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), lang.path(route)).toBeLessThanOrEqual(320);
      }
    });
  });
}

test.describe('the language switcher', () => {
  /**
   * Goes through every language and back to English with the switcher a visitor has at this width: in
   * the header from 1024 pixels (by keyboard), in the phone's menu below (by taps). The links follow
   * the visitor: first a link of the menu leads on to another page, and the switcher then leads to
   * that page in each language, a page load each time, in the language's own document.
   */
  test(
    'leads to the same page in every other language, and back, after the visitor has moved on',
    { tag: '@every-width' },
    async ({ page }) => {
      test.setTimeout(90_000);
      const wide = !isPhone(page) && page.viewportSize()!.width >= 1024;
      const from = urlFor('en', 'about');
      const to = urlFor('en', 'contact');
      await gotoReady(page, from);
      const nav = async (lang: Language) => {
        if (wide) return page.getByRole('navigation', { name: lang.words.nav.mainLabel });
        await page.getByRole('button', { name: lang.words.menu.open }).click();
        return page.getByRole('dialog', { name: lang.words.menu.title });
      };
      await (await nav(english)).getByRole('link', { name: english.words.nav.contact, exact: true }).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.words.contact.heading);
      let here = english;
      for (const next of [...OTHER_LANGUAGES, english]) {
        const scope = wide ? page.getByRole('banner') : await nav(here);
        const link = scope.getByRole('link', { name: next.words.meta.name, exact: true }).filter({ visible: true }).first();
        await expect(link).toHaveAttribute('href', next.path(to));
        if (wide) {
          await link.focus();
          await expect(link).toBeFocused();
          await page.keyboard.press('Enter');
        } else {
          await link.click();
        }
        await expect(page).toHaveURL(next.path(to));
        await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
        await waitForHydration(page);
        here = next;
      }
    },
  );
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
      for (const route of LANGUAGES.flatMap((lang) => ['/', urlFor('en', { plan: plan.path }), urlFor('en', 'news')].map(lang.path))) {
        await gotoReady(page, route);
        await page.evaluate(() => document.fonts.ready);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const nodes: number[] = [];
        const walk = (node: typeof root) => {
          if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim()))
            nodes.push(node.nodeId);
          node.children?.forEach(walk);
        };
        walk(root);
        for (const nodeId of nodes) {
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
    for (const route of [
      '/',
      urlFor('en', { plan: english.site.products[0]!.path }),
      urlFor('en', 'allProducts'),
      urlFor('en', 'products'),
    ]) {
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
        // The next page draws with the cached font. `optional` lets a browser use it only if it can
        // read it within a short wait at the first paint: a machine busy with other work can miss
        // that on one visit, so the visitor's next pages are tried, three at the most.
        const about = lang.path(urlFor('en', 'about'));
        let again = await fontsOf(page, about);
        for (let visit = 1; visit < 3 && !again.drawnBy.some((f) => f.family === 'Noto Sans Devanagari' && f.web); visit++)
          again = await fontsOf(page, about);
        expect(again.drawnBy).toContainEqual({ family: 'Noto Sans Devanagari', web: true });
        expect(again.drawnBy.filter((f) => /devanagari/i.test(f.family) && !f.web)).toEqual([]);
      });
    });
  }
});
