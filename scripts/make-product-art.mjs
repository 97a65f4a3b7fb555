#!/usr/bin/env node
/**
 * Regenerates the plan artwork in public/images/products/ (15 plans x 4 SVGs,
 * 800x600 each): <plan>-1 hero emblem, -2 people scene, -3 "how it works",
 * -4 protection motif. Output is deterministic: every plan gets its own colour
 * and a seed derived from its path, so re-running yields identical files.
 *
 *   node scripts/make-product-art.mjs
 *
 * Plain Node (>=20), no dependencies. Shapes only - no <text>, no external refs.
 * The drawing helpers are exported so other artwork can reuse the same style.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/* ------------------------------------------------------------------ palette */

export const C = {
  navy: '#0B2A5B',
  navy2: '#123E84',
  blue: '#1D5BBF',
  paleBlue: '#E8F0FC',
  gold: '#F6B40E',
  gold2: '#E09B00',
  paleGold: '#FFF4D6',
  teal: '#0F9D8A',
  coral: '#E8604C',
  violet: '#7C4DBF',
  rose: '#D6457A',
  ink: '#0F172A',
  white: '#FFFFFF',
  cream: '#FBF8F1',
};
export const SKIN = ['#8D5524', '#C68642', '#E0AC69', '#F1C27D'];
export const HAIR = ['#1B1B1B', '#3B2A20'];

/* ---------------------------------------------------------------- utilities */

export const r1 = (v) => Math.round(v * 10) / 10;

/** Mix a hex colour towards white (amt > 0) or black (amt < 0). */
export function shade(hex, amt) {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  const t = amt < 0 ? 0 : 255;
  const a = Math.abs(amt);
  const out = ch.map((c) => Math.round(c + (t - c) * a));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let s = h >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (a, b) => a + (b - a) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.int = (a, b) => Math.floor(a + (b - a + 1) * next());
  return next;
}

/** One SVG document: collects gradient defs under a unique id prefix. */
export class Art {
  constructor(w, h, prefix) {
    this.w = w;
    this.h = h;
    this.p = prefix;
    this.defs = new Map();
  }

  /** Linear gradient; stops = [[offset, colour, opacity?], ...]. */
  lin(name, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = `${this.p}-${name}`;
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`,
      );
    }
    return `url(#${id})`;
  }

  rad(name, stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = `${this.p}-${name}`;
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopList(stops)}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** Soft drop-shadow filter (use sparingly). */
  blur(name = 'blur', sd = 12) {
    const id = `${this.p}-${name}`;
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }

  render(body) {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const out = `${defs}${body}`.replace(/ d="([^"]*)"/g, (m, d) => ` d="${d.replace(/ -/g, '-')}"`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" stroke-linecap="round" stroke-linejoin="round">${out}</svg>\n`;
  }
}

function stopList(stops) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
}

/* --------------------------------------------------------------- primitives */

const op = (o) => (o === undefined || o === 1 ? '' : ` opacity="${o}"`);
export const circle = (cx, cy, r, fill, o) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${op(o)}/>`;
export const ell = (cx, cy, rx, ry, fill, o) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${op(o)}/>`;
export const rect = (x, y, w, h, rx, fill, o) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${op(o)}/>`;
export const path = (d, fill, o) => `<path d="${d}" fill="${fill}"${op(o)}/>`;
/** Stroked path; round caps/joins are inherited from the root <svg>. */
export const stroke = (d, col, w, o, cap) =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${r1(w)}"${cap ? ` stroke-linecap="${cap}"` : ''}${op(o)}/>`;
export const ring = (cx, cy, r, col, w, o) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${col}" stroke-width="${w}"${op(o)}/>`;
export const g = (body, transform, o) =>
  `<g${transform ? ` transform="${transform}"` : ''}${op(o)}>${body}</g>`;
export const at = (x, y, s = 1, flip = false, rot = 0) =>
  `translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${r1(rot)})` : ''}${s !== 1 || flip ? ` scale(${flip ? -s : s} ${s})` : ''}`;
/** Polygon path from [[x,y],...]. */
export const poly = (pts) => `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;

/* ------------------------------------------------------------ small motifs */

export const sparkle = (x, y, r, fill, o) =>
  path(
    `M${r1(x)} ${r1(y - r)}Q${r1(x)} ${r1(y)} ${r1(x + r)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y + r)}Q${r1(x)} ${r1(y)} ${r1(x - r)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y - r)}Z`,
    fill,
    o,
  );

export function star(x, y, r, fill, o, inner = 0.45) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    pts.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  return path(poly(pts), fill, o);
}

/** Heart centred on (x, y); s = 1 is ~28 wide. */
export const heart = (x, y, s, fill, o) =>
  g(
    path('M0 11C-16 1-15-12-7-12-3-12 0-9 0-6 0-9 3-12 7-12 15-12 16 1 0 11Z', fill),
    at(x, y, s),
    o,
  );

/** Shield centred on (x, y); s = 1 is 100 wide x 122 tall. */
export const SHIELD_D =
  'M0-61C17-49 33-45 50-45L50-6C50 29 29 50 0 61-29 50-50 29-50-6L-50-45C-33-45-17-49 0-61Z';
export const shieldShape = (x, y, s, fill, o) => g(path(SHIELD_D, fill), at(x, y, s), o);

export const tick = (x, y, s, col, w = 9) =>
  stroke(`M${r1(x - 15 * s)} ${r1(y)}L${r1(x - 4 * s)} ${r1(y + 11 * s)}L${r1(x + 17 * s)} ${r1(y - 12 * s)}`, col, w * s);

/** Big soft decorative circles + sparkles used on many backgrounds. */
export function bubbles(list, fill) {
  return list.map(([x, y, r, o]) => circle(x, y, r, fill, o)).join('');
}

/** Dotted grid patch (no <pattern>, just circles). */
export function dots(x, y, cols, rows, gap, r, fill, o) {
  let s = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, r, fill);
  return g(s, '', o);
}

/** Flat coin seen from the front. */
export function coin(a, x, y, r) {
  const f = a.lin('coin', [[0, '#FFD75E'], [1, C.gold2]], 0, 0, 1, 1);
  return (
    circle(x, y + r * 0.12, r, shade(C.gold2, -0.15)) +
    circle(x, y, r, f) +
    ring(x, y, r * 0.72, '#FFE9A8', r * 0.1) +
    star(x, y, r * 0.36, '#FFF4D6', 0.9)
  );
}

/** Stack of n coins (side view), base centre (x, y). */
export function coinStack(a, x, y, n, rx = 34) {
  const ry = rx * 0.32;
  const h = rx * 0.3;
  const side = a.lin('coinside', [[0, C.gold2], [0.5, '#FFC93A'], [1, C.gold2]], 0, 0, 1, 0);
  let s = '';
  for (let i = 0; i < n; i++) {
    const cy = y - i * h;
    s += ell(x, cy, rx, ry, shade(C.gold2, -0.2));
    s += rect(x - rx, cy - h, rx * 2, h, 0, side);
    s += ell(x, cy - h, rx, ry, i === n - 1 ? '#FFD75E' : '#FFCB45');
  }
  s += `<ellipse cx="${r1(x)}" cy="${r1(y - n * h)}" rx="${r1(rx * 0.65)}" ry="${r1(ry * 0.62)}" fill="none" stroke="${C.gold2}" stroke-width="${r1(rx * 0.06)}"/>`;
  return s;
}

export function cloud(x, y, s, fill, o) {
  return g(
    path('M-60 20C-78 20-80-4-62-6-62-28-32-34-22-18-14-40 22-40 28-14 44-24 66-14 60 4 76 6 76 20 62 20Z', fill),
    at(x, y, s),
    o,
  );
}

export function plant(x, y, s, pot = C.coral, leaf = C.teal) {
  const l2 = shade(leaf, 0.18);
  return g(
    path('M-6 -40C-30-56-40-86-30-108-12-92-4-66-6-40Z', leaf) +
      path('M4-38C14-66 34-88 52-92 50-66 30-46 4-38Z', l2) +
      path('M0-36C-4-70 4-110 18-126 30-100 20-62 0-36Z', shade(leaf, -0.12)) +
      path('M-4-34C-26-40-50-36-58-22-36-16-18-22-4-34Z', l2) +
      path('M-22-36L22-36L16 0L-16 0Z', pot) +
      rect(-25, -42, 50, 9, 3, shade(pot, -0.15)),
    at(x, y, s),
  );
}

/** House, base centre at (x, y); s = 1 is ~200 wide. */
export function house(a, x, y, s, o = {}) {
  const wall = o.wall || C.cream;
  const roof = o.roof || C.coral;
  const trim = o.trim || C.navy;
  const win = o.win || '#FFD75E';
  const roofG = a.lin('roof', [[0, shade(roof, 0.1)], [1, shade(roof, -0.12)]]);
  return g(
    rect(38, -176, 22, 44, 2, shade(roof, -0.3)) +
      rect(-80, -108, 160, 108, 0, wall) +
      rect(-80, -108, 160, 14, 0, shade(wall, -0.08)) +
      path('M-100-100L0-178L100-100L88-100L0-164L-88-100Z', shade(roof, -0.2)) +
      path('M-94-104L0-176L94-104L80-104L0-160L-80-104Z', roofG) +
      path('M-80-104L0-160L80-104Z', shade(wall, -0.05)) +
      circle(0, -122, 12, win) +
      ring(0, -122, 12, trim, 3) +
      rect(-20, -62, 40, 62, 4, trim) +
      circle(11, -30, 2.6, C.gold) +
      rect(-66, -74, 34, 32, 3, win) +
      rect(32, -74, 34, 32, 3, win) +
      stroke('M-49-74V-42M-66-58H-32M49-74V-42M32-58H66', trim, 3) +
      rect(-70, -44, 42, 5, 2, trim) +
      rect(28, -44, 42, 5, 2, trim) +
      rect(-92, -3, 184, 6, 3, shade(wall, -0.25)),
    at(x, y, s),
  );
}

/** Umbrella: canopy centre-bottom at (x, y); s = 1 is 200 wide. */
export function umbrella(a, x, y, s, c1, c2, handle = C.navy, shaft = 112, hook = true) {
  const g1 = a.lin(`umb${c1.slice(1)}`, [[0, shade(c1, 0.15)], [1, shade(c1, -0.1)]]);
  const g2 = a.lin(`umc${c2.slice(1)}`, [[0, shade(c2, 0.12)], [1, shade(c2, -0.12)]]);
  const body =
    (shaft <= 0
      ? ''
      : hook
      ? stroke(`M0-4V${shaft}Q0 ${shaft + 16}-14 ${shaft + 16}Q-28 ${shaft + 16}-28 ${shaft + 2}`, handle, 7)
      : stroke(`M0-4V${shaft}`, handle, 6) + rect(-5, shaft - 6, 10, 26, 5, shade(handle, 0.15))) +
    path('M-100 0A100 88 0 0 1 100 0A25 13 0 0 0 50 0A25 13 0 0 0 0 0A25 13 0 0 0-50 0A25 13 0 0 0-100 0Z', g1) +
    path('M0-88Q-30-60-50 0A25 13 0 0 0 0 0Z', g2) +
    path('M0-88Q30-60 50 0A25 13 0 0 1 100 0Q96-56 0-88Z', g2) +
    path('M0-88Q-60-76-94-28Q-98-14-100 0A25 13 0 0 1-50 0Q-30-60 0-88Z', shade(c1, 0.2), 0.35) +
    rect(-3, -100, 6, 14, 3, handle);
  return g(body, at(x, y, s));
}

/** Rising bar chart with arrow; base-left (x, y); s=1 ~ 220 x 200. */
export function growthBars(a, x, y, s, col, arrow = C.gold) {
  const hs = [60, 95, 130, 175];
  let b = '';
  hs.forEach((h, i) => {
    const gr = a.lin(`bar${col.slice(1)}`, [[0, shade(col, 0.15)], [1, shade(col, -0.15)]]);
    b += rect(i * 52, -h, 38, h, 6, gr);
    b += rect(i * 52, -h, 38, 10, 5, shade(col, 0.35), 0.6);
  });
  b += stroke('M-6-70L60-110L104-96L196-186', arrow, 12);
  b += path('M170-196L212-204L204-162Z', arrow);
  return g(b, at(x, y, s));
}

/** Calendar card; top-left (x, y), w x h. marks = indices highlighted. */
export function calendar(a, x, y, w, h, head, marks = [], markCol = C.gold) {
  const cols = 5;
  const rows = 4;
  const pad = w * 0.08;
  const cw = (w - pad * 2) / cols;
  const top = y + h * 0.3;
  const ch = (h - (top - y) - pad) / rows;
  let s =
    rect(x + 6, y + 10, w, h, 16, C.navy, 0.15) +
    rect(x, y, w, h, 16, C.white) +
    path(`M${x} ${y + 16}Q${x} ${y} ${x + 16} ${y}H${x + w - 16}Q${x + w} ${y} ${x + w} ${y + 16}V${y + h * 0.22}H${x}Z`, head);
  for (let i = 0; i < 2; i++) {
    const rx = x + w * (0.3 + i * 0.4);
    s += rect(rx - 5, y - 12, 10, 26, 5, C.navy);
  }
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      const cx = x + pad + i * cw + cw / 2;
      const cy = top + j * ch + ch / 2;
      const m = marks.includes(k);
      s += rect(cx - cw * 0.34, cy - ch * 0.32, cw * 0.68, ch * 0.64, 5, m ? markCol : C.paleBlue);
      if (m) s += circle(cx, cy, Math.min(cw, ch) * 0.14, C.white);
    }
  }
  return s;
}

