import { expect, expectNoAxeViolations, gotoReady, isPhone, test } from './fixtures';
import { CANONICAL_ROUTES, NESTED_ROUTES, products } from './routes';

/** The first plan of each kind (unit-linked, participating …). */
const ONE_OF_EACH_KIND = products.filter((plan, i) => products.findIndex((other) => other.kind === plan.kind) === i);

/** Every English page; the other languages' pages are checked in languages.spec.ts. */
test.describe('axe finds nothing', () => {
  for (const route of [...CANONICAL_ROUTES, NESTED_ROUTES[0]!]) {
    test(route, async ({ page }) => {
      // Every plan page is the same template with other words, and what it shows depends on the
      // plan's kind: at phone width one plan of each kind, at desktop width one plan.
      if (route.startsWith('/product/')) {
        const checked = isPhone(page) ? ONE_OF_EACH_KIND : [products[0]!];
        test.skip(!checked.some((plan) => route === `/product/${plan.path}`), 'the same template as a plan checked here');
      }
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoReady(page, route);
      // The home popup is checked on its own; here the page beneath it is.
      const popup = page.getByRole('dialog');
      if (route === '/') {
        await page.waitForTimeout(1200);
        if (await popup.count()) {
          await page.keyboard.press('Escape');
          await expect(popup).toHaveCount(0);
        }
      }
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 page', { tag: '@expects-404' }, async ({ page }) => {
    // Not-found pages are not hydrated: they work from their HTML alone.
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('with the drawer open', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the drawer is for narrow screens');
    await gotoReady(page, '/about-us');
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await page.waitForTimeout(400);
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
