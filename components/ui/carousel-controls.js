/**
 * A carousel's controls before React runs. Every carousel's viewport is a natively scrolling,
 * snapping row (`.carousel-viewport` in app/globals.css), so it can be swiped from the first paint;
 * this script makes its controls work from then too. An arrow scrolls its row by one slide (round
 * the ends on a looping carousel, `data-loop`), the arrows of a row that cannot go further are
 * disabled as it scrolls, and a press of the slide-show button turns its setting (`data-autoplay`,
 * see carousel-client.tsx) the other way, which the button shows at once (its other face, Start or
 * Pause); the slide show starts from that setting.
 *
 * It listens on the window: once React runs, its listener on the document takes every press of the
 * controls first and stops it there (carousel-client.tsx), so a press is never made twice. Once
 * Embla moves a row (`data-embla`), its scrolling is Embla's too, and this script leaves it alone.
 *
 * Plain browser JavaScript, type-checked with the site (tsconfig.json; `window.carouselControls` is
 * declared in components/ui/window.d.ts), inlined into the page after each carousel as it is
 * written, less its comments (components/ui/browser-script.ts); it sets itself up once however
 * often it runs. The post-build step allows it by its hash in the page's Content-Security-Policy.
 */
// @ts-check
(() => {
  if (window.carouselControls) return;
  window.carouselControls = true;
  /** @param {HTMLElement} row */
  const end = (row) => row.scrollWidth - row.clientWidth;
  const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-step],[data-autoplay]') : null;
    const root = control && control.closest('.carousel');
    if (!(control instanceof HTMLElement) || !root) return;
    const setting = control.dataset.autoplay;
    if (setting) {
      // On by the visitor's press, or until then unless they prefer reduced motion: a press turns it the other way.
      control.dataset.autoplay = setting === 'on' || (setting === 'auto' && !reduceMotion()) ? 'off' : 'on';
      return;
    }
    const row = /** @type {HTMLElement} */ (root.querySelector('.carousel-viewport'));
    const slide = /** @type {HTMLElement | null} */ (row.querySelector('.carousel-slide'));
    let left = row.scrollLeft + ((slide && slide.offsetWidth) || row.clientWidth) * Number(control.dataset.step);
    if (root.hasAttribute('data-loop')) left = left > end(row) + 1 ? 0 : left < -1 ? end(row) : left;
    row.scrollTo({ left, behavior: reduceMotion() ? 'instant' : 'smooth' });
  });
  document.addEventListener(
    'scroll',
    (event) => {
      const row = event.target;
      if (!(row instanceof HTMLElement) || !row.classList.contains('carousel-viewport')) return;
      const root = row.closest('.carousel:not([data-embla])');
      if (!root || root.hasAttribute('data-loop')) return;
      for (const arrow of /** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('button[data-step]'))) {
        arrow.disabled = Number(arrow.dataset.step) < 0 ? row.scrollLeft < 1 : row.scrollLeft > end(row) - 1;
      }
    },
    true,
  );
})();
