import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { notFoundTitles } from '@/lib/not-found-copy';
import { notFoundScripts } from '@/lib/not-found-script';
import { NotFoundBody } from '@/components/not-found/not-found-body';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const words = getDictionary(locale).notFound;
  return { title: { absolute: `${words.title} | ${getContent(locale).site.agencyName}` }, description: words.description, robots: { index: false, follow: true } };
}

/**
 * A language's own not-found page, exported as /hi/404.html, /mr/404.html: served by hosts that use
 * a folder's own 404.html for unknown addresses under it, and fetched by the default language's
 * 404.html on hosts that have one 404 page for the whole site (see app/global-not-found.tsx).
 */
export default async function LocaleNotFoundPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { boot, fill } = notFoundScripts(process.env.NEXT_PUBLIC_BASE_PATH ?? '', notFoundTitles());
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: boot }} />
      <NotFoundBody locale={locale} />
      <script dangerouslySetInnerHTML={{ __html: fill }} />
    </>
  );
}
