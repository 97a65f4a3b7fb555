/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. Small motifs: sparkles, stars, shields,
 * coins, houses, umbrellas, calendars, books, clocks, hands and the like. Each is drawn at (x, y)
 * (its centre unless said otherwise) and `scale` 1 is its natural size, given below.
 */
import { COLOR, SKIN, round1, shade, seededRandom, circle, ellipse, rect, path, stroke, ring, group, placeAt, polygon } from './style.mjs';

/** A four-pointed sparkle. @param {number} x @param {number} y @param {number} radius @param {import('./style.mjs').Paint} fill @param {number} [opacity] */
export const sparkle = (x, y, radius, fill, opacity) =>
  path(
    `M${round1(x)} ${round1(y - radius)}Q${round1(x)} ${round1(y)} ${round1(x + radius)} ${round1(y)}Q${round1(x)} ${round1(y)} ${round1(x)} ${round1(y + radius)}Q${round1(x)} ${round1(y)} ${round1(x - radius)} ${round1(y)}Q${round1(x)} ${round1(y)} ${round1(x)} ${round1(y - radius)}Z`,
    fill,
    opacity,
  );

/** A five-pointed star; `inner` is the inner points' radius over the outer's. @param {number} x @param {number} y @param {number} radius @param {import('./style.mjs').Paint} fill @param {number} [opacity] */
export function star(x, y, radius, fill, opacity, inner = 0.45) {
  /** @type {[number, number][]} */
  const points = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const pointRadius = i % 2 ? radius * inner : radius;
    points.push([x + pointRadius * Math.cos(angle), y + pointRadius * Math.sin(angle)]);
  }
  return path(polygon(points), fill, opacity);
}

/** A heart; scale 1 is about 28 wide. @param {number} x @param {number} y @param {number} scale @param {import('./style.mjs').Paint} fill @param {number} [opacity] */
export const heart = (x, y, scale, fill, opacity) =>
  group(path('M0 11C-16 1-15-12-7-12-3-12 0-9 0-6 0-9 3-12 7-12 15-12 16 1 0 11Z', fill), placeAt(x, y, scale), opacity);

/** A shield around (0, 0), 100 wide and 122 tall. */
export const SHIELD_PATH = 'M0-61C17-49 33-45 50-45L50-6C50 29 29 50 0 61-29 50-50 29-50-6L-50-45C-33-45-17-49 0-61Z';
/** The shield at (x, y). @param {number} x @param {number} y @param {number} scale @param {import('./style.mjs').Paint} fill @param {number} [opacity] */
export const shieldShape = (x, y, scale, fill, opacity) => group(path(SHIELD_PATH, fill), placeAt(x, y, scale), opacity);

/** A tick mark; scale 1 is about 32 wide. @param {number} x @param {number} y @param {number} scale @param {import('./style.mjs').Paint} color */
export const tick = (x, y, scale, color, width = 9) =>
  stroke(
    `M${round1(x - 15 * scale)} ${round1(y)}L${round1(x - 4 * scale)} ${round1(y + 11 * scale)}L${round1(x + 17 * scale)} ${round1(y - 12 * scale)}`,
    color,
    width * scale,
  );

/**
 * A patch of dots, `columns` × `rows`, `gap` apart, from (x, y) (no <pattern>, just circles).
 * @param {number} x @param {number} y @param {number} columns @param {number} rows @param {number} gap @param {number} radius @param {import('./style.mjs').Paint} fill @param {number} [opacity]
 */
export function dots(x, y, columns, rows, gap, radius, fill, opacity) {
  let circles = '';
  for (let i = 0; i < columns; i++) for (let j = 0; j < rows; j++) circles += circle(x + i * gap, y + j * gap, radius, fill);
  return group(circles, '', opacity);
}

