/**
 * The people picture of a plan: the family, children or couple the plan is for, in their room
 * or their town. Drawn by peopleScene from the plan's look (plans.mjs) and its seeded random source.
 */
import { COLOR, SKIN, shade, Art, circle, ellipse, rect, path, stroke, ring, group, placeAt } from './style.mjs';
import { sparkle, heart, dots, coinStack, cloud, plant, house, sunRays, bench, clock, skyline } from './motifs.mjs';
import { person, tree, cypress } from './people.mjs';
import { miniEmblem } from './emblems.mjs';
import { WIDTH, HEIGHT, backdrop, softShapes, chip } from './scenes.mjs';

/** @typedef {import('./plans.mjs').PlanLook} PlanLook */
/** @typedef {import('./style.mjs').Random} Random */

/**
 * A living room behind the people: a window with curtains, a sofa, a plant and a framed picture.
 * @param {Art} art @param {string} color @param {(x: number) => number} side mirrors an x when the scene is flipped
 */
function livingRoom(art, color, side, frame = true) {
  let svg = '';
  svg += rect(
    0,
    0,
    WIDTH,
    500,
    0,
    art.linear('wall', [
      [0, shade(color, 0.92)],
      [1, shade(color, 0.82)],
    ]),
  );
  const windowX = side(600) - 110;
  svg +=
    rect(windowX, 70, 220, 190, 12, COLOR.white) +
    rect(windowX + 12, 82, 196, 166, 6, '#BFE3FF') +
    cloud(windowX + 80, 150, 0.4, COLOR.white) +
    rect(windowX + 106, 82, 8, 166, 0, COLOR.white) +
    rect(windowX + 12, 160, 196, 8, 0, COLOR.white);
  svg +=
    path(`M${windowX - 20} 60H${windowX + 40}Q${windowX + 20} 160 ${windowX + 36} 280H${windowX - 20}Z`, shade(color, 0.2)) +
    path(`M${windowX + 240} 60H${windowX + 180}Q${windowX + 200} 160 ${windowX + 184} 280H${windowX + 240}Z`, shade(color, 0.2));
  svg += rect(windowX - 30, 52, 280, 10, 5, COLOR.navy);
  svg += rect(0, 500, WIDTH, 100, 0, shade(color, 0.7)) + rect(0, 496, WIDTH, 8, 0, shade(color, 0.5));
  svg +=
    rect(side(400) - 230, 330, 460, 140, 40, shade(color, -0.1)) +
    rect(side(400) - 250, 380, 500, 110, 30, shade(color, 0.1)) +
    rect(side(400) - 210, 350, 420, 60, 24, shade(color, 0.2));
  svg += plant(side(730), 520, 1.1, COLOR.coral, COLOR.teal);
  if (frame)
    svg +=
      rect(side(90) - 40, 150, 80, 100, 8, COLOR.navy) +
      rect(side(90) - 32, 158, 64, 84, 4, COLOR.paleGold) +
      heart(side(90), 200, 1.2, COLOR.coral);
  return svg;
}

/** A school with a clock and a flag, standing on the ground around x. @param {number} x @param {string} color @param {string} accent */
function schoolBuilding(x, color, accent) {
  let svg =
    rect(x - 150, 300, 300, 200, 6, COLOR.white) +
    path(`M${x - 170} 304L${x} 210L${x + 170} 304Z`, color) +
    path(`M${x - 140} 300L${x} 228L${x + 140} 300Z`, shade(color, 0.25));
  svg += clock(x, 268, 22, COLOR.white, COLOR.navy, accent);
  for (let i = 0; i < 4; i++) svg += rect(x - 126 + i * 70 - (i > 1 ? -40 : 0), 330, 42, 46, 4, '#BFE3FF');
  svg += rect(x - 26, 400, 52, 100, 6, COLOR.navy) + rect(x - 160, 494, 320, 10, 4, shade(color, -0.3), 0.5);
  const flagX = x > WIDTH / 2 ? x + 176 : x - 176; // flagpole on the outer side
  svg +=
    rect(flagX, 250, 5, 250, 2, COLOR.navy) +
    path(`M${flagX + 5} 254H${flagX + 50}L${flagX + 38} 270L${flagX + 50} 286H${flagX + 5}Z`, accent);
  return svg;
}

