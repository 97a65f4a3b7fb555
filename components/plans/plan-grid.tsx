import clsx from 'clsx';
import type { Dictionary } from '@/lib/i18n';
import type { PlanLink } from '@/lib/plans';
import { PlanCard } from './plan-card';

export type PlanGridProps = {
  /** The plans, each with where its card leads (the plan's own page, or its page inside a category) and its picture. */
  plans: PlanLink[];
  labels: Pick<Dictionary['plans'], 'trending' | 'viewDetails'>;
  /** The cards' heading level under the page's headings. */
  headingLevel?: 2 | 3;
  /** Load the first row's pictures at once (a grid at the top of the page). */
  priorityRow?: boolean;
  className?: string;
};

/** Plan cards in a grid of one, two or three columns. */
export function PlanGrid({ plans, labels, headingLevel = 2, priorityRow = true, className }: PlanGridProps) {
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8', className)}>
      {plans.map(({ plan, href, filed, image, excerpt }, index) => (
        <li key={plan.path}>
          <PlanCard
            product={plan}
            excerpt={excerpt}
            href={href}
            filed={filed}
            image={image}
            labels={labels}
            headingLevel={headingLevel}
            priority={priorityRow && index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
