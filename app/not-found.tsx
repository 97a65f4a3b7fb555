import type { Metadata } from 'next';
import { DEFAULT_LOCALE, getDictionary } from '@/lib/i18n';
import { notFoundCopy } from '@/lib/not-found-copy';
import { NotFoundView } from '@/components/not-found/not-found-view';

const words = getDictionary(DEFAULT_LOCALE).notFound;

export const metadata: Metadata = { title: words.title, description: words.description };

/** Served as 404.html for every unknown address; the view reads the address and says what is missing. */
export default function NotFound() {
  return <NotFoundView copy={notFoundCopy(DEFAULT_LOCALE)} basePath={process.env.NEXT_PUBLIC_BASE_PATH ?? ''} />;
}
