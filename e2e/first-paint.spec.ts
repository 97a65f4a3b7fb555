import type { CDPSession, Locator, Page } from '@playwright/test';
import { format } from '../lib/i18n/format';
import { carouselNamed } from './carousel';
import {
  endingWith,
  expect,
  expectNoAxeViolations,
  homePopup,
  isHydrated,
  isPhone,
  skipHomePopup,
  test,
  waitForHomePopup,
} from './fixtures';
import { urlFor } from '../lib/urls';
import { english, menuLabels } from './routes';

/** The pages at the root are in the default language: its words and content. */
const { words, site } = english;
const labels = words.carousel;
const MENU = menuLabels(english);

/** A plan page: its gallery is the carousel these tests move. */
const plan = site.products[0]!;
const PLAN_PAGE = urlFor('en', { plan: plan.path });
/** The gallery's name for its picture at `index` (from 0), as its slides, dots and dialog say it. */
const pictureName = (index: number) => format(words.plan.picture, { name: plan.name, index: index + 1 });

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
const visibleMenuLinks = (page: Page) =>
  page.getByRole('navigation', { name: words.nav.mainLabel }).filter({ visible: true }).getByRole('link');

/** The button that opens the phone's menu. */
const menuButton = (page: Page) => page.getByRole('button', { name: words.menu.open });

/** The phone menu's panel: one element, opened by the browser before React runs and by the page's script after. */
const menuPanel = (page: Page) => page.getByRole('dialog', { name: words.menu.title });

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
        await page.goto(urlFor('en', 'about'), { waitUntil: 'commit' });
        await firstPaint(page);
        const button = menuButton(page);
        if (isPhone(page)) await button.tap();
        else await button.click();
        expect(await isHydrated(page), `attempt ${attempt}: the tap came before React`).toBe(false);
        await expect(visibleMenuLinks(page), `attempt ${attempt}: the menu shows`).toHaveText(MENU);
        // Once React is there, the same menu is still open, once, and the button says so.
        scripts.release();
        await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
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
        // The menu is the page's one native dialog.
        const panel = document.querySelector('dialog');
        frames.push(panel !== null && panel.matches('[open], :popover-open'));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(urlFor('en', 'contact'), { waitUntil: 'commit' });
    await firstPaint(page);
    await menuButton(page).click();
    await expect(menuPanel(page)).toBeVisible();
    expect(await isHydrated(page), 'opened before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const frames = await page.evaluate(() => (window as unknown as { __frames: boolean[] }).__frames);
    const opened = frames.indexOf(true);
    expect(opened, 'the menu opened').toBeGreaterThanOrEqual(0);
    expect(frames.slice(opened).includes(false), 'a frame without the menu').toBe(false);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closed before React arrives, the menu stays closed', async ({ page }) => {
    const scripts = await gateScripts(page);
    await page.goto(urlFor('en', 'contact'), { waitUntil: 'commit' });
    await firstPaint(page);
    await menuButton(page).click();
    await expect(visibleMenuLinks(page)).toHaveText(MENU);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    expect(await isHydrated(page), 'closed before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    // The page's script has looked at the menu and found it closed.
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(visibleMenuLinks(page)).toHaveCount(0);
  });
});

