/**
 * The site's colours, once: the Tailwind theme (tailwind.config.ts) is made from them, and so are the
 * colours a browser shows outside the page (the viewport's theme colour, the installed app's theme and
 * background in its manifest, its icon's field). Deep navy for trust, warm gold for warmth, and one
 * colour per plan category.
 */
export const PALETTE = {
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
} as const;

/** The browser's colour around the site (its address bar, the installed app's title bar): the header's navy. */
export const THEME_COLOUR = PALETTE.brand[900];

/** What an installed app shows while its first page loads: the page's own white. */
export const BACKGROUND_COLOUR = '#FFFFFF';
