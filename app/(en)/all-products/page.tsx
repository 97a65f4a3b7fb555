import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { allPlansPage } from '@/lib/pages/plan-lists';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/plans/category-chips';
import { PlanHelp } from '@/components/plans/plan-help';
import { PlanFinder } from '@/components/plans/plan-finder';
import { PlanGrid } from '@/components/plans/plan-grid';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return allPlansPage(await pageContextFor(params)).metadata;
}

export default async function AllPlansPage({ params }: Props) {
  const page = allPlansPage(await pageContextFor(params));
  const { words } = page;
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={page.heading} eyebrow={page.eyebrow} intro={page.intro} />
      <Breadcrumbs label={words.breadcrumbLabel} items={page.breadcrumbs} />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        <div className="flex flex-col gap-3 rounded-2xl bg-brand-50/70 p-4 ring-1 ring-brand-100 sm:p-5">
          <p className="shrink-0 text-sm font-semibold text-brand-900">{words.plans.browseByNeed}</p>
          <CategoryChips size="responsive" label={words.plans.categoriesLabel} chips={page.chips} />
        </div>
        <PlanFinder {...page.finder} className="mt-6" />
        <PlanGrid plans={page.plans} labels={words.plans} className="mt-8 lg:mt-10" />
        {page.others.map((list) => (
          <section
            key={list.key}
            aria-labelledby={`${list.key}-plans-heading`}
            className="mt-12 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-7"
          >
            <h2 id={`${list.key}-plans-heading`} className="text-lg font-bold text-brand-900">
              {list.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{list.text}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {list.plans.map((plan) => (
                <li key={plan.href} className="text-sm">
                  <Link
                    href={plan.href}
                    className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
                  >
                    {plan.name}
                  </Link>{' '}
                  <span className="text-slate-600">({plan.note})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PlanHelp contact={page.contact} id="all-products-help" heading={page.help.heading}>
        {page.help.text}
      </PlanHelp>
    </>
  );
}
