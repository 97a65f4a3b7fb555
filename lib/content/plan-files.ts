/**
 * Where the plans live: one file per plan, named by its address, every language side by side
 * (content/plans/<path>.json; see planSchema). No path aliases: next.config.ts reads the
 * placeholders, which read these files.
 */
export const PLANS_DIR = 'content/plans';

/** A plan's file. */
export const planFile = (planPath: string) => `${PLANS_DIR}/${planPath}.json`;
