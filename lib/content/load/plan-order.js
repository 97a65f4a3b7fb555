// @ts-check
/**
 * The catalogue's order of plans: by the number in their id ('product12' → 12), which the schema
 * requires (`productId` in schema-parts.ts). Plain JavaScript, so that the artwork tool
 * (tools/art/plans.mjs), which runs without a build, orders the plans as the site does.
 */

/** @param {string} id */
const numberOf = (id) => Number(/\d+$/.exec(id)?.[0] ?? Infinity);

/**
 * Compares two plans by their place in the catalogue, for `Array.prototype.sort`.
 * @param {{ id: string }} a
 * @param {{ id: string }} b
 */
export const byCatalogueOrder = (a, b) => numberOf(a.id) - numberOf(b.id);