/** A flat coin seen from the front. @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} radius */
export function coin(art, x, y, radius) {
  const face = art.linear(
    'coin',
    [
      [0, '#FFD75E'],
      [1, COLOR.gold2],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    circle(x, y + radius * 0.12, radius, shade(COLOR.gold2, -0.15)) +
    circle(x, y, radius, face) +
    ring(x, y, radius * 0.72, '#FFE9A8', radius * 0.1) +
    star(x, y, radius * 0.36, '#FFF4D6', 0.9)
  );
}

/** A stack of `count` coins seen from the side, standing at (x, y). @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} count */
export function coinStack(art, x, y, count, radiusX = 34) {
  const radiusY = radiusX * 0.32;
  const thickness = radiusX * 0.3;
  const side = art.linear(
    'coinside',
    [
      [0, COLOR.gold2],
      [0.5, '#FFC93A'],
      [1, COLOR.gold2],
    ],
    0,
    0,
    1,
    0,
  );
  let svg = '';
  for (let i = 0; i < count; i++) {
    const coinY = y - i * thickness;
    svg += ellipse(x, coinY, radiusX, radiusY, shade(COLOR.gold2, -0.2));
    svg += rect(x - radiusX, coinY - thickness, radiusX * 2, thickness, 0, side);
    svg += ellipse(x, coinY - thickness, radiusX, radiusY, i === count - 1 ? '#FFD75E' : '#FFCB45');
  }
  svg += `<ellipse cx="${round1(x)}" cy="${round1(y - count * thickness)}" rx="${round1(radiusX * 0.65)}" ry="${round1(radiusY * 0.62)}" fill="none" stroke="${COLOR.gold2}" stroke-width="${round1(radiusX * 0.06)}"/>`;
  return svg;
}

/** A cloud; scale 1 is about 150 wide. @param {number} x @param {number} y @param {number} scale @param {import('./style.mjs').Paint} fill @param {number} [opacity] */
export function cloud(x, y, scale, fill, opacity) {
  return group(
    path('M-60 20C-78 20-80-4-62-6-62-28-32-34-22-18-14-40 22-40 28-14 44-24 66-14 60 4 76 6 76 20 62 20Z', fill),
    placeAt(x, y, scale),
    opacity,
  );
}

/** A potted plant standing at (x, y); scale 1 is about 130 tall. @param {number} x @param {number} y @param {number} scale */
export function plant(x, y, scale, pot = COLOR.coral, leaf = COLOR.teal) {
  const lightLeaf = shade(leaf, 0.18);
  return group(
    path('M-6 -40C-30-56-40-86-30-108-12-92-4-66-6-40Z', leaf) +
      path('M4-38C14-66 34-88 52-92 50-66 30-46 4-38Z', lightLeaf) +
      path('M0-36C-4-70 4-110 18-126 30-100 20-62 0-36Z', shade(leaf, -0.12)) +
      path('M-4-34C-26-40-50-36-58-22-36-16-18-22-4-34Z', lightLeaf) +
      path('M-22-36L22-36L16 0L-16 0Z', pot) +
      rect(-25, -42, 50, 9, 3, shade(pot, -0.15)),
    placeAt(x, y, scale),
  );
}

/**
 * A house standing at (x, y); scale 1 is about 200 wide.
 * @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} scale @param {{ wall?: string, roof?: string, trim?: string, win?: string }} [colors]
 */
export function house(art, x, y, scale, colors = {}) {
  const wall = colors.wall || COLOR.cream;
  const roof = colors.roof || COLOR.coral;
  const trim = colors.trim || COLOR.navy;
  const windowColor = colors.win || '#FFD75E';
  const roofGradient = art.linear('roof', [
    [0, shade(roof, 0.1)],
    [1, shade(roof, -0.12)],
  ]);
  return group(
    rect(38, -176, 22, 44, 2, shade(roof, -0.3)) +
      rect(-80, -108, 160, 108, 0, wall) +
      rect(-80, -108, 160, 14, 0, shade(wall, -0.08)) +
      path('M-100-100L0-178L100-100L88-100L0-164L-88-100Z', shade(roof, -0.2)) +
      path('M-94-104L0-176L94-104L80-104L0-160L-80-104Z', roofGradient) +
      path('M-80-104L0-160L80-104Z', shade(wall, -0.05)) +
      circle(0, -122, 12, windowColor) +
      ring(0, -122, 12, trim, 3) +
      rect(-20, -62, 40, 62, 4, trim) +
      circle(11, -30, 2.6, COLOR.gold) +
      rect(-66, -74, 34, 32, 3, windowColor) +
      rect(32, -74, 34, 32, 3, windowColor) +
      stroke('M-49-74V-42M-66-58H-32M49-74V-42M32-58H66', trim, 3) +
      rect(-70, -44, 42, 5, 2, trim) +
      rect(28, -44, 42, 5, 2, trim) +
      rect(-92, -3, 184, 6, 3, shade(wall, -0.25)),
    placeAt(x, y, scale),
  );
}

/**
 * An umbrella, the middle of its canopy's edge at (x, y); scale 1 is 200 wide. `shaft` 0 draws no handle.
 * @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} scale @param {string} canopy @param {string} panel
 */
export function umbrella(art, x, y, scale, canopy, panel, handle = COLOR.navy, shaft = 112, hook = true) {
  const canopyGradient = art.linear(`umb${canopy.slice(1)}`, [
    [0, shade(canopy, 0.15)],
    [1, shade(canopy, -0.1)],
  ]);
  const panelGradient = art.linear(`umc${panel.slice(1)}`, [
    [0, shade(panel, 0.12)],
    [1, shade(panel, -0.12)],
  ]);
  const body =
    (shaft <= 0
      ? ''
      : hook
        ? stroke(`M0-4V${shaft}Q0 ${shaft + 16}-14 ${shaft + 16}Q-28 ${shaft + 16}-28 ${shaft + 2}`, handle, 7)
        : stroke(`M0-4V${shaft}`, handle, 6) + rect(-5, shaft - 6, 10, 26, 5, shade(handle, 0.15))) +
    path('M-100 0A100 88 0 0 1 100 0A25 13 0 0 0 50 0A25 13 0 0 0 0 0A25 13 0 0 0-50 0A25 13 0 0 0-100 0Z', canopyGradient) +
    path('M0-88Q-30-60-50 0A25 13 0 0 0 0 0Z', panelGradient) +
    path('M0-88Q30-60 50 0A25 13 0 0 1 100 0Q96-56 0-88Z', panelGradient) +
    path('M0-88Q-60-76-94-28Q-98-14-100 0A25 13 0 0 1-50 0Q-30-60 0-88Z', shade(canopy, 0.2), 0.35) +
    rect(-3, -100, 6, 14, 3, handle);
  return group(body, placeAt(x, y, scale));
}

/** A rising bar chart with an arrow, its bottom-left at (x, y); scale 1 is about 220 × 200. @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} scale @param {string} color */
export function growthBars(art, x, y, scale, color, arrow = COLOR.gold) {
  const heights = [60, 95, 130, 175];
  let svg = '';
  heights.forEach((height, i) => {
    const gradient = art.linear(`bar${color.slice(1)}`, [
      [0, shade(color, 0.15)],
      [1, shade(color, -0.15)],
    ]);
    svg += rect(i * 52, -height, 38, height, 6, gradient);
    svg += rect(i * 52, -height, 38, 10, 5, shade(color, 0.35), 0.6);
  });
  svg += stroke('M-6-70L60-110L104-96L196-186', arrow, 12);
  svg += path('M170-196L212-204L204-162Z', arrow);
  return group(svg, placeAt(x, y, scale));
}

/**
 * A calendar card from its top-left corner; the days in `marks` (0–19) are highlighted.
 * @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} width @param {number} height @param {import('./style.mjs').Paint} head @param {number[]} [marks]
 */
export function calendar(art, x, y, width, height, head, marks = [], markColor = COLOR.gold) {
  const columns = 5;
  const rows = 4;
  const padding = width * 0.08;
  const cellWidth = (width - padding * 2) / columns;
  const top = y + height * 0.3;
  const cellHeight = (height - (top - y) - padding) / rows;
  let svg =
    rect(x + 6, y + 10, width, height, 16, COLOR.navy, 0.15) +
    rect(x, y, width, height, 16, COLOR.white) +
    path(
      `M${x} ${y + 16}Q${x} ${y} ${x + 16} ${y}H${x + width - 16}Q${x + width} ${y} ${x + width} ${y + 16}V${y + height * 0.22}H${x}Z`,
      head,
    );
  for (let i = 0; i < 2; i++) {
    const ringX = x + width * (0.3 + i * 0.4);
    svg += rect(ringX - 5, y - 12, 10, 26, 5, COLOR.navy);
  }
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const cell = j * columns + i;
      const cellX = x + padding + i * cellWidth + cellWidth / 2;
      const cellY = top + j * cellHeight + cellHeight / 2;
      const marked = marks.includes(cell);
      svg += rect(
        cellX - cellWidth * 0.34,
        cellY - cellHeight * 0.32,
        cellWidth * 0.68,
        cellHeight * 0.64,
        5,
        marked ? markColor : COLOR.paleBlue,
      );
      if (marked) svg += circle(cellX, cellY, Math.min(cellWidth, cellHeight) * 0.14, COLOR.white);
    }
  }
  return svg;
}

