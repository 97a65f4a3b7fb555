import type { Locator, Page } from '@playwright/test';
import { endingWith, expect, test } from './fixtures';
import { en, LANGUAGES } from './routes';

/*
 * JavaScript is off in this project (playwright.config.ts): the page as the server sent it, as a
 * visitor whose scripts never arrive sees it. Everything here is done the visitor's way: taps,
 * the wheel (a swipe on a phone), the browser's own popover. (axe cannot run without JavaScript;
 * e2e/first-paint.spec.ts checks the same server HTML with axe before the page's scripts arrive.)
 */

const MENU = ['Home', 'About Us', 'Products', 'Opportunities', 'Latest News & Links', 'Contact'];

/** A plan page, with its gallery. */
const plan = en.products.find((p) => p.status === 'on-sale')!;
const PLAN_PAGE = `/product/${plan.path}`;

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;

test('JavaScript is off here', async ({ page }) => {
  await page.goto('/');
  // A page script would have set this before the first paint; with JavaScript off nothing runs.
  await expect(page.locator('[data-embla]')).toHaveCount(0);
  expect(await page.getByTestId('menu-button').getAttribute('aria-expanded')).toBeNull();
});

test.describe('the menu', () => {
  test('opens from the left with every link in view, and closes by its button and by Escape', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // It slides in from the left.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    expect((await menu.boundingBox())!.width).toBe(250);
    const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(MENU);
    const viewport = page.viewportSize()!;
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(250);
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(viewport.height);
    }
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: /^\+91/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /on (X|Facebook|LinkedIn|Instagram)/ })).toHaveCount(4);

    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
    await button.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a tap beside it closes it', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(330, 400);
    await expect(menu).toBeHidden();
  });

  test('its links work', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Opportunities' }).tap();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[0]!.words.opportunities.heading);
  });
});

/**
 * Brings every slide of a carousel into its viewport in turn, the way a visitor does: by scrolling
 * the row sideways (the wheel here; a swipe on a phone). Returns how many slides were reached.
 */
async function scrollThrough(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded();
  const viewport = region.locator('.carousel-viewport');
  const slides = region.locator('[aria-roledescription="slide"] > *');
  const count = await slides.count();
  const frame = (await viewport.boundingBox())!;
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
  for (const [route, testId, count] of [
    ['/', 'hero-carousel', en.banners.length],
    ['/', 'trending-carousel', en.products.filter((p) => p.isTrending === true).length],
    [PLAN_PAGE, 'product-gallery', plan.imageUrls.length],
    ['/opportunities', 'opportunities-carousel', en.opportunitiesPage.slides.length],
    ['/news', 'news-carousel', en.news.length],
  ] as const) {
    test(`${route} ${testId}: all ${count}`, async ({ page }) => {
      await page.goto(route);
      const region = page.getByTestId(testId);
      // The arrows, dots and slide-show button need JavaScript, so they are not shown.
      await expect(region.getByRole('button', { name: /slide/ })).toHaveCount(0);
      expect(await scrollThrough(page, region)).toBe(count);
    });
  }
});

test('a tap on a gallery picture shows the larger picture', async ({ page }) => {
  await page.goto(PLAN_PAGE);
  const picture = page.getByTestId('product-gallery').getByRole('link', { name: `Enlarge image: ${plan.name} 1` });
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
  const [whatsapp] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: LANGUAGES[0]!.words.plan.share }).tap(),
  ]);
  await whatsapp.waitForLoadState();
  const text = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  expect(text).toContain(plan.name);
  expect(text.split('\n').at(-1)).toBe(`${en.site.siteUrl.replace(/\/+$/, '')}${PLAN_PAGE}`);
});

test('a missing page is whole in every language: the generic message and every way on', { tag: '@expects-404' }, async ({ page }) => {
  for (const lang of LANGUAGES) {
    const { notFound, plans } = lang.words;
    const response = await page.goto(lang.path('/product/nope'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(main.getByText(notFound.pageText, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: notFound.seeAllPlans })).toHaveAttribute('href', lang.path('/all-products'));
    await expect(main.getByRole('link', { name: notFound.chooseNeed })).toHaveAttribute('href', lang.path('/product-category'));
    await expect(main.getByRole('navigation', { name: plans.categoriesLabel }).getByRole('link')).toHaveText(
      lang.site.categories.map((c) => c.title),
    );
    const mainPages = main.getByRole('navigation', { name: notFound.mainPages });
    await expect(mainPages.getByRole('link', { name: lang.words.nav.home })).toHaveAttribute('href', lang.path('/'));
    await expect(mainPages.getByRole('link', { name: lang.words.nav.contact })).toHaveAttribute('href', lang.path('/contact'));
  }
});

test.describe('the comparison of plans without JavaScript', () => {
  for (const lang of LANGUAGES) {
    const { words } = lang;
    const selling = lang.site.products.filter((p) => p.status === 'on-sale');

    test(`${lang.locale}: the home page's finder leads to the whole table, and an address's age and plans are ignored`, async ({
      page,
    }) => {
      await page.goto(lang.path('/'));
      const finder = page.getByRole('region', { name: words.compare.finder.heading });
      await finder.getByLabel(words.compare.finder.age, { exact: true }).fill('65');
      await finder.getByRole('button', { name: words.compare.finder.submit }).tap();
      await expect(page).toHaveURL(new RegExp(`${lang.path('/compare-plans')}\\?age=65`));
      for (const address of [page.url(), lang.path(`/compare-plans?plans=${selling[0]!.path},${selling[1]!.path}&age=65`)]) {
        await page.goto(address);
        const table = page.getByRole('table', { name: words.compare.caption });
        // Every plan on sale, each a column headed by its name, linking its page.
        for (const plan of selling)
          await expect(table.getByRole('columnheader').getByRole('link', { name: plan.name, exact: true })).toBeVisible();
        await expect(table.getByRole('columnheader')).toHaveCount(selling.length + 1);
        // The check boxes would do nothing: they are not shown, and the page says why nothing is narrowed.
        await expect(table.getByRole('checkbox')).toHaveCount(0);
        // (Playwright's text search skips <noscript>, so the line is found by its place.)
        const line = page.locator('main noscript > p');
        await expect(line).toBeVisible();
        expect(await line.textContent()).toBe(words.compare.noScript);
      }
    });
  }
});
