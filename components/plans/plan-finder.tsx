import type { FinderView } from '@/lib/pages/finder';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { inlineLinkClass } from '@/components/ui/inline-link';

const field =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-brand-200 bg-white px-3.5 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * "Plans for your age": an age and a need, sent to /compare-plans by an ordinary GET form, so it works
 * without JavaScript (the comparison then shows every plan). On /compare-plans the page's script takes
 * the same form over and narrows the table in place.
 */
export function PlanFinder({ id, action, heading, text, age, need, submit, all, className }: FinderView & { className?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-2xl bg-brand-50/70 p-5 ring-1 ring-brand-100 sm:p-6 ${className ?? ''}`}>
      <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
      <form
        id={id}
        method="get"
        action={action}
        className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto] sm:items-start"
      >
        <div>
          <label htmlFor={`${id}-age`} className="block text-sm font-semibold text-brand-900">
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
          <p id={`${id}-age-hint`} className="mt-1 text-xs text-slate-600">
            {age.hint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-need`} className="block text-sm font-semibold text-brand-900">
            {need.label}
          </label>
          <select id={`${id}-need`} name="need" defaultValue="" className={field}>
            <option value="">{need.any}</option>
            {need.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('navy', 'col-span-2 sm:col-span-1 sm:mt-7')}>
          {submit}
        </button>
      </form>
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
