#!/usr/bin/env node
/**
 * Makes the site's web fonts small: subsets them to what the site can show and writes them
 * (committed) to app/fonts/, where next/font/local picks them up by a static path.
 *
 *   app/fonts/jakarta-latin-wght.woff2        Plus Jakarta Sans, wght 400–800, every code point the
 *                                             English text uses (+ printable ASCII + a safety set);
 *                                             features kern liga calt tnum
 *   app/fonts/noto-sans-devanagari-wght.woff2 Noto Sans Devanagari, wght 400–800, every Devanagari code
 *                                             point the Hindi text uses (+ the dandas, the dotted circle
 *                                             and the joiners), every GSUB/GPOS feature kept, so each
 *                                             conjunct those letters can form is still drawn
 *   app/fonts/jakarta-fallback.css            per-weight metric-matched fallback faces (Arial, Roboto)
 *   app/fonts/fonts.json                      inputs hash, code points, sizes (the --check reference)
 *
 * node scripts/subset-fonts.mjs            regenerate if any input changed (no-op otherwise; runs as prebuild)
 * node scripts/subset-fonts.mjs --check    exit 1 if the committed files are stale (CI / npm test)
 * node scripts/subset-fonts.mjs --force    regenerate regardless
 * --content-root=DIR                       read content/ from DIR (default: CONTENT_ROOT, as the build reads it, or cwd);
 *                                          app/, components/ and lib/ are always the project's
 *
 * Needs (devDependencies): subset-font (HarfBuzz wasm), wawoff2, fontkit, typescript, and the
 * @fontsource-variable packages for both fonts. No network, no Python.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import ts from 'typescript';

const args = process.argv.slice(2);
/** Whether `--name` was given. @param {string} name */
const hasFlag = (name) => args.includes(`--${name}`);
/** The value of `--name=value`, or `fallback`. @param {string} name @param {string} fallback */
const optionValue = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROOT = process.cwd();
// The folder holding content/: the one the build reads (lib/content/registry/site-file.ts), so the fonts cover the words it shows.
const CONTENT_ROOT = path.resolve(optionValue('content-root', process.env.CONTENT_ROOT || ROOT));
const OUT = path.join(ROOT, 'app/fonts');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** A file inside an installed package. @param {string} pkg @param {string} file */
const packageFile = (pkg, file) => path.join(path.dirname(requireFromRoot.resolve(`${pkg}/package.json`)), file);

// ---------------------------------------------------------------- sources
// fonts-src/ holds fontsource's Latin file with the rupee sign grafted in from its latin-ext file
// (tools/fonts/graft-rupee.py, Debian fonttools, run once); without it, fontsource's Latin file is used
// and ₹ falls back to the system font, as it does today.
const GRAFTED = path.join(ROOT, 'fonts-src/plus-jakarta-sans-latin-rupee-wght.ttf');
const JAKARTA_SRC = existsSync(GRAFTED)
  ? GRAFTED
  : packageFile('@fontsource-variable/plus-jakarta-sans', 'files/plus-jakarta-sans-latin-wght-normal.woff2');
const DEVANAGARI_SRC = packageFile('@fontsource-variable/noto-sans-devanagari', 'files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const WGHT = { min: 400, max: 800 }; // font-normal … font-extrabold, the range the site uses
const JAKARTA_FEATURES = ['kern', 'liga', 'calt', 'tnum']; // drops ccmp locl mark frac numr dnom pnum (unused)

// ---------------------------------------------------------------- code points
/** @param {number} codePoint */
const isDevanagari = (codePoint) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) ||
  (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
  (codePoint >= 0x1cd0 && codePoint <= 0x1cff);
/** The integers from `first` to `last`. @param {number} first @param {number} last */
const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
/** @param {string} text */
const codePointsOf = (text) => [...text].map((character) => character.codePointAt(0) ?? 0);
/** Always in the Latin font: printable ASCII (an editor can type any of it) and typographic basics. */
const LATIN_ALWAYS = [...range(0x20, 0x7e), ...codePointsOf('\u00a0’‘“”–—…·•©®™×°₹€')];
/** Always in the Devanagari font: spaces and joiners, the dandas, the rupee and the dotted circle. */
const DEVANAGARI_ALWAYS = [0x20, 0xa0, 0x200b, 0x200c, 0x200d, 0x0964, 0x0965, 0x20b9, 0x25cc];

/**
 * The files under `dir` that `wanted` accepts (installed packages, hidden folders and app/fonts left out).
 * @param {string} dir @param {(file: string) => boolean} wanted @param {string[]} [found]
 * @returns {string[]}
 */
function filesUnder(dir, wanted, found = []) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'fonts') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) filesUnder(file, wanted, found);
    else if (wanted(file)) found.push(file);
  }
  return found;
}
/** @type {Record<string, string>} */
const ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  bull: '•',
  rarr: '→',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  deg: '°',
};
/** JSX text with its character references decoded. @param {string} text */
const decodeEntities = (text) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name) =>
    name.startsWith('#')
      ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
      : (ENTITIES[name] ?? reference),
  );

