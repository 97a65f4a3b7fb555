import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { agencyJsonLd } from '@/lib/jsonld';
import { JsonLd } from '@/components/ui/json-ld';
import { WhatsAppButton } from '@/components/ui/whatsapp-button';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export type RootDocumentProps = {
  locale: Locale;
  /** The font variables' classes for <html>. */
  fontClassName: string;
  children: ReactNode;
};

/** The document every page of a language shares: <html lang>, skip link, header, main, footer, chat button and the agency's data. */
export function RootDocument({ locale, fontClassName, children }: RootDocumentProps) {
  const dict = getDictionary(locale);
  const { site } = getContent(locale);
  return (
    <html lang={locale} className={fontClassName}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-overlay rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {dict.a11y.skipToContent}
        </a>
        <Header locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        <ScrollToTop />
        <WhatsAppButton whatsapp={site.whatsapp} message={site.whatsappMessage} dict={dict} />
        <JsonLd data={agencyJsonLd(locale)} />
      </body>
    </html>
  );
}