export function gradCap(x, y, s, col = C.navy, tassel = C.gold) {
  return g(
    path('M-46 4L-46 30Q0 52 46 30L46 4Z', shade(col, -0.1)) +
      path('M0-40L92-6L0 28L-92-6Z', col) +
      path('M0-40L92-6L0 28Z', shade(col, 0.12), 0.5) +
      circle(0, -6, 6, tassel) +
      stroke('M0-6L64 8L66 46', tassel, 4) +
      path('M60 44H72L74 66H58Z', tassel),
    at(x, y, s),
  );
}

export function book(x, y, s, c1 = C.blue, page = C.white) {
  return g(
    path('M-80 0Q-40-14 0 0Q40-14 80 0V18Q40 4 0 18Q-40 4-80 18Z', c1) +
      path('M-74-60Q-36-72-2-58V6Q-36-8-74 4Z', page) +
      path('M74-60Q36-72 2-58V6Q36-8 74 4Z', shade(page, -0.06)) +
      stroke('M-62-44Q-40-50-14-42M-62-30Q-40-36-14-28M-62-16Q-40-22-14-14M14-42Q40-50 62-44M14-28Q40-36 62-30', shade(c1, 0.4), 3),
    at(x, y, s),
  );
}

export function rings(a, x, y, s) {
  const gr = a.lin('ring', [[0, '#FFE08A'], [1, C.gold2]], 0, 0, 1, 1);
  return g(
    `<circle cx="-26" cy="10" r="40" fill="none" stroke="${gr}" stroke-width="11"/>` +
      `<circle cx="26" cy="10" r="40" fill="none" stroke="${gr}" stroke-width="11"/>` +
      `<path d="M-12-23A40 40 0 0 1 14-28" fill="none" stroke="${gr}" stroke-width="11"/>` +
      path('M-26-42L-14-54L-38-54Z', '#BFE7FF') +
      path('M-38-54L-26-66L-14-54Z', '#E6F6FF'),
    at(x, y, s),
  );
}

export function piggy(a, x, y, s, col = C.rose) {
  const gr = a.lin(`pig${col.slice(1)}`, [[0, shade(col, 0.25)], [1, col]], 0, 0, 1, 1);
  return g(
    rect(-48, 30, 20, 36, 8, shade(col, -0.15)) +
      rect(26, 30, 20, 36, 8, shade(col, -0.15)) +
      path('M-40-44L-28-78L-8-50Z', shade(col, -0.1)) +
      ell(0, 0, 82, 64, gr) +
      rect(72, -18, 26, 36, 12, shade(col, 0.12)) +
      circle(84, -6, 3.5, shade(col, -0.35)) +
      circle(84, 8, 3.5, shade(col, -0.35)) +
      circle(44, -22, 6, C.ink) +
      stroke('M-82 -6Q-100-14-96 6Q-92 18-104 16', shade(col, -0.1), 6) +
      rect(-24, -58, 48, 9, 4.5, shade(col, -0.35)) +
      ell(-8, -30, 30, 12, C.white, 0.2),
    at(x, y, s),
  );
}

export function sunRays(x, y, r, col, rays = 12, o) {
  let s = circle(x, y, r, col);
  for (let i = 0; i < rays; i++) {
    const t = (i / rays) * Math.PI * 2;
    s += stroke(
      `M${r1(x + Math.cos(t) * r * 1.3)} ${r1(y + Math.sin(t) * r * 1.3)}L${r1(x + Math.cos(t) * r * 1.6)} ${r1(y + Math.sin(t) * r * 1.6)}`,
      col,
      r * 0.14,
    );
  }
  return g(s, '', o);
}

export function bench(x, y, s, col = C.navy2, wood = '#C8823B') {
  return g(
    rect(-110, -92, 220, 14, 5, wood) +
      rect(-110, -70, 220, 14, 5, shade(wood, -0.08)) +
      rect(-120, -44, 240, 14, 5, shade(wood, 0.08)) +
      rect(-100, -80, 10, 80, 4, col) +
      rect(90, -80, 10, 80, 4, col) +
      rect(-104, -34, 208, 8, 3, col),
    at(x, y, s),
  );
}

export function trophy(a, x, y, s, col = C.gold) {
  const gr = a.lin(`tro${col.slice(1)}`, [[0, shade(col, 0.3)], [0.55, col], [1, shade(col, -0.2)]], 0, 0, 1, 0);
  return g(
    stroke('M-46-120C-86-120-84-66-36-62M46-120C86-120 84-66 36-62', shade(col, -0.15), 11) +
      path('M-56-136H56V-110C56-62 30-40 0-40-30-40-56-62-56-110Z', gr) +
      rect(-62, -146, 124, 16, 6, shade(col, -0.1)) +
      rect(-9, -44, 18, 34, 4, shade(col, -0.2)) +
      path('M-34-14H34L40 10H-40Z', gr) +
      rect(-52, 8, 104, 22, 6, C.navy) +
      rect(-30, 14, 60, 8, 3, shade(col, 0.1)) +
      star(0, -96, 22, C.white, 0.85),
    at(x, y, s),
  );
}

export function medal(x, y, s, col = C.gold, ribbon = C.blue, ribbon2 = C.coral) {
  return g(
    path('M-30-90L-6-90L14-30L-10-30Z', ribbon) +
      path('M30-90L6-90L-14-30L10-30Z', ribbon2) +
      circle(0, 0, 36, shade(col, -0.15)) +
      circle(0, -3, 34, col) +
      ring(0, -3, 25, shade(col, 0.4), 3) +
      star(0, -3, 15, C.white, 0.9),
    at(x, y, s),
  );
}

export function clock(x, y, r, face = C.white, rim = C.navy, hand = C.coral) {
  let s = circle(x, y + r * 0.06, r, shade(rim, -0.2)) + circle(x, y, r, rim) + circle(x, y, r * 0.84, face);
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    const l = i % 3 ? 0.68 : 0.6;
    s += stroke(
      `M${r1(x + Math.cos(t) * r * 0.74)} ${r1(y + Math.sin(t) * r * 0.74)}L${r1(x + Math.cos(t) * r * l)} ${r1(y + Math.sin(t) * r * l)}`,
      shade(rim, 0.3),
      r * 0.05,
    );
  }
  s += stroke(`M${x} ${y}L${r1(x)} ${r1(y - r * 0.5)}`, rim, r * 0.08);
  s += stroke(`M${x} ${y}L${r1(x + r * 0.38)} ${r1(y + r * 0.16)}`, hand, r * 0.06);
  s += circle(x, y, r * 0.08, hand);
  return s;
}

export function flag(x, y, s, col = C.coral, pole = C.navy) {
  return g(
    rect(-3, -150, 6, 150, 3, pole) +
      circle(0, -152, 6, C.gold) +
      path('M3-146Q30-158 52-144Q74-130 96-140V-92Q74-82 52-96Q30-110 3-98Z', col) +
      path('M3-146Q30-158 52-144V-96Q30-110 3-98Z', shade(col, 0.15), 0.6),
    at(x, y, s),
  );
}

export function giftBox(a, x, y, s, col = C.coral, rib = C.gold) {
  const gr = a.lin(`gift${col.slice(1)}`, [[0, shade(col, 0.1)], [1, shade(col, -0.15)]]);
  return g(
    rect(-70, -90, 140, 90, 8, gr) +
      rect(-80, -118, 160, 34, 8, shade(col, 0.08)) +
      rect(-12, -118, 24, 118, 0, rib) +
      rect(-80, -92, 160, 6, 0, shade(col, -0.25), 0.4) +
      path('M0-118C-20-150-62-156-58-132-54-112-18-116 0-118Z', rib) +
      path('M0-118C20-150 62-156 58-132 54-112 18-116 0-118Z', shade(rib, -0.1)) +
      circle(0, -118, 10, shade(rib, -0.15)),
    at(x, y, s),
  );
}

export function laptop(x, y, s, body = C.navy, screen = C.paleBlue, accent = C.gold) {
  return g(
    rect(-90, -120, 180, 114, 10, body) +
      rect(-80, -110, 160, 94, 4, screen) +
      rect(-70, -100, 60, 10, 3, C.blue) +
      rect(-70, -84, 40, 6, 3, shade(C.blue, 0.5)) +
      rect(-70, -70, 64, 42, 5, C.white) +
      stroke('M-64-36L-48-50-36-44-14-64', accent, 4) +
      rect(4, -100, 66, 30, 5, C.white) +
      rect(12, -92, 30, 5, 2.5, shade(C.blue, 0.3)) +
      rect(12, -82, 46, 5, 2.5, C.paleBlue) +
      rect(4, -62, 66, 34, 5, accent) +
      path('M-112-6H112L104 6Q100 10 92 10H-92Q-100 10-104 6Z', shade(body, 0.2)) +
      rect(-20, -6, 40, 5, 2.5, shade(body, -0.1)),
    at(x, y, s),
  );
}

export function phone(a, x, y, s, body = C.navy, accent = C.gold) {
  const scr = a.lin('phscr', [[0, C.white], [1, C.paleBlue]]);
  return g(
    rect(-62, -124, 124, 248, 22, body) +
      rect(-54, -112, 108, 224, 14, scr) +
      rect(-18, -118, 36, 6, 3, shade(body, 0.2)) +
      rect(-44, -100, 88, 50, 10, C.blue) +
      circle(-26, -75, 10, accent) +
      rect(-10, -84, 38, 6, 3, C.white, 0.9) +
      rect(-10, -70, 26, 5, 2.5, C.white, 0.6) +
      rect(-44, -40, 40, 40, 9, C.white) +
      rect(4, -40, 40, 40, 9, C.white) +
      rect(-44, 8, 40, 40, 9, C.white) +
      rect(4, 8, 40, 40, 9, C.white) +
      circle(-24, -20, 9, C.teal) +
      circle(24, -20, 9, C.coral) +
      circle(-24, 28, 9, C.violet) +
      circle(24, 28, 9, accent) +
      rect(-44, 60, 88, 16, 8, C.navy) +
      rect(-20, 98, 40, 5, 2.5, shade(body, 0.1), 0.35),
    at(x, y, s),
  );
}

export function documentCard(x, y, s, accent = C.teal, line = C.paleBlue) {
  return g(
    rect(-74, -96, 160, 200, 12, C.navy, 0.12) +
      path('M-80-100H40L80-60V96Q80 104 72 104H-72Q-80 104-80 96Z', C.white) +
      path('M40-100V-68Q40-60 48-60H80Z', shade(line, -0.1)) +
      rect(-56, -72, 70, 12, 6, C.navy2) +
      rect(-56, -44, 112, 8, 4, line) +
      rect(-56, -26, 112, 8, 4, line) +
      rect(-56, -8, 80, 8, 4, line) +
      rect(-56, 10, 100, 8, 4, line) +
      stroke('M-54 66Q-44 48-34 62T-12 60', C.navy2, 3) +
      rect(-58, 76, 56, 3, 1.5, line) +
      circle(50, 60, 24, accent) +
      tick(50, 58, 0.8, C.white, 8),
    at(x, y, s),
  );
}

/** Stylised cupped hands (front view); s = 1 is ~300 wide incl. sleeves. */
export function hands(a, x, y, s, skin = SKIN[1], cuff = C.navy2) {
  const sk = a.lin(`hand${skin.slice(1)}`, [[0, shade(skin, 0.12)], [1, shade(skin, -0.08)]]);
  const side =
    path('M-92 18L-156 92L-122 118L-62 48Z', cuff) +
    path('M-92 18L-104 32L-70 60L-62 48Z', shade(cuff, 0.25)) +
    path('M-3 64Q-66 64-98 24Q-122-4-114-42Q-110-58-97-56Q-85-54-86-38Q-84-10-50 4Q-26 14-3 14Z', sk) +
    path('M-3 64Q-66 64-98 24Q-60 46-3 42Z', shade(skin, -0.2), 0.45) +
    stroke('M-101-24Q-100-4-86 8M-93-45Q-96-32-95-26', shade(skin, -0.22), 2.6) +
    path('M-92 22Q-74 4-56-8Q-44-14-40-4Q-38 4-48 10Q-64 22-76 38Z', shade(skin, 0.06)) +
    stroke('M-90 24Q-74 10-56 0', shade(skin, -0.18), 2, 0.6);
  return g(side + g(side, 'scale(-1 1)'), at(x, y, s));
}

/** Handshake: two sleeves meeting in the middle; s = 1 is ~320 wide. */
export function handshake(a, x, y, s, o = {}) {
  const s1 = o.skin1 || SKIN[1];
  const s2 = o.skin2 || SKIN[2];
  const c1 = o.sleeve1 || C.navy2;
  const c2 = o.sleeve2 || C.teal;
  return g(
    path('M-160 70L-110 110L-52 44L-100 4Z', c1) +
      path('M-100 4L-52 44L-62 56L-112 16Z', shade(c1, 0.3)) +
      path('M160 70L110 110L52 44L100 4Z', c2) +
      path('M100 4L52 44L62 56L112 16Z', shade(c2, 0.3)) +
      // left hand palm (its fingers are hidden under the right hand)
      path('M-96 8Q-74-24-34-28L10-28Q24-28 24-16V30Q0 40-40 40Q-64 40-80 30Z', s1) +
      // right hand palm + four fingers curled over the left hand
      path('M96 8Q74-22 40-28L4-28Q-4 14 12 38L40 40Q64 40 84 30Z', s2) +
      [0, 1, 2, 3]
        .map((i) => {
          const fy = -15 + i * 13;
          const d = `M16 ${fy}L${-30 + i * 4} ${fy + 3}`;
          return stroke(d, shade(s2, -0.22), 15.5) + stroke(d, s2, 12.5);
        })
        .join('') +
      stroke('M-46-16Q-26-33 6-32', shade(s1, -0.2), 15) +
      stroke('M-46-16Q-26-33 6-32', s1, 12),
    at(x, y, s),
  );
}

