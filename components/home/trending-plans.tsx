import type { TrendingCardView, TrendingView } from '@/lib/pages/home';
import { AppImage, EnlargedImage, imageFileUrl } from '@/components/ui/app-image';
import { buttonClass } from '@/components/ui/button';
import { CARD_CAROUSEL_LAYOUT, CARD_IMAGE_SIZES, Carousel } from '@/components/ui/carousel';
import { Icon } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { Link } from '@/components/ui/link';
import { SectionHeading } from '@/components/ui/section-heading';

function TrendingCard({ card, words }: { card: TrendingCardView; words: TrendingView['words'] }) {
  const { image, alt } = card;
  return (
    <article className="group/card flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      {image && (
        <ZoomableImage
          enlarged={<EnlargedImage {...image} alt={alt} />}
          href={imageFileUrl(image.src)}
          label={card.enlargeLabel}
          title={card.name}
          closeLabel={words.close}
          className="group relative block w-full cursor-zoom-in overflow-hidden bg-brand-50 focus-visible:outline-offset-[-4px]"
        >
          <AppImage
            {...image}
            alt={alt}
            sizes={CARD_IMAGE_SIZES}
            className="aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        </ZoomableImage>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-bold text-gold-700">
          <Icon name="star" className="size-3" /> {words.trending}
        </p>
        <h3 className="mt-3 text-lg font-bold text-brand-900">{card.name}</h3>
        <p className="mt-1 text-xs font-semibold tracking-wide text-brand-600">{card.filed}</p>
        <p className="mt-2 line-clamp-4 text-sm leading-relaxed text-slate-600">{card.excerpt}</p>
        <Link
          href={card.href}
          aria-label={card.linkLabel}
          className="mt-auto inline-flex w-fit items-center gap-1.5 rounded-lg pt-5 text-sm font-bold text-brand-700 hover:text-brand-900"
        >
          {words.knowMore}
          <Icon name="arrow-right" className="size-4 transition group-hover/card:translate-x-1 motion-reduce:transition-none" />
        </Link>
      </div>
    </article>
  );
}

/** 'Our Featured Plans': a carousel of the plans marked trending, 1 to 4 per view. */
export function TrendingPlans({ eyebrow, text, allHref, cards, words }: TrendingView) {
  return (
    <section aria-labelledby="trending-heading" className="bg-gradient-to-b from-cream to-white py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="trending-heading" eyebrow={eyebrow} title={words.trendingHeading} text={text} className="max-w-2xl" />
          <Link href={allHref} className={buttonClass('outline', 'shrink-0 self-start md:self-auto')}>
            {words.findAll}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
        <Carousel
          label={words.trendingCarousel}
          labels={words.carousel}
          {...CARD_CAROUSEL_LAYOUT}
          slideNames={cards.map((c) => c.name)}
          className="mt-10"
        >
          {cards.map((card) => (
            <div key={card.key} className="h-full pt-2 pb-4">
              <TrendingCard card={card} words={words} />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
