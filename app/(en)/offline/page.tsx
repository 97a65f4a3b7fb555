import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { offlinePage } from '@/lib/pages/offline';
import { OfflineView } from '@/components/offline/offline-view';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offlinePage(await pageContextFor(params)).metadata;
}

/**
 * What the service worker shows without a network for a page not stored on the phone, in the address's
 * language, with the pages that are. Like the not-found pages it is not hydrated (the post-build step
 * drops the framework's scripts): it is served at addresses that are not its own.
 */
export default async function OfflinePage({ params }: Props) {
  return <OfflineView page={offlinePage(await pageContextFor(params))} />;
}
