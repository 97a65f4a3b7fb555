import { browserScript } from './browser-script';
import { CarouselClient, type CarouselProps, type Responsive } from './carousel-client';
import { Icon } from './icons';

export type { Responsive } from './carousel-client';

/** The arrows' script until Embla runs (carousel-controls.js); after each carousel, it sets itself up once. */
const CONTROLS_SCRIPT = browserScript('components/ui/carousel-controls.js');

/**
 * One carousel for the whole site (CarouselClient), with what works before its code arrives: the
 * row scrolls natively and snaps, and an inline script moves it by its arrows. Without JavaScript
 * the controls are hidden and the row keeps a thin scrollbar (no-script.ts).
 */
export function Carousel(props: Omit<CarouselProps, 'icons'>) {
  return (
    <>
      <CarouselClient
        {...props}
        icons={{
          previous: <Icon name="chevron-left" className="size-6" />,
          next: <Icon name="chevron-right" className="size-6" />,
          // The slide-show button's, only where there is one.
          ...(props.autoplay !== undefined && {
            play: <Icon name="play" className="size-5" />,
            pause: <Icon name="pause" className="size-5" />,
          }),
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: CONTROLS_SCRIPT }} />
    </>
  );
}

/** Card carousels (trending plans, news): 1 per view, 2 from 640, 3 from 768, 4 from 1024. */
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