test.describe('carousels from the first paint', () => {
  test.describe.configure({ timeout: 60_000 });

  const gallery = (page: Page) => carouselNamed(page, format(words.plan.pictures, { name: plan.name }));

  /** Where the gallery's row starts, and where each of its pictures does (their left edges, in pixels). */
  async function galleryBoxes(page: Page) {
    return gallery(page).evaluate((root) => {
      const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      const viewport = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
      return { viewport, pictures: slides.map((slide) => slide.querySelector('img')!.getBoundingClientRect().x) };
    });
  }

  test('a row scrolled before React stays where it is, and Embla starts from there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await gateScripts(page);
    await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
    await firstPaint(page);
    const slides = gallery(page).getByRole('group');
    await slides.first().hover();
    expect(await isHydrated(page)).toBe(false);
    // Two steps sideways by the wheel (a swipe on a phone): the third picture rests at the start of the row.
    // Three quarters of a slide each time: the row snaps on to the next one.
    const step = 0.75 * (await slides.first().boundingBox())!.width;
    for (let slide = 1; slide <= 2; slide += 1) {
      await page.mouse.wheel(step, 0);
      await expect.poll(async () => (await galleryBoxes(page)).pictures[slide]! - (await galleryBoxes(page)).viewport.x).toBeCloseTo(0, 0);
    }
    expect(await isHydrated(page), 'scrolled before React').toBe(false);
    const scrolled = await galleryBoxes(page);
    expect(Math.abs(scrolled.pictures[2]! - scrolled.viewport.x), 'the third picture starts the row').toBeLessThan(1);
    scripts.release();

    // Embla has started when its dots come: the third picture's is the current one.
    await expect(gallery(page).getByRole('button', { name: format(labels.goTo, { name: pictureName(2) }) })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 15_000 },
    );
    const taken = await galleryBoxes(page);
    expect(Math.abs(taken.pictures[2]! - taken.viewport.x), 'still the third picture, after Embla took over').toBeLessThan(1);
    await gallery(page).getByRole('button', { name: labels.next }).click();
    await expect.poll(async () => (await galleryBoxes(page)).pictures[3]! - taken.viewport.x).toBeCloseTo(0, 0);
  });

  // A tap on a slow phone: before React, while Embla takes the row (it has started on the row, and its
  // api has not yet reached the page's code), and after. Each moves the gallery by one picture, once.
  for (const moment of ['before React', 'as Embla takes the row', 'once Embla moves it'] as const) {
    test(`on a 6× slower CPU, a tap on the next arrow ${moment} moves the gallery one picture on`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const next = gallery(page).getByRole('button', { name: labels.next });
      const dot = (index: number) => gallery(page).getByRole('button', { name: format(labels.goTo, { name: pictureName(index) }) });
      if (moment === 'as Embla takes the row')
        // Pressed in the same task as Embla starts (the moment the row is marked as Embla's), as no test step can.
        await page.addInitScript(
          ({ name, next }) => {
            new MutationObserver((_, observer) => {
              const region = document.querySelector(`[aria-label="${name}"][data-embla]`);
              if (!region) return;
              observer.disconnect();
              [...region.querySelectorAll('button')].find((button) => button.textContent?.includes(next))!.click();
            }).observe(document, { subtree: true, attributeFilter: ['data-embla'] });
          },
          { name: format(words.plan.pictures, { name: plan.name }), next: labels.next },
        );
      const scripts = await gateScripts(page);
      await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
      await firstPaint(page);
      if (moment === 'before React') {
        await next.tap();
        expect(await isHydrated(page), 'tapped before React').toBe(false);
      }
      scripts.release();
      if (moment === 'once Embla moves it') {
        await expect(dot(0)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
        await next.tap();
      }
      // The second picture starts the row, and its dot is the current one: not the first, not the third.
      await expect(dot(1)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
      const { viewport } = await galleryBoxes(page);
      await expect.poll(async () => (await galleryBoxes(page)).pictures[1]! - viewport.x, { timeout: 15_000 }).toBeCloseTo(0, 0);
      await expect(dot(2)).not.toHaveAttribute('aria-current', 'true');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }

  test('the arrows move the row by one slide before React', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await holdScripts(page);
    await page.goto(PLAN_PAGE, { waitUntil: 'commit' });
    await firstPaint(page);
    const next = gallery(page).getByRole('button', { name: labels.next });
    const previous = gallery(page).getByRole('button', { name: labels.previous });
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
    const enlarge = format(words.dialog.enlarge, { name: pictureName(0) });
    const picture = gallery(page).getByRole('link', { name: enlarge });
    await expect(picture).toHaveAttribute('href', endingWith(plan.imageUrls[0]!));
    expect(await isHydrated(page), 'a link before React').toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    const button = gallery(page).getByRole('button', { name: enlarge });
    await button.focus();
    await page.keyboard.press(' ');
    await expect(page.getByRole('dialog', { name: pictureName(0) }).getByAltText(words.dialog.selectedPlan, { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PLAN_PAGE);
  });
});

test.describe('the slide show from the first paint', () => {
  test.describe.configure({ timeout: 60_000 });
  test.skip(site.banners.length < 2, 'one slide: the hero has no slide show');

  const hero = (page: Page) => carouselNamed(page, words.home.heroLabel);
  /** Presses a control as the visitor's device does: a tap on a phone. */
  const press = (page: Page, control: Locator) => (isPhone(page) ? control.tap() : control.click());
  /** Whether the slides are a live region now: not while the slide show's timer runs (WAI-ARIA's carousel pattern). */
  const slidesLive = (page: Page) => hero(page).locator('[aria-live]').getAttribute('aria-live');

  for (const { motion, presses, shows, plays } of [
    // Where motion is welcome the show is on until the visitor says otherwise: the button says Pause.
    { motion: 'no-preference', presses: [labels.pause, labels.play, labels.pause], shows: labels.play, plays: false },
    // Where the visitor prefers reduced motion it is off: the button says Start, and a press starts it all the same.
    { motion: 'reduce', presses: [labels.play], shows: labels.pause, plays: true },
  ] as const) {
    test(`its button, pressed before the page's code (motion: ${motion}), shows the new setting at once, each time, and the show starts from it`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      // The popup opens a second after the load event whether the page's code has come or not: a busy
      // machine's presses could meet it. This test is the slide show's.
      await skipHomePopup(page);
      const scripts = await gateScripts(page);
      await page.goto(urlFor('en', 'home'), { waitUntil: 'commit' });
      await firstPaint(page);
      for (const [index, name] of presses.entries()) {
        const other = name === labels.pause ? labels.play : labels.pause;
        await press(page, hero(page).getByRole('button', { name, exact: true }));
        // At once: read straight after the press, without waiting for it.
        expect(await hero(page).getByRole('button', { name: other, exact: true }).isVisible(), `press ${index + 1} shows "${other}"`).toBe(
          true,
        );
        expect(await hero(page).getByRole('button', { name, exact: true }).count(), `press ${index + 1}: "${name}" is gone`).toBe(0);
      }
      expect(await isHydrated(page), 'pressed before React').toBe(false);

      // The page's clock from now on (installed before the first paint, it would hide the paint from the test).
      await page.clock.install();
      scripts.release();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      // Embla has started (its dots have come) from the visitor's setting: the button still says it, and the show plays or not by it.
      const firstDot = hero(page).getByRole('button', { name: format(labels.goTo, { name: site.banners[0]!.title }) });
      await expect(firstDot).toHaveAttribute('aria-current', 'true');
      await expect(hero(page).getByRole('button', { name: shows, exact: true })).toBeVisible();
      await expect
        .poll(() => slidesLive(page), { message: plays ? 'the show plays' : 'the show stays still' })
        .toBe(plays ? 'off' : 'polite');
      if (!plays) {
        await page.clock.runFor(6_000);
        await expect(firstDot, 'the first slide, 6 s on').toHaveAttribute('aria-current', 'true');
      }
    });
  }
});

test.describe('before the scripts arrive', () => {
  test.describe.configure({ timeout: 60_000 });

  const home = urlFor('en', 'home');
  // The pages with carousels: what their scripts would move is in the HTML from the first paint.
  const routes = [home, PLAN_PAGE, ...(site.site.recruiting ? [urlFor('en', 'opportunities')] : []), urlFor('en', 'news')];
  for (const route of routes) {
    test(
      `axe finds nothing on ${route}${route === home ? ', nor in its popup or the open native menu' : ''}`,
      { tag: route === home ? '@every-width' : [] },
      async ({ page }) => {
        await holdScripts(page);
        await page.goto(route, { waitUntil: 'commit' });
        await firstPaint(page);
        await page.waitForLoadState('domcontentloaded');
        if (route === home) {
          // The popup is the page's own too: its inline script opens it a second after the load event, before React.
          await waitForHomePopup(page);
          await expectNoAxeViolations(page);
          await page.keyboard.press('Escape');
          await expect(homePopup(page)).toHaveCount(0);
        }
        await expectNoAxeViolations(page);
        if (route === home && (page.viewportSize()?.width ?? 0) < 1024) {
          await menuButton(page).click();
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
