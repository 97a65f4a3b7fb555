import type { Locator, Page } from '@playwright/test';
import { format } from '../lib/i18n';
import { socialLinks } from '../lib/social';
import { urlFor } from '../lib/urls';
import { endingWith, expect, isHydrated, test } from './fixtures';
import { attribute, named, namedAt, openingTags, textOf } from './html';
import { absolute, en, english, LANGUAGES, menuLabels, OTHER_LANGUAGES } from './routes';

/*
 * JavaScript is off in this project (playwright.config.ts): the page as the server sent it, as a
 * visitor whose scripts never arrive sees it. Everything here is done the visitor's way: taps,
 * the wheel (a swipe on a phone), the browser's own popover. (axe cannot run without JavaScript;
 * e2e/first-paint.spec.ts checks the same server HTML with axe before the page's scripts arrive.)
 */

const { words } = english;

/** A plan page, with its gallery. */
const plan = en.products.find((p) => p.status === 'on-sale')!;
const PLAN_PAGE = urlFor('en', { plan: plan.path });

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;

test('JavaScript is off here', async ({ page }) => {
  await page.goto(urlFor('en', 'home'));
  // React never takes the page over, and the menu button is left as the server sent it.
  expect(await isHydrated(page)).toBe(false);
  expect(await page.getByRole('button', { name: words.menu.open }).getAttribute('aria-expanded')).toBeNull();
});

test('the home page’s popup stays closed: its words are in the HTML, and none of them shows', async ({ page, request }) => {
  for (const lang of LANGUAGES) {
    const home = lang.path(urlFor('en', 'home'));
    const { popup } = lang.site.home;
    // In the HTML, inside a closed dialog …
    const html = await (await request.get(home)).text();
    const at = namedAt(html, popup.heading);
    expect(openingTags(html.slice(at), 'dialog')[0], home).toMatch(/^<dialog\s/);
    expect(openingTags(html.slice(at), 'dialog')[0], home).not.toMatch(/\sopen[\s=>]/);
    expect(textOf(named(html, popup.heading) ?? ''), home).toContain(popup.text);
    // … which nothing opens: neither the dialog nor any of its words or its picture shows.
    await page.goto(home);
    const closed = page.getByRole('dialog', { name: popup.heading, includeHidden: true });
    await expect(closed).toHaveCount(1);
    await expect(closed).toBeHidden();
    await expect(page.getByRole('dialog', { name: popup.heading })).toHaveCount(0);
    for (const words of [popup.eyebrow, popup.heading, popup.text]) await expect(closed.getByText(words, { exact: true })).toBeHidden();
    await expect(closed.getByRole('img', { name: popup.alt, includeHidden: true })).toBeHidden();
  }
});

test.describe('the menu', () => {
  test('opens from the left with every link in view, and closes by its button and by Escape', async ({ page }) => {
    await page.goto(urlFor('en', 'contact'));
    const button = page.getByRole('button', { name: words.menu.open });
    await button.tap();
    const menu = page.getByRole('dialog', { name: words.menu.title });
    await expect(menu).toBeVisible();
    // It slides in from the left.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    expect((await menu.boundingBox())!.width).toBe(250);
    const links = menu.getByRole('navigation', { name: words.nav.mainLabel }).getByRole('link');
    await expect(links).toHaveText(menuLabels(english));
    const viewport = page.viewportSize()!;
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(250);
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(viewport.height);
    }
    await expect(menu.getByRole('link', { name: words.nav.contact })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: en.site.phone })).toBeVisible();
    for (const social of socialLinks(en.site, words)) await expect(menu.getByRole('link', { name: social.label })).toHaveCount(1);

    await menu.getByRole('button', { name: words.menu.close }).tap();
    await expect(menu).toBeHidden();
    await button.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a tap beside it closes it', async ({ page }) => {
    await page.goto(urlFor('en', 'about'));
    await page.getByRole('button', { name: words.menu.open }).tap();
    const menu = page.getByRole('dialog', { name: words.menu.title });
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(330, 400);
    await expect(menu).toBeHidden();
  });

  test('its links work', async ({ page }) => {
    await page.goto(urlFor('en', 'about'));
    await page.getByRole('button', { name: words.menu.open }).tap();
    await page.getByRole('dialog', { name: words.menu.title }).getByRole('link', { name: words.nav.opportunities }).tap();
    await expect(page).toHaveURL(urlFor('en', 'opportunities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.opportunities.heading);
  });
});

test('the language switcher leads to the same page in every language: plain links', async ({ page }) => {
  await page.goto(PLAN_PAGE);
  for (const next of [...OTHER_LANGUAGES, english]) {
    await page.getByRole('contentinfo').getByRole('link', { name: next.words.meta.name, exact: true }).tap();
    await expect(page).toHaveURL(next.path(PLAN_PAGE));
    await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
  }
});

/**
 * Brings every slide of a carousel into its viewport in turn, the way a visitor does: by scrolling
 * the row sideways (the wheel here; a swipe on a phone). Returns how many slides were reached.
 */
