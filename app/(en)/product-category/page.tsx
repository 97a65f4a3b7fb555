import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { cataloguePage } from '@/lib/pages/plan-lists';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { CheckItem } from '@/components/ui/check-item';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryCard } from '@/components/plans/category-card';
import { CategoryWheel } from '@/components/plans/category-wheel';
import { CallButton } from '@/components/ui/contact-buttons';
import { inlineLinkClass } from '@/components/ui/inline-link';
import { keepPlansView } from '@/lib/pages/offline';
import { KeepPlans } from '@/components/offline/keep-plans';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cataloguePage(await pageContextFor(params)).metadata;
}

export default async function CataloguePage({ params }: Props) {
  const { heading, eyebrow, breadcrumbs, wheel, needs, jsonLd, words } = cataloguePage(await pageContextFor(params));
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero title={heading} eyebrow={eyebrow} intro={wheel.intro} />
      <Breadcrumbs label={words.breadcrumbLabel} items={breadcrumbs} />

      <section
        aria-labelledby="wheel-heading"
        className="container-page grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16"
      >
        <div>
          <CategoryWheel
            label={words.wheel.label}
            entries={wheel.entries}
            emblem={wheel.emblem}
            hubLabel={wheel.hubLabel}
            hubCaption={words.wheel.hubCaption}
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
            <CallButton href={wheel.call.href} label={wheel.call.label} variant="navy" iconTone="gold" />
            <p className="mt-3 text-sm text-slate-600">{wheel.call.line}</p>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {wheel.browseAllLead}{' '}
            <Link href={wheel.all.href} className={inlineLinkClass()}>
              {wheel.all.label}
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <Link href={wheel.compare.href} className={inlineLinkClass()}>
              {wheel.compare.label}
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
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {needs.cards.map(({ key, ...card }) => (
              <li key={key}>
                <CategoryCard {...card} planNamesLabel={words.planNames} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <KeepPlans view={keepPlansView(await pageContextFor(params))} className="container-page pb-14 sm:pb-16" />
    </>
  );
}
