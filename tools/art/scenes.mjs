/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. The four pictures of a plan: its emblem,
 * the people it is for, how it works, and what it protects. Each scene takes the plan's look
 * (plans.mjs) and a random source seeded for that picture, so it draws the same every time.
 */
import { COLOR, SKIN, round1, shade, Art, circle, ellipse, rect, path, stroke, ring, group, placeAt } from './style.mjs';
import { sparkle, star, heart, SHIELD_PATH, shieldShape, tick, dots, coin, house, umbrella, hands } from './motifs.mjs';
import { EMBLEMS } from './emblems.mjs';

/** @typedef {import('./plans.mjs').PlanLook} PlanLook */
/** @typedef {import('./style.mjs').Random} Random */
/** @typedef {'book' | 'cap' | 'rings' | 'heart' | 'house' | 'plus' | 'shield' | 'star'} MiniIcon */

/** Every picture's size. */
export const WIDTH = 800;
export const HEIGHT = 600;

/** Large faint circles scattered over the background. @param {Random} random @param {string} fill */
export function softShapes(random, fill, count = 3) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    svg += circle(random.range(0, WIDTH), random.range(0, HEIGHT), random.range(90, 220), fill, round1(random.range(0.05, 0.1)));
  }
  return svg;
}

/** A small card with a coloured dot holding `glyph` and two lines of "text", its top-left at (x, y). @param {number} x @param {number} y @param {string} color @param {string} glyph */
export function chip(x, y, color, glyph) {
  return group(
    rect(4, 8, 176, 64, 18, COLOR.ink, 0.12) +
      rect(0, 0, 176, 64, 18, COLOR.white) +
      circle(32, 32, 20, color) +
      glyph +
      rect(62, 20, 88, 9, 4.5, COLOR.navy, 0.75) +
      rect(62, 37, 58, 8, 4, COLOR.paleBlue),
    placeAt(x, y),
  );
}

/**
 * A scene's background: the whole canvas in a linear gradient from `from` to `to`, along
 * `direction` (x1, y1, x2, y2 as fractions of the canvas).
 * @param {Art} art @param {string} from @param {string} to @param {number[]} direction
 */
export function backdrop(art, from, to, direction) {
  return rect(
    0,
    0,
    WIDTH,
    HEIGHT,
    0,
    art.linear(
      'bg',
      [
        [0, from],
        [1, to],
      ],
      ...direction,
    ),
  );
}