async function scrollThrough(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded();
  const slides = region.locator('[aria-roledescription="slide"] > *');
  const count = await slides.count();
  // The row that scrolls sideways: the slides' window.
  const frame = await region.evaluate((root) => {
    const row = [...root.querySelectorAll<HTMLElement>('*')].find((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))!;
    const { x, y, width, height } = row.getBoundingClientRect();
    return { x, y, width, height };
  });
  // Three quarters of a slide: the row then snaps on to the next one.
  const step = 0.75 * (await slides.first().boundingBox())!.width;
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  let reached = 0;
  for (let index = 0; index < count; index += 1) {
    const slide = slides.nth(index);
    const inView = async () => inside((await slide.boundingBox())!, frame);
    for (let wheel = 0; wheel < count && !(await inView()); wheel += 1) {
      await page.mouse.wheel(step, 0);
      // Let the scroll and its snap settle.
      await expect
        .poll(inView, { timeout: 2_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await inView(), `slide ${index + 1} of ${count} in view`).toBe(true);
    reached += 1;
  }
  return reached;
}

test.describe('every slide of every carousel can be reached', () => {
  test.describe.configure({ timeout: 60_000 });
  const controls = [words.carousel.previous, words.carousel.next, words.carousel.pause, words.carousel.play];
  for (const [route, name, count] of [
    [urlFor('en', 'home'), words.home.heroLabel, en.banners.length],
    [urlFor('en', 'home'), words.home.trendingCarousel, en.products.filter((p) => p.isTrending === true).length],
    [PLAN_PAGE, format(words.plan.pictures, { name: plan.name }), plan.imageUrls.length],
    ...(en.site.recruiting
      ? ([[urlFor('en', 'opportunities'), words.opportunities.sliderLabel, en.opportunitiesPage.slides.length]] as const)
      : []),
    [urlFor('en', 'news'), words.news.cardsLabel, en.news.length],
  ] as const) {
    test(`${route} ${name}: all ${count}`, async ({ page }) => {
      await page.goto(route);
      const region = page.getByRole('region', { name, exact: true });
      // The arrows, dots and slide-show button need JavaScript, so they are not shown.
      for (const control of controls) await expect(region.getByRole('button', { name: control })).toHaveCount(0);
      expect(await scrollThrough(page, region)).toBe(count);
    });
  }
});

test('a tap on a gallery picture shows the larger picture', async ({ page }) => {
  await page.goto(PLAN_PAGE);
  const gallery = page.getByRole('region', { name: format(words.plan.pictures, { name: plan.name }) });
  const picture = gallery.getByRole('link', {
    name: format(words.dialog.enlarge, { name: format(words.plan.picture, { name: plan.name, index: 1 }) }),
  });
  const thumbnail = (await picture.boundingBox())!;
  await picture.tap();
  await expect(page).toHaveURL(endingWith(plan.imageUrls[0]!));
  // The picture itself fills the screen, larger than its thumbnail.
  const shown = page.locator(':root');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((root) => root.localName)).toBe('svg');
  expect((await shown.boundingBox())!.width).toBeGreaterThan(thumbnail.width);
});

test('“Share with family” opens WhatsApp with the plan and this page’s address', async ({ page, context }) => {
  // WhatsApp is another host, which this browser cannot reach: the test answers for it and reads what was asked.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto(PLAN_PAGE);
  const [whatsapp] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: words.plan.share }).tap()]);
  await whatsapp.waitForLoadState();
  const text = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  expect(text).toContain(plan.name);
  expect(text.split('\n').at(-1)).toBe(absolute(PLAN_PAGE));
});

test('a missing page is whole in every language: the generic message and every way on', { tag: '@expects-404' }, async ({ page }) => {
  for (const lang of LANGUAGES) {
    const { notFound, plans } = lang.words;
    const response = await page.goto(lang.path(urlFor('en', { plan: 'nope' })));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(main.getByText(notFound.pageText, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: notFound.seeAllPlans })).toHaveAttribute('href', lang.path(urlFor('en', 'allProducts')));
    await expect(main.getByRole('link', { name: notFound.chooseNeed })).toHaveAttribute('href', lang.path(urlFor('en', 'products')));
    await expect(main.getByRole('navigation', { name: plans.categoriesLabel }).getByRole('link')).toHaveText(
      lang.site.categories.map((c) => c.title),
    );
    const mainPages = main.getByRole('navigation', { name: notFound.mainPages });
    await expect(mainPages.getByRole('link', { name: lang.words.nav.home })).toHaveAttribute('href', lang.path('/'));
    await expect(mainPages.getByRole('link', { name: lang.words.nav.contact })).toHaveAttribute('href', lang.path(urlFor('en', 'contact')));
  }
});

