/**
 * The carousels a visitor swipes and taps: the home hero (autoplay, its dots and arrows, pause and
 * play, reduced motion) and the trending plans (how many show at each width, swiping).
 */
import type { Page } from '@playwright/test';
import { format } from '../lib/i18n/format';
import { expect, gotoReady, homePopup, openHome, test, waitForHomePopup } from './fixtures';
import { carouselNamed, expectSlidesPerView } from './carousel';
import { urlFor } from '../lib/urls';
import { LANGUAGES } from './routes';

/** The home page at the root is in the default language: its words and content. */
const { words, site } = LANGUAGES[0]!;
const { banners, products: plans } = site;
const labels = words.carousel;
const trending = plans.filter((p) => p.isTrending === true);
/** The carousels, by their names. */
const heroCarousel = (page: Page) => carouselNamed(page, words.home.heroLabel);
const trendingCarousel = (page: Page) => carouselNamed(page, words.home.trendingCarousel);
/** The hero's dot for a slide, by its name. */
const dotName = (index: number) => format(labels.goTo, { name: banners[index]!.title });
/** The hero's last slide (slides are the owner's: the tests work for any number). */
const lastSlide = banners.length - 1;
const ONE_SLIDE = 'one slide: the hero does not move';

// ---------------------------------------------------------------- helpers
// A test about time installs the page's clock: it runs as usual until `runFor(ms)` fires every timer of that span at once.

/** Index of the hero slide that fills the carousel's viewport, or -1 while it is moving (behind the popup too, which hides the page from assistive technology). */
async function heroSlide(page: Page): Promise<number> {
  return page.getByRole('region', { name: words.home.heroLabel, exact: true, includeHidden: true }).evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const left = slides[0]!.parentElement!.parentElement!.getBoundingClientRect().left;
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
  });
}

/** Each time the hero selects another slide: [page time, slide index]. */
type Selections = [number, number][];

