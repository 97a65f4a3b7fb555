import type { Metadata } from 'next';
import { getImportantLinks, getNewsNewestFirst } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { Glyph } from '@/components/marketing/glyphs';
import { SectionHeading } from '@/components/marketing/section-heading';
import { NewsCard } from '@/components/news/news-card';
import { Carousel } from '@/components/ui/carousel';
import { CARD_CAROUSEL_LAYOUT } from '@/components/ui/carousel-layouts';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';

const INTRO = 'News from the insurer and quick links to its official services: premium payment, eNACH, proposals and more.';

export const metadata: Metadata = pageMetadata({ title: 'Latest News & Links', description: INTRO, path: '/news' });

export default function NewsPage() {
  const news = getNewsNewestFirst();
  const links = getImportantLinks();
  return (
    <>
      <PageHero title="Latest News & Links" eyebrow="Stay informed" intro={INTRO} />

      <section aria-labelledby="news-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading
            id="news-heading"
            eyebrow="Newest first"
            title="News & updates"
            text="Updates from the insurer's leadership. Each article opens on the insurer's own website."
          />
          <Carousel
            label="News cards, newest first"
            {...CARD_CAROUSEL_LAYOUT}
            slideNames={news.map((item) => item.title)}
            className="mt-10"
            testId="news-carousel"
          >
            {news.map((item) => (
              <div key={`${item.title}-${item.date ?? ''}`} className="h-full pt-1 pb-3">
                <NewsCard item={item} />
              </div>
            ))}
          </Carousel>
        </div>
      </section>

      <section aria-labelledby="links-heading" className="py-14 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="links-heading"
            eyebrow="Official services"
            title="IMPORTANT LINKS"
            text="Pay a premium, set up automatic payments or read about the insurer. Every link opens the insurer's own website in a new tab."
            align="center"
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="important-links">
            {links.map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  className="group flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-brand-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 text-gold-300 shadow-card transition group-hover:from-gold-400 group-hover:to-gold-300 group-hover:text-brand-950">
                    <Glyph name="link" className="size-6" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-display text-base font-bold text-brand-900">{link.label}</span>
                    <span className="mt-0.5 text-sm text-slate-600">{link.description}</span>
                  </span>
                  <Icon
                    name="arrow-up-right"
                    className="size-5 shrink-0 text-brand-400 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand-700"
                  />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