/** City skyline silhouette; base at y, spans x..x+w. Windows are dashed strokes. */
export function skyline(x, y, w, col, winCol, seed = 'sky', o) {
  const r = rng(seed);
  let s = '';
  let win = '';
  let cx = x;
  while (cx < x + w) {
    const bw = Math.min(r.range(40, 72), x + w - cx);
    const bh = r.range(70, 190);
    s += rect(cx, y - bh, bw - 4, bh, 2, col);
    if (bw > 26) {
      for (let wx = cx + 10; wx < cx + bw - 12; wx += 14) {
        if (r() > 0.25) win += `M${r1(wx)} ${r1(y - bh + 12)}V${r1(y - 10)}`;
      }
    }
    cx += bw;
  }
  if (winCol && win) {
    s += `<path d="${win}" stroke="${winCol}" stroke-width="6" stroke-dasharray="9 9" stroke-linecap="butt" fill="none"/>`;
  }
  return g(s, '', o);
}

export function confetti(seed, x0, y0, w, h, n, cols) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const c = r.pick(cols);
    const t = r();
    if (t < 0.45) s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(r.range(8, 14))}" height="${r1(r.range(4, 6))}" rx="2" fill="${c}" transform="rotate(${Math.round(r.range(0, 180))} ${r1(x)} ${r1(y)})"/>`;
    else if (t < 0.75) s += circle(x, y, r.range(3, 6), c);
    else s += stroke(`M${r1(x)} ${r1(y)}q6-8 12 0t12 0`, c, 3.5);
  }
  return s;
}

/* ------------------------------------------------------------------ people */

const BODY = {
  adult: { hy: -181, rx: 13, ry: 15, sy: -155, sh: 23, wa: 18, hip: -97, aw: 11, lw: 13, lg: 8.5, k: 1 },
  child: { hy: -113, rx: 12.5, ry: 14, sy: -91, sh: 15, wa: 13.5, hip: -54, aw: 8, lw: 10, lg: 5.5, k: 0.63 },
};

const POSES = {
  down: [[6, 29], [8, 56]],
  wave: [[20, 10], [26, -20]],
  up: [[12, -24], [16, -52]],
  hip: [[20, 24], [4, 44]],
  front: [[5, 30], [-11, 38]],
  hold: [[8, 30], [-6, 24]],
  out: [[12, 26], [26, 46]],
  point: [[20, 0], [46, -12]],
  present: [[10, 30], [36, 22]],
  chin: [[10, 34], [-12, -10]],
  type: [[8, 30], [-2, 46]],
};

/**
 * A flat, front-facing person. Feet at (x, y); adult is ~200 * s tall.
 * o.kind: 'man' | 'woman' | 'boy' | 'girl'
 * o.outfit: 'suit' | 'shirt' | 'kurta' | 'saree' | 'kurti' | 'blazer' | 'dress' | 'tee' | 'skirt'
 * o.hair: 'short' | 'side' | 'grey' | 'turban' | 'long' | 'bun' | 'braid' | 'bob' | 'pony'
 * o.arms: [left, right] pose names from POSES.
 */
export function person(o) {
  const B = o.kind === 'boy' || o.kind === 'girl' ? BODY.child : BODY.adult;
  const female = o.kind === 'woman' || o.kind === 'girl';
  const skin = o.skin || SKIN[1];
  const hairC = o.hairColor || HAIR[0];
  const top = o.top || C.blue;
  const bottom = o.bottom || C.navy;
  const acc = o.accent || C.gold;
  const shoe = o.shoe || C.ink;
  const outfit = o.outfit || (female ? 'kurti' : 'shirt');
  const arms = o.arms || ['down', 'down'];
  const sit = !!o.sit;
  const { hy, rx, ry, sy, sh, aw, lw, lg, k } = B;
  const hip = B.hip;
  const wa = female ? B.wa - 1 : B.wa;
  const waistY = sy + (hip - sy) * 0.55;
  const skinD = shade(skin, -0.14);
  let back = '';
  let legs = '';
  let body = '';
  let armsS = '';
  let head = '';

  /* ---- legs ---- */
  const longSkirt = outfit === 'saree';
  const hemY = sit && outfit !== 'skirt' ? hip + 16 * k : { kurti: hip + 38 * k, dress: hip + 26 * k, skirt: hip + 44 * k, kurta: hip + 36 * k }[outfit];
  const stride = o.stride ? 7 * k : 0;
  const dy = sit ? 39 * k : 0; // sitting: upper body drops onto a seat ~58 units high
  if (sit) {
    const kneeY = -50 * k;
    if (!longSkirt) {
      const shin = outfit === 'dress' || outfit === 'skirt' ? skin : bottom;
      const thigh = outfit === 'dress' ? top : bottom;
      for (const sx of [-1, 1]) {
        legs += path(poly([[sx * (lg - lw / 2), kneeY], [sx * (lg + lw / 2), kneeY], [sx * (lg + lw / 2 - 0.5), -6], [sx * (lg - lw / 2 + 0.5), -6]]), shin);
        legs += ell(sx * (lg + 1.5), -4, lw * 0.66, 4.3 * k + 0.8, shoe);
      }
      legs += rect(-wa - 1, hip + dy - 10 * k, (wa + 1) * 2, kneeY - (hip + dy) + 16 * k, 9 * k, thigh);
      legs += ell(-lg, kneeY + 1, lw * 0.72, 6 * k, shade(thigh, 0.1)) + ell(lg, kneeY + 1, lw * 0.72, 6 * k, shade(thigh, 0.1));
    }
  } else if (outfit === 'dress' || outfit === 'skirt') {
    for (const sx of [-1, 1]) {
      legs += stroke(`M${r1(sx * lg)} ${r1(hip)}L${r1(sx * (lg + 0.5) + (sx < 0 ? -stride : stride))} -7`, skin, lw * 0.72, 1, 'butt');
      legs += ell(sx * (lg + 1.5) + (sx < 0 ? -stride : stride), -4, lw * 0.6, 4.2 * k + 0.8, shoe);
    }
  } else if (!longSkirt) {
    const ankle = outfit === 'kurti' || outfit === 'kurta' ? lw * 0.8 : lw;
    for (const sx of [-1, 1]) {
      const ax = sx * (lg + 0.5) + (sx < 0 ? -stride : stride);
      legs += path(
        poly([
          [sx * wa, hip - 8],
          [0, hip - 8],
          [sx * 0.5, hip + 8],
          [ax - (sx * ankle) / 2, -5],
          [ax + (sx * ankle) / 2, -5],
        ]),
        bottom,
      );
      if (o.kind === 'boy' && outfit === 'tee') {
        legs += stroke(`M${r1(ax)} ${r1(hip + 26 * k)}L${r1(ax)} -7`, skin, lw * 0.7, 1, 'butt');
      }
      legs += ell(ax + sx * 1.5, -4, lw * 0.64, 4.3 * k + 0.8, shoe);
    }
  }

  /* ---- back layers (hair, pallu) ---- */
  back += hairBack(o.hair, hairC, hy, rx, ry, sy, k);
  if (outfit === 'saree') {
    back += path(poly([[sh - 7, sy - 1], [sh + 3, sy + 4], [sh + 10, waistY + 30], [sh - 2, waistY + 30]]), shade(bottom, -0.12));
    back += rect(sh + 1, waistY + 24, 10, 6, 1, acc);
  }
  if (outfit === 'kurti' && o.dupatta !== false) {
    for (const sx of [-1, 1]) back += path(poly([[sx * (sh - 6), sy], [sx * (sh + 2), sy + 6], [sx * (sh + 6), hip + 8], [sx * (sh - 3), hip + 8]]), shade(acc, -0.12));
  }

  /* ---- torso ---- */
  const torso = (bot, flare = 0) => {
    const wx = female ? wa - 2 : wa;
    return (
      `M${r1(-sh * 0.32)} ${r1(sy - 1)}L${r1(-sh + 5)} ${sy}Q${-sh} ${sy + 1} ${-sh} ${r1(sy + 9)}` +
      `Q${r1(-wx - 1)} ${r1(waistY - 6)} ${r1(-wx)} ${r1(waistY)}L${r1(-wa - flare)} ${r1(bot)}L${r1(wa + flare)} ${r1(bot)}` +
      `L${r1(wx)} ${r1(waistY)}Q${r1(wx + 1)} ${r1(waistY - 6)} ${sh} ${r1(sy + 9)}Q${sh} ${sy + 1} ${r1(sh - 5)} ${sy}L${r1(sh * 0.32)} ${r1(sy - 1)}Z`
    );
  };
  const neckV = (depth, col) =>
    path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L0 ${r1(sy + depth)}L${r1(sh * 0.32)} ${r1(sy - 1)}Z`, col);
  const neckRound = (col) => path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}Q0 ${r1(sy + 9 * k)} ${r1(sh * 0.32)} ${r1(sy - 1)}Z`, col);

  if (outfit === 'suit' || outfit === 'blazer') {
    body += path(torso(hip + 8 * k), top);
    const inner = outfit === 'suit' ? C.white : o.inner || C.paleGold;
    body += neckV(34 * k, inner);
    if (outfit === 'suit') {
      body += path(poly([[-3.2, sy + 3], [3.2, sy + 3], [4.5 * k, sy + 27 * k], [0, sy + 33 * k], [-4.5 * k, sy + 27 * k]]), acc);
      body += path(poly([[-3.5, sy - 1], [3.5, sy - 1], [2.5, sy + 4], [-2.5, sy + 4]]), shade(acc, -0.2));
    }
    body += stroke(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L-2 ${r1(sy + 34 * k)}M${r1(sh * 0.32)} ${r1(sy - 1)}L2 ${r1(sy + 34 * k)}`, shade(top, -0.25), 2.2);
    body += path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L${r1(-sh * 0.5)} ${r1(sy + 12 * k)}L${r1(-sh * 0.3)} ${r1(sy + 15 * k)}L-2 ${r1(sy + 34 * k)}Z`, shade(top, 0.12));
    body += path(`M${r1(sh * 0.32)} ${r1(sy - 1)}L${r1(sh * 0.5)} ${r1(sy + 12 * k)}L${r1(sh * 0.3)} ${r1(sy + 15 * k)}L2 ${r1(sy + 34 * k)}Z`, shade(top, 0.12));
    body += circle(0, sy + 44 * k, 1.8, shade(top, -0.35)) + circle(0, sy + 52 * k, 1.8, shade(top, -0.35));
    if (o.badge) body += rect(sh * 0.35, sy + 16 * k, 9, 5, 1, acc);
  } else if (outfit === 'shirt' || outfit === 'tee') {
    body += path(torso(hip + 6 * k), top);
    if (outfit === 'shirt') {
      body += neckV(10 * k, skin);
      body += path(poly([[-sh * 0.34, sy - 2], [-1, sy + 9 * k], [-sh * 0.45, sy + 8 * k]]), shade(top, 0.25));
      body += path(poly([[sh * 0.34, sy - 2], [1, sy + 9 * k], [sh * 0.45, sy + 8 * k]]), shade(top, 0.25));
      body += stroke(`M0 ${r1(sy + 10 * k)}V${r1(hip + 2)}`, shade(top, -0.15), 1.6);
      if (o.vest) {
        body += path(torso(hip + 4 * k).replace(/Z$/, 'Z'), o.vest);
        body += neckV(30 * k, top);
        body += stroke(`M0 ${r1(sy + 28 * k)}V${r1(hip + 2)}`, shade(o.vest, -0.25), 1.6);
        body += circle(-3, sy + 38 * k, 1.5, C.gold) + circle(-3, sy + 48 * k, 1.5, C.gold);
      } else {
        body += rect(-wa, hip - 2, wa * 2, 5, 1, shade(bottom, -0.3));
      }
    } else {
      body += neckRound(skin);
      body += stroke(`M${r1(-sh * 0.32)} ${r1(sy - 1)}Q0 ${r1(sy + 9 * k)} ${r1(sh * 0.32)} ${r1(sy - 1)}`, shade(top, -0.15), 2);
    }
  } else if (outfit === 'kurta') {
    body += path(torso(hemY, 5 * k), top);
    body += neckRound(skin);
    body += stroke(`M0 ${r1(sy + 6 * k)}V${r1(sy + 34 * k)}`, shade(top, -0.2), 2);
    body += circle(0, sy + 14 * k, 1.4, acc) + circle(0, sy + 22 * k, 1.4, acc) + circle(0, sy + 30 * k, 1.4, acc);
    if (o.vest) {
      body += path(torso(hip + 8 * k), o.vest);
      body += neckV(30 * k, top);
      body += stroke(`M0 ${r1(sy + 30 * k)}V${r1(hip + 6)}`, shade(o.vest, -0.25), 1.6);
      body += circle(-3, sy + 38 * k, 1.5, C.gold) + circle(-3, sy + 48 * k, 1.5, C.gold);
    }
  } else if (outfit === 'kurti') {
    body += path(torso(hemY, 9 * k), top);
    body += neckRound(skin);
    body += rect(-wa - 9 * k, hemY - 6 * k, (wa + 9 * k) * 2, 6 * k, 0, acc, 0.9);
    if (o.dupatta !== false) {
      body += stroke(`M${r1(-sh + 6)} ${r1(sy + 1)}Q0 ${r1(sy + 30 * k)} ${r1(sh - 6)} ${r1(sy + 1)}`, acc, 6 * k);
    }
  } else if (outfit === 'dress') {
    body += path(torso(hemY, 10 * k), top);
    body += neckRound(skin);
    body += rect(-wa, waistY, wa * 2, 4 * k, 1, acc);
  } else if (outfit === 'skirt') {
    body += path(`M${r1(-wa)} ${r1(hip - 8)}L${r1(wa)} ${r1(hip - 8)}L${r1(wa + 3)} ${r1(hemY)}L${r1(-wa - 3)} ${r1(hemY)}Z`, bottom);
    body += path(torso(hip - 4), top);
    body += neckV(24 * k, o.inner || C.white);
  } else if (outfit === 'saree') {
    // blouse + draped skirt + pallu across the chest
    body += path(torso(waistY + 10), top);
    body += neckRound(skin);
    if (sit) {
      // drape over the lap: waist -> knees (pushed forward) -> floor; drawn unshifted
      const wt = waistY + 4 + dy;
      const kn = -50 * k;
      legs += path(`M${r1(-wa - 1)} ${r1(wt)}L${r1(wa + 1)} ${r1(wt)}Q${r1(wa + 10)} ${r1(kn - 16)} ${r1(wa + 12)} ${r1(kn)}L${r1(wa + 9)} -3L${r1(-wa - 9)} -3L${r1(-wa - 12)} ${r1(kn)}Q${r1(-wa - 10)} ${r1(kn - 16)} ${r1(-wa - 1)} ${r1(wt)}Z`, bottom);
      legs += stroke(`M${r1(-wa - 11)} ${r1(kn)}Q0 ${r1(kn + 7)} ${r1(wa + 11)} ${r1(kn)}`, shade(bottom, -0.15), 2);
      legs += stroke(`M-3 ${r1(kn + 6)}L-5 -6M5 ${r1(kn + 6)}L7 -6`, shade(bottom, -0.15), 1.6);
      legs += path(`M${r1(-wa - 9.3)} -10H${r1(wa + 9.3)}L${r1(wa + 9)} -3H${r1(-wa - 9)}Z`, acc);
    } else {
      const hem = -3;
      const flare = 8;
      body += path(
        `M${r1(-wa - 1)} ${r1(waistY + 4)}L${r1(wa + 1)} ${r1(waistY + 4)}Q${r1(wa + 6)} ${r1(hip + 40)} ${r1(wa + flare)} ${hem}L${r1(-wa - flare)} ${hem}Q${r1(-wa - 6)} ${r1(hip + 40)} ${r1(-wa - 1)} ${r1(waistY + 4)}Z`,
        bottom,
      );
      body += stroke(`M-2 ${r1(hip + 10)}L-5 ${hem - 2}M4 ${r1(hip + 10)}L6 ${hem - 2}M10 ${r1(hip + 14)}L14 ${hem - 2}`, shade(bottom, -0.15), 1.6);
      body += path(`M${r1(-wa - flare + 0.8)} ${hem - 8}L${r1(wa + flare - 0.8)} ${hem - 8}L${r1(wa + flare)} ${hem}L${r1(-wa - flare)} ${hem}Z`, acc);
    }
    const pal = [[sh * 0.1, sy - 1.5], [sh - 1, sy + 1], [sh + 1, sy + 10], [-wa + 2, hip + 14], [-wa - 4, hip + 6], [-wa - 2, waistY + 2]];
    body += path(poly(pal), shade(bottom, 0.06));
    body += stroke(`M${r1(sh + 1)} ${r1(sy + 11)}L${r1(-wa + 2)} ${r1(hip + 14)}`, acc, 4);
    legs += ell(-7, -2, 7, 3.5, skinD) + ell(7, -2, 7, 3.5, skinD);
  }
  if (o.backpack) {
    back += rect(-sh - 3, sy + 4 * k, (sh + 3) * 2, 40 * k, 8 * k, o.backpack);
    body += stroke(`M${r1(-sh + 6)} ${r1(sy + 1)}L${r1(-sh + 7)} ${r1(sy + 30 * k)}M${r1(sh - 6)} ${r1(sy + 1)}L${r1(sh - 7)} ${r1(sy + 30 * k)}`, shade(o.backpack, -0.2), 4 * k);
  }
  if (o.lanyard) {
    body += stroke(`M${r1(-sh * 0.3)} ${r1(sy)}L-3 ${r1(sy + 30 * k)}M${r1(sh * 0.3)} ${r1(sy)}L3 ${r1(sy + 30 * k)}`, o.lanyard, 1.8);
    body += rect(-6, sy + 29 * k, 12, 15, 2, C.white) + rect(-4, sy + 32 * k, 8, 3, 1, o.lanyard);
  }

  /* ---- arms ---- */
  const short = ['tee', 'saree', 'dress'].includes(outfit) || o.shortSleeves;
  const sleeve = outfit === 'skirt' ? top : shade(top, -0.06);
  let handsS = '';
  arms.forEach((pose, i) => {
    const sx = i === 0 ? -1 : 1;
    const [[ex, ey], [hx, hy2]] = POSES[pose] || POSES.down;
    const J = [sx * (sh - 5), sy + 6 * k];
    const E = [J[0] + sx * ex * k, J[1] + ey * k];
    const H = [J[0] + sx * hx * k, J[1] + hy2 * k];
    const d = `M${r1(J[0])} ${r1(J[1])}L${r1(E[0])} ${r1(E[1])}L${r1(H[0])} ${r1(H[1])}`;
    armsS += stroke(d, skin, aw);
    if (short) {
      const m = [J[0] + (E[0] - J[0]) * 0.5, J[1] + (E[1] - J[1]) * 0.5];
      armsS += stroke(`M${r1(J[0])} ${r1(J[1])}L${r1(m[0])} ${r1(m[1])}`, sleeve, aw + 1);
    } else {
      const m = [E[0] + (H[0] - E[0]) * 0.78, E[1] + (H[1] - E[1]) * 0.78];
      armsS += stroke(`M${r1(J[0])} ${r1(J[1])}L${r1(E[0])} ${r1(E[1])}L${r1(m[0])} ${r1(m[1])}`, sleeve, aw + 0.6);
      if (o.watch && i === 0) armsS += circle(m[0], m[1], 2.2, C.gold);
    }
    handsS += circle(H[0], H[1], aw * 0.6, skin);
  });
  let held = '';
  if (o.hold === 'folder') held = rect(-16 * k, sy + 26 * k, 30 * k, 34 * k, 3, o.holdColor || C.gold) + rect(-12 * k, sy + 31 * k, 18 * k, 3, 1, C.white, 0.8);
  if (o.hold === 'tablet') held = rect(-17 * k, sy + 16 * k, 34 * k, 24 * k, 3, C.ink) + rect(-14 * k, sy + 19 * k, 28 * k, 18 * k, 2, o.holdColor || C.paleBlue);
  if (o.hold === 'book') held = rect(-14 * k, sy + 28 * k, 28 * k, 22 * k, 3, o.holdColor || C.coral) + rect(-11 * k, sy + 30 * k, 4, 18 * k, 1, C.white, 0.5);

  /* ---- head ---- */
  back += rect(-4.6 * (k < 1 ? 0.85 : 1), hy + ry - 6, 9.2 * (k < 1 ? 0.85 : 1), sy - (hy + ry - 6) + 1, 2, skinD);
  head += circle(-rx + 0.5, hy + 2, 3.2, skinD) + circle(rx - 0.5, hy + 2, 3.2, skinD);
  head += ell(0, hy, rx, ry, skin);
  if (female && o.kind === 'woman') {
    head += circle(-rx + 0.5, hy + 6, 1.8, C.gold) + circle(rx - 0.5, hy + 6, 1.8, C.gold);
  }
  // face
  const ey = hy + 1.5;
  head += ell(-rx * 0.37, ey, 1.4, 1.7, C.ink) + ell(rx * 0.37, ey, 1.4, 1.7, C.ink);
  head += stroke(`M${r1(-rx * 0.26)} ${r1(hy + 7.2)}Q0 ${r1(hy + 10.4)} ${r1(rx * 0.26)} ${r1(hy + 7.2)}`, shade(skin, -0.55), 1.4);
  head += circle(-rx * 0.6, hy + 5.5, 2.4, C.rose, 0.18) + circle(rx * 0.6, hy + 5.5, 2.4, C.rose, 0.18);
  if (o.hair === 'grey' || o.moustache) {
    head += path(`M-5 ${r1(hy + 6.2)}Q0 ${r1(hy + 3.5)} 5 ${r1(hy + 6.2)}Q0 ${r1(hy + 5.6)} -5 ${r1(hy + 6.2)}Z`, o.hair === 'grey' ? '#D9D9D9' : hairC);
  }
  if (o.bindi) head += circle(0, hy - 5.5, 1.3, C.coral);
  head += hairFront(o.hair, hairC, hy, rx, ry);
  if (o.glasses) {
    const gc = o.glasses === true ? C.ink : o.glasses;
    head += ring(-rx * 0.37, ey, 3.3, gc, 1.1) + ring(rx * 0.37, ey, 3.3, gc, 1.1) + stroke(`M-1.5 ${r1(ey)}H1.5`, gc, 1);
  }
  if (outfit === 'saree' || o.necklace) {
    head += stroke(`M${r1(-sh * 0.22)} ${r1(sy)}Q0 ${r1(sy + 8)} ${r1(sh * 0.22)} ${r1(sy)}`, C.gold, 1.6);
  }

  if (o.back) {
    // seen from behind: plain torso, head covered by hair, no face
    body = path(torso(outfit === 'kurti' || outfit === 'kurta' ? hemY : hip + 6, outfit === 'kurti' ? 9 * k : 0), top);
    head = circle(-rx + 0.5, hy + 2, 3.2, skinD) + circle(rx - 0.5, hy + 2, 3.2, skinD);
    head += ell(0, hy - 0.5, rx + 0.8, ry + 0.5, hairC);
    if (o.hair === 'long') head += path(`M${r1(-rx - 1)} ${r1(hy)}L${r1(-rx - 3)} ${r1(sy + 16 * k)}Q0 ${r1(sy + 22 * k)} ${r1(rx + 3)} ${r1(sy + 16 * k)}L${r1(rx + 1)} ${r1(hy)}Z`, hairC);
    if (o.hair === 'braid') for (let i = 0; i < 6; i++) head += ell(0, hy + ry + 2 + i * 7, 4.4 - i * 0.3, 4.6, shade(hairC, i % 2 ? 0.1 : 0));
    if (o.hair === 'bun') head += circle(0, hy + 6, 8, shade(hairC, 0.08));
    if (o.hair === 'grey') head = head.replace(`fill="${hairC}"`, 'fill="#D4D4D4"');
    return g(back + body + armsS + handsS + head, at(o.x || 0, o.y || 0, o.s || 1, o.flip));
  }

  const shadow = o.noShadow ? '' : ell(0, -1, 30 * k + 8, 6 * k + 1, C.ink, 0.12);
  const upper = back + body + armsS + held + handsS + head;
  const inner = sit ? legs + g(upper, `translate(0 ${r1(dy)})`) : back + legs + body + armsS + held + handsS + head;
  return g(shadow + inner, at(o.x || 0, o.y || 0, o.s || 1, o.flip));
}

