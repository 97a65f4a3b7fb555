import type { CDPSession, Page } from '@playwright/test';
import { endingWith, expect, expectNoAxeViolations, isHydrated, isPhone, test } from './fixtures';
import { products } from './routes';

const MENU = ['Home', 'About Us', 'Products', 'Opportunities', 'Latest News & Links', 'Contact'];

/** A plan page: its gallery is the carousel these tests move. */
const plan = products[0]!;
const PLAN_PAGE = `/product/${plan.path}`;

/**
 * Holds back the page's script chunks until the test lets them through with `release()`, so the
 * test acts between the first paint and React taking over, as on a slow phone network, however busy
 * the machine. `hold()` holds them again for the next visit. Routing turns the browser's cache off,
 * so every visit waits again.
 */
async function gateScripts(page: Page) {
  let open = () => {};
  let opened = Promise.resolve();
  const hold = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };
  hold();
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js$/, async (route) => {
    await opened;
    await route.fallback();
  });
  return { hold, release: () => open() };
}

/** Holds back the page's script chunks for as long as the test runs: React never takes over. */
async function holdScripts(page: Page) {
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js$/, () => new Promise<void>(() => {}));
}

/** Resolves the moment the browser reports the page's first paint. */
async function firstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, { polling: 'raf' });
}

/** The menu links the visitor can see. */
const visibleMenuLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).getByRole('link');

/** The phone menu's panel: one element, opened by the browser before React runs and by the page's script after. */
const menuPanel = (page: Page) => page.getByTestId('mobile-drawer');

