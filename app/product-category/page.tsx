import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getCategories, getProducts, getSite, productsInCategory } from '@/lib/content';
import { getImage } from '@/lib/images';
import { categoryHref, categorySlug } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo';
import { telHref } from '@/lib/text';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryCard } from '@/components/products/category-card';
import { CategoryWheel } from '@/components/products/category-wheel';

const INTRO =
  'Find the right LIC plan by what you want it to do: grow wealth, guarantee returns, protect income, plan retirement or secure your children’s future.';

export const metadata: Metadata = pageMetadata({
  title: 'Choose Your Need',
  description: INTRO,
  path: '/product-category',
});

export default function ProductCategoryPage() {
  const site = getSite();
  const categories = getCategories();
  const products = getProducts();
  return (
    <>
      <PageHero title="Choose Your Need" eyebrow="Products" intro={INTRO} />
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/product-category' },
        ]}
      />

      <section aria-labelledby="wheel-heading" className="container-page grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        <div>
          <CategoryWheel
            entries={categories.map((c) => ({ title: c.title, href: c.route, icon: getImage(c.icon), colour: c.colour }))}
            emblem={getImage('/images/logo.svg')}
            hubLabel={site.shortName}
            hubCaption="LIC plans"
          />
        </div>
        <div>
          <h2 id="wheel-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            What should your plan do for you?
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">
            Every family starts from a different place. Pick the need that matters most today on the wheel and we will
            show you the LIC plans built for it, with what each one offers and who it suits.
          </p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {[
              'Plain-language summaries of every plan',
              'Advice from a licensed LIC development officer',
              'A personalised illustration before you decide',
            ].map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                  <Icon name="check" className="size-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
            <a
              href={telHref(site.phone)}
              className="inline-flex items-center gap-3 rounded-full bg-brand-700 px-6 py-3.5 font-bold text-white shadow-card transition-colors hover:bg-brand-900"
              data-testid="category-call"
            >
              <Icon name="phone" className="size-5 text-gold-300" />
              Call us to get more Information
            </a>
            <p className="mt-3 text-sm text-slate-600">
              {site.phone} · {site.hours}
            </p>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Prefer to see everything at once?{' '}
            <Link href="/all-products" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Browse all {products.length} plans
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="needs-heading" className="bg-gradient-to-b from-brand-50/80 to-white py-14 sm:py-16">
        <div className="container-page">
          <h2 id="needs-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            Plans for every need
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Each need lists the plans built for it. Many plans serve more than one need, so you may meet a plan twice.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-cards">
            {categories.map((category) => {
              const slug = categorySlug(category);
              return (
                <li key={slug}>
                  <CategoryCard
                    title={category.title}
                    summary={category.summary}
                    href={categoryHref(slug)}
                    icon={getImage(category.icon)}
                    colour={category.colour}
                    planNames={productsInCategory(slug, products).map((p) => p.name)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