function hairBack(style, col, c, R, Q, sy, k) {
  switch (style) {
    case 'long':
      return path(`M${r1(-R - 2)} ${r1(c - 2)}C${r1(-R - 4)} ${r1(c - Q - 6)} ${r1(R + 4)} ${r1(c - Q - 6)} ${r1(R + 2)} ${r1(c - 2)}L${r1(R + 5)} ${r1(sy + 12 * k)}Q0 ${r1(sy + 17 * k)} ${r1(-R - 5)} ${r1(sy + 12 * k)}Z`, col);
    case 'bob':
      return path(`M${r1(-R - 3)} ${r1(c)}C${r1(-R - 4)} ${r1(c - Q - 6)} ${r1(R + 4)} ${r1(c - Q - 6)} ${r1(R + 3)} ${r1(c)}L${r1(R + 3)} ${r1(c + Q - 1)}Q${r1(R - 2)} ${r1(c + Q + 2)} ${r1(R - 6)} ${r1(c + Q - 1)}H${r1(-R + 6)}Q${r1(-R + 2)} ${r1(c + Q + 2)} ${r1(-R - 3)} ${r1(c + Q - 1)}Z`, col);
    case 'bun':
      return circle(R * 0.35, c - Q - 3, 7.5, col) + path(`M${r1(-R - 1)} ${r1(c)}C${r1(-R - 2)} ${r1(c - Q - 4)} ${r1(R + 2)} ${r1(c - Q - 4)} ${r1(R + 1)} ${r1(c)}L${r1(R)} ${r1(c + 8)}H${r1(-R)}Z`, col);
    case 'braid': {
      let s = path(`M${r1(-R - 1.5)} ${r1(c)}C${r1(-R - 3)} ${r1(c - Q - 5)} ${r1(R + 3)} ${r1(c - Q - 5)} ${r1(R + 1.5)} ${r1(c)}L${r1(R)} ${r1(c + 10)}H${r1(-R)}Z`, col);
      return s;
    }
    case 'pony':
      return circle(-R - 4, c - 2, 6.5 * (k < 1 ? 1 : 1.2), col) + circle(R + 4, c - 2, 6.5 * (k < 1 ? 1 : 1.2), col) + path(`M${r1(-R - 1)} ${r1(c)}C${r1(-R - 2)} ${r1(c - Q - 4)} ${r1(R + 2)} ${r1(c - Q - 4)} ${r1(R + 1)} ${r1(c)}Z`, col);
    default:
      return '';
  }
}

