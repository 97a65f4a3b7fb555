/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. People (body, pose, outfit, face and hair
 * from a few options) and trees.
 */
import { COLOR, SKIN, HAIR, round1, shade, circle, ellipse, rect, path, stroke, ring, group, placeAt, polygon } from './style.mjs';

/** The proportions of an adult and of a child, around the feet at (0, 0); `scale` is the child's size against an adult's. */
const BODY = {
  adult: {
    headY: -181,
    headRadiusX: 13,
    headRadiusY: 15,
    shoulderY: -155,
    shoulderHalf: 23,
    waistHalf: 18,
    hipY: -97,
    armWidth: 11,
    legWidth: 13,
    legOffset: 8.5,
    scale: 1,
  },
  child: {
    headY: -113,
    headRadiusX: 12.5,
    headRadiusY: 14,
    shoulderY: -91,
    shoulderHalf: 15,
    waistHalf: 13.5,
    hipY: -54,
    armWidth: 8,
    legWidth: 10,
    legOffset: 5.5,
    scale: 0.63,
  },
};

/** Arm poses: where the elbow and the hand are, from the shoulder, as [elbow, hand] (mirrored for the left arm). */
const POSES = /** @satisfies {Record<string, [[number, number], [number, number]]>} */ ({
  down: [
    [6, 29],
    [8, 56],
  ],
  wave: [
    [20, 10],
    [26, -20],
  ],
  up: [
    [12, -24],
    [16, -52],
  ],
  front: [
    [5, 30],
    [-11, 38],
  ],
  hold: [
    [8, 30],
    [-6, 24],
  ],
  out: [
    [12, 26],
    [26, 46],
  ],
  present: [
    [10, 30],
    [36, 22],
  ],
});

/** @typedef {'short' | 'side' | 'grey' | 'long' | 'bun' | 'braid' | 'bob' | 'pony'} HairStyle */

/**
 * Who a person is and how they are drawn.
 * @typedef {object} PersonOptions
 * @property {'man' | 'woman' | 'boy' | 'girl'} kind
 * @property {'suit' | 'shirt' | 'kurta' | 'saree' | 'kurti' | 'blazer' | 'dress' | 'tee'} [outfit] (a kurti or a shirt when left out)
 * @property {HairStyle} [hair]
 * @property {string} [hairColor]
 * @property {string} [skin]
 * @property {string} [top] the colour of the top
 * @property {string} [bottom] the colour of the trousers or the skirt
 * @property {string} [accent] trims, buttons, a tie, a dupatta
 * @property {string} [inner] the shirt under a blazer
 * @property {string} [vest] a waistcoat over a shirt or a kurta, in this colour
 * @property {string} [backpack] a backpack, in this colour
 * @property {boolean} [bindi]
 * @property {boolean} [glasses]
 * @property {boolean} [sit] sitting (on a seat about 58 high)
 * @property {'folder' | 'tablet'} [hold] what the hands hold in front
 * @property {[keyof typeof POSES, keyof typeof POSES]} [arms] the left and right arm's poses (both down when left out)
 * @property {number} x where the feet are
 * @property {number} y
 * @property {number} scale an adult is about 200 × scale tall
 */

