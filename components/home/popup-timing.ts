/** The performance mark the popup sets when its code is ready to open it (it opens at the later of this and its time). */
export const PROMO_READY_MARK = 'promo-popup-ready';

/**
 * When the home popup opens, in page time (milliseconds since navigation started): `delay` after
 * the page's `load` event began, as the navigation timing records it, so a page whose scripts come
 * late still counts from load. Without that record (an old browser, a test page), from `now`.
 */
export function popupOpensAt(loadEventStart: number | undefined, now: number, delay: number): number {
  const start = loadEventStart !== undefined && loadEventStart > 0 ? loadEventStart : now;
  return start + delay;
}

/** The navigation timing's `loadEventStart`, if the browser has one. */
export function loadEventStart(): number | undefined {
  if (typeof performance.getEntriesByType !== 'function') return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventStart;
}
