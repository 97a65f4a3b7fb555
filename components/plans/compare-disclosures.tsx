import clsx from 'clsx';
import type { ComparePageView } from '@/lib/pages/compare';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';

/**
 * What every view of the comparison says above its table: who compiled it and what it is not, that its
 * figures are indicative, the prescribed risk-factors line with each shown plan's brochure, a line when
 * the plans shown are of different kinds, and the regulator's statements while a unit-linked plan is
 * shown. Each plan's own part (its brochure, the statement naming it) carries `data-plan`, so it is shown
 * and hidden with its column; the kinds line and the statements are shown by the page's script as the
 * view needs them (`data-kinds`, `data-unit-linked`). In the HTML, before any view, every part is there.
 */
export function CompareDisclosures({ disclosures, newTab }: { disclosures: ComparePageView['disclosures']; newTab: string }) {
  const { compiledBy, indicative, riskFactors, brochures, kinds, unitLinked } = disclosures;
  return (
    <div className="space-y-3">
      <div className="space-y-2 rounded-2xl bg-brand-50/70 px-4 py-3 text-[13px] leading-snug text-slate-700 ring-1 ring-brand-100 sm:space-y-2.5 sm:p-5 sm:text-sm sm:leading-relaxed">
        <p>{compiledBy}</p>
        <p className="font-semibold text-brand-900">{indicative}</p>
        <div className="flex gap-2 text-slate-800">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <div>
            <p>{riskFactors}</p>
            {brochures.links.length > 0 && (
              <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                <span className="text-slate-700">{brochures.label}</span>
                <ul role="list" className="contents">
                  {brochures.links.map((link) => (
                    <li key={link.plan} data-plan={link.plan}>
                      <ExternalLink
                        href={link.href}
                        newTab={newTab}
                        className="inline-flex min-h-7 items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:ring-brand-400"
                      >
                        {link.label}
                        <Icon name="arrow-up-right" className="size-3.5" />
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
        <p data-kinds className="flex gap-2 font-semibold text-brand-900">
          <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{kinds}</span>
        </p>
      </div>
      {unitLinked && (
        <div data-unit-linked>
          <Notice id="compare-unit-linked" heading={unitLinked.heading} tone="gold">
            <ul role="list" className="mt-3 space-y-2 text-[13px] leading-snug sm:text-sm sm:leading-relaxed">
              {unitLinked.statements.map((statement, index) => (
                <li
                  key={index}
                  {...(statement.plan ? { 'data-plan': statement.plan } : {})}
                  className={clsx('leading-relaxed', index === 0 ? 'font-bold text-brand-900' : 'text-slate-800')}
                >
                  {statement.text}
                </li>
              ))}
            </ul>
          </Notice>
        </div>
      )}
    </div>
  );
}
