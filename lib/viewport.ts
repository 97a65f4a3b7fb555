import type { Viewport } from 'next';

/** The viewport and browser colour every page shares. */
export const viewport: Viewport = {
  themeColor: '#0B2A5B',
  width: 'device-width',
  initialScale: 1,
};
