/**
 * Reading a carousel as a visitor sees it: how many slides are in view and how wide each is, at
 * each screen width. Shared by the carousel tests and the page tests (news, opportunities).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A carousel by its role and accessible name (a region, in WAI-ARIA's carousel pattern). */
export const carouselNamed = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

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
export async function expectSlidesPerView(page: Page, region: Locator, expected: Record<number, number>, slides = Infinity) {
  for (const [width, count] of Object.entries(expected)) {
    await page.setViewportSize({ width: Number(width), height: 900 });
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesInView(region), { message: `slides in view at ${width}px` }).toBe(Math.min(count, slides));
    if (slides < count)
      await expect.poll(() => slideShare(region), { message: `a slide's share of the row at ${width}px` }).toBeGreaterThan(0.9 / count);
    if (slides < count) expect(await slideShare(region), `a slide's share of the row at ${width}px`).toBeLessThan(1.05 / count);
  }
}