function hairFront(style, col, c, R, Q) {
  const t = c - Q; // top of head
  switch (style) {
    case 'short':
    case 'grey': {
      const hc = style === 'grey' ? '#D4D4D4' : col;
      return path(`M${r1(-R - 0.8)} ${r1(c + 2)}C${r1(-R - 2.5)} ${r1(t - 5)} ${r1(R + 2.5)} ${r1(t - 6)} ${r1(R + 0.8)} ${r1(c + 2)}L${r1(R - 1.4)} ${r1(c - 1)}C${r1(R - 2)} ${r1(c - 8)} ${r1(R * 0.3)} ${r1(c - 7)} ${r1(-R * 0.3)} ${r1(c - 9)}C${r1(-R + 2)} ${r1(c - 9)} ${r1(-R + 1.2)} ${r1(c - 4)} ${r1(-R + 1.2)} ${r1(c + 1)}Z`, hc);
    }
    case 'side':
      return path(`M${r1(-R - 0.8)} ${r1(c + 2)}C${r1(-R - 4)} ${r1(t - 7)} ${r1(R + 4)} ${r1(t - 9)} ${r1(R + 0.8)} ${r1(c + 2)}L${r1(R - 1.4)} ${r1(c - 1)}C${r1(R - 2)} ${r1(c - 9)} ${r1(R * 0.2)} ${r1(c - 10)} ${r1(-R * 0.5)} ${r1(c - 11)}L${r1(-R * 0.55)} ${r1(c - 7)}C${r1(-R + 2)} ${r1(c - 7)} ${r1(-R + 1.2)} ${r1(c - 4)} ${r1(-R + 1.2)} ${r1(c + 1)}Z`, col);
    case 'turban':
      return (
        path(`M${r1(-R - 2.5)} ${r1(c - 1)}C${r1(-R - 4)} ${r1(t - 12)} ${r1(R + 4)} ${r1(t - 12)} ${r1(R + 2.5)} ${r1(c - 1)}L${r1(R)} ${r1(c - 2)}Q0 ${r1(c - 9)} ${r1(-R)} ${r1(c - 2)}Z`, col) +
        stroke(`M${r1(-R + 1)} ${r1(c - 5)}Q0 ${r1(t - 4)} ${r1(R - 2)} ${r1(t - 1)}`, shade(col, 0.2), 2.2) +
        path(`M${r1(-R)} ${r1(c + 1)}Q${r1(-R + 1)} ${r1(c + Q + 5)} 0 ${r1(c + Q + 6)}Q${r1(R - 1)} ${r1(c + Q + 5)} ${r1(R)} ${r1(c + 1)}Q${r1(R - 2)} ${r1(c + 11)} 0 ${r1(c + 10)}Q${r1(-R + 2)} ${r1(c + 11)} ${r1(-R)} ${r1(c + 1)}Z`, HAIR[0])
      );
    case 'long':
    case 'bun':
    case 'braid':
    case 'pony':
    case 'bob': {
      const low = style === 'bob' || style === 'long' ? 9 : 5;
      let s = path(`M${r1(-R - 1.6)} ${r1(c + low)}C${r1(-R - 3)} ${r1(t - 5)} ${r1(R + 3)} ${r1(t - 5)} ${r1(R + 1.6)} ${r1(c + low)}L${r1(R - 1.5)} ${r1(c + 3)}C${r1(R - 1)} ${r1(c - 6)} ${r1(R * 0.5)} ${r1(c - 8)} 0 ${r1(c - 8.5)}C${r1(-R * 0.5)} ${r1(c - 8)} ${r1(-R + 1)} ${r1(c - 6)} ${r1(-R + 1.5)} ${r1(c + 3)}Z`, col);
      s += stroke(`M0 ${r1(t + 0.5)}L0.4 ${r1(c - 9)}`, shade(col, 0.3), 1.1);
      if (style === 'braid') {
        for (let i = 0; i < 5; i++) s += ell(R - 1 + i * 0.6, c + Q + 2 + i * 7, 4.2 - i * 0.3, 4.6, shade(col, i % 2 ? 0.08 : 0));
      }
      return s;
    }
    default:
      return '';
  }
}

export function tree(x, y, s, col = C.teal, trunk = '#7A4A22') {
  return g(
    rect(-6, -70, 12, 70, 4, trunk) +
      stroke('M0-40L16-58', trunk, 5) +
      circle(0, -110, 52, col) +
      circle(-30, -84, 34, shade(col, -0.08)) +
      circle(32, -88, 36, shade(col, 0.08)) +
      circle(-12, -128, 30, shade(col, 0.15), 0.6),
    at(x, y, s),
  );
}

export function cypress(x, y, s, col = C.teal, trunk = '#7A4A22') {
  return g(rect(-4, -40, 8, 40, 3, trunk) + ell(0, -100, 28, 74, col) + path('M0-174C20-150 28-110 22-60 14-40 0-34 0-34Z', shade(col, -0.12), 0.6), at(x, y, s));
}

/* ------------------------------------------------------------ backgrounds */

export function bgGradient(a, w, h, c1, c2, name = 'bg', dir = [0, 0, 1, 1]) {
  return rect(0, 0, w, h, 0, a.lin(name, [[0, c1], [1, c2]], ...dir));
}

/* ---------------------------------------------------------- plan emblems */
// Each emblem is drawn around (0, 0) in a ~300 x 300 box; callers translate/scale it.

function emMini(motif, col) {
  // small white glyph for badges (fits ~60 x 60)
  switch (motif) {
    case 'chart':
      return stroke('M-22 16L-6 0L4 8L22-12', C.white, 7) + path('M10-16H24V-2Z', C.white);
    case 'umbrella':
      return path('M-26 4A26 22 0 0 1 26 4Z', C.white) + stroke('M0 4V22Q0 28-6 28', C.white, 5);
    case 'gradcap':
      return path('M0-18L28-6L0 6L-28-6Z', C.white) + path('M-16 0V12Q0 20 16 12V0L0 6Z', C.white);
    case 'bench':
    case 'sunrise':
      return path('M-22 10A22 22 0 0 1 22 10Z', C.white) + rect(-28, 14, 56, 6, 3, C.white);
    default:
      return circle(0, 0, 22, C.white) + star(0, 0, 12, col);
  }
}

const EMBLEMS = {
  chart: (a, p) =>
    ell(0, 112, 130, 14, C.ink, 0.15) +
    rect(-140, -120, 280, 230, 24, C.white, 0.12) +
    g(growthBars(a, 0, 0, 1, '#FFFFFF', p.accent), at(-106, 96)) +
    coin(a, 108, -112, 26),
  coins: (a) =>
    ell(0, 112, 150, 16, C.ink, 0.15) +
    coinStack(a, -86, 104, 3, 42) +
    coinStack(a, 0, 104, 5, 42) +
    coinStack(a, 86, 104, 8, 42) +
    g(path('M0 0C-4-24-20-40-40-44-40-22-22-6 0 0Z', '#7ED3B2') + path('M0 0C6-30 24-46 46-48 44-22 24-4 0 0Z', '#4CC39B') + rect(-2, -6, 4, 14, 2, '#2F9E78'), at(86, -12)) +
    coin(a, -120, -80, 22),
  calendar: (a, p) =>
    ell(0, 120, 140, 14, C.ink, 0.15) +
    calendar(a, -120, -110, 240, 210, p.accent, [6, 12, 18], p.accent) +
    coinStack(a, 118, 120, 4, 34) +
    coin(a, 136, -60, 24),
  piggy: (a, p) =>
    ell(0, 102, 120, 12, C.ink, 0.15) + piggy(a, 0, 20, 1.25, shade(p.accent, 0.05)) + coin(a, -6, -106, 26) + stroke('M-6-150V-140', C.white, 4, 0.6),
  gem: (a, p) =>
    ell(0, 128, 110, 12, C.ink, 0.15) +
    path('M-120-40L-70-100H70L120-40L0 120Z', C.white) +
    path('M-120-40H120L0 120Z', shade(p.color, 0.55)) +
    path('M-70-100L-40-40H40L70-100Z', shade(p.color, 0.85)) +
    path('M-40-40L0 120L40-40Z', shade(p.color, 0.7)) +
    path('M-120-40L-70-100L-40-40Z', shade(p.accent, 0.6)) +
    path('M120-40L70-100L40-40Z', shade(p.accent, 0.45)) +
    sparkle(100, -110, 18, C.white) +
    sparkle(-110, 40, 12, C.white, 0.8),
  bag: (a, p) =>
    ell(0, 120, 120, 12, C.ink, 0.15) +
    path('M-40-70Q-110-20-110 50Q-110 116 0 116Q110 116 110 50Q110-20 40-70Z', a.lin('bag', [[0, '#FFE7A3'], [1, C.gold2]])) +
    path('M-40-70L-60-118Q-30-104 0-120Q30-104 60-118L40-70Z', '#FFD75E') +
    rect(-50, -80, 100, 18, 9, p.color) +
    circle(0, 36, 44, C.white, 0.9) +
    star(0, 36, 24, p.accent) +
    coin(a, 112, 96, 26),
  sunrise: (a, p) => {
    let s = circle(0, 40, 150, C.white, 0.08);
    for (let i = 0; i < 9; i++) {
      const t = Math.PI + (i / 8) * Math.PI;
      s += stroke(`M${r1(Math.cos(t) * 112)} ${r1(40 + Math.sin(t) * 112)}L${r1(Math.cos(t) * 146)} ${r1(40 + Math.sin(t) * 146)}`, '#FFD75E', 10);
    }
    return (
      s +
      path('M-92 40A92 92 0 0 1 92 40Z', a.lin('sun', [[0, '#FFE08A'], [1, C.gold2]])) +
      path('M-160 40Q-80 10 0 40T160 40V70H-160Z', shade(p.color, 0.35)) +
      path('M-160 70Q-60 48 40 70T160 66V110H-160Z', shade(p.color, 0.6)) +
      stroke('M60-120q10-10 20 0q10-10 20 0M-100-90q8-8 16 0q8-8 16 0', C.white, 4, 0.8)
    );
  },
  clock: (a, p) =>
    ell(0, 130, 110, 12, C.ink, 0.15) +
    stroke('M-128 10A128 128 0 0 1 90-90', C.white, 8, 0.6) +
    path('M78-108L112-86L78-70Z', C.white, 0.6) +
    clock(0, 0, 100, C.white, shade(p.color, -0.25), p.accent) +
    coin(a, 104, 82, 30) +
    coin(a, 62, 110, 22),
  umbrella: (a, p) => {
    let rain = '';
    for (let i = 0; i < 9; i++) {
      const x = -150 + i * 38;
      if (x > -120 && x < 120) continue;
      rain += stroke(`M${x} ${-40 + (i % 3) * 30}l-8 22`, C.white, 5, 0.5);
    }
    return (
      rain +
      stroke('M-150-120l-8 22M150-130l-8 22M-130 60l-8 22M140 40l-8 22', C.white, 5, 0.5) +
      umbrella(a, 0, -10, 1.25, C.white, shade(p.color, 0.7), C.navy, 96) +
      ell(0, 150, 110, 12, C.ink, 0.15)
    );
  },
  bench: (a, p) =>
    sunRays(70, -70, 48, '#FFD75E', 12) +
    tree(-120, 120, 0.9, shade(p.color, 0.4)) +
    bench(20, 120, 0.95, C.navy, '#E3A35E') +
    ell(20, 124, 150, 12, C.ink, 0.15),
  jar: (a, p) =>
    ell(0, 124, 110, 12, C.ink, 0.15) +
    path('M-70-70H70Q96-40 96 10V90Q96 120 66 120H-66Q-96 120-96 90V10Q-96-40-70-70Z', C.white, 0.35) +
    coinStack(a, -30, 110, 4, 32) +
    coinStack(a, 36, 110, 6, 32) +
    coin(a, -40, 20, 20) +
    path('M-70-70H70Q96-40 96 10V90Q96 120 66 120H-66Q-96 120-96 90V10Q-96-40-70-70Z', C.white, 0.15) +
    stroke('M-74-30Q-82 0-80 40', C.white, 8, 0.6) +
    rect(-78, -100, 156, 34, 10, p.accent) +
    rect(-78, -100, 156, 10, 5, C.white, 0.3) +
    coin(a, 0, -140, 24),
  gradcap: (a, p) =>
    ell(0, 130, 120, 12, C.ink, 0.15) + book(0, 100, 1.3, p.accent, C.white) + gradCap(0, -60, 1.25, C.navy, '#FFD75E'),
  rocket: (a, p) =>
    g(
      path('M-22 80Q0 150 22 80Z', '#FFD75E') +
        path('M-12 80Q0 124 12 80Z', C.coral) +
        path('M-40 30L-74 86L-32 74Z', p.accent) +
        path('M40 30L74 86L32 74Z', p.accent) +
        path('M0-130C44-96 50-30 40 80H-40C-50-30-44-96 0-130Z', C.white) +
        path('M0-130C44-96 50-30 40 80H0Z', shade(p.color, 0.8), 0.6) +
        circle(0, -30, 24, shade(p.color, -0.2)) +
        circle(0, -30, 16, '#9CC3F5') +
        rect(-6, 20, 12, 60, 6, p.accent),
      'rotate(30)',
    ) +
    star(-120, -100, 14, C.white) +
    star(110, 60, 10, C.white, 0.8) +
    sparkle(-80, 90, 12, '#FFD75E'),
  blocks: (a) => {
    const cube = (x, y, c, glyph) =>
      path(`M${x - 60} ${y - 50}L${x - 40} ${y - 70}H${x + 80}L${x + 60} ${y - 50}Z`, shade(c, 0.35)) +
      path(`M${x + 60} ${y - 50}L${x + 80} ${y - 70}V${y + 50}L${x + 60} ${y + 70}Z`, shade(c, -0.2)) +
      rect(x - 60, y - 50, 120, 120, 6, c) +
      glyph;
    return (
      ell(10, 146, 170, 14, C.ink, 0.15) +
      cube(-70, 70, C.teal, star(-70, 80, 34, C.white)) +
      cube(70, 70, C.coral, heart(70, 80, 2.2, C.white)) +
      cube(0, -70, '#FFD75E', circle(0, -60, 32, C.white)) +
      coin(a, 136, -70, 24)
    );
  },
  target: (a, p) =>
    ell(0, 136, 110, 12, C.ink, 0.15) +
    circle(0, 0, 126, C.white) +
    circle(0, 0, 98, shade(p.color, 0.1)) +
    circle(0, 0, 70, C.white) +
    circle(0, 0, 42, p.accent) +
    circle(0, 0, 16, C.white) +
    stroke('M6-6L120-120', C.navy, 8) +
    path('M120-120L112-150L136-140L150-128L140-112Z', C.gold) +
    path('M120-120L150-128L140-112Z', C.gold2),
};

