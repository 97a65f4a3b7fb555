import type { Page } from '@playwright/test';
import type { Category, Plan } from '../lib/content';
import { salesStatus } from '../lib/content/schema/schemas';
import { CATEGORY_SLUGS } from '../lib/content/schema/schemas';
import { format } from '../lib/i18n';
import { excerptWords, categoryHeading, telHref, whatsappHref } from '../lib/text';
import { urlFor } from '../lib/urls';
import { endingWith, expect, expectNoAxeViolations, gotoReady, isPhone, site, test, withStaticPage } from './fixtures';
import {
  attribute,
  elements,
  escapeRegExp,
  htmlOf,
  linkHref,
  linkNamed,
  links,
  meta,
  named,
  navNamed,
  startingWith,
  textOf,
  titleOf,
} from './html';
import { absolute, en, english } from './routes';

/**
 * The plans: All plans, the wheel of needs, each need's page and each plan's page, on both of its
 * routes. What a page says is read from its HTML, for every plan; a browser is opened for what a
 * visitor clicks, moves, opens or sees laid out.
 */

const plans = en.products;
const { words } = english;
/** The plans the insurer sells today: what the catalogue and the needs list (a withdrawn plan's page stays for its holders). */
const selling = plans.filter((p) => p.status === 'on-sale');
const categories = en.categories;
const routeOf = (category: Category) => urlFor('en', { category: category.slug });
/** A need's own title, and its page's heading: the title upper-cased, as the specification styles a heading. */
const titleOfNeed = (slug: string) => categories.find((c) => c.slug === slug)!.title;
const headingOf = (slug: string) => titleOfNeed(slug).toLocaleUpperCase(words.meta.intl);
/** A plan page's heading: the plan's name as the insurer files it. */
const planHeading = (plan: Plan) => format(words.plan.heading, { name: plan.name });
/** The heading of a plan page's words: "About this plan", on sale or not (never a seller's "Quick Pitch"). */
const sectionOf = () => words.plan.about;
/** A plan's pictures, as its gallery names them: "{name} {n}". */
const pictureOf = (plan: Plan, index: number) => format(words.plan.picture, { name: plan.name, index });

/** A page's breadcrumbs, as [name, href] links and the current page's name. */
function breadcrumbs(page: string) {
  const nav = navNamed(page, words.nav.breadcrumbLabel) ?? '';
  const current = /<[^>]+aria-current="page"[^>]*>([\s\S]*?)<\//.exec(nav)?.[1];
  return { trail: links(nav).map((link) => [link.text, attribute(link.tag, 'href')]), current: current && textOf(current) };
}
const HOME_AND_PRODUCTS = [
  [words.nav.home, urlFor('en', 'home')],
  [words.nav.products, urlFor('en', 'products')],
];

async function expectOneH1(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.locator('h1:visible')).toHaveCount(1);
}

/** The cards of a grid of plans in a page's HTML (the plan cards are articles), as a visitor reads each. */
const cardsOf = (page: string) =>
  elements(page, 'article')
    .filter((card) => elements(card, 'h2').length + elements(card, 'h3').length > 0 && links(card).length === 1)
    .map((card) => ({ card, link: links(card)[0]!, text: textOf(card) }));

// Axe runs and multi-page walks take a while on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('the content the tests read has plans, and every need of the wheel', () => {
  expect(plans.length).toBeGreaterThan(0);
  expect(categories.map((c) => c.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
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
  test('its HTML has a card for every plan on sale, with its excerpt, how it is filed and, on featured plans, the chip; and the way back and to each need', async ({
    request,
  }) => {
    const page = await htmlOf(request, urlFor('en', 'allProducts'));
    expect(elements(page, 'h1').map(textOf)).toEqual([words.plans.allHeading]);
    const cards = cardsOf(page);
    expect(
      cards.map(({ card, link, text }) => ({
        name: link.text,
        href: attribute(link.tag, 'href'),
        featured: text.includes(words.plans.trending),
        image: attribute(/<img\s[^>]*>/.exec(card)?.[0] ?? '', 'src'),
      })),
    ).toEqual(
      selling.map((each) => ({
        name: each.name,
        href: urlFor('en', { plan: each.path }),
        featured: each.isTrending === true,
        image: expect.stringMatching(endingWith(each.imageUrls[0]!)),
      })),
    );
    for (const [index, each] of selling.entries()) {
      // The first 20 words of the plan's overview, then '...'; under the name, the plan as the insurer files it.
      expect(cards[index]!.text, each.path).toContain(excerptWords(each.details[0]!.Description!));
      expect(cards[index]!.text, each.path).toContain(
        `${format(words.plan.planNo, { planNo: each.planNo })} · ${format(words.plan.uin, { uin: each.uin })}`,
      );
    }
    expect(breadcrumbs(page)).toEqual({ trail: HOME_AND_PRODUCTS, current: words.plans.allCrumb });
    expect(links(navNamed(page, words.plans.categoriesLabel) ?? '').map((link) => link.text)).toEqual(categories.map((c) => c.title));
  });

  test('a whole card is the link to its plan', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'allProducts'));
    const last = selling.at(-1)!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: last.name, exact: true }) });
    // Click the picture, away from the title: the title link stretches over the whole card.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(urlFor('en', { plan: last.path }));
    await expectOneH1(page, planHeading(last));
  });
});

