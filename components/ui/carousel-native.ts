/**
 * The carousel before (and without) its JavaScript: every carousel's viewport is a native,
 * scroll-snapping row (see `.carousel-viewport` in app/globals.css), so each slide can be swiped
 * or scrolled to from the first paint. Embla takes over once React runs (`data-embla` on the
 * carousel), starting at the slide the visitor scrolled to.
 */

/** The slide a native row rests on (or is nearest to), which Embla starts at when it takes over. */
export function nearestSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (!(slideWidth > 0) || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/**
 * Inlined in the page as a tiny script (see `Carousel`), so the arrows work from the first paint:
 * an arrow scrolls its native row by one slide (round the ends on a looping carousel), and the
 * arrows of a row that cannot go further are disabled. A press of the slide-show button before
 * React runs is remembered. It does nothing once Embla has taken the carousel over. Self-contained:
 * it is serialised with `toString()`, so it may use nothing but browser globals.
 */
export function nativeCarouselControls() {
  const w = window as Window & { __nativeCarousels?: boolean };
  if (w.__nativeCarousels) return;
  w.__nativeCarousels = true;
  const nativeRoot = (element: Element | null) => {
    const root = element?.closest<HTMLElement>('.carousel') ?? null;
    return root && !root.hasAttribute('data-embla') ? root : null;
  };
  const end = (viewport: HTMLElement) => viewport.scrollWidth - viewport.clientWidth;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-step],[data-autoplay-toggle]') ?? null;
    const root = nativeRoot(button);
    const viewport = root?.querySelector<HTMLElement>('.carousel-viewport');
    if (!button || !root || !viewport) return;
    if (button.hasAttribute('data-autoplay-toggle')) {
      root.toggleAttribute('data-wants-autoplay');
      return;
    }
    const slide = viewport.querySelector<HTMLElement>('.carousel-slide');
    let left = viewport.scrollLeft + (slide?.offsetWidth || viewport.clientWidth) * Number(button.dataset.step);
    if (root.hasAttribute('data-loop')) left = left > end(viewport) + 1 ? 0 : left < -1 ? end(viewport) : left;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({ left, behavior: reduce ? 'instant' : 'smooth' });
  });
  document.addEventListener(
    'scroll',
    (event) => {
      const viewport = event.target instanceof HTMLElement && event.target.classList.contains('carousel-viewport') ? event.target : null;
      const root = nativeRoot(viewport);
      if (!viewport || !root || root.hasAttribute('data-loop')) return;
      root.querySelectorAll<HTMLButtonElement>('button[data-step]').forEach((arrow) => {
        arrow.disabled = Number(arrow.dataset.step) < 0 ? viewport.scrollLeft < 1 : viewport.scrollLeft > end(viewport) - 1;
      });
    },
    true,
  );
}

/**
 * Without JavaScript the row is scrolled by hand: the arrows, dots and slide-show button would do nothing,
 * so they are not shown. In <noscript> in every page's <head> (see RootDocument): a <style> in <body> is not valid HTML.
 */
export const NO_SCRIPT_STYLE = '[data-carousel-control]{display:none!important}.carousel-viewport{scrollbar-width:thin}';
