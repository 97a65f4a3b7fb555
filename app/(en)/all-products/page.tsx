import type { Metadata } from 'next';
import { getContent, onSale, withdrawnPlans } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary, plural } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { contactBand } from '@/lib/pages/contact-band';
import { pageMetadata } from '@/lib/seo';
import { pathOf, urlFor } from '@/lib/urls';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/products/category-chips';
import { PlanHelp } from '@/components/products/plan-help';
import { ProductGrid } from '@/components/products/product-grid';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { allProducts } = getContent(locale).plansPage;
  return pageMetadata({
    locale,
    title: getDictionary(locale).plans.allHeading,
    description: `${allProducts.intro} ${allProducts.description}`,
    path: pathOf('allProducts'),
  });
}

export default async function AllProductsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { products, categories, plansPage } = getContent(locale);
  const { allProducts } = plansPage;
  const selling = onSale(products);
  const withdrawn = withdrawnPlans(products);
  return (
    <>
      <PageHero title={dict.plans.allHeading} eyebrow={plural(dict.plans.licCount, selling.length, dict.meta.intl)} intro={allProducts.intro} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.nav.products, path: urlFor(locale, 'products') },
          { name: dict.plans.allCrumb, path: urlFor(locale, 'allProducts') },
        ]}
      />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        <div className="flex flex-col gap-3 rounded-2xl bg-brand-50/70 p-4 ring-1 ring-brand-100 sm:p-5">
          <p className="shrink-0 text-sm font-semibold text-brand-900">{dict.plans.browseByNeed}</p>
          <CategoryChips
            size="responsive"
            label={dict.plans.categoriesLabel}
            chips={categories.map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour }))}
          />
        </div>
        <ProductGrid
          plans={selling.map((plan) => ({ plan, href: urlFor(locale, { plan: plan.path }) }))}
          labels={dict.plans}
          className="mt-8 lg:mt-10"
        />
        {withdrawn.length > 0 && (
          <section aria-labelledby="withdrawn-plans-heading" data-testid="withdrawn-plans" className="mt-12 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-7">
            <h2 id="withdrawn-plans-heading" className="text-lg font-bold text-brand-900">
              {dict.plans.withdrawnHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{dict.plans.withdrawnText}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {withdrawn.map((plan) => (
                <li key={plan.path} className="text-sm">
                  <Link href={urlFor(locale, { plan: plan.path })} className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900">
                    {plan.name}
                  </Link>{' '}
                  <span className="text-slate-600">({format(dict.plans.withdrawnOn, { date: plan.withdrawnOn ? formatNewsDate(plan.withdrawnOn, dict.meta) : '' })})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <PlanHelp contact={contactBand(locale)} id="all-products-help" heading={allProducts.help.heading}>
        {allProducts.help.text}
      </PlanHelp>
    </>
  );
}
