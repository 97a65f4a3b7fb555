'use client';

import { Children, useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { format } from '@/lib/i18n/format';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { nearestSlide } from './carousel-native';
import { Icon } from './icons';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Slides move in about 300 ms. Embla's `duration` is not in milliseconds: its scroll body eases
 * toward the target in fixed 60-per-second steps, and `duration` sets how softly (below about 15 it
 * overshoots). Measured in headless Chromium with scripts/measure-embla-duration.mjs: a 375-pixel
 * carousel, `scrollNext()`, the container's transform read every animation frame, median of 7;
 * "95 %" is when the slide has covered 95 % of the way and stays there (what a visitor sees as the
 * transition; Embla's ease-out tail then takes as long again to rest within half a pixel):
 *
 *   duration    15    16    17    18    19    20    22 (before)   25
 *   95 %      234   256   276   297   307   341   378           458 ms
 *   99 %      393   315   344   380   424   458   545           674 ms
 */
const SLIDE_DURATION = 18;

/** The words a carousel says to assistive technology (the dictionary's `carousel` section). */
export type CarouselLabels = Dictionary['carousel'];

/** Viewport widths (px) from which a value applies; 0 is the default. */
export type Responsive = Partial<Record<0 | 640 | 768 | 900 | 1024, number>>;

export type CarouselProps = {
  /** Names the carousel region for assistive technology. */
  label: string;
  /** Its controls' and slides' words in the page's language. */
  labels: CarouselLabels;
  /** Server-rendered slides. */
  children: ReactNode;
  /** Slides per view by breakpoint, e.g. { 0: 1, 640: 2, 768: 3, 1024: 4 }. Pure CSS: right before any JavaScript runs. */
  perView?: Responsive;
  /** Gap between slides in pixels, by breakpoint. */
  gap?: Responsive;
  /** Wrap around from the last slide to the first and back. */
  loop?: boolean;
  /** Advance every this many milliseconds; never when the visitor prefers reduced motion. */
  autoplay?: number;
  arrows?: boolean;
  dots?: boolean;
  /** Names of the slides, used in "n of N" labels and dot labels. */
  slideNames?: string[];
  /** Arrow placement: over the slides (hero) or beside the dots. */
  controls?: 'overlay' | 'below';
  /** Light controls for dark backgrounds. */
  tone?: 'light' | 'dark';
  /**
   * Where overlay arrows sit below 640 px: at mid-height on the sides (default), or in the bottom
   * corners level with the dots, so that on a phone they never cover the text of a full-width slide.
   */
  phoneArrows?: 'middle' | 'bottom';
  className?: string;
  testId?: string;
};

type EmblaPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

/**
 * Switches the viewport from a native row to Embla's: marks the carousel `data-embla` (no more
 * native scrolling, see globals.css) and takes back the row's scroll position. A plugin, because
 * Embla starts its plugins in the same task in which it measures the slides and places them at
 * the start slide: no frame shows the row in between. (Setting a transform on the container
 * before Embla measures would make it the slides' offsetParent and shift Embla's snaps by the gap.)
 */
function nativeTakeOver(): EmblaPlugin {
  const plugin = {
    name: 'nativeTakeOver',
    options: {},
    init(embla: { rootNode(): HTMLElement }) {
      const node = embla.rootNode();
      node.closest('.carousel')?.setAttribute('data-embla', '');
      node.scrollLeft = 0;
    },
    destroy() {},
  };
  // Embla's plugin type lists only the plugins that declare themselves to it; this one is private.
  return plugin as unknown as EmblaPlugin;
}

/** The carousels of the page waiting for their turn to take over (see takeOverInTurn). */
let turns: Promise<void> = Promise.resolve();

/**
 * Carousels take over from their native rows one after another, each in a task of its own: Embla
 * measures its slides and lays out its row when it starts, and all of a page's carousels starting
 * in the task that hydrates them would keep a slow phone from answering a tap for that long.
 * `start` begins one carousel's takeover and returns a promise that settles once Embla runs.
 */
function takeOverInTurn(start: () => Promise<void>) {
  turns = turns.then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0))).then(start);
}

function cssVars(prefix: string, values: Responsive, unit = ''): CSSProperties {
  return Object.fromEntries(Object.entries(values).map(([bp, v]) => [`--${prefix}-${bp}`, `${v}${unit}`])) as CSSProperties;
}

