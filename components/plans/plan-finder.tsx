import clsx from 'clsx';
import type { FinderView } from '@/lib/pages/finder';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { inlineLinkClass } from '@/components/ui/inline-link';

const field =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-brand-200 bg-white px-3.5 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const label = 'block text-sm font-semibold text-brand-900';
const hint = 'mt-1 text-xs leading-snug text-slate-600';

/**
 * The finder's fields: a need, an age and, while a child's need is chosen, the child's age (shown by CSS
 * alone, `:has()`, so without JavaScript too), sent by an ordinary GET form to /compare-plans#results.
 */
function FinderForm({ id, action, age, child, eligibility, need, submit }: FinderView) {
  return (
    <form
      id={id}
      method="get"
      action={action}
      className="group/finder grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-start sm:has-[[data-child]:checked]:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-need`} className={label}>
          {need.label}
        </label>
        <select id={`${id}-need`} name="need" defaultValue="" className={field}>
          <option value="">{need.any}</option>
          {need.options.map((option) => (
            <option key={option.value} value={option.value} {...(option.child ? { 'data-child': '' } : {})}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 group-has-[[data-child]:checked]/finder:col-span-1 sm:col-span-1">
        <label htmlFor={`${id}-age`} className={label}>
          {age.label}
        </label>
        <input
          id={`${id}-age`}
          name="age"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          aria-describedby={`${id}-age-hint`}
          className={field}
        />
        <p id={`${id}-age-hint`} className={hint}>
          {age.hint}
        </p>
      </div>
      <div className="hidden group-has-[[data-child]:checked]/finder:block">
        <label htmlFor={`${id}-child`} className={label}>
          {child.label}
        </label>
        <input
          id={`${id}-child`}
          name="child"
          type="number"
          inputMode="numeric"
          min={0}
          max={17}
          step={1}
          aria-describedby={`${id}-child-hint`}
          className={field}
        />
        <p id={`${id}-child-hint`} className={hint}>
          {child.hint}
        </p>
      </div>
      <button type="submit" className={buttonClass('navy', 'col-span-2 sm:col-span-1 sm:mt-7')}>
        {submit}
      </button>
      <p className="col-span-full -mt-1 text-xs text-slate-600">{eligibility}</p>
    </form>
  );
}

/**
 * "Plans for your age": a need and an age, sent to /compare-plans by an ordinary GET form, so it works
 * without JavaScript. On the home and all-plans pages it is a section of its own; on /compare-plans it
 * is folded (`folded`) above the results, so that the results come first on a phone's screen.
 */
export function PlanFinder({ folded = false, className, ...finder }: FinderView & { folded?: boolean; className?: string }) {
  const { id, heading, text, all } = finder;
  const headingText = (
    <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight text-brand-900">
      {heading}
    </h2>
  );
  const panel = 'rounded-2xl bg-brand-50/70 ring-1 ring-brand-100';
  if (folded)
    return (
      <section aria-labelledby={`${id}-heading`} className={clsx(panel, className)}>
        <details className="group">
          {/* A summary holds phrasing and heading content only: its heading, its line and its sign sit in a grid. */}
          <summary className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] gap-x-4 rounded-2xl p-5 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:p-6 [&::-webkit-details-marker]:hidden">
            {headingText}
            <span
              aria-hidden="true"
              className="row-span-2 mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200"
            >
              <Icon
                name="chevron-right"
                className="size-5 rotate-90 transition-transform group-open:-rotate-90 motion-reduce:transition-none"
              />
            </span>
            <span className="mt-1 block text-sm leading-relaxed text-slate-700">{text}</span>
          </summary>
          <div className="px-5 pb-5 sm:px-6 sm:pb-6">
            <FinderForm {...finder} />
          </div>
        </details>
      </section>
    );
  return (
    <section aria-labelledby={`${id}-heading`} className={clsx(panel, 'p-5 sm:p-6', className)}>
      {headingText}
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
      <div className="mt-4">
        <FinderForm {...finder} />
      </div>
      {all && (
        <p className="mt-3 text-sm">
          <Link href={all.href} className={inlineLinkClass()}>
            {all.label}
          </Link>
        </p>
      )}
    </section>
  );
}