test.describe('category wheel', () => {
  const wheel = (page: Page) => page.getByRole('group', { name: words.wheel.label });

  test('has a segment link per need in order, starting at the top and going round clockwise', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'products'));
    await expectOneH1(page, words.wheel.heading);
    const segments = wheel(page).getByRole('link');
    await expect(segments).toHaveCount(categories.length);
    for (const [index, category] of categories.entries()) {
      await expect(segments.nth(index)).toHaveAccessibleName(category.title);
      await expect(segments.nth(index)).toHaveAttribute('href', routeOf(category));
    }

    // The first segment starts at 12 o'clock, the last ends there; the second is right of the centre, the one before the last left of it.
    const box = (await wheel(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const boxOf = async (index: number) => (await segments.nth(index).boundingBox())!;
    const [first, second, beforeLast, last] = [
      await boxOf(0),
      await boxOf(1),
      await boxOf(categories.length - 2),
      await boxOf(categories.length - 1),
    ];
    expect(first.x).toBeGreaterThanOrEqual(centre.x);
    expect(first.x - centre.x).toBeLessThan(box.width * 0.03);
    expect(first.y + first.height).toBeLessThanOrEqual(centre.y + 1);
    expect(last.x + last.width).toBeLessThanOrEqual(centre.x);
    expect(centre.x - (last.x + last.width)).toBeLessThan(box.width * 0.03);
    expect(second.x).toBeGreaterThan(centre.x);
    expect(beforeLast.x + beforeLast.width).toBeLessThan(centre.x);
  });

  test('a segment goes to its category', async ({ page }) => {
    const target = categories[1]!;
    await gotoReady(page, urlFor('en', 'products'));
    const segment = wheel(page).getByRole('link', { name: target.title });
    await segment.scrollIntoViewIfNeeded();
    const box = (await segment.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(routeOf(target));
    await expectOneH1(page, headingOf(target.slug));
  });

  test('a label goes to its category', { tag: '@every-width' }, async ({ page }) => {
    const target = categories.at(-2)!;
    await gotoReady(page, urlFor('en', 'products'));
    if (isPhone(page)) {
      // Narrow screens: the legend under the wheel names the segments (hidden from assistive technology, which has the segments).
      const legend = page.getByTestId('wheel-legend');
      await expect(legend).toBeVisible();
      await legend.getByText(target.title).click();
    } else {
      const label = wheel(page).locator('text').filter({ hasText: target.title });
      await expect(label).toBeVisible();
      await label.click();
    }
    await expect(page).toHaveURL(routeOf(target));
    await expectOneH1(page, headingOf(target.slug));
  });

  test('every segment is reached with Tab, in order, and shows a focus ring', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'products'));
    const routes = categories.map(routeOf);
    const reached: string[] = [];
    for (let press = 0; press < 60 && reached.length < categories.length; press += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => {
        const active = document.activeElement;
        // The segments are the wheel's SVG links.
        return active?.namespaceURI === 'http://www.w3.org/2000/svg' ? active.getAttribute('href') : null;
      });
      if (href && routes.includes(href)) {
        reached.push(href);
        const ring = page.locator(':focus [data-testid="wheel-focus-ring"]');
        await expect(ring).toHaveCSS('opacity', '1');
      } else if (reached.length > 0) {
        break;
      }
    }
    expect(reached).toEqual(routes);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routes.at(-1)!);
  });

  test('stays legible at 320 pixels: nothing wider than the screen, and every category named', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoReady(page, urlFor('en', 'products'));
    const main = page.getByRole('main');
    expect(await main.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await wheel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const legend = page.getByTestId('wheel-legend');
    await expect(legend).toBeVisible();
    await expect(legend.locator('li')).toHaveText(categories.map((c) => c.title));
    for (const item of await legend.locator('li').all()) {
      const size = await item.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
  });

  test('its HTML has a card per need with its summary, and the call link', async ({ request }) => {
    const page = await htmlOf(request, urlFor('en', 'products'));
    const cards = named(page, en.plansPage.needs.heading) ?? '';
    expect(
      elements(cards, 'article').map((card) => ({
        title: textOf(elements(card, 'h3')[0] ?? ''),
        summary: textOf(elements(card, 'p')[0] ?? ''),
        href: attribute(links(card)[0]?.tag ?? '', 'href'),
      })),
    ).toEqual(categories.map((category) => ({ title: category.title, summary: category.summary, href: routeOf(category) })));
    expect(attribute(linkNamed(page, words.wheel.call) ?? '', 'href')).toBe(telHref(site.phone));
  });
});

