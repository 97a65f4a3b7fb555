'use client';

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { PromoDialogProps } from './promo-dialog';
import { loadEventStart, popupOpensAt } from './popup-timing';

/** The dialog's code: fetched once the page has loaded and is idle, shown when it opens. */
const loadDialog = () => import('./promo-dialog');
const PromoDialog = lazy(() => loadDialog().then((m) => ({ default: m.PromoDialog })));

export type PromoPopupLoaderProps = Omit<PromoDialogProps, 'openAt'> & {
  /** Milliseconds after the page's load event before the popup opens. */
  delay?: number;
};

/** How long after the load event the popup waits at most for the browser to be idle. */
export const IDLE_WAIT = 500;

/**
 * Runs `callback` once the page has loaded and the browser is idle (or IDLE_WAIT ms after the load
 * event, whichever comes first): React taking over the page and the first carousel starting have
 * the main thread before the popup's code. A browser without idle callbacks runs it in the task
 * after the load event. Returns what cancels it.
 */
function whenLoadedAndIdle(callback: () => void): () => void {
  const idle = typeof window.requestIdleCallback === 'function';
  let pending: number | undefined;
  const loaded = () => {
    pending = idle ? window.requestIdleCallback(callback, { timeout: IDLE_WAIT }) : window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    if (pending === undefined) return;
    if (idle) window.cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}

/**
 * Renders the popup's dialog once the page has loaded and the browser is idle, so its code never
 * competes with the page's own pictures, scripts and hydration, and it opens `delay` ms after the
 * load event (or as soon as the code is ready, on a very slow connection or phone).
 */
export function PromoPopupLoader({ delay = 1000, ...props }: PromoPopupLoaderProps) {
  /** When it opens, in page time; null until the page has loaded and the browser is idle. */
  const [openAt, setOpenAt] = useState<number | null>(null);

  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        // The fetch starts now, ahead of the render below, which waits for it.
        void loadDialog();
        const at = popupOpensAt(loadEventStart(), performance.now(), delay);
        // Low priority: once its code is here, React builds the hidden dialog in short slices, not one long task.
        startTransition(() => setOpenAt(at));
      }),
    [delay],
  );

  return (
    openAt !== null && (
      <Suspense fallback={null}>
        <PromoDialog {...props} openAt={openAt} />
      </Suspense>
    )
  );
}