/** A flat, front-facing person standing (or sitting) at (x, y). @param {PersonOptions} options */
export function person(options) {
  const figure = options.kind === 'boy' || options.kind === 'girl' ? BODY.child : BODY.adult;
  const female = options.kind === 'woman' || options.kind === 'girl';
  const skin = options.skin || SKIN[1];
  const hairColor = options.hairColor || HAIR[0];
  const top = options.top || COLOR.blue;
  const bottom = options.bottom || COLOR.navy;
  const accent = options.accent || COLOR.gold;
  const shoe = COLOR.ink;
  const outfit = options.outfit || (female ? 'kurti' : 'shirt');
  const arms = options.arms || ['down', 'down'];
  const sitting = !!options.sit;
  const { headY, headRadiusX, headRadiusY, shoulderY, shoulderHalf, armWidth, legWidth, legOffset, scale } = figure;
  const hipY = figure.hipY;
  const waistHalf = female ? figure.waistHalf - 1 : figure.waistHalf;
  const waistY = shoulderY + (hipY - shoulderY) * 0.55;
  const skinShadow = shade(skin, -0.14);
  let back = '';
  let legs = '';
  let body = '';
  let armsSvg = '';
  let head = '';

  /* ---- legs ---- */
  const longSkirt = outfit === 'saree';
  // where a kurti, kurta or dress ends
  /** @type {Record<string, number>} */
  const hems = { kurti: hipY + 38 * scale, dress: hipY + 26 * scale, kurta: hipY + 36 * scale };
  const hemY = sitting ? hipY + 16 * scale : (hems[outfit] ?? hipY);
  const seatDrop = sitting ? 39 * scale : 0; // sitting: upper body drops onto a seat ~58 units high
  if (sitting) {
    const kneeY = -50 * scale;
    if (!longSkirt) {
      const shin = outfit === 'dress' ? skin : bottom;
      const thigh = outfit === 'dress' ? top : bottom;
      for (const side of [-1, 1]) {
        legs += path(
          polygon([
            [side * (legOffset - legWidth / 2), kneeY],
            [side * (legOffset + legWidth / 2), kneeY],
            [side * (legOffset + legWidth / 2 - 0.5), -6],
            [side * (legOffset - legWidth / 2 + 0.5), -6],
          ]),
          shin,
        );
        legs += ellipse(side * (legOffset + 1.5), -4, legWidth * 0.66, 4.3 * scale + 0.8, shoe);
      }
      legs += rect(
        -waistHalf - 1,
        hipY + seatDrop - 10 * scale,
        (waistHalf + 1) * 2,
        kneeY - (hipY + seatDrop) + 16 * scale,
        9 * scale,
        thigh,
      );
      legs +=
        ellipse(-legOffset, kneeY + 1, legWidth * 0.72, 6 * scale, shade(thigh, 0.1)) +
        ellipse(legOffset, kneeY + 1, legWidth * 0.72, 6 * scale, shade(thigh, 0.1));
    }
  } else if (outfit === 'dress') {
    for (const side of [-1, 1]) {
      legs += stroke(
        `M${round1(side * legOffset)} ${round1(hipY)}L${round1(side * (legOffset + 0.5))} -7`,
        skin,
        legWidth * 0.72,
        1,
        'butt',
      );
      legs += ellipse(side * (legOffset + 1.5), -4, legWidth * 0.6, 4.2 * scale + 0.8, shoe);
    }
  } else if (!longSkirt) {
    const ankle = outfit === 'kurti' || outfit === 'kurta' ? legWidth * 0.8 : legWidth;
    for (const side of [-1, 1]) {
      const ankleX = side * (legOffset + 0.5);
      legs += path(
        polygon([
          [side * waistHalf, hipY - 8],
          [0, hipY - 8],
          [side * 0.5, hipY + 8],
          [ankleX - (side * ankle) / 2, -5],
          [ankleX + (side * ankle) / 2, -5],
        ]),
        bottom,
      );
      if (options.kind === 'boy' && outfit === 'tee') {
        legs += stroke(`M${round1(ankleX)} ${round1(hipY + 26 * scale)}L${round1(ankleX)} -7`, skin, legWidth * 0.7, 1, 'butt');
      }
      legs += ellipse(ankleX + side * 1.5, -4, legWidth * 0.64, 4.3 * scale + 0.8, shoe);
    }
  }

  /* ---- back layers (hair, pallu) ---- */
  back += hairBack(options.hair, hairColor, headY, headRadiusX, headRadiusY, shoulderY, scale);
  if (outfit === 'saree') {
    back += path(
      polygon([
        [shoulderHalf - 7, shoulderY - 1],
        [shoulderHalf + 3, shoulderY + 4],
        [shoulderHalf + 10, waistY + 30],
        [shoulderHalf - 2, waistY + 30],
      ]),
      shade(bottom, -0.12),
    );
    back += rect(shoulderHalf + 1, waistY + 24, 10, 6, 1, accent);
  }
  if (outfit === 'kurti') {
    for (const side of [-1, 1])
      back += path(
        polygon([
          [side * (shoulderHalf - 6), shoulderY],
          [side * (shoulderHalf + 2), shoulderY + 6],
          [side * (shoulderHalf + 6), hipY + 8],
          [side * (shoulderHalf - 3), hipY + 8],
        ]),
        shade(accent, -0.12),
      );
  }

  /* ---- torso ---- */
  /** The outline of the torso down to `bottom`, flaring out by `flare` at the hem. @param {number} bottom */
  const torso = (bottom, flare = 0) => {
    const waistX = female ? waistHalf - 2 : waistHalf;
    return (
      `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L${round1(-shoulderHalf + 5)} ${shoulderY}Q${-shoulderHalf} ${shoulderY + 1} ${-shoulderHalf} ${round1(shoulderY + 9)}` +
      `Q${round1(-waistX - 1)} ${round1(waistY - 6)} ${round1(-waistX)} ${round1(waistY)}L${round1(-waistHalf - flare)} ${round1(bottom)}L${round1(waistHalf + flare)} ${round1(bottom)}` +
      `L${round1(waistX)} ${round1(waistY)}Q${round1(waistX + 1)} ${round1(waistY - 6)} ${shoulderHalf} ${round1(shoulderY + 9)}Q${shoulderHalf} ${shoulderY + 1} ${round1(shoulderHalf - 5)} ${shoulderY}L${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}Z`
    );
  };
  /** A V neckline `depth` deep. @param {number} depth @param {string} color */
  const neckV = (depth, color) =>
    path(
      `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L0 ${round1(shoulderY + depth)}L${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}Z`,
      color,
    );
  /** A round neckline. @param {string} color */
  const neckRound = (color) =>
    path(
      `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}Q0 ${round1(shoulderY + 9 * scale)} ${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}Z`,
      color,
    );

  if (outfit === 'suit' || outfit === 'blazer') {
    body += path(torso(hipY + 8 * scale), top);
    const inner = outfit === 'suit' ? COLOR.white : options.inner || COLOR.paleGold;
    body += neckV(34 * scale, inner);
    if (outfit === 'suit') {
      body += path(
        polygon([
          [-3.2, shoulderY + 3],
          [3.2, shoulderY + 3],
          [4.5 * scale, shoulderY + 27 * scale],
          [0, shoulderY + 33 * scale],
          [-4.5 * scale, shoulderY + 27 * scale],
        ]),
        accent,
      );
      body += path(
        polygon([
          [-3.5, shoulderY - 1],
          [3.5, shoulderY - 1],
          [2.5, shoulderY + 4],
          [-2.5, shoulderY + 4],
        ]),
        shade(accent, -0.2),
      );
    }
    body += stroke(
      `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L-2 ${round1(shoulderY + 34 * scale)}M${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L2 ${round1(shoulderY + 34 * scale)}`,
      shade(top, -0.25),
      2.2,
    );
    body += path(
      `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L${round1(-shoulderHalf * 0.5)} ${round1(shoulderY + 12 * scale)}L${round1(-shoulderHalf * 0.3)} ${round1(shoulderY + 15 * scale)}L-2 ${round1(shoulderY + 34 * scale)}Z`,
      shade(top, 0.12),
    );
    body += path(
      `M${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}L${round1(shoulderHalf * 0.5)} ${round1(shoulderY + 12 * scale)}L${round1(shoulderHalf * 0.3)} ${round1(shoulderY + 15 * scale)}L2 ${round1(shoulderY + 34 * scale)}Z`,
      shade(top, 0.12),
    );
    body += circle(0, shoulderY + 44 * scale, 1.8, shade(top, -0.35)) + circle(0, shoulderY + 52 * scale, 1.8, shade(top, -0.35));
  } else if (outfit === 'shirt' || outfit === 'tee') {
    body += path(torso(hipY + 6 * scale), top);
    if (outfit === 'shirt') {
      body += neckV(10 * scale, skin);
      body += path(
        polygon([
          [-shoulderHalf * 0.34, shoulderY - 2],
          [-1, shoulderY + 9 * scale],
          [-shoulderHalf * 0.45, shoulderY + 8 * scale],
        ]),
        shade(top, 0.25),
      );
      body += path(
        polygon([
          [shoulderHalf * 0.34, shoulderY - 2],
          [1, shoulderY + 9 * scale],
          [shoulderHalf * 0.45, shoulderY + 8 * scale],
        ]),
        shade(top, 0.25),
      );
      body += stroke(`M0 ${round1(shoulderY + 10 * scale)}V${round1(hipY + 2)}`, shade(top, -0.15), 1.6);
      if (options.vest) {
        body += path(torso(hipY + 4 * scale), options.vest);
        body += neckV(30 * scale, top);
        body += stroke(`M0 ${round1(shoulderY + 28 * scale)}V${round1(hipY + 2)}`, shade(options.vest, -0.25), 1.6);
        body += circle(-3, shoulderY + 38 * scale, 1.5, COLOR.gold) + circle(-3, shoulderY + 48 * scale, 1.5, COLOR.gold);
      } else {
        body += rect(-waistHalf, hipY - 2, waistHalf * 2, 5, 1, shade(bottom, -0.3));
      }
    } else {
      body += neckRound(skin);
      body += stroke(
        `M${round1(-shoulderHalf * 0.32)} ${round1(shoulderY - 1)}Q0 ${round1(shoulderY + 9 * scale)} ${round1(shoulderHalf * 0.32)} ${round1(shoulderY - 1)}`,
        shade(top, -0.15),
        2,
      );
    }
  } else if (outfit === 'kurta') {
    body += path(torso(hemY, 5 * scale), top);
    body += neckRound(skin);
    body += stroke(`M0 ${round1(shoulderY + 6 * scale)}V${round1(shoulderY + 34 * scale)}`, shade(top, -0.2), 2);
    body +=
      circle(0, shoulderY + 14 * scale, 1.4, accent) +
      circle(0, shoulderY + 22 * scale, 1.4, accent) +
      circle(0, shoulderY + 30 * scale, 1.4, accent);
    if (options.vest) {
      body += path(torso(hipY + 8 * scale), options.vest);
      body += neckV(30 * scale, top);
      body += stroke(`M0 ${round1(shoulderY + 30 * scale)}V${round1(hipY + 6)}`, shade(options.vest, -0.25), 1.6);
      body += circle(-3, shoulderY + 38 * scale, 1.5, COLOR.gold) + circle(-3, shoulderY + 48 * scale, 1.5, COLOR.gold);
    }
  } else if (outfit === 'kurti') {
    body += path(torso(hemY, 9 * scale), top);
    body += neckRound(skin);
    body += rect(-waistHalf - 9 * scale, hemY - 6 * scale, (waistHalf + 9 * scale) * 2, 6 * scale, 0, accent, 0.9);
    body += stroke(
      `M${round1(-shoulderHalf + 6)} ${round1(shoulderY + 1)}Q0 ${round1(shoulderY + 30 * scale)} ${round1(shoulderHalf - 6)} ${round1(shoulderY + 1)}`,
      accent,
      6 * scale,
    );
  } else if (outfit === 'dress') {
    body += path(torso(hemY, 10 * scale), top);
    body += neckRound(skin);
    body += rect(-waistHalf, waistY, waistHalf * 2, 4 * scale, 1, accent);
  } else if (outfit === 'saree') {
    // blouse + draped skirt + pallu across the chest
    body += path(torso(waistY + 10), top);
    body += neckRound(skin);
    if (sitting) {
      // drape over the lap: waist -> knees (pushed forward) -> floor; drawn unshifted
      const waistTop = waistY + 4 + seatDrop;
      const kneeLine = -50 * scale;
      legs += path(
        `M${round1(-waistHalf - 1)} ${round1(waistTop)}L${round1(waistHalf + 1)} ${round1(waistTop)}Q${round1(waistHalf + 10)} ${round1(kneeLine - 16)} ${round1(waistHalf + 12)} ${round1(kneeLine)}L${round1(waistHalf + 9)} -3L${round1(-waistHalf - 9)} -3L${round1(-waistHalf - 12)} ${round1(kneeLine)}Q${round1(-waistHalf - 10)} ${round1(kneeLine - 16)} ${round1(-waistHalf - 1)} ${round1(waistTop)}Z`,
        bottom,
      );
      legs += stroke(
        `M${round1(-waistHalf - 11)} ${round1(kneeLine)}Q0 ${round1(kneeLine + 7)} ${round1(waistHalf + 11)} ${round1(kneeLine)}`,
        shade(bottom, -0.15),
        2,
      );
      legs += stroke(`M-3 ${round1(kneeLine + 6)}L-5 -6M5 ${round1(kneeLine + 6)}L7 -6`, shade(bottom, -0.15), 1.6);
      legs += path(
        `M${round1(-waistHalf - 9.3)} -10H${round1(waistHalf + 9.3)}L${round1(waistHalf + 9)} -3H${round1(-waistHalf - 9)}Z`,
        accent,
      );
    } else {
      const hem = -3;
      const flare = 8;
      body += path(
        `M${round1(-waistHalf - 1)} ${round1(waistY + 4)}L${round1(waistHalf + 1)} ${round1(waistY + 4)}Q${round1(waistHalf + 6)} ${round1(hipY + 40)} ${round1(waistHalf + flare)} ${hem}L${round1(-waistHalf - flare)} ${hem}Q${round1(-waistHalf - 6)} ${round1(hipY + 40)} ${round1(-waistHalf - 1)} ${round1(waistY + 4)}Z`,
        bottom,
      );
      body += stroke(
        `M-2 ${round1(hipY + 10)}L-5 ${hem - 2}M4 ${round1(hipY + 10)}L6 ${hem - 2}M10 ${round1(hipY + 14)}L14 ${hem - 2}`,
        shade(bottom, -0.15),
        1.6,
      );
      body += path(
        `M${round1(-waistHalf - flare + 0.8)} ${hem - 8}L${round1(waistHalf + flare - 0.8)} ${hem - 8}L${round1(waistHalf + flare)} ${hem}L${round1(-waistHalf - flare)} ${hem}Z`,
        accent,
      );
    }
    /** @type {[number, number][]} */
    const pallu = [
      [shoulderHalf * 0.1, shoulderY - 1.5],
      [shoulderHalf - 1, shoulderY + 1],
      [shoulderHalf + 1, shoulderY + 10],
      [-waistHalf + 2, hipY + 14],
      [-waistHalf - 4, hipY + 6],
      [-waistHalf - 2, waistY + 2],
    ];
    body += path(polygon(pallu), shade(bottom, 0.06));
    body += stroke(`M${round1(shoulderHalf + 1)} ${round1(shoulderY + 11)}L${round1(-waistHalf + 2)} ${round1(hipY + 14)}`, accent, 4);
    legs += ellipse(-7, -2, 7, 3.5, skinShadow) + ellipse(7, -2, 7, 3.5, skinShadow);
  }
  if (options.backpack) {
    back += rect(-shoulderHalf - 3, shoulderY + 4 * scale, (shoulderHalf + 3) * 2, 40 * scale, 8 * scale, options.backpack);
    body += stroke(
      `M${round1(-shoulderHalf + 6)} ${round1(shoulderY + 1)}L${round1(-shoulderHalf + 7)} ${round1(shoulderY + 30 * scale)}M${round1(shoulderHalf - 6)} ${round1(shoulderY + 1)}L${round1(shoulderHalf - 7)} ${round1(shoulderY + 30 * scale)}`,
      shade(options.backpack, -0.2),
      4 * scale,
    );
  }

  /* ---- arms ---- */
  const short = ['tee', 'saree', 'dress'].includes(outfit);
  const sleeve = shade(top, -0.06);
  let handsSvg = '';
  arms.forEach((pose, i) => {
    const side = i === 0 ? -1 : 1;
    const [[elbowX, elbowY], [handX, handY]] = POSES[pose];
    // The arm from the shoulder joint through the elbow to the hand.
    const joint = { x: side * (shoulderHalf - 5), y: shoulderY + 6 * scale };
    const elbow = { x: joint.x + side * elbowX * scale, y: joint.y + elbowY * scale };
    const hand = { x: joint.x + side * handX * scale, y: joint.y + handY * scale };
    const armPath = `M${round1(joint.x)} ${round1(joint.y)}L${round1(elbow.x)} ${round1(elbow.y)}L${round1(hand.x)} ${round1(hand.y)}`;
    armsSvg += stroke(armPath, skin, armWidth);
    if (short) {
      const sleeveEnd = { x: joint.x + (elbow.x - joint.x) * 0.5, y: joint.y + (elbow.y - joint.y) * 0.5 };
      armsSvg += stroke(`M${round1(joint.x)} ${round1(joint.y)}L${round1(sleeveEnd.x)} ${round1(sleeveEnd.y)}`, sleeve, armWidth + 1);
    } else {
      const sleeveEnd = { x: elbow.x + (hand.x - elbow.x) * 0.78, y: elbow.y + (hand.y - elbow.y) * 0.78 };
      armsSvg += stroke(
        `M${round1(joint.x)} ${round1(joint.y)}L${round1(elbow.x)} ${round1(elbow.y)}L${round1(sleeveEnd.x)} ${round1(sleeveEnd.y)}`,
        sleeve,
        armWidth + 0.6,
      );
    }
    handsSvg += circle(hand.x, hand.y, armWidth * 0.6, skin);
  });
  let held = '';
  if (options.hold === 'folder')
    held =
      rect(-16 * scale, shoulderY + 26 * scale, 30 * scale, 34 * scale, 3, COLOR.gold) +
      rect(-12 * scale, shoulderY + 31 * scale, 18 * scale, 3, 1, COLOR.white, 0.8);
  if (options.hold === 'tablet')
    held =
      rect(-17 * scale, shoulderY + 16 * scale, 34 * scale, 24 * scale, 3, COLOR.ink) +
      rect(-14 * scale, shoulderY + 19 * scale, 28 * scale, 18 * scale, 2, COLOR.paleBlue);

  /* ---- head ---- */
  back += rect(
    -4.6 * (scale < 1 ? 0.85 : 1),
    headY + headRadiusY - 6,
    9.2 * (scale < 1 ? 0.85 : 1),
    shoulderY - (headY + headRadiusY - 6) + 1,
    2,
    skinShadow,
  );
  head += circle(-headRadiusX + 0.5, headY + 2, 3.2, skinShadow) + circle(headRadiusX - 0.5, headY + 2, 3.2, skinShadow);
  head += ellipse(0, headY, headRadiusX, headRadiusY, skin);
  if (female && options.kind === 'woman') {
    head += circle(-headRadiusX + 0.5, headY + 6, 1.8, COLOR.gold) + circle(headRadiusX - 0.5, headY + 6, 1.8, COLOR.gold);
  }
  // face
  const eyeY = headY + 1.5;
  head += ellipse(-headRadiusX * 0.37, eyeY, 1.4, 1.7, COLOR.ink) + ellipse(headRadiusX * 0.37, eyeY, 1.4, 1.7, COLOR.ink);
  head += stroke(
    `M${round1(-headRadiusX * 0.26)} ${round1(headY + 7.2)}Q0 ${round1(headY + 10.4)} ${round1(headRadiusX * 0.26)} ${round1(headY + 7.2)}`,
    shade(skin, -0.55),
    1.4,
  );
  head += circle(-headRadiusX * 0.6, headY + 5.5, 2.4, COLOR.rose, 0.18) + circle(headRadiusX * 0.6, headY + 5.5, 2.4, COLOR.rose, 0.18);
  if (options.hair === 'grey') {
    head += path(
      `M-5 ${round1(headY + 6.2)}Q0 ${round1(headY + 3.5)} 5 ${round1(headY + 6.2)}Q0 ${round1(headY + 5.6)} -5 ${round1(headY + 6.2)}Z`,
      '#D9D9D9',
    );
  }
  if (options.bindi) head += circle(0, headY - 5.5, 1.3, COLOR.coral);
  head += hairFront(options.hair, hairColor, headY, headRadiusX, headRadiusY);
  if (options.glasses) {
    const glassesColor = options.glasses === true ? COLOR.ink : options.glasses;
    head +=
      ring(-headRadiusX * 0.37, eyeY, 3.3, glassesColor, 1.1) +
      ring(headRadiusX * 0.37, eyeY, 3.3, glassesColor, 1.1) +
      stroke(`M-1.5 ${round1(eyeY)}H1.5`, glassesColor, 1);
  }
  if (outfit === 'saree') {
    head += stroke(
      `M${round1(-shoulderHalf * 0.22)} ${round1(shoulderY)}Q0 ${round1(shoulderY + 8)} ${round1(shoulderHalf * 0.22)} ${round1(shoulderY)}`,
      COLOR.gold,
      1.6,
    );
  }

  const shadow = ellipse(0, -1, 30 * scale + 8, 6 * scale + 1, COLOR.ink, 0.12);
  const upper = back + body + armsSvg + held + handsSvg + head;
  const inner = sitting ? legs + group(upper, `translate(0 ${round1(seatDrop)})`) : back + legs + body + armsSvg + held + handsSvg + head;
  return group(shadow + inner, placeAt(options.x, options.y, options.scale));
}

