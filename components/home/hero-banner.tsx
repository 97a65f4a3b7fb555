import { Link } from '@/components/ui/link';
import type { HeroView } from '@/lib/pages/home';
import { AppImage } from '@/components/ui/app-image';
import { Carousel } from '@/components/ui/carousel';
import { Icon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';

/** A title with its last two words in gold. */
function GoldTail({ title }: { title: string }) {
  const words = title.split(' ');
  if (words.length < 4) return <>{title}</>;
  return (
    <>
      {words.slice(0, -2).join(' ')}{' '}
      <span className="bg-gradient-to-r from-gold-300 to-gold-400 bg-clip-text text-transparent">{words.slice(-2).join(' ')}</span>
    </>
  );
}

type HeroSlideProps = Pick<HeroView, 'eyebrow' | 'plansHref' | 'contactHref' | 'words'> & {
  slide: HeroView['slides'][number];
  index: number;
};

function HeroSlide({ slide, index, eyebrow, plansHref, contactHref, words }: HeroSlideProps) {
  // The first slide's title is the page's one h1; the others are h2.
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    // Each slide's content starts at its top: centred in a row that grows as a slower phone reads the
    // next slide's HTML, the first slide would move while the visitor looks at it.
    <div className="container-page">
      <div className="grid items-center gap-8 pt-16 pb-20 sm:px-10 sm:pt-16 sm:pb-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-14 lg:py-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/30 bg-white/5 px-3 py-1 text-xs font-bold tracking-[0.16em] text-gold-300 uppercase sm:text-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-400" />
            {eyebrow}
          </p>
          <Heading className="mt-5 text-[2.1rem] leading-[1.1] font-extrabold tracking-tight text-white sm:text-5xl lg:text-[3.4rem]">
            <GoldTail title={slide.title} />
          </Heading>
          <p className="mt-5 text-base leading-relaxed text-brand-100 sm:text-lg">{slide.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={plansHref} className={buttonClass('gold')}>
              {words.explorePlans}
              <Icon name="arrow-right" className="size-5" />
            </Link>
            <Link href={contactHref} className={buttonClass('outline-light')}>
              <Icon name="phone" className="size-5" />
              {words.talkToUs}
            </Link>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-gold-400/25 via-transparent to-brand-400/30 blur-2xl"
          />
          <AppImage
            {...slide.picture}
            alt={slide.alt}
            priority={index === 0}
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, (min-width: 640px) 576px, 92vw"
            className="relative h-auto w-full rounded-[1.75rem] shadow-[0_30px_60px_-20px_rgb(0_0_0/0.6)] ring-1 ring-white/15"
          />
        </div>
      </div>
    </div>
  );
}

/** The home page's hero: two full-width slides that auto-advance every 5 seconds and wrap around. */
export function HeroBanner({ slides, highlights, ...links }: HeroView) {
  const { words } = links;
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-brand-500/25 blur-3xl" />
        <div className="absolute top-64 -right-24 size-[26rem] rounded-full bg-brand-500/25 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.07)_1px,transparent_0)] [background-size:28px_28px]" />
      </div>
      <Carousel
        label={words.label}
        labels={words.carousel}
        perView={{ 0: 1 }}
        gap={{ 0: 0 }}
        loop
        autoplay={5000}
        controls="overlay"
        tone="light"
        phoneArrows="bottom"
        slideNames={slides.map((s) => s.title)}
      >
        {slides.map((slide, index) => (
          <HeroSlide key={slide.title} slide={slide} index={index} {...links} />
        ))}
      </Carousel>
      <div className="border-t border-white/10 bg-brand-950/40">
        <ul className="container-page grid gap-3 py-5 text-sm font-semibold text-brand-50 sm:grid-cols-3 sm:gap-6">
          {highlights.map((line) => (
            <li key={line} className="flex items-center gap-3 sm:justify-center">
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-300/30">
                <Icon name="check" className="size-4" />
              </span>
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
