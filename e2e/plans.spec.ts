import type { Page } from '@playwright/test';
import type { Category, Plan } from '../lib/content';
import { endingWith, expect, expectNoAxeViolations, gotoReady, isPhone, site, test, withStaticPage } from './fixtures';
import { format } from '../lib/i18n';
import { en, LANGUAGES } from './routes';

const plans = en.products;
/** The featured (trending) chip's word, as the English dictionary has it. */
const featured = LANGUAGES[0]!.words.plans.trending;
/** The plans the insurer sells today: what the catalogue and the needs list (a withdrawn plan's page stays for its holders). */
const selling = plans.filter((p) => p.status === 'on-sale');
const categories = en.categories;
const slugOf = (category: Category) => category.slug;
const routeOf = (category: Category) => `/product-category/${category.slug}`;
const words = LANGUAGES[0]!.words;
/** A need's own title, and its page's heading: the title upper-cased, as the specification styles a heading. */
const titleOf = (slug: string) => categories.find((c) => c.slug === slug)!.title;
const headingOf = (slug: string) => titleOf(slug).toLocaleUpperCase(words.meta.intl);
/** A plan page's heading: the plan's name as the insurer files it. */
const planHeading = (plan: Plan) => format(words.plan.heading, { name: plan.name });
/** The heading of a plan page's words: "{name} Quick Pitch" while on sale, "About this plan" otherwise. */
const sectionOf = (plan: Plan) => (plan.status === 'on-sale' ? `${plan.name} ${words.plan.quickPitch}` : words.plan.about);
const excerptOf = (plan: Plan) => `${plan.details[0]!.Description!.trim().split(/\s+/).slice(0, 20).join(' ')}...`;
const canonical = (path: string) => `${site.siteUrl.replace(/\/+$/, '')}${path}`;
const planByPath = (path: string) => plans.find((p) => p.path === path)!;

async function expectOneH1(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.locator('h1:visible')).toHaveCount(1);
}

async function expectBreadcrumbs(page: Page, trail: [string, string][], current: string) {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(trail.map(([name]) => name));
  for (const [index, [, href]] of trail.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(current);
}

// Axe runs and multi-page walks take a while on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('the content the tests read has plans, and the six needs of the wheel', () => {
  expect(plans.length).toBeGreaterThan(0);
  expect(categories).toHaveLength(6);
});

/**
 * The plan the single-plan tests open: the first one that shares a need with another plan (so it
 * has related plans). The plans are the owner's: any catalogue has one.
 */
const plan = selling.find((p) => selling.some((other) => other !== p && other.categories.some((c) => p.categories.includes(c))))!;
const planCategory = plan.categories[0]!;
/** A need the plan does not meet, if there is one. */
const otherCategory = categories.find((c) => !plan.categories.includes(c.slug));

test.describe('all plans', () => {
  test('shows a card for every plan on sale with its excerpt and, on trending plans, the featured chip, each linking to its plan', async ({
    page,
  }) => {
    await gotoReady(page, '/all-products');
    await expectOneH1(page, 'OUR FEATURED PRODUCTS');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(selling.length);
    const chips = page.getByTestId('trending-chip');
    await expect(chips).toHaveCount(plans.filter((p) => p.isTrending === true).length);
    for (const chip of await chips.all()) await expect(chip).toHaveText(featured);

    for (const [index, plan] of selling.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(plan.name);
      const links = card.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(plan.name);
      await expect(links).toHaveAttribute('href', `/product/${plan.path}`);
      const excerpt = card.getByTestId('product-card-excerpt');
      await expect(excerpt).toHaveText(excerptOf(plan));
      expect(await excerpt.textContent()).toMatch(/\.\.\.$/);
      await expect(card.getByText(featured, { exact: true })).toHaveCount(plan.isTrending === true ? 1 : 0);
      // Under the name, the plan as the insurer files it.
      await expect(card.getByTestId('product-card-filed')).toHaveText(
        `${format(words.plan.planNo, { planNo: plan.planNo })} · ${format(words.plan.uin, { uin: plan.uin })}`,
      );
      await expect(card.locator('img')).toHaveAttribute('src', endingWith(plan.imageUrls[0]!));
    }
  });

  test('a whole card is the link to its plan', async ({ page }) => {
    await gotoReady(page, '/all-products');
    const last = selling.at(-1)!;
    const card = page.getByTestId('product-card').filter({ hasText: last.name });
    // Click the picture, away from the title: the title link stretches over the whole card.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`/product/${last.path}$`));
    await expectOneH1(page, planHeading(last));
  });

  test('has breadcrumbs and category shortcuts', async ({ page }) => {
    await gotoReady(page, '/all-products');
    await expectBreadcrumbs(
      page,
      [
        ['Home', '/'],
        ['Products', '/product-category'],
      ],
      'All plans',
    );
    const shortcuts = page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link');
    await expect(shortcuts).toHaveText(categories.map((c) => c.title));
  });
});