/** Records every change of the hero's current dot, in page time, from the first moment of the page. */
async function recordSelections(page: Page) {
  await page.addInitScript(
    (dots: string[]) => {
      const seen: Selections = [];
      (window as unknown as { __selections: Selections }).__selections = seen;
      let last = 0;
      new MutationObserver(() => {
        // The hero's dots, by their names: the one marked current.
        const current = [...document.querySelectorAll('button[aria-current="true"]')]
          .map((dot) => dots.indexOf(dot.textContent?.trim() ?? ''))
          .find((index) => index >= 0);
        if (current !== undefined && current !== last) seen.push([performance.now(), (last = current)]);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    banners.map((_, index) => dotName(index)),
  );
}
const selections = (page: Page) => page.evaluate(() => (window as unknown as { __selections: Selections }).__selections);

/** Waits until the hero rests on a slide and returns its index. */
async function restingSlide(page: Page): Promise<number> {
  await expect.poll(() => heroSlide(page)).toBeGreaterThanOrEqual(0);
  return heroSlide(page);
}

/** Time since navigation started, as the page sees it. */
const pageTime = (page: Page) => page.evaluate(() => performance.now());

// ---------------------------------------------------------------- home: popup

test.describe('hero banner', () => {
  test('has a slide per banner, with title, description, calls to action and artwork', async ({ page }) => {
    // No autoplay here (reduced motion), so a slow machine cannot move the slides mid-test.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const hero = heroCarousel(page);
    await expect(hero).toHaveAttribute('aria-roledescription', labels.roleDescription);
    const slides = hero.getByRole('group');
    await expect(slides).toHaveCount(banners.length);
    for (const [index, banner] of banners.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute(
        'aria-label',
        format(labels.slideNamed, { index: index + 1, total: banners.length, name: banner.title }),
      );
      await expect(slide.getByRole('heading', { level: index === 0 ? 1 : 2 })).toHaveText(banner.title);
      await expect(slide).toContainText(banner.description);
      await expect(slide.getByRole('link', { name: words.cta.explorePlans })).toHaveAttribute('href', urlFor('en', 'products'));
      await expect(slide.getByRole('link', { name: words.cta.talkToUs })).toHaveAttribute('href', urlFor('en', 'contact'));
      await expect(slide.getByRole('img', { name: banner.alt })).toHaveCount(1);
    }
    // The first slide's picture loads at once; the others may wait.
    await expect(slides.first().getByRole('img')).not.toHaveAttribute('loading', 'lazy');
    for (let index = 1; index < banners.length; index += 1)
      await expect(slides.nth(index).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  test('opens on the first slide', async ({ page }) => {
    await recordSelections(page);
    await gotoReady(page, urlFor('en', 'home'));
    await waitForHomePopup(page);
    // The popup comes a second after the page, the first change of slide not before five.
    expect(await selections(page)).toEqual([]);
    expect(await heroSlide(page)).toBe(0);
  });

  test('advances by itself, not before 5 seconds', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await recordSelections(page);
    await openHome(page);
    await expect(heroCarousel(page).getByRole('button', { name: labels.pause })).toBeVisible();
    // The wait restarts whenever the layout width changes (the popup's scroll lock may narrow the page a little).
    await expect.poll(async () => (await selections(page)).length, { timeout: 12_000 }).toBeGreaterThan(0);
    const [at, index] = (await selections(page))[0]!;
    expect(index).toBe(1);
    expect(at, 'page time when slide 2 came').toBeGreaterThanOrEqual(5_000);
  });

  test('the next arrow wraps from the last slide to the first, moving forward', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await openHome(page);
    const hero = heroCarousel(page);
    const dot = (index: number) => hero.getByRole('button', { name: dotName(index), exact: true });
    await hero.getByRole('button', { name: labels.pause }).click();
    const width = (await hero.boundingBox())!.width;

    // A machine busy with other tests may not paint a frame while the slide travels (a third of a
    // second): then the way it came cannot be seen, and the visit is made again, up to three times.
    let moving: number[] = [];
    for (let attempt = 1; attempt <= 3 && !moving.some((x) => x > 10 && x < width - 10); attempt += 1) {
      // Go to the last slide by its dot: on a slow machine the slide show may already have moved before the pause.
      await dot(lastSlide).click();
      await expect.poll(() => heroSlide(page)).toBe(lastSlide);
      await expect(dot(lastSlide)).toHaveAttribute('aria-current', 'true');

      // Press Next in a frame and record where slide 1 is, frame by frame, while it comes back: until it
      // has rested in its place for 20 frames, however long a busy machine takes to get it there (a
      // fixed window could end with the slide still on its way), or 10 seconds at most.
      const { before, samples } = await hero.evaluate(async (root, nextName) => {
        const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
        const viewport = slides[0]!.parentElement!.parentElement!;
        const position = () => slides[0]!.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
        const next = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === nextName)!;
        const before = position();
        const samples: number[] = [];
        const rested = () => samples.length >= 20 && samples.slice(-20).every((x) => Math.abs(x) < 1);
        await new Promise<void>((resolve) => {
          let start = 0;
          const tick = () => {
            if (!start) {
              start = performance.now();
              next.click();
            } else samples.push(position());
            if (!rested() && performance.now() - start < 10_000) requestAnimationFrame(tick);
            else resolve();
          };
          requestAnimationFrame(tick);
        });
        return { before, samples };
      }, labels.next);
      moving = samples.slice(samples.findIndex((x) => x !== before));
    }
    expect(
      moving.some((x) => x > 10 && x < width - 10),
      'slide 1 seen entering from the right',
    ).toBe(true);
    // Until it first reaches its place, slide 1 is never left of it; after that Embla's easing may
    // settle through it by a pixel or two (about 2 px on a 1,216-pixel slide), never by a slide.
    const arrived = moving.findIndex((x) => x <= 1);
    expect(arrived, 'slide 1 reaches its place').toBeGreaterThan(0);
    expect(Math.min(...moving.slice(0, arrived)), 'slide 1 never comes from the left').toBeGreaterThanOrEqual(-1);
    expect(Math.min(...moving.slice(arrived)), 'slide 1 settles at its place').toBeGreaterThanOrEqual(-0.005 * width);
    expect(Math.abs(moving.at(-1)!)).toBeLessThan(1);
    expect(await heroSlide(page)).toBe(0);
    await expect(dot(0)).toHaveAttribute('aria-current', 'true');
  });

  test('the previous arrow goes back, wrapping around', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    // No autoplay here (reduced motion), so a slow machine cannot move the slides mid-test.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const hero = heroCarousel(page);
    await expect(hero.getByRole('button', { name: labels.play })).toBeVisible();
    await hero.getByRole('button', { name: labels.previous }).click();
    await expect.poll(() => heroSlide(page)).toBe(lastSlide);
    await hero.getByRole('button', { name: labels.previous }).click();
    await expect.poll(() => heroSlide(page)).toBe(lastSlide - 1);
  });

  test('the pause button stops the slide show; the play button starts it again, moving on 5 seconds later', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await page.clock.install();
    await recordSelections(page);
    await openHome(page);
    const hero = heroCarousel(page);
    await hero.getByRole('button', { name: labels.pause }).click();
    await expect(hero.getByRole('button', { name: labels.play })).toBeVisible();
    const paused = await restingSlide(page);
    const changesWhenPaused = (await selections(page)).length;
    // The pointer crosses the slide and comes back to the button: the show stays paused.
    await hero.getByRole('group').nth(paused).hover();
    await hero.getByRole('button', { name: labels.play }).hover();
    await page.clock.runFor(6_000);
    expect(await heroSlide(page), 'slide after 6 s paused').toBe(paused);
    expect((await selections(page)).length, 'no change while paused').toBe(changesWhenPaused);

    // The clock stops (a second on, nothing plays), so the interval is measured in the page's time alone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const startedAt = await pageTime(page);
    await hero.getByRole('button', { name: labels.play }).click();
    await expect(hero.getByRole('button', { name: labels.pause })).toBeVisible();
    await page.clock.runFor(4_900);
    expect((await selections(page)).length, 'still on the same slide 4.9 s after play').toBe(changesWhenPaused);
    await page.clock.runFor(200);
    await expect.poll(async () => (await selections(page)).length).toBeGreaterThan(changesWhenPaused);
    const [at, index] = (await selections(page))[changesWhenPaused]!;
    const following = (paused + 1) % banners.length;
    expect(index).toBe(following);
    expect(at - startedAt, 'time before moving on').toBeGreaterThanOrEqual(4_950);
    expect(at - startedAt, 'time before moving on').toBeLessThanOrEqual(5_200);
    await page.clock.resume(); // the slide glides into place as the clock runs again
    await expect.poll(() => heroSlide(page)).toBe(following);
  });

  test('stays still for visitors who prefer reduced motion', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    const hero = heroCarousel(page);
    await expect(hero.getByRole('button', { name: labels.play })).toBeVisible();
    await page.clock.runFor(6_500);
    expect(await heroSlide(page)).toBe(0);
    // Arrows still work, at once.
    await hero.getByRole('button', { name: labels.next }).click();
    await expect.poll(() => heroSlide(page)).toBe(1);
    // What holds a playing show and lets it go on does not start this one: the pointer crossing the
    // slides on its way to the slide-show button, a press on a slide (a drag that goes nowhere), focus
    // leaving a slide.
    const slide = hero.getByRole('group').nth(1);
    await slide.hover();
    await hero.getByRole('button', { name: labels.play }).hover();
    await slide.getByRole('heading').click();
    await slide.getByRole('link').first().focus();
    await hero.getByRole('button', { name: labels.play }).focus();
    await page.clock.runFor(6_500);
    expect(await heroSlide(page), 'slide 6.5 s after the pointer crossed the slides, pressed one and focus left it').toBe(1);
    // The visitor may still start the slide show on purpose: it then jumps from slide to slide.
    await hero.getByRole('button', { name: labels.play }).click();
    await expect(hero.getByRole('button', { name: labels.pause })).toBeVisible();
    await page.clock.runFor(5_100);
    await expect.poll(() => heroSlide(page)).toBe(2 % banners.length);
  });
});