test.describe('category pages', () => {
  test('each lists exactly its plans, linking to the plan inside the category, under its breadcrumbs and its summary', async ({
    request,
  }) => {
    for (const category of categories) {
      const page = await htmlOf(request, routeOf(category));
      const where = routeOf(category);
      expect(elements(page, 'h1').map(textOf), where).toEqual([headingOf(category.slug)]);
      expect(breadcrumbs(page), where).toEqual({ trail: HOME_AND_PRODUCTS, current: category.title });
      expect(meta(page, 'description')?.startsWith(category.summary), `${where}: description`).toBe(true);
      const expected = plans.filter((p) => p.categories.includes(category.slug));
      // A need no plan meets says so.
      expect(textOf(page).includes(words.category.empty), where).toBe(expected.length === 0);
      const cards = cardsOf(page);
      expect(
        cards.map(({ link }) => ({ name: link.text, href: attribute(link.tag, 'href') })),
        where,
      ).toEqual(expected.map((each) => ({ name: each.name, href: urlFor('en', { plan: each.path, category: category.slug }) })));
      for (const [index, each] of expected.entries())
        expect(cards[index]!.text, where).toContain(excerptWords(each.details[0]!.Description!));
    }
  });

  test('a card opens the plan inside its category', async ({ page }) => {
    await gotoReady(page, urlFor('en', { category: planCategory }));
    await page.getByRole('link', { name: plan.name, exact: true }).click();
    await expect(page).toHaveURL(urlFor('en', { plan: plan.path, category: planCategory }));
    await expectOneH1(page, planHeading(plan));
  });
});

