/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. The palette, a seeded random generator, the SVG canvas and the drawing primitives (circle, path, group, transform) every other module uses.
 */

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

export function stopList(stops) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
}

/* --------------------------------------------------------------- primitives */

export const op = (o) => (o === undefined || o === 1 ? '' : ` opacity="${o}"`);
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