/**
 * The hair behind the head (long hair, a bun, ponytails), for a head at (0, centerY).
 * @param {HairStyle | undefined} style @param {string} color @param {number} centerY @param {number} radiusX @param {number} radiusY @param {number} shoulderY @param {number} scale
 */
function hairBack(style, color, centerY, radiusX, radiusY, shoulderY, scale) {
  switch (style) {
    case 'long':
      return path(
        `M${round1(-radiusX - 2)} ${round1(centerY - 2)}C${round1(-radiusX - 4)} ${round1(centerY - radiusY - 6)} ${round1(radiusX + 4)} ${round1(centerY - radiusY - 6)} ${round1(radiusX + 2)} ${round1(centerY - 2)}L${round1(radiusX + 5)} ${round1(shoulderY + 12 * scale)}Q0 ${round1(shoulderY + 17 * scale)} ${round1(-radiusX - 5)} ${round1(shoulderY + 12 * scale)}Z`,
        color,
      );
    case 'bob':
      return path(
        `M${round1(-radiusX - 3)} ${round1(centerY)}C${round1(-radiusX - 4)} ${round1(centerY - radiusY - 6)} ${round1(radiusX + 4)} ${round1(centerY - radiusY - 6)} ${round1(radiusX + 3)} ${round1(centerY)}L${round1(radiusX + 3)} ${round1(centerY + radiusY - 1)}Q${round1(radiusX - 2)} ${round1(centerY + radiusY + 2)} ${round1(radiusX - 6)} ${round1(centerY + radiusY - 1)}H${round1(-radiusX + 6)}Q${round1(-radiusX + 2)} ${round1(centerY + radiusY + 2)} ${round1(-radiusX - 3)} ${round1(centerY + radiusY - 1)}Z`,
        color,
      );
    case 'bun':
      return (
        circle(radiusX * 0.35, centerY - radiusY - 3, 7.5, color) +
        path(
          `M${round1(-radiusX - 1)} ${round1(centerY)}C${round1(-radiusX - 2)} ${round1(centerY - radiusY - 4)} ${round1(radiusX + 2)} ${round1(centerY - radiusY - 4)} ${round1(radiusX + 1)} ${round1(centerY)}L${round1(radiusX)} ${round1(centerY + 8)}H${round1(-radiusX)}Z`,
          color,
        )
      );
    case 'braid': {
      let svg = path(
        `M${round1(-radiusX - 1.5)} ${round1(centerY)}C${round1(-radiusX - 3)} ${round1(centerY - radiusY - 5)} ${round1(radiusX + 3)} ${round1(centerY - radiusY - 5)} ${round1(radiusX + 1.5)} ${round1(centerY)}L${round1(radiusX)} ${round1(centerY + 10)}H${round1(-radiusX)}Z`,
        color,
      );
      return svg;
    }
    case 'pony':
      return (
        circle(-radiusX - 4, centerY - 2, 6.5 * (scale < 1 ? 1 : 1.2), color) +
        circle(radiusX + 4, centerY - 2, 6.5 * (scale < 1 ? 1 : 1.2), color) +
        path(
          `M${round1(-radiusX - 1)} ${round1(centerY)}C${round1(-radiusX - 2)} ${round1(centerY - radiusY - 4)} ${round1(radiusX + 2)} ${round1(centerY - radiusY - 4)} ${round1(radiusX + 1)} ${round1(centerY)}Z`,
          color,
        )
      );
    default:
      return '';
  }
}

