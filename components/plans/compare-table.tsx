import clsx from 'clsx';
import type { ComparePageView } from '@/lib/pages/compare';
import { Link } from '@/components/ui/link';
import { BrochureSourceLine } from './brochure-source';
import { inlineLinkClass } from '@/components/ui/inline-link';

const cell = 'border-b border-brand-100 px-3 py-3 align-top';
/** A plan's column: wide enough to read on its own, narrower when two or three are compared. */
const planColumn = 'min-w-[9.5rem] group-data-[comparing]:min-w-0 sm:min-w-[11rem]';
/** The facts' column stays in view while the table scrolls sideways. */
const factColumn = 'sticky left-0 w-28 min-w-[7rem] bg-brand-50 text-left font-semibold text-brand-900 sm:w-40';

/**
 * Every plan on sale, one column each, fact by fact: in the HTML as it is, with each plan's name
 * linking its page. The table scrolls in its own box (its plan names and facts stay in view), never
 * the page. The page's script (compare-client.tsx) narrows and compares the same table in place: it
 * hides columns and ticks the check boxes, which belong to the finder's form.
 */
export function CompareTable({ table, formId }: { table: ComparePageView['table']; formId: string }) {
  const { id, caption, facts, columns, words } = table;
  return (
    <div data-compare-region>
      <p className="mb-2 text-xs text-slate-600 sm:hidden">{words.scroll}</p>
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        // relative: what is positioned inside (a link’s words for screen readers) scrolls with the box, not the page.
        className="relative max-h-[80vh] overflow-auto rounded-2xl bg-white shadow-card ring-1 ring-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <table id={id} className="group w-full border-separate border-spacing-0 text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={clsx(factColumn, 'top-0 z-30 bg-brand-900 px-3 py-3 text-xs tracking-wide text-white uppercase')}>
                {words.fact}
              </th>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-plan={column.id}
                  className={clsx(planColumn, 'sticky top-0 z-20 bg-brand-900 px-3 py-3 text-left align-top text-white')}
                >
                  <Link
                    href={column.href}
                    className="font-bold underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-gold-200"
                  >
                    {column.name}
                  </Link>
                  <label data-compare-control className="mt-2 flex cursor-pointer items-center gap-2 text-xs font-semibold text-brand-100">
                    <input
                      type="checkbox"
                      name="plans"
                      value={column.id}
                      form={formId}
                      aria-label={column.selectLabel}
                      className="size-5 accent-gold-400"
                    />
                    {words.select}
                  </label>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={clsx(factColumn, cell, 'z-10')}>
                {words.kind}
              </th>
              {columns.map((column) => (
                <td key={column.id} data-plan={column.id} className={clsx(planColumn, cell, 'text-slate-800')}>
                  {column.kind}
                </td>
              ))}
            </tr>
            {facts.map((fact) => (
              <tr key={fact.name} data-fact={fact.name}>
                <th scope="row" className={clsx(factColumn, cell, 'z-10')}>
                  {fact.label}
                </th>
                {columns.map((column) => (
                  <td key={column.id} data-plan={column.id} className={clsx(planColumn, cell, 'text-slate-800')}>
                    {column.facts[fact.name]?.map((line, index) => (
                      <p key={index} className="leading-relaxed">
                        {line}
                      </p>
                    )) ?? <span className="text-slate-500">{words.notGiven}</span>}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={clsx(factColumn, cell, 'z-10')}>
                {words.needs}
              </th>
              {columns.map((column) => (
                <td key={column.id} data-plan={column.id} className={clsx(planColumn, cell)}>
                  <ul className="space-y-1">
                    {column.needs.map((need) => (
                      <li key={need.href}>
                        <Link
                          href={need.href}
                          className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900"
                        >
                          {need.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={clsx(factColumn, cell, 'z-10')}>
                {words.sources}
              </th>
              {columns.map((column) => (
                <td key={column.id} data-plan={column.id} className={clsx(planColumn, cell)}>
                  <Link href={column.factsHref} className={inlineLinkClass()}>
                    {words.details}
                  </Link>
                  <BrochureSourceLine source={column.source} newTab={words.newTab} className="mt-1.5 text-xs leading-relaxed" />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
