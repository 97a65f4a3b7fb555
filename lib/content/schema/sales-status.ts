/**
 * A plan's sales status: on sale, or withdrawn by the insurer (its policies carry on). A status no source
 * settles yet is a placeholder, like a name in [brackets]: every build lists it, a production build
 * refuses it (placeholders.ts), and a preview shows the plan as not on sale: no premiums, no sales copy,
 * no enquiry call, no share, only what a holder can do. The site never publishes "sources disagree".
 */
export const STATUS_TO_CONFIRM = '[on sale or withdrawn: ask LIC]';

/** The values of a plan's `status`. */
export const PLAN_STATUSES = ['on-sale', 'withdrawn', STATUS_TO_CONFIRM] as const;

/** A plan's standing as the pages treat it: on sale, withdrawn, or not settled yet (the placeholder). */
export type SalesStatus = 'on-sale' | 'withdrawn' | 'unsettled';

export const salesStatus = (plan: { status: (typeof PLAN_STATUSES)[number] }): SalesStatus =>
  plan.status === STATUS_TO_CONFIRM ? 'unsettled' : plan.status;