/* ------------------------------------------------------------- plan table */

// kind: wealth | guaranteed | term | pension | child
// motif -> hero emblem, people/set -> scene 2 cast and setting, how/v -> scene 3 diagram,
// guard -> scene 4 motif (shield | hands | umbrella | umbrellaHouse)
export const PLANS = [
  { path: 'index-plus', kind: 'wealth', color: C.blue, accent: C.gold, motif: 'chart', people: 'pro', how: 'curve', guard: 'shield' },
  { path: 'jeevan-utsav', kind: 'guaranteed', color: C.teal, accent: C.gold, motif: 'calendar', people: 'family', set: 'house', how: 'timeline', guard: 'umbrellaHouse' },
  { path: 'bhima-shree', kind: 'guaranteed', color: shade(C.teal, -0.18), accent: C.coral, motif: 'piggy', people: 'business', how: 'moneyback', guard: 'shield' },
  { path: 'yuva-term', kind: 'term', color: C.coral, accent: C.gold, motif: 'umbrella', people: 'pro', how: 'cover', guard: 'umbrella' },
  { path: 'nivesh-plus', kind: 'wealth', color: C.navy2, accent: C.teal, motif: 'coins', people: 'couple', how: 'stack', guard: 'hands' },
  { path: 'jeevan-shanti', kind: 'pension', color: C.violet, accent: C.gold, motif: 'bench', people: 'retiredBench', how: 'annuity', guard: 'hands' },
  { path: 'pension-plus', kind: 'pension', color: shade(C.violet, -0.15), accent: C.teal, motif: 'jar', people: 'retired', how: 'twophase', guard: 'shield' },
  { path: 'amrit-baal', kind: 'child', color: C.gold2, accent: C.blue, motif: 'gradcap', people: 'parentChild', set: 'school', how: 'milestones', v: 0, guard: 'shield' },
  { path: 'bhima-ratna', kind: 'guaranteed', color: shade(C.teal, 0.1), accent: C.violet, motif: 'gem', people: 'couple', how: 'moneyback', guard: 'hands' },
  { path: 'jeevan-labh', kind: 'guaranteed', color: '#0E7C86', accent: C.gold, motif: 'bag', people: 'family', set: 'park', how: 'limited', guard: 'umbrellaHouse' },
  { path: 'jeevan-lakshya', kind: 'child', color: C.rose, accent: C.gold, motif: 'target', people: 'family', set: 'home', how: 'milestones', v: 1, guard: 'hands' },
  { path: 'jeevan-tarun', kind: 'child', color: shade(C.rose, 0.12), accent: C.teal, motif: 'rocket', people: 'parentChild', set: 'park', how: 'milestones', v: 2, guard: 'shield' },
  { path: 'new-childrens-money-back', kind: 'child', color: C.gold, accent: C.rose, motif: 'blocks', people: 'parentChild', set: 'home', how: 'moneyback', guard: 'umbrella' },
  { path: 'jeevan-umang', kind: 'guaranteed', color: shade(C.teal, -0.05), accent: C.rose, motif: 'sunrise', people: 'multigen', how: 'timeline', guard: 'hands' },
  { path: 'new-money-back-20-years', kind: 'guaranteed', color: shade(C.teal, -0.3), accent: C.gold, motif: 'clock', people: 'family', set: 'city', how: 'calendar', guard: 'shield' },
];

/* ------------------------------------------------------------ scene parts */

const W = 800;
const H = 600;

function softShapes(a, r, fill, count = 3) {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += circle(r.range(0, W), r.range(0, H), r.range(90, 220), fill, r1(r.range(0.05, 0.1)));
  }
  return s;
}

function chip(x, y, col, glyph) {
  return g(
    rect(4, 8, 176, 64, 18, C.ink, 0.12) +
      rect(0, 0, 176, 64, 18, C.white) +
      circle(32, 32, 20, col) +
      glyph +
      rect(62, 20, 88, 9, 4.5, C.navy, 0.75) +
      rect(62, 37, 58, 8, 4, C.paleBlue),
    at(x, y),
  );
}

/** Scene 1: hero card with the plan's emblem. */
function heroScene(p, r) {
  const a = new Art(W, H, `${p.id}-a`);
  const c = p.color;
  const dir = r.pick([[0, 0, 1, 1], [1, 0, 0, 1], [0, 0, 0.4, 1]]);
  let b = rect(0, 0, W, H, 0, a.lin('bg', [[0, shade(c, 0.18)], [1, shade(c, -0.42)]], ...dir));
  b += softShapes(a, r, C.white, 2);
  const ex = r.pick([300, 400, 500]);
  const ey = r.range(290, 320);
  const dx = r.pick([30, 60]);
  b += dots(ex > 400 ? 40 : W - 40 - 5 * 22, r.pick([40, 430]), 6, 6, 22, 2.6, C.white, 0.22);
  b += path(`M0 ${H - 90}Q200 ${H - 140} 400 ${H - 100}T${W} ${H - 120}V${H}H0Z`, shade(c, -0.5), 0.35);
  b += circle(ex, ey, 200, C.white, 0.1);
  b += g(EMBLEMS[p.motif](a, p), at(ex, ey, r1(r.range(1.14, 1.24))));
  // floating chips on the free side(s)
  const glyphOk = tick(32, 32, 0.55, C.white, 7);
  const glyphStar = star(32, 32, 11, C.white);
  if (ex === 300) {
    b += chip(590, 110 + dx, p.accent, glyphOk) + chip(600, 420 - dx, c, glyphStar);
  } else if (ex === 500) {
    b += chip(30, 100 + dx, p.accent, glyphOk) + chip(20, 420 - dx, c, glyphStar);
  } else {
    b += chip(604, 40 + dx, p.accent, glyphOk) + chip(20, 470 - dx, c, glyphStar);
  }
  for (let i = 0; i < 5; i++) {
    const sx = r.range(40, 760);
    const sy = r.range(40, 560);
    if (Math.hypot(sx - ex, sy - ey) < 250) continue;
    b += sparkle(sx, sy, r.range(7, 14), i % 2 ? C.white : '#FFD75E', 0.9);
  }
  return a.render(b);
}

/** Living-room backdrop (wall, window with curtains, sofa, plant, frame). */
function livingRoom(a, c, side, frame = true) {
  let s = '';
  s += rect(0, 0, W, 500, 0, a.lin('wall', [[0, shade(c, 0.92)], [1, shade(c, 0.82)]]));
  const wx = side(600) - 110;
  s += rect(wx, 70, 220, 190, 12, C.white) + rect(wx + 12, 82, 196, 166, 6, '#BFE3FF') + cloud(wx + 80, 150, 0.4, C.white) + rect(wx + 106, 82, 8, 166, 0, C.white) + rect(wx + 12, 160, 196, 8, 0, C.white);
  s += path(`M${wx - 20} 60H${wx + 40}Q${wx + 20} 160 ${wx + 36} 280H${wx - 20}Z`, shade(c, 0.2)) + path(`M${wx + 240} 60H${wx + 180}Q${wx + 200} 160 ${wx + 184} 280H${wx + 240}Z`, shade(c, 0.2));
  s += rect(wx - 30, 52, 280, 10, 5, C.navy);
  s += rect(0, 500, W, 100, 0, shade(c, 0.7)) + rect(0, 496, W, 8, 0, shade(c, 0.5));
  s += rect(side(400) - 230, 330, 460, 140, 40, shade(c, -0.1)) + rect(side(400) - 250, 380, 500, 110, 30, shade(c, 0.1)) + rect(side(400) - 210, 350, 420, 60, 24, shade(c, 0.2));
  s += plant(side(730), 520, 1.1, C.coral, C.teal);
  if (frame) s += rect(side(90) - 40, 150, 80, 100, 8, C.navy) + rect(side(90) - 32, 158, 64, 84, 4, C.paleGold) + heart(side(90), 200, 1.2, C.coral);
  return s;
}

function schoolBuilding(x, c, acc) {
  let s = rect(x - 150, 300, 300, 200, 6, C.white) + path(`M${x - 170} 304L${x} 210L${x + 170} 304Z`, c) + path(`M${x - 140} 300L${x} 228L${x + 140} 300Z`, shade(c, 0.25));
  s += clock(x, 268, 22, C.white, C.navy, acc);
  for (let i = 0; i < 4; i++) s += rect(x - 126 + i * 70 - (i > 1 ? -40 : 0), 330, 42, 46, 4, '#BFE3FF');
  s += rect(x - 26, 400, 52, 100, 6, C.navy) + rect(x - 160, 494, 320, 10, 4, shade(c, -0.3), 0.5);
  const fx = x > W / 2 ? x + 176 : x - 176; // flagpole on the outer side
  s += rect(fx, 250, 5, 250, 2, C.navy) + path(`M${fx + 5} 254H${fx + 50}L${fx + 38} 270L${fx + 50} 286H${fx + 5}Z`, acc);
  return s;
}

