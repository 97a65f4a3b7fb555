/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. The four pictures of a plan: hero, people, how it works, protection.
 */
import { C, SKIN, r1, shade, Art, circle, ell, rect, path, stroke, ring, g, at } from './style.mjs';
import { sparkle, star, heart, SHIELD_D, shieldShape, tick, dots, coin, coinStack, cloud, plant, house, umbrella, calendar, sunRays, bench, clock, hands, skyline } from './motifs.mjs';
import { person, tree, cypress } from './people.mjs';
import { emMini, EMBLEMS } from './emblems.mjs';

export const W = 800;
export const H = 600;

export function softShapes(a, r, fill, count = 3) {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += circle(r.range(0, W), r.range(0, H), r.range(90, 220), fill, r1(r.range(0.05, 0.1)));
  }
  return s;
}

export function chip(x, y, col, glyph) {
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
export function heroScene(p, r) {
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
export function livingRoom(a, c, side, frame = true) {
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

export function schoolBuilding(x, c, acc) {
  let s = rect(x - 150, 300, 300, 200, 6, C.white) + path(`M${x - 170} 304L${x} 210L${x + 170} 304Z`, c) + path(`M${x - 140} 300L${x} 228L${x + 140} 300Z`, shade(c, 0.25));
  s += clock(x, 268, 22, C.white, C.navy, acc);
  for (let i = 0; i < 4; i++) s += rect(x - 126 + i * 70 - (i > 1 ? -40 : 0), 330, 42, 46, 4, '#BFE3FF');
  s += rect(x - 26, 400, 52, 100, 6, C.navy) + rect(x - 160, 494, 320, 10, 4, shade(c, -0.3), 0.5);
  const fx = x > W / 2 ? x + 176 : x - 176; // flagpole on the outer side
  s += rect(fx, 250, 5, 250, 2, C.navy) + path(`M${fx + 5} 254H${fx + 50}L${fx + 38} 270L${fx + 50} 286H${fx + 5}Z`, acc);
  return s;
}

/** Scene 2: the people this plan is for. */
export function peopleScene(p, r) {
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
export function familyGlyph(x, y, s, col = C.white) {
  const fig = (fx, fy, k) => circle(fx, fy - 46 * k, 16 * k, col) + path(`M${fx - 26 * k} ${fy + 20 * k}V${fy - 4 * k}A26 ${24 * k} 0 0 1 ${fx + 26 * k} ${fy - 4 * k}V${fy + 20 * k}Z`, col);
  return g(fig(-40, 0, 1) + fig(40, 0, 1) + fig(0, 18, 0.7), at(x, y, s));
}

export function miniIcon(kind, x, y, col) {
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
export function howScene(p, r) {
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
export function protectScene(p, r) {
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