/**
 * One carousel for the whole site, on Embla, following the WAI-ARIA carousel pattern:
 * a labelled region, slides as groups "n of N", named arrows and dots, and a pause control when it autoplays.
 * Rendered through `Carousel` (carousel.tsx), which adds what works before this code arrives.
 *
 * Until Embla runs, the viewport is a native scroll-snapping row. Embla then takes over in one
 * step, with nothing to see: the row's scroll position becomes the same transform Embla uses, and
 * Embla starts at the slide the visitor had scrolled to.
 */
export function CarouselClient({
  label,
  labels,
  children,
  perView = { 0: 1 },
  gap = { 0: 16 },
  loop = false,
  autoplay,
  arrows = true,
  dots = true,
  slideNames,
  controls = 'below',
  tone = 'dark',
  phoneArrows = 'middle',
  className,
  testId,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useReducedMotion();
  const id = useId();
  const plugins = useMemo(
    () => [
      nativeTakeOver(),
      ...(autoplay
        ? [Autoplay({ delay: autoplay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : []),
    ],
    [autoplay],
  );
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  /** The slide Embla starts at: where the native row rests when its turn comes; null until then. */
  const [start, setStart] = useState<number | null>(null);
  /** Ends this carousel's turn (see takeOverInTurn) once Embla runs, or when the carousel goes away first. */
  const endTurn = useRef<() => void>(undefined);
  const [emblaRef, api] = useEmblaCarousel(
    { loop, align: 'start', containScroll: loop ? false : 'trimSnaps', duration: SLIDE_DURATION, skipSnaps: false, startIndex: start ?? 0 },
    plugins,
  );

  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);
  const [playing, setPlaying] = useState(false);
  /** The visitor's own choice from the pause/play button; until they use it, motion preference decides. */
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');

  // When its turn comes (see takeOverInTurn), Embla takes over from the native row once the row
  // rests (a swipe or a smooth scroll in progress ends first, even one that began while this
  // carousel waited for its turn), starting at the slide the row rests on; see nativeTakeOver for
  // the switch itself.
  useEffect(() => {
    const section = root.current;
    const node = viewport.current;
    const container = node?.firstElementChild as HTMLElement | null | undefined;
    if (!section || !node || !container) return;
    let timer = 0;
    let gone = false;
    const width = () => (container.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
    const index = () => nearestSlide(node.scrollLeft, width(), container.childElementCount);
    const cleanUp = () => {
      window.clearTimeout(timer);
      node.removeEventListener('scroll', settling);
      node.removeEventListener('scrollend', takeOver);
    };
    const takeOver = () => {
      cleanUp();
      if (gone) return;
      // A press of the slide-show button before this code arrived (see nativeCarouselControls).
      if (section.hasAttribute('data-wants-autoplay')) setChoice('playing');
      setStart(index());
    };
    /** Still moving: wait until the row has been still for a moment (or says its scroll has ended). */
    function settling() {
      window.clearTimeout(timer);
      timer = window.setTimeout(takeOver, 150);
    }
    takeOverInTurn(
      () =>
        new Promise<void>((resolve) => {
          if (gone) return resolve();
          endTurn.current = resolve;
          // Never hold the next carousel back for long, whatever happens to this one.
          window.setTimeout(resolve, 1000);
          if (Math.abs(node.scrollLeft - index() * width()) < 1) return takeOver();
          node.addEventListener('scroll', settling);
          node.addEventListener('scrollend', takeOver);
          settling();
        }),
    );
    return () => {
      gone = true;
      cleanUp();
      endTurn.current?.();
    };
  }, []);

  // Declared after useEmblaCarousel, so Embla's options already hold `startIndex` when it starts.
  useEffect(() => {
    if (start !== null && viewport.current) emblaRef(viewport.current);
  }, [start, emblaRef]);

  useEffect(() => {
    if (!api) return;
    endTurn.current?.();
    const update = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    update();
    api.on('select', update).on('reInit', update).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', update).off('reInit', update).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  // Autoplay runs when asked for and motion is welcome, unless the visitor paused it; a visitor who
  // prefers reduced motion can still start it (it then jumps between slides). Embla re-creates its
  // plugins on reInit (after any resize), so the choice is applied again then.
  useEffect(() => {
    if (!api?.plugins().autoplay) return;
    const apply = () => {
      const plugin = api.plugins().autoplay;
      if (!plugin) return;
      if (choice === 'playing' || (choice === 'auto' && !reducedMotion)) plugin.play(reducedMotion);
      else plugin.stop();
    };
    apply();
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, reducedMotion, choice]);

  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion]);

  const total = slides.length;
  const name = (index: number) => slideNames?.[index] ?? format(labels.fallbackName, { index: index + 1 });
  const light = tone === 'light';
  const overlayArrowPlace =
    phoneArrows === 'bottom'
      ? 'bottom-1.5 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2'
      : 'top-1/2 -translate-y-1/2';

  const arrowClass = clsx(
    'inline-flex size-11 items-center justify-center rounded-full shadow-card transition disabled:cursor-not-allowed disabled:opacity-40',
    light ? 'bg-white/90 text-brand-900 hover:bg-white' : 'bg-brand-700 text-white hover:bg-brand-900',
  );
  const prevButton = (
    <button type="button" className={arrowClass} onClick={scrollPrev} disabled={!canPrev} aria-controls={id} data-step="-1">
      <Icon name="chevron-left" className="size-6" />
      <span className="sr-only">{labels.previous}</span>
    </button>
  );
  const nextButton = (
    <button type="button" className={arrowClass} onClick={scrollNext} disabled={!canNext} aria-controls={id} data-step="1">
      <Icon name="chevron-right" className="size-6" />
      <span className="sr-only">{labels.next}</span>
    </button>
  );

  return (
    <section
      ref={root}
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className={clsx('carousel relative', className)}
      style={{ ...cssVars('per', perView), ...cssVars('gap', gap, 'px'), ['--total' as string]: total }}
      data-testid={testId}
      data-loop={loop ? '' : undefined}
    >
      {autoplay !== undefined && (
        <button
          type="button"
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          className={clsx(
            'absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full shadow-card',
            light ? 'bg-white/90 text-brand-900 hover:bg-white' : 'bg-brand-700 text-white',
          )}
          data-testid="carousel-autoplay"
          data-autoplay-toggle=""
          data-carousel-control=""
        >
          <Icon name={playing ? 'pause' : 'play'} className="size-5" />
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
      )}
      <div className="carousel-viewport" ref={viewport}>
        <div id={id} className="carousel-container" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={format(slideNames?.[index] ? labels.slideNamed : labels.slide, {
                index: index + 1,
                total,
                name: slideNames?.[index] ?? '',
              })}
              className="carousel-slide"
            >
              {/* The slide's content box: where a native row snaps (the slide's padding is the gap before it). */}
              <div className="carousel-snap">{slide}</div>
            </div>
          ))}
        </div>
      </div>

      {controls === 'overlay' && arrows && (
        <>
          <div className={clsx('absolute left-2 z-10 sm:left-4', overlayArrowPlace)} data-carousel-control="">
            {prevButton}
          </div>
          <div className={clsx('absolute right-2 z-10 sm:right-4', overlayArrowPlace)} data-carousel-control="">
            {nextButton}
          </div>
        </>
      )}

      {(dots || (controls === 'below' && arrows)) && (
        <div
          className={clsx(
            'flex items-center justify-center gap-4',
            // Over the slides, the row lets taps through to the slide and to the arrows beside it; only the dots take them.
            controls === 'overlay' ? 'pointer-events-none absolute inset-x-0 bottom-4 z-10' : 'mt-6',
          )}
          data-carousel-control=""
        >
          {controls === 'below' && arrows && prevButton}
          {dots && (
            <div className="pointer-events-auto flex min-h-6 flex-wrap items-center justify-center gap-1" data-testid="carousel-dots">
              {/* Until Embla has its snaps, a box as wide as their dots will be: the arrows beside them stay put when they come. */}
              {snaps.length === 0 && <span aria-hidden="true" className="carousel-dots-placeholder" />}
              {snaps.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => scrollTo(index)}
                  aria-controls={id}
                  aria-current={index === selected ? 'true' : undefined}
                  className="group inline-flex size-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'block h-2.5 rounded-full transition-all',
                      index === selected ? 'w-7' : 'w-2.5',
                      light
                        ? index === selected ? 'bg-gold-400' : 'bg-white/70 group-hover:bg-white'
                        : index === selected ? 'bg-brand-700' : 'bg-brand-200 group-hover:bg-brand-400',
                    )}
                  />
                  <span className="sr-only">
                    {snaps.length === total ? format(labels.goTo, { name: name(index) }) : format(labels.goToPosition, { index: index + 1 })}
                  </span>
                </button>
              ))}
            </div>
          )}
          {controls === 'below' && arrows && nextButton}
        </div>
      )}
    </section>
  );
}
