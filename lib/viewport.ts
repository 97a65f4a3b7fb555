import type { Viewport } from 'next';
import { THEME_COLOUR } from '@/lib/palette';

/** The viewport and browser colour every page shares. */
export const viewport: Viewport = {
  themeColor: THEME_COLOUR,
  width: 'device-width',
  initialScale: 1,
};
