import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { comparePage } from '@/lib/pages/compare';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { CompareClient } from '@/components/plans/compare-client';
import { CompareTable } from '@/components/plans/compare-table';
import { PlanFinder } from '@/components/plans/plan-finder';
import { keepPlansView } from '@/lib/pages/offline';
import { KeepPlans } from '@/components/offline/keep-plans';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return comparePage(await pageContextFor(params)).metadata;
}

/** Every plan on sale, fact by fact: narrowed to an age and a need, or two or three side by side. */
export default async function ComparePlansPage({ params }: Props) {
  const page = comparePage(await pageContextFor(params));
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={page.heading} intro={page.intro} />
      <Breadcrumbs label={page.table.words.breadcrumbLabel} items={page.breadcrumbs} />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        <PlanFinder {...page.finder} />
        <noscript>
          <p className="mt-3 text-sm text-slate-700">{page.noScript}</p>
        </noscript>
        <CompareClient {...page.island} />
        <CompareTable table={page.table} formId={page.finder.id} />
        <KeepPlans view={keepPlansView(await pageContextFor(params))} className="mt-10" />
      </div>
    </>
  );
}
