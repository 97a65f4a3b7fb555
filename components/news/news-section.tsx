import type { NewsPageView } from '@/lib/pages/news';
import { CARD_CAROUSEL_LAYOUT, Carousel } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { inlineLinkClass } from '@/components/ui/inline-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { NewsCard } from './news-card';

export type NewsSectionProps = Pick<NewsPageView, 'news' | 'words'> & { content: NewsPageView['content']['news'] };

/** The insurer's news on /news: a carousel of cards, newest first, and a link to all its press releases. */
export function NewsSection({ content, news, words }: NewsSectionProps) {
  return (
    <section aria-labelledby="news-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="news-heading" eyebrow={content.eyebrow} title={content.heading} text={content.text} />
        {news.length > 0 ? (
          <Carousel
            label={words.cardsLabel}
            labels={words.carousel}
            {...CARD_CAROUSEL_LAYOUT}
            slideNames={news.map((item) => item.title)}
            className="mt-10"
          >
            {news.map((item) => (
              <div key={`${item.title}-${item.date}`} className="h-full pt-1 pb-3">
                <NewsCard item={item} words={words.card} />
              </div>
            ))}
          </Carousel>
        ) : (
          // A live site shows no item older than 12 months: without recent ones, it says so.
          <p className="mt-10 text-center text-slate-700">{words.card.news.none}</p>
        )}
        <p className="mt-6 text-center">
          <ExternalLink href={content.allReleasesUrl} newTab={words.newTab} className={inlineLinkClass('inline-flex items-center gap-1.5')}>
            {content.allReleases}
            <Icon name="arrow-up-right" className="size-4" />
          </ExternalLink>
        </p>
      </div>
    </section>
  );
}
