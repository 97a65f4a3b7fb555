import 'server-only';
import type { Metadata } from 'next';
import { format } from '@/lib/i18n';
import type { Dictionary, Locale } from '@/lib/i18n';
import { offlineIndexPath, workerAddress } from '@/lib/offline/addresses';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/urls';
import { BASE_PATH, withBasePath } from '@/lib/base-path';
import type { PageContext } from './context';

type OfflinePageView = {
  metadata: Metadata;
  heading: string;
  text: string;
  /** The heading of the list of what is stored, which the page's script fills. */
  stored: string;
  /** What the page says when nothing is stored. */
  nothingStored: string;
  /** The language's offline index, below the base path: the pages the script looks for. */
  index: string;
};

/**
 * /offline: what the service worker shows, without a network, for a page not stored on the phone, in the
 * address's language (lib/offline/service-worker.ts). Its script lists the pages of the language that
 * are stored. Not for search engines, and linked from nowhere.
 */
export function offlinePage(context: Pick<PageContext, 'locale' | 'dict' | 'site'>, base = BASE_PATH): OfflinePageView {
  const { locale, dict } = context;
  return {
    metadata: pageMetadata(context, {
      title: dict.offline.title,
      description: dict.offline.description,
      path: ROUTES.offline.path,
      noindex: true,
    }),
    heading: dict.offline.heading,
    text: dict.offline.text,
    stored: dict.offline.stored,
    nothingStored: format(dict.offline.nothingStored, { products: dict.nav.products, keep: dict.keep.button }),
    index: withBasePath(offlineIndexPath(locale), base),
  };
}

export type KeepPlansView = {
  locale: Locale;
  words: Dictionary['keep'];
  /** How the control writes the date the catalogue was saved. */
  dates: { intl: string; format: Intl.DateTimeFormatOptions };
  /** The language's offline index (its size, what is kept) and the service worker, below the base path. */
  index: string;
  base: string;
  worker: { src: string; scope: string };
};

/** "Keep plans on this phone", on the Products page and the comparison, in the page's language. */
export function keepPlansView({ locale, dict }: Pick<PageContext, 'locale' | 'dict'>, base = BASE_PATH): KeepPlansView {
  return {
    locale,
    words: dict.keep,
    dates: { intl: dict.meta.intl, format: dict.meta.date },
    index: withBasePath(offlineIndexPath(locale), base),
    base,
    worker: workerAddress(base),
  };
}
