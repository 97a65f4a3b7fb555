import type { ReactNode } from 'react';
import type { ChromeView } from '@/lib/pages/chrome';
import { NO_SCRIPT_STYLE } from '@/components/ui/no-script';
import { JsonLd } from '@/components/ui/json-ld';
import { WhatsAppButton } from '@/components/ui/whatsapp-button';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { WorkerRegistration } from '@/components/offline/worker-registration';

type SiteChromeProps = {
  /** The chrome's view model (lib/pages/chrome.ts), made by the layout. */
  chrome: ChromeView;
  children: ReactNode;
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
function SiteChrome({ chrome, children }: SiteChromeProps) {
  return (
    <>
      <SkipLink target="main" label={chrome.skipToContent} />
      <Header {...chrome.header} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer {...chrome.footer} />
      <WhatsAppButton {...chrome.chat} />
      {chrome.jsonLd.length > 0 && <JsonLd data={chrome.jsonLd} />}
    </>
  );
}

export type RootDocumentProps = {
  chrome: ChromeView;
  /** The font variables' classes for <html>. */
  fontClassName: string;
  children: ReactNode;
};

/** The document every page of a language shares: <html lang> around the site's chrome. */
export function RootDocument({ chrome, fontClassName, children }: RootDocumentProps) {
  return (
    <html lang={chrome.locale} className={fontClassName} data-script={chrome.script}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's own <head> (App Router), not the pages router's */}
      <head>
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteChrome chrome={chrome}>{children}</SiteChrome>
        <ScrollToTop />
        <WorkerRegistration worker={chrome.worker} />
      </body>
    </html>
  );
}
