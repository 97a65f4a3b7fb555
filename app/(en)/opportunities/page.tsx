import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { format, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { AppImage, EnlargedImage, imageFileUrl } from '@/components/ui/app-image';
import { buttonClass } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { CheckItem } from '@/components/ui/check-item';
import { CtaBanner } from '@/components/ui/cta-banner';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({
    locale,
    title: getDictionary(locale).opportunities.heading,
    description: getContent(locale).opportunitiesPage.intro,
    path: pathOf('opportunities'),
  });
}

/** Pictograms for the offers, in content order; extra offers reuse the last. */
const OFFER_ICONS: IconName[] = ['book', 'users', 'clock', 'trophy', 'shield', 'growth'];
const WHY_ICONS: IconName[] = ['shield', 'rupee', 'compass', 'heart'];

export default async function OpportunitiesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { site, opportunitiesPage: page } = getContent(locale);
  const { slides } = page;

  return (
    <>
      <PageHero title={dict.opportunities.heading} eyebrow={page.eyebrow} intro={page.intro} />

      <section aria-labelledby="slider-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="slider-heading" eyebrow={page.slider.eyebrow} title={page.slider.heading} text={page.slider.text} align="center" />
          <Carousel
            label={dict.opportunities.sliderLabel}
            labels={dict.carousel}
            perView={{ 0: 1, 640: 2, 900: 2, 1024: 4 }}
            gap={{ 0: 16, 640: 20, 1024: 24 }}
            className="mt-10"
            testId="opportunities-carousel"
          >
            {slides.map((slide) => (
              <div key={slide.image} className="pt-1 pb-3">
                <ZoomableImage
                  enlarged={<EnlargedImage {...getImage(slide.image)} alt={slide.alt} />}
                  href={imageFileUrl(slide.image)}
                  label={format(dict.dialog.enlarge, { name: slide.alt })}
                  title={slide.alt}
                  closeLabel={dict.dialog.close}
                  className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl shadow-card ring-1 ring-brand-100 transition hover:shadow-lift motion-reduce:transition-none"
                >
                  <AppImage
                    {...getImage(slide.image)}
                    alt={slide.alt}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 92vw"
                    className="h-auto w-full transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  />
                </ZoomableImage>
              </div>
            ))}
          </Carousel>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="why-heading" eyebrow={page.why.eyebrow} title={page.why.heading} text={page.why.text} />
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.why.points.map((point, index) => (
              <li key={point} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={WHY_ICONS[index % WHY_ICONS.length] ?? 'shield'} className="size-6" />
                </span>
                <p className="mt-3 font-semibold text-brand-900">{point}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="agency-heading" className="pb-16 sm:pb-20">
        <div className="container-page">
          <div data-testid="agency-statement" className="rounded-3xl border-2 border-gold-400 bg-white p-6 shadow-card sm:p-10">
            <h2 id="agency-heading" className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gold-400 text-brand-950">
                <Icon name="info" className="size-6" strokeWidth={2.2} />
              </span>
              {page.agency.heading}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {page.agency.points.map((point) => (
                <CheckItem key={point}>{point}</CheckItem>
              ))}
            </ul>
            <ExternalLink href={page.agency.applyUrl} newTab={dict.a11y.newTab} data-testid="agency-apply" className={buttonClass('navy', 'mt-8')}>
              {page.agency.applyLabel}
              <Icon name="arrow-up-right" className="size-5" />
            </ExternalLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="bg-brand-50/60 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="offer-heading" eyebrow={page.offer.eyebrow} title={page.offer.heading} text={page.offer.text} align="center" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.offer.items.map((item, index) => (
              <li
                key={item.title}
                className="group rounded-2xl bg-white p-6 shadow-card ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 text-gold-300 shadow-card">
                  <Icon name={OFFER_ICONS[Math.min(index, OFFER_ICONS.length - 1)] ?? 'growth'} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="who-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <SectionHeading id="who-heading" eyebrow={page.who.eyebrow} title={page.who.heading} text={page.who.text} />
          <ul className="space-y-4 rounded-3xl bg-gradient-to-br from-gold-50 to-cream p-6 text-base font-medium text-ink shadow-card ring-1 ring-gold-200 sm:p-8">
            {page.who.points.map((point) => (
              <CheckItem key={point} tone="gold">
                {point}
              </CheckItem>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner
        id="first-step-heading"
        tone="dark"
        eyebrow={page.firstStep.eyebrow}
        heading={page.firstStep.heading}
        text={page.firstStep.text}
        actionsTestId="first-step-actions"
        className="pb-20 sm:pb-24"
      >
        <a href={telHref(site.phone)} className={buttonClass('gold')}>
          <Icon name="phone" className="size-5" />
          {format(dict.cta.callNumber, { phone: site.phone })}
        </a>
        <ExternalLink href={whatsappHref(site.whatsapp, page.firstStep.whatsappMessage)} newTab={dict.a11y.newTab} className={buttonClass('whatsapp')}>
          <Icon name="whatsapp" className="size-5" />
          {dict.cta.chatOnWhatsapp}
        </ExternalLink>
        <Link href={urlFor(locale, 'contact')} className={buttonClass('outline-light')}>
          {dict.cta.allContactDetails}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </CtaBanner>
    </>
  );
}
