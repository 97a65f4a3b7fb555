import type { ComparePageView } from '@/lib/pages/compare';
import { ELEMENT } from '@/lib/compare-script';
import { browserScript } from '@/components/ui/browser-script';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { CompareDisclosures } from './compare-disclosures';
import { CompareLoader } from './compare-loader';
import { CompareTable } from './compare-table';
import { IllustrationRequest } from './illustration-request';
import { PlanFinder } from './plan-finder';

/** The comparison's one script with its rules, inlined at the end of its element (the post-build step allows it by its hash). */
const SCRIPT = browserScript(['lib/i18n/lists.js', 'lib/compare-view.js', 'lib/compare-script.js'], 'enhanceComparison');

type ComparePlansProps = Pick<ComparePageView, 'finder' | 'scriptWords' | 'results' | 'disclosures' | 'table' | 'illustration'>;

/**
 * /compare-plans below its heading: the finder folded, then the results (what the table shows, a
 * WhatsApp link, the disclosures, the table), then the request for LIC's illustration. All of it is one
 * `<compare-plans>` element drawn whole by the server, every plan in it; its script, at its end, shows
 * the view the address names before the page paints (lib/compare-script.js). The finder's GET form
 * opens #results, so the results are the first thing on a phone's screen, with JavaScript or without.
 */
export function ComparePlans({ finder, scriptWords, results, disclosures, table, illustration }: ComparePlansProps) {
  return (
    <compare-plans data-words={scriptWords} className="container-page block pt-6 pb-10">
      <PlanFinder {...finder} folded />
      <section id="results" data-results tabIndex={-1} className="mt-6 scroll-mt-28 outline-none">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pb-3">
          <div role="status" className="min-w-0 flex-1 text-sm">
            <p data-status className="font-semibold text-brand-900" suppressHydrationWarning>
              {results.status}
            </p>
            <p data-hint hidden className="text-slate-700" suppressHydrationWarning>
              {''}
            </p>
          </div>
          <button
            type="button"
            data-clear
            hidden
            className="min-h-9 shrink-0 rounded-full border-2 border-brand-200 bg-white px-3.5 py-1 text-sm font-bold text-brand-800 hover:border-brand-400"
          >
            {results.clear}
          </button>
          <ExternalLink
            href={results.whatsapp.href}
            data-whatsapp={results.whatsapp.base}
            newTab={table.words.newTab}
            className={buttonClass('whatsapp', 'min-h-10 w-full px-4 py-1.5 text-sm sm:w-auto')}
          >
            <Icon name="whatsapp" className="size-4" />
            {results.whatsapp.label}
          </ExternalLink>
        </div>
        <noscript>
          <p className="-mt-2 mb-4 text-sm text-slate-700">{results.noScript}</p>
        </noscript>
        <div data-compare-region className="space-y-4">
          <CompareDisclosures disclosures={disclosures} newTab={table.words.newTab} />
          <CompareTable table={table} />
        </div>
      </section>
      <IllustrationRequest id="compare-illustration" view={illustration} className="mt-10" />
      <CompareLoader element={ELEMENT} />
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </compare-plans>
  );
}