test.describe('the menu from the first paint', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the menu button is for narrow screens');
  test.describe.configure({ timeout: 150_000 });

  for (const cpu of [1, 4]) {
    test(`a tap the moment the page paints opens it, 5 times out of 5${cpu > 1 ? `, on a ${cpu}× slower CPU` : ''}`, async ({ page }) => {
      let cdp: CDPSession | undefined;
      if (cpu > 1) {
        cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      }
      const scripts = await gateScripts(page);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        scripts.hold();
        await page.goto('/about-us', { waitUntil: 'commit' });
        await firstPaint(page);
        const button = page.getByTestId('menu-button');
        if (isPhone(page)) await button.tap();
        else await button.click();
        expect(await isHydrated(page), `attempt ${attempt}: the tap came before React`).toBe(false);
        await expect(visibleMenuLinks(page), `attempt ${attempt}: the menu shows`).toHaveText(MENU);
        // Once React is there, the same menu is still open, once, and the button says so.
        scripts.release();
        await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
        await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');
        await expect(menuPanel(page)).toBeVisible();
        await expect(visibleMenuLinks(page)).toHaveText(MENU);
      }
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }

  test('opened before React, it stays open in every frame as React arrives; Escape closes it and focus goes back to the button', async ({
    page,
  }) => {
    const scripts = await gateScripts(page);
    // Every frame from the start: whether the menu's panel shows.
    await page.addInitScript(() => {
      const frames: boolean[] = [];
      Object.assign(window, { __frames: frames });
      const tick = () => {
        const panel = document.querySelector('[data-testid="mobile-drawer"]');
        frames.push(panel !== null && panel.matches('[open], :popover-open'));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await firstPaint(page);
    await page.getByTestId('menu-button').click();
    await expect(menuPanel(page)).toBeVisible();
    expect(await isHydrated(page), 'opened before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');
    const frames = await page.evaluate(() => (window as unknown as { __frames: boolean[] }).__frames);
    const opened = frames.indexOf(true);
    expect(opened, 'the menu opened').toBeGreaterThanOrEqual(0);
    expect(frames.slice(opened).includes(false), 'a frame without the menu').toBe(false);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(page.getByTestId('menu-button')).toBeFocused();
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
  });

  test('closed before React arrives, the menu stays closed', async ({ page }) => {
    const scripts = await gateScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await firstPaint(page);
    await page.getByTestId('menu-button').click();
    await expect(visibleMenuLinks(page)).toHaveText(MENU);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    expect(await isHydrated(page), 'closed before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    // The page's script has looked at the menu and found it closed.
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
    await expect(visibleMenuLinks(page)).toHaveCount(0);
  });
});

test.describe('carousels from the first paint', () => {
  test.describe.configure({ timeout: 60_000 });

  /** The picture boxes of the plan gallery, and the box of its viewport. */
  async function galleryBoxes(page: Page) {
    const viewport = (await page.getByTestId('product-gallery').locator('.carousel-viewport').boundingBox())!;
    const pictures = await page
      .getByTestId('product-gallery')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().x));
    return { viewport, pictures };
  }

  test('a row scrolled before React stays where it is, and Embla starts from there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await gateScripts(page);
    await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
    await firstPaint(page);
    const gallery = page.getByTestId('product-gallery');
    const viewport = gallery.locator('.carousel-viewport');
    await viewport.hover();
    expect(await isHydrated(page)).toBe(false);
    // Two steps sideways by the wheel (a swipe on a phone): the third picture rests at the start of the row.
    // Three quarters of a slide each time: the row snaps on to the next one.
    const step = 0.75 * (await gallery.locator('.carousel-slide').first().boundingBox())!.width;
    for (let slide = 1; slide <= 2; slide += 1) {
      await page.mouse.wheel(step, 0);
      await expect.poll(async () => (await galleryBoxes(page)).pictures[slide]! - (await galleryBoxes(page)).viewport.x).toBeCloseTo(0, 0);
    }
    expect(await isHydrated(page), 'scrolled before React').toBe(false);
    const scrolled = await galleryBoxes(page);
    expect(Math.abs(scrolled.pictures[2]! - scrolled.viewport.x), 'the third picture starts the row').toBeLessThan(1);
    scripts.release();

    await expect(gallery).toHaveAttribute('data-embla', '', { timeout: 15_000 });
    const taken = await galleryBoxes(page);
    expect(Math.abs(taken.pictures[2]! - taken.viewport.x), 'still the third picture, after Embla took over').toBeLessThan(1);
    await expect(gallery.getByRole('button', { name: /^Go to / }).nth(2)).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(async () => (await galleryBoxes(page)).pictures[3]! - taken.viewport.x).toBeCloseTo(0, 0);
  });

  test('the arrows move the row by one slide before React', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await holdScripts(page);
    await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
    await firstPaint(page);
    const gallery = page.getByTestId('product-gallery');
    const next = gallery.getByRole('button', { name: 'Next slide' });
    const previous = gallery.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    await next.click();
    const { viewport } = await galleryBoxes(page);
    await expect.poll(async () => (await galleryBoxes(page)).pictures[1]! - viewport.x).toBeCloseTo(0, 0);
    await expect(previous).toBeEnabled();
    expect(await isHydrated(page), 'moved before React').toBe(false);
  });

  test('a picture is a link to the larger picture before React, and opens the dialog after', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await gateScripts(page);
    await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
    await firstPaint(page);
    const picture = page.getByTestId('product-gallery').getByRole('link', { name: `Enlarge image: ${plan.name} 1` });
    await expect(picture).toHaveAttribute('href', endingWith(plan.imageUrls[0]!));
    expect(await isHydrated(page), 'a link before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    const button = page.getByTestId('product-gallery').getByRole('button', { name: `Enlarge image: ${plan.name} 1` });
    await button.focus();
    await page.keyboard.press(' ');
    await expect(page.getByRole('dialog', { name: `${plan.name} 1` }).getByAltText('Selected Product', { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PLAN_PAGE);
  });
});

test.describe('before the scripts arrive', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const route of ['/', PLAN_PAGE, '/opportunities', '/news']) {
    test(
      `axe finds nothing on ${route}${route === '/' ? ', nor in the open native menu' : ''}`,
      { tag: route === '/' ? '@every-width' : [] },
      async ({ page }) => {
        await holdScripts(page);
        await page.goto(route, { waitUntil: 'commit' });
        await firstPaint(page);
        await page.waitForLoadState('domcontentloaded');
        await expectNoAxeViolations(page);
        if (route === '/' && (page.viewportSize()?.width ?? 0) < 1024) {
          await page.getByTestId('menu-button').click();
          // Once it has slid in.
          await expect.poll(async () => (await menuPanel(page).boundingBox())?.x).toBe(0);
          await expectNoAxeViolations(page);
        }
        expect(await isHydrated(page), 'checked before React').toBe(false);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      },
    );
  }
});
