import clsx from 'clsx';
import type { KeyFactsView } from '@/lib/pages/key-facts';
import { Icon } from '@/components/ui/icons';
import { BrochureSourceLine } from './brochure-source';

/**
 * A plan's key facts under its header, in a section a link can open at (/product/{path}#key-facts):
 * LIC's sales brochure as their source, whether the owner has checked them against it, and each fact's
 * label and value in the page's language.
 */
export function KeyFacts({ heading, caption, rows, source, check, notes, words, newTab }: KeyFactsView) {
  return (
    <section id="key-facts" aria-labelledby="key-facts-heading" className="container-page scroll-mt-36 pt-6">
      <h2 id="key-facts-heading" className="text-xl font-extrabold tracking-tight text-brand-900 sm:text-2xl">
        {heading}
      </h2>
      <BrochureSourceLine source={source} newTab={newTab} className="mt-2 text-sm leading-relaxed text-slate-700" />
      <p
        className={clsx(
          'mt-2 inline-flex items-start gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold',
          check.checked ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'bg-gold-50 text-gold-700 ring-1 ring-gold-300',
        )}
      >
        <Icon name={check.checked ? 'check' : 'info'} className="mt-0.5 size-4 shrink-0" />
        {check.text}
      </p>
      <div className="mt-4 overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-brand-900 text-xs tracking-wide text-white uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {words.fact}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {words.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-fact={row.name} className="border-t border-brand-100 align-top">
                <th scope="row" className="w-2/5 bg-brand-50/70 px-4 py-3 font-semibold text-brand-900 sm:w-1/3">
                  {row.label}
                </th>
                <td className="px-4 py-3 text-slate-800">
                  {row.lines.map((line, index) => (
                    <p key={index} className="leading-relaxed">
                      {line}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.map((note) => (
        <p key={note} className="mt-3 text-xs leading-relaxed text-slate-600">
          {note}
        </p>
      ))}
    </section>
  );
}
