import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type satori from 'satori';

/**
 * The fonts of what satori draws at build time (the social cards, the monogram), from npm packages,
 * never the network: Plus Jakarta Sans for Latin letters and digits, Noto Sans Devanagari for Hindi
 * and Marathi. satori shapes text with HarfBuzz, so Devanagari conjuncts and vowel signs come out right.
 */
const fromModules = (file: string) => readFileSync(path.join(process.cwd(), 'node_modules', file));
const jakarta = (weight: 700 | 800) => fromModules(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);
const devanagari = (face: '700Bold' | '800ExtraBold') =>
  fromModules(`@expo-google-fonts/noto-sans-devanagari/${face}/NotoSansDevanagari_${face}.ttf`);

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;

/** 'Jakarta' and 'Devanagari', bold and extra bold. */
export function cardFonts() {
  fonts ??= [
    { name: 'Jakarta', data: jakarta(700), weight: 700, style: 'normal' },
    { name: 'Jakarta', data: jakarta(800), weight: 800, style: 'normal' },
    { name: 'Devanagari', data: devanagari('700Bold'), weight: 700, style: 'normal' },
    { name: 'Devanagari', data: devanagari('800ExtraBold'), weight: 800, style: 'normal' },
  ];
  return fonts;
}

/** An SVG as a data address, for an <img> inside what satori draws. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** An SVG file under public/ as a data address. */
export const publicSvgDataUri = (publicPath: string) => svgDataUri(readFileSync(path.join(process.cwd(), 'public', publicPath), 'utf8'));
