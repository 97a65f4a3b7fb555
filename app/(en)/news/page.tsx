import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { newsPage } from '@/lib/pages/news';
import { NewsCard } from '@/components/news/news-card';
import { CARD_CAROUSEL_LAYOUT, Carousel } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { inlineLinkClass } from '@/components/ui/inline-link';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsPage(await pageContextFor(params)).metadata;
}

export default async function NewsPage({ params }: Props) {
  const { heading, content: page, news, links, words } = newsPage(await pageContextFor(params));
  return (
    <>
      <PageHero title={heading} eyebrow={page.eyebrow} intro={page.intro} />

      <section aria-labelledby="news-heading" className="bg-gradient-to-b from-cream to-white py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="news-heading" eyebrow={page.news.eyebrow} title={page.news.heading} text={page.news.text} />
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
          <p className="mt-6 text-center">
            <ExternalLink
              href={page.news.allReleasesUrl}
              newTab={words.newTab}
              className={inlineLinkClass('inline-flex items-center gap-1.5')}
            >
              {page.news.allReleases}
              <Icon name="arrow-up-right" className="size-4" />
            </ExternalLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="links-heading" className="py-14 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="links-heading"
            eyebrow={page.links.eyebrow}
            title={words.linksHeading}
            text={page.links.text}
            align="center"
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  newTab={words.newTab}
                  className="group flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-brand-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 text-gold-300 shadow-card transition group-hover:from-gold-400 group-hover:to-gold-300 group-hover:text-brand-950">
                    <Icon name="link" className="size-6" />
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
