import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { comparePage } from '@/lib/pages/compare';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { ComparePlans } from '@/components/plans/compare-plans';
import { keepPlansView } from '@/lib/pages/offline';
import { KeepPlans } from '@/components/offline/keep-plans';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return comparePage(await pageContextFor(params)).metadata;
}

/** The plans on this site, fact by fact: narrowed to an age and a need, or two or three side by side. */
export default async function ComparePlansPage({ params }: Props) {
  const context = await pageContextFor(params);
  const page = comparePage(context);
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={page.heading} intro={page.intro} />
      <Breadcrumbs label={page.table.words.breadcrumbLabel} items={page.breadcrumbs} />
      <ComparePlans {...page} />
      <div className="container-page pb-14 sm:pb-16">
        <KeepPlans view={keepPlansView(context)} />
      </div>
    </>
  );
}
