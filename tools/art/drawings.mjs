/**
 * Plan artwork: every drawing the plans in content/ ask for, as SVG text (make-product-art.mjs
 * writes them into public/).
 */
import path from 'node:path';
import { seededRandom } from './style.mjs';
import { drawingsOf, looksOf, readPlans } from './plans.mjs';
import { heroScene, protectScene } from './scenes.mjs';
import { peopleScene } from './scene-people.mjs';
import { howScene } from './scene-how.mjs';

/** The four scenes, in the order of a plan's pictures. */
const SCENES = [heroScene, peopleScene, howScene, protectScene];

/**
 * The SVG of one scene (0–3) of a plan: its random choices are seeded by the plan's address and
 * the scene, so it comes out the same every time.
 * @param {import('./plans.mjs').PlanLook} look
 * @param {number} scene
 */
export function drawScene(look, scene) {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`no scene ${scene}: a plan has ${SCENES.length}`);
  return draw(look, seededRandom(`${look.path}#${scene + 1}`));
}

/**
 * Every drawing the plans under `root` ask for, as [file relative to root, SVG].
 * @param {string} root the project folder
 * @returns {[string, string][]}
 */
export function planDrawings(root) {
  const plans = readPlans(root);
  const looks = new Map(looksOf(plans).map((look) => [look.path, look]));
  return plans.flatMap((plan) => {
    const look = looks.get(plan.path);
    if (!look) return [];
    return drawingsOf(plan).map(({ scene, url }) => /** @type {[string, string]} */ ([path.join('public', url), drawScene(look, scene)]));
  });
}
