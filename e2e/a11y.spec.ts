import { closeHomePopup, expect, expectNoAxeViolations, gotoReady, test } from './fixtures';
import { CANONICAL_ROUTES, categories, NESTED_ROUTES, products, STATIC_ROUTES } from './routes';

/** The first plan of each kind (unit-linked, participating …). */
const ONE_OF_EACH_KIND = products.filter((plan, i) => products.findIndex((other) => other.kind === plan.kind) === i);

/**
 * Every English page on a phone: each template with its own words, one plan page of each kind (what
 * a plan page shows depends on its kind). On a desktop, the wider layout of each template: the main
 * pages, a category and a plan. The other languages' pages are checked in languages.spec.ts.
 */
const PLAN_PAGES = ONE_OF_EACH_KIND.map((plan) => `/product/${plan.path}`);
const ROUTES = [...CANONICAL_ROUTES.filter((route) => !route.startsWith('/product/') || PLAN_PAGES.includes(route)), NESTED_ROUTES[0]!];
const WIDE_TOO = [...STATIC_ROUTES, `/product-category/${categories[0]!.slug}`, `/product/${products[0]!.path}`];

test.describe('axe finds nothing', () => {
  for (const route of ROUTES) {
    test(route, { tag: WIDE_TOO.includes(route) ? '@every-width' : [] }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoReady(page, route);
      // The home popup is checked on its own; here the page beneath it is.
      if (route === '/') await closeHomePopup(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 page', { tag: '@expects-404' }, async ({ page }) => {
    // Not-found pages are not hydrated: they work from their HTML alone.
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
  });

  test('with the drawer open', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await page.getByTestId('menu-button').click();
    // Once it has slid in.
    await expect.poll(async () => (await page.getByTestId('mobile-drawer').boundingBox())?.x).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('keyboard users can skip to the content and see where focus is', async ({ page }) => {
  await gotoReady(page, '/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), html: el.outerHTML.slice(0, 120) };
  });
  expect(outline.style, outline.html).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