/**
 * Every code point of every string in contentRoot's content/**\/*.json and of every string literal / JSX text in the
 * project's app, components, lib.
 * @param {string} contentRoot @param {string} root
 */
function usedCodePoints(contentRoot, root) {
  /** @type {Set<number>} */
  const seen = new Set();
  /** @param {string} text */
  const add = (text) => {
    for (const codePoint of codePointsOf(text)) seen.add(codePoint);
  };
  for (const file of filesUnder(path.join(contentRoot, 'content'), (name) => name.endsWith('.json'))) {
    /** @param {unknown} value */
    const visit = (value) => {
      if (typeof value === 'string') add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    };
    visit(JSON.parse(readFileSync(file, 'utf8')));
  }
  /** @param {string} name */
  const isSource = (name) => /\.(ts|tsx|js|jsx|mjs)$/.test(name) && !/\.(test|spec)\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts');
  for (const dir of ['app', 'components', 'lib']) {
    for (const file of filesUnder(path.join(root, dir), isSource)) {
      const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
      /** @param {import('typescript').Node} node */
      const visit = (node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node.text);
        else if (ts.isJsxText(node)) add(decodeEntities(node.text));
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return seen;
}

// ---------------------------------------------------------------- fallback metrics
// Average advance (per em) of Next's letter-frequency string 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
// in the local fonts a phone or PC falls back to. Arial = Next's own constant (Liberation Sans, its
// metric clone, gives the same); Roboto (Android's system-ui) measured with fontkit from Roboto 2.137.
const AVERAGE_TEXT = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
/** @typedef {{ src: string, averageAdvance: number }} FallbackFace */
/** @type {Record<string, Record<string, FallbackFace>>} */
const FALLBACKS = {
  'Jakarta Fallback Arial': {
    Regular: { src: 'local(Arial),local(ArialMT)', averageAdvance: 0.4563 },
    Bold: { src: 'local("Arial Bold"),local(Arial-BoldMT)', averageAdvance: 0.49368 },
  },
  'Jakarta Fallback Roboto': {
    Regular: { src: 'local(Roboto),local(Roboto-Regular)', averageAdvance: 0.45801 },
    Medium: { src: 'local("Roboto Medium"),local(Roboto-Medium)', averageAdvance: 0.46223 },
    Bold: { src: 'local("Roboto Bold"),local(Roboto-Bold)', averageAdvance: 0.465 },
    Black: { src: 'local("Roboto Black"),local(Roboto-Black)', averageAdvance: 0.46799 },
  },
};
/**
 * Which real face of each fallback family stands in for each weight Jakarta is used at.
 * @type {{ weights: string, weight: number, faces: Record<string, string> }[]}
 */
const WEIGHT_FACES = [
  { weights: '100 450', weight: 400, faces: { 'Jakarta Fallback Arial': 'Regular', 'Jakarta Fallback Roboto': 'Regular' } },
  { weights: '451 550', weight: 500, faces: { 'Jakarta Fallback Arial': 'Regular', 'Jakarta Fallback Roboto': 'Medium' } },
  { weights: '551 650', weight: 600, faces: { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Bold' } },
  { weights: '651 750', weight: 700, faces: { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Bold' } },
  { weights: '751 1000', weight: 800, faces: { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Black' } },
];
/**
 * The @font-face rules of the metric-matched fallbacks for the subset Latin font `sfnt`.
 * @param {Uint8Array} sfnt
 */
function fallbackCss(sfnt) {
  const font = fontkit.create(Buffer.from(sfnt));
  /** @param {number} value */
  const percent = (value) => (value * 100).toFixed(2) + '%';
  let css =
    '/* Generated by scripts/subset-fonts.mjs: metric-matched fallbacks for Plus Jakarta Sans, one per weight,\n   so the swap to the web font moves nothing (Arial on desktops, Roboto on Android). */\n';
  for (const { weights, weight, faces } of WEIGHT_FACES) {
    const instance = font.getVariation({ wght: weight });
    const glyphs = instance.glyphsForString(AVERAGE_TEXT);
    const averageAdvance = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length / instance.unitsPerEm;
    for (const [family, faceName] of Object.entries(faces)) {
      const face = FALLBACKS[family]?.[faceName];
      if (!face) throw new Error(`subset-fonts: no fallback face ${family} ${faceName}`);
      const scale = averageAdvance / face.averageAdvance;
      css +=
        `@font-face{font-family:'${family}';src:${face.src};font-weight:${weights};size-adjust:${percent(scale)};` +
        `ascent-override:${percent(font.ascent / font.unitsPerEm / scale)};descent-override:${percent(-font.descent / font.unitsPerEm / scale)};` +
        `line-gap-override:${percent(font.lineGap / font.unitsPerEm / scale)}}\n`;
    }
  }
  return css;
}

// ---------------------------------------------------------------- main
/** @param {number} a @param {number} b */
const ascending = (a, b) => a - b;
const used = usedCodePoints(CONTENT_ROOT, ROOT);
/** @param {number} codePoint */
const isLatinText = (codePoint) =>
  codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0) && !isDevanagari(codePoint) && codePoint !== 0x200c && codePoint !== 0x200d;
const latin = [...new Set([...LATIN_ALWAYS, ...[...used].filter(isLatinText)])].sort(ascending);
// Every Devanagari letter, sign and digit the text uses. HarfBuzz keeps every glyph the shaping rules
// can reach from them, so any word written with these letters is drawn in full; a new letter typed in
// the editor is added by the next build (this script runs before every build).
const devanagari = [
  ...new Set([...DEVANAGARI_ALWAYS, ...[...used].filter((codePoint) => codePoint >= 0x0900 && codePoint <= 0x097f)]),
].sort(ascending);
/** A short hash of every input of a font. @param {...(string | Uint8Array)} parts */
const inputsHash = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : Buffer.from(part));
  return hash.digest('hex').slice(0, 16);
};
/** @type {string} */
const subsetFontVersion = JSON.parse(readFileSync(packageFile('subset-font', 'package.json'), 'utf8')).version;

/**
 * One font to write: its file in app/fonts, its source, its code points and subsetting options, the
 * fallback CSS it gets (if any) and the hash of all of that (with this script's own text).
 * @typedef {{ file: string, src: string, codepoints: number[], options: import('subset-font').SubsetOptions, fallbackCss?: string }} FontJob
 */
/** @type {FontJob[]} */
const JOBS = [
  {
    file: 'jakarta-latin-wght.woff2',
    src: JAKARTA_SRC,
    codepoints: latin,
    options: { variationAxes: { wght: WGHT }, keepFeatures: JAKARTA_FEATURES },
    fallbackCss: 'jakarta-fallback.css',
  },
  { file: 'noto-sans-devanagari-wght.woff2', src: DEVANAGARI_SRC, codepoints: devanagari, options: { variationAxes: { wght: WGHT } } },
];
const thisScript = readFileSync(new URL(import.meta.url));
/** @param {FontJob} job */
const hashOf = (job) =>
  inputsHash(readFileSync(job.src), JSON.stringify(job.codepoints), JSON.stringify(job.options), subsetFontVersion, thisScript);

/**
 * What fonts.json records of each font.
 * @typedef {{ hash: string, source: string, bytes: number, glyphs: number, options: object, notInSource: string, codepoints: number[] }} ManifestEntry
 */
const manifestPath = path.join(OUT, 'fonts.json');
/** @type {Record<string, ManifestEntry | undefined>} */
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const stale = JOBS.filter((job) => hasFlag('force') || manifest[job.file]?.hash !== hashOf(job) || !existsSync(path.join(OUT, job.file)));

if (hasFlag('check')) {
  for (const job of stale) {
    const had = new Set(manifest[job.file]?.codepoints ?? []);
    const missing = job.codepoints
      .filter((codePoint) => !had.has(codePoint))
      .map((codePoint) => String.fromCodePoint(codePoint))
      .join(' ');
    console.error(`${job.file} is stale${missing ? ` (new characters: ${missing})` : ''}: run \`npm run fonts\` and commit app/fonts/.`);
  }
  if (!stale.length) console.log('fonts: app/fonts is up to date');
  process.exit(stale.length ? 1 : 0);
}

mkdirSync(OUT, { recursive: true });
const { default: subsetFont } = await import('subset-font'); // loaded only when there is work (HarfBuzz wasm)
const { default: wawoff2 } = await import('wawoff2');
for (const job of stale) {
  const started = Date.now();
  const sfnt = await subsetFont(readFileSync(job.src), String.fromCodePoint(...job.codepoints), { targetFormat: 'sfnt', ...job.options });
  const woff2 = Buffer.from(await wawoff2.compress(sfnt));
  writeFileSync(path.join(OUT, job.file), woff2);
  if (job.fallbackCss) writeFileSync(path.join(OUT, job.fallbackCss), fallbackCss(sfnt));
  const font = fontkit.create(Buffer.from(sfnt));
  const missing = job.codepoints.filter((codePoint) => !font.hasGlyphForCodePoint(codePoint) && codePoint > 0x20);
  const notInSource = missing.map((codePoint) => String.fromCodePoint(codePoint)).join('');
  manifest[job.file] = {
    hash: hashOf(job),
    source: path.relative(ROOT, job.src),
    bytes: woff2.length,
    glyphs: font.numGlyphs,
    options: job.options,
    notInSource,
    codepoints: job.codepoints,
  };
  console.log(
    `fonts: ${job.file} ${woff2.length} bytes, ${font.numGlyphs} glyphs, ${job.codepoints.length} code points` +
      `${missing.length ? ` (not in the font, left to the fallback: ${notInSource})` : ''} in ${Date.now() - started} ms`,
  );
}
if (stale.length) writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + '\n');
else console.log('fonts: app/fonts is up to date');
