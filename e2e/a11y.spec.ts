import { expect, expectNoAxeViolations, gotoReady, isPhone, test } from './fixtures';
import { CANONICAL_ROUTES, NESTED_ROUTES, products } from './routes';

/** Every English page; the other languages' pages are checked in languages.spec.ts. */
test.describe('axe finds nothing', () => {
  for (const route of [...CANONICAL_ROUTES, NESTED_ROUTES[0]!]) {
    test(route, async ({ page }) => {
      // Every plan page is the same template with other words: at desktop width one stands for all.
      test.skip(!isPhone(page) && route.startsWith('/product/') && route !== `/product/${products[0]!.path}`, 'one plan page at desktop width');
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
