/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. The palette, a seeded random generator,
 * the SVG canvas and the drawing primitives (circle, path, group, transform) every other module
 * uses. Every primitive returns SVG markup as a string; coordinates are in the 800×600 canvas (or
 * in a group's own frame), and an opacity left out is 1.
 */

/** A colour: '#RRGGBB', or a gradient's `url(#id)`. @typedef {string} Paint */

export const COLOR = {
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
/** Skin tones, darkest first. */
export const SKIN = /** @type {const} */ (['#8D5524', '#C68642', '#E0AC69', '#F1C27D']);
/** Hair colours. */
export const HAIR = /** @type {const} */ (['#1B1B1B', '#3B2A20']);

/* ---------------------------------------------------------------- utilities */

/** A number rounded to one decimal, as every coordinate is written. @param {number} value */
export const round1 = (value) => Math.round(value * 10) / 10;

/**
 * A hex colour mixed towards white (amount > 0) or black (amount < 0); `amount` from -1 to 1.
 * @param {string} hex @param {number} amount
 */
export function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount < 0 ? 0 : 255;
  const strength = Math.abs(amount);
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * strength));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A source of random numbers in [0, 1) that gives the same sequence for the same seed (mulberry32),
 * with helpers for a number in a range, an item of a list and a whole number.
 * @typedef {(() => number) & { range: (min: number, max: number) => number, pick: <T>(items: readonly T[]) => T, int: (min: number, max: number) => number }} Random
 */

/**
 * Deterministic random numbers seeded from a string.
 * @param {string} seed
 * @returns {Random}
 */
export function seededRandom(seed) {
  let hash = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    hash = Math.imul(hash ^ seed.charCodeAt(i), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  let state = hash >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let bits = Math.imul(state ^ (state >>> 15), 1 | state);
    bits = (bits + Math.imul(bits ^ (bits >>> 7), 61 | bits)) ^ bits;
    return ((bits ^ (bits >>> 14)) >>> 0) / 4294967296;
  };
  /** @param {number} min @param {number} max */
  const range = (min, max) => min + (max - min) * random();
  /** @template T @param {readonly T[]} items @returns {T} */
  const pick = (items) => /** @type {T} */ (items[Math.floor(random() * items.length)]);
  /** @param {number} min @param {number} max */
  const int = (min, max) => Math.floor(min + (max - min + 1) * random());
  return Object.assign(random, { range, pick, int });
}

/** A gradient's colour stops: [offset, colour, opacity?]. @typedef {[number, string, number?][]} Stops */

/** One SVG document: collects gradient defs under a unique id prefix. */
export class Art {
  /** @param {number} width @param {number} height @param {string} prefix of the ids of its gradients */
  constructor(width, height, prefix) {
    this.width = width;
    this.height = height;
    this.prefix = prefix;
    /** @type {Map<string, string>} */
    this.defs = new Map();
  }

  /**
   * A linear gradient from (x1, y1) to (x2, y2), in the shape's box; the paint that uses it.
   * @param {string} name @param {Stops} stops
   */
  linear(name, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = `${this.prefix}-${name}`;
    if (!this.defs.has(id)) {
      this.defs.set(id, `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`);
    }
    return `url(#${id})`;
  }

  /**
   * A radial gradient around (cx, cy), in the shape's box; the paint that uses it.
   * @param {string} name @param {Stops} stops
   */
  radial(name, stops, cx = 0.5, cy = 0.5, radius = 0.5) {
    const id = `${this.prefix}-${name}`;
    if (!this.defs.has(id)) {
      this.defs.set(id, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stopList(stops)}</radialGradient>`);
    }
    return `url(#${id})`;
  }

  /** The whole document around `body`, its gradients first. @param {string} body */
  render(body) {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const content = `${defs}${body}`.replace(/ d="([^"]*)"/g, (attribute, pathData) => ` d="${pathData.replace(/ -/g, '-')}"`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" stroke-linecap="round" stroke-linejoin="round">${content}</svg>\n`;
  }
}

/** @param {Stops} stops */
function stopList(stops) {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/* --------------------------------------------------------------- primitives */

/** @param {number} [opacity] */
const opacityAttribute = (opacity) => (opacity === undefined || opacity === 1 ? '' : ` opacity="${opacity}"`);
/** @param {number} cx @param {number} cy @param {number} radius @param {Paint} fill @param {number} [opacity] */
export const circle = (cx, cy, radius, fill, opacity) =>
  `<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(radius)}" fill="${fill}"${opacityAttribute(opacity)}/>`;
/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {Paint} fill @param {number} [opacity] */
export const ellipse = (cx, cy, rx, ry, fill, opacity) =>
  `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fill}"${opacityAttribute(opacity)}/>`;
/**
 * A rectangle from its top-left corner; `cornerRadius` 0 for square corners.
 * @param {number} x @param {number} y @param {number} width @param {number} height @param {number} cornerRadius @param {Paint} fill @param {number} [opacity]
 */
export const rect = (x, y, width, height, cornerRadius, fill, opacity) =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(width)}" height="${round1(height)}"${cornerRadius ? ` rx="${round1(cornerRadius)}"` : ''} fill="${fill}"${opacityAttribute(opacity)}/>`;
/** A filled path. @param {string} pathData @param {Paint} fill @param {number} [opacity] */
export const path = (pathData, fill, opacity) => `<path d="${pathData}" fill="${fill}"${opacityAttribute(opacity)}/>`;
/**
 * A stroked path; round caps and joins come from the root <svg> unless `lineCap` says otherwise.
 * @param {string} pathData @param {Paint} color @param {number} width @param {number} [opacity] @param {string} [lineCap]
 */
export const stroke = (pathData, color, width, opacity, lineCap) =>
  `<path d="${pathData}" fill="none" stroke="${color}" stroke-width="${round1(width)}"${lineCap ? ` stroke-linecap="${lineCap}"` : ''}${opacityAttribute(opacity)}/>`;
/** A circle's outline. @param {number} cx @param {number} cy @param {number} radius @param {Paint} color @param {number} width @param {number} [opacity] */
export const ring = (cx, cy, radius, color, width, opacity) =>
  `<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(radius)}" fill="none" stroke="${color}" stroke-width="${width}"${opacityAttribute(opacity)}/>`;
/** Shapes drawn together, moved by `transform` (see placeAt). @param {string} body @param {string} [transform] @param {number} [opacity] */
export const group = (body, transform, opacity) =>
  `<g${transform ? ` transform="${transform}"` : ''}${opacityAttribute(opacity)}>${body}</g>`;
/**
 * The transform that puts a shape drawn around (0, 0) at (x, y), scaled, mirrored and rotated (degrees).
 * @param {number} x @param {number} y @param {number} [scale] @param {boolean} [flip] @param {number} [rotation]
 */
export const placeAt = (x, y, scale = 1, flip = false, rotation = 0) =>
  `translate(${round1(x)} ${round1(y)})${rotation ? ` rotate(${round1(rotation)})` : ''}${scale !== 1 || flip ? ` scale(${flip ? -scale : scale} ${scale})` : ''}`;
/** The path of a closed polygon through `points`. @param {[number, number][]} points */
export const polygon = (points) => `M${points.map(([x, y]) => `${round1(x)} ${round1(y)}`).join('L')}Z`;
