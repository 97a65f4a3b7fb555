import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getOpportunitiesPage, getOpportunitySlides, getSite } from '@/lib/content';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/text';
import { buttonClass } from '@/components/marketing/button';
import { Glyph, type GlyphName } from '@/components/marketing/glyphs';
import { CheckItem } from '@/components/marketing/check-item';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { SectionHeading } from '@/components/marketing/section-heading';
import { AppImage, EnlargedImage } from '@/components/ui/app-image';
import { Carousel } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/image-modal';
import { PageHero } from '@/components/ui/page-hero';

const INTRO =
  'Become an LIC advisor: flexible hours, training from experienced mentors and a career that grows with every family you help.';

export const metadata: Metadata = pageMetadata({ title: 'Opportunities In LIC', description: INTRO, path: '/opportunities' });

/** Pictograms for the offers, in content order; extra offers reuse the last. */
const OFFER_GLYPHS: GlyphName[] = ['book', 'users', 'clock', 'trophy', 'shield', 'growth'];
const WHY_GLYPHS: GlyphName[] = ['shield', 'rupee', 'compass', 'heart'];

export default function OpportunitiesPage() {
  const site = getSite();
  const page = getOpportunitiesPage();
  const slides = getOpportunitySlides();

  return (
    <>
      <PageHero title="Opportunities In LIC" eyebrow="Careers with LIC" intro={INTRO} />

      <section aria-labelledby="slider-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="slider-heading" eyebrow={page.slider.eyebrow} title={page.slider.heading} text={page.slider.text} align="center" />
          <Carousel
            label="Pictures of life as an advisor"
            perView={{ 0: 1, 640: 2, 900: 2, 1024: 4 }}
            gap={{ 0: 16, 640: 20, 1024: 24 }}
            className="mt-10"
            testId="opportunities-carousel"
          >
            {slides.map((slide) => (
              <div key={slide.image} className="pt-1 pb-3">
                <ZoomableImage
                  enlarged={<EnlargedImage {...getImage(slide.image)} alt={slide.alt} />}
                  label={`Enlarge image: ${slide.alt}`}
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
                  <Glyph name={WHY_GLYPHS[index % WHY_GLYPHS.length] ?? 'shield'} className="size-6" />
                </span>
                <p className="mt-3 font-semibold text-brand-900">{point}</p>
              </li>
            ))}
          </ul>
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
                  <Glyph name={OFFER_GLYPHS[Math.min(index, OFFER_GLYPHS.length - 1)] ?? 'growth'} className="size-6" />
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
          Call {site.phone}
        </a>
        <ExternalLink href={whatsappHref(site.whatsapp, page.firstStep.whatsappMessage)} className={buttonClass('whatsapp')}>
          <Icon name="whatsapp" className="size-5" />
          Chat on WhatsApp
        </ExternalLink>
        <Link href="/contact" className={buttonClass('outline-light')}>
          All contact details
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </CtaBanner>
    </>
  );
}
