'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { PromoDialogProps } from './promo-dialog';
import { loadEventStart, popupOpensAt } from './popup-timing';

type Loaded = { Dialog: ComponentType<PromoDialogProps>; openAt: number };

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

/** The dialog's code, fetched once. */
let dialogCode: Promise<typeof import('./promo-dialog')> | null = null;
const loadDialog = () => (dialogCode ??= import('./promo-dialog'));

// The fetch starts as soon as this code runs (once the page has loaded), alongside hydration
// rather than after it, so on a slow phone the code is more likely ready when the second is up.
if (typeof window !== 'undefined') afterPageLoad(() => void loadDialog());

/**
 * Fetches the popup's dialog code once the page has loaded, so it never competes with the
 * page's own pictures and scripts, and opens it `delay` ms after the load event (or as soon
 * as the code is ready, on a very slow connection or phone).
 */
export function PromoPopupLoader({ delay = 1000, ...props }: PromoPopupLoaderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    const cancel = afterPageLoad(() => {
      const openAt = popupOpensAt(loadEventStart(), performance.now(), delay);
      void loadDialog().then(({ PromoDialog }) => {
        // Low priority: React builds the hidden dialog in short slices, not one long task.
        if (!cancelled) startTransition(() => setLoaded({ Dialog: PromoDialog, openAt }));
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [delay]);

  return loaded && <loaded.Dialog {...props} openAt={loaded.openAt} />;
}
