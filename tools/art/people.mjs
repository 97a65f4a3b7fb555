/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. People (body, pose, face and hair from a few options) and trees.
 */
import { C, SKIN, HAIR, r1, shade, circle, ell, rect, path, stroke, ring, g, at, poly } from './style.mjs';


export const BODY = {
  adult: { hy: -181, rx: 13, ry: 15, sy: -155, sh: 23, wa: 18, hip: -97, aw: 11, lw: 13, lg: 8.5, k: 1 },
  child: { hy: -113, rx: 12.5, ry: 14, sy: -91, sh: 15, wa: 13.5, hip: -54, aw: 8, lw: 10, lg: 5.5, k: 0.63 },
};

export const POSES = {
  down: [[6, 29], [8, 56]],
  wave: [[20, 10], [26, -20]],
  up: [[12, -24], [16, -52]],
  hip: [[20, 24], [4, 44]],
  front: [[5, 30], [-11, 38]],
  hold: [[8, 30], [-6, 24]],
  out: [[12, 26], [26, 46]],
  point: [[20, 0], [46, -12]],
  present: [[10, 30], [36, 22]],
  chin: [[10, 34], [-12, -10]],
  type: [[8, 30], [-2, 46]],
};

/**
 * A flat, front-facing person. Feet at (x, y); adult is ~200 * s tall.
 * o.kind: 'man' | 'woman' | 'boy' | 'girl'
 * o.outfit: 'suit' | 'shirt' | 'kurta' | 'saree' | 'kurti' | 'blazer' | 'dress' | 'tee' | 'skirt'
 * o.hair: 'short' | 'side' | 'grey' | 'turban' | 'long' | 'bun' | 'braid' | 'bob' | 'pony'
 * o.arms: [left, right] pose names from POSES.
 */
