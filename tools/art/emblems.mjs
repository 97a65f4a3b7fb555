/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. Backgrounds and each plan's hero emblem.
 */
import { C, r1, shade, circle, ell, rect, path, stroke, g, at } from './style.mjs';
import { sparkle, star, heart, coin, coinStack, umbrella, growthBars, calendar, gradCap, book, piggy, sunRays, bench, clock } from './motifs.mjs';
import { tree } from './people.mjs';

export function bgGradient(a, w, h, c1, c2, name = 'bg', dir = [0, 0, 1, 1]) {
  return rect(0, 0, w, h, 0, a.lin(name, [[0, c1], [1, c2]], ...dir));
}

/* ---------------------------------------------------------- plan emblems */
// Each emblem is drawn around (0, 0) in a ~300 x 300 box; callers translate/scale it.

export function emMini(motif, col) {
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

export const EMBLEMS = {
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
