/**
 * Types for the three font packages scripts/subset-fonts.mjs uses, which ship none: only what the
 * script calls, as each package's README documents it.
 */

declare module 'fontkit' {
  interface Glyph {
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    numGlyphs: number;
    /** The instance of a variable font at these axis values, e.g. `{ wght: 700 }`. */
    getVariation(settings: Record<string, number>): Font;
    glyphsForString(text: string): Glyph[];
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}

declare module 'subset-font' {
  export type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType features to keep (all of them when left out). */
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module 'wawoff2' {
  const wawoff2: { compress(sfnt: Uint8Array): Promise<Uint8Array>; decompress(woff2: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
