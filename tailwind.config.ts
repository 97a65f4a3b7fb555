import type { Config } from 'tailwindcss';
import { PALETTE } from './lib/palette';

/** One font stack for body and display text (see `fontFamily` below for its order). */
const FONT_STACK = [
  'var(--font-jakarta)',
  "'Devanagari System'",
  "var(--font-devanagari, 'Devanagari System')",
  "'Jakarta Fallback Arial'",
  "'Jakarta Fallback Roboto'",
  'system-ui',
  'sans-serif',
];

/** Brand theme: the colours of lib/palette.ts. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: PALETTE,
      fontFamily: {
        // Plus Jakarta Sans first, so Latin letters and digits look the same in every language; Devanagari
        // text falls through to the system's own Noto Sans Devanagari (app/fonts/devanagari-system.css)
        // and, where the system has none, to the web font, which only the Hindi pages declare (elsewhere
        // the var() repeats the system face). Jakarta's metric-matched fallbacks
        // (app/fonts/jakarta-fallback.css) come after the Devanagari faces: Devanagari text then finds
        // its face without the browser looking up Arial and Roboto in every weight first, which made
        // the Hindi pages' first layout about twice as long.
        sans: FONT_STACK,
        display: FONT_STACK,
      },
      boxShadow: {
        card: '0 1px 2px rgb(11 42 91 / 0.06), 0 8px 24px -8px rgb(11 42 91 / 0.18)',
        lift: '0 2px 4px rgb(11 42 91 / 0.08), 0 18px 40px -12px rgb(11 42 91 / 0.30)',
      },
      zIndex: {
        header: '999',
        overlay: '1000',
        chat: '990',
      },
    },
  },
};

export default config;
