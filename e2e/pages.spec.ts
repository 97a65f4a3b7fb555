import type { Locator, Page } from '@playwright/test';
import { closeHomePopup, expect, expectNoAxeViolations, gotoReady, news, site, test, waitForHomePopup } from './fixtures';
import { formatFigure } from '../lib/stats';
import { en, LANGUAGES } from './routes';

const { about, banners, home, products: plans } = en;
const links = en.importantLinks;
const opportunitiesPage = en.opportunitiesPage;
const opportunitySlides = opportunitiesPage.slides;
const trending = plans.filter((p) => p.isTrending === true);
const words = LANGUAGES[0]!.words;
/** The 'Why LIC?' figures as the About page writes them (98.15%, 2.21 Cr …). */
const stats = about.whyLic.figures.map((figure) => ({ label: figure.label, value: formatFigure(figure, { intl: words.meta.intl, crore: words.about.crore }) }));
const years = `${about.highlights.years.value}+`;
const agents = `${about.highlights.agents.value}+`;
const telLink = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
/** The hero's last slide (slides are the owner's: the tests work for any number). */
const lastSlide = banners.length - 1;
const ONE_SLIDE = 'one slide: the hero does not move';

// ---------------------------------------------------------------- helpers
// A test about time installs the page's clock: it runs as usual until `runFor(ms)` fires every timer of that span at once.

/** The popup dialog (its panel is what shows; see waitForHomePopup). */
const promo = (page: Page) => page.getByRole('dialog', { name: home.popup.heading });

async function openHome(page: Page) {
  await gotoReady(page, '/');
  await closeHomePopup(page);
}

/** A carousel by its test id: its accessible name repeats the heading of the section around it. */
const carousel = (page: Page, testId: string) => page.getByTestId(testId);

/** Slides whose content lies entirely inside the carousel's viewport. */
async function slidesInView(region: Locator): Promise<number> {
  return region.evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const viewport = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
    return slides.filter((slide) => {
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/** Each slide's width as a share of the carousel's viewport (0.25 when four fit side by side, gaps aside). */
async function slideShare(region: Locator): Promise<number> {
  return region.evaluate((root) => {
    const slide = root.querySelector<HTMLElement>('[aria-roledescription="slide"]')!;
    return slide.getBoundingClientRect().width / slide.parentElement!.parentElement!.getBoundingClientRect().width;
  });
}

/**
 * Sets each width in turn and expects that many whole slides in view, or, where the carousel holds fewer
 * slides than that (the owner's news may be one item), each slide sized for that many.
 */
async function expectSlidesPerView(page: Page, region: Locator, expected: Record<number, number>, slides = Infinity) {
  for (const [width, count] of Object.entries(expected)) {
    await page.setViewportSize({ width: Number(width), height: 900 });
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesInView(region), { message: `slides in view at ${width}px` }).toBe(Math.min(count, slides));
    if (slides < count) await expect.poll(() => slideShare(region), { message: `a slide's share of the row at ${width}px` }).toBeGreaterThan(0.9 / count);
    if (slides < count) expect(await slideShare(region), `a slide's share of the row at ${width}px`).toBeLessThan(1.05 / count);
  }
}

/** Index of the hero slide that fills the carousel's viewport, or -1 while it is moving. */
async function heroSlide(page: Page): Promise<number> {
  return carousel(page, 'hero-carousel').evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const left = slides[0]!.parentElement!.parentElement!.getBoundingClientRect().left;
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
  });
}

/** Each time the hero selects another slide: [page time, slide index]. */
type Selections = [number, number][];

