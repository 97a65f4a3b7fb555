/**
 * Plan artwork, drawn by tools/art/make-product-art.mjs. Which colours, motifs, people and diagrams each plan gets.
 */
import { C, shade } from './style.mjs';


// kind: wealth | guaranteed | term | pension | child
// motif -> hero emblem, people/set -> scene 2 cast and setting, how/v -> scene 3 diagram,
// guard -> scene 4 motif (shield | hands | umbrella | umbrellaHouse)
/**
 * @typedef {object} PlanArt
 * @property {string} path the plan's path in content/products (the files are <path>-1.svg … -4.svg)
 * @property {'wealth'|'guaranteed'|'term'|'pension'|'child'} kind
 * @property {string} color the plan's own colour
 * @property {string} accent
 * @property {string} motif the hero emblem (a key of EMBLEMS in emblems.mjs)
 * @property {string} people the cast of the people scene
 * @property {string} [set] the setting of the people scene
 * @property {string} how the diagram of the "how it works" scene
 * @property {number} [v] a variant of that diagram
 * @property {'shield'|'hands'|'umbrella'|'umbrellaHouse'} guard the protection motif
 */

/** @type {PlanArt[]} */
export const PLANS = [
  { path: 'index-plus', kind: 'wealth', color: C.blue, accent: C.gold, motif: 'chart', people: 'pro', how: 'curve', guard: 'shield' },
  { path: 'jeevan-utsav', kind: 'guaranteed', color: C.teal, accent: C.gold, motif: 'calendar', people: 'family', set: 'house', how: 'timeline', guard: 'umbrellaHouse' },
  { path: 'bhima-shree', kind: 'guaranteed', color: shade(C.teal, -0.18), accent: C.coral, motif: 'piggy', people: 'business', how: 'moneyback', guard: 'shield' },
  { path: 'yuva-term', kind: 'term', color: C.coral, accent: C.gold, motif: 'umbrella', people: 'pro', how: 'cover', guard: 'umbrella' },
  { path: 'nivesh-plus', kind: 'wealth', color: C.navy2, accent: C.teal, motif: 'coins', people: 'couple', how: 'stack', guard: 'hands' },
  { path: 'jeevan-shanti', kind: 'pension', color: C.violet, accent: C.gold, motif: 'bench', people: 'retiredBench', how: 'annuity', guard: 'hands' },
  { path: 'pension-plus', kind: 'pension', color: shade(C.violet, -0.15), accent: C.teal, motif: 'jar', people: 'retired', how: 'twophase', guard: 'shield' },
  { path: 'amrit-baal', kind: 'child', color: C.gold2, accent: C.blue, motif: 'gradcap', people: 'parentChild', set: 'school', how: 'milestones', v: 0, guard: 'shield' },
  { path: 'bhima-ratna', kind: 'guaranteed', color: shade(C.teal, 0.1), accent: C.violet, motif: 'gem', people: 'couple', how: 'moneyback', guard: 'hands' },
  { path: 'jeevan-labh', kind: 'guaranteed', color: '#0E7C86', accent: C.gold, motif: 'bag', people: 'family', set: 'park', how: 'limited', guard: 'umbrellaHouse' },
  { path: 'jeevan-lakshya', kind: 'child', color: C.rose, accent: C.gold, motif: 'target', people: 'family', set: 'home', how: 'milestones', v: 1, guard: 'hands' },
  { path: 'jeevan-tarun', kind: 'child', color: shade(C.rose, 0.12), accent: C.teal, motif: 'rocket', people: 'parentChild', set: 'park', how: 'milestones', v: 2, guard: 'shield' },
  { path: 'new-childrens-money-back', kind: 'child', color: C.gold, accent: C.rose, motif: 'blocks', people: 'parentChild', set: 'home', how: 'moneyback', guard: 'umbrella' },
  { path: 'jeevan-umang', kind: 'guaranteed', color: shade(C.teal, -0.05), accent: C.rose, motif: 'sunrise', people: 'multigen', how: 'timeline', guard: 'hands' },
  { path: 'new-money-back-20-years', kind: 'guaranteed', color: shade(C.teal, -0.3), accent: C.gold, motif: 'clock', people: 'family', set: 'city', how: 'calendar', guard: 'shield' },
];
