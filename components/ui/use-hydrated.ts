'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and while hydrating the server HTML; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