/** Records every change of the hero's current dot, in page time, from the first moment of the page. */
async function recordSelections(page: Page) {
  await page.addInitScript(() => {
    const seen: Selections = [];
    (window as unknown as { __selections: Selections }).__selections = seen;
    let last = 0;
    new MutationObserver(() => {
      const dots = [...document.querySelectorAll('[data-testid="hero-carousel"] [data-testid="carousel-dots"] button')];
      const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      if (current >= 0 && current !== last) seen.push([performance.now(), (last = current)]);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}
const selections = (page: Page) => page.evaluate(() => (window as unknown as { __selections: Selections }).__selections);

/** Waits until the hero rests on a slide and returns its index. */
async function restingSlide(page: Page): Promise<number> {
  await expect.poll(() => heroSlide(page)).toBeGreaterThanOrEqual(0);
  return heroSlide(page);
}

/** Time since navigation started, as the page sees it. */
const pageTime = (page: Page) => page.evaluate(() => performance.now());

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// ---------------------------------------------------------------- home: popup

test.describe('home popup', () => {
  test('shows the promotion with its image, words and calls to action; closes by its Close button', async ({ page }) => {
    await gotoReady(page, '/');
    const dialog = promo(page);
    await waitForHomePopup(page);
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText(home.popup.eyebrow);
    await expect(dialog).toContainText(home.popup.text);
    await expect(dialog.getByRole('img', { name: home.popup.alt })).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: new RegExp(home.popup.whatsappLabel) });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(home.popup.whatsappMessage)}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.getByRole('link', { name: home.popup.callLabel })).toHaveAttribute('href', telLink);
    // The backdrop fades over 500 ms.
    await expect(page.getByTestId('promo-backdrop')).toHaveCSS('transition-duration', '0.5s');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('promo-backdrop')).toBeHidden();
  });

  test('closes by a click on the backdrop', async ({ page }) => {
    await gotoReady(page, '/');
    await waitForHomePopup(page);
    await page.mouse.click(6, 6);
    await expect(promo(page)).toHaveCount(0);
  });

  test('closes by Escape and opens only once', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(60_000); // a minute of the page's time: a timer that would open it again fires
    await expect(promo(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- home: page

test.describe('home page', () => {
  test('has one h1, the sections in order and no sideways scrolling', { tag: '@every-width' }, async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banners[0]!.title);
    const h2s = await page.locator('main h2').allTextContents();
    expect(h2s).toEqual([...banners.slice(1).map((banner) => banner.title), home.opportunities.heading, 'Our Trending Products', home.contact.heading]);
    await expectNoSideScroll(page);
  });

  test('every word of the page is in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const banner of banners) {
      expect(html).toContain(banner.title.split(' ').slice(0, 2).join(' '));
      expect(html).toContain(banner.description.slice(0, 40));
    }
    for (const plan of trending) expect(html).toContain(`/product/${plan.path}`);
    expect(html).toContain(home.opportunities.heading);
    expect(html).toContain(home.opportunities.agency);
    expect(html).toContain('Find All Products');
  });

  test('the opportunities teaser says an agency is not a job, and links to /opportunities', async ({ page }) => {
    await openHome(page);
    const section = page.getByRole('region', { name: home.opportunities.heading });
    await expect(section).toContainText(home.opportunities.text);
    for (const point of home.opportunities.points) await expect(section).toContainText(point);
    await expect(section.getByTestId('agency-note')).toHaveText(home.opportunities.agency);
    await section.getByRole('link', { name: home.opportunities.linkLabel }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.opportunities.heading);
  });

  test('the contact teaser calls and e-mails', async ({ page }) => {
    await openHome(page);
    const teaser = page.getByTestId('contact-teaser');
    await expect(teaser.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', telLink);
    await expect(teaser.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

// ---------------------------------------------------------------- home: hero

test.describe('hero banner', () => {
  test('has a slide per banner, with title, description, calls to action and artwork', async ({ page }) => {
    // No autoplay here (reduced motion), so a slow machine cannot move the slides mid-test.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const hero = carousel(page, 'hero-carousel');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = hero.getByRole('group');
    await expect(slides).toHaveCount(banners.length);
    for (const [index, banner] of banners.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute('aria-label', `${index + 1} of ${banners.length}: ${banner.title}`);
      await expect(slide.getByRole('heading', { level: index === 0 ? 1 : 2 })).toHaveText(banner.title);
      await expect(slide).toContainText(banner.description);
      await expect(slide.getByRole('link', { name: 'Explore plans' })).toHaveAttribute('href', '/product-category');
      await expect(slide.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
      await expect(slide.getByRole('img', { name: banner.alt })).toHaveCount(1);
    }
    // The first slide's picture loads at once; the others may wait.
    await expect(slides.first().getByRole('img')).not.toHaveAttribute('loading', 'lazy');
    for (let index = 1; index < banners.length; index += 1) await expect(slides.nth(index).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  test('opens on the first slide', async ({ page }) => {
    await recordSelections(page);
    await gotoReady(page, '/');
    await waitForHomePopup(page);
    // The popup comes a second after the page, the first change of slide not before five.
    expect(await selections(page)).toEqual([]);
    expect(await heroSlide(page)).toBe(0);
  });

  test('advances by itself, not before 5 seconds', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await recordSelections(page);
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
    // The wait restarts whenever the layout width changes (the popup's scroll lock may narrow the page a little).
    await expect.poll(async () => (await selections(page)).length, { timeout: 12_000 }).toBeGreaterThan(0);
    const [at, index] = (await selections(page))[0]!;
    expect(index).toBe(1);
    expect(at, 'page time when slide 2 came').toBeGreaterThanOrEqual(5_000);
  });

  test('the next arrow wraps from the last slide to the first, moving forward', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await openHome(page);
    const hero = carousel(page, 'hero-carousel');
    const dot = (index: number) => hero.getByRole('button', { name: `Go to ${banners[index]!.title}`, exact: true });
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    const width = (await hero.boundingBox())!.width;

    // A machine busy with other tests may not paint a frame while the slide travels (a third of a
    // second): then the way it came cannot be seen, and the visit is made again, up to three times.
    let moving: number[] = [];
    for (let attempt = 1; attempt <= 3 && !moving.some((x) => x > 10 && x < width - 10); attempt += 1) {
      // Go to the last slide by its dot: on a slow machine the slide show may already have moved before the pause.
      await dot(lastSlide).click();
      await expect.poll(() => heroSlide(page)).toBe(lastSlide);
      await expect(dot(lastSlide)).toHaveAttribute('aria-current', 'true');

      // Press Next in a frame and record where slide 1 is, frame by frame, while it comes back.
      const { before, samples } = await hero.evaluate(async (root) => {
        const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
        const viewport = slides[0]!.parentElement!.parentElement!;
        const position = () => slides[0]!.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
        const next = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('Next slide'))!;
        const before = position();
        const samples: number[] = [];
        await new Promise<void>((resolve) => {
          let start = 0;
          const tick = () => {
            if (!start) {
              start = performance.now();
              next.click();
            } else samples.push(position());
            if (performance.now() - start < 1_500) requestAnimationFrame(tick);
            else resolve();
          };
          requestAnimationFrame(tick);
        });
        return { before, samples };
      });
      moving = samples.slice(samples.findIndex((x) => x !== before));
    }
    expect(moving.some((x) => x > 10 && x < width - 10), 'slide 1 seen entering from the right').toBe(true);
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
    const hero = carousel(page, 'hero-carousel');
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => heroSlide(page)).toBe(lastSlide);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => heroSlide(page)).toBe(lastSlide - 1);
  });

  test('the pause button stops the slide show; the play button starts it again, moving on 5 seconds later', async ({ page }) => {
    test.skip(banners.length < 2, ONE_SLIDE);
    await page.clock.install();
    await recordSelections(page);
    await openHome(page);
    const hero = carousel(page, 'hero-carousel');
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    const paused = await restingSlide(page);
    const changesWhenPaused = (await selections(page)).length;
    await page.clock.runFor(6_000);
    expect(await heroSlide(page), 'slide after 6 s paused').toBe(paused);
    expect((await selections(page)).length, 'no change while paused').toBe(changesWhenPaused);

    // The clock stops (a second on, nothing plays), so the interval is measured in the page's time alone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const startedAt = await pageTime(page);
    await hero.getByRole('button', { name: 'Start automatic slide show' }).click();
    await expect(hero.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
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
    const hero = carousel(page, 'hero-carousel');
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(6_500);
    expect(await heroSlide(page)).toBe(0);
    // Arrows still work, at once.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroSlide(page)).toBe(1);
    // The visitor may still start the slide show on purpose.
    await hero.getByRole('button', { name: 'Start automatic slide show' }).click();
    await expect(hero.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
  });
});

// ---------------------------------------------------------------- home: trending

test.describe('trending products', () => {
  test('shows every trending plan with Know More links and Find All Products', async ({ page }) => {
    expect(trending.length, 'plans marked trending in content/products').toBeGreaterThan(0);
    await openHome(page);
    const region = carousel(page, 'trending-carousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(trending.length);
    for (const [index, plan] of trending.entries()) {
      const slide = slides.nth(index);
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(plan.name);
      await expect(slide.getByRole('link', { name: `Know More about ${plan.name}` })).toHaveAttribute('href', `/product/${plan.path}`);
      await expect(slide.getByRole('button', { name: `Enlarge image: ${plan.name}` })).toHaveCount(1);
      expect((await slide.locator('p.line-clamp-4').textContent())?.endsWith('...')).toBe(true);
    }
    const all = page.getByRole('link', { name: 'Find All Products' });
    await expect(all).toHaveAttribute('href', '/all-products');
    await all.click();
    await expect(page).toHaveURL(/\/all-products$/);
  });

  test('shows 1, 2, 3 and 4 plans per view at 375, 700, 800 and 1100 pixels', async ({ page }) => {
    await openHome(page);
    await expectSlidesPerView(page, carousel(page, 'trending-carousel'), { 375: 1, 700: 2, 800: 3, 1100: 4 });
  });

  test('a plan picture opens the enlarged-image modal, which closes by its button and by Escape', async ({ page }) => {
    await openHome(page);
    const region = carousel(page, 'trending-carousel');
    const plan = trending[0]!;
    const thumb = region.getByRole('button', { name: `Enlarge image: ${plan.name}` });
    await thumb.click();
    const modal = page.getByRole('dialog', { name: plan.name });
    await expect(page.getByTestId('image-modal')).toBeVisible();
    await expect(modal).toHaveCount(1);
    await expect(modal.getByRole('img', { name: `${plan.name} plan illustration` })).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await expect(thumb).toBeFocused();

    await thumb.click();
    await expect(page.getByTestId('image-modal')).toBeVisible();
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // The popup does not come back.
    await expect(promo(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- about

test.describe('about us', () => {
  test('the pre-rendered HTML carries the final statistics and experience', async ({ request }) => {
    const html = await (await request.get('/about-us')).text();
    for (const value of [...stats.map((stat) => stat.value), years, agents]) expect(html).toContain(value);
    expect(html).not.toMatch(/>0(\.00)?%</);
  });

  test('shows the team, its paragraphs, experience, Why LIC? and the thank-you banner', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('img', { name: about.alt })).toBeVisible();
    const text = page.getByTestId('about-text').locator('p');
    await expect(text).toHaveCount(about.paragraphs.length);
    for (const [index, paragraph] of about.paragraphs.entries()) await expect(text.nth(index)).toHaveText(paragraph);

    await expect(page.getByTestId('experience-years')).toContainText(years);
    await expect(page.getByTestId('experience-years')).toContainText(about.highlights.years.label);
    await expect(page.getByTestId('experience-agents')).toContainText(agents);
    await expect(page.getByTestId('experience-agents')).toContainText(about.highlights.agents.label);

    const why = page.getByRole('region', { name: 'Why LIC?' });
    await why.scrollIntoViewIfNeeded();
    await expect(why.getByRole('listitem')).toHaveCount(stats.length);
    // The figures may count up once in view; they settle on the final values.
    for (const [index, stat] of stats.entries()) {
      await expect(page.getByTestId('stat').nth(index)).toContainText(stat.value);
      await expect(page.getByTestId('stat').nth(index)).toContainText(stat.label);
    }
    // Each figure with where and when it was published, and that the past says nothing of the future.
    await expect(page.getByTestId('figures-source')).toContainText(about.whyLic.source);
    await expect(page.getByTestId('figures-source')).toContainText(about.whyLic.year);
    await expect(why).toContainText(about.whyLic.note);

    const thanks = page.getByRole('region', { name: about.thankYou.heading });
    await expect(thanks).toContainText(about.thankYou.text);
    await expect(thanks.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    await expectNoSideScroll(page);
  });

  test('with reduced motion the figures never change', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoReady(page, '/about-us');
    const last = stats.length - 1;
    const stat = page.getByTestId('stat').nth(last);
    await page.evaluate((index) => {
      const node = document.querySelectorAll('[data-testid="stat"] [data-value]')[index]!;
      const seen: string[] = [];
      const w = Object.assign(window, { __seen: seen, __inView: false });
      new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
      // Seen in view as the count-up would see it (the same threshold), in the same rendering step.
      new IntersectionObserver((entries) => (w.__inView ||= entries.some((entry) => entry.isIntersecting)), { threshold: 0.6 }).observe(node);
    }, last);
    await stat.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __inView: boolean }).__inView), { message: 'the figure is in view' }).toBe(true);
    await page.clock.runFor(2_000); // longer than a whole count-up
    await expect(stat).toContainText(stats[last]!.value);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
  });
});

// ---------------------------------------------------------------- opportunities

test.describe('opportunities', () => {
  test('shows its pictures without their slide text, and the four text sections', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carousel(page, 'opportunities-carousel');
    await expect(region.getByRole('group')).toHaveCount(opportunitySlides.length);
    for (const slide of opportunitySlides) {
      await expect(region.getByRole('button', { name: `Enlarge image: ${slide.alt}` })).toHaveCount(1);
      await expect(region.getByRole('img', { name: slide.alt })).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText(slide.title);
      await expect(page.locator('main')).not.toContainText(slide.description);
    }
    for (const section of [opportunitiesPage.why, opportunitiesPage.offer, opportunitiesPage.who, opportunitiesPage.firstStep]) {
      const part = page.getByRole('region', { name: section.heading });
      await expect(part.getByRole('heading', { level: 2 })).toHaveText(section.heading);
      await expect(part).toContainText(section.text);
    }
    for (const item of opportunitiesPage.offer.items) await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
    for (const point of [...opportunitiesPage.why.points, ...opportunitiesPage.who.points]) await expect(page.locator('main')).toContainText(point);

    const actions = page.getByTestId('first-step-actions');
    await expect(actions.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', telLink);
    const whatsapp = actions.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(opportunitiesPage.firstStep.whatsappMessage)}`);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(actions.getByRole('link', { name: 'All contact details' })).toHaveAttribute('href', '/contact');
    await expectNoSideScroll(page);
  });

  test('shows 1, 2, 2 and 4 pictures per view at 375, 700, 950 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    await expectSlidesPerView(page, carousel(page, 'opportunities-carousel'), { 375: 1, 700: 2, 950: 2, 1100: 4 });
  });

  test('a picture opens the enlarged-image modal; a backdrop click closes it', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    const slide = opportunitySlides[0]!;
    await carousel(page, 'opportunities-carousel').getByRole('button', { name: `Enlarge image: ${slide.alt}` }).click();
    const modal = page.getByRole('dialog', { name: slide.alt });
    await expect(page.getByTestId('image-modal')).toBeVisible();
    await expect(modal).toHaveCount(1);
    await expect(modal.getByRole('img', { name: slide.alt })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.mouse.click(4, 4);
    await expect(modal).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- news

test.describe('news', () => {
  const newestFirst = [...news].reverse();

  test('shows every news card newest first, with cut descriptions and READ MORE links', async ({ page }) => {
    await gotoReady(page, '/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News & Links');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carousel(page, 'news-carousel');
    const cards = region.getByTestId('news-card');
    await expect(cards).toHaveCount(news.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((n) => n.title));
    await expect(region.getByText('No Image Available', { exact: true })).toHaveCount(news.filter((item) => !('imageUrl' in item)).length);
    for (const [index, item] of newestFirst.entries()) {
      const card = cards.nth(index);
      await expect(card.getByTestId('news-description')).toHaveText(`${Array.from(item.description).slice(0, 30).join('')}...`);
      await expect(card.getByTestId('news-no-image')).toHaveCount('imageUrl' in item ? 0 : 1);
      // Every item names who published it, and when.
      await expect(card.getByTestId('news-source')).toHaveText(`${item.source}, ${item.date}`);
      await expect(card.locator('time')).toHaveAttribute('datetime', item.date.split('/').reverse().join('-'));
      await expect(card).toContainText(item.category);
      const link = card.getByRole('link', { name: /^READ MORE/ });
      await expect(link).toContainText('READ MORE');
      await expect(link.locator('svg[aria-hidden="true"]'), 'the arrow after READ MORE').toHaveCount(1);
      await expect(link).toHaveAttribute('href', item.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectNoSideScroll(page);
  });

  test('shows 1, 2, 3 and 4 cards per view at 375, 700, 800 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, '/news');
    await expectSlidesPerView(page, carousel(page, 'news-carousel'), { 375: 1, 700: 2, 800: 3, 1100: 4 }, news.length);
  });

  test('lists the IMPORTANT LINKS to the insurer’s own sites, opening in new tabs', async ({ page }) => {
    await gotoReady(page, '/news');
    await expect(page.getByRole('heading', { level: 2, name: 'IMPORTANT LINKS' })).toBeVisible();
    const items = page.getByTestId('important-links').getByRole('link');
    await expect(items).toHaveCount(links.length);
    for (const [index, link] of links.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(link.label);
      await expect(item).toHaveAttribute('href', link.href);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(link.href).hostname).toMatch(/(^|\.)licindia\.in$/);
    }
  });
});

// ---------------------------------------------------------------- contact

test.describe('contact', () => {
  test('offers call, e-mail and WhatsApp, with the office address and hours', async ({ page }) => {
    await gotoReady(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', telLink);
    await expect(main.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByTestId('contact-phone')).toContainText(site.phone);
    await expect(page.getByTestId('contact-email')).toContainText(site.email);

    const number = page.getByTestId('whatsapp-number');
    await expect(number).toHaveAttribute('href', `https://wa.me/${site.whatsapp}`);
    await expect(number).toHaveAttribute('target', '_blank');
    await expect(number).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(number).toContainText('+91 98765 43210');
    expect(`+${site.whatsapp}`).toBe((await number.innerText()).replace(/\s|\(.*\)/g, ''));

    const address = page.getByTestId('contact-address');
    for (const line of site.address.lines) await expect(address).toContainText(line);
    await expect(address).toContainText(`${site.address.locality}, ${site.address.region} ${site.address.postalCode}`);
    await expect(page.getByTestId('contact-hours')).toHaveText(site.hours);
    await expectNoSideScroll(page);
  });
});