/** Scene 2: the people this plan is for. */
function peopleScene(p, r) {
  const a = new Art(W, H, `${p.id}-b`);
  const c = p.color;
  const skins = [...SKIN].sort(() => r() - 0.5);
  let b = rect(0, 0, W, H, 0, a.lin('bg', [[0, shade(c, 0.9)], [1, C.cream]], 0, 0, 0.3, 1));
  b += softShapes(a, r, c, 2);
  const gx = r.pick([280, 400, 520]);
  b += circle(gx, 300, 220, C.white, 0.7);
  b += dots(r.pick([40, 620]), 40, 6, 4, 22, 2.6, c, 0.25);
  const ground = shade(c, 0.72);
  b += path(`M0 500Q400 ${r.range(470, 490)} 800 500V600H0Z`, ground);
  b += path('M0 560Q400 540 800 560V600H0Z', shade(c, 0.6), 0.6);
  const flip = r() > 0.5;
  const side = (x) => (flip ? W - x : x);
  const Y = 520;
  const badge = (x, y) =>
    circle(x, y + 6, 44, C.ink, 0.12) + circle(x, y, 44, c) + ring(x, y, 52, c, 3, 0.3) + g(emMini(p.motif, c), at(x, y, 1.05));
  const pal = [C.teal, C.coral, C.gold, C.blue, C.violet, C.rose].filter((x) => x !== c);
  const pick2 = () => r.pick(pal);
  const hairF = r.pick(['long', 'bun', 'braid', 'bob']);
  const hairM = r.pick(['short', 'side']);

  let ppl = '';
  let pcx = side(330);
  switch (p.people) {
    case 'pro': {
      b += skyline(side(560) - 160, 500, 320, shade(c, 0.55), shade(c, 0.8), `${p.path}-sky`, 0.8);
      b += plant(side(90), 540, 1.1, c, C.teal);
      const x0 = side(330);
      const x1 = side(470);
      pcx = side(400);
      ppl += person({ kind: 'man', outfit: p.kind === 'term' ? 'shirt' : 'suit', hair: hairM, skin: skins[0], top: p.kind === 'term' ? pick2() : C.navy, bottom: C.navy, accent: p.accent, hold: 'tablet', x: x0, y: Y, s: 1.45, arms: ['hold', 'hold'] });
      ppl += person({ kind: 'woman', outfit: 'blazer', hair: hairF, skin: skins[1], top: c, bottom: C.navy, inner: C.white, x: x1, y: Y + 4, s: 1.42, arms: flip ? ['present', 'down'] : ['down', 'present'] });
      b += chip(side(600) - 88, 110, p.accent, g(emMini(p.motif, c), at(32, 32, 0.5)));
      b += badge(side(150), 140);
      break;
    }
    case 'couple': {
      pcx = side(315);
      b += house(a, side(610), 500, 1.15, { roof: c, wall: C.white, win: '#FFE08A', trim: C.navy });
      b += tree(side(730), 505, 0.8, C.teal);
      ppl += person({ kind: 'man', outfit: 'shirt', hair: hairM, skin: skins[0], top: pick2(), bottom: C.navy, x: side(260), y: Y, s: 1.5, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      ppl += person({ kind: 'woman', outfit: r() > 0.5 ? 'kurti' : 'saree', hair: hairF, skin: skins[1], top: c, bottom: flip ? C.cream : shade(c, -0.2), accent: p.accent, bindi: true, x: side(370), y: Y + 2, s: 1.44, arms: flip ? ['down', 'out'] : ['out', 'down'] });
      b += heart(side(315), 150, 2.2, C.coral) + badge(side(140), 130);
      break;
    }
    case 'family':
    case 'multigen': {
      const setting = p.people === 'multigen' ? 'house' : p.set || r.pick(['house', 'park', 'home']);
      if (setting === 'house') {
        b += house(a, side(620), 500, 1.2, { roof: c, wall: C.white, win: '#FFE08A', trim: C.navy });
        b += tree(side(750), 505, 0.85, C.teal);
      } else if (setting === 'park') {
        b += tree(side(660), 510, 1.5, C.teal) + cypress(side(760), 515, 1.1, shade(C.teal, -0.15));
        const kx = side(600);
        b += stroke(`M${kx} 150Q${kx - 60} 260 ${kx - 20} 330`, C.navy, 2, 0.5);
        b += g(path('M0-44L30 0L0 44L-30 0Z', p.accent) + path('M0-44L30 0L0 0Z', shade(p.accent, 0.3)) + path('M0 0L-30 0L0 44Z', shade(p.accent, -0.15)) + stroke('M0 44q-10 20 4 34q14 14-2 30', C.navy, 2) + path('M-4 60l8-4-2 10Z', C.coral) + path('M-2 90l8-2-4 9Z', C.teal), at(kx, 110, 1, false, 20));
        b += plant(side(80), 520, 0.9, C.coral, C.teal);
      } else if (setting === 'city') {
        b += skyline(side(600) - 200, 500, 400, shade(c, 0.55), shade(c, 0.82), `${p.path}-city`, 0.85);
        b += tree(side(120), 505, 0.9, C.teal) + stroke(`M${side(700)} 500V330`, C.navy, 6) + path(`M${side(700) - 22} 330H${side(700) + 22}L${side(700) + 12} 310H${side(700) - 12}Z`, C.navy) + circle(side(700), 336, 8, '#FFE08A');
      } else {
        b += livingRoom(a, c, side, false);
      }
      if (p.people === 'multigen') {
        ppl += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[2], top: C.cream, bottom: C.cream, vest: c, glasses: true, x: side(140), y: Y, s: 1.38 });
      }
      const px = p.people === 'multigen' ? 60 : setting === 'home' ? 100 : 0;
      pcx = side(p.people === 'multigen' ? 270 : 300 + px);
      const kidMid = p.people === 'multigen' || r() > 0.4;
      const girl = r() > 0.5;
      const kidX = kidMid ? 300 : 432;
      const momX = kidMid ? 390 : 330;
      ppl += person({ kind: 'man', outfit: 'shirt', hair: hairM, skin: skins[0], top: pick2(), bottom: C.navy, x: side(210 + px), y: Y, s: 1.46, arms: kidMid ? (flip ? ['out', 'down'] : ['down', 'out']) : ['down', 'down'] });
      ppl += person({ kind: 'woman', outfit: r() > 0.5 ? 'saree' : 'kurti', hair: hairF, skin: skins[3], top: c, bottom: shade(c, 0.75), accent: p.accent, bindi: true, x: side(momX + px), y: Y, s: 1.42, arms: kidMid ? (flip ? ['down', 'out'] : ['out', 'down']) : flip ? ['out', 'down'] : ['down', 'out'] });
      ppl += person({ kind: girl ? 'girl' : 'boy', outfit: girl ? 'dress' : 'tee', hair: girl ? 'pony' : 'short', skin: skins[1], top: p.accent, bottom: C.navy2, accent: C.white, x: side(kidX + px), y: Y, s: 1.4, arms: kidMid ? ['wave', 'wave'] : flip ? ['down', 'wave'] : ['wave', 'up'] });
      b += badge(side(kidMid ? 300 + px : 130), 120);
      break;
    }
    case 'business': {
      const sx = side(580);
      pcx = side(270);
      b += rect(sx - 130, 250, 260, 250, 8, C.white) + rect(sx - 140, 236, 280, 20, 6, C.navy);
      let aw = '';
      for (let i = 0; i < 7; i++) aw += path(`M${sx - 140 + i * 40} 256h40v36a20 16 0 0 1-40 0Z`, i % 2 ? C.white : c);
      b += aw + rect(sx - 100, 330, 80, 170, 6, shade(c, -0.3)) + rect(sx + 10, 330, 100, 80, 6, '#BFE3FF') + stroke(`M${sx + 60} 330V410M${sx + 10} 370H${sx + 110}`, C.white, 4);
      b += rect(sx - 150, 494, 300, 10, 4, C.navy, 0.3);
      ppl += person({ kind: 'woman', outfit: r() > 0.5 ? 'saree' : 'blazer', hair: hairF, skin: skins[0], top: shade(c, -0.1), bottom: p.accent, accent: C.gold, inner: C.white, bindi: true, hold: 'folder', x: side(270), y: Y + 4, s: 1.5, arms: ['front', 'down'] });
      b += coinStack(a, side(140), 520, 4, 30) + coinStack(a, side(140) + 60, 524, 2, 30);
      b += badge(side(200), 120);
      break;
    }
    case 'retiredBench': {
      b += sunRays(side(640), 130, 46, '#FFD75E', 12, 0.9);
      b += tree(side(670), 505, 1.05, C.teal);
      pcx = side(340);
      ppl += bench(side(340), 520, 1.3, C.navy, '#D38C48');
      ppl += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[0], top: C.cream, bottom: C.cream, vest: c, glasses: true, sit: true, x: side(290), y: 524, s: 1.3 });
      ppl += person({ kind: 'woman', outfit: 'saree', hair: 'bun', hairColor: '#BDBDBD', skin: skins[1], top: c, bottom: shade(c, 0.8), accent: c, sit: true, x: side(395), y: 524, s: 1.28, arms: ['down', 'front'] });
      b += stroke(`M${side(120)} 120q10-10 20 0q10-10 20 0M${side(180)} 170q8-8 16 0q8-8 16 0`, C.navy, 3.5, 0.5);
      b += badge(side(140), 300);
      break;
    }
    case 'retired': {
      b += house(a, side(610), 500, 1.2, { roof: c, wall: C.white, win: '#FFE08A', trim: C.navy });
      b += plant(side(740), 520, 1.1, p.accent, C.teal);
      pcx = side(320);
      ppl += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[0], top: C.white, bottom: C.white, vest: shade(c, -0.1), glasses: true, x: side(260), y: Y, s: 1.45, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      ppl += stroke(`M${side(260) + (flip ? 38 : -38)} 386V520`, '#7A4A22', 5) + circle(side(260) + (flip ? 38 : -38), 385, 8.5, skins[0]);
      ppl += person({ kind: 'woman', outfit: 'saree', hair: 'bun', hairColor: '#BDBDBD', skin: skins[1], top: p.accent, bottom: shade(c, 0.82), accent: c, glasses: true, x: side(380), y: Y + 2, s: 1.4, arms: flip ? ['down', 'front'] : ['front', 'down'] });
      b += badge(side(150), 120);
      break;
    }
    default: {
      // parent + child: park with balloons, school gate or living room
      const mom = r() > 0.5;
      pcx = side(390);
      const setting = p.set || 'park';
      if (setting === 'park') {
        const bx = side(620);
        b += stroke(`M${bx} 330Q${bx + 10} 250 ${bx - 20} 190M${bx} 330Q${bx + 20} 260 ${bx + 50} 210M${bx} 330Q${bx - 10} 270 ${bx + 10} 150`, C.navy, 2, 0.5);
        b += ell(bx - 20, 160, 34, 40, C.coral) + ell(bx + 52, 180, 32, 38, C.teal) + ell(bx + 12, 118, 36, 42, p.color === C.gold ? C.violet : C.gold);
        b += plant(side(740), 520, 1, C.coral, C.teal) + tree(side(100), 505, 0.8, C.teal);
      } else if (setting === 'school') {
        b += schoolBuilding(side(610), c, p.accent) + tree(side(90), 505, 0.9, C.teal);
      } else {
        b += livingRoom(a, c, side, false);
      }
      ppl += person({ kind: mom ? 'woman' : 'man', outfit: mom ? r.pick(['kurti', 'saree']) : 'shirt', hair: mom ? hairF : hairM, skin: skins[0], top: mom ? c : pick2(), bottom: mom ? shade(c, 0.8) : C.navy, accent: p.accent, bindi: true, x: side(330), y: Y, s: 1.5, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      const girl = r() > 0.5;
      ppl += person({ kind: girl ? 'girl' : 'boy', outfit: girl ? 'dress' : 'tee', hair: girl ? 'pony' : 'short', skin: skins[1], top: p.accent, bottom: C.navy2, accent: C.white, backpack: setting === 'school' ? C.coral : undefined, x: side(440), y: Y, s: 1.45, arms: flip ? ['down', 'wave'] : ['wave', 'down'] });
      b += badge(side(setting === 'park' ? 180 : 150), 130);
      break;
    }
  }
  b += g(ppl, `translate(${pcx} ${Y}) scale(1.3) translate(${-pcx} ${-Y})`);
  for (let i = 0; i < 3; i++) b += sparkle(r.range(60, 740), r.range(40, 200), r.range(7, 12), i % 2 ? p.accent : c, 0.9);
  return a.render(b);
}

/** Simple white "family" pictogram centred on (x, y). */
function familyGlyph(x, y, s, col = C.white) {
  const fig = (fx, fy, k) => circle(fx, fy - 46 * k, 16 * k, col) + path(`M${fx - 26 * k} ${fy + 20 * k}V${fy - 4 * k}A26 ${24 * k} 0 0 1 ${fx + 26 * k} ${fy - 4 * k}V${fy + 20 * k}Z`, col);
  return g(fig(-40, 0, 1) + fig(40, 0, 1) + fig(0, 18, 0.7), at(x, y, s));
}

function miniIcon(kind, x, y, col) {
  switch (kind) {
    case 'book':
      return g(path('M-20-12Q-10-16 0-12Q10-16 20-12V14Q10 10 0 14Q-10 10-20 14Z', col) + stroke('M0-12V14', C.white, 2), at(x, y));
    case 'cap':
      return g(path('M0-16L24-6L0 4L-24-6Z', col) + path('M-14-1V9Q0 16 14 9V-1L0 4Z', col), at(x, y));
    case 'rings':
      return ring(x - 8, y + 2, 12, col, 5) + ring(x + 8, y + 2, 12, col, 5);
    case 'heart':
      return heart(x, y + 2, 1.2, col);
    case 'house':
      return path(`M${x - 18} ${y + 14}V${y - 2}L${x} ${y - 18}L${x + 18} ${y - 2}V${y + 14}Z`, col);
    case 'plus':
      return rect(x - 6, y - 18, 12, 36, 4, col) + rect(x - 18, y - 6, 36, 12, 4, col);
    case 'shield':
      return shieldShape(x, y, 0.32, col);
    default:
      return star(x, y, 18, col);
  }
}

