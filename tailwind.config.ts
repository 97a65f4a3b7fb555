import type { Config } from 'tailwindcss';

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

/** Brand theme: deep navy for trust, warm gold for warmth, and one colour per plan category. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#E8F0FC',
          100: '#D3E2FA',
          200: '#A9C6F3',
          300: '#74A2E8',
          400: '#3F7DDB',
          500: '#1D5BBF',
          600: '#174CA3',
          700: '#123E84',
          800: '#0E326C',
          900: '#0B2A5B',
          950: '#071B3C',
        },
        gold: {
          50: '#FFF8E6',
          100: '#FFF4D6',
          200: '#FDE3A0',
          300: '#FBD266',
          400: '#F6B40E',
          500: '#E09B00',
          600: '#B87C00',
          700: '#8A5C00',
        },
        ink: '#0F172A',
        cream: '#FBF8F1',
        whatsapp: {
          DEFAULT: '#25D366',
          dark: '#128C4A',
        },
        category: {
          wealth: '#1D5BBF',
          guaranteed: '#0F9D8A',
          income: '#E8604C',
          retirement: '#7C4DBF',
          education: '#E09B00',
          marriage: '#D6457A',
        },
      },
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
