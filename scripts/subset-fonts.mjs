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
 * --content-root=DIR                       read content/, app/, components/, lib/ from DIR (default: cwd)
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
const flag = (k) => args.includes(`--${k}`);
const opt = (k, d) => args.find((a) => a.startsWith(`--${k}=`))?.split('=')[1] ?? d;
const ROOT = process.cwd();
const CONTENT_ROOT = path.resolve(opt('content-root', ROOT));
const OUT = path.join(ROOT, 'app/fonts');
const req = createRequire(path.join(ROOT, 'package.json'));
const pkgFile = (pkg, file) => path.join(path.dirname(req.resolve(`${pkg}/package.json`)), file);

// ---------------------------------------------------------------- sources
// fonts-src/ holds fontsource's Latin file with the rupee sign grafted in from its latin-ext file
// (tools/fonts/graft-rupee.py, Debian fonttools, run once); without it, fontsource's Latin file is used
// and ₹ falls back to the system font, as it does today.
const GRAFTED = path.join(ROOT, 'fonts-src/plus-jakarta-sans-latin-rupee-wght.ttf');
const JAKARTA_SRC = existsSync(GRAFTED) ? GRAFTED : pkgFile('@fontsource-variable/plus-jakarta-sans', 'files/plus-jakarta-sans-latin-wght-normal.woff2');
const DEVANAGARI_SRC = pkgFile('@fontsource-variable/noto-sans-devanagari', 'files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const WGHT = { min: 400, max: 800 }; // font-normal … font-extrabold, the range the site uses
const JAKARTA_FEATURES = ['kern', 'liga', 'calt', 'tnum']; // drops ccmp locl mark frac numr dnom pnum (unused)

// ---------------------------------------------------------------- code points
const isDevanagari = (cp) => (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff);
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
/** Always in the Latin font: printable ASCII (an editor can type any of it) and typographic basics. */
const LATIN_ALWAYS = [...range(0x20, 0x7e), ...[...'\u00a0’‘“”–—…·•©®™×°₹€'].map((c) => c.codePointAt(0))];
/** Always in the Devanagari font: spaces and joiners, the dandas, the rupee and the dotted circle. */
const DEVANAGARI_ALWAYS = [0x20, 0xa0, 0x200b, 0x200c, 0x200d, 0x0964, 0x0965, 0x20b9, 0x25cc];

function walk(dir, ok, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'fonts') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, ok, out);
    else if (ok(p)) out.push(p);
  }
  return out;
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', ndash: '–', mdash: '—', hellip: '…', middot: '·', bull: '•', rarr: '→', copy: '©', reg: '®', trade: '™', times: '×', deg: '°' };
const decodeEntities = (s) => s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITIES[e] ?? m)));

