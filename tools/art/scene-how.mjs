/**
 * The "how it works" picture of a plan: a timeline of what is paid in and what comes back.
 * Drawn by howScene from the plan's look (plans.mjs) and its seeded random source.
 */
import { COLOR, round1, shade, Art, circle, rect, path, stroke, ring, group, placeAt } from './style.mjs';
import { sparkle, shieldShape, tick, dots, coin, coinStack, calendar, clock } from './motifs.mjs';
import { EMBLEMS } from './emblems.mjs';
import { WIDTH, HEIGHT, backdrop, softShapes, familyGlyph, miniIcon } from './scenes.mjs';

/** @typedef {import('./plans.mjs').PlanLook} PlanLook */
/** @typedef {import('./style.mjs').Random} Random */
/** @typedef {'book' | 'cap' | 'rings' | 'heart' | 'house' | 'plus' | 'shield' | 'star'} MiniIcon */

/** Scene 3: how the plan works, as a diagram on a card (a curve, stacks of coins, a timeline, milestones …). @param {PlanLook} plan @param {Random} random */
export function howScene(plan, random) {
  const art = new Art(WIDTH, HEIGHT, `${plan.id}-c`);
  const color = plan.color;
  let svg = backdrop(art, COLOR.cream, shade(color, 0.86), [0, 0, 1, 1]);
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
      svg += path(
        `${line}L${endX} ${base}L110 ${base}Z`,
        art.linear('area', [
          [0, color, 0.35],
          [1, color, 0.02],
        ]),
      );
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
      svg +=
        circle(lastX, lastY - 18, 22, color) +
        path(`M${lastX - 9} ${round1(lastY - 14)}L${lastX} ${round1(lastY - 28)}L${lastX + 9} ${round1(lastY - 14)}Z`, COLOR.white);
      svg += sparkle(lastX - 52, lastY - 10, 12, plan.accent);
      break;
    }
    case 'twophase': {
      // accumulate (rising area) then regular pension payouts (coins dropping)
      const peak = 400;
      const top = 200;
      svg += path(
        `M110 ${base}L110 ${base - 30}C220 ${base - 50} 300 ${top + 60} ${peak} ${top}V${base}Z`,
        art.linear('acc', [
          [0, color, 0.4],
          [1, color, 0.05],
        ]),
      );
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
      svg +=
        rect(splitX, y - 100, endX - splitX + 10, 56, 28, shade(color, 0.85)) +
        shieldShape(splitX + 34, y - 72, 0.32, color) +
        tick(splitX + 34, y - 74, 0.4, COLOR.white, 7);
      svg += `<path d="M${splitX + 70} ${y - 72}H${endX - 20}" stroke="${color}" stroke-width="5" stroke-dasharray="2 14" opacity="0.7"/>`;
      svg += rect(startX, y - 9, endX - startX, 18, 9, shade(color, 0.82)) + rect(startX, y - 9, splitX - startX, 18, 9, color);
      for (let i = 0; i <= steps; i++) {
        const x = startX + ((endX - startX) * i) / steps;
        svg +=
          circle(x, y, 13, COLOR.white) +
          ring(x, y, 13, i <= paidSteps ? color : shade(color, 0.5), 5) +
          rect(x - 16, y + 100, 32, 9, 4.5, shade(color, 0.8));
        if (i < paidSteps) svg += path(`M${round1(x - 9)} ${y + 28}h18l-9 13Z`, color, 0.7) + coin(art, x, y + 64, 15);
      }
      svg += group(EMBLEMS.bag(art, plan), placeAt(670, y - 14, 0.48));
      svg +=
        shieldShape(110, 470, 0.34, color) +
        tick(110, 468, 0.42, COLOR.white, 7) +
        rect(140, 456, 120, 10, 5, shade(color, 0.75)) +
        rect(140, 474, 80, 8, 4, shade(color, 0.85));
      break;
    }
    case 'cover': {
      const y = 250;
      svg += circle(170, y, 76, shade(color, 0.85)) + familyGlyph(170, y + 14, 0.72, color);
      svg += rect(
        262,
        y - 40,
        430,
        80,
        40,
        art.linear(
          'band',
          [
            [0, shade(color, 0.2)],
            [1, shade(color, -0.2)],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      svg += stroke(`M290 ${y}H400L418 ${y - 26}L440 ${y + 26}L462 ${y - 34}L482 ${y + 18}L496 ${y}H610`, COLOR.white, 6);
      svg += circle(652, y, 30, COLOR.white) + shieldShape(652, y, 0.36, color) + tick(652, y - 2, 0.45, COLOR.white, 7);
      const timelineY = 410;
      svg += rect(120, timelineY - 6, 560, 12, 6, shade(color, 0.8));
      for (let i = 0; i <= 7; i++) {
        const x = 120 + i * 80;
        svg +=
          circle(x, timelineY, 11, COLOR.white) +
          ring(x, timelineY, 11, color, 4) +
          rect(x - 16, timelineY + 28, 32, 8, 4, shade(color, 0.8));
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
      svg +=
        shieldShape(110, 458, 0.34, color) +
        tick(110, 456, 0.42, COLOR.white, 7) +
        rect(140, 444, 120, 10, 5, shade(color, 0.75)) +
        rect(140, 462, 80, 8, 4, shade(color, 0.85));
      svg += circle(660, 452, 50, shade(color, 0.9)) + group(EMBLEMS[plan.emblem](art, plan), placeAt(660, 452, 0.26));
      break;
    }
    case 'annuity': {
      svg += coinStack(art, 170, 420, 7, 48) + coin(art, 130, 260, 22);
      svg += stroke('M250 330H330', color, 10) + path('M326 310L360 330L326 350Z', color);
      const cardX = 390;
      const cardY = 190;
      svg +=
        rect(cardX + 6, cardY + 10, 300, 270, 18, COLOR.navy, 0.12) +
        rect(cardX, cardY, 300, 270, 18, shade(color, 0.92)) +
        path(
          `M${cardX} ${cardY + 18}Q${cardX} ${cardY} ${cardX + 18} ${cardY}H${cardX + 282}Q${cardX + 300} ${cardY} ${cardX + 300} ${cardY + 18}V${cardY + 54}H${cardX}Z`,
          color,
        );
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
        svg +=
          stroke(line, shade(color, 0.8), 26) +
          `<path d="${line}" fill="none" stroke="${COLOR.white}" stroke-width="4" stroke-dasharray="12 12"/>`;
        milestones = [
          [130, 342, 'heart'],
          [300, 370, 'book'],
          [500, 400, 'cap'],
          [690, 306, last],
        ];
      } else if (plan.variant === 2) {
        /** @type {MiniIcon[]} */
        const icons = ['star', 'book', 'cap', last];
        milestones = icons.map((icon, i) => {
          const x = 110 + i * 150;
          const height = 70 + i * 80;
          svg +=
            rect(x, 470 - height, 140, height, 14, shade(color, 0.86 - i * 0.08)) +
            rect(x, 470 - height, 140, 12, 6, shade(color, 0.6), 0.5);
          return [x + 70, 470 - height - 50, icon];
        });
      } else {
        const line = 'M110 470C220 470 220 360 330 360S450 250 540 250 640 150 700 130';
        svg +=
          stroke(line, shade(color, 0.8), 34) +
          `<path d="${line}" fill="none" stroke="${COLOR.white}" stroke-width="4" stroke-dasharray="14 12"/>`;
        milestones = [
          [140, 470, 'star'],
          [330, 360, 'book'],
          [540, 250, 'cap'],
          [690, 134, last],
        ];
      }
      milestones.forEach(([x, y, icon], i) => {
        svg +=
          circle(x, y + 4, 40, COLOR.navy, 0.12) +
          circle(x, y, 40, COLOR.white) +
          ring(x, y, 40, i === 3 ? plan.accent : color, 6) +
          miniIcon(icon, x, y, i === 3 ? plan.accent : color);
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
