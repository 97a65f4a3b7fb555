#!/usr/bin/env node
/**
 * Draws the plan pictures: for every plan in content/plans/, each of its four `imageUrls` that
 * names a drawing under /images/products/ (800×600 SVG): the plan's emblem, the people it is
 * for, how it works, and what it protects. What a plan's pictures show follows from its content
 * (plans.mjs): a plan added in the editor with drawings for pictures gets them from `npm run art`,
 * without a change here. The output is deterministic: running it again writes the same files (a
 * unit test checks that the committed pictures are what it draws).
 *
 *   npm run art
 *
 * Plain Node (>=20), no dependencies. Shapes only: no <text>, no external references. The
 * drawing lives beside this file, one module per kind of thing drawn: style.mjs (palette, canvas,
 * primitives), motifs.mjs, people.mjs, emblems.mjs, scenes.mjs (with scene-people.mjs and scene-how.mjs); plans.mjs decides what each plan
 * gets and drawings.mjs puts them together.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planDrawings } from './drawings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const drawings = planDrawings(root);
for (const [file, svg] of drawings) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), svg);
}
console.log(`wrote ${drawings.length} drawings into public/images/products`);
