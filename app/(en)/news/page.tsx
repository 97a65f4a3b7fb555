import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { newsPage } from '@/lib/pages/news';
import { ImportantLinks } from '@/components/news/important-links';
import { NewsSection } from '@/components/news/news-section';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsPage(await pageContextFor(params)).metadata;
}

export default async function NewsPage({ params }: Props) {
  const { heading, content, news, links, words } = newsPage(await pageContextFor(params));
  return (
    <>
      <PageHero title={heading} eyebrow={content.eyebrow} intro={content.intro} />
      <NewsSection content={content.news} news={news} words={words} />
      <ImportantLinks content={content.links} heading={words.linksHeading} links={links} newTab={words.newTab} />
    </>
  );
}
