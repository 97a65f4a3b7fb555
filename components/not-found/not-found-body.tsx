import type { Locale } from '@/lib/i18n';
import { notFoundCopy } from '@/lib/not-found-copy';
import { NotFoundView } from './not-found-view';

/** What a not-found page shows inside <main> in one language: the three messages, one of which CSS shows for the address. */
export function NotFoundBody({ locale }: { locale: Locale }) {
  return <NotFoundView copy={notFoundCopy(locale)} />;
}