test.describe('category wheel', () => {
  test('has six segment links in order, starting at the top and going round clockwise', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, '/product-category');
    await expectOneH1(page, 'Choose Your Need');
    const wheel = page.getByTestId('category-wheel');
    const segments = wheel.getByRole('link');
    await expect(segments).toHaveCount(6);
    for (const [index, category] of categories.entries()) {
      await expect(segments.nth(index)).toHaveAccessibleName(category.title);
      await expect(segments.nth(index)).toHaveAttribute('href', routeOf(category));
    }

    // Segment 1 spans 12 to 2 o'clock, segment 6 spans 10 to 12 o'clock; 2 and 5 face right and left.
    const box = (await wheel.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const boxOf = async (index: number) => (await segments.nth(index).boundingBox())!;
    const [first, second, fifth, sixth] = [await boxOf(0), await boxOf(1), await boxOf(4), await boxOf(5)];
    expect(first.x).toBeGreaterThanOrEqual(centre.x);
    expect(first.x - centre.x).toBeLessThan(box.width * 0.03);
    expect(first.y + first.height).toBeLessThanOrEqual(centre.y + 1);
    expect(sixth.x + sixth.width).toBeLessThanOrEqual(centre.x);
    expect(centre.x - (sixth.x + sixth.width)).toBeLessThan(box.width * 0.03);
    expect(second.x).toBeGreaterThan(centre.x);
    expect(fifth.x + fifth.width).toBeLessThan(centre.x);
  });

  test('a segment goes to its category', async ({ page }) => {
    await gotoReady(page, '/product-category');
    const segment = page.getByTestId('category-wheel').getByRole('link', { name: 'Retirement Planning' });
    await segment.scrollIntoViewIfNeeded();
    const box = (await segment.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/product-category\/retirement-planning$/);
    await expectOneH1(page, headingOf('retirement-planning'));
  });

  test('a label goes to its category', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, '/product-category');
    if (isPhone(page)) {
      // Narrow screens: the legend under the wheel names the segments.
      const legend = page.getByTestId('wheel-legend');
      await expect(legend).toBeVisible();
      await legend.getByText("Children's Education").click();
    } else {
      const label = page.getByTestId('category-wheel').locator('text').filter({ hasText: 'Education' });
      await expect(label).toBeVisible();
      await label.click();
    }
    await expect(page).toHaveURL(/\/product-category\/childrens-education$/);
    await expectOneH1(page, headingOf('childrens-education'));
  });

  test('every segment is reached with Tab, in order, and shows a focus ring', async ({ page }) => {
    await gotoReady(page, '/product-category');
    const reached: string[] = [];
    for (let press = 0; press < 60 && reached.length < 6; press += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('[data-testid="category-wheel"]') ? active.getAttribute('href') : null;
      });
      if (href) {
        reached.push(href);
        const ring = page.locator(':focus [data-testid="wheel-focus-ring"]');
        await expect(ring).toHaveCSS('opacity', '1');
      } else if (reached.length > 0) {
        break;
      }
    }
    expect(reached).toEqual(categories.map(routeOf));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product-category\/childresns-marriage$/);
  });

  test('stays legible at 320 pixels: nothing wider than the screen, and every category named', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoReady(page, '/product-category');
    const main = page.locator('main');
    expect(await main.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(320);
    const wheel = (await page.getByTestId('category-wheel').boundingBox())!;
    expect(wheel.x).toBeGreaterThanOrEqual(0);
    expect(wheel.x + wheel.width).toBeLessThanOrEqual(320);
    const legend = page.getByTestId('wheel-legend');
    await expect(legend).toBeVisible();
    await expect(legend.locator('li')).toHaveText(categories.map((c) => c.title));
    for (const item of await legend.locator('li').all()) {
      const size = await item.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
  });

  test('has category cards with summaries, and the call link', async ({ page }) => {
    await gotoReady(page, '/product-category');
    const cards = page.getByTestId('category-card');
    await expect(cards).toHaveCount(categories.length);
    for (const [index, category] of categories.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.title);
      await expect(card).toContainText(category.summary);
      await expect(card.getByRole('link')).toHaveAttribute('href', routeOf(category));
    }
    const call = page.getByRole('link', { name: 'Call us to get more Information' });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
  });
});