/** Scene 1: the plan's emblem, large, with two cards beside it. @param {PlanLook} plan @param {Random} random */
export function heroScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-a`);
  const color = plan.color;
  const direction = random.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0.4, 1],
  ]);
  let svg = backdrop(art, shade(color, 0.18), shade(color, -0.42), direction);
  svg += softShapes(random, COLOR.white, 2);
  const emblemX = random.pick([300, 400, 500]);
  const emblemY = random.range(290, 320);
  const chipShift = random.pick([30, 60]);
  svg += dots(emblemX > 400 ? 40 : WIDTH - 40 - 5 * 22, random.pick([40, 430]), 6, 6, 22, 2.6, COLOR.white, 0.22);
  svg += path(`M0 ${HEIGHT - 90}Q200 ${HEIGHT - 140} 400 ${HEIGHT - 100}T${WIDTH} ${HEIGHT - 120}V${HEIGHT}H0Z`, shade(color, -0.5), 0.35);
  svg += circle(emblemX, emblemY, 200, COLOR.white, 0.1);
  svg += group(EMBLEMS[plan.emblem](art, plan), placeAt(emblemX, emblemY, round1(random.range(1.14, 1.24))));
  // floating chips on the free side(s)
  const glyphOk = tick(32, 32, 0.55, COLOR.white, 7);
  const glyphStar = star(32, 32, 11, COLOR.white);
  if (emblemX === 300) {
    svg += chip(590, 110 + chipShift, plan.accent, glyphOk) + chip(600, 420 - chipShift, color, glyphStar);
  } else if (emblemX === 500) {
    svg += chip(30, 100 + chipShift, plan.accent, glyphOk) + chip(20, 420 - chipShift, color, glyphStar);
  } else {
    svg += chip(604, 40 + chipShift, plan.accent, glyphOk) + chip(20, 470 - chipShift, color, glyphStar);
  }
  for (let i = 0; i < 5; i++) {
    const sparkleX = random.range(40, 760);
    const sparkleY = random.range(40, 560);
    if (Math.hypot(sparkleX - emblemX, sparkleY - emblemY) < 250) continue;
    svg += sparkle(sparkleX, sparkleY, random.range(7, 14), i % 2 ? COLOR.white : '#FFD75E', 0.9);
  }
  return art.render(svg);
}

/** Scene 4: what the plan protects, under a shield, an umbrella or in cupped hands. @param {PlanLook} plan @param {Random} random */
export function protectScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-d`);
  const color = plan.color;
  let svg = backdrop(
    art,
    COLOR.navy,
    shade(color, -0.35),
    random.pick([
      [0, 0, 1, 1],
      [1, 0, 0, 1],
    ]),
  );
  const centerX = random.pick([360, 400, 440]);
  svg += circle(
    centerX,
    300,
    300,
    art.radial('glow', [
      [0, color, 0.55],
      [0.6, color, 0.15],
      [1, color, 0],
    ]),
  );
  svg += softShapes(random, COLOR.white, 2);
  svg += dots(random.pick([30, 650]), random.pick([30, 460]), 6, 5, 22, 2.6, COLOR.white, 0.18);
  const variant = plan.guard;
  const rim = art.linear('rim', [
    [0, '#FFD75E'],
    [1, COLOR.gold2],
  ]);
  const fill = art.linear('sh', [
    [0, shade(color, 0.25)],
    [1, shade(color, -0.25)],
  ]);
  if (variant === 'shield') {
    svg += `<circle cx="${centerX}" cy="300" r="220" fill="none" stroke="${COLOR.white}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 12"/>`;
    svg += group(path(SHIELD_PATH, rim), placeAt(centerX, 300, 2.6)) + group(path(SHIELD_PATH, fill), placeAt(centerX, 300, 2.38));
    svg += path(
      `M${centerX} ${300 - 145}C${centerX + 40} ${300 - 117} ${centerX + 79} ${300 - 107} ${centerX + 119} ${300 - 107}V${300 - 14}C${centerX + 119} ${300 + 69} ${centerX + 69} ${300 + 119} ${centerX} ${300 + 145}Z`,
      COLOR.white,
      0.08,
    );
    if (plan.need === 'child') {
      svg +=
        circle(centerX - 30, 258, 24, COLOR.white) + path(`M${centerX - 70} 352V322A40 36 0 0 1 ${centerX + 10} 322V352Z`, COLOR.white);
      svg +=
        circle(centerX + 44, 292, 17, COLOR.white) +
        path(`M${centerX + 16} 352V334A28 26 0 0 1 ${centerX + 72} 334V352Z`, COLOR.white) +
        heart(centerX + 44, 236, 1.1, COLOR.coral);
    } else if (plan.need === 'wealth') {
      svg +=
        stroke(`M${centerX - 70} 350L${centerX - 22} 300L${centerX + 10} 326L${centerX + 66} 262`, COLOR.white, 14) +
        path(`M${centerX + 40} 252L${centerX + 82} 244L${centerX + 74} 286Z`, COLOR.white) +
        coin(art, centerX - 40, 250, 26);
    } else {
      svg += familyGlyph(centerX, 318, 1.15);
    }
    const orbitStart = random.pick([-135, -45]);
    /** @type {[number, MiniIcon, string][]} the angle, icon and colour of each of the four circles around the shield */
    const orbit = [
      [orbitStart, 'heart', COLOR.coral],
      [orbitStart + 90, 'house', COLOR.gold],
      [orbitStart + 180, 'plus', COLOR.teal],
      [orbitStart + 270, 'star', plan.accent],
    ];
    orbit.forEach(([deg, icon, iconColor]) => {
      const angle = (deg * Math.PI) / 180;
      const x = centerX + Math.cos(angle) * 220;
      const y = 300 + Math.sin(angle) * 220;
      svg +=
        circle(x, y + 5, 42, COLOR.ink, 0.25) + circle(x, y, 42, COLOR.white) + group(miniIcon(icon, 0, 0, iconColor), placeAt(x, y, 1.25));
    });
  } else if (variant.startsWith('umbrella')) {
    let rain = '';
    for (let i = 0; i < 26; i++) {
      const x = random.range(20, 780);
      const y = random.range(20, 520);
      if (Math.abs(x - centerX) < 230 && y > 120) continue;
      rain += `M${round1(x)} ${round1(y)}l-7 20`;
    }
    svg += stroke(rain, COLOR.white, 4, 0.35);
    svg += path(`M0 520Q400 490 800 520V600H0Z`, shade(color, -0.45), 0.6);
    if (plan.guard === 'umbrellaHouse') {
      svg += house(art, centerX, 500, 1.1, { roof: plan.accent, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
      svg += stroke(`M${centerX} 250V322`, COLOR.white, 8) + umbrella(art, centerX, 250, 2.2, color, shade(color, 0.35), COLOR.white, 0);
    } else {
      svg +=
        ellipse(centerX, 492, 170, 18, COLOR.ink, 0.25) +
        familyGlyph(centerX, 430, 1.3) +
        heart(centerX + 110, 360, 1.5, COLOR.coral) +
        heart(centerX - 120, 380, 1, COLOR.coral, 0.7);
      svg += umbrella(art, centerX, 296, 2.2, color, shade(color, 0.35), COLOR.white, 0);
    }
    svg += sparkle(centerX + 230, 120, 14, '#FFD75E') + sparkle(centerX - 250, 200, 10, COLOR.white);
  } else {
    svg += group(path(SHIELD_PATH, COLOR.white), placeAt(centerX, 250, 2.8), 0.08);
    svg += group(`<path d="${SHIELD_PATH}" fill="none" stroke="#FFD75E" stroke-width="2.5" opacity="0.6"/>`, placeAt(centerX, 250, 2.8));
    const held = plan.need === 'pension' || plan.need === 'wealth' ? 'coin' : plan.emblem === 'sunrise' ? 'house' : 'heart';
    let inner = heart(
      centerX,
      262,
      5.2,
      art.linear(
        'ht',
        [
          [0, '#FF8A6B'],
          [1, COLOR.rose],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    if (held === 'coin') inner = coin(art, centerX, 260, 66);
    if (held === 'house')
      inner = house(art, centerX, 330, 0.62, { roof: plan.accent, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
    svg += circle(centerX, 260, 96, COLOR.white, 0.12) + inner;
    svg += hands(art, centerX, 420, 1.4, random.pick(SKIN), shade(color, 0.6));
    svg +=
      sparkle(centerX - 150, 140, 12, '#FFD75E') + sparkle(centerX + 160, 170, 16, '#FFD75E') + sparkle(centerX + 120, 90, 8, COLOR.white);
  }
  return art.render(svg);
}

/** A family pictogram (two adults and a child) at (x, y). @param {number} x @param {number} y @param {number} scale */
export function familyGlyph(x, y, scale, color = COLOR.white) {
  /** One figure of the family. @param {number} figureX @param {number} figureY @param {number} size */
  const figure = (figureX, figureY, size) =>
    circle(figureX, figureY - 46 * size, 16 * size, color) +
    path(
      `M${figureX - 26 * size} ${figureY + 20 * size}V${figureY - 4 * size}A26 ${24 * size} 0 0 1 ${figureX + 26 * size} ${figureY - 4 * size}V${figureY + 20 * size}Z`,
      color,
    );
  return group(figure(-40, 0, 1) + figure(40, 0, 1) + figure(0, 18, 0.7), placeAt(x, y, scale));
}

/** A small icon in a milestone's or an orbit's circle. @param {MiniIcon} kind @param {number} x @param {number} y @param {string} color */
export function miniIcon(kind, x, y, color) {
  switch (kind) {
    case 'book':
      return group(
        path('M-20-12Q-10-16 0-12Q10-16 20-12V14Q10 10 0 14Q-10 10-20 14Z', color) + stroke('M0-12V14', COLOR.white, 2),
        placeAt(x, y),
      );
    case 'cap':
      return group(path('M0-16L24-6L0 4L-24-6Z', color) + path('M-14-1V9Q0 16 14 9V-1L0 4Z', color), placeAt(x, y));
    case 'rings':
      return ring(x - 8, y + 2, 12, color, 5) + ring(x + 8, y + 2, 12, color, 5);
    case 'heart':
      return heart(x, y + 2, 1.2, color);
    case 'house':
      return path(`M${x - 18} ${y + 14}V${y - 2}L${x} ${y - 18}L${x + 18} ${y - 2}V${y + 14}Z`, color);
    case 'plus':
      return rect(x - 6, y - 18, 12, 36, 4, color) + rect(x - 18, y - 6, 36, 12, 4, color);
    case 'shield':
      return shieldShape(x, y, 0.32, color);
    default:
      return star(x, y, 18, color);
  }
}