/** Every code point of every string in content/**\/*.json and of every string literal / JSX text in app, components, lib. */
function usedCodePoints(root) {
  const seen = new Set();
  const add = (s) => { for (const ch of s) seen.add(ch.codePointAt(0)); };
  for (const file of walk(path.join(root, 'content'), (p) => p.endsWith('.json'))) {
    const visit = (v) => (typeof v === 'string' ? add(v) : v && typeof v === 'object' ? Object.values(v).forEach(visit) : null);
    visit(JSON.parse(readFileSync(file, 'utf8')));
  }
  const isSource = (p) => /\.(ts|tsx|js|jsx|mjs)$/.test(p) && !/\.(test|spec)\.[jt]sx?$/.test(p) && !p.endsWith('.d.ts');
  for (const dir of ['app', 'components', 'lib']) {
    for (const file of walk(path.join(root, dir), isSource)) {
      const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (n) => {
        if (ts.isStringLiteralLike(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) add(n.text);
        else if (n.kind === ts.SyntaxKind.JsxText) add(decodeEntities(n.text));
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
  }
  return seen;
}

// ---------------------------------------------------------------- fallback metrics
// Average advance (per em) of Next's letter-frequency string 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
// in the local fonts a phone or PC falls back to. Arial = Next's own constant (Liberation Sans, its
// metric clone, gives the same); Roboto (Android's system-ui) measured with fontkit from Roboto 2.137.
const AVG = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
const FALLBACKS = {
  'Jakarta Fallback Arial': { Regular: ['local(Arial),local(ArialMT)', 0.4563], Bold: ['local("Arial Bold"),local(Arial-BoldMT)', 0.49368] },
  'Jakarta Fallback Roboto': { Regular: ['local(Roboto),local(Roboto-Regular)', 0.45801], Medium: ['local("Roboto Medium"),local(Roboto-Medium)', 0.46223], Bold: ['local("Roboto Bold"),local(Roboto-Bold)', 0.465], Black: ['local("Roboto Black"),local(Roboto-Black)', 0.46799] },
};
// Which real face of each fallback family stands in for each weight Jakarta is used at.
const WEIGHT_FACES = [
  ['100 450', 400, { 'Jakarta Fallback Arial': 'Regular', 'Jakarta Fallback Roboto': 'Regular' }],
  ['451 550', 500, { 'Jakarta Fallback Arial': 'Regular', 'Jakarta Fallback Roboto': 'Medium' }],
  ['551 650', 600, { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Bold' }],
  ['651 750', 700, { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Bold' }],
  ['751 1000', 800, { 'Jakarta Fallback Arial': 'Bold', 'Jakarta Fallback Roboto': 'Black' }],
];
function fallbackCss(sfnt) {
  const font = fontkit.create(sfnt);
  const pct = (v) => (v * 100).toFixed(2) + '%';
  let css = '/* Generated by scripts/subset-fonts.mjs: metric-matched fallbacks for Plus Jakarta Sans, one per weight,\n   so the swap to the web font moves nothing (Arial on desktops, Roboto on Android). */\n';
  for (const [range, wght, faces] of WEIGHT_FACES) {
    const inst = font.getVariation({ wght });
    const g = inst.glyphsForString(AVG);
    const avg = g.reduce((s, x) => s + x.advanceWidth, 0) / g.length / inst.unitsPerEm;
    for (const [family, face] of Object.entries(faces)) {
      const [src, fbAvg] = FALLBACKS[family][face];
      const k = avg / fbAvg;
      css += `@font-face{font-family:'${family}';src:${src};font-weight:${range};size-adjust:${pct(k)};ascent-override:${pct(font.ascent / font.unitsPerEm / k)};descent-override:${pct(-font.descent / font.unitsPerEm / k)};line-gap-override:${pct(font.lineGap / font.unitsPerEm / k)}}\n`;
    }
  }
  return css;
}

// ---------------------------------------------------------------- main
const used = usedCodePoints(CONTENT_ROOT);
const latin = [...new Set([...LATIN_ALWAYS, ...[...used].filter((cp) => cp >= 0x20 && !(cp >= 0x7f && cp < 0xa0) && !isDevanagari(cp) && cp !== 0x200c && cp !== 0x200d)])].sort((a, b) => a - b);
// Every Devanagari letter, sign and digit the text uses. HarfBuzz keeps every glyph the shaping rules
// can reach from them, so any word written with these letters is drawn in full; a new letter typed in
// the editor is added by the next build (this script runs before every build).
const devanagari = [...new Set([...DEVANAGARI_ALWAYS, ...[...used].filter((cp) => cp >= 0x0900 && cp <= 0x097f)])].sort((a, b) => a - b);
const sha = (...parts) => { const h = createHash('sha256'); for (const p of parts) h.update(typeof p === 'string' ? p : Buffer.from(p)); return h.digest('hex').slice(0, 16); };
const subsetFontVersion = JSON.parse(readFileSync(pkgFile('subset-font', 'package.json'), 'utf8')).version;
const jobs = [
  { file: 'jakarta-latin-wght.woff2', src: JAKARTA_SRC, codepoints: latin, options: { variationAxes: { wght: WGHT }, keepFeatures: JAKARTA_FEATURES }, fallbackCss: 'jakarta-fallback.css' },
  { file: 'noto-sans-devanagari-wght.woff2', src: DEVANAGARI_SRC, codepoints: devanagari, options: { variationAxes: { wght: WGHT } } },
];
for (const j of jobs) j.hash = sha(readFileSync(j.src), JSON.stringify(j.codepoints), JSON.stringify(j.options), subsetFontVersion, readFileSync(new URL(import.meta.url)));

const manifestPath = path.join(OUT, 'fonts.json');
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const stale = jobs.filter((j) => flag('force') || manifest[j.file]?.hash !== j.hash || !existsSync(path.join(OUT, j.file)));

if (flag('check')) {
  for (const j of stale) {
    const had = new Set(manifest[j.file]?.codepoints ?? []);
    const missing = j.codepoints.filter((cp) => !had.has(cp)).map((cp) => String.fromCodePoint(cp)).join(' ');
    console.error(`${j.file} is stale${missing ? ` (new characters: ${missing})` : ''}: run \`npm run fonts\` and commit app/fonts/.`);
  }
  if (!stale.length) console.log('fonts: app/fonts is up to date');
  process.exit(stale.length ? 1 : 0);
}

mkdirSync(OUT, { recursive: true });
const { default: subsetFont } = await import('subset-font'); // loaded only when there is work (HarfBuzz wasm)
const { default: wawoff2 } = await import('wawoff2');
for (const j of stale) {
  const t0 = Date.now();
  const sfnt = await subsetFont(readFileSync(j.src), String.fromCodePoint(...j.codepoints), { targetFormat: 'sfnt', ...j.options });
  const woff2 = Buffer.from(await wawoff2.compress(sfnt));
  writeFileSync(path.join(OUT, j.file), woff2);
  if (j.fallbackCss) writeFileSync(path.join(OUT, j.fallbackCss), fallbackCss(sfnt));
  const f = fontkit.create(sfnt);
  const missing = j.codepoints.filter((cp) => !f.hasGlyphForCodePoint(cp) && cp > 0x20);
  manifest[j.file] = { hash: j.hash, source: path.relative(ROOT, j.src), bytes: woff2.length, glyphs: f.numGlyphs, options: j.options, notInSource: missing.map((cp) => String.fromCodePoint(cp)).join(''), codepoints: j.codepoints };
  console.log(`fonts: ${j.file} ${woff2.length} bytes, ${f.numGlyphs} glyphs, ${j.codepoints.length} code points${missing.length ? ` (not in the font, left to the fallback: ${manifest[j.file].notInSource})` : ''} in ${Date.now() - t0} ms`);
}
if (stale.length) writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + '\n');
else console.log('fonts: app/fonts is up to date');