// ---------------------------------------------------------------- home: trending

test.describe('trending products', () => {
  test('shows every featured plan with a link to its page, and a link to all plans', async ({ page }) => {
    expect(trending.length, 'plans marked trending in content/plans').toBeGreaterThan(0);
    await openHome(page);
    const region = trendingCarousel(page);
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(trending.length);
    for (const [index, plan] of trending.entries()) {
      const slide = slides.nth(index);
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(plan.name);
      await expect(slide.getByRole('link', { name: format(words.home.knowMoreAbout, { name: plan.name }) })).toHaveAttribute(
        'href',
        urlFor('en', { plan: plan.path }),
      );
      await expect(slide.getByRole('button', { name: format(words.dialog.enlarge, { name: plan.name }) })).toHaveCount(1);
      // The excerpt, cut short.
      await expect(slide.getByText(/\.\.\.$/)).toHaveCount(1);
    }
    const all = page.getByRole('link', { name: words.home.findAll });
    await expect(all).toHaveAttribute('href', urlFor('en', 'allProducts'));
    await all.click();
    await expect(page).toHaveURL(urlFor('en', 'allProducts'));
  });

  test('shows 1, 2, 3 and 4 plans per view at 375, 700, 800 and 1100 pixels', async ({ page }) => {
    await openHome(page);
    await expectSlidesPerView(page, trendingCarousel(page), { 375: 1, 700: 2, 800: 3, 1100: 4 });
  });

  // The enlarged picture's dialog itself (axe, its Close button, a backdrop click, focus back) is tested on a plan's gallery (plans.spec.ts).
  test('a plan’s picture opens larger from the slide; Escape closes it and the home popup does not come back', async ({ page }) => {
    await openHome(page);
    const plan = trending[0]!;
    const thumb = trendingCarousel(page).getByRole('button', { name: format(words.dialog.enlarge, { name: plan.name }) });
    await thumb.click();
    // The dialog's own box is empty (its panel is fixed in place): what shows is the picture in it.
    const modal = page.getByRole('dialog', { name: plan.name });
    await expect(modal.getByRole('img', { name: format(words.home.planIllustration, { name: plan.name }) })).toBeVisible();
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(thumb).toBeFocused();
    await expect(homePopup(page)).toHaveCount(0);
  });
});
