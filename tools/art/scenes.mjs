/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. The four pictures of a plan: its emblem,
 * the people it is for, how it works, and what it protects. Each scene takes the plan's look
 * (plans.mjs) and a random source seeded for that picture, so it draws the same every time.
 */
import { COLOR, SKIN, round1, shade, Art, circle, ellipse, rect, path, stroke, ring, group, placeAt } from './style.mjs';
import { sparkle, star, heart, SHIELD_PATH, shieldShape, tick, dots, coin, coinStack, cloud, plant, house, umbrella, calendar, sunRays, bench, clock, hands, skyline } from './motifs.mjs';
import { person, tree, cypress } from './people.mjs';
import { miniEmblem, EMBLEMS } from './emblems.mjs';

/** @typedef {import('./plans.mjs').PlanLook} PlanLook */
/** @typedef {import('./style.mjs').Random} Random */
/** @typedef {'book' | 'cap' | 'rings' | 'heart' | 'house' | 'plus' | 'shield' | 'star'} MiniIcon */

/** Every picture's size. */
const WIDTH = 800;
const HEIGHT = 600;

/** Large faint circles scattered over the background. @param {Random} random @param {string} fill */
function softShapes(random, fill, count = 3) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    svg += circle(random.range(0, WIDTH), random.range(0, HEIGHT), random.range(90, 220), fill, round1(random.range(0.05, 0.1)));
  }
  return svg;
}

