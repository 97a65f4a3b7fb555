/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. Each plan's emblem: large in its first
 * picture, small in the others, and as a white glyph on badges.
 */
import { COLOR, round1, shade, circle, ellipse, rect, path, stroke, group, placeAt } from './style.mjs';
import {
  sparkle,
  star,
  heart,
  coin,
  coinStack,
  umbrella,
  growthBars,
  calendar,
  gradCap,
  book,
  piggy,
  sunRays,
  bench,
  clock,
} from './motifs.mjs';
import { tree } from './people.mjs';

/**
 * An emblem, drawn around (0, 0) in a box of about 300 × 300 (callers move and scale it), in the
 * plan's colour and accent.
 * @typedef {(art: import('./style.mjs').Art, plan: { color: string, accent: string }) => string} Emblem
 */

/**
 * The white glyph of an emblem for a badge (about 60 × 60 around (0, 0)); a star for the emblems without one.
 * @param {EmblemName} emblem @param {string} color the badge's colour, for the star
 */
export function miniEmblem(emblem, color) {
  switch (emblem) {
    case 'chart':
      return stroke('M-22 16L-6 0L4 8L22-12', COLOR.white, 7) + path('M10-16H24V-2Z', COLOR.white);
    case 'umbrella':
      return path('M-26 4A26 22 0 0 1 26 4Z', COLOR.white) + stroke('M0 4V22Q0 28-6 28', COLOR.white, 5);
    case 'gradcap':
      return path('M0-18L28-6L0 6L-28-6Z', COLOR.white) + path('M-16 0V12Q0 20 16 12V0L0 6Z', COLOR.white);
    case 'bench':
    case 'sunrise':
      return path('M-22 10A22 22 0 0 1 22 10Z', COLOR.white) + rect(-28, 14, 56, 6, 3, COLOR.white);
    default:
      return circle(0, 0, 22, COLOR.white) + star(0, 0, 12, color);
  }
}