/** A graduation cap; scale 1 is about 185 wide. @param {number} x @param {number} y @param {number} scale */
export function gradCap(x, y, scale, color = COLOR.navy, tassel = COLOR.gold) {
  return group(
    path('M-46 4L-46 30Q0 52 46 30L46 4Z', shade(color, -0.1)) +
      path('M0-40L92-6L0 28L-92-6Z', color) +
      path('M0-40L92-6L0 28Z', shade(color, 0.12), 0.5) +
      circle(0, -6, 6, tassel) +
      stroke('M0-6L64 8L66 46', tassel, 4) +
      path('M60 44H72L74 66H58Z', tassel),
    placeAt(x, y, scale),
  );
}

/** An open book; scale 1 is 160 wide. @param {number} x @param {number} y @param {number} scale */
export function book(x, y, scale, cover = COLOR.blue, page = COLOR.white) {
  return group(
    path('M-80 0Q-40-14 0 0Q40-14 80 0V18Q40 4 0 18Q-40 4-80 18Z', cover) +
      path('M-74-60Q-36-72-2-58V6Q-36-8-74 4Z', page) +
      path('M74-60Q36-72 2-58V6Q36-8 74 4Z', shade(page, -0.06)) +
      stroke('M-62-44Q-40-50-14-42M-62-30Q-40-36-14-28M-62-16Q-40-22-14-14M14-42Q40-50 62-44M14-28Q40-36 62-30', shade(cover, 0.4), 3),
    placeAt(x, y, scale),
  );
}

