import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, formatParts } from '@/lib/i18n';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { categoryPage } from '@/lib/pages/plan-lists';
import { routeParams } from '@/lib/urls';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/plans/category-chips';
import { PlanHelp } from '@/components/plans/plan-help';
import { PlanGrid } from '@/components/plans/plan-grid';
import { inlineLinkClass } from '@/components/ui/inline-link';

type Props = { params: Promise<LocaleParams & { categoryName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams('category', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryPage(await pageContextFor(params), (await params).categoryName).metadata;
}

const inlineLink = inlineLinkClass();

export default async function CategoryPage({ params }: Props) {
  const page = categoryPage(await pageContextFor(params), (await params).categoryName);
  const { words } = page;

  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={page.heading} eyebrow={page.eyebrow} intro={page.summary} />
      <Breadcrumbs label={words.breadcrumbLabel} items={page.breadcrumbs} />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        {page.plans.length > 0 ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
              <p className="text-slate-600">
                {formatParts(words.category.count, {
                  plans: (
                    <span key="plans" className="font-semibold text-brand-900">
                      {page.count.plans}
                    </span>
                  ),
                  category: page.count.category,
                })}
              </p>
              {page.compare && (
                <Link href={page.compare.href} className={inlineLink}>
                  {page.compare.label}
                </Link>
              )}
            </div>
            <PlanGrid plans={page.plans} labels={words.plans} className="mt-6" />
          </>
        ) : (
          <div className="rounded-2xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100">
            <p className="text-lg font-semibold text-brand-900">{words.category.empty}</p>
            <p className="mt-2 text-slate-600">
              <Link href={page.allHref} className="font-semibold text-brand-700 underline underline-offset-4">
                {words.category.seeAll}
              </Link>
            </p>
          </div>
        )}

        <div className="mt-14 border-t border-brand-100 pt-8">
          <h2 className="font-display text-lg font-bold text-brand-900">{words.category.exploreOther}</h2>
          <CategoryChips size="responsive" label={words.plans.otherCategoriesLabel} className="mt-4" chips={page.otherChips} />
          <p className="mt-5 text-sm text-slate-600">
            {formatParts(words.category.otherWays, {
              all: (
                <Link key="all" href={page.allHref} className={inlineLink}>
                  {words.category.browseAll}
                </Link>
              ),
              wheel: (
                <Link key="wheel" href={page.wheelHref} className={inlineLink}>
                  {words.category.wheel}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
      <PlanHelp contact={page.contact} id="category-help" heading={page.help.heading}>
        {page.help.text}
      </PlanHelp>
    </>
  );
}