export const EMBLEMS = /** @satisfies {Record<string, Emblem>} */ ({
  chart: (art, plan) =>
    ellipse(0, 112, 130, 14, COLOR.ink, 0.15) +
    rect(-140, -120, 280, 230, 24, COLOR.white, 0.12) +
    group(growthBars(art, 0, 0, 1, '#FFFFFF', plan.accent), placeAt(-106, 96)) +
    coin(art, 108, -112, 26),
  coins: (art) =>
    ellipse(0, 112, 150, 16, COLOR.ink, 0.15) +
    coinStack(art, -86, 104, 3, 42) +
    coinStack(art, 0, 104, 5, 42) +
    coinStack(art, 86, 104, 8, 42) +
    group(
      path('M0 0C-4-24-20-40-40-44-40-22-22-6 0 0Z', '#7ED3B2') +
        path('M0 0C6-30 24-46 46-48 44-22 24-4 0 0Z', '#4CC39B') +
        rect(-2, -6, 4, 14, 2, '#2F9E78'),
      placeAt(86, -12),
    ) +
    coin(art, -120, -80, 22),
  calendar: (art, plan) =>
    ellipse(0, 120, 140, 14, COLOR.ink, 0.15) +
    calendar(art, -120, -110, 240, 210, plan.accent, [6, 12, 18], plan.accent) +
    coinStack(art, 118, 120, 4, 34) +
    coin(art, 136, -60, 24),
  piggy: (art, plan) =>
    ellipse(0, 102, 120, 12, COLOR.ink, 0.15) +
    piggy(art, 0, 20, 1.25, shade(plan.accent, 0.05)) +
    coin(art, -6, -106, 26) +
    stroke('M-6-150V-140', COLOR.white, 4, 0.6),
  gem: (art, plan) =>
    ellipse(0, 128, 110, 12, COLOR.ink, 0.15) +
    path('M-120-40L-70-100H70L120-40L0 120Z', COLOR.white) +
    path('M-120-40H120L0 120Z', shade(plan.color, 0.55)) +
    path('M-70-100L-40-40H40L70-100Z', shade(plan.color, 0.85)) +
    path('M-40-40L0 120L40-40Z', shade(plan.color, 0.7)) +
    path('M-120-40L-70-100L-40-40Z', shade(plan.accent, 0.6)) +
    path('M120-40L70-100L40-40Z', shade(plan.accent, 0.45)) +
    sparkle(100, -110, 18, COLOR.white) +
    sparkle(-110, 40, 12, COLOR.white, 0.8),
  bag: (art, plan) =>
    ellipse(0, 120, 120, 12, COLOR.ink, 0.15) +
    path(
      'M-40-70Q-110-20-110 50Q-110 116 0 116Q110 116 110 50Q110-20 40-70Z',
      art.linear('bag', [
        [0, '#FFE7A3'],
        [1, COLOR.gold2],
      ]),
    ) +
    path('M-40-70L-60-118Q-30-104 0-120Q30-104 60-118L40-70Z', '#FFD75E') +
    rect(-50, -80, 100, 18, 9, plan.color) +
    circle(0, 36, 44, COLOR.white, 0.9) +
    star(0, 36, 24, plan.accent) +
    coin(art, 112, 96, 26),
  sunrise: (art, plan) => {
    let svg = circle(0, 40, 150, COLOR.white, 0.08);
    for (let i = 0; i < 9; i++) {
      const angle = Math.PI + (i / 8) * Math.PI;
      svg += stroke(
        `M${round1(Math.cos(angle) * 112)} ${round1(40 + Math.sin(angle) * 112)}L${round1(Math.cos(angle) * 146)} ${round1(40 + Math.sin(angle) * 146)}`,
        '#FFD75E',
        10,
      );
    }
    return (
      svg +
      path(
        'M-92 40A92 92 0 0 1 92 40Z',
        art.linear('sun', [
          [0, '#FFE08A'],
          [1, COLOR.gold2],
        ]),
      ) +
      path('M-160 40Q-80 10 0 40T160 40V70H-160Z', shade(plan.color, 0.35)) +
      path('M-160 70Q-60 48 40 70T160 66V110H-160Z', shade(plan.color, 0.6)) +
      stroke('M60-120q10-10 20 0q10-10 20 0M-100-90q8-8 16 0q8-8 16 0', COLOR.white, 4, 0.8)
    );
  },
  clock: (art, plan) =>
    ellipse(0, 130, 110, 12, COLOR.ink, 0.15) +
    stroke('M-128 10A128 128 0 0 1 90-90', COLOR.white, 8, 0.6) +
    path('M78-108L112-86L78-70Z', COLOR.white, 0.6) +
    clock(0, 0, 100, COLOR.white, shade(plan.color, -0.25), plan.accent) +
    coin(art, 104, 82, 30) +
    coin(art, 62, 110, 22),
  umbrella: (art, plan) => {
    let rain = '';
    for (let i = 0; i < 9; i++) {
      const x = -150 + i * 38;
      if (x > -120 && x < 120) continue;
      rain += stroke(`M${x} ${-40 + (i % 3) * 30}l-8 22`, COLOR.white, 5, 0.5);
    }
    return (
      rain +
      stroke('M-150-120l-8 22M150-130l-8 22M-130 60l-8 22M140 40l-8 22', COLOR.white, 5, 0.5) +
      umbrella(art, 0, -10, 1.25, COLOR.white, shade(plan.color, 0.7), COLOR.navy, 96) +
      ellipse(0, 150, 110, 12, COLOR.ink, 0.15)
    );
  },
  bench: (art, plan) =>
    sunRays(70, -70, 48, '#FFD75E', 12) +
    tree(-120, 120, 0.9, shade(plan.color, 0.4)) +
    bench(20, 120, 0.95, COLOR.navy, '#E3A35E') +
    ellipse(20, 124, 150, 12, COLOR.ink, 0.15),
  jar: (art, plan) =>
    ellipse(0, 124, 110, 12, COLOR.ink, 0.15) +
    path('M-70-70H70Q96-40 96 10V90Q96 120 66 120H-66Q-96 120-96 90V10Q-96-40-70-70Z', COLOR.white, 0.35) +
    coinStack(art, -30, 110, 4, 32) +
    coinStack(art, 36, 110, 6, 32) +
    coin(art, -40, 20, 20) +
    path('M-70-70H70Q96-40 96 10V90Q96 120 66 120H-66Q-96 120-96 90V10Q-96-40-70-70Z', COLOR.white, 0.15) +
    stroke('M-74-30Q-82 0-80 40', COLOR.white, 8, 0.6) +
    rect(-78, -100, 156, 34, 10, plan.accent) +
    rect(-78, -100, 156, 10, 5, COLOR.white, 0.3) +
    coin(art, 0, -140, 24),
  gradcap: (art, plan) =>
    ellipse(0, 130, 120, 12, COLOR.ink, 0.15) + book(0, 100, 1.3, plan.accent, COLOR.white) + gradCap(0, -60, 1.25, COLOR.navy, '#FFD75E'),
  rocket: (art, plan) =>
    group(
      path('M-22 80Q0 150 22 80Z', '#FFD75E') +
        path('M-12 80Q0 124 12 80Z', COLOR.coral) +
        path('M-40 30L-74 86L-32 74Z', plan.accent) +
        path('M40 30L74 86L32 74Z', plan.accent) +
        path('M0-130C44-96 50-30 40 80H-40C-50-30-44-96 0-130Z', COLOR.white) +
        path('M0-130C44-96 50-30 40 80H0Z', shade(plan.color, 0.8), 0.6) +
        circle(0, -30, 24, shade(plan.color, -0.2)) +
        circle(0, -30, 16, '#9CC3F5') +
        rect(-6, 20, 12, 60, 6, plan.accent),
      'rotate(30)',
    ) +
    star(-120, -100, 14, COLOR.white) +
    star(110, 60, 10, COLOR.white, 0.8) +
    sparkle(-80, 90, 12, '#FFD75E'),
  blocks: (art) => {
    /** A toy block with a glyph on its face. @param {number} x @param {number} y @param {string} color @param {string} glyph */
    const cube = (x, y, color, glyph) =>
      path(`M${x - 60} ${y - 50}L${x - 40} ${y - 70}H${x + 80}L${x + 60} ${y - 50}Z`, shade(color, 0.35)) +
      path(`M${x + 60} ${y - 50}L${x + 80} ${y - 70}V${y + 50}L${x + 60} ${y + 70}Z`, shade(color, -0.2)) +
      rect(x - 60, y - 50, 120, 120, 6, color) +
      glyph;
    return (
      ellipse(10, 146, 170, 14, COLOR.ink, 0.15) +
      cube(-70, 70, COLOR.teal, star(-70, 80, 34, COLOR.white)) +
      cube(70, 70, COLOR.coral, heart(70, 80, 2.2, COLOR.white)) +
      cube(0, -70, '#FFD75E', circle(0, -60, 32, COLOR.white)) +
      coin(art, 136, -70, 24)
    );
  },
  target: (art, plan) =>
    ellipse(0, 136, 110, 12, COLOR.ink, 0.15) +
    circle(0, 0, 126, COLOR.white) +
    circle(0, 0, 98, shade(plan.color, 0.1)) +
    circle(0, 0, 70, COLOR.white) +
    circle(0, 0, 42, plan.accent) +
    circle(0, 0, 16, COLOR.white) +
    stroke('M6-6L120-120', COLOR.navy, 8) +
    path('M120-120L112-150L136-140L150-128L140-112Z', COLOR.gold) +
    path('M120-120L150-128L140-112Z', COLOR.gold2),
});

/** The name of an emblem. @typedef {keyof typeof EMBLEMS} EmblemName */
