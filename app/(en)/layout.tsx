import type { Metadata } from 'next';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { chromeView } from '@/lib/pages/chrome';
import { layoutMetadata } from '@/lib/seo/metadata';
import { RootDocument } from '@/components/layout/root-document';
import { jakarta } from '../fonts';
import '../globals.css';

export { viewport } from '@/lib/viewport';

export function generateMetadata(): Metadata {
  return layoutMetadata(DEFAULT_LOCALE);
}

/** The English site's root layout: <html lang="en"> at the root of the address space. */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument chrome={chromeView(DEFAULT_LOCALE)} fontClassName={jakarta.variable}>
      {children}
    </RootDocument>
  );
}
