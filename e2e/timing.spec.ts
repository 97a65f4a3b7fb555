import type { Page } from '@playwright/test';
import { expect, homePopup, test } from './fixtures';
import { PROMO_READY_MARK } from '../components/home/promo-popup-script';
import { en } from './routes';

/**
 * Timings a visitor notices, measured on a quiet machine: this spec runs in its own project, after the page
 * tests and one test at a time, so no other browser is hydrating a page on the same cores meanwhile.
 */

/** The popup's heading: what shows when it does. */
const promoHeading = (page: Page) => homePopup(page).getByRole('heading', { name: en.home.popup.heading });

const viewports = {
  phone: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

for (const [name, device] of Object.entries(viewports)) {
  test.describe(`home popup on the ${name}`, () => {
    test.use(device);

    test('becomes visible one second after the load event, or as soon as its code is ready when that is later', async ({ page }) => {
      // The first frame in which the popup shows, in page time, recorded from the start: its dialog, named by its heading, laid out.
      await page.addInitScript((heading) => {
        const tick = () => {
          const dialog = [...document.querySelectorAll<HTMLElement>('dialog, [role="dialog"]')].find(
            (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === heading,
          );
          const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby')!);
          if (title && title.getClientRects().length > 0 && getComputedStyle(title).visibility !== 'hidden') {
            Object.assign(window, { __promoShown: performance.now() });
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }, en.home.popup.heading);
      await page.goto('/');
      await expect(promoHeading(page)).toBeVisible({ timeout: 5_000 });
      // The frame that drew it may come just after the check above saw it.
      await page.waitForFunction(() => '__promoShown' in window);
      const { load, shown, ready } = await page.evaluate(
        (mark) => ({
          load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          shown: (window as unknown as { __promoShown: number }).__promoShown,
          ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        }),
        PROMO_READY_MARK,
      );
      test.info().annotations.push({ type: 'timing', description: JSON.stringify({ load, ready, shown }) });
      expect(load, 'the page has loaded').toBeGreaterThan(0);
      expect(ready, 'the popup’s script marked when it took the popup in hand').toBeGreaterThan(0);
      expect(shown - load, 'ms from the load event to the popup').toBeGreaterThanOrEqual(800);
      // The spec's rule: one second after load, or at once when the code arrives later than that (a slow
      // phone). Never more than 0.2 s after the later of the two.
      expect(shown - Math.max(load + 1_000, ready), 'ms from the later of load + 1 s and the code being ready').toBeLessThanOrEqual(200);
    });
  });
}
