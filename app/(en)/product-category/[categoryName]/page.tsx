import type { Metadata } from 'next';
import { getContent, productsInCategory } from '@/lib/content';
import { DEFAULT_LOCALE, format, formatParts, getDictionary, plural } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { contactBand } from '@/lib/pages/contact-band';
import { categoryName as nameOf, findCategory } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo';
import { categoryHeading } from '@/lib/text';
import { pathOf, routeParams, urlFor } from '@/lib/urls';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/products/category-chips';
import { PlanHelp } from '@/components/products/plan-help';
import { ProductGrid } from '@/components/products/product-grid';

type Props = { params: Promise<LocaleParams & { categoryName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams('category', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { categoryName } = await params;
  const dict = getDictionary(locale);
  const { categories, products } = getContent(locale);
  const category = findCategory(categoryName, categories);
  const names = productsInCategory(categoryName, products).map((p) => p.name);
  const title = category?.title ?? categoryHeading(categoryName);
  const summary = category?.summary ?? format(dict.category.metaFallback, { category: title });
  return pageMetadata({
    locale,
    title: format(dict.category.metaTitle, { category: title }),
    description: names.length > 0 ? `${summary} ${format(dict.category.metaPlans, { names: names.join(', ') })}` : summary,
    path: pathOf({ category: categoryName }),
  });
}

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { categoryName } = await params;
  const dict = getDictionary(locale);
  const { categories, products: allProducts, plansPage } = getContent(locale);
  const category = findCategory(categoryName, categories);
  const heading = nameOf(categoryName, categories, dict.meta.categoryHeading);
  const products = productsInCategory(categoryName, allProducts);
  const plans = plural(dict.plans.count, products.length, dict.meta.intl);

  return (
    <>
      <PageHero title={heading} eyebrow={format(dict.category.eyebrow, { plans })} intro={category?.summary} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.nav.products, path: urlFor(locale, 'products') },
          { name: heading, path: urlFor(locale, { category: categoryName }) },
        ]}
      />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        {products.length > 0 ? (
          <>
            <p className="text-slate-600" data-testid="category-count">
              {formatParts(dict.category.count, {
                plans: (
                  <span key="plans" className="font-semibold text-brand-900">
                    {plans}
                  </span>
                ),
                category: (category?.title ?? heading).toLocaleLowerCase(dict.meta.intl),
              })}
            </p>
            <ProductGrid
              plans={products.map((plan) => ({ plan, href: urlFor(locale, { plan: plan.path, category: categoryName }) }))}
              labels={dict.plans}
              className="mt-6"
            />
          </>
        ) : (
          <div className="rounded-2xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100">
            <p className="text-lg font-semibold text-brand-900">{dict.category.empty}</p>
            <p className="mt-2 text-slate-600">
              <Link href={urlFor(locale, 'allProducts')} className="font-semibold text-brand-700 underline underline-offset-4">
                {dict.category.seeAll}
              </Link>
            </p>
          </div>
        )}

        <div className="mt-14 border-t border-brand-100 pt-8">
          <h2 className="font-display text-lg font-bold text-brand-900">{dict.category.exploreOther}</h2>
          <CategoryChips
            size="responsive"
            label={dict.plans.otherCategoriesLabel}
            className="mt-4"
            chips={categories.map((c) => ({
              title: c.title,
              href: urlFor(locale, { category: c.slug }),
              colour: c.colour,
              current: c.slug === categoryName,
            }))}
          />
          <p className="mt-5 text-sm text-slate-600">
            {formatParts(dict.category.otherWays, {
              all: (
                <Link key="all" href={urlFor(locale, 'allProducts')} className={inlineLink}>
                  {dict.category.browseAll}
                </Link>
              ),
              wheel: (
                <Link key="wheel" href={urlFor(locale, 'products')} className={inlineLink}>
                  {dict.category.wheel}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
      <PlanHelp contact={contactBand(locale)} id="category-help" heading={plansPage.categoryPage.help.heading}>
        {plansPage.categoryPage.help.text}
      </PlanHelp>
    </>
  );
}
