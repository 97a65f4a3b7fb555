import type { OpportunitiesPageContent } from '@/lib/content';
import type { OpportunitiesPageView } from '@/lib/pages/opportunities';
import { AppImage, EnlargedImage, imageFileUrl } from '@/components/ui/app-image';
import { buttonClass } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { CheckItem } from '@/components/ui/check-item';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { ZoomableImage } from '@/components/ui/zoomable-image';

/** Pictograms for the offers, in content order; extra offers reuse the last. */
const OFFER_ICONS: IconName[] = ['book', 'users', 'clock', 'trophy', 'shield', 'growth'];
const WHY_ICONS: IconName[] = ['shield', 'rupee', 'compass', 'heart'];

type Content = OpportunitiesPageContent;

/** The pictures of agency life, each opening larger. */
export function OpportunitiesSlider({
  slider,
  slides,
  words,
}: { slider: Content['slider'] } & Pick<OpportunitiesPageView, 'slides' | 'words'>) {
  return (
    <section aria-labelledby="slider-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="slider-heading" eyebrow={slider.eyebrow} title={slider.heading} text={slider.text} align="center" />
        <Carousel
          label={words.sliderLabel}
          labels={words.carousel}
          perView={{ 0: 1, 640: 2, 900: 2, 1024: 4 }}
          gap={{ 0: 16, 640: 20, 1024: 24 }}
          className="mt-10"
        >
          {slides.map((slide) => (
            <div key={slide.image.src} className="pt-1 pb-3">
              <ZoomableImage
                enlarged={<EnlargedImage {...slide.image} alt={slide.alt} />}
                href={imageFileUrl(slide.image.src)}
                label={slide.enlargeLabel}
                title={slide.alt}
                closeLabel={words.close}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl shadow-card ring-1 ring-brand-100 transition hover:shadow-lift motion-reduce:transition-none"
              >
                <AppImage
                  {...slide.image}
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
  );
}

/** Why become an agent: the points, each with its pictogram. */
export function WhyJoin({ why }: { why: Content['why'] }) {
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} text={why.text} />
        <ul className="grid gap-4 sm:grid-cols-2">
          {why.points.map((point, index) => (
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
  );
}

/** What an LIC agency is and is not, and the insurer's application page. */
export function AgencyStatement({ agency, newTab }: { agency: Content['agency']; newTab: string }) {
  return (
    <section aria-labelledby="agency-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <div className="rounded-3xl border-2 border-gold-400 bg-white p-6 shadow-card sm:p-10">
          <h2 id="agency-heading" className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gold-400 text-brand-950">
              <Icon name="info" className="size-6" strokeWidth={2.2} />
            </span>
            {agency.heading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {agency.points.map((point) => (
              <CheckItem key={point}>{point}</CheckItem>
            ))}
          </ul>
          <ExternalLink href={agency.applyUrl} newTab={newTab} className={buttonClass('navy', 'mt-8')}>
            {agency.applyLabel}
            <Icon name="arrow-up-right" className="size-5" />
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

/** What the development officer offers a new agent. */
export function Offers({ offer }: { offer: Content['offer'] }) {
  return (
    <section aria-labelledby="offer-heading" className="bg-brand-50/60 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="offer-heading" eyebrow={offer.eyebrow} title={offer.heading} text={offer.text} align="center" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {offer.items.map((item, index) => (
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
  );
}

/** Who can join. */
export function WhoCanJoin({ who }: { who: Content['who'] }) {
  return (
    <section aria-labelledby="who-heading" className="py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <SectionHeading id="who-heading" eyebrow={who.eyebrow} title={who.heading} text={who.text} />
        <ul className="space-y-4 rounded-3xl bg-gradient-to-br from-gold-50 to-cream p-6 text-base font-medium text-ink shadow-card ring-1 ring-gold-200 sm:p-8">
          {who.points.map((point) => (
            <CheckItem key={point} tone="gold">
              {point}
            </CheckItem>
          ))}
        </ul>
      </div>
    </section>
  );
}