/** Scene 3: how the plan works (timelines, stacks, curves). */
function howScene(p, r) {
  const a = new Art(W, H, `${p.id}-c`);
  const c = p.color;
  let b = rect(0, 0, W, H, 0, a.lin('bg', [[0, C.cream], [1, shade(c, 0.86)]], 0, 0, 1, 1));
  b += softShapes(a, r, c, 2);
  b += dots(r.pick([30, 640]), r.pick([30, 470]), 6, 4, 22, 2.6, c, 0.25);
  b += rect(66, 86, 680, 440, 28, C.navy, 0.08) + rect(56, 72, 688, 444, 28, C.white);
  b += rect(96, 108, 150, 14, 7, shade(c, -0.1)) + rect(96, 132, 96, 10, 5, shade(c, 0.75));
  const base = 440;
  switch (p.how) {
    case 'curve': {
      for (let i = 0; i < 10; i++) {
        const h = 40 + ((i * 37 + r.int(0, 40)) % 90);
        b += rect(120 + i * 56, base - h, 26, h, 6, shade(c, 0.88));
      }
      const pts = [];
      for (let i = 0; i <= 8; i++) {
        const x = 110 + i * 72;
        const y = base - 30 - Math.pow(i / 8, 1.7) * 240 - (i % 2 ? r.range(0, 22) : 0);
        pts.push([x, y]);
      }
      const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join('');
      b += path(`${d}L${pts[8][0]} ${base}L110 ${base}Z`, a.lin('area', [[0, c, 0.35], [1, c, 0.02]]));
      b += stroke(d, c, 6);
      pts.forEach(([x, y], i) => {
        if (i % 2 === 0) b += circle(x, y, 9, C.white) + ring(x, y, 9, c, 4);
      });
      b += stroke(`M110 ${base}H700`, C.navy, 3, 0.3);
      b += coin(a, pts[8][0] - 10, pts[8][1] - 48, 26) + path(`M${pts[8][0] + 20} ${pts[8][1] - 8}l14-30 14 30Z`, p.accent);
      break;
    }
    case 'stack': {
      const n = 6;
      b += stroke(`M110 ${base}H700`, C.navy, 3, 0.3);
      const tops = [];
      for (let i = 0; i < n; i++) {
        const x = 150 + i * 100;
        const k = 2 + Math.round(i * 1.7);
        b += coinStack(a, x, base - 6, k, 34);
        b += rect(x - 22, base + 20, 44, 12, 6, i === n - 1 ? p.accent : shade(c, 0.7));
        tops.push([x, base - 6 - k * 10.2 - 40]);
      }
      const d = tops.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${r1(y)}`).join('');
      b += `<path d="${d}" fill="none" stroke="${c}" stroke-width="4" stroke-dasharray="2 12"/>`;
      const [lx, ly] = tops[n - 1];
      b += circle(lx, ly - 18, 22, c) + path(`M${lx - 9} ${r1(ly - 14)}L${lx} ${r1(ly - 28)}L${lx + 9} ${r1(ly - 14)}Z`, C.white);
      b += sparkle(lx - 52, ly - 10, 12, p.accent);
      break;
    }
    case 'twophase': {
      // accumulate (rising area) then regular pension payouts (coins dropping)
      const peak = 400;
      const top = 200;
      b += path(`M110 ${base}L110 ${base - 30}C220 ${base - 50} 300 ${top + 60} ${peak} ${top}V${base}Z`, a.lin('acc', [[0, c, 0.4], [1, c, 0.05]]));
      b += stroke(`M110 ${base - 30}C220 ${base - 50} 300 ${top + 60} ${peak} ${top}H700`, c, 6);
      b += `<path d="M${peak} ${top + 14}V${base}" stroke="${c}" stroke-width="3" stroke-dasharray="6 8" opacity="0.6"/>`;
      b += circle(peak, top, 14, C.white) + ring(peak, top, 14, c, 6);
      b += coinStack(a, 200, base - 4, 3, 28) + coinStack(a, 300, base - 4, 6, 28);
      for (let i = 0; i < 5; i++) {
        const x = 460 + i * 56;
        b += `<path d="M${x} ${top + 10}V${top + 120 + (i % 2) * 30}" stroke="${p.accent}" stroke-width="3" stroke-dasharray="3 7"/>`;
        b += coin(a, x, top + 150 + (i % 2) * 30, 20);
      }
      b += stroke(`M110 ${base}H700`, C.navy, 3, 0.3);
      b += rect(150, base + 22, 190, 12, 6, shade(c, 0.7)) + rect(460, base + 22, 220, 12, 6, shade(p.accent, 0.55));
      break;
    }
    case 'limited': {
      // pay premiums for a few years, stay covered, collect a lump sum at maturity
      const y = 330;
      const x0 = 120;
      const x1 = 590;
      const pay = 3;
      const steps = 8;
      const xs = x0 + ((x1 - x0) * pay) / steps;
      b += rect(xs, y - 100, x1 - xs + 10, 56, 28, shade(c, 0.85)) + shieldShape(xs + 34, y - 72, 0.32, c) + tick(xs + 34, y - 74, 0.4, C.white, 7);
      b += `<path d="M${xs + 70} ${y - 72}H${x1 - 20}" stroke="${c}" stroke-width="5" stroke-dasharray="2 14" opacity="0.7"/>`;
      b += rect(x0, y - 9, x1 - x0, 18, 9, shade(c, 0.82)) + rect(x0, y - 9, xs - x0, 18, 9, c);
      for (let i = 0; i <= steps; i++) {
        const x = x0 + ((x1 - x0) * i) / steps;
        b += circle(x, y, 13, C.white) + ring(x, y, 13, i <= pay ? c : shade(c, 0.5), 5) + rect(x - 16, y + 100, 32, 9, 4.5, shade(c, 0.8));
        if (i < pay) b += path(`M${r1(x - 9)} ${y + 28}h18l-9 13Z`, c, 0.7) + coin(a, x, y + 64, 15);
      }
      b += g(EMBLEMS.bag(a, p), at(670, y - 14, 0.48));
      b += shieldShape(110, 470, 0.34, c) + tick(110, 468, 0.42, C.white, 7) + rect(140, 456, 120, 10, 5, shade(c, 0.75)) + rect(140, 474, 80, 8, 4, shade(c, 0.85));
      break;
    }
    case 'cover': {
      const y = 250;
      b += circle(170, y, 76, shade(c, 0.85)) + familyGlyph(170, y + 14, 0.72, c);
      b += rect(262, y - 40, 430, 80, 40, a.lin('band', [[0, shade(c, 0.2)], [1, shade(c, -0.2)]], 0, 0, 1, 0));
      b += stroke(`M290 ${y}H400L418 ${y - 26}L440 ${y + 26}L462 ${y - 34}L482 ${y + 18}L496 ${y}H610`, C.white, 6);
      b += circle(652, y, 30, C.white) + shieldShape(652, y, 0.36, c) + tick(652, y - 2, 0.45, C.white, 7);
      const ty = 410;
      b += rect(120, ty - 6, 560, 12, 6, shade(c, 0.8));
      for (let i = 0; i <= 7; i++) {
        const x = 120 + i * 80;
        b += circle(x, ty, 11, C.white) + ring(x, ty, 11, c, 4) + rect(x - 16, ty + 28, 32, 8, 4, shade(c, 0.8));
        if (i < 7) b += coin(a, x, ty - 40, 11);
      }
      break;
    }
    case 'timeline':
    case 'moneyback': {
      const y = 290;
      const x0 = 130;
      const x1 = 670;
      const money = p.how === 'moneyback';
      const steps = money ? r.int(4, 6) : r.int(7, 9);
      const split = money ? 1 : 3;
      const xs = x0 + ((x1 - x0) * split) / steps;
      b += rect(x0, y - 9, x1 - x0, 18, 9, shade(c, 0.82)) + rect(x0, y - 9, xs - x0, 18, 9, c);
      for (let i = 0; i <= steps; i++) {
        const x = x0 + ((x1 - x0) * i) / steps;
        const paid = i > split;
        b += circle(x, y, paid ? 17 : 13, C.white) + ring(x, y, paid ? 17 : 13, paid ? p.accent : c, 5);
        b += rect(x - 18, y + 108, 36, 9, 4.5, shade(c, 0.8));
        if (!paid && i > 0) b += path(`M${r1(x - 9)} ${y + 30}h18l-9 13Z`, c, 0.7) + coin(a, x, y + 66, 15);
        if (paid) {
          const rad = money ? 20 + (i - split) * 4 : 20;
          const cy = y - 64 - (money ? (i - split) * 12 : 0);
          b += `<path d="M${r1(x)} ${y - 22}V${r1(cy + rad + 6)}" stroke="${p.accent}" stroke-width="3" stroke-dasharray="4 6"/>`;
          b += coin(a, x, cy, rad);
        }
      }
      b += shieldShape(110, 458, 0.34, c) + tick(110, 456, 0.42, C.white, 7) + rect(140, 444, 120, 10, 5, shade(c, 0.75)) + rect(140, 462, 80, 8, 4, shade(c, 0.85));
      b += circle(660, 452, 50, shade(c, 0.9)) + g(EMBLEMS[p.motif](a, p), at(660, 452, 0.26));
      break;
    }
    case 'annuity': {
      b += coinStack(a, 170, 420, 7, 48) + coin(a, 130, 260, 22);
      b += stroke('M250 330H330', c, 10) + path('M326 310L360 330L326 350Z', c);
      const cx = 390;
      const cy = 190;
      b += rect(cx + 6, cy + 10, 300, 270, 18, C.navy, 0.12) + rect(cx, cy, 300, 270, 18, shade(c, 0.92)) + path(`M${cx} ${cy + 18}Q${cx} ${cy} ${cx + 18} ${cy}H${cx + 282}Q${cx + 300} ${cy} ${cx + 300} ${cy + 18}V${cy + 54}H${cx}Z`, c);
      b += rect(cx + 70, cy - 14, 12, 30, 6, C.navy) + rect(cx + 218, cy - 14, 12, 30, 6, C.navy);
      for (let j = 0; j < 3; j++) for (let i = 0; i < 4; i++) b += coin(a, cx + 45 + i * 70, cy + 96 + j * 62, 18);
      break;
    }
    case 'milestones': {
      // v0: winding road, v1: wave with alternating stops, v2: rising steps
      const last = p.motif === 'target' ? 'house' : 'rings';
      let ms;
      if (p.v === 1) {
        const d = 'M90 400C170 290 250 290 300 370S430 490 500 400 620 270 720 320';
        b += stroke(d, shade(c, 0.8), 26) + `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="12 12"/>`;
        ms = [[130, 342, 'heart'], [300, 370, 'book'], [500, 400, 'cap'], [690, 306, last]];
      } else if (p.v === 2) {
        ms = [];
        for (let i = 0; i < 4; i++) {
          const x = 110 + i * 150;
          const h = 70 + i * 80;
          b += rect(x, 470 - h, 140, h, 14, shade(c, 0.86 - i * 0.08)) + rect(x, 470 - h, 140, 12, 6, shade(c, 0.6), 0.5);
          ms.push([x + 70, 470 - h - 50, ['star', 'book', 'cap', last][i]]);
        }
      } else {
        const d = 'M110 470C220 470 220 360 330 360S450 250 540 250 640 150 700 130';
        b += stroke(d, shade(c, 0.8), 34) + `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="14 12"/>`;
        ms = [[140, 470, 'star'], [330, 360, 'book'], [540, 250, 'cap'], [690, 134, last]];
      }
      ms.forEach(([x, y, ic], i) => {
        b += circle(x, y + 4, 40, C.navy, 0.12) + circle(x, y, 40, C.white) + ring(x, y, 40, i === 3 ? p.accent : c, 6) + miniIcon(ic, x, y, i === 3 ? p.accent : c);
        if (i) b += coin(a, x + 40, y - 44, 14 + i * 2);
      });
      break;
    }
    default: {
      // calendar of payouts + clock
      b += calendar(a, 110, 180, 330, 270, c, [4, 9, 14, 19], p.accent);
      b += clock(580, 270, 90, C.white, c, p.accent);
      b += coinStack(a, 560, 450, 3, 30) + coinStack(a, 630, 452, 5, 30);
      break;
    }
  }
  return a.render(b);
}

/** Scene 4: protection motif in the plan colour. */
function protectScene(p, r) {
  const a = new Art(W, H, `${p.id}-d`);
  const c = p.color;
  let b = rect(0, 0, W, H, 0, a.lin('bg', [[0, C.navy], [1, shade(c, -0.35)]], ...r.pick([[0, 0, 1, 1], [1, 0, 0, 1]])));
  const cx = r.pick([360, 400, 440]);
  b += circle(cx, 300, 300, a.rad('glow', [[0, c, 0.55], [0.6, c, 0.15], [1, c, 0]]));
  b += softShapes(a, r, C.white, 2);
  b += dots(r.pick([30, 650]), r.pick([30, 460]), 6, 5, 22, 2.6, C.white, 0.18);
  const variant = p.guard;
  const rim = a.lin('rim', [[0, '#FFD75E'], [1, C.gold2]]);
  const fill = a.lin('sh', [[0, shade(c, 0.25)], [1, shade(c, -0.25)]]);
  if (variant === 'shield') {
    b += `<circle cx="${cx}" cy="300" r="220" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 12"/>`;
    b += g(path(SHIELD_D, rim), at(cx, 300, 2.6)) + g(path(SHIELD_D, fill), at(cx, 300, 2.38));
    b += path(`M${cx} ${300 - 145}C${cx + 40} ${300 - 117} ${cx + 79} ${300 - 107} ${cx + 119} ${300 - 107}V${300 - 14}C${cx + 119} ${300 + 69} ${cx + 69} ${300 + 119} ${cx} ${300 + 145}Z`, C.white, 0.08);
    if (p.kind === 'child') {
      b += circle(cx - 30, 258, 24, C.white) + path(`M${cx - 70} 352V322A40 36 0 0 1 ${cx + 10} 322V352Z`, C.white);
      b += circle(cx + 44, 292, 17, C.white) + path(`M${cx + 16} 352V334A28 26 0 0 1 ${cx + 72} 334V352Z`, C.white) + heart(cx + 44, 236, 1.1, C.coral);
    } else if (p.kind === 'wealth') {
      b += stroke(`M${cx - 70} 350L${cx - 22} 300L${cx + 10} 326L${cx + 66} 262`, C.white, 14) + path(`M${cx + 40} 252L${cx + 82} 244L${cx + 74} 286Z`, C.white) + coin(a, cx - 40, 250, 26);
    } else {
      b += familyGlyph(cx, 318, 1.15);
    }
    const o0 = r.pick([-135, -45]);
    const orbit = [[o0, 'heart', C.coral], [o0 + 90, 'house', C.gold], [o0 + 180, 'plus', C.teal], [o0 + 270, 'star', p.accent]];
    orbit.forEach(([deg, ic, col]) => {
      const t = (deg * Math.PI) / 180;
      const x = cx + Math.cos(t) * 220;
      const y = 300 + Math.sin(t) * 220;
      b += circle(x, y + 5, 42, C.ink, 0.25) + circle(x, y, 42, C.white) + g(miniIcon(ic, 0, 0, col), at(x, y, 1.25));
    });
  } else if (variant.startsWith('umbrella')) {
    let rain = '';
    for (let i = 0; i < 26; i++) {
      const x = r.range(20, 780);
      const y = r.range(20, 520);
      if (Math.abs(x - cx) < 230 && y > 120) continue;
      rain += `M${r1(x)} ${r1(y)}l-7 20`;
    }
    b += stroke(rain, C.white, 4, 0.35);
    b += path(`M0 520Q400 490 800 520V600H0Z`, shade(c, -0.45), 0.6);
    if (p.guard === 'umbrellaHouse') {
      b += house(a, cx, 500, 1.1, { roof: p.accent, wall: C.white, win: '#FFE08A', trim: C.navy });
      b += stroke(`M${cx} 250V322`, C.white, 8) + umbrella(a, cx, 250, 2.2, c, shade(c, 0.35), C.white, 0);
    } else {
      b += ell(cx, 492, 170, 18, C.ink, 0.25) + familyGlyph(cx, 430, 1.3) + heart(cx + 110, 360, 1.5, C.coral) + heart(cx - 120, 380, 1, C.coral, 0.7);
      b += umbrella(a, cx, 296, 2.2, c, shade(c, 0.35), C.white, 0);
    }
    b += sparkle(cx + 230, 120, 14, '#FFD75E') + sparkle(cx - 250, 200, 10, C.white);
  } else {
    b += g(path(SHIELD_D, C.white), at(cx, 250, 2.8), 0.08);
    b += g(`<path d="${SHIELD_D}" fill="none" stroke="#FFD75E" stroke-width="2.5" opacity="0.6"/>`, at(cx, 250, 2.8));
    const held = p.kind === 'pension' || p.kind === 'wealth' ? 'coin' : p.motif === 'sunrise' ? 'house' : 'heart';
    let inner = heart(cx, 262, 5.2, a.lin('ht', [[0, '#FF8A6B'], [1, C.rose]], 0, 0, 1, 1));
    if (held === 'coin') inner = coin(a, cx, 260, 66);
    if (held === 'house') inner = house(a, cx, 330, 0.62, { roof: p.accent, wall: C.white, win: '#FFE08A', trim: C.navy });
    b += circle(cx, 260, 96, C.white, 0.12) + inner;
    b += hands(a, cx, 420, 1.4, r.pick(SKIN), shade(c, 0.6));
    b += sparkle(cx - 150, 140, 12, '#FFD75E') + sparkle(cx + 160, 170, 16, '#FFD75E') + sparkle(cx + 120, 90, 8, C.white);
  }
  return a.render(b);
}

/* -------------------------------------------------------------------- main */

export function buildPlanArt(plan) {
  const id = `${plan.path.split('-').map((w) => w[0]).join('')}${PLANS.indexOf(plan)}`;
  const p = { ...plan, id };
  return [heroScene, peopleScene, howScene, protectScene].map((fn, i) => fn(p, rng(`${plan.path}#${i + 1}`)));
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = join(root, 'public', 'images', 'products');
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const plan of PLANS) {
    buildPlanArt(plan).forEach((svg, i) => {
      writeFileSync(join(outDir, `${plan.path}-${i + 1}.svg`), svg);
      count++;
    });
  }
  console.log(`wrote ${count} files to ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
