import type { Responsive } from './carousel';

/**
 * Card carousels (trending plans, news): 1 per view, 2 from 640, 3 from 768, 4 from 1024.
 * Kept outside the client carousel module so server components receive the values themselves.
 */
export const CARD_CAROUSEL_LAYOUT = {
  perView: { 0: 1, 640: 2, 768: 3, 1024: 4 },
  gap: { 0: 16, 640: 20, 1024: 24 },
} as const satisfies { perView: Responsive; gap: Responsive };

/** A plan's picture gallery: the card carousels' slides per view, with gaps of 10, 20, 30 and 40 pixels. */
export const GALLERY_LAYOUT = {
  perView: CARD_CAROUSEL_LAYOUT.perView,
  gap: { 0: 10, 640: 20, 768: 30, 1024: 40 },
} as const satisfies { perView: Responsive; gap: Responsive };

/** The `sizes` of a picture that fills one card of such a carousel. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 92vw';
