import { closeHomePopup, expect, expectNoAxeViolations, gotoReady, test } from './fixtures';
import { htmlOf } from './html';
import { ALL_ROUTES, categories, english, NESTED_ROUTES, products, STATIC_ROUTES } from './routes';
import { urlFor } from '../lib/urls';

/**
 * Axe on one page of each template, in English (the other languages' are in languages.spec.ts). The
 * pages of one template differ only in their content, which the build's rules check: one category,
 * one help task, and one plan page of each kind and each sales status (what a plan page shows
 * depends on both). On a desktop, the layouts that show other things than a phone's: the header's
 * contact bar and menu (the same on every page: the home page), the wheel's labels and a plan's
 * gallery four pictures wide.
 */
const onePer = <T>(items: T[], key: (item: T) => string) => items.filter((item, i) => items.findIndex((o) => key(o) === key(item)) === i);
const PLAN_PAGES = onePer([...onePer(products, (p) => p.kind), ...onePer(products, (p) => p.status)], (p) => p.path).map((plan) =>
  urlFor('en', { plan: plan.path }),
);
const emptyCategory = categories.find((c) => !products.some((p) => p.categories.includes(c.slug)));
const ROUTES = [
  ...STATIC_ROUTES,
  urlFor('en', { category: categories[0]!.slug }),
  ...(emptyCategory ? [urlFor('en', { category: emptyCategory.slug })] : []),
  urlFor('en', { help: english.site.policyHelp.tasks[0]!.slug }),
  ...PLAN_PAGES,
  NESTED_ROUTES[0]!,
];
const WIDE_TOO = [urlFor('en', 'home'), urlFor('en', 'products'), PLAN_PAGES[0]!];

test.describe('axe finds nothing', () => {
  for (const route of ROUTES) {
    test(route, { tag: WIDE_TOO.includes(route) ? '@every-width' : [] }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoReady(page, route);
      // The home popup is checked on its own (pages.spec.ts); here the page beneath it is.
      if (route === urlFor('en', 'home')) await closeHomePopup(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 page', { tag: '@expects-404' }, async ({ page }) => {
    // Not-found pages are not hydrated: they work from their HTML alone.
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
  });

  test('with the drawer open', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'about'));
    await page.getByRole('button', { name: english.words.menu.open }).click();
    // Once it has slid in.
    const drawer = page.getByRole('dialog', { name: english.words.menu.title });
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('keyboard users can skip to the content and see where focus is', async ({ page }) => {
  await gotoReady(page, urlFor('en', 'contact'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: english.words.a11y.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), html: el.outerHTML.slice(0, 120) };
  });
  expect(outline.style, outline.html).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('headings come in order on every page, in every language: the page’s h1 first, no level skipped', async ({ request }) => {
  for (const route of ALL_ROUTES) {
    // Every heading of the HTML, in document order (the phone menu's and the footer's included).
    const levels = [...(await htmlOf(request, route)).matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
    expect(levels[0], `${route}: the first heading`).toBe(1);
    expect(
      levels.filter((level) => level === 1),
      `${route}: one h1`,
    ).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `${route}: heading ${index + 1} after an h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  }
});
