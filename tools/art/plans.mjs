/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs: what each plan's pictures show, derived
 * from the plans in content/plans/, so a plan added in the editor gets its pictures without a
 * change here.
 *
 * - Which pictures: a plan's `imageUrls` name them. The one in place N (of four) under
 *   /images/products/ ending in .svg is drawn as scene N (the emblem, the people the plan is
 *   for, how it works, what it protects); any other address is a photo of the owner's and is
 *   left alone.
 * - What they show: the need a plan answers decides the look. Its `kind` first (a term plan
 *   protects, an annuity pays a pension), then the first of its `categories` (the need the owner
 *   lists first), else its kind again (a unit-linked plan builds wealth, any other saves).
 *   Each need has a few looks (a colour, an emblem, a cast, a diagram, a protection motif); the
 *   plans of a need take them in the content's order (by plan number), the first plan the first
 *   look, and so on; past the last look they start again in a lighter shade.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { byCatalogueOrder } from '../../lib/content/load/plan-order.js';
import { COLOR, shade } from './style.mjs';

/** @typedef {import('../../lib/content/schema/schemas').Plan} Plan */
/** @typedef {import('../../lib/content/schema/schemas').CategorySlug} CategorySlug */
/** @typedef {import('../../lib/content/schema/schemas').PlanKind} PlanKind */

/** The language-neutral facts of a plan that decide its pictures (the same in every language's file). */
/** @typedef {Pick<Plan, 'id' | 'path' | 'kind' | 'categories' | 'imageUrls'>} PlanFacts */

/**
 * The need a plan answers, which decides the theme of its pictures.
 * @typedef {'wealth' | 'savings' | 'protection' | 'pension' | 'child'} Need
 */

/**
 * One look: how the four pictures of a plan are drawn.
 * @typedef {object} Look
 * @property {string} color the plan's own colour
 * @property {string} accent
 * @property {import('./emblems.mjs').EmblemName} emblem the hero emblem (scene 1, and small in the others)
 * @property {'pro' | 'couple' | 'family' | 'multigen' | 'business' | 'retiredBench' | 'retired' | 'parentChild'} people the cast of scene 2
 * @property {'house' | 'park' | 'home' | 'city' | 'school'} [setting] where scene 2 happens (picked at random when left out)
 * @property {'curve' | 'stack' | 'twophase' | 'limited' | 'cover' | 'timeline' | 'moneyback' | 'annuity' | 'milestones' | 'calendar'} diagram how the plan works (scene 3)
 * @property {0 | 1 | 2} [variant] the milestones diagram's path: a winding road, a wave or rising steps
 * @property {'shield' | 'hands' | 'umbrella' | 'umbrellaHouse'} guard what scene 4 shows protecting
 */

/**
 * What the scenes draw for one plan: its look, its need, its address (the seed of each scene's
 * random choices) and the prefix of its gradients' ids.
 * @typedef {Look & { path: string, need: Need, id: string }} PlanLook
 */

/** @type {Record<Need, Look[]>} */
export const LOOKS = {
  wealth: [
    { color: COLOR.blue, accent: COLOR.gold, emblem: 'chart', people: 'pro', diagram: 'curve', guard: 'shield' },
    { color: COLOR.navy2, accent: COLOR.teal, emblem: 'coins', people: 'couple', diagram: 'stack', guard: 'hands' },
    { color: '#0E7C86', accent: COLOR.gold, emblem: 'bag', people: 'family', setting: 'park', diagram: 'limited', guard: 'umbrellaHouse' },
  ],
  savings: [
    {
      color: COLOR.teal,
      accent: COLOR.gold,
      emblem: 'calendar',
      people: 'family',
      setting: 'house',
      diagram: 'timeline',
      guard: 'umbrellaHouse',
    },
    { color: shade(COLOR.teal, 0.1), accent: COLOR.violet, emblem: 'gem', people: 'couple', diagram: 'moneyback', guard: 'hands' },
  ],
  protection: [
    { color: COLOR.coral, accent: COLOR.gold, emblem: 'umbrella', people: 'pro', diagram: 'cover', guard: 'umbrella' },
    {
      color: COLOR.rose,
      accent: COLOR.gold,
      emblem: 'target',
      people: 'family',
      setting: 'home',
      diagram: 'milestones',
      variant: 1,
      guard: 'hands',
    },
  ],
  pension: [
    { color: COLOR.violet, accent: COLOR.gold, emblem: 'bench', people: 'retiredBench', diagram: 'annuity', guard: 'hands' },
    { color: shade(COLOR.violet, -0.15), accent: COLOR.teal, emblem: 'jar', people: 'retired', diagram: 'twophase', guard: 'shield' },
    { color: shade(COLOR.teal, -0.05), accent: COLOR.rose, emblem: 'sunrise', people: 'multigen', diagram: 'timeline', guard: 'hands' },
  ],
  child: [
    { color: shade(COLOR.teal, -0.18), accent: COLOR.coral, emblem: 'piggy', people: 'business', diagram: 'moneyback', guard: 'shield' },
    {
      color: COLOR.gold2,
      accent: COLOR.blue,
      emblem: 'gradcap',
      people: 'parentChild',
      setting: 'school',
      diagram: 'milestones',
      variant: 0,
      guard: 'shield',
    },
    {
      color: shade(COLOR.rose, 0.12),
      accent: COLOR.teal,
      emblem: 'rocket',
      people: 'parentChild',
      setting: 'park',
      diagram: 'milestones',
      variant: 2,
      guard: 'shield',
    },
    {
      color: COLOR.gold,
      accent: COLOR.rose,
      emblem: 'blocks',
      people: 'parentChild',
      setting: 'home',
      diagram: 'moneyback',
      guard: 'umbrella',
    },
    {
      color: shade(COLOR.teal, -0.3),
      accent: COLOR.gold,
      emblem: 'clock',
      people: 'family',
      setting: 'city',
      diagram: 'calendar',
      guard: 'shield',
    },
  ],
};