/** A small card with a coloured dot holding `glyph` and two lines of "text", its top-left at (x, y). @param {number} x @param {number} y @param {string} color @param {string} glyph */
function chip(x, y, color, glyph) {
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

/** Scene 1: the plan's emblem, large, with two cards beside it. @param {PlanLook} plan @param {Random} random */
export function heroScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-a`);
  const color = plan.color;
  const direction = random.pick([[0, 0, 1, 1], [1, 0, 0, 1], [0, 0, 0.4, 1]]);
  let svg = rect(0, 0, WIDTH, HEIGHT, 0, art.linear('bg', [[0, shade(color, 0.18)], [1, shade(color, -0.42)]], ...direction));
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

/**
 * A living room behind the people: a window with curtains, a sofa, a plant and a framed picture.
 * @param {Art} art @param {string} color @param {(x: number) => number} side mirrors an x when the scene is flipped
 */
function livingRoom(art, color, side, frame = true) {
  let svg = '';
  svg += rect(0, 0, WIDTH, 500, 0, art.linear('wall', [[0, shade(color, 0.92)], [1, shade(color, 0.82)]]));
  const windowX = side(600) - 110;
  svg += rect(windowX, 70, 220, 190, 12, COLOR.white) + rect(windowX + 12, 82, 196, 166, 6, '#BFE3FF') + cloud(windowX + 80, 150, 0.4, COLOR.white) + rect(windowX + 106, 82, 8, 166, 0, COLOR.white) + rect(windowX + 12, 160, 196, 8, 0, COLOR.white);
  svg += path(`M${windowX - 20} 60H${windowX + 40}Q${windowX + 20} 160 ${windowX + 36} 280H${windowX - 20}Z`, shade(color, 0.2)) + path(`M${windowX + 240} 60H${windowX + 180}Q${windowX + 200} 160 ${windowX + 184} 280H${windowX + 240}Z`, shade(color, 0.2));
  svg += rect(windowX - 30, 52, 280, 10, 5, COLOR.navy);
  svg += rect(0, 500, WIDTH, 100, 0, shade(color, 0.7)) + rect(0, 496, WIDTH, 8, 0, shade(color, 0.5));
  svg += rect(side(400) - 230, 330, 460, 140, 40, shade(color, -0.1)) + rect(side(400) - 250, 380, 500, 110, 30, shade(color, 0.1)) + rect(side(400) - 210, 350, 420, 60, 24, shade(color, 0.2));
  svg += plant(side(730), 520, 1.1, COLOR.coral, COLOR.teal);
  if (frame) svg += rect(side(90) - 40, 150, 80, 100, 8, COLOR.navy) + rect(side(90) - 32, 158, 64, 84, 4, COLOR.paleGold) + heart(side(90), 200, 1.2, COLOR.coral);
  return svg;
}

/** A school with a clock and a flag, standing on the ground around x. @param {number} x @param {string} color @param {string} accent */
function schoolBuilding(x, color, accent) {
  let svg = rect(x - 150, 300, 300, 200, 6, COLOR.white) + path(`M${x - 170} 304L${x} 210L${x + 170} 304Z`, color) + path(`M${x - 140} 300L${x} 228L${x + 140} 300Z`, shade(color, 0.25));
  svg += clock(x, 268, 22, COLOR.white, COLOR.navy, accent);
  for (let i = 0; i < 4; i++) svg += rect(x - 126 + i * 70 - (i > 1 ? -40 : 0), 330, 42, 46, 4, '#BFE3FF');
  svg += rect(x - 26, 400, 52, 100, 6, COLOR.navy) + rect(x - 160, 494, 320, 10, 4, shade(color, -0.3), 0.5);
  const flagX = x > WIDTH / 2 ? x + 176 : x - 176; // flagpole on the outer side
  svg += rect(flagX, 250, 5, 250, 2, COLOR.navy) + path(`M${flagX + 5} 254H${flagX + 50}L${flagX + 38} 270L${flagX + 50} 286H${flagX + 5}Z`, accent);
  return svg;
}

/** Scene 2: the people the plan is for, where they live. @param {PlanLook} plan @param {Random} random */
export function peopleScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-b`);
  const color = plan.color;
  const skins = /** @type {[string, string, string, string]} */ ([...SKIN].sort(() => random() - 0.5));
  let svg = rect(0, 0, WIDTH, HEIGHT, 0, art.linear('bg', [[0, shade(color, 0.9)], [1, COLOR.cream]], 0, 0, 0.3, 1));
  svg += softShapes(random, color, 2);
  const glowX = random.pick([280, 400, 520]);
  svg += circle(glowX, 300, 220, COLOR.white, 0.7);
  svg += dots(random.pick([40, 620]), 40, 6, 4, 22, 2.6, color, 0.25);
  const ground = shade(color, 0.72);
  svg += path(`M0 500Q400 ${random.range(470, 490)} 800 500V600H0Z`, ground);
  svg += path('M0 560Q400 540 800 560V600H0Z', shade(color, 0.6), 0.6);
  const flip = random() > 0.5;
  /** An x of the scene, mirrored when the scene is flipped. @param {number} x */
  const side = (x) => (flip ? WIDTH - x : x);
  const GROUND = 520;
  /** The plan's emblem on a round badge. @param {number} x @param {number} y */
  const badge = (x, y) =>
    circle(x, y + 6, 44, COLOR.ink, 0.12) + circle(x, y, 44, color) + ring(x, y, 52, color, 3, 0.3) + group(miniEmblem(plan.emblem, color), placeAt(x, y, 1.05));
  const palette = [COLOR.teal, COLOR.coral, COLOR.gold, COLOR.blue, COLOR.violet, COLOR.rose].filter((other) => other !== color);
  const otherColor = () => random.pick(palette);
  const womansHair = random.pick(/** @type {const} */ (['long', 'bun', 'braid', 'bob']));
  const mansHair = random.pick(/** @type {const} */ (['short', 'side']));

  let people = '';
  let peopleX = side(330);
  switch (plan.people) {
    case 'pro': {
      svg += skyline(side(560) - 160, 500, 320, shade(color, 0.55), shade(color, 0.8), `${plan.path}-sky`, 0.8);
      svg += plant(side(90), 540, 1.1, color, COLOR.teal);
      const manX = side(330);
      const womanX = side(470);
      peopleX = side(400);
      people += person({ kind: 'man', outfit: plan.need === 'protection' ? 'shirt' : 'suit', hair: mansHair, skin: skins[0], top: plan.need === 'protection' ? otherColor() : COLOR.navy, bottom: COLOR.navy, accent: plan.accent, hold: 'tablet', x: manX, y: GROUND, scale: 1.45, arms: ['hold', 'hold'] });
      people += person({ kind: 'woman', outfit: 'blazer', hair: womansHair, skin: skins[1], top: color, bottom: COLOR.navy, inner: COLOR.white, x: womanX, y: GROUND + 4, scale: 1.42, arms: flip ? ['present', 'down'] : ['down', 'present'] });
      svg += chip(side(600) - 88, 110, plan.accent, group(miniEmblem(plan.emblem, color), placeAt(32, 32, 0.5)));
      svg += badge(side(150), 140);
      break;
    }
    case 'couple': {
      peopleX = side(315);
      svg += house(art, side(610), 500, 1.15, { roof: color, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
      svg += tree(side(730), 505, 0.8, COLOR.teal);
      people += person({ kind: 'man', outfit: 'shirt', hair: mansHair, skin: skins[0], top: otherColor(), bottom: COLOR.navy, x: side(260), y: GROUND, scale: 1.5, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      people += person({ kind: 'woman', outfit: random() > 0.5 ? 'kurti' : 'saree', hair: womansHair, skin: skins[1], top: color, bottom: flip ? COLOR.cream : shade(color, -0.2), accent: plan.accent, bindi: true, x: side(370), y: GROUND + 2, scale: 1.44, arms: flip ? ['down', 'out'] : ['out', 'down'] });
      svg += heart(side(315), 150, 2.2, COLOR.coral) + badge(side(140), 130);
      break;
    }
    case 'family':
    case 'multigen': {
      const setting = plan.people === 'multigen' ? 'house' : plan.setting || random.pick(['house', 'park', 'home']);
      if (setting === 'house') {
        svg += house(art, side(620), 500, 1.2, { roof: color, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
        svg += tree(side(750), 505, 0.85, COLOR.teal);
      } else if (setting === 'park') {
        svg += tree(side(660), 510, 1.5, COLOR.teal) + cypress(side(760), 515, 1.1, shade(COLOR.teal, -0.15));
        const kiteX = side(600);
        svg += stroke(`M${kiteX} 150Q${kiteX - 60} 260 ${kiteX - 20} 330`, COLOR.navy, 2, 0.5);
        svg += group(path('M0-44L30 0L0 44L-30 0Z', plan.accent) + path('M0-44L30 0L0 0Z', shade(plan.accent, 0.3)) + path('M0 0L-30 0L0 44Z', shade(plan.accent, -0.15)) + stroke('M0 44q-10 20 4 34q14 14-2 30', COLOR.navy, 2) + path('M-4 60l8-4-2 10Z', COLOR.coral) + path('M-2 90l8-2-4 9Z', COLOR.teal), placeAt(kiteX, 110, 1, false, 20));
        svg += plant(side(80), 520, 0.9, COLOR.coral, COLOR.teal);
      } else if (setting === 'city') {
        svg += skyline(side(600) - 200, 500, 400, shade(color, 0.55), shade(color, 0.82), `${plan.path}-city`, 0.85);
        svg += tree(side(120), 505, 0.9, COLOR.teal) + stroke(`M${side(700)} 500V330`, COLOR.navy, 6) + path(`M${side(700) - 22} 330H${side(700) + 22}L${side(700) + 12} 310H${side(700) - 12}Z`, COLOR.navy) + circle(side(700), 336, 8, '#FFE08A');
      } else {
        svg += livingRoom(art, color, side, false);
      }
      if (plan.people === 'multigen') {
        people += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[2], top: COLOR.cream, bottom: COLOR.cream, vest: color, glasses: true, x: side(140), y: GROUND, scale: 1.38 });
      }
      const shift = plan.people === 'multigen' ? 60 : setting === 'home' ? 100 : 0;
      peopleX = side(plan.people === 'multigen' ? 270 : 300 + shift);
      const kidMid = plan.people === 'multigen' || random() > 0.4;
      const girl = random() > 0.5;
      const kidX = kidMid ? 300 : 432;
      const momX = kidMid ? 390 : 330;
      people += person({ kind: 'man', outfit: 'shirt', hair: mansHair, skin: skins[0], top: otherColor(), bottom: COLOR.navy, x: side(210 + shift), y: GROUND, scale: 1.46, arms: kidMid ? (flip ? ['out', 'down'] : ['down', 'out']) : ['down', 'down'] });
      people += person({ kind: 'woman', outfit: random() > 0.5 ? 'saree' : 'kurti', hair: womansHair, skin: skins[3], top: color, bottom: shade(color, 0.75), accent: plan.accent, bindi: true, x: side(momX + shift), y: GROUND, scale: 1.42, arms: kidMid ? (flip ? ['down', 'out'] : ['out', 'down']) : flip ? ['out', 'down'] : ['down', 'out'] });
      people += person({ kind: girl ? 'girl' : 'boy', outfit: girl ? 'dress' : 'tee', hair: girl ? 'pony' : 'short', skin: skins[1], top: plan.accent, bottom: COLOR.navy2, accent: COLOR.white, x: side(kidX + shift), y: GROUND, scale: 1.4, arms: kidMid ? ['wave', 'wave'] : flip ? ['down', 'wave'] : ['wave', 'up'] });
      svg += badge(side(kidMid ? 300 + shift : 130), 120);
      break;
    }
    case 'business': {
      const shopX = side(580);
      peopleX = side(270);
      svg += rect(shopX - 130, 250, 260, 250, 8, COLOR.white) + rect(shopX - 140, 236, 280, 20, 6, COLOR.navy);
      let awning = '';
      for (let i = 0; i < 7; i++) awning += path(`M${shopX - 140 + i * 40} 256h40v36a20 16 0 0 1-40 0Z`, i % 2 ? COLOR.white : color);
      svg += awning + rect(shopX - 100, 330, 80, 170, 6, shade(color, -0.3)) + rect(shopX + 10, 330, 100, 80, 6, '#BFE3FF') + stroke(`M${shopX + 60} 330V410M${shopX + 10} 370H${shopX + 110}`, COLOR.white, 4);
      svg += rect(shopX - 150, 494, 300, 10, 4, COLOR.navy, 0.3);
      people += person({ kind: 'woman', outfit: random() > 0.5 ? 'saree' : 'blazer', hair: womansHair, skin: skins[0], top: shade(color, -0.1), bottom: plan.accent, accent: COLOR.gold, inner: COLOR.white, bindi: true, hold: 'folder', x: side(270), y: GROUND + 4, scale: 1.5, arms: ['front', 'down'] });
      svg += coinStack(art, side(140), 520, 4, 30) + coinStack(art, side(140) + 60, 524, 2, 30);
      svg += badge(side(200), 120);
      break;
    }
    case 'retiredBench': {
      svg += sunRays(side(640), 130, 46, '#FFD75E', 12, 0.9);
      svg += tree(side(670), 505, 1.05, COLOR.teal);
      peopleX = side(340);
      people += bench(side(340), 520, 1.3, COLOR.navy, '#D38C48');
      people += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[0], top: COLOR.cream, bottom: COLOR.cream, vest: color, glasses: true, sit: true, x: side(290), y: 524, scale: 1.3 });
      people += person({ kind: 'woman', outfit: 'saree', hair: 'bun', hairColor: '#BDBDBD', skin: skins[1], top: color, bottom: shade(color, 0.8), accent: color, sit: true, x: side(395), y: 524, scale: 1.28, arms: ['down', 'front'] });
      svg += stroke(`M${side(120)} 120q10-10 20 0q10-10 20 0M${side(180)} 170q8-8 16 0q8-8 16 0`, COLOR.navy, 3.5, 0.5);
      svg += badge(side(140), 300);
      break;
    }
    case 'retired': {
      svg += house(art, side(610), 500, 1.2, { roof: color, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
      svg += plant(side(740), 520, 1.1, plan.accent, COLOR.teal);
      peopleX = side(320);
      people += person({ kind: 'man', outfit: 'kurta', hair: 'grey', skin: skins[0], top: COLOR.white, bottom: COLOR.white, vest: shade(color, -0.1), glasses: true, x: side(260), y: GROUND, scale: 1.45, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      people += stroke(`M${side(260) + (flip ? 38 : -38)} 386V520`, '#7A4A22', 5) + circle(side(260) + (flip ? 38 : -38), 385, 8.5, skins[0]);
      people += person({ kind: 'woman', outfit: 'saree', hair: 'bun', hairColor: '#BDBDBD', skin: skins[1], top: plan.accent, bottom: shade(color, 0.82), accent: color, glasses: true, x: side(380), y: GROUND + 2, scale: 1.4, arms: flip ? ['down', 'front'] : ['front', 'down'] });
      svg += badge(side(150), 120);
      break;
    }
    default: {
      // parent + child: park with balloons, school gate or living room
      const mother = random() > 0.5;
      peopleX = side(390);
      const setting = plan.setting || 'park';
      if (setting === 'park') {
        const balloonsX = side(620);
        svg += stroke(`M${balloonsX} 330Q${balloonsX + 10} 250 ${balloonsX - 20} 190M${balloonsX} 330Q${balloonsX + 20} 260 ${balloonsX + 50} 210M${balloonsX} 330Q${balloonsX - 10} 270 ${balloonsX + 10} 150`, COLOR.navy, 2, 0.5);
        svg += ellipse(balloonsX - 20, 160, 34, 40, COLOR.coral) + ellipse(balloonsX + 52, 180, 32, 38, COLOR.teal) + ellipse(balloonsX + 12, 118, 36, 42, plan.color === COLOR.gold ? COLOR.violet : COLOR.gold);
        svg += plant(side(740), 520, 1, COLOR.coral, COLOR.teal) + tree(side(100), 505, 0.8, COLOR.teal);
      } else if (setting === 'school') {
        svg += schoolBuilding(side(610), color, plan.accent) + tree(side(90), 505, 0.9, COLOR.teal);
      } else {
        svg += livingRoom(art, color, side, false);
      }
      people += person({ kind: mother ? 'woman' : 'man', outfit: mother ? random.pick(['kurti', 'saree']) : 'shirt', hair: mother ? womansHair : mansHair, skin: skins[0], top: mother ? color : otherColor(), bottom: mother ? shade(color, 0.8) : COLOR.navy, accent: plan.accent, bindi: true, x: side(330), y: GROUND, scale: 1.5, arms: flip ? ['out', 'down'] : ['down', 'out'] });
      const girl = random() > 0.5;
      people += person({ kind: girl ? 'girl' : 'boy', outfit: girl ? 'dress' : 'tee', hair: girl ? 'pony' : 'short', skin: skins[1], top: plan.accent, bottom: COLOR.navy2, accent: COLOR.white, backpack: setting === 'school' ? COLOR.coral : undefined, x: side(440), y: GROUND, scale: 1.45, arms: flip ? ['down', 'wave'] : ['wave', 'down'] });
      svg += badge(side(setting === 'park' ? 180 : 150), 130);
      break;
    }
  }
  svg += group(people, `translate(${peopleX} ${GROUND}) scale(1.3) translate(${-peopleX} ${-GROUND})`);
  for (let i = 0; i < 3; i++) svg += sparkle(random.range(60, 740), random.range(40, 200), random.range(7, 12), i % 2 ? plan.accent : color, 0.9);
  return art.render(svg);
}

/** A family pictogram (two adults and a child) at (x, y). @param {number} x @param {number} y @param {number} scale */
function familyGlyph(x, y, scale, color = COLOR.white) {
  /** One figure of the family. @param {number} figureX @param {number} figureY @param {number} size */
  const figure = (figureX, figureY, size) => circle(figureX, figureY - 46 * size, 16 * size, color) + path(`M${figureX - 26 * size} ${figureY + 20 * size}V${figureY - 4 * size}A26 ${24 * size} 0 0 1 ${figureX + 26 * size} ${figureY - 4 * size}V${figureY + 20 * size}Z`, color);
  return group(figure(-40, 0, 1) + figure(40, 0, 1) + figure(0, 18, 0.7), placeAt(x, y, scale));
}

/** A small icon in a milestone's or an orbit's circle. @param {MiniIcon} kind @param {number} x @param {number} y @param {string} color */
function miniIcon(kind, x, y, color) {
  switch (kind) {
    case 'book':
      return group(path('M-20-12Q-10-16 0-12Q10-16 20-12V14Q10 10 0 14Q-10 10-20 14Z', color) + stroke('M0-12V14', COLOR.white, 2), placeAt(x, y));
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

/** Scene 3: how the plan works, as a diagram on a card (a curve, stacks of coins, a timeline, milestones …). @param {PlanLook} plan @param {Random} random */
export function howScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-c`);
  const color = plan.color;
  let svg = rect(0, 0, WIDTH, HEIGHT, 0, art.linear('bg', [[0, COLOR.cream], [1, shade(color, 0.86)]], 0, 0, 1, 1));
  svg += softShapes(random, color, 2);
  svg += dots(random.pick([30, 640]), random.pick([30, 470]), 6, 4, 22, 2.6, color, 0.25);
  svg += rect(66, 86, 680, 440, 28, COLOR.navy, 0.08) + rect(56, 72, 688, 444, 28, COLOR.white);
  svg += rect(96, 108, 150, 14, 7, shade(color, -0.1)) + rect(96, 132, 96, 10, 5, shade(color, 0.75));
  const base = 440;
  switch (plan.diagram) {
    case 'curve': {
      for (let i = 0; i < 10; i++) {
        const height = 40 + ((i * 37 + random.int(0, 40)) % 90);
        svg += rect(120 + i * 56, base - height, 26, height, 6, shade(color, 0.88));
      }
      /** @type {[number, number][]} */
      const points = [];
      for (let i = 0; i <= 8; i++) {
        const x = 110 + i * 72;
        const y = base - 30 - Math.pow(i / 8, 1.7) * 240 - (i % 2 ? random.range(0, 22) : 0);
        points.push([x, y]);
      }
      const [endX, endY] = /** @type {[number, number]} */ (points.at(-1));
      const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${round1(x)} ${round1(y)}`).join('');
      svg += path(`${line}L${endX} ${base}L110 ${base}Z`, art.linear('area', [[0, color, 0.35], [1, color, 0.02]]));
      svg += stroke(line, color, 6);
      points.forEach(([x, y], i) => {
        if (i % 2 === 0) svg += circle(x, y, 9, COLOR.white) + ring(x, y, 9, color, 4);
      });
      svg += stroke(`M110 ${base}H700`, COLOR.navy, 3, 0.3);
      svg += coin(art, endX - 10, endY - 48, 26) + path(`M${endX + 20} ${endY - 8}l14-30 14 30Z`, plan.accent);
      break;
    }
    case 'stack': {
      const stacks = 6;
      svg += stroke(`M110 ${base}H700`, COLOR.navy, 3, 0.3);
      /** @type {[number, number][]} */
      const tops = [];
      for (let i = 0; i < stacks; i++) {
        const x = 150 + i * 100;
        const coins = 2 + Math.round(i * 1.7);
        svg += coinStack(art, x, base - 6, coins, 34);
        svg += rect(x - 22, base + 20, 44, 12, 6, i === stacks - 1 ? plan.accent : shade(color, 0.7));
        tops.push([x, base - 6 - coins * 10.2 - 40]);
      }
      const line = tops.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${round1(y)}`).join('');
      svg += `<path d="${line}" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="2 12"/>`;
      const [lastX, lastY] = /** @type {[number, number]} */ (tops.at(-1));
      svg += circle(lastX, lastY - 18, 22, color) + path(`M${lastX - 9} ${round1(lastY - 14)}L${lastX} ${round1(lastY - 28)}L${lastX + 9} ${round1(lastY - 14)}Z`, COLOR.white);
      svg += sparkle(lastX - 52, lastY - 10, 12, plan.accent);
      break;
    }
    case 'twophase': {
      // accumulate (rising area) then regular pension payouts (coins dropping)
      const peak = 400;
      const top = 200;
      svg += path(`M110 ${base}L110 ${base - 30}C220 ${base - 50} 300 ${top + 60} ${peak} ${top}V${base}Z`, art.linear('acc', [[0, color, 0.4], [1, color, 0.05]]));
      svg += stroke(`M110 ${base - 30}C220 ${base - 50} 300 ${top + 60} ${peak} ${top}H700`, color, 6);
      svg += `<path d="M${peak} ${top + 14}V${base}" stroke="${color}" stroke-width="3" stroke-dasharray="6 8" opacity="0.6"/>`;
      svg += circle(peak, top, 14, COLOR.white) + ring(peak, top, 14, color, 6);
      svg += coinStack(art, 200, base - 4, 3, 28) + coinStack(art, 300, base - 4, 6, 28);
      for (let i = 0; i < 5; i++) {
        const x = 460 + i * 56;
        svg += `<path d="M${x} ${top + 10}V${top + 120 + (i % 2) * 30}" stroke="${plan.accent}" stroke-width="3" stroke-dasharray="3 7"/>`;
        svg += coin(art, x, top + 150 + (i % 2) * 30, 20);
      }
      svg += stroke(`M110 ${base}H700`, COLOR.navy, 3, 0.3);
      svg += rect(150, base + 22, 190, 12, 6, shade(color, 0.7)) + rect(460, base + 22, 220, 12, 6, shade(plan.accent, 0.55));
      break;
    }
    case 'limited': {
      // pay premiums for a few years, stay covered, collect a lump sum at maturity
      const y = 330;
      const startX = 120;
      const endX = 590;
      const paidSteps = 3;
      const steps = 8;
      const splitX = startX + ((endX - startX) * paidSteps) / steps;
      svg += rect(splitX, y - 100, endX - splitX + 10, 56, 28, shade(color, 0.85)) + shieldShape(splitX + 34, y - 72, 0.32, color) + tick(splitX + 34, y - 74, 0.4, COLOR.white, 7);
      svg += `<path d="M${splitX + 70} ${y - 72}H${endX - 20}" stroke="${color}" stroke-width="5" stroke-dasharray="2 14" opacity="0.7"/>`;
      svg += rect(startX, y - 9, endX - startX, 18, 9, shade(color, 0.82)) + rect(startX, y - 9, splitX - startX, 18, 9, color);
      for (let i = 0; i <= steps; i++) {
        const x = startX + ((endX - startX) * i) / steps;
        svg += circle(x, y, 13, COLOR.white) + ring(x, y, 13, i <= paidSteps ? color : shade(color, 0.5), 5) + rect(x - 16, y + 100, 32, 9, 4.5, shade(color, 0.8));
        if (i < paidSteps) svg += path(`M${round1(x - 9)} ${y + 28}h18l-9 13Z`, color, 0.7) + coin(art, x, y + 64, 15);
      }
      svg += group(EMBLEMS.bag(art, plan), placeAt(670, y - 14, 0.48));
      svg += shieldShape(110, 470, 0.34, color) + tick(110, 468, 0.42, COLOR.white, 7) + rect(140, 456, 120, 10, 5, shade(color, 0.75)) + rect(140, 474, 80, 8, 4, shade(color, 0.85));
      break;
    }
    case 'cover': {
      const y = 250;
      svg += circle(170, y, 76, shade(color, 0.85)) + familyGlyph(170, y + 14, 0.72, color);
      svg += rect(262, y - 40, 430, 80, 40, art.linear('band', [[0, shade(color, 0.2)], [1, shade(color, -0.2)]], 0, 0, 1, 0));
      svg += stroke(`M290 ${y}H400L418 ${y - 26}L440 ${y + 26}L462 ${y - 34}L482 ${y + 18}L496 ${y}H610`, COLOR.white, 6);
      svg += circle(652, y, 30, COLOR.white) + shieldShape(652, y, 0.36, color) + tick(652, y - 2, 0.45, COLOR.white, 7);
      const timelineY = 410;
      svg += rect(120, timelineY - 6, 560, 12, 6, shade(color, 0.8));
      for (let i = 0; i <= 7; i++) {
        const x = 120 + i * 80;
        svg += circle(x, timelineY, 11, COLOR.white) + ring(x, timelineY, 11, color, 4) + rect(x - 16, timelineY + 28, 32, 8, 4, shade(color, 0.8));
        if (i < 7) svg += coin(art, x, timelineY - 40, 11);
      }
      break;
    }
    case 'timeline':
    case 'moneyback': {
      const y = 290;
      const startX = 130;
      const endX = 670;
      const money = plan.diagram === 'moneyback';
      const steps = money ? random.int(4, 6) : random.int(7, 9);
      const split = money ? 1 : 3;
      const splitX = startX + ((endX - startX) * split) / steps;
      svg += rect(startX, y - 9, endX - startX, 18, 9, shade(color, 0.82)) + rect(startX, y - 9, splitX - startX, 18, 9, color);
      for (let i = 0; i <= steps; i++) {
        const x = startX + ((endX - startX) * i) / steps;
        const paid = i > split;
        svg += circle(x, y, paid ? 17 : 13, COLOR.white) + ring(x, y, paid ? 17 : 13, paid ? plan.accent : color, 5);
        svg += rect(x - 18, y + 108, 36, 9, 4.5, shade(color, 0.8));
        if (!paid && i > 0) svg += path(`M${round1(x - 9)} ${y + 30}h18l-9 13Z`, color, 0.7) + coin(art, x, y + 66, 15);
        if (paid) {
          const radius = money ? 20 + (i - split) * 4 : 20;
          const coinY = y - 64 - (money ? (i - split) * 12 : 0);
          svg += `<path d="M${round1(x)} ${y - 22}V${round1(coinY + radius + 6)}" stroke="${plan.accent}" stroke-width="3" stroke-dasharray="4 6"/>`;
          svg += coin(art, x, coinY, radius);
        }
      }
      svg += shieldShape(110, 458, 0.34, color) + tick(110, 456, 0.42, COLOR.white, 7) + rect(140, 444, 120, 10, 5, shade(color, 0.75)) + rect(140, 462, 80, 8, 4, shade(color, 0.85));
      svg += circle(660, 452, 50, shade(color, 0.9)) + group(EMBLEMS[plan.emblem](art, plan), placeAt(660, 452, 0.26));
      break;
    }
    case 'annuity': {
      svg += coinStack(art, 170, 420, 7, 48) + coin(art, 130, 260, 22);
      svg += stroke('M250 330H330', color, 10) + path('M326 310L360 330L326 350Z', color);
      const cardX = 390;
      const cardY = 190;
      svg += rect(cardX + 6, cardY + 10, 300, 270, 18, COLOR.navy, 0.12) + rect(cardX, cardY, 300, 270, 18, shade(color, 0.92)) + path(`M${cardX} ${cardY + 18}Q${cardX} ${cardY} ${cardX + 18} ${cardY}H${cardX + 282}Q${cardX + 300} ${cardY} ${cardX + 300} ${cardY + 18}V${cardY + 54}H${cardX}Z`, color);
      svg += rect(cardX + 70, cardY - 14, 12, 30, 6, COLOR.navy) + rect(cardX + 218, cardY - 14, 12, 30, 6, COLOR.navy);
      for (let j = 0; j < 3; j++) for (let i = 0; i < 4; i++) svg += coin(art, cardX + 45 + i * 70, cardY + 96 + j * 62, 18);
      break;
    }
    case 'milestones': {
      // v0: winding road, v1: wave with alternating stops, v2: rising steps
      /** @type {MiniIcon} */
      const last = plan.emblem === 'target' ? 'house' : 'rings';
      /** @type {[number, number, MiniIcon][]} */
      let milestones;
      if (plan.variant === 1) {
        const line = 'M90 400C170 290 250 290 300 370S430 490 500 400 620 270 720 320';
        svg += stroke(line, shade(color, 0.8), 26) + `<path d="${line}" fill="none" stroke="${COLOR.white}" stroke-width="4" stroke-dasharray="12 12"/>`;
        milestones = [[130, 342, 'heart'], [300, 370, 'book'], [500, 400, 'cap'], [690, 306, last]];
      } else if (plan.variant === 2) {
        /** @type {MiniIcon[]} */
        const icons = ['star', 'book', 'cap', last];
        milestones = icons.map((icon, i) => {
          const x = 110 + i * 150;
          const height = 70 + i * 80;
          svg += rect(x, 470 - height, 140, height, 14, shade(color, 0.86 - i * 0.08)) + rect(x, 470 - height, 140, 12, 6, shade(color, 0.6), 0.5);
          return [x + 70, 470 - height - 50, icon];
        });
      } else {
        const line = 'M110 470C220 470 220 360 330 360S450 250 540 250 640 150 700 130';
        svg += stroke(line, shade(color, 0.8), 34) + `<path d="${line}" fill="none" stroke="${COLOR.white}" stroke-width="4" stroke-dasharray="14 12"/>`;
        milestones = [[140, 470, 'star'], [330, 360, 'book'], [540, 250, 'cap'], [690, 134, last]];
      }
      milestones.forEach(([x, y, icon], i) => {
        svg += circle(x, y + 4, 40, COLOR.navy, 0.12) + circle(x, y, 40, COLOR.white) + ring(x, y, 40, i === 3 ? plan.accent : color, 6) + miniIcon(icon, x, y, i === 3 ? plan.accent : color);
        if (i) svg += coin(art, x + 40, y - 44, 14 + i * 2);
      });
      break;
    }
    default: {
      // calendar of payouts + clock
      svg += calendar(art, 110, 180, 330, 270, color, [4, 9, 14, 19], plan.accent);
      svg += clock(580, 270, 90, COLOR.white, color, plan.accent);
      svg += coinStack(art, 560, 450, 3, 30) + coinStack(art, 630, 452, 5, 30);
      break;
    }
  }
  return art.render(svg);
}

/** Scene 4: what the plan protects, under a shield, an umbrella or in cupped hands. @param {PlanLook} plan @param {Random} random */
export function protectScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-d`);
  const color = plan.color;
  let svg = rect(0, 0, WIDTH, HEIGHT, 0, art.linear('bg', [[0, COLOR.navy], [1, shade(color, -0.35)]], ...random.pick([[0, 0, 1, 1], [1, 0, 0, 1]])));
  const centerX = random.pick([360, 400, 440]);
  svg += circle(centerX, 300, 300, art.radial('glow', [[0, color, 0.55], [0.6, color, 0.15], [1, color, 0]]));
  svg += softShapes(random, COLOR.white, 2);
  svg += dots(random.pick([30, 650]), random.pick([30, 460]), 6, 5, 22, 2.6, COLOR.white, 0.18);
  const variant = plan.guard;
  const rim = art.linear('rim', [[0, '#FFD75E'], [1, COLOR.gold2]]);
  const fill = art.linear('sh', [[0, shade(color, 0.25)], [1, shade(color, -0.25)]]);
  if (variant === 'shield') {
    svg += `<circle cx="${centerX}" cy="300" r="220" fill="none" stroke="${COLOR.white}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 12"/>`;
    svg += group(path(SHIELD_PATH, rim), placeAt(centerX, 300, 2.6)) + group(path(SHIELD_PATH, fill), placeAt(centerX, 300, 2.38));
    svg += path(`M${centerX} ${300 - 145}C${centerX + 40} ${300 - 117} ${centerX + 79} ${300 - 107} ${centerX + 119} ${300 - 107}V${300 - 14}C${centerX + 119} ${300 + 69} ${centerX + 69} ${300 + 119} ${centerX} ${300 + 145}Z`, COLOR.white, 0.08);
    if (plan.need === 'child') {
      svg += circle(centerX - 30, 258, 24, COLOR.white) + path(`M${centerX - 70} 352V322A40 36 0 0 1 ${centerX + 10} 322V352Z`, COLOR.white);
      svg += circle(centerX + 44, 292, 17, COLOR.white) + path(`M${centerX + 16} 352V334A28 26 0 0 1 ${centerX + 72} 334V352Z`, COLOR.white) + heart(centerX + 44, 236, 1.1, COLOR.coral);
    } else if (plan.need === 'wealth') {
      svg += stroke(`M${centerX - 70} 350L${centerX - 22} 300L${centerX + 10} 326L${centerX + 66} 262`, COLOR.white, 14) + path(`M${centerX + 40} 252L${centerX + 82} 244L${centerX + 74} 286Z`, COLOR.white) + coin(art, centerX - 40, 250, 26);
    } else {
      svg += familyGlyph(centerX, 318, 1.15);
    }
    const orbitStart = random.pick([-135, -45]);
    /** @type {[number, MiniIcon, string][]} the angle, icon and colour of each of the four circles around the shield */
    const orbit = [[orbitStart, 'heart', COLOR.coral], [orbitStart + 90, 'house', COLOR.gold], [orbitStart + 180, 'plus', COLOR.teal], [orbitStart + 270, 'star', plan.accent]];
    orbit.forEach(([deg, icon, iconColor]) => {
      const angle = (deg * Math.PI) / 180;
      const x = centerX + Math.cos(angle) * 220;
      const y = 300 + Math.sin(angle) * 220;
      svg += circle(x, y + 5, 42, COLOR.ink, 0.25) + circle(x, y, 42, COLOR.white) + group(miniIcon(icon, 0, 0, iconColor), placeAt(x, y, 1.25));
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
      svg += ellipse(centerX, 492, 170, 18, COLOR.ink, 0.25) + familyGlyph(centerX, 430, 1.3) + heart(centerX + 110, 360, 1.5, COLOR.coral) + heart(centerX - 120, 380, 1, COLOR.coral, 0.7);
      svg += umbrella(art, centerX, 296, 2.2, color, shade(color, 0.35), COLOR.white, 0);
    }
    svg += sparkle(centerX + 230, 120, 14, '#FFD75E') + sparkle(centerX - 250, 200, 10, COLOR.white);
  } else {
    svg += group(path(SHIELD_PATH, COLOR.white), placeAt(centerX, 250, 2.8), 0.08);
    svg += group(`<path d="${SHIELD_PATH}" fill="none" stroke="#FFD75E" stroke-width="2.5" opacity="0.6"/>`, placeAt(centerX, 250, 2.8));
    const held = plan.need === 'pension' || plan.need === 'wealth' ? 'coin' : plan.emblem === 'sunrise' ? 'house' : 'heart';
    let inner = heart(centerX, 262, 5.2, art.linear('ht', [[0, '#FF8A6B'], [1, COLOR.rose]], 0, 0, 1, 1));
    if (held === 'coin') inner = coin(art, centerX, 260, 66);
    if (held === 'house') inner = house(art, centerX, 330, 0.62, { roof: plan.accent, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
    svg += circle(centerX, 260, 96, COLOR.white, 0.12) + inner;
    svg += hands(art, centerX, 420, 1.4, random.pick(SKIN), shade(color, 0.6));
    svg += sparkle(centerX - 150, 140, 12, '#FFD75E') + sparkle(centerX + 160, 170, 16, '#FFD75E') + sparkle(centerX + 120, 90, 8, COLOR.white);
  }
  return art.render(svg);
}