/** A piggy bank; scale 1 is about 200 wide. @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} scale */
export function piggy(art, x, y, scale, color = COLOR.rose) {
  const gradient = art.linear(
    `pig${color.slice(1)}`,
    [
      [0, shade(color, 0.25)],
      [1, color],
    ],
    0,
    0,
    1,
    1,
  );
  return group(
    rect(-48, 30, 20, 36, 8, shade(color, -0.15)) +
      rect(26, 30, 20, 36, 8, shade(color, -0.15)) +
      path('M-40-44L-28-78L-8-50Z', shade(color, -0.1)) +
      ellipse(0, 0, 82, 64, gradient) +
      rect(72, -18, 26, 36, 12, shade(color, 0.12)) +
      circle(84, -6, 3.5, shade(color, -0.35)) +
      circle(84, 8, 3.5, shade(color, -0.35)) +
      circle(44, -22, 6, COLOR.ink) +
      stroke('M-82 -6Q-100-14-96 6Q-92 18-104 16', shade(color, -0.1), 6) +
      rect(-24, -58, 48, 9, 4.5, shade(color, -0.35)) +
      ellipse(-8, -30, 30, 12, COLOR.white, 0.2),
    placeAt(x, y, scale),
  );
}

/** A sun with `rays` rays. @param {number} x @param {number} y @param {number} radius @param {string} color @param {number} [rays] @param {number} [opacity] */
export function sunRays(x, y, radius, color, rays = 12, opacity) {
  let svg = circle(x, y, radius, color);
  for (let i = 0; i < rays; i++) {
    const angle = (i / rays) * Math.PI * 2;
    svg += stroke(
      `M${round1(x + Math.cos(angle) * radius * 1.3)} ${round1(y + Math.sin(angle) * radius * 1.3)}L${round1(x + Math.cos(angle) * radius * 1.6)} ${round1(y + Math.sin(angle) * radius * 1.6)}`,
      color,
      radius * 0.14,
    );
  }
  return group(svg, '', opacity);
}

/** A park bench standing at (x, y); scale 1 is 240 wide. @param {number} x @param {number} y @param {number} scale */
export function bench(x, y, scale, frame = COLOR.navy2, wood = '#C8823B') {
  return group(
    rect(-110, -92, 220, 14, 5, wood) +
      rect(-110, -70, 220, 14, 5, shade(wood, -0.08)) +
      rect(-120, -44, 240, 14, 5, shade(wood, 0.08)) +
      rect(-100, -80, 10, 80, 4, frame) +
      rect(90, -80, 10, 80, 4, frame) +
      rect(-104, -34, 208, 8, 3, frame),
    placeAt(x, y, scale),
  );
}

