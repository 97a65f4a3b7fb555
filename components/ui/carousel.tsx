import { CarouselClient, type CarouselProps } from './carousel-client';
import { nativeCarouselControls } from './carousel-native';

export type { CarouselLabels, CarouselProps, Responsive } from './carousel-client';

/** The arrows' script before React (see nativeCarouselControls); its hash goes into the page's CSP at build time. */
const CONTROLS_SCRIPT = `(${nativeCarouselControls.toString()})()`;

/**
 * One carousel for the whole site (see CarouselClient). Around it, what works before its code
 * arrives: the row scrolls natively, a tiny inline script moves it by the arrows, and without
 * JavaScript the controls are hidden and the row keeps a thin scrollbar (NO_SCRIPT_STYLE).
 */
export function Carousel(props: CarouselProps) {
  return (
    <>
      <CarouselClient {...props} />
      <script dangerouslySetInnerHTML={{ __html: CONTROLS_SCRIPT }} />
    </>
  );
}