test.describe('category pages', () => {
  test('each lists exactly its plans, linking to the plan inside the category', async ({ page }) => {
    test.setTimeout(90_000);
    for (const category of categories) {
      const slug = slugOf(category);
      await page.goto(routeOf(category));
      await expectOneH1(page, headingOf(slug));
      await expectBreadcrumbs(
        page,
        [
          ['Home', '/'],
          ['Products', '/product-category'],
        ],
        titleOf(slug),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${category.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      const expected = plans.filter((p) => p.categories.includes(slug));
      // A need no plan meets says so.
      await expect(page.getByText('No products found for this category.')).toHaveCount(expected.length === 0 ? 1 : 0);
      const cards = page.getByTestId('product-grid').getByTestId('product-card');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(expected.map((p) => p.name));
      for (const [index, plan] of expected.entries()) {
        await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/product-category/${slug}/${plan.path}`);
        await expect(cards.nth(index).getByTestId('product-card-excerpt')).toHaveText(excerptOf(plan));
      }
    }
  });

  test('a card opens the plan inside its category', async ({ page }) => {
    const slug = planCategory;
    await gotoReady(page, `/product-category/${slug}`);
    await page.getByRole('link', { name: plan.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product-category/${slug}/${plan.path}$`));
    await expectOneH1(page, planHeading(plan));
  });
});

test.describe('plan page', () => {
  const route = `/product/${plan.path}`;
  const gallery = (page: Page) => page.getByRole('region', { name: `${plan.name} pictures` });

  /** The gallery images wholly inside the carousel's window, left to right. */
  async function visibleSlides(page: Page) {
    const frame = (await gallery(page).boundingBox())!;
    const boxes = await gallery(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })));
    return boxes.filter((b) => b.x >= frame.x - 0.5 && b.x + b.width <= frame.x + frame.width + 0.5).sort((a, b) => a.x - b.x);
  }

  test('has its title, description, author and canonical address', async ({ page }) => {
    await gotoReady(page, route);
    await expect(page).toHaveTitle(`${plan.metatitle} | ${site.agencyName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', plan.metadescription);
    await expect(page.locator('meta[name="author"]')).toHaveAttribute('content', site.person);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(route));
  });

  test('shows the name as the one h1 in a 65-pixel banner, under breadcrumbs', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, route);
    await expectOneH1(page, planHeading(plan));
    const banner = page.getByTestId('page-hero');
    expect((await banner.boundingBox())?.height).toBe(65);
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText(planHeading(plan));
    await expectBreadcrumbs(
      page,
      [
        ['Home', '/'],
        ['Products', '/product-category'],
      ],
      plan.name,
    );
  });

  test('every plan page has its own title, description, banner and gallery', async ({ browser, baseURL, page: guarded }) => {
    test.setTimeout(120_000);
    await withStaticPage(browser, baseURL, guarded, async (page) => {
      for (const each of plans) {
        await page.goto(`/product/${each.path}`);
        await expect(page).toHaveTitle(`${each.metatitle} | ${site.agencyName}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', each.metadescription);
        await expectOneH1(page, planHeading(each));
        expect((await page.getByTestId('page-hero').boundingBox())?.height, each.name).toBe(65);
        await expect(page.getByRole('heading', { level: 2, name: sectionOf(each) })).toBeVisible();
        await expect(page.getByTestId('quick-pitch')).toContainText('the final word');
        const width = page.viewportSize()!.width;
        expect(await page.locator('main').evaluate((el) => el.scrollWidth), `${each.name} fits the screen`).toBeLessThanOrEqual(width);
        for (const [index] of each.imageUrls.entries()) {
          await expect(page.getByAltText(`${each.name} ${index + 1}`, { exact: true })).toHaveCount(1);
        }
      }
    });
  });

  test('gallery shows 1, 2, 3 and 4 pictures with gaps of 10, 20, 30 and 40 pixels', async ({ page }) => {
    await gotoReady(page, route);
    for (const [width, perView, gap] of [
      [375, 1, 10],
      [700, 2, 20],
      [800, 3, 30],
      [1100, 4, 40],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await visibleSlides(page)).length, { message: `pictures in view at ${width}` }).toBe(perView);
      const slides = await visibleSlides(page);
      for (let i = 1; i < slides.length; i += 1) {
        const between = slides[i]!.x - (slides[i - 1]!.x + slides[i - 1]!.width);
        expect(Math.abs(between - gap), `gap at ${width}: ${between}`).toBeLessThan(1);
      }
      // The pictures fill the window: n pictures and n - 1 gaps.
      const frame = (await gallery(page).boundingBox())!;
      const filled = slides.reduce((sum, s) => sum + s.width, 0) + (perView - 1) * gap;
      expect(Math.abs(filled - frame.width)).toBeLessThan(2);
    }
  });

  test('arrows move the gallery; named dots jump to a picture', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, route);
    const region = gallery(page);
    const previous = region.getByRole('button', { name: 'Previous slide' });
    const next = region.getByRole('button', { name: 'Next slide' });
    const frameX = (await region.boundingBox())!.x;
    const leftOf = async (n: number) => (await region.getByAltText(`${plan.name} ${n}`, { exact: true }).boundingBox())!.x;

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(() => leftOf(2)).toBeCloseTo(frameX, 0);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => leftOf(1)).toBeCloseTo(frameX, 0);

    const dots = region.getByRole('button', { name: /^Go to / });
    await expect(dots).toHaveCount(plan.imageUrls.length);
    for (let n = 1; n <= plan.imageUrls.length; n += 1) await expect(dots.nth(n - 1)).toHaveAccessibleName(`Go to ${plan.name} ${n}`);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await dots.nth(2).click();
    await expect.poll(() => leftOf(3)).toBeCloseTo(frameX, 0);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await dots.last().click();
    await expect(next).toBeDisabled();
  });

  test('pictures are named after the plan and their position', async ({ page }) => {
    await gotoReady(page, route);
    const images = gallery(page).locator('img');
    await expect(images).toHaveCount(plan.imageUrls.length);
    for (let n = 1; n <= plan.imageUrls.length; n += 1) {
      await expect(images.nth(n - 1)).toHaveAttribute('alt', `${plan.name} ${n}`);
      await expect(images.nth(n - 1)).toHaveAttribute('src', endingWith(plan.imageUrls[n - 1]!));
    }
  });

  test('a picture opens the enlarged view, which closes by its button, a backdrop click and Escape', async ({ page }) => {
    await gotoReady(page, route);
    const thumb = page.getByRole('button', { name: `Enlarge image: ${plan.name} 1` });
    const dialog = page.getByRole('dialog', { name: `${plan.name} 1` });
    const panel = page.getByTestId('image-modal');
    const open = async () => {
      await thumb.click();
      await expect(panel).toBeVisible();
      await expect(dialog).toHaveCount(1);
      await expect(dialog.getByAltText('Selected Product', { exact: true })).toBeVisible();
      await expect(page.getByTestId('image-modal-backdrop')).toHaveCSS('opacity', '1');
    };

    await open();
    await expect(dialog.getByRole('img', { name: 'Selected Product' })).toHaveAttribute('src', endingWith(plan.imageUrls[0]!));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(thumb).toBeFocused();

    await open();
    const viewport = page.viewportSize()!;
    await page.mouse.click(6, viewport.height - 6);
    await expect(panel).toBeHidden();

    await open();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(dialog).toHaveCount(0);
  });

  test('the Quick Pitch lists every detail block', async ({ page }) => {
    await gotoReady(page, route);
    const pitch = page.getByRole('region', { name: sectionOf(plan) });
    await expect(pitch.getByRole('heading', { level: 2 })).toHaveText(sectionOf(plan));
    // The detail blocks, in order (a unit-linked plan's statements come before them, checked in compliance.spec.ts).
    const blocks = pitch.getByTestId('detail-block');
    await expect(blocks.getByRole('heading', { level: 3 })).toHaveText(plan.details.map((d) => d.title));
    for (const [index, detail] of plan.details.entries()) {
      const block = blocks.nth(index);
      if (detail.Description) await expect(block.locator('p')).toHaveText(detail.Description);
      await expect(block.getByRole('listitem')).toHaveText(detail.listItems ?? []);
    }
    await expect(pitch).toContainText('indicative');
    await expect(pitch).toContainText('sales brochure');
  });

  test('offers WhatsApp about this plan in a new tab, and a call', async ({ page }) => {
    await gotoReady(page, route);
    const whatsapp = page.getByRole('link', { name: `Ask about ${plan.name} on WhatsApp` });
    const message = encodeURIComponent(`Hello! I would like to know more about ${plan.name}.`);
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}?text=${message}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByTestId('plan-call')).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
  });

  test('suggests related plans sharing a need', async ({ page }) => {
    await gotoReady(page, route);
    const related = page.getByTestId('related-plans').getByTestId('product-card');
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const card of await related.all()) {
      const href = (await card.getByRole('link').getAttribute('href'))!;
      const other = planByPath(href.replace('/product/', ''));
      expect(other.path).not.toBe(plan.path);
      expect(other.categories.some((c) => plan.categories.includes(c))).toBe(true);
    }
  });

  test('inside a category, shows the same plan, canonical to /product/…', async ({ page }) => {
    await gotoReady(page, `/product-category/${planCategory}/${plan.path}`);
    await expectOneH1(page, planHeading(plan));
    await expect(page).toHaveTitle(`${plan.metatitle} | ${site.agencyName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', plan.metadescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(route));
    expect((await page.getByTestId('page-hero').boundingBox())?.height).toBe(65);
    await expectBreadcrumbs(
      page,
      [
        ['Home', '/'],
        ['Products', '/product-category'],
        [titleOf(planCategory), `/product-category/${planCategory}`],
      ],
      plan.name,
    );
    await expect(gallery(page).locator('img')).toHaveCount(plan.imageUrls.length);
    await expect(page.getByRole('heading', { level: 2, name: sectionOf(plan) })).toBeVisible();
    for (const href of await page
      .getByTestId('related-plans')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/product-category/${planCategory}/[a-z0-9-]+$`));
    }
  });
});