test.describe('plan page', () => {
  const route = urlFor('en', { plan: plan.path });
  const gallery = (page: Page) => page.getByRole('region', { name: format(words.plan.pictures, { name: plan.name }) });

  test('every plan page says, in its HTML, the plan’s title, description, author and canonical address, its name, breadcrumbs, pictures and every detail block', async ({
    request,
  }) => {
    for (const each of plans) {
      const path = urlFor('en', { plan: each.path });
      const page = await htmlOf(request, path);
      expect(
        {
          title: titleOf(page),
          description: meta(page, 'description'),
          author: meta(page, 'author'),
          canonical: linkHref(page, 'canonical'),
          h1: elements(page, 'h1').map(textOf),
          crumbs: breadcrumbs(page),
        },
        path,
      ).toEqual({
        title: `${each.metatitle} | ${site.agencyName}`,
        description: each.metadescription,
        author: site.person,
        canonical: absolute(path),
        h1: [planHeading(each)],
        crumbs: { trail: HOME_AND_PRODUCTS, current: each.name },
      });
      // Its pictures, named after the plan and their place.
      const pictures = named(page, format(words.plan.pictures, { name: each.name })) ?? '';
      expect(
        [...pictures.matchAll(/<img\s[^>]*>/g)].map(([tag]) => [attribute(tag, 'alt'), attribute(tag, 'src')]),
        path,
      ).toEqual(each.imageUrls.map((src, index) => [pictureOf(each, index + 1), expect.stringMatching(endingWith(src))]));
      // Every detail block, in order, and the note that the brochure is the final word.
      const pitch = named(page, sectionOf());
      expect(pitch, `${path}: ${sectionOf()}`).toBeDefined();
      const blocks = elements(pitch!, 'article').map((block) => ({
        title: textOf(elements(block, 'h3')[0] ?? ''),
        text: textOf(elements(block, 'p')[0] ?? '') || undefined,
        items: elements(block, 'li').map(textOf),
      }));
      // A plan whose sales status is not settled (a preview only) shows no sales copy at all.
      const shown = salesStatus(each) === 'unsettled' ? [] : each.details;
      expect(blocks, path).toEqual(
        shown.map((detail) => ({ title: detail.title, text: detail.Description?.trim(), items: detail.listItems ?? [] })),
      );
      if (shown.length > 0)
        expect(
          shown.some((detail) => detail.note),
          `${path}: a note`,
        ).toBe(true);
    }
  });

  test(
    'every plan page shows its name as the one h1 in a 65-pixel banner, and fits the screen',
    { tag: '@every-width' },
    async ({ browser, baseURL, page: guarded }) => {
      test.setTimeout(120_000);
      await withStaticPage(browser, baseURL, guarded, async (page) => {
        const width = page.viewportSize()!.width;
        const problems: string[] = [];
        for (const each of plans) {
          await page.goto(urlFor('en', { plan: each.path }));
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(planHeading(each));
          // The banner is the section that holds the heading.
          const height = (await heading.locator('xpath=ancestor::section[1]').boundingBox())?.height;
          if (height !== 65) problems.push(`${each.path}: banner ${height} pixels high`);
          const scrollWidth = await page.getByRole('main').evaluate((el) => el.scrollWidth);
          if (scrollWidth > width) problems.push(`${each.path}: ${scrollWidth} pixels wide`);
        }
        expect(problems).toEqual([]);
      });
    },
  );

  test('gallery shows 1, 2, 3 and 4 pictures with gaps of 10, 20, 30 and 40 pixels', async ({ page }) => {
    /** The gallery images wholly inside the carousel's window, left to right. */
    async function visibleSlides() {
      const frame = (await gallery(page).boundingBox())!;
      const boxes = await gallery(page)
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })));
      return boxes.filter((b) => b.x >= frame.x - 0.5 && b.x + b.width <= frame.x + frame.width + 0.5).sort((a, b) => a.x - b.x);
    }
    await gotoReady(page, route);
    for (const [width, perView, gap] of [
      [375, 1, 10],
      [700, 2, 20],
      [800, 3, 30],
      [1100, 4, 40],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await visibleSlides()).length, { message: `pictures in view at ${width}` }).toBe(perView);
      const slides = await visibleSlides();
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
    const previous = region.getByRole('button', { name: words.carousel.previous });
    const next = region.getByRole('button', { name: words.carousel.next });
    const frameX = (await region.boundingBox())!.x;
    const leftOf = async (n: number) => (await region.getByAltText(pictureOf(plan, n), { exact: true }).boundingBox())!.x;

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(() => leftOf(2)).toBeCloseTo(frameX, 0);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => leftOf(1)).toBeCloseTo(frameX, 0);

    const dots = plan.imageUrls.map((_, index) =>
      region.getByRole('button', { name: format(words.carousel.goTo, { name: pictureOf(plan, index + 1) }), exact: true }),
    );
    for (const dot of dots) await expect(dot).toHaveCount(1);
    await expect(dots[0]!).toHaveAttribute('aria-current', 'true');
    await dots[2]!.click();
    await expect.poll(() => leftOf(3)).toBeCloseTo(frameX, 0);
    await expect(dots[2]!).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]!).not.toHaveAttribute('aria-current', 'true');
    await dots.at(-1)!.click();
    await expect(next).toBeDisabled();
  });

  test('a picture opens the enlarged view, which closes by its button, a backdrop click and Escape', async ({ page }) => {
    await gotoReady(page, route);
    const thumb = page.getByRole('button', { name: format(words.dialog.enlarge, { name: pictureOf(plan, 1) }) });
    const dialog = page.getByRole('dialog', { name: pictureOf(plan, 1) });
    const enlarged = dialog.getByRole('img', { name: words.dialog.selectedPlan, exact: true });
    const open = async () => {
      await thumb.click();
      await expect(enlarged).toBeVisible();
      await expect(page.getByTestId('image-modal-backdrop')).toHaveCSS('opacity', '1');
    };

    await open();
    await expect(enlarged).toHaveAttribute('src', endingWith(plan.imageUrls[0]!));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: words.dialog.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(thumb).toBeFocused();

    await open();
    const viewport = page.viewportSize()!;
    await page.mouse.click(6, viewport.height - 6);
    await expect(dialog).toHaveCount(0);

    await open();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('its HTML offers WhatsApp about the plan in a new tab, a call, and related plans sharing a need', async ({ request }) => {
    const page = await htmlOf(request, route);
    const whatsapp = linkNamed(page, startingWith(format(words.plan.askOnWhatsapp, { name: plan.name }))) ?? '';
    expect(attribute(whatsapp, 'href')).toBe(whatsappHref(site.whatsapp, format(words.plan.whatsappMessage, { name: plan.name })));
    expect(attribute(whatsapp, 'target')).toBe('_blank');
    expect(attribute(whatsapp, 'rel')).toBe('noopener noreferrer');
    expect(attribute(linkNamed(page, format(words.cta.callNumber, { phone: site.phone })) ?? '', 'href')).toBe(telHref(site.phone));

    const related = cardsOf(named(page, words.plan.related) ?? '').map(({ link }) =>
      plans.find((p) => attribute(link.tag, 'href') === urlFor('en', { plan: p.path })),
    );
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const other of related) {
      expect(other, 'a related plan').toBeDefined();
      expect(other!.path).not.toBe(plan.path);
      expect(other!.categories.some((c) => plan.categories.includes(c))).toBe(true);
    }
  });

  test('inside a category, its HTML shows the same plan, canonical to the plan’s own page, with the category in its breadcrumbs', async ({
    request,
  }) => {
    const nested = urlFor('en', { plan: plan.path, category: planCategory });
    const page = await htmlOf(request, nested);
    expect(elements(page, 'h1').map(textOf)).toEqual([planHeading(plan)]);
    expect(titleOf(page)).toBe(`${plan.metatitle} | ${site.agencyName}`);
    expect(meta(page, 'description')).toBe(plan.metadescription);
    expect(linkHref(page, 'canonical')).toBe(absolute(route));
    expect(breadcrumbs(page)).toEqual({
      trail: [...HOME_AND_PRODUCTS, [titleOfNeed(planCategory), urlFor('en', { category: planCategory })]],
      current: plan.name,
    });
    expect([...(named(page, format(words.plan.pictures, { name: plan.name })) ?? '').matchAll(/<img\s/g)]).toHaveLength(
      plan.imageUrls.length,
    );
    expect(named(page, sectionOf()), sectionOf()).toBeDefined();
    const related = cardsOf(named(page, words.plan.related) ?? '').map(({ link }) => attribute(link.tag, 'href'));
    for (const href of related) expect(href).toMatch(new RegExp(`^${escapeRegExp(urlFor('en', { category: planCategory }))}/[a-z0-9-]+$`));
  });
});

