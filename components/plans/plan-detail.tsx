import clsx from 'clsx';
import type { DetailBlock } from '@/lib/content';
import type { PlanNotices, PlanPageView } from '@/lib/pages/plan';
import { AppImage, EnlargedImage, imageFileUrl } from '@/components/ui/app-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { CARD_IMAGE_SIZES, Carousel, GALLERY_LAYOUT } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { JsonLd } from '@/components/ui/json-ld';
import { Notice } from '@/components/ui/notice';
import { PageHero } from '@/components/ui/page-hero';
import { ShareLink } from '@/components/ui/share-link';
import { HelpTeaser } from '@/components/help/help-teaser';
import { CategoryChips } from './category-chips';
import { KeyFacts } from './key-facts';
import { PlanGrid } from './plan-grid';
import { TrendingChip } from './trending-chip';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';
import { inlineLinkClass } from '@/components/ui/inline-link';
import { Link } from '@/components/ui/link';
import { IllustrationRequest } from './illustration-request';

/**
 * Under the plan's name: the plan as the insurer files it (plan number, UIN, the insurer and its
 * registration), then the line every plan advertisement carries, with the link to the plan's brochure.
 */
function PlanDisclosure({ notices, newTab }: { notices: PlanNotices; newTab: string }) {
  return (
    <div className="border-b border-brand-100 bg-brand-50/70">
      <div className="container-page space-y-2 py-4 text-sm leading-relaxed">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-bold text-brand-900">{notices.planNo}</span>
          <span aria-hidden="true" className="text-brand-300">
            |
          </span>
          <span className="font-bold text-brand-900">{notices.uin}</span>
        </p>
        <p className="text-slate-700">{notices.planOf}</p>
        <p className="flex gap-2 text-slate-800">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {notices.riskFactors}
            {notices.brochure && (
              <>
                {' '}
                <ExternalLink href={notices.brochure.href} newTab={newTab} className={inlineLinkClass()}>
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

/** A plan not on sale (withdrawn, or its status not settled): said first, under its name, before its pictures. */
function StatusNotice({ notice }: { notice: NonNullable<PlanNotices['status']> }) {
  return (
    <div className="container-page pt-5">
      <Notice id="plan-status-heading" heading={notice.heading} level={2} tone={notice.kind === 'withdrawn' ? 'rose' : 'gold'}>
        <p className="mt-3 leading-relaxed text-slate-800">{notice.text}</p>
      </Notice>
    </div>
  );
}

/** The kind of contract, in a line a customer understands, and the insurer's own description of it. */
function PlanKind({ kind }: { kind: PlanNotices['kind'] }) {
  return (
    <div className="flex gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
      <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="space-y-2 leading-relaxed text-slate-700">
        <p>
          <span className="font-bold text-brand-900">{kind.line}</span> {kind.text}
        </p>
        {kind.descriptor && (
          <p>
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
    <Notice id="unit-linked-heading" heading={notice.heading} tone="gold">
      <ul role="list" className="mt-4 space-y-3">
        {notice.statements.map((statement, index) => (
          <li key={index} className={clsx('leading-relaxed', index === 0 ? 'font-bold text-brand-900' : 'text-slate-800')}>
            {statement}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function DetailSection({ block, note }: { block: DetailBlock; note: boolean }) {
  return (
    <article
      className={clsx('rounded-2xl p-5 sm:p-7', note ? 'bg-gold-50 ring-1 ring-gold-200' : 'bg-white shadow-card ring-1 ring-brand-100')}
    >
      <h3 className="flex items-center gap-3 font-display text-lg font-bold text-brand-900 sm:text-xl">
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            note ? 'bg-gold-400 text-brand-950' : 'bg-brand-50 text-brand-600',
          )}
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
 * plan's name, breadcrumbs, the picture gallery with its enlarged-image dialog, "About this plan", a contact
 * panel and related plans. Everything it shows comes in its view model (lib/pages/plan.ts).
 */
export function PlanDetail({
  plan,
  heading,
  section,
  details,
  notices,
  keyFacts,
  breadcrumbs,
  chips,
  gallery,
  contact,
  related,
  compare,
  illustration,
  jsonLd,
  words,
}: PlanPageView) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero title={heading} compact />
      <PlanDisclosure notices={notices} newTab={words.newTab} />
      {notices.status && <StatusNotice notice={notices.status} />}
      <Breadcrumbs label={words.breadcrumbLabel} items={breadcrumbs} />
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 pt-4">
        {plan.isTrending === true && <TrendingChip label={words.plans.trending} />}
        <CategoryChips size="sm" label={chips.label} chips={chips.items} />
        {compare && (
          <Link href={compare.href} className={inlineLinkClass('inline-flex min-h-6 items-center gap-1 text-sm')}>
            {compare.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        )}
      </div>
      {keyFacts && <KeyFacts {...keyFacts} />}
      <div className="container-page pt-6 pb-4">
        <Carousel label={gallery.label} labels={words.carousel} {...GALLERY_LAYOUT} slideNames={gallery.pictures.map((p) => p.name)}>
          {gallery.pictures.map(({ image, name, enlargeLabel }, index) => (
            <ZoomableImage
              key={`${index}-${image.src}`}
              enlarged={<EnlargedImage {...image} alt={words.dialog.selectedPlan} />}
              href={imageFileUrl(image.src)}
              label={enlargeLabel}
              title={name}
              closeLabel={words.dialog.close}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-brand-50 shadow-card ring-1 ring-brand-100 transition-shadow hover:shadow-lift"
            >
              <AppImage {...image} alt={name} sizes={CARD_IMAGE_SIZES} priority={index === 0} className="block h-auto w-full" />
            </ZoomableImage>
          ))}
        </Carousel>
      </div>

      <div className="container-page grid gap-10 pt-8 pb-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="about-plan-heading">
          <h2 id="about-plan-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {section.label}
          </h2>
          <div className="mt-6 space-y-5">
            <PlanKind kind={notices.kind} />
            {notices.unitLinked && <UnitLinkedNotice notice={notices.unitLinked} />}
            {details.map((block, index) => (
              <DetailSection key={`${index}-${block.title}`} block={block} note={block.note === true} />
            ))}
            {illustration && <IllustrationRequest id="plan-illustration" view={illustration} level={3} />}
          </div>
        </section>
        <aside aria-labelledby="plan-contact-heading" className="lg:sticky lg:top-40 lg:self-start">
          <div
            className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lift sm:p-7"
            data-surface="dark"
          >
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-16 -right-12 size-44 rounded-full bg-gold-400/20 blur-2xl"
            />
            <h2 id="plan-contact-heading" className="relative text-xl font-extrabold tracking-tight">
              {contact.heading}
            </h2>
            <p className="relative mt-3 text-sm leading-relaxed text-brand-100">{contact.pitch}</p>
            <div className="relative mt-6 flex flex-col gap-3">
              <WhatsAppLink {...contact.whatsapp} newTab={words.newTab} variant="white" iconTone="whatsapp" />
              <CallButton {...contact.call} variant="gold" />
              {contact.share && (
                <ShareLink
                  href={contact.share.href}
                  share={contact.share.data}
                  newTab={words.newTab}
                  className={buttonClass('outline-light')}
                >
                  <Icon name="share" className="size-5" />
                  {contact.share.label}
                </ShareLink>
              )}
            </div>
            {contact.tasks && (
              <nav aria-labelledby="plan-held-tasks" className="relative mt-6 border-t border-white/15 pt-5">
                <h3 id="plan-held-tasks" className="text-sm font-bold tracking-wide text-gold-300">
                  {contact.tasks.heading}
                </h3>
                <ul role="list" className="mt-3 space-y-1.5">
                  {contact.tasks.links.map((task) => (
                    <li key={task.href}>
                      <Link
                        href={task.href}
                        className="flex items-center gap-2 rounded-md py-1 text-sm font-semibold text-white underline-offset-4 hover:underline"
                      >
                        <Icon name="chevron-right" className="size-4 shrink-0 text-gold-300" />
                        {task.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <p className="relative mt-5 flex items-start gap-2 text-xs leading-relaxed text-brand-100">
              <Icon name="clock" className="mt-px size-4 shrink-0 text-gold-300" />
              {contact.hours}
            </p>
            {!contact.tasks && (
              <HelpTeaser href={contact.helpHref} words={words.help} tone="dark" className="relative mt-5 border-t border-white/15 pt-5" />
            )}
          </div>
        </aside>
      </div>

      {related.plans.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-gradient-to-b from-brand-50/80 to-white py-14">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {words.plan.related}
            </h2>
            <p className="mt-2 text-slate-600">{related.line}</p>
            <PlanGrid plans={related.plans} labels={words.plans} headingLevel={3} priorityRow={false} className="mt-8" />
          </div>
        </section>
      )}
    </>
  );
}
