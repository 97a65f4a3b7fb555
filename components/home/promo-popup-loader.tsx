'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { PromoDialogProps } from './promo-dialog';

type Loaded = { Dialog: ComponentType<PromoDialogProps>; delay: number };

/** Runs `callback` once the page has finished loading (at once if it already has). */
function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

/**
 * Fetches the popup's dialog code once the page has loaded, so it never competes with the
 * page's own pictures and scripts, and opens it `delay` ms after the page appeared (or as soon
 * as the code arrives, on a very slow connection).
 */
export function PromoPopupLoader({ delay = 1000, ...props }: PromoDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const shown = performance.now();
    let cancelled = false;
    const cancel = afterPageLoad(() => {
      void import('./promo-dialog').then(({ PromoDialog }) => {
        const remaining = Math.max(0, delay - (performance.now() - shown));
        // Low priority: React builds the hidden dialog in short slices, not one long task.
        if (!cancelled) startTransition(() => setLoaded({ Dialog: PromoDialog, delay: remaining }));
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [delay]);

  return loaded && <loaded.Dialog {...props} delay={loaded.delay} />;
}
