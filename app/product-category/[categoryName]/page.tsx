import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { CATEGORY_SLUGS, getCategories, productsInCategory } from '@/lib/content';
import { categoryHref, categoryProductHref, categorySlug, findCategory } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo';
import { categoryHeading, planCount } from '@/lib/text';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from '@/components/products/category-chips';
import { PlanHelp } from '@/components/products/plan-help';
import { ProductGrid } from '@/components/products/product-grid';

type Props = { params: Promise<{ categoryName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return CATEGORY_SLUGS.map((categoryName) => ({ categoryName }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryName } = await params;
  const category = findCategory(categoryName, getCategories());
  const names = productsInCategory(categoryName).map((p) => p.name);
  const title = category?.title ?? categoryHeading(categoryName);
  return pageMetadata({
    title: `${title} Plans`,
    description: `${category?.summary ?? `LIC plans for ${title.toLowerCase()}.`}${names.length > 0 ? ` Plans: ${names.join(', ')}.` : ''}`,
    path: `/product-category/${categoryName}`,
  });
}

export default async function CategoryPage({ params }: Props) {
  const { categoryName } = await params;
  const categories = getCategories();
  const category = findCategory(categoryName, categories);
  const heading = categoryHeading(categoryName);
  const products = productsInCategory(categoryName);

  return (
    <>
      <PageHero
        title={heading}
        eyebrow={`Plan category · ${planCount(products.length)}`}
        intro={category?.summary}
      />
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/product-category' },
          { name: heading, path: categoryHref(categoryName) },
        ]}
      />
      <div className="container-page pt-6 pb-14 sm:pb-16">
        {products.length > 0 ? (
          <>
            <p className="text-slate-600" data-testid="category-count">
              <span className="font-semibold text-brand-900">{planCount(products.length)}</span>{' '}
              for {(category?.title ?? heading).toLowerCase()}. Open a plan to see how it works and who it suits.
            </p>
            <ProductGrid
              products={products}
              hrefFor={(product) => categoryProductHref(categoryName, product)}
              className="mt-6"
            />
          </>
        ) : (
          <div className="rounded-2xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100">
            <p className="text-lg font-semibold text-brand-900">No products found for this category.</p>
            <p className="mt-2 text-slate-600">
              <Link href="/all-products" className="font-semibold text-brand-700 underline underline-offset-4">
                See all our plans
              </Link>
            </p>
          </div>
        )}

        <div className="mt-14 border-t border-brand-100 pt-8">
          <h2 className="font-display text-lg font-bold text-brand-900">Explore other needs</h2>
          <CategoryChips
            size="responsive"
            label="Other plan categories"
            className="mt-4"
            chips={categories.map((c) => ({
              title: c.title,
              href: categoryHref(categorySlug(c)),
              colour: c.colour,
              current: categorySlug(c) === categoryName,
            }))}
          />
          <p className="mt-5 text-sm text-slate-600">
            Or{' '}
            <Link href="/all-products" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              browse all plans
            </Link>{' '}
            or go back to the{' '}
            <Link href="/product-category" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              category wheel
            </Link>
            .
          </p>
        </div>
      </div>
      <PlanHelp id="category-help" heading="Want help choosing?">
        We will compare these plans side by side for your age, income and goals, and explain each one in plain words.
      </PlanHelp>
    </>
  );
}
