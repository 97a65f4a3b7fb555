import clsx from 'clsx';
import type { Category, DetailBlock, Product, Site } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { getImage } from '@/lib/images';
import { planPageJsonLd, productJsonLd } from '@/lib/jsonld';
import type { PlanNotices } from '@/lib/product-pages';
import { categoryName } from '@/lib/plans';
import { absoluteUrl } from '@/lib/seo';
import { categoryHeading, telHref, whatsappHref, whatsappShareHref } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { AppImage, EnlargedImage, imageFileUrl } from '@/components/ui/app-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { CARD_IMAGE_SIZES, Carousel, GALLERY_LAYOUT } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { ShareLink } from '@/components/ui/share-link';
import { HelpTeaser } from '@/components/help/help-teaser';
import { CategoryChips } from './category-chips';
import { ProductGrid } from './product-grid';
import { TrendingChip } from './trending-chip';

export type ProductDetailProps = {
  locale: Locale;
  product: Product;
  /** The category the visitor came through, on /product-category/{category}/{id}. */
  category?: string;
  /** The plan's categories' wheel entries, for its chips and the related-plans line. */
  categories: Category[];
  /** Other plans to suggest. */
  related: Product[];
  site: Pick<Site, 'phone' | 'whatsapp' | 'hours'>;
  /** The plan's kind, and for a unit-linked plan the regulator's statements, shown at the top of its Quick Pitch. */
  notices: PlanNotices;
};

/**
 * Under the plan's name: the plan as the insurer files it (plan number, UIN, the insurer and its
 * registration), then the line every plan advertisement carries, with the link to the plan's brochure.
 */
function PlanDisclosure({ notices, newTab }: { notices: PlanNotices; newTab: string }) {
  return (
    <div data-testid="plan-disclosure" className="border-b border-brand-100 bg-brand-50/70">
      <div className="container-page space-y-2 py-4 text-sm leading-relaxed">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid="plan-number" className="font-bold text-brand-900">
            {notices.planNo}
          </span>
          <span aria-hidden="true" className="text-brand-300">
            |
          </span>
          <span data-testid="plan-uin" className="font-bold text-brand-900">
            {notices.uin}
          </span>
        </p>
        <p data-testid="plan-insurer" className="text-slate-700">
          {notices.planOf}
        </p>
        <p data-testid="plan-risk-factors" className="flex gap-2 text-slate-800">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {notices.riskFactors}
            {notices.brochure && (
              <>
                {' '}
                <ExternalLink
                  href={notices.brochure.href}
                  newTab={newTab}
                  data-testid="plan-brochure"
                  className="font-semibold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900"
                >
                  {notices.brochure.label}
                  <Icon name="arrow-up-right" className="ml-1 inline size-3.5 align-[-0.1em]" />
                </ExternalLink>
              </>
            )}
          </span>
        </p>
      </div>
    </div>
  );
}

/** A plan the insurer no longer sells: said first, with what a policyholder can still do. */
function WithdrawnNotice({ notice }: { notice: NonNullable<PlanNotices['withdrawn']> }) {
  return (
    <section aria-labelledby="withdrawn-heading" data-testid="plan-withdrawn" className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-5 sm:p-7">
      <h3 id="withdrawn-heading" className="flex items-center gap-3 font-display text-lg font-bold text-rose-900 sm:text-xl">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-rose-200 text-rose-900">
          <Icon name="info" className="size-5" strokeWidth={2.2} />
        </span>
        {notice.heading}
      </h3>
      <p className="mt-3 leading-relaxed text-slate-800">{notice.text}</p>
    </section>
  );
}

/** The kind of contract, in a line a customer understands, and the insurer's own description of it. */
function PlanKind({ kind }: { kind: PlanNotices['kind'] }) {
  return (
    <div data-testid="plan-kind" className="flex gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
      <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="space-y-2 leading-relaxed text-slate-700">
        <p>
          <span className="font-bold text-brand-900">
            {kind.label}: {kind.name}.
          </span>{' '}
          {kind.text}
        </p>
        {kind.descriptor && (
          <p data-testid="plan-descriptor">
            <span className="font-semibold text-brand-900">{kind.descriptor.label}:</span> {kind.descriptor.text}
          </p>
        )}
      </div>
    </div>
  );
}