/** @type {Record<CategorySlug, Need>} */
const NEED_OF_CATEGORY = {
  'wealth-creations': 'wealth',
  'guaranteed-returns': 'savings',
  'income-protection': 'protection',
  'retirement-planning': 'pension',
  'childrens-education': 'child',
  'childresns-marriage': 'child',
};

/**
 * The need a plan answers: its kind when that says it (term, annuity), else its first category,
 * else its kind again.
 * @param {PlanFacts} plan
 * @returns {Need}
 */
export function needOf(plan) {
  if (plan.kind === 'term') return 'protection';
  if (plan.kind === 'annuity') return 'pension';
  const first = plan.categories[0];
  if (first) return NEED_OF_CATEGORY[first];
  return plan.kind === 'unit-linked' ? 'wealth' : 'savings';
}

/**
 * What each plan's pictures show, in the content's order.
 * @param {PlanFacts[]} plans
 * @returns {PlanLook[]}
 */
export function looksOf(plans) {
  const ordered = [...plans].sort((a, b) => byCatalogueOrder(a, b) || a.path.localeCompare(b.path));
  /** @type {Record<Need, number>} */
  const taken = { wealth: 0, savings: 0, protection: 0, pension: 0, child: 0 };
  return ordered.map((plan, index) => {
    const need = needOf(plan);
    const looks = LOOKS[need];
    const place = taken[need]++;
    const look = /** @type {Look} */ (looks[place % looks.length]);
    const round = Math.floor(place / looks.length);
    const initials = plan.path
      .split('-')
      .map((word) => word[0])
      .join('');
    return {
      ...look,
      color: round ? shade(look.color, Math.min(0.15 * round, 0.45)) : look.color,
      path: plan.path,
      need,
      id: `${initials}${index}`,
    };
  });
}

/** The four scenes, in the order of a plan's pictures. */
const SCENE_COUNT = 4;

/**
 * The pictures to draw for a plan: the address of each of its pictures that is a drawing under
 * /images/products/, with the scene (0–3) its place in `imageUrls` gives it.
 * @param {PlanFacts} plan
 * @returns {{ scene: number, url: string }[]}
 */
export function drawingsOf(plan) {
  return plan.imageUrls.flatMap((url, scene) =>
    scene < SCENE_COUNT && /^\/images\/products\/[^/]+\.svg$/.test(url) ? [{ scene, url }] : [],
  );
}

/**
 * The plans in content/plans/ under `root`. What a plan is (id, kind, needs, pictures) is written
 * once, in its file's default-language block, the only block that holds an id; the content check
 * holds the file to that shape.
 * @param {string} root the project folder
 * @returns {PlanFacts[]}
 */
export function readPlans(root) {
  const folder = path.join(root, 'content', 'plans');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((name) => {
      /** @type {Record<string, Partial<Plan>>} */
      const blocks = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
      const plan = Object.values(blocks).find((block) => block.id !== undefined);
      if (!plan?.id || !plan.path || !plan.kind || !plan.categories || !plan.imageUrls) {
        throw new Error(
          `content/plans/${name}: no block holds the plan's id, address, kind, needs and pictures (npm run build names the field)`,
        );
      }
      return { id: plan.id, path: plan.path, kind: plan.kind, categories: plan.categories, imageUrls: plan.imageUrls };
    });
}