/** A clock face. @param {number} x @param {number} y @param {number} radius */
export function clock(x, y, radius, face = COLOR.white, rim = COLOR.navy, hand = COLOR.coral) {
  let svg = circle(x, y + radius * 0.06, radius, shade(rim, -0.2)) + circle(x, y, radius, rim) + circle(x, y, radius * 0.84, face);
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2;
    const tickEnd = i % 3 ? 0.68 : 0.6;
    svg += stroke(
      `M${round1(x + Math.cos(angle) * radius * 0.74)} ${round1(y + Math.sin(angle) * radius * 0.74)}L${round1(x + Math.cos(angle) * radius * tickEnd)} ${round1(y + Math.sin(angle) * radius * tickEnd)}`,
      shade(rim, 0.3),
      radius * 0.05,
    );
  }
  svg += stroke(`M${x} ${y}L${round1(x)} ${round1(y - radius * 0.5)}`, rim, radius * 0.08);
  svg += stroke(`M${x} ${y}L${round1(x + radius * 0.38)} ${round1(y + radius * 0.16)}`, hand, radius * 0.06);
  svg += circle(x, y, radius * 0.08, hand);
  return svg;
}

/** Cupped hands seen from the front; scale 1 is about 300 wide with the sleeves. @param {import('./style.mjs').Art} art @param {number} x @param {number} y @param {number} scale @param {string} [skin] */
export function hands(art, x, y, scale, skin = SKIN[1], cuff = COLOR.navy2) {
  const skinGradient = art.linear(`hand${skin.slice(1)}`, [
    [0, shade(skin, 0.12)],
    [1, shade(skin, -0.08)],
  ]);
  const side =
    path('M-92 18L-156 92L-122 118L-62 48Z', cuff) +
    path('M-92 18L-104 32L-70 60L-62 48Z', shade(cuff, 0.25)) +
    path('M-3 64Q-66 64-98 24Q-122-4-114-42Q-110-58-97-56Q-85-54-86-38Q-84-10-50 4Q-26 14-3 14Z', skinGradient) +
    path('M-3 64Q-66 64-98 24Q-60 46-3 42Z', shade(skin, -0.2), 0.45) +
    stroke('M-101-24Q-100-4-86 8M-93-45Q-96-32-95-26', shade(skin, -0.22), 2.6) +
    path('M-92 22Q-74 4-56-8Q-44-14-40-4Q-38 4-48 10Q-64 22-76 38Z', shade(skin, 0.06)) +
    stroke('M-90 24Q-74 10-56 0', shade(skin, -0.18), 2, 0.6);
  return group(side + group(side, 'scale(-1 1)'), placeAt(x, y, scale));
}

/**
 * A city skyline standing on y from x to x + width, its buildings picked by `seed`; the windows are dashed strokes.
 * @param {number} x @param {number} y @param {number} width @param {string} color @param {string} windowColor @param {string} [seed] @param {number} [opacity]
 */
export function skyline(x, y, width, color, windowColor, seed = 'sky', opacity) {
  const random = seededRandom(seed);
  let buildings = '';
  let windows = '';
  let left = x;
  while (left < x + width) {
    const buildingWidth = Math.min(random.range(40, 72), x + width - left);
    const buildingHeight = random.range(70, 190);
    buildings += rect(left, y - buildingHeight, buildingWidth - 4, buildingHeight, 2, color);
    if (buildingWidth > 26) {
      for (let windowX = left + 10; windowX < left + buildingWidth - 12; windowX += 14) {
        if (random() > 0.25) windows += `M${round1(windowX)} ${round1(y - buildingHeight + 12)}V${round1(y - 10)}`;
      }
    }
    left += buildingWidth;
  }
  if (windowColor && windows) {
    buildings += `<path d="${windows}" stroke="${windowColor}" stroke-width="6" stroke-dasharray="9 9" stroke-linecap="butt" fill="none"/>`;
  }
  return group(buildings, '', opacity);
}
