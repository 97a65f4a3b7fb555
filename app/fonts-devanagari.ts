import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari for the Hindi edition only (imported by the Hindi root layout alone),
 * subset by scripts/subset-fonts.mjs to the Devanagari letters the text uses with every shaping
 * feature, weights 400–800 (about 52 KB). A phone that has the font already (every Android phone)
 * draws with its own copy and never fetches this one: the 'Devanagari System' faces
 * (app/fonts/devanagari-system.css) come first in the font stack. Never preloaded: where it is
 * needed it would more than double what a phone fetches before the first paint.
 * Plus Jakarta Sans stays first in the stack, so Latin letters and digits match the English pages.
 */
export const devanagari = localFont({
  src: './fonts/noto-sans-devanagari-wght.woff2',
  variable: '--font-devanagari',
  weight: '400 800',
  // Where it is downloaded (no system copy), a late swap from the system's own Devanagari face
  // re-wraps every Hindi line: 'optional' uses the web font only if it is there for the first paint
  // (cached, or a fast link), so the page never moves; it is cached for the next visit.
  display: 'optional',
  preload: false,
  // Next sizes its fallback from a–z, which this file does not have; a local Arial face would be useless.
  adjustFontFallback: false,
  fallback: [],
  // Only Devanagari text can make the browser fetch this file.
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+200B-200D, U+25CC' }],
});
