import type { KeyFactsView } from '@/lib/pages/key-facts';
import { SourceLinks } from './source-links';

/**
 * A plan's key facts under its header, in a section a link can open at (/product/{path}#key-facts):
 * each fact's label, its value in the page's language and the pages it is from.
 */
export function KeyFacts({ heading, caption, rows, notes, words, newTab }: KeyFactsView) {
  return (
    <section id="key-facts" aria-labelledby="key-facts-heading" className="container-page scroll-mt-36 pt-6">
      <h2 id="key-facts-heading" className="text-xl font-extrabold tracking-tight text-brand-900 sm:text-2xl">
        {heading}
      </h2>
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
                  <SourceLinks label={words.source} sources={row.sources} newTab={newTab} />
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
