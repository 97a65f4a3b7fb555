import type { Metadata } from 'next';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { chromeView } from '@/lib/pages/chrome';
import { pageContext } from '@/lib/pages/context';
import { layoutMetadata } from '@/lib/seo/metadata';
import { RootDocument } from '@/components/layout/root-document';
import { jakarta } from '../fonts';
import '../globals.css';

export { viewport } from '@/lib/viewport';

export function generateMetadata(): Metadata {
  return layoutMetadata(pageContext(DEFAULT_LOCALE));
}

/** The English site's root layout: <html lang="en"> at the root of the address space. */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument chrome={chromeView(pageContext(DEFAULT_LOCALE))} fontClassName={jakarta.variable}>
      {children}
    </RootDocument>
  );
}
