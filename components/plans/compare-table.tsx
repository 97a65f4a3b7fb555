import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ComparePageView } from '@/lib/pages/compare';
import { Link } from '@/components/ui/link';
import { inlineLinkClass } from '@/components/ui/inline-link';
import { BrochureSourceLine } from './brochure-source';

const cell = 'border-b border-brand-100 px-3 py-3 align-top';
/** A plan's column: wide enough to read on its own, narrower when two or three are compared. */
const planColumn = 'min-w-[10rem] group-data-[comparing]:min-w-0 sm:min-w-[12rem]';
/** The facts' column stays in view while the table scrolls sideways. */
const factColumn = 'sticky left-0 w-28 min-w-[7rem] bg-brand-50 text-left font-semibold text-brand-900 sm:w-40';
/** A line under a plan's name: what the view says of it (shown by the page's script) or of its key facts. */
const note = 'mt-2 rounded-md px-2 py-1 text-xs leading-snug font-semibold';

type Table = ComparePageView['table'];
type Column = Table['columns'][number];

/** A plan's heading: its name linking its page, its plan number and UIN, its check box, and the notes a view shows. */
function PlanHeading({ column, select }: { column: Column; select: string }) {
  const { data, notes } = column;
  return (
    <th
      scope="col"
      data-plan={column.id}
      data-name={column.name}
      data-ages={data.ages}
      data-needs={data.needs}
      data-kind={data.kind}
      {...(data.child ? { 'data-child': '' } : {})}
      className={clsx(planColumn, 'sticky top-0 z-20 bg-brand-900 px-3 py-3 text-left align-top font-normal text-white')}
    >
      <Link href={column.href} className="font-bold underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-gold-200">
        {column.name}
      </Link>
      <span className="mt-1 block text-xs leading-snug text-brand-100">
        {column.planNo}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {column.uin}
      </span>
      <label data-needs-script className="mt-2 flex cursor-pointer items-center gap-2 text-xs font-semibold text-brand-100">
        <input type="checkbox" name="plans" value={column.id} aria-label={column.selectLabel} className="size-5 accent-gold-400" />
        {select}
      </label>
      <p data-note="closed" hidden className={clsx(note, 'bg-rose-100 text-rose-900')} suppressHydrationWarning>
        {''}
      </p>
      {notes.fromAge && (
        <p data-note="days" hidden className={clsx(note, 'bg-gold-100 text-brand-950')}>
          {notes.fromAge}
        </p>
      )}
      {notes.childAge && (
        <p data-note="child" hidden className={clsx(note, 'bg-gold-100 text-brand-950')}>
          {notes.childAge}
        </p>
      )}
      {notes.unchecked && <p className={clsx(note, 'bg-white/10 text-gold-200')}>{notes.unchecked}</p>}
    </th>
  );
}

/**
 * The plans compared, one column each, fact by fact: in the HTML as it is, every plan's column drawn,
 * each plan's name linking its page. The table scrolls in its own box (its plan names and facts stay in
 * view), never the page. The page's script (lib/compare-script.js) hides the columns a view leaves out
 * and ticks the check boxes, by each column's `data-plan`.
 */
export function CompareTable({ table }: { table: Table }) {
  const { caption, facts, columns, words } = table;
  /** A row; `absent` marks a column's cell whose fact its kind of plan has not (the script hides a row of nothing else). */
  const row = (label: string, body: (column: Column) => ReactNode, key?: string, absent?: (column: Column) => boolean) => (
    <tr key={key} {...(key ? { 'data-fact': key } : {})}>
      <th scope="row" className={clsx(factColumn, cell, 'z-10')}>
        {label}
      </th>
      {columns.map((column) => (
        <td
          key={column.id}
          data-plan={column.id}
          {...(absent?.(column) ? { 'data-absent': '' } : {})}
          className={clsx(planColumn, cell, 'text-slate-800')}
        >
          {body(column)}
        </td>
      ))}
    </tr>
  );
  return (
    <div>
      <p className="mb-2 text-xs text-slate-600 sm:hidden">{words.scroll}</p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        // relative: what is positioned inside (a link’s words for screen readers) scrolls with the box, not the page.
        className="relative max-h-[80vh] overflow-auto rounded-2xl bg-white shadow-card ring-1 ring-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <table className="group w-full border-separate border-spacing-0 text-sm">
          <caption id="compare-caption" className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={clsx(factColumn, 'top-0 z-30 bg-brand-900 px-3 py-3 text-xs tracking-wide text-white uppercase')}>
                {words.fact}
              </th>
              {columns.map((column) => (
                <PlanHeading key={column.id} column={column} select={words.select} />
              ))}
            </tr>
          </thead>
          <tbody>
            {row(words.kind, (column) => column.kind)}
            {facts.map((fact) =>
              row(
                fact.label,
                (column) => {
                  const value = column.cells[fact.name];
                  if (!value) return null;
                  return (
                    <>
                      {value.lines.map((line, index) => (
                        <p key={index} className={clsx('leading-relaxed', value.missing && 'text-slate-600 italic')}>
                          {line}
                        </p>
                      ))}
                      {value.note && <p className="mt-1 text-xs leading-snug text-slate-600">{value.note}</p>}
                    </>
                  );
                },
                fact.name,
                (column) => column.cells[fact.name]?.absent === true,
              ),
            )}
            {row(words.needs, (column) => (
              <ul className="space-y-1">
                {column.needs.map((need) => (
                  <li key={need.href}>
                    <Link href={need.href} className={inlineLinkClass()}>
                      {need.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
            {row(words.sources, (column) => (
              <ul className="space-y-1.5">
                <li>
                  <BrochureSourceLine source={column.source} newTab={words.newTab} className="text-xs leading-relaxed" />
                </li>
                <li>
                  <Link href={column.factsHref} className={inlineLinkClass()}>
                    {words.details}
                    <span className="sr-only">: {column.name}</span>
                  </Link>
                </li>
              </ul>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
