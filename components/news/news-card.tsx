import type { NewsCardView, NewsCardWords } from '@/lib/pages/news';
import { AppImage } from '@/components/ui/app-image';
import { CARD_IMAGE_SIZES } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';

/** A styled tile in place of a missing news picture. */
function NoImage({ label }: { label: string }) {
  return (
    <div className="relative flex aspect-[8/5] flex-col items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.12)_1px,transparent_0)] [background-size:18px_18px]"
      />
      <div aria-hidden="true" className="absolute -top-10 -right-10 size-36 rounded-full bg-gold-400/20" />
      <span className="relative inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-gold-300 ring-1 ring-white/20">
        <Icon name="news" className="size-7" />
      </span>
      <p className="relative text-sm font-bold tracking-wide">{label}</p>
    </div>
  );
}

/**
 * One news card: picture, category and date, who published it, title, the description cut to 30
 * characters (SPEC), the whole description behind a disclosure (in the page's HTML, for every reader
 * and search engine, open without JavaScript), and a link to the source's own page.
 */
export function NewsCard({ item, words }: { item: NewsCardView; words: NewsCardWords }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100">
      {item.image ? (
        <AppImage {...item.image} alt="" sizes={CARD_IMAGE_SIZES} className="aspect-[8/5] h-auto w-full object-cover" />
      ) : (
        <NoImage label={words.news.noImage} />
      )}
      <div className="flex flex-1 flex-col p-5">
        {/* The date plain to see, at the top: an item is as old as its date, never "latest" by itself. */}
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 tracking-wide text-brand-700">{item.category}</span>
          <time dateTime={item.published.dateTime} className="rounded-full bg-gold-100 px-2.5 py-1 font-bold text-brand-900">
            {item.published.text}
          </time>
        </div>
        <p className="mt-3 text-xs font-semibold text-slate-600">{item.source}</p>
        <h3 className="mt-2 text-base leading-snug font-bold text-brand-900">{item.title}</h3>
        <p className="mt-2 text-sm text-slate-600">{item.excerpt}</p>
        {item.caution && <p className="mt-2 text-xs font-semibold text-slate-700">{item.caution}</p>}
        <details className="group/full mt-2 text-sm">
          <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-900 [&::-webkit-details-marker]:hidden">
            {words.news.fullSummary}
            <Icon
              name="chevron-right"
              className="size-4 rotate-90 transition-transform group-open/full:-rotate-90 motion-reduce:transition-none"
            />
          </summary>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
        </details>
        <ExternalLink
          href={item.link}
          newTab={words.newTab}
          className="mt-auto inline-flex w-fit items-center gap-1 rounded-lg pt-5 text-sm font-extrabold tracking-wide text-brand-700 hover:text-brand-900"
        >
          {words.news.readMore} <Icon name="arrow-right" className="size-4" />
          <span className="sr-only">{item.readMoreRest}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