/** Scene 2: the people the plan is for, where they live. @param {PlanLook} plan @param {Random} random */
export function peopleScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-b`);
  const color = plan.color;
  const skins = /** @type {[string, string, string, string]} */ ([...SKIN].sort(() => random() - 0.5));
  let svg = backdrop(art, shade(color, 0.9), COLOR.cream, [0, 0, 0.3, 1]);
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
    circle(x, y + 6, 44, COLOR.ink, 0.12) +
    circle(x, y, 44, color) +
    ring(x, y, 52, color, 3, 0.3) +
    group(miniEmblem(plan.emblem, color), placeAt(x, y, 1.05));
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
      people += person({
        kind: 'man',
        outfit: plan.need === 'protection' ? 'shirt' : 'suit',
        hair: mansHair,
        skin: skins[0],
        top: plan.need === 'protection' ? otherColor() : COLOR.navy,
        bottom: COLOR.navy,
        accent: plan.accent,
        hold: 'tablet',
        x: manX,
        y: GROUND,
        scale: 1.45,
        arms: ['hold', 'hold'],
      });
      people += person({
        kind: 'woman',
        outfit: 'blazer',
        hair: womansHair,
        skin: skins[1],
        top: color,
        bottom: COLOR.navy,
        inner: COLOR.white,
        x: womanX,
        y: GROUND + 4,
        scale: 1.42,
        arms: flip ? ['present', 'down'] : ['down', 'present'],
      });
      svg += chip(side(600) - 88, 110, plan.accent, group(miniEmblem(plan.emblem, color), placeAt(32, 32, 0.5)));
      svg += badge(side(150), 140);
      break;
    }
    case 'couple': {
      peopleX = side(315);
      svg += house(art, side(610), 500, 1.15, { roof: color, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
      svg += tree(side(730), 505, 0.8, COLOR.teal);
      people += person({
        kind: 'man',
        outfit: 'shirt',
        hair: mansHair,
        skin: skins[0],
        top: otherColor(),
        bottom: COLOR.navy,
        x: side(260),
        y: GROUND,
        scale: 1.5,
        arms: flip ? ['out', 'down'] : ['down', 'out'],
      });
      people += person({
        kind: 'woman',
        outfit: random() > 0.5 ? 'kurti' : 'saree',
        hair: womansHair,
        skin: skins[1],
        top: color,
        bottom: flip ? COLOR.cream : shade(color, -0.2),
        accent: plan.accent,
        bindi: true,
        x: side(370),
        y: GROUND + 2,
        scale: 1.44,
        arms: flip ? ['down', 'out'] : ['out', 'down'],
      });
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
        svg += group(
          path('M0-44L30 0L0 44L-30 0Z', plan.accent) +
            path('M0-44L30 0L0 0Z', shade(plan.accent, 0.3)) +
            path('M0 0L-30 0L0 44Z', shade(plan.accent, -0.15)) +
            stroke('M0 44q-10 20 4 34q14 14-2 30', COLOR.navy, 2) +
            path('M-4 60l8-4-2 10Z', COLOR.coral) +
            path('M-2 90l8-2-4 9Z', COLOR.teal),
          placeAt(kiteX, 110, 1, false, 20),
        );
        svg += plant(side(80), 520, 0.9, COLOR.coral, COLOR.teal);
      } else if (setting === 'city') {
        svg += skyline(side(600) - 200, 500, 400, shade(color, 0.55), shade(color, 0.82), `${plan.path}-city`, 0.85);
        svg +=
          tree(side(120), 505, 0.9, COLOR.teal) +
          stroke(`M${side(700)} 500V330`, COLOR.navy, 6) +
          path(`M${side(700) - 22} 330H${side(700) + 22}L${side(700) + 12} 310H${side(700) - 12}Z`, COLOR.navy) +
          circle(side(700), 336, 8, '#FFE08A');
      } else {
        svg += livingRoom(art, color, side, false);
      }
      if (plan.people === 'multigen') {
        people += person({
          kind: 'man',
          outfit: 'kurta',
          hair: 'grey',
          skin: skins[2],
          top: COLOR.cream,
          bottom: COLOR.cream,
          vest: color,
          glasses: true,
          x: side(140),
          y: GROUND,
          scale: 1.38,
        });
      }
      const shift = plan.people === 'multigen' ? 60 : setting === 'home' ? 100 : 0;
      peopleX = side(plan.people === 'multigen' ? 270 : 300 + shift);
      const kidMid = plan.people === 'multigen' || random() > 0.4;
      const girl = random() > 0.5;
      const kidX = kidMid ? 300 : 432;
      const momX = kidMid ? 390 : 330;
      people += person({
        kind: 'man',
        outfit: 'shirt',
        hair: mansHair,
        skin: skins[0],
        top: otherColor(),
        bottom: COLOR.navy,
        x: side(210 + shift),
        y: GROUND,
        scale: 1.46,
        arms: kidMid ? (flip ? ['out', 'down'] : ['down', 'out']) : ['down', 'down'],
      });
      people += person({
        kind: 'woman',
        outfit: random() > 0.5 ? 'saree' : 'kurti',
        hair: womansHair,
        skin: skins[3],
        top: color,
        bottom: shade(color, 0.75),
        accent: plan.accent,
        bindi: true,
        x: side(momX + shift),
        y: GROUND,
        scale: 1.42,
        arms: kidMid ? (flip ? ['down', 'out'] : ['out', 'down']) : flip ? ['out', 'down'] : ['down', 'out'],
      });
      people += person({
        kind: girl ? 'girl' : 'boy',
        outfit: girl ? 'dress' : 'tee',
        hair: girl ? 'pony' : 'short',
        skin: skins[1],
        top: plan.accent,
        bottom: COLOR.navy2,
        accent: COLOR.white,
        x: side(kidX + shift),
        y: GROUND,
        scale: 1.4,
        arms: kidMid ? ['wave', 'wave'] : flip ? ['down', 'wave'] : ['wave', 'up'],
      });
      svg += badge(side(kidMid ? 300 + shift : 130), 120);
      break;
    }
    case 'business': {
      const shopX = side(580);
      peopleX = side(270);
      svg += rect(shopX - 130, 250, 260, 250, 8, COLOR.white) + rect(shopX - 140, 236, 280, 20, 6, COLOR.navy);
      let awning = '';
      for (let i = 0; i < 7; i++) awning += path(`M${shopX - 140 + i * 40} 256h40v36a20 16 0 0 1-40 0Z`, i % 2 ? COLOR.white : color);
      svg +=
        awning +
        rect(shopX - 100, 330, 80, 170, 6, shade(color, -0.3)) +
        rect(shopX + 10, 330, 100, 80, 6, '#BFE3FF') +
        stroke(`M${shopX + 60} 330V410M${shopX + 10} 370H${shopX + 110}`, COLOR.white, 4);
      svg += rect(shopX - 150, 494, 300, 10, 4, COLOR.navy, 0.3);
      people += person({
        kind: 'woman',
        outfit: random() > 0.5 ? 'saree' : 'blazer',
        hair: womansHair,
        skin: skins[0],
        top: shade(color, -0.1),
        bottom: plan.accent,
        accent: COLOR.gold,
        inner: COLOR.white,
        bindi: true,
        hold: 'folder',
        x: side(270),
        y: GROUND + 4,
        scale: 1.5,
        arms: ['front', 'down'],
      });
      svg += coinStack(art, side(140), 520, 4, 30) + coinStack(art, side(140) + 60, 524, 2, 30);
      svg += badge(side(200), 120);
      break;
    }
    case 'retiredBench': {
      svg += sunRays(side(640), 130, 46, '#FFD75E', 12, 0.9);
      svg += tree(side(670), 505, 1.05, COLOR.teal);
      peopleX = side(340);
      people += bench(side(340), 520, 1.3, COLOR.navy, '#D38C48');
      people += person({
        kind: 'man',
        outfit: 'kurta',
        hair: 'grey',
        skin: skins[0],
        top: COLOR.cream,
        bottom: COLOR.cream,
        vest: color,
        glasses: true,
        sit: true,
        x: side(290),
        y: 524,
        scale: 1.3,
      });
      people += person({
        kind: 'woman',
        outfit: 'saree',
        hair: 'bun',
        hairColor: '#BDBDBD',
        skin: skins[1],
        top: color,
        bottom: shade(color, 0.8),
        accent: color,
        sit: true,
        x: side(395),
        y: 524,
        scale: 1.28,
        arms: ['down', 'front'],
      });
      svg += stroke(`M${side(120)} 120q10-10 20 0q10-10 20 0M${side(180)} 170q8-8 16 0q8-8 16 0`, COLOR.navy, 3.5, 0.5);
      svg += badge(side(140), 300);
      break;
    }
    case 'retired': {
      svg += house(art, side(610), 500, 1.2, { roof: color, wall: COLOR.white, win: '#FFE08A', trim: COLOR.navy });
      svg += plant(side(740), 520, 1.1, plan.accent, COLOR.teal);
      peopleX = side(320);
      people += person({
        kind: 'man',
        outfit: 'kurta',
        hair: 'grey',
        skin: skins[0],
        top: COLOR.white,
        bottom: COLOR.white,
        vest: shade(color, -0.1),
        glasses: true,
        x: side(260),
        y: GROUND,
        scale: 1.45,
        arms: flip ? ['out', 'down'] : ['down', 'out'],
      });
      people +=
        stroke(`M${side(260) + (flip ? 38 : -38)} 386V520`, '#7A4A22', 5) + circle(side(260) + (flip ? 38 : -38), 385, 8.5, skins[0]);
      people += person({
        kind: 'woman',
        outfit: 'saree',
        hair: 'bun',
        hairColor: '#BDBDBD',
        skin: skins[1],
        top: plan.accent,
        bottom: shade(color, 0.82),
        accent: color,
        glasses: true,
        x: side(380),
        y: GROUND + 2,
        scale: 1.4,
        arms: flip ? ['down', 'front'] : ['front', 'down'],
      });
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
        svg += stroke(
          `M${balloonsX} 330Q${balloonsX + 10} 250 ${balloonsX - 20} 190M${balloonsX} 330Q${balloonsX + 20} 260 ${balloonsX + 50} 210M${balloonsX} 330Q${balloonsX - 10} 270 ${balloonsX + 10} 150`,
          COLOR.navy,
          2,
          0.5,
        );
        svg +=
          ellipse(balloonsX - 20, 160, 34, 40, COLOR.coral) +
          ellipse(balloonsX + 52, 180, 32, 38, COLOR.teal) +
          ellipse(balloonsX + 12, 118, 36, 42, plan.color === COLOR.gold ? COLOR.violet : COLOR.gold);
        svg += plant(side(740), 520, 1, COLOR.coral, COLOR.teal) + tree(side(100), 505, 0.8, COLOR.teal);
      } else if (setting === 'school') {
        svg += schoolBuilding(side(610), color, plan.accent) + tree(side(90), 505, 0.9, COLOR.teal);
      } else {
        svg += livingRoom(art, color, side, false);
      }
      people += person({
        kind: mother ? 'woman' : 'man',
        outfit: mother ? random.pick(['kurti', 'saree']) : 'shirt',
        hair: mother ? womansHair : mansHair,
        skin: skins[0],
        top: mother ? color : otherColor(),
        bottom: mother ? shade(color, 0.8) : COLOR.navy,
        accent: plan.accent,
        bindi: true,
        x: side(330),
        y: GROUND,
        scale: 1.5,
        arms: flip ? ['out', 'down'] : ['down', 'out'],
      });
      const girl = random() > 0.5;
      people += person({
        kind: girl ? 'girl' : 'boy',
        outfit: girl ? 'dress' : 'tee',
        hair: girl ? 'pony' : 'short',
        skin: skins[1],
        top: plan.accent,
        bottom: COLOR.navy2,
        accent: COLOR.white,
        backpack: setting === 'school' ? COLOR.coral : undefined,
        x: side(440),
        y: GROUND,
        scale: 1.45,
        arms: flip ? ['down', 'wave'] : ['wave', 'down'],
      });
      svg += badge(side(setting === 'park' ? 180 : 150), 130);
      break;
    }
  }
  svg += group(people, `translate(${peopleX} ${GROUND}) scale(1.3) translate(${-peopleX} ${-GROUND})`);
  for (let i = 0; i < 3; i++)
    svg += sparkle(random.range(60, 740), random.range(40, 200), random.range(7, 12), i % 2 ? plan.accent : color, 0.9);
  return art.render(svg);
}
