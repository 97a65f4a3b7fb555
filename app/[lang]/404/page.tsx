import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { notFoundPage } from '@/lib/pages/not-found';
import { NotFoundView } from '@/components/not-found/not-found-view';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = notFoundPage(await pageContextFor(params));
  return { title: { absolute: page.title }, description: page.words.description, robots: { index: false, follow: true } };
}

/**
 * A language's own not-found page, exported as /hi/404.html, /mr/404.html: served by hosts that use
 * a folder's own 404.html for unknown addresses under it, and where the default language's 404.html
 * sends a visitor on hosts that have one 404 page for the whole site (see app/global-not-found.tsx).
 */
export default async function LocaleNotFoundPage({ params }: Props) {
  return <NotFoundView page={notFoundPage(await pageContextFor(params))} />;
}
