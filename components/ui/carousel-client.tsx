'use client';

import { Children, useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { format } from '@/lib/i18n/format';
import type { Dictionary } from '@/lib/i18n/dictionaries/types';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Slides move in about 300 ms. Embla's `duration` is not in milliseconds: it sets how softly its
 * scroll body eases toward the target, in 60-per-second steps (below about 15 it overshoots).
 * Measured in Chromium with tools/bench/measure-embla-duration.mjs (a 375-pixel carousel, median of 7),
 * the time a slide takes to cover 95 % of the way and stay there:
 *
 *   duration    15    16    17    18    19    20    22    25
 *   95 %       234   256   276   297   307   341   378   458 ms
 */
const SLIDE_DURATION = 18;

/** The words a carousel says to assistive technology (the dictionary's `carousel` section). */
type CarouselLabels = Dictionary['carousel'];

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
  /** The arrows' and the slide-show button's icons, drawn by the server (see Carousel). */
  icons: { previous: ReactNode; next: ReactNode; play?: ReactNode; pause?: ReactNode };
};

/**
 * The visitor's setting for the slide show, written on its button as `data-autoplay`: `on` or `off`
 * once they have pressed it, `auto` until then (on, unless they prefer reduced motion). The button
 * shows Pause while the setting is on and Start while it is off, from the first paint (the button's
 * two faces, picked by CSS); carousel-controls.js turns it before React runs.
 */
type AutoplaySetting = 'auto' | 'on' | 'off';

const isOn = (setting: AutoplaySetting, reducedMotion: boolean) => setting === 'on' || (setting === 'auto' && !reducedMotion);

/**
 * The slide show's plugin while the setting is on, none while it is off. Autoplay holds the show
 * while the pointer is over the slides (stopOnMouseEnter), a drag lasts or a slide has keyboard focus
 * (stopOnFocusIn), and goes on when they end (stopOnInteraction: false), but it goes on whatever the
 * visitor's setting, a paused show too: so the plugin is there only while the setting is on. A
 * visitor who prefers reduced motion can still start it; it then jumps between slides.
 */
const slideShowPlugins = (on: boolean, delay: number | undefined, jump: boolean) =>
  on ? [Autoplay({ delay, jump, stopOnMouseEnter: true, stopOnInteraction: false })] : [];

