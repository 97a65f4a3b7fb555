/** What the site's inline browser scripts keep on `window`. */
interface Window {
  /** Set by components/ui/carousel-controls.js once its listeners are in place, so that a second copy adds none. */
  carouselControls?: boolean;
}
