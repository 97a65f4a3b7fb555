import 'server-only';
import type { Metadata } from 'next';
import { newsNewestFirst, type ImportantLink, type NewsItem, type NewsPageContent } from '@/lib/content';
import type { Dictionary } from '@/lib/i18n';
import { format } from '@/lib/i18n/format';
import { formatNewsDate, isoDate } from '@/lib/dates';
import type { ImageData } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { truncateAtWord } from '@/lib/text';
import { pathOf } from '@/lib/urls';
import type { PageContext } from './context';

/** The words of a news card. */
export type NewsCardWords = { news: Dictionary['news']; newTab: string };

/** A news item as its card shows it: the item, its description cut to 30 characters at a word (SPEC), and its picture's size if it has one. */
export type NewsCardView = NewsItem & {
  excerpt: string;
  image?: ImageData;
  /** When it was published: the date as the language writes it, and as `<time dateTime>` reads it. */
  published: { text: string; dateTime: string | undefined };
  /** What assistive technology reads after the link's visible words (news.readMoreRest). */
  readMoreRest: string;
  /** For an item that reports LIC's results: that past performance does not indicate future performance. */
  caution?: string;
};

export type NewsPageView = {
  metadata: Metadata;
  heading: string;
  content: NewsPageContent;
  /** Newest first. */
  news: NewsCardView[];
  links: ImportantLink[];
  words: { card: NewsCardWords; cardsLabel: string; linksHeading: string; carousel: Dictionary['carousel']; newTab: string };
};

/** /news: the insurer's news, newest first, and the important links. */
export function newsPage(context: PageContext<'news' | 'importantLinks' | 'newsPage'>): NewsPageView {
  const { dict, image } = context;
  const { news, importantLinks, newsPage: content } = context.content;
  return {
    metadata: pageMetadata(context, { title: dict.news.heading, description: content.intro, path: pathOf('news') }),
    heading: dict.news.heading,
    content,
    news: newsNewestFirst(news).map((item) => ({
      ...item,
      excerpt: truncateAtWord(item.description, 30),
      published: { text: formatNewsDate(item.date, dict.meta), dateTime: isoDate(item.date) },
      readMoreRest: format(dict.news.readMoreRest, { title: item.title }),
      ...(item.results ? { caution: dict.news.pastPerformance } : {}),
      ...(item.imageUrl ? { image: image(item.imageUrl) } : {}),
    })),
    links: importantLinks,
    words: {
      card: { news: dict.news, newTab: dict.a11y.newTab },
      cardsLabel: dict.news.cardsLabel,
      linksHeading: dict.news.linksHeading,
      carousel: dict.carousel,
      newTab: dict.a11y.newTab,
    },
  };
}
