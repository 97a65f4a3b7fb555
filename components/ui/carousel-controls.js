/**
 * A carousel's controls before the page's scripts arrive. Every carousel's viewport is a natively
 * scrolling, snapping row (`.carousel-viewport` in app/globals.css), so it can be swiped from the
 * first paint; this script makes its arrows work from then too. An arrow scrolls its row by one
 * slide (round the ends on a looping carousel, `data-loop`), the arrows of a row that cannot go
 * further are disabled as it scrolls, and a press of the slide-show button is remembered
 * (`data-wants-autoplay`) for when the slide show can start. It leaves a carousel alone once Embla
 * moves it (`data-embla`, see carousel-client.tsx).
 *
 * Plain browser JavaScript, inlined into the page after each carousel as it is written, less its
 * comments (components/ui/browser-script.ts); it sets itself up once however often it runs. The
 * post-build step allows it by its hash in the page's Content-Security-Policy.
 */
(() => {
  if (window.carouselControls) return;
  window.carouselControls = true;
  // The carousel an element belongs to, while it is still a native row.
  const nativeCarousel = (element) => {
    const root = element ? element.closest('.carousel') : null;
    return root && !root.hasAttribute('data-embla') ? root : null;
  };
  const end = (viewport) => viewport.scrollWidth - viewport.clientWidth;
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-step],[data-autoplay-toggle]') : null;
    const root = nativeCarousel(control);
    const viewport = root ? root.querySelector('.carousel-viewport') : null;
    if (!control || !viewport) return;
    if (control.hasAttribute('data-autoplay-toggle')) {
      root.toggleAttribute('data-wants-autoplay');
      return;
    }
    const slide = viewport.querySelector('.carousel-slide');
    let left = viewport.scrollLeft + ((slide && slide.offsetWidth) || viewport.clientWidth) * Number(control.dataset.step);
    if (root.hasAttribute('data-loop')) left = left > end(viewport) + 1 ? 0 : left < -1 ? end(viewport) : left;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({ left, behavior: reduce ? 'instant' : 'smooth' });
  });
  document.addEventListener(
    'scroll',
    (event) => {
      const viewport = event.target instanceof Element && event.target.classList.contains('carousel-viewport') ? event.target : null;
      const root = nativeCarousel(viewport);
      if (!root || root.hasAttribute('data-loop')) return;
      for (const arrow of root.querySelectorAll('button[data-step]')) {
        arrow.disabled = Number(arrow.dataset.step) < 0 ? viewport.scrollLeft < 1 : viewport.scrollLeft > end(viewport) - 1;
      }
    },
    true,
  );
})();
