import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { publisherJsonLd, websiteJsonLd } from '@/lib/jsonld';
import { NO_SCRIPT_STYLE } from '@/components/ui/no-script';
import { JsonLd } from '@/components/ui/json-ld';
import { WhatsAppButton } from '@/components/ui/whatsapp-button';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export type SiteChromeProps = {
  locale: Locale;
  children: ReactNode;
  /** The agency's structured data (left out where a page is not for search engines). */
  withJsonLd?: boolean;
  /** Whether this page exists in every language (the language switcher then leads to the same page). */
  translated?: boolean;
};

/** The first thing a keyboard reaches: a link past the header to the page's content. */
function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-overlay rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}

/** What every page of a language shows around its content: skip link, header, main, footer and the chat button. */
export function SiteChrome({ locale, children, withJsonLd = true, translated = true }: SiteChromeProps) {
  const dict = getDictionary(locale);
  const { site } = getContent(locale);
  return (
    <>
      <SkipLink target="main" label={dict.a11y.skipToContent} />
      <Header locale={locale} samePageInOtherLanguages={translated} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer locale={locale} samePageInOtherLanguages={translated} />
      <WhatsAppButton whatsapp={site.whatsapp} message={site.whatsappMessage} dict={dict} />
      {withJsonLd && <JsonLd data={[publisherJsonLd(locale), websiteJsonLd(locale)]} />}
    </>
  );
}

export type RootDocumentProps = {
  locale: Locale;
  /** The font variables' classes for <html>. */
  fontClassName: string;
  children: ReactNode;
};

/** The document every page of a language shares: <html lang> around the site's chrome. */
export function RootDocument({ locale, fontClassName, children }: RootDocumentProps) {
  return (
    <html lang={locale} className={fontClassName} data-script={getDictionary(locale).meta.script}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's own <head> (App Router), not the pages router's */}
      <head>
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteChrome locale={locale}>{children}</SiteChrome>
        <ScrollToTop />
      </body>
    </html>
  );
}
