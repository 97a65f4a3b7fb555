'use client';

import { useEffect } from 'react';
import { whenLoadedAndIdle } from '@/components/ui/when-idle';
import { activeWorker, tell, type WorkerAddress } from './worker';

/** How long after the load event the registration waits at most for the browser to be idle. */
const IDLE_WAIT = 2000;

/**
 * Registers the service worker once the page has loaded and the browser is idle, so a first visit
 * paints and comes to life exactly as without it; then tells it the page has loaded, so that after a
 * new deploy it fetches again what the phone has stored. Renders nothing.
 */
export function WorkerRegistration({ worker }: { worker: WorkerAddress }) {
  const { src, scope } = worker;
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void activeWorker({ src, scope }).then((active) => active && tell(active, { type: 'visit' }));
      }, IDLE_WAIT),
    [src, scope],
  );
  return null;
}