/**
 * The hair over the head and face, for a head at (0, centerY).
 * @param {HairStyle | undefined} style @param {string} color @param {number} centerY @param {number} radiusX @param {number} radiusY
 */
function hairFront(style, color, centerY, radiusX, radiusY) {
  const topY = centerY - radiusY; // top of head
  switch (style) {
    case 'short':
    case 'grey': {
      const fill = style === 'grey' ? '#D4D4D4' : color;
      return path(
        `M${round1(-radiusX - 0.8)} ${round1(centerY + 2)}C${round1(-radiusX - 2.5)} ${round1(topY - 5)} ${round1(radiusX + 2.5)} ${round1(topY - 6)} ${round1(radiusX + 0.8)} ${round1(centerY + 2)}L${round1(radiusX - 1.4)} ${round1(centerY - 1)}C${round1(radiusX - 2)} ${round1(centerY - 8)} ${round1(radiusX * 0.3)} ${round1(centerY - 7)} ${round1(-radiusX * 0.3)} ${round1(centerY - 9)}C${round1(-radiusX + 2)} ${round1(centerY - 9)} ${round1(-radiusX + 1.2)} ${round1(centerY - 4)} ${round1(-radiusX + 1.2)} ${round1(centerY + 1)}Z`,
        fill,
      );
    }
    case 'side':
      return path(
        `M${round1(-radiusX - 0.8)} ${round1(centerY + 2)}C${round1(-radiusX - 4)} ${round1(topY - 7)} ${round1(radiusX + 4)} ${round1(topY - 9)} ${round1(radiusX + 0.8)} ${round1(centerY + 2)}L${round1(radiusX - 1.4)} ${round1(centerY - 1)}C${round1(radiusX - 2)} ${round1(centerY - 9)} ${round1(radiusX * 0.2)} ${round1(centerY - 10)} ${round1(-radiusX * 0.5)} ${round1(centerY - 11)}L${round1(-radiusX * 0.55)} ${round1(centerY - 7)}C${round1(-radiusX + 2)} ${round1(centerY - 7)} ${round1(-radiusX + 1.2)} ${round1(centerY - 4)} ${round1(-radiusX + 1.2)} ${round1(centerY + 1)}Z`,
        color,
      );
    case 'long':
    case 'bun':
    case 'braid':
    case 'pony':
    case 'bob': {
      const reach = style === 'bob' || style === 'long' ? 9 : 5;
      let svg = path(
        `M${round1(-radiusX - 1.6)} ${round1(centerY + reach)}C${round1(-radiusX - 3)} ${round1(topY - 5)} ${round1(radiusX + 3)} ${round1(topY - 5)} ${round1(radiusX + 1.6)} ${round1(centerY + reach)}L${round1(radiusX - 1.5)} ${round1(centerY + 3)}C${round1(radiusX - 1)} ${round1(centerY - 6)} ${round1(radiusX * 0.5)} ${round1(centerY - 8)} 0 ${round1(centerY - 8.5)}C${round1(-radiusX * 0.5)} ${round1(centerY - 8)} ${round1(-radiusX + 1)} ${round1(centerY - 6)} ${round1(-radiusX + 1.5)} ${round1(centerY + 3)}Z`,
        color,
      );
      svg += stroke(`M0 ${round1(topY + 0.5)}L0.4 ${round1(centerY - 9)}`, shade(color, 0.3), 1.1);
      if (style === 'braid') {
        for (let i = 0; i < 5; i++)
          svg += ellipse(radiusX - 1 + i * 0.6, centerY + radiusY + 2 + i * 7, 4.2 - i * 0.3, 4.6, shade(color, i % 2 ? 0.08 : 0));
      }
      return svg;
    }
    default:
      return '';
  }
}

/** A round tree standing at (x, y); scale 1 is about 160 tall. @param {number} x @param {number} y @param {number} scale */
export function tree(x, y, scale, color = COLOR.teal, trunk = '#7A4A22') {
  return group(
    rect(-6, -70, 12, 70, 4, trunk) +
      stroke('M0-40L16-58', trunk, 5) +
      circle(0, -110, 52, color) +
      circle(-30, -84, 34, shade(color, -0.08)) +
      circle(32, -88, 36, shade(color, 0.08)) +
      circle(-12, -128, 30, shade(color, 0.15), 0.6),
    placeAt(x, y, scale),
  );
}

/** A slender tree standing at (x, y); scale 1 is about 175 tall. @param {number} x @param {number} y @param {number} scale */
export function cypress(x, y, scale, color = COLOR.teal, trunk = '#7A4A22') {
  return group(
    rect(-4, -40, 8, 40, 3, trunk) +
      ellipse(0, -100, 28, 74, color) +
      path('M0-174C20-150 28-110 22-60 14-40 0-34 0-34Z', shade(color, -0.12), 0.6),
    placeAt(x, y, scale),
  );
}
