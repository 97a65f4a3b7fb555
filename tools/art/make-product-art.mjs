#!/usr/bin/env node
/**
 * Regenerates the plan artwork in public/images/products/ (15 plans x 4 SVGs,
 * 800x600 each): <plan>-1 hero emblem, -2 people scene, -3 "how it works",
 * -4 protection motif. Output is deterministic: every plan gets its own colour
 * and a seed derived from its path, so re-running yields identical files.
 *
 *   npm run art
 *
 * Plain Node (>=20), no dependencies. Shapes only - no <text>, no external refs.
 * The drawing lives beside this file in tools/art/, one module per kind of thing drawn: style.mjs (palette,
 * canvas, primitives), motifs.mjs, people.mjs, emblems.mjs, scenes.mjs, and plans.mjs, the table
 * that gives each plan its colour and motifs. A new plan: add its row to plans.mjs and run this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { rng } from './style.mjs';
import { PLANS } from './plans.mjs';
import { heroScene, peopleScene, howScene, protectScene } from './scenes.mjs';

/** The four SVG pictures of a plan. @param {import('./plans.mjs').PlanArt} plan @returns {string[]} */
export function buildPlanArt(plan) {
  const id = `${plan.path.split('-').map((w) => w[0]).join('')}${PLANS.indexOf(plan)}`;
  const p = { ...plan, id };
  return [heroScene, peopleScene, howScene, protectScene].map((fn, i) => fn(p, rng(`${plan.path}#${i + 1}`)));
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const outDir = join(root, 'public', 'images', 'products');
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const plan of PLANS) {
    buildPlanArt(plan).forEach((svg, i) => {
      writeFileSync(join(outDir, `${plan.path}-${i + 1}.svg`), svg);
      count++;
    });
  }
  console.log(`wrote ${count} files to ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