test.describe('missing plans and categories', () => {
  const { notFound, plans: planWords } = words;

  async function expectMissing(page: Page, path: string, heading: string, text?: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expectOneH1(page, heading);
    if (text) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: notFound.seeAllPlans })).toHaveAttribute('href', urlFor('en', 'allProducts'));
    await expect(main.getByRole('link', { name: notFound.chooseNeed })).toHaveAttribute('href', urlFor('en', 'products'));
  }

  test('an unknown plan says Product not found', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, urlFor('en', { plan: 'nope' }), notFound.productHeading, notFound.productText);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(notFound.productHeading)} \\|`));
  });

  test('an unknown plan inside a category says Product not found', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, urlFor('en', { plan: 'nope', category: categories[0]!.slug }), notFound.productHeading);
  });

  test('a plan under a category it is not in is not a page', { tag: '@expects-404' }, async ({ page }) => {
    test.skip(!otherCategory, 'the plan meets every need');
    await expectMissing(page, urlFor('en', { plan: plan.path, category: otherCategory!.slug }), notFound.productHeading);
  });

  test('an unknown category is named, with no products', { tag: '@expects-404' }, async ({ page }) => {
    await expectMissing(page, urlFor('en', { category: 'no-such-thing' }), categoryHeading('no-such-thing'), notFound.categoryEmpty);
    const needs = page.getByRole('main').getByRole('navigation', { name: planWords.categoriesLabel }).getByRole('link');
    await expect(needs).toHaveText(categories.map((c) => c.title));
  });

  test('the 404 page says what is missing from its first paint, before its scripts arrive', { tag: '@expects-404' }, async ({ page }) => {
    // Refuse every script chunk: only the page's own inline scripts run.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(urlFor('en', { category: 'no-such-thing' }), { waitUntil: 'domcontentloaded' });
    await expectOneH1(page, categoryHeading('no-such-thing'));
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(categoryHeading('no-such-thing'))} \\|`));
  });
});
