import type { Metadata } from 'next';
import { getCategories, getProducts } from '@/lib/content';
import { categoryHref, categorySlug, productHref } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/products/category-chips';
import { PlanHelp } from '@/components/products/plan-help';
import { ProductGrid } from '@/components/products/product-grid';

const INTRO =
  'Every LIC plan we advise on, from market-linked savings to guaranteed income, pension and child plans.';

export const metadata: Metadata = pageMetadata({
  title: 'Our Featured Products',
  description: `${INTRO} Compare all fifteen plans and find the one that fits your family.`,
  path: '/all-products',
});

export default function AllProductsPage() {
  const products = getProducts();
  const categories = getCategories();
  return (
    <>
      <PageHero title="OUR FEATURED PRODUCTS" eyebrow={`${products.length} LIC plans`} intro={INTRO} />
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/product-category' },
          { name: 'All plans', path: '/all-products' },
        ]}
      />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        <div className="flex flex-col gap-3 rounded-2xl bg-brand-50/70 p-4 ring-1 ring-brand-100 sm:p-5">
          <p className="shrink-0 text-sm font-semibold text-brand-900">Browse by need:</p>
          <CategoryChips
            size="responsive"
            label="Plan categories"
            chips={categories.map((c) => ({ title: c.title, href: categoryHref(categorySlug(c)), colour: c.colour }))}
          />
        </div>
        <ProductGrid products={products} hrefFor={productHref} className="mt-8 lg:mt-10" />
      </div>
      <PlanHelp id="all-products-help" heading="Not sure which plan fits?">
        Tell us what you want your money to do and we will shortlist two or three plans, explain them in plain words and
        show you an illustration before you decide.
      </PlanHelp>
    </>
  );
}
