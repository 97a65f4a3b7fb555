'use client';

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { PromoDialogProps } from './promo-dialog';
import { loadEventStart, popupOpensAt } from './popup-timing';

/** The dialog's code: fetched once the page has loaded, shown when it opens. */
const loadDialog = () => import('./promo-dialog');
const PromoDialog = lazy(() => loadDialog().then((m) => ({ default: m.PromoDialog })));

export type PromoPopupLoaderProps = Omit<PromoDialogProps, 'openAt'> & {
  /** Milliseconds after the page's load event before the popup opens. */
  delay?: number;
};

/** Runs `callback` once the page has finished loading (at once if it already has). */
function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

// The fetch starts as soon as this code runs (once the page has loaded), alongside hydration
// rather than after it, so on a slow phone the code is more likely ready when the second is up.
if (typeof window !== 'undefined') afterPageLoad(() => void loadDialog());

/**
 * Renders the popup's dialog once the page has loaded, so its code never competes with the page's
 * own pictures and scripts, and it opens `delay` ms after the load event (or as soon as the code
 * is ready, on a very slow connection or phone).
 */
export function PromoPopupLoader({ delay = 1000, ...props }: PromoPopupLoaderProps) {
  /** When it opens, in page time; null until the page has loaded. */
  const [openAt, setOpenAt] = useState<number | null>(null);

  useEffect(
    () =>
      afterPageLoad(() => {
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
