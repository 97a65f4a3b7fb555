import type { Metadata } from 'next';
import { getContent, onSale, productsInCategory } from '@/lib/content';
import { format, getDictionary, plural } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { telHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { CheckItem } from '@/components/ui/check-item';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryCard } from '@/components/products/category-card';
import { CategoryWheel } from '@/components/products/category-wheel';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  return pageMetadata({ locale, title: dict.wheel.heading, description: getContent(locale).plansPage.wheel.intro, path: pathOf('products') });
}

export default async function ProductCategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { site, categories, products, plansPage } = getContent(locale);
  const { wheel, needs } = plansPage;
  return (
    <>
      <PageHero title={dict.wheel.heading} eyebrow={dict.nav.products} intro={wheel.intro} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.nav.products, path: urlFor(locale, 'products') },
        ]}
      />

      <section
        aria-labelledby="wheel-heading"
        className="container-page grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16"
      >
        <div>
          <CategoryWheel
            label={dict.wheel.label}
            entries={categories.map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), icon: getImage(c.icon), colour: c.colour }))}
            emblem={getImage('/images/logo.svg')}
            hubLabel={site.shortName}
            hubCaption={dict.wheel.hubCaption}
          />
        </div>
        <div>
          <h2 id="wheel-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {wheel.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{wheel.text}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {wheel.points.map((point) => (
              <CheckItem key={point} tone="gold">
                {point}
              </CheckItem>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
            <a href={telHref(site.phone)} className={buttonClass('navy')} data-testid="category-call">
              <Icon name="phone" className="size-5 text-gold-300" />
              {dict.wheel.call}
            </a>
            <p className="mt-3 text-sm text-slate-600">
              {site.phone} · {site.hours}
            </p>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {wheel.browseAllLead}{' '}
            <Link href={urlFor(locale, 'allProducts')} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {format(dict.wheel.browseAll, { count: onSale(products).length })}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="needs-heading" className="bg-gradient-to-b from-brand-50/80 to-white py-14 sm:py-16">
        <div className="container-page">
          <h2 id="needs-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {needs.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">{needs.text}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-cards">
            {categories.map((category) => {
              const planNames = productsInCategory(category.slug, products).map((p) => p.name);
              return (
                <li key={category.slug}>
                  <CategoryCard
                    title={category.title}
                    summary={category.summary}
                    href={urlFor(locale, { category: category.slug })}
                    icon={getImage(category.icon)}
                    colour={category.colour}
                    planNames={planNames}
                    planNamesLabel={dict.plans.planNames}
                    seePlans={format(dict.plans.seePlans, { plans: plural(dict.plans.count, planNames.length, dict.meta.intl) })}
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
