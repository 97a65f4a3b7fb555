import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, getDictionary } from '@/lib/i18n';
import { notFoundTitles } from '@/lib/not-found-copy';
import { notFoundScripts } from '@/lib/not-found-script';
import { SiteChrome } from '@/components/layout/root-document';
import { NotFoundBody } from '@/components/not-found/not-found-body';
import { devanagari } from './fonts-devanagari';
import { jakarta } from './fonts';
import './globals.css';

const words = getDictionary(DEFAULT_LOCALE).notFound;

/** Next marks the page noindex itself. */
export const metadata: Metadata = {
  title: `${words.title} | ${getContent(DEFAULT_LOCALE).site.agencyName}`,
  description: words.description,
};

export { viewport } from '@/lib/viewport';

/**
 * The 404.html a static host serves for an unknown address: the default language's not-found page.
 * Hosts that serve a folder's own 404.html (Cloudflare Pages; Netlify with the rules the post-build
 * step writes) give /hi/… and /mr/… their language's page (app/[lang]/404). A host with one 404 page
 * for the whole site (GitHub Pages) serves this one everywhere: under another language's address its
 * first script fetches that language's page and shows it instead (lib/not-found-script.ts), so the page
 * does not grow with the number of languages. Without JavaScript it stays in the default language.
 * Like every not-found page it is not hydrated: the post-build step drops the framework's scripts.
 */
export default function GlobalNotFound() {
  const { boot, fill } = notFoundScripts(process.env.NEXT_PUBLIC_BASE_PATH ?? '', notFoundTitles(), { swapLanguage: true });
  return (
    <html lang={DEFAULT_LOCALE} className={`${jakarta.variable} ${devanagari.variable}`} data-script={getDictionary(DEFAULT_LOCALE).meta.script}>
      <body className="flex min-h-dvh flex-col">
        <script dangerouslySetInnerHTML={{ __html: boot }} />
        <SiteChrome locale={DEFAULT_LOCALE} withJsonLd={false} translated={false}>
          <NotFoundBody locale={DEFAULT_LOCALE} />
        </SiteChrome>
        <script dangerouslySetInnerHTML={{ __html: fill }} />
      </body>
    </html>
  );
}