test.describe('the comparison of plans without JavaScript', () => {
  /** The plans the comparison has a column for: on sale, with key facts. */
  const comparedIn = (lang: (typeof LANGUAGES)[number]) => lang.site.products.filter((p) => p.status === 'on-sale' && p.keyFacts);

  test('the home page’s finder opens the whole table at its results, the count on the first screen; an address’s view is not applied', async ({
    page,
  }) => {
    const selling = comparedIn(english);
    const compare = urlFor('en', 'comparePlans');
    await page.goto(urlFor('en', 'home'));
    const finder = page.getByRole('region', { name: words.compare.finder.heading });
    await finder.getByLabel(words.compare.finder.age, { exact: true }).fill('65');
    await finder.getByRole('button', { name: words.compare.finder.submit }).tap();
    await expect(page).toHaveURL(new RegExp(`${compare}\\?need=&age=65&child=#results$`));
    // At the results: the count below the header, on the first screen, the folded finder above it.
    const count = page.getByRole('main').getByRole('status');
    await expect(count).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await count.boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        return box.y >= header.y + header.height - 1 && box.y + box.height <= page.viewportSize()!.height;
      })
      .toBe(true);
    await expect(page.getByRole('main').getByLabel(words.compare.finder.age, { exact: true })).toBeHidden();
    for (const address of [page.url(), `${compare}?plans=${selling[0]!.path},${selling[1]!.path}&age=65`]) {
      await page.goto(address);
      const table = page.getByRole('table', { name: words.compare.caption });
      // Every plan compared, each a column headed by its name, linking its page.
      for (const plan of selling)
        await expect(table.getByRole('columnheader').getByRole('link', { name: plan.name, exact: true })).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(selling.length + 1);
      // The check boxes and the illustration's figures would do nothing: they are not shown, and the page says why nothing is narrowed.
      await expect(table.getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByRole('region', { name: words.illustration.heading }).getByRole('textbox')).toHaveCount(0);
      // (Playwright's text search skips <noscript>, so the line is found by its place.)
      const line = page.locator('#results noscript > p');
      await expect(line).toBeVisible();
      expect(await line.textContent()).toBe(words.compare.noScript);
    }
  });

  test('in every language, the whole table carries every plan’s number and UIN, who compiled it, the indicative and risk-factors lines and the unit-linked statements', async ({
    page,
  }) => {
    for (const lang of LANGUAGES) {
      await page.goto(lang.path(urlFor('en', 'comparePlans')));
      const results = page.locator('#results');
      for (const plan of comparedIn(lang)) {
        const heading = results.getByRole('columnheader', { name: plan.name });
        await expect(heading).toContainText(format(lang.words.plan.uin, { uin: plan.uin }));
        await expect(heading).toContainText(format(lang.words.plan.planNo, { planNo: plan.planNo }));
      }
      await expect(results.getByText(lang.site.site.person, { exact: false }).first()).toBeVisible();
      await expect(results.getByText(lang.words.compare.indicative)).toBeVisible();
      await expect(results.getByText(lang.site.plansPage.disclosures.riskFactors)).toBeVisible();
      const linked = comparedIn(lang).filter((plan) => plan.kind === 'unit-linked');
      const box = results.getByRole('region', { name: lang.site.plansPage.unitLinked!.heading });
      await expect(box).toHaveCount(linked.length > 0 ? 1 : 0);
      for (const plan of linked) await expect(box.getByText(plan.name, { exact: false })).toBeVisible();
    }
  });

  test('in every language, the finders send their need and ages to the comparison’s results in that language', async ({ request }) => {
    for (const lang of LANGUAGES) {
      for (const route of ['home', 'allProducts', 'comparePlans'] as const) {
        const path = lang.path(urlFor('en', route));
        const finder = named(await (await request.get(path)).text(), lang.words.compare.finder.heading) ?? '';
        const [form] = openingTags(finder, 'form');
        expect(attribute(form ?? '', 'action'), path).toBe(`${lang.path(urlFor('en', 'comparePlans'))}#results`);
        expect(attribute(form ?? '', 'method'), path).toBe('get');
        expect(
          [...openingTags(finder, 'select'), ...openingTags(finder, 'input')].map((field) => attribute(field, 'name')).filter(Boolean),
          path,
        ).toEqual(['need', 'age', 'child']);
      }
    }
  });

  test('a plan page’s request for LIC’s illustration is a form to the owner’s WhatsApp whose one field names the plan', async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      const plan = comparedIn(lang)[0]!;
      const path = lang.path(urlFor('en', { plan: plan.path }));
      const section = named(await (await request.get(path)).text(), lang.words.illustration.heading) ?? '';
      const [form] = openingTags(section, 'form');
      expect(attribute(form ?? '', 'action'), path).toBe(`https://wa.me/${lang.site.site.whatsapp}`);
      expect(attribute(form ?? '', 'target'), path).toBe('_blank');
      expect(attribute(form ?? '', 'rel'), path).toBe('noopener noreferrer');
      const named_ = openingTags(section, 'input').filter((input) => attribute(input, 'name'));
      expect(
        named_.map((input) => attribute(input, 'name')),
        path,
      ).toEqual(['text']);
      expect(attribute(named_[0]!, 'value'), path).toContain(plan.name);
    }
  });
});