export function person(o) {
  const B = o.kind === 'boy' || o.kind === 'girl' ? BODY.child : BODY.adult;
  const female = o.kind === 'woman' || o.kind === 'girl';
  const skin = o.skin || SKIN[1];
  const hairC = o.hairColor || HAIR[0];
  const top = o.top || C.blue;
  const bottom = o.bottom || C.navy;
  const acc = o.accent || C.gold;
  const shoe = o.shoe || C.ink;
  const outfit = o.outfit || (female ? 'kurti' : 'shirt');
  const arms = o.arms || ['down', 'down'];
  const sit = !!o.sit;
  const { hy, rx, ry, sy, sh, aw, lw, lg, k } = B;
  const hip = B.hip;
  const wa = female ? B.wa - 1 : B.wa;
  const waistY = sy + (hip - sy) * 0.55;
  const skinD = shade(skin, -0.14);
  let back = '';
  let legs = '';
  let body = '';
  let armsS = '';
  let head = '';

  /* ---- legs ---- */
  const longSkirt = outfit === 'saree';
  const hemY = sit && outfit !== 'skirt' ? hip + 16 * k : { kurti: hip + 38 * k, dress: hip + 26 * k, skirt: hip + 44 * k, kurta: hip + 36 * k }[outfit];
  const stride = o.stride ? 7 * k : 0;
  const dy = sit ? 39 * k : 0; // sitting: upper body drops onto a seat ~58 units high
  if (sit) {
    const kneeY = -50 * k;
    if (!longSkirt) {
      const shin = outfit === 'dress' || outfit === 'skirt' ? skin : bottom;
      const thigh = outfit === 'dress' ? top : bottom;
      for (const sx of [-1, 1]) {
        legs += path(poly([[sx * (lg - lw / 2), kneeY], [sx * (lg + lw / 2), kneeY], [sx * (lg + lw / 2 - 0.5), -6], [sx * (lg - lw / 2 + 0.5), -6]]), shin);
        legs += ell(sx * (lg + 1.5), -4, lw * 0.66, 4.3 * k + 0.8, shoe);
      }
      legs += rect(-wa - 1, hip + dy - 10 * k, (wa + 1) * 2, kneeY - (hip + dy) + 16 * k, 9 * k, thigh);
      legs += ell(-lg, kneeY + 1, lw * 0.72, 6 * k, shade(thigh, 0.1)) + ell(lg, kneeY + 1, lw * 0.72, 6 * k, shade(thigh, 0.1));
    }
  } else if (outfit === 'dress' || outfit === 'skirt') {
    for (const sx of [-1, 1]) {
      legs += stroke(`M${r1(sx * lg)} ${r1(hip)}L${r1(sx * (lg + 0.5) + (sx < 0 ? -stride : stride))} -7`, skin, lw * 0.72, 1, 'butt');
      legs += ell(sx * (lg + 1.5) + (sx < 0 ? -stride : stride), -4, lw * 0.6, 4.2 * k + 0.8, shoe);
    }
  } else if (!longSkirt) {
    const ankle = outfit === 'kurti' || outfit === 'kurta' ? lw * 0.8 : lw;
    for (const sx of [-1, 1]) {
      const ax = sx * (lg + 0.5) + (sx < 0 ? -stride : stride);
      legs += path(
        poly([
          [sx * wa, hip - 8],
          [0, hip - 8],
          [sx * 0.5, hip + 8],
          [ax - (sx * ankle) / 2, -5],
          [ax + (sx * ankle) / 2, -5],
        ]),
        bottom,
      );
      if (o.kind === 'boy' && outfit === 'tee') {
        legs += stroke(`M${r1(ax)} ${r1(hip + 26 * k)}L${r1(ax)} -7`, skin, lw * 0.7, 1, 'butt');
      }
      legs += ell(ax + sx * 1.5, -4, lw * 0.64, 4.3 * k + 0.8, shoe);
    }
  }

  /* ---- back layers (hair, pallu) ---- */
  back += hairBack(o.hair, hairC, hy, rx, ry, sy, k);
  if (outfit === 'saree') {
    back += path(poly([[sh - 7, sy - 1], [sh + 3, sy + 4], [sh + 10, waistY + 30], [sh - 2, waistY + 30]]), shade(bottom, -0.12));
    back += rect(sh + 1, waistY + 24, 10, 6, 1, acc);
  }
  if (outfit === 'kurti' && o.dupatta !== false) {
    for (const sx of [-1, 1]) back += path(poly([[sx * (sh - 6), sy], [sx * (sh + 2), sy + 6], [sx * (sh + 6), hip + 8], [sx * (sh - 3), hip + 8]]), shade(acc, -0.12));
  }

  /* ---- torso ---- */
  const torso = (bot, flare = 0) => {
    const wx = female ? wa - 2 : wa;
    return (
      `M${r1(-sh * 0.32)} ${r1(sy - 1)}L${r1(-sh + 5)} ${sy}Q${-sh} ${sy + 1} ${-sh} ${r1(sy + 9)}` +
      `Q${r1(-wx - 1)} ${r1(waistY - 6)} ${r1(-wx)} ${r1(waistY)}L${r1(-wa - flare)} ${r1(bot)}L${r1(wa + flare)} ${r1(bot)}` +
      `L${r1(wx)} ${r1(waistY)}Q${r1(wx + 1)} ${r1(waistY - 6)} ${sh} ${r1(sy + 9)}Q${sh} ${sy + 1} ${r1(sh - 5)} ${sy}L${r1(sh * 0.32)} ${r1(sy - 1)}Z`
    );
  };
  const neckV = (depth, col) =>
    path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L0 ${r1(sy + depth)}L${r1(sh * 0.32)} ${r1(sy - 1)}Z`, col);
  const neckRound = (col) => path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}Q0 ${r1(sy + 9 * k)} ${r1(sh * 0.32)} ${r1(sy - 1)}Z`, col);

  if (outfit === 'suit' || outfit === 'blazer') {
    body += path(torso(hip + 8 * k), top);
    const inner = outfit === 'suit' ? C.white : o.inner || C.paleGold;
    body += neckV(34 * k, inner);
    if (outfit === 'suit') {
      body += path(poly([[-3.2, sy + 3], [3.2, sy + 3], [4.5 * k, sy + 27 * k], [0, sy + 33 * k], [-4.5 * k, sy + 27 * k]]), acc);
      body += path(poly([[-3.5, sy - 1], [3.5, sy - 1], [2.5, sy + 4], [-2.5, sy + 4]]), shade(acc, -0.2));
    }
    body += stroke(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L-2 ${r1(sy + 34 * k)}M${r1(sh * 0.32)} ${r1(sy - 1)}L2 ${r1(sy + 34 * k)}`, shade(top, -0.25), 2.2);
    body += path(`M${r1(-sh * 0.32)} ${r1(sy - 1)}L${r1(-sh * 0.5)} ${r1(sy + 12 * k)}L${r1(-sh * 0.3)} ${r1(sy + 15 * k)}L-2 ${r1(sy + 34 * k)}Z`, shade(top, 0.12));
    body += path(`M${r1(sh * 0.32)} ${r1(sy - 1)}L${r1(sh * 0.5)} ${r1(sy + 12 * k)}L${r1(sh * 0.3)} ${r1(sy + 15 * k)}L2 ${r1(sy + 34 * k)}Z`, shade(top, 0.12));
    body += circle(0, sy + 44 * k, 1.8, shade(top, -0.35)) + circle(0, sy + 52 * k, 1.8, shade(top, -0.35));
    if (o.badge) body += rect(sh * 0.35, sy + 16 * k, 9, 5, 1, acc);
  } else if (outfit === 'shirt' || outfit === 'tee') {
    body += path(torso(hip + 6 * k), top);
    if (outfit === 'shirt') {
      body += neckV(10 * k, skin);
      body += path(poly([[-sh * 0.34, sy - 2], [-1, sy + 9 * k], [-sh * 0.45, sy + 8 * k]]), shade(top, 0.25));
      body += path(poly([[sh * 0.34, sy - 2], [1, sy + 9 * k], [sh * 0.45, sy + 8 * k]]), shade(top, 0.25));
      body += stroke(`M0 ${r1(sy + 10 * k)}V${r1(hip + 2)}`, shade(top, -0.15), 1.6);
      if (o.vest) {
        body += path(torso(hip + 4 * k).replace(/Z$/, 'Z'), o.vest);
        body += neckV(30 * k, top);
        body += stroke(`M0 ${r1(sy + 28 * k)}V${r1(hip + 2)}`, shade(o.vest, -0.25), 1.6);
        body += circle(-3, sy + 38 * k, 1.5, C.gold) + circle(-3, sy + 48 * k, 1.5, C.gold);
      } else {
        body += rect(-wa, hip - 2, wa * 2, 5, 1, shade(bottom, -0.3));
      }
    } else {
      body += neckRound(skin);
      body += stroke(`M${r1(-sh * 0.32)} ${r1(sy - 1)}Q0 ${r1(sy + 9 * k)} ${r1(sh * 0.32)} ${r1(sy - 1)}`, shade(top, -0.15), 2);
    }
  } else if (outfit === 'kurta') {
    body += path(torso(hemY, 5 * k), top);
    body += neckRound(skin);
    body += stroke(`M0 ${r1(sy + 6 * k)}V${r1(sy + 34 * k)}`, shade(top, -0.2), 2);
    body += circle(0, sy + 14 * k, 1.4, acc) + circle(0, sy + 22 * k, 1.4, acc) + circle(0, sy + 30 * k, 1.4, acc);
    if (o.vest) {
      body += path(torso(hip + 8 * k), o.vest);
      body += neckV(30 * k, top);
      body += stroke(`M0 ${r1(sy + 30 * k)}V${r1(hip + 6)}`, shade(o.vest, -0.25), 1.6);
      body += circle(-3, sy + 38 * k, 1.5, C.gold) + circle(-3, sy + 48 * k, 1.5, C.gold);
    }
  } else if (outfit === 'kurti') {
    body += path(torso(hemY, 9 * k), top);
    body += neckRound(skin);
    body += rect(-wa - 9 * k, hemY - 6 * k, (wa + 9 * k) * 2, 6 * k, 0, acc, 0.9);
    if (o.dupatta !== false) {
      body += stroke(`M${r1(-sh + 6)} ${r1(sy + 1)}Q0 ${r1(sy + 30 * k)} ${r1(sh - 6)} ${r1(sy + 1)}`, acc, 6 * k);
    }
  } else if (outfit === 'dress') {
    body += path(torso(hemY, 10 * k), top);
    body += neckRound(skin);
    body += rect(-wa, waistY, wa * 2, 4 * k, 1, acc);
  } else if (outfit === 'skirt') {
    body += path(`M${r1(-wa)} ${r1(hip - 8)}L${r1(wa)} ${r1(hip - 8)}L${r1(wa + 3)} ${r1(hemY)}L${r1(-wa - 3)} ${r1(hemY)}Z`, bottom);
    body += path(torso(hip - 4), top);
    body += neckV(24 * k, o.inner || C.white);
  } else if (outfit === 'saree') {
    // blouse + draped skirt + pallu across the chest
    body += path(torso(waistY + 10), top);
    body += neckRound(skin);
    if (sit) {
      // drape over the lap: waist -> knees (pushed forward) -> floor; drawn unshifted
      const wt = waistY + 4 + dy;
      const kn = -50 * k;
      legs += path(`M${r1(-wa - 1)} ${r1(wt)}L${r1(wa + 1)} ${r1(wt)}Q${r1(wa + 10)} ${r1(kn - 16)} ${r1(wa + 12)} ${r1(kn)}L${r1(wa + 9)} -3L${r1(-wa - 9)} -3L${r1(-wa - 12)} ${r1(kn)}Q${r1(-wa - 10)} ${r1(kn - 16)} ${r1(-wa - 1)} ${r1(wt)}Z`, bottom);
      legs += stroke(`M${r1(-wa - 11)} ${r1(kn)}Q0 ${r1(kn + 7)} ${r1(wa + 11)} ${r1(kn)}`, shade(bottom, -0.15), 2);
      legs += stroke(`M-3 ${r1(kn + 6)}L-5 -6M5 ${r1(kn + 6)}L7 -6`, shade(bottom, -0.15), 1.6);
      legs += path(`M${r1(-wa - 9.3)} -10H${r1(wa + 9.3)}L${r1(wa + 9)} -3H${r1(-wa - 9)}Z`, acc);
    } else {
      const hem = -3;
      const flare = 8;
      body += path(
        `M${r1(-wa - 1)} ${r1(waistY + 4)}L${r1(wa + 1)} ${r1(waistY + 4)}Q${r1(wa + 6)} ${r1(hip + 40)} ${r1(wa + flare)} ${hem}L${r1(-wa - flare)} ${hem}Q${r1(-wa - 6)} ${r1(hip + 40)} ${r1(-wa - 1)} ${r1(waistY + 4)}Z`,
        bottom,
      );
      body += stroke(`M-2 ${r1(hip + 10)}L-5 ${hem - 2}M4 ${r1(hip + 10)}L6 ${hem - 2}M10 ${r1(hip + 14)}L14 ${hem - 2}`, shade(bottom, -0.15), 1.6);
      body += path(`M${r1(-wa - flare + 0.8)} ${hem - 8}L${r1(wa + flare - 0.8)} ${hem - 8}L${r1(wa + flare)} ${hem}L${r1(-wa - flare)} ${hem}Z`, acc);
    }
    const pal = [[sh * 0.1, sy - 1.5], [sh - 1, sy + 1], [sh + 1, sy + 10], [-wa + 2, hip + 14], [-wa - 4, hip + 6], [-wa - 2, waistY + 2]];
    body += path(poly(pal), shade(bottom, 0.06));
    body += stroke(`M${r1(sh + 1)} ${r1(sy + 11)}L${r1(-wa + 2)} ${r1(hip + 14)}`, acc, 4);
    legs += ell(-7, -2, 7, 3.5, skinD) + ell(7, -2, 7, 3.5, skinD);
  }
  if (o.backpack) {
    back += rect(-sh - 3, sy + 4 * k, (sh + 3) * 2, 40 * k, 8 * k, o.backpack);
    body += stroke(`M${r1(-sh + 6)} ${r1(sy + 1)}L${r1(-sh + 7)} ${r1(sy + 30 * k)}M${r1(sh - 6)} ${r1(sy + 1)}L${r1(sh - 7)} ${r1(sy + 30 * k)}`, shade(o.backpack, -0.2), 4 * k);
  }
  if (o.lanyard) {
    body += stroke(`M${r1(-sh * 0.3)} ${r1(sy)}L-3 ${r1(sy + 30 * k)}M${r1(sh * 0.3)} ${r1(sy)}L3 ${r1(sy + 30 * k)}`, o.lanyard, 1.8);
    body += rect(-6, sy + 29 * k, 12, 15, 2, C.white) + rect(-4, sy + 32 * k, 8, 3, 1, o.lanyard);
  }

  /* ---- arms ---- */
  const short = ['tee', 'saree', 'dress'].includes(outfit) || o.shortSleeves;
  const sleeve = outfit === 'skirt' ? top : shade(top, -0.06);
  let handsS = '';
  arms.forEach((pose, i) => {
    const sx = i === 0 ? -1 : 1;
    const [[ex, ey], [hx, hy2]] = POSES[pose] || POSES.down;
    const J = [sx * (sh - 5), sy + 6 * k];
    const E = [J[0] + sx * ex * k, J[1] + ey * k];
    const H = [J[0] + sx * hx * k, J[1] + hy2 * k];
    const d = `M${r1(J[0])} ${r1(J[1])}L${r1(E[0])} ${r1(E[1])}L${r1(H[0])} ${r1(H[1])}`;
    armsS += stroke(d, skin, aw);
    if (short) {
      const m = [J[0] + (E[0] - J[0]) * 0.5, J[1] + (E[1] - J[1]) * 0.5];
      armsS += stroke(`M${r1(J[0])} ${r1(J[1])}L${r1(m[0])} ${r1(m[1])}`, sleeve, aw + 1);
    } else {
      const m = [E[0] + (H[0] - E[0]) * 0.78, E[1] + (H[1] - E[1]) * 0.78];
      armsS += stroke(`M${r1(J[0])} ${r1(J[1])}L${r1(E[0])} ${r1(E[1])}L${r1(m[0])} ${r1(m[1])}`, sleeve, aw + 0.6);
      if (o.watch && i === 0) armsS += circle(m[0], m[1], 2.2, C.gold);
    }
    handsS += circle(H[0], H[1], aw * 0.6, skin);
  });
  let held = '';
  if (o.hold === 'folder') held = rect(-16 * k, sy + 26 * k, 30 * k, 34 * k, 3, o.holdColor || C.gold) + rect(-12 * k, sy + 31 * k, 18 * k, 3, 1, C.white, 0.8);
  if (o.hold === 'tablet') held = rect(-17 * k, sy + 16 * k, 34 * k, 24 * k, 3, C.ink) + rect(-14 * k, sy + 19 * k, 28 * k, 18 * k, 2, o.holdColor || C.paleBlue);
  if (o.hold === 'book') held = rect(-14 * k, sy + 28 * k, 28 * k, 22 * k, 3, o.holdColor || C.coral) + rect(-11 * k, sy + 30 * k, 4, 18 * k, 1, C.white, 0.5);

  /* ---- head ---- */
  back += rect(-4.6 * (k < 1 ? 0.85 : 1), hy + ry - 6, 9.2 * (k < 1 ? 0.85 : 1), sy - (hy + ry - 6) + 1, 2, skinD);
  head += circle(-rx + 0.5, hy + 2, 3.2, skinD) + circle(rx - 0.5, hy + 2, 3.2, skinD);
  head += ell(0, hy, rx, ry, skin);
  if (female && o.kind === 'woman') {
    head += circle(-rx + 0.5, hy + 6, 1.8, C.gold) + circle(rx - 0.5, hy + 6, 1.8, C.gold);
  }
  // face
  const ey = hy + 1.5;
  head += ell(-rx * 0.37, ey, 1.4, 1.7, C.ink) + ell(rx * 0.37, ey, 1.4, 1.7, C.ink);
  head += stroke(`M${r1(-rx * 0.26)} ${r1(hy + 7.2)}Q0 ${r1(hy + 10.4)} ${r1(rx * 0.26)} ${r1(hy + 7.2)}`, shade(skin, -0.55), 1.4);
  head += circle(-rx * 0.6, hy + 5.5, 2.4, C.rose, 0.18) + circle(rx * 0.6, hy + 5.5, 2.4, C.rose, 0.18);
  if (o.hair === 'grey' || o.moustache) {
    head += path(`M-5 ${r1(hy + 6.2)}Q0 ${r1(hy + 3.5)} 5 ${r1(hy + 6.2)}Q0 ${r1(hy + 5.6)} -5 ${r1(hy + 6.2)}Z`, o.hair === 'grey' ? '#D9D9D9' : hairC);
  }
  if (o.bindi) head += circle(0, hy - 5.5, 1.3, C.coral);
  head += hairFront(o.hair, hairC, hy, rx, ry);
  if (o.glasses) {
    const gc = o.glasses === true ? C.ink : o.glasses;
    head += ring(-rx * 0.37, ey, 3.3, gc, 1.1) + ring(rx * 0.37, ey, 3.3, gc, 1.1) + stroke(`M-1.5 ${r1(ey)}H1.5`, gc, 1);
  }
  if (outfit === 'saree' || o.necklace) {
    head += stroke(`M${r1(-sh * 0.22)} ${r1(sy)}Q0 ${r1(sy + 8)} ${r1(sh * 0.22)} ${r1(sy)}`, C.gold, 1.6);
  }

  if (o.back) {
    // seen from behind: plain torso, head covered by hair, no face
    body = path(torso(outfit === 'kurti' || outfit === 'kurta' ? hemY : hip + 6, outfit === 'kurti' ? 9 * k : 0), top);
    head = circle(-rx + 0.5, hy + 2, 3.2, skinD) + circle(rx - 0.5, hy + 2, 3.2, skinD);
    head += ell(0, hy - 0.5, rx + 0.8, ry + 0.5, hairC);
    if (o.hair === 'long') head += path(`M${r1(-rx - 1)} ${r1(hy)}L${r1(-rx - 3)} ${r1(sy + 16 * k)}Q0 ${r1(sy + 22 * k)} ${r1(rx + 3)} ${r1(sy + 16 * k)}L${r1(rx + 1)} ${r1(hy)}Z`, hairC);
    if (o.hair === 'braid') for (let i = 0; i < 6; i++) head += ell(0, hy + ry + 2 + i * 7, 4.4 - i * 0.3, 4.6, shade(hairC, i % 2 ? 0.1 : 0));
    if (o.hair === 'bun') head += circle(0, hy + 6, 8, shade(hairC, 0.08));
    if (o.hair === 'grey') head = head.replace(`fill="${hairC}"`, 'fill="#D4D4D4"');
    return g(back + body + armsS + handsS + head, at(o.x || 0, o.y || 0, o.s || 1, o.flip));
  }

  const shadow = o.noShadow ? '' : ell(0, -1, 30 * k + 8, 6 * k + 1, C.ink, 0.12);
  const upper = back + body + armsS + held + handsS + head;
  const inner = sit ? legs + g(upper, `translate(0 ${r1(dy)})`) : back + legs + body + armsS + held + handsS + head;
  return g(shadow + inner, at(o.x || 0, o.y || 0, o.s || 1, o.flip));
}

export function hairBack(style, col, c, R, Q, sy, k) {
  switch (style) {
    case 'long':
      return path(`M${r1(-R - 2)} ${r1(c - 2)}C${r1(-R - 4)} ${r1(c - Q - 6)} ${r1(R + 4)} ${r1(c - Q - 6)} ${r1(R + 2)} ${r1(c - 2)}L${r1(R + 5)} ${r1(sy + 12 * k)}Q0 ${r1(sy + 17 * k)} ${r1(-R - 5)} ${r1(sy + 12 * k)}Z`, col);
    case 'bob':
      return path(`M${r1(-R - 3)} ${r1(c)}C${r1(-R - 4)} ${r1(c - Q - 6)} ${r1(R + 4)} ${r1(c - Q - 6)} ${r1(R + 3)} ${r1(c)}L${r1(R + 3)} ${r1(c + Q - 1)}Q${r1(R - 2)} ${r1(c + Q + 2)} ${r1(R - 6)} ${r1(c + Q - 1)}H${r1(-R + 6)}Q${r1(-R + 2)} ${r1(c + Q + 2)} ${r1(-R - 3)} ${r1(c + Q - 1)}Z`, col);
    case 'bun':
      return circle(R * 0.35, c - Q - 3, 7.5, col) + path(`M${r1(-R - 1)} ${r1(c)}C${r1(-R - 2)} ${r1(c - Q - 4)} ${r1(R + 2)} ${r1(c - Q - 4)} ${r1(R + 1)} ${r1(c)}L${r1(R)} ${r1(c + 8)}H${r1(-R)}Z`, col);
    case 'braid': {
      let s = path(`M${r1(-R - 1.5)} ${r1(c)}C${r1(-R - 3)} ${r1(c - Q - 5)} ${r1(R + 3)} ${r1(c - Q - 5)} ${r1(R + 1.5)} ${r1(c)}L${r1(R)} ${r1(c + 10)}H${r1(-R)}Z`, col);
      return s;
    }
    case 'pony':
      return circle(-R - 4, c - 2, 6.5 * (k < 1 ? 1 : 1.2), col) + circle(R + 4, c - 2, 6.5 * (k < 1 ? 1 : 1.2), col) + path(`M${r1(-R - 1)} ${r1(c)}C${r1(-R - 2)} ${r1(c - Q - 4)} ${r1(R + 2)} ${r1(c - Q - 4)} ${r1(R + 1)} ${r1(c)}Z`, col);
    default:
      return '';
  }
}

export function hairFront(style, col, c, R, Q) {
  const t = c - Q; // top of head
  switch (style) {
    case 'short':
    case 'grey': {
      const hc = style === 'grey' ? '#D4D4D4' : col;
      return path(`M${r1(-R - 0.8)} ${r1(c + 2)}C${r1(-R - 2.5)} ${r1(t - 5)} ${r1(R + 2.5)} ${r1(t - 6)} ${r1(R + 0.8)} ${r1(c + 2)}L${r1(R - 1.4)} ${r1(c - 1)}C${r1(R - 2)} ${r1(c - 8)} ${r1(R * 0.3)} ${r1(c - 7)} ${r1(-R * 0.3)} ${r1(c - 9)}C${r1(-R + 2)} ${r1(c - 9)} ${r1(-R + 1.2)} ${r1(c - 4)} ${r1(-R + 1.2)} ${r1(c + 1)}Z`, hc);
    }
    case 'side':
      return path(`M${r1(-R - 0.8)} ${r1(c + 2)}C${r1(-R - 4)} ${r1(t - 7)} ${r1(R + 4)} ${r1(t - 9)} ${r1(R + 0.8)} ${r1(c + 2)}L${r1(R - 1.4)} ${r1(c - 1)}C${r1(R - 2)} ${r1(c - 9)} ${r1(R * 0.2)} ${r1(c - 10)} ${r1(-R * 0.5)} ${r1(c - 11)}L${r1(-R * 0.55)} ${r1(c - 7)}C${r1(-R + 2)} ${r1(c - 7)} ${r1(-R + 1.2)} ${r1(c - 4)} ${r1(-R + 1.2)} ${r1(c + 1)}Z`, col);
    case 'turban':
      return (
        path(`M${r1(-R - 2.5)} ${r1(c - 1)}C${r1(-R - 4)} ${r1(t - 12)} ${r1(R + 4)} ${r1(t - 12)} ${r1(R + 2.5)} ${r1(c - 1)}L${r1(R)} ${r1(c - 2)}Q0 ${r1(c - 9)} ${r1(-R)} ${r1(c - 2)}Z`, col) +
        stroke(`M${r1(-R + 1)} ${r1(c - 5)}Q0 ${r1(t - 4)} ${r1(R - 2)} ${r1(t - 1)}`, shade(col, 0.2), 2.2) +
        path(`M${r1(-R)} ${r1(c + 1)}Q${r1(-R + 1)} ${r1(c + Q + 5)} 0 ${r1(c + Q + 6)}Q${r1(R - 1)} ${r1(c + Q + 5)} ${r1(R)} ${r1(c + 1)}Q${r1(R - 2)} ${r1(c + 11)} 0 ${r1(c + 10)}Q${r1(-R + 2)} ${r1(c + 11)} ${r1(-R)} ${r1(c + 1)}Z`, HAIR[0])
      );
    case 'long':
    case 'bun':
    case 'braid':
    case 'pony':
    case 'bob': {
      const low = style === 'bob' || style === 'long' ? 9 : 5;
      let s = path(`M${r1(-R - 1.6)} ${r1(c + low)}C${r1(-R - 3)} ${r1(t - 5)} ${r1(R + 3)} ${r1(t - 5)} ${r1(R + 1.6)} ${r1(c + low)}L${r1(R - 1.5)} ${r1(c + 3)}C${r1(R - 1)} ${r1(c - 6)} ${r1(R * 0.5)} ${r1(c - 8)} 0 ${r1(c - 8.5)}C${r1(-R * 0.5)} ${r1(c - 8)} ${r1(-R + 1)} ${r1(c - 6)} ${r1(-R + 1.5)} ${r1(c + 3)}Z`, col);
      s += stroke(`M0 ${r1(t + 0.5)}L0.4 ${r1(c - 9)}`, shade(col, 0.3), 1.1);
      if (style === 'braid') {
        for (let i = 0; i < 5; i++) s += ell(R - 1 + i * 0.6, c + Q + 2 + i * 7, 4.2 - i * 0.3, 4.6, shade(col, i % 2 ? 0.08 : 0));
      }
      return s;
    }
    default:
      return '';
  }
}

export function tree(x, y, s, col = C.teal, trunk = '#7A4A22') {
  return g(
    rect(-6, -70, 12, 70, 4, trunk) +
      stroke('M0-40L16-58', trunk, 5) +
      circle(0, -110, 52, col) +
      circle(-30, -84, 34, shade(col, -0.08)) +
      circle(32, -88, 36, shade(col, 0.08)) +
      circle(-12, -128, 30, shade(col, 0.15), 0.6),
    at(x, y, s),
  );
}

export function cypress(x, y, s, col = C.teal, trunk = '#7A4A22') {
  return g(rect(-4, -40, 8, 40, 3, trunk) + ell(0, -100, 28, 74, col) + path('M0-174C20-150 28-110 22-60 14-40 0-34 0-34Z', shade(col, -0.12), 0.6), at(x, y, s));
}