/** The regulator's statements for a unit-linked plan, in the body of its page. */
function UnitLinkedNotice({ notice }: { notice: NonNullable<PlanNotices['unitLinked']> }) {
  return (
    <section aria-labelledby="unit-linked-heading" data-testid="unit-linked-statements" className="rounded-2xl border-2 border-gold-400 bg-white p-5 sm:p-7">
      <h3 id="unit-linked-heading" className="flex items-center gap-3 font-display text-lg font-bold text-brand-900 sm:text-xl">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gold-400 text-brand-950">
          <Icon name="info" className="size-5" strokeWidth={2.2} />
        </span>
        {notice.heading}
      </h3>
      <ul role="list" className="mt-4 space-y-3">
        {notice.statements.map((statement, index) => (
          <li key={index} className={clsx('leading-relaxed', index === 0 ? 'font-bold text-brand-900' : 'text-slate-800')}>
            {statement}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DetailSection({ block, note }: { block: DetailBlock; note: boolean }) {
  return (
    <article
      data-testid="detail-block"
      className={clsx('rounded-2xl p-5 sm:p-7', note ? 'bg-gold-50 ring-1 ring-gold-200' : 'bg-white shadow-card ring-1 ring-brand-100')}
    >
      <h3 className="flex items-center gap-3 font-display text-lg font-bold text-brand-900 sm:text-xl">
        <span
          aria-hidden="true"
          className={clsx('flex size-9 shrink-0 items-center justify-center rounded-xl', note ? 'bg-gold-400 text-brand-950' : 'bg-brand-50 text-brand-600')}
        >
          <Icon name={note ? 'info' : 'check'} className="size-5" strokeWidth={note ? 2.2 : 2} />
        </span>
        {block.title}
      </h3>
      {block.Description && <p className={clsx('mt-3 leading-relaxed', note ? 'text-slate-800' : 'text-slate-700')}>{block.Description}</p>}
      {block.listItems && (
        <ul role="list" className="mt-4 space-y-3">
          {block.listItems.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-500 ring-4 ring-gold-100" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * One plan's page, shared by /product/{id} and /product-category/{category}/{id}: the slim banner with the
 * plan's name, breadcrumbs, the picture gallery with its enlarged-image dialog, the Quick Pitch, a contact
 * panel and related plans. The page passes in everything it shows.
 */
export function ProductDetail({ locale, product, category, categories, related, site, notices }: ProductDetailProps) {
  const dict = getDictionary(locale);
  const images = product.imageUrls.map((src) => getImage(src));
  const names = images.map((_, index) => format(dict.plan.picture, { name: product.name, index: index + 1 }));
  const titleOf = (slug: string) => categories.find((c) => c.slug === slug)?.title;
  const planCategories = categories.filter((c) => product.categories.includes(c.slug));
  const planHref = (plan: Product) => urlFor(locale, { plan: plan.path, category });
  const withdrawn = notices.withdrawn !== undefined;
  // What "Share with family" passes on: the plan's name, its one line and this page's own address.
  const share = { title: product.name, text: format(dict.plan.shareText, { name: product.name, line: product.metadescription }), url: absoluteUrl(planHref(product)) };
  return (
    <>
      <JsonLd data={[productJsonLd(locale, product), planPageJsonLd(locale, product)]} />
      <PageHero title={product.name} compact />
      <PlanDisclosure notices={notices} newTab={dict.a11y.newTab} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.nav.products, path: urlFor(locale, 'products') },
          ...(category ? [{ name: categoryName(category, categories, dict.meta.categoryHeading), path: urlFor(locale, { category }) }] : []),
          { name: product.name, path: planHref(product) },
        ]}
      />
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 pt-4">
        {product.isTrending === true && <TrendingChip label={dict.plans.trending} />}
        <CategoryChips
          size="sm"
          label={format(dict.plan.needsLabel, { name: product.name })}
          chips={planCategories.map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour }))}
        />
      </div>
      <div className="container-page pt-6 pb-4">
        <Carousel
          label={format(dict.plan.pictures, { name: product.name })}
          labels={dict.carousel}
          {...GALLERY_LAYOUT}
          slideNames={names}
          testId="product-gallery"
        >
          {images.map((image, index) => (
            <ZoomableImage
              key={`${index}-${image.src}`}
              enlarged={<EnlargedImage {...image} alt={dict.dialog.selectedProduct} />}
              href={imageFileUrl(image.src)}
              label={format(dict.dialog.enlarge, { name: names[index]! })}
              title={names[index]!}
              closeLabel={dict.dialog.close}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-brand-50 shadow-card ring-1 ring-brand-100 transition-shadow hover:shadow-lift"
            >
              <AppImage {...image} alt={names[index]!} sizes={CARD_IMAGE_SIZES} priority={index === 0} className="block h-auto w-full" />
            </ZoomableImage>
          ))}
        </Carousel>
      </div>

      <div className="container-page grid gap-10 pt-8 pb-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="quick-pitch-heading">
          <h2 id="quick-pitch-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {product.name} <span className="text-gold-600">{dict.plan.quickPitch}</span>
          </h2>
          <div className="mt-6 space-y-5" data-testid="quick-pitch">
            {notices.withdrawn && <WithdrawnNotice notice={notices.withdrawn} />}
            <PlanKind kind={notices.kind} />
            {notices.unitLinked && <UnitLinkedNotice notice={notices.unitLinked} />}
            {product.details.map((block, index) => (
              <DetailSection key={`${index}-${block.title}`} block={block} note={block.note === true} />
            ))}
          </div>
        </section>
        <aside aria-labelledby="plan-contact-heading" className="lg:sticky lg:top-40 lg:self-start">
          <div
            className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lift sm:p-7"
            data-surface="dark"
          >
            <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-12 size-44 rounded-full bg-gold-400/20 blur-2xl" />
            <h2 id="plan-contact-heading" className="relative text-xl font-extrabold tracking-tight">
              {format(withdrawn ? dict.plan.held : dict.plan.interested, { name: product.name })}
            </h2>
            <p className="relative mt-3 text-sm leading-relaxed text-brand-100">{withdrawn ? dict.plan.heldPitch : dict.plan.pitch}</p>
            <div className="relative mt-6 flex flex-col gap-3">
              <ExternalLink
                href={whatsappHref(site.whatsapp, format(withdrawn ? dict.plan.heldMessage : dict.plan.whatsappMessage, { name: product.name }))}
                newTab={dict.a11y.newTab}
                data-testid="plan-whatsapp"
                className={buttonClass('white')}
              >
                <Icon name="whatsapp" className="size-5 text-whatsapp-dark" />
                {format(dict.plan.askOnWhatsapp, { name: product.name })}
              </ExternalLink>
              <a href={telHref(site.phone)} data-testid="plan-call" className={buttonClass('gold')}>
                <Icon name="phone" className="size-5" />
                {format(dict.cta.callNumber, { phone: site.phone })}
              </a>
              <ShareLink href={whatsappShareHref(`${share.text}\n${share.url}`)} share={share} newTab={dict.a11y.newTab} testId="plan-share" className={buttonClass('outline-light')}>
                <Icon name="share" className="size-5" />
                {dict.plan.share}
              </ShareLink>
            </div>
            <p className="relative mt-5 flex items-start gap-2 text-xs leading-relaxed text-brand-100">
              <Icon name="clock" className="mt-px size-4 shrink-0 text-gold-300" />
              {site.hours}
            </p>
            <HelpTeaser href={urlFor(locale, 'policyHelp')} words={dict.help} tone="dark" className="relative mt-5 border-t border-white/15 pt-5" />
          </div>
        </aside>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-gradient-to-b from-brand-50/80 to-white py-14">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {dict.plan.related}
            </h2>
            <p className="mt-2 text-slate-600">
              {category
                ? format(dict.plan.relatedInCategory, { category: (titleOf(category) ?? categoryHeading(category)).toLocaleLowerCase(dict.meta.intl) })
                : format(dict.plan.relatedShared, { name: product.name })}
            </p>
            <ProductGrid
              products={related}
              hrefFor={planHref}
              labels={dict.plans}
              headingLevel={3}
              priorityRow={false}
              className="mt-8"
              testId="related-plans"
            />
          </div>
        </section>
      )}
    </>
  );
}