test.describe('missing plans and categories', () => {
  const { notFound, plans: planWords } = LANGUAGES[0]!.words;

  async function expectMissing(page: Page, path: string, heading: string, text?: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expectOneH1(page, heading);
    if (text) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: notFound.seeAllPlans })).toHaveAttribute('href', '/all-products');
    await expect(main.getByRole('link', { name: notFound.chooseNeed })).toHaveAttribute('href', '/product-category');
  }

  test('an unknown plan says Product not found', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, '/product/nope', notFound.productHeading, notFound.productText);
    await expect(page).toHaveTitle(new RegExp(`^${notFound.productHeading} \\|`));
  });

  test('an unknown plan inside a category says Product not found', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, `${routeOf(categories[0]!)}/nope`, notFound.productHeading);
  });

  test('a plan under a category it is not in is not a page', { tag: '@expects-404' }, async ({ page }) => {
    test.skip(!otherCategory, 'the plan meets every need');
    await expectMissing(page, `/product-category/${otherCategory!.slug}/${plan.path}`, notFound.productHeading);
  });

  test('an unknown category is named, with no products', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, '/product-category/no-such-thing', 'NO SUCH THING', notFound.categoryEmpty);
    const needs = page.getByRole('main').getByRole('navigation', { name: planWords.categoriesLabel }).getByRole('link');
    await expect(needs).toHaveText(categories.map((c) => c.title));
  });

  test('the 404 page says what is missing from its first paint, before its scripts arrive', { tag: '@expects-404' }, async ({ page }) => {
    // Refuse every script chunk: only the page's own inline scripts run.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/product-category/no-such-thing', { waitUntil: 'domcontentloaded' });
    await expectOneH1(page, 'NO SUCH THING');
    await expect(page).toHaveTitle(/^NO SUCH THING \|/);
  });
});