/** The slide a native row rests on (or is nearest to): where Embla starts. */
export function nearestSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (!(slideWidth > 0) || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/**
 * How long the row must keep still before Embla starts on it. An arrow pressed before React ran
 * scrolls the row smoothly, one slide in 290–300 ms (Chromium, a 353-pixel slide, 7 runs), and a
 * swipe glides on for longer: Embla starting mid-way would put the row back on the slide it came
 * from, undoing the press.
 */
const STILL_MS = 100;

/**
 * How near the screen a carousel's row must come before Embla starts on it: within half a screen's
 * height, so that it has started before the visitor sees it, however fast they scroll down.
 */
const NEAR = '50% 0px';

function cssVars(prefix: string, values: Responsive, unit = ''): CSSProperties {
  return Object.fromEntries(Object.entries(values).map(([bp, v]) => [`--${prefix}-${bp}`, `${v}${unit}`])) as CSSProperties;
}

/**
 * One carousel for the whole site, on Embla (`useEmblaCarousel`), following the WAI-ARIA carousel
 * pattern: a labelled region, slides as groups "n of N", named arrows and dots, and a pause control
 * when it autoplays. Rendered through `Carousel` (carousel.tsx), which adds what works before this
 * code arrives.
 *
 * The server HTML is the carousel: its viewport is a natively scrolling, snapping row, which
 * carousel-controls.js moves by its arrows until React runs. From then on every press of its controls
 * is this code's. Once the row is near the screen (NEAR) and keeps still (STILL_MS), or at the first
 * press, it is handed to the hook, which creates Embla on it at the slide in view (`startIndex`): in
 * one task, so no frame shows both, and each carousel in a task of its own (on a 4× slower CPU the
 * home page's two took 0.12–0.24 s together; alone, the hero takes about 50–90 ms and the next under
 * 50). Until then there is no Embla: an inactive one would measure every slide while the page
 * hydrates, and again when it starts. A press Embla is not there to make yet is kept, and made once
 * it is.
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
  icons,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  /** A slide show needs two slides at least. */
  const slideShow = autoplay !== undefined && total > 1;
  const reducedMotion = useReducedMotion();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  /** The setting on the slide-show button, which the visitor may have turned before React ran. */
  const buttonSetting = () => (toggle.current?.dataset.autoplay ?? 'auto') as AutoplaySetting;

  /** The slide Embla starts at; until then the row scrolls natively. */
  const [start, setStart] = useState<number>();
  const started = start !== undefined;
  /** The slide show's plugin when Embla starts (the hook creates Embla with it; see the show's effect for later). */
  const [plugins, setPlugins] = useState<ReturnType<typeof slideShowPlugins>>([]);
  /** The row while it scrolls natively; once Embla starts, the hook's (`viewportRef`). */
  const row = useRef<HTMLDivElement>(null);
  const [viewportRef, api] = useEmblaCarousel(
    { startIndex: start ?? 0, loop, align: 'start', containScroll: loop ? false : 'trimSnaps', duration: SLIDE_DURATION },
    plugins,
  );
  /** Slides the arrows were pressed by (on is +1, back -1) before Embla could take the press. */
  const pending = useRef(0);
  /** While the row scrolls natively: hands it to Embla now if it has kept still, or once it has. */
  const handOver = useRef<() => void>(undefined);

  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);
  /** Whether the slide show's timer runs now (the slides are then no live region). */
  const [playing, setPlaying] = useState(false);
  const [setting, setSetting] = useState<AutoplaySetting>('auto');

  // The hand-over from the native row to Embla: what Embla's own options cannot do, each line for
  // its reason. Embla can start at a slide (`startIndex`), but it cannot tell where a row it did not
  // move rests, wait for that row to keep still, or take over a row a visitor has already scrolled.
  useEffect(() => {
    const viewport = row.current;
    // Once started, the row is Embla's: nothing to hand over (and no row while the slide show renders none).
    if (started || !viewport) return;
    let timer = 0;
    let last = Number.NaN;
    const startWhenStill = () => {
      near.disconnect();
      window.clearTimeout(timer);
      // A press of an arrow before React glides for about 300 ms and a swipe for longer: wait until
      // the row has not moved for STILL_MS.
      if (viewport.scrollLeft !== last) {
        last = viewport.scrollLeft;
        timer = window.setTimeout(startWhenStill, STILL_MS);
        return;
      }
      const early = buttonSetting();
      // The slide the row rests on: Embla's `startIndex`, so the hand-over does not move the slides.
      const slideWidth = viewport.querySelector<HTMLElement>('.carousel-slide')?.offsetWidth ?? 0;
      // One task for the whole switch (React renders, the hook creates Embla on the row, its effects run
      // before flushSync returns): no frame shows the row both scrolled natively and moved by Embla.
      flushSync(() => {
        setSetting(early);
        setPlugins(slideShowPlugins(slideShow && isOn(early, reducedMotion), autoplay, reducedMotion));
        setStart(nearestSlide(viewport.scrollLeft, slideWidth, total));
      });
      // Embla moves the row by transform, from the slide it started at: the native scroll goes back to 0.
      viewport.scrollLeft = 0;
    };
    handOver.current = startWhenStill;
    // A carousel further down the page waits until the visitor nears it (NEAR): one they never reach
    // costs nothing, and the page's first seconds carry only the carousels on its first screen. (Every
    // browser Next 16 builds for has IntersectionObserver; Embla relies on it too.)
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startWhenStill(), {
      rootMargin: NEAR,
    });
    near.observe(viewport);
    return () => {
      handOver.current = undefined;
      near.disconnect();
      window.clearTimeout(timer);
    };
  }, [started, total, slideShow, autoplay, reducedMotion]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      // Autoplay may have started with Embla, before this code listened.
      setPlaying(Boolean(api.plugins().autoplay?.isPlaying()));
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    update();
    api.on('select', update).on('reInit', update).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // The arrows pressed before Embla could take them (the hook creates Embla a render before its api reaches this code).
    for (; pending.current > 0; pending.current -= 1) api.scrollNext(reducedMotion);
    for (; pending.current < 0; pending.current += 1) api.scrollPrev(reducedMotion);
    return () => {
      api.off('select', update).off('reInit', update).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, reducedMotion]);

  // The visitor's setting adds or removes the slide show's plugin through Embla's reInit, which keeps
  // the slide in view; the hook's own (on a change of its plugins) would go back to `startIndex`.
  useEffect(() => {
    if (!api || !slideShow) return;
    const on = isOn(setting, reducedMotion);
    const plugin = api.plugins().autoplay;
    if (on ? plugin?.options.jump === reducedMotion : !plugin) return;
    api.reInit({}, slideShowPlugins(on, autoplay, reducedMotion));
  }, [api, slideShow, setting, reducedMotion, autoplay]);

  // Once React runs, every press of the controls is this code's: carousel-controls.js listens on the
  // window, after React's listener on the document, which stops the press there.
  const step = (by: 1 | -1) => (event: MouseEvent) => {
    event.stopPropagation();
    if (api) {
      if (by > 0) api.scrollNext(reducedMotion);
      else api.scrollPrev(reducedMotion);
      return;
    }
    pending.current += by;
    handOver.current?.();
  };
  const scrollTo = (index: number) => api?.scrollTo(index, reducedMotion);
  const toggleShow = (event: MouseEvent) => {
    event.stopPropagation();
    setSetting(isOn(buttonSetting(), reducedMotion) ? 'off' : 'on');
  };

  const name = (index: number) => slideNames?.[index] ?? format(labels.fallbackName, { index: index + 1 });
  const light = tone === 'light';
  const overlayArrowPlace =
    phoneArrows === 'bottom' ? 'bottom-1.5 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2' : 'top-1/2 -translate-y-1/2';

  const arrowClass = clsx(
    'inline-flex size-11 items-center justify-center rounded-full shadow-card transition disabled:cursor-not-allowed disabled:opacity-40',
    light ? 'bg-white/90 text-brand-900 hover:bg-white' : 'bg-brand-700 text-white hover:bg-brand-900',
  );
  const prevButton = (
    <button type="button" className={arrowClass} onClick={step(-1)} disabled={!canPrev} aria-controls={id} data-step="-1">
      {icons.previous}
      <span className="sr-only">{labels.previous}</span>
    </button>
  );
  const nextButton = (
    <button type="button" className={arrowClass} onClick={step(1)} disabled={!canNext} aria-controls={id} data-step="1">
      {icons.next}
      <span className="sr-only">{labels.next}</span>
    </button>
  );

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className={clsx('carousel relative', className)}
      style={{ ...cssVars('per', perView), ...cssVars('gap', gap, 'px'), ['--total' as string]: total }}
      data-loop={loop ? '' : undefined}
      data-embla={started ? '' : undefined}
    >
      {slideShow && (
        <button
          ref={toggle}
          type="button"
          onClick={toggleShow}
          className={clsx(
            'absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full shadow-card',
            light ? 'bg-white/90 text-brand-900 hover:bg-white' : 'bg-brand-700 text-white',
          )}
          data-autoplay={setting}
          data-carousel-control=""
        >
          {/* Both faces, Pause and Start: the setting shows one (app/globals.css), the other is neither seen nor read. */}
          <span className="carousel-face carousel-face-pause">
            {icons.pause}
            <span className="sr-only">{labels.pause}</span>
          </span>
          <span className="carousel-face carousel-face-play">
            {icons.play}
            <span className="sr-only">{labels.play}</span>
          </span>
        </button>
      )}
      {/* The row is the hook's once Embla starts on it (the hook creates Embla on the element it is given). */}
      <div className="carousel-viewport" ref={started ? viewportRef : row}>
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
            <div className="pointer-events-auto flex min-h-6 flex-wrap items-center justify-center gap-1">
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
                        ? index === selected
                          ? 'bg-gold-400'
                          : 'bg-white/70 group-hover:bg-white'
                        : index === selected
                          ? 'bg-brand-700'
                          : 'bg-brand-200 group-hover:bg-brand-400',
                    )}
                  />
                  <span className="sr-only">
                    {snaps.length === total
                      ? format(labels.goTo, { name: name(index) })
                      : format(labels.goToPosition, { index: index + 1 })}
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
