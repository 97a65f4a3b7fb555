/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. Small motifs: sparkles, stars, shields, coins, houses, umbrellas, calendars, books, clocks, phones, hands and the like.
 */
import { C, SKIN, r1, shade, rng, circle, ell, rect, path, stroke, ring, g, at, poly } from './style.mjs';

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
