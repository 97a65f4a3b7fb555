import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari for the Hindi edition only (imported by the Hindi root layout alone),
 * subset by scripts/subset-fonts.mjs to the Devanagari block with every shaping feature, weights
 * 400–800 (about 72 KB). Never preloaded: it would more than double what a phone fetches before
 * the first paint. Android already falls back to its own Noto Sans Devanagari meanwhile.
 * Plus Jakarta Sans stays first in the stack, so Latin letters and digits match the English pages.
 */
export const devanagari = localFont({
  src: './fonts/noto-sans-devanagari-wght.woff2',
  variable: '--font-devanagari',
  weight: '400 800',
  display: 'swap',
  preload: false,
  // Next sizes its fallback from a–z, which this file does not have; a local Arial face would be useless.
  adjustFontFallback: false,
  fallback: [],
  // Only Devanagari text can make the browser fetch this file.
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+200B-200D, U+25CC' }],
});
