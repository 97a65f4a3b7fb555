import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, getDictionary, LOCALES, type Locale } from '@/lib/i18n';
import { notFoundCopy } from '@/lib/not-found-copy';
import { notFoundScripts } from '@/lib/not-found-script';
import { SiteChrome, SkipLink } from '@/components/layout/root-document';
import { NotFoundTitle } from '@/components/not-found/not-found-title';
import { NotFoundView } from '@/components/not-found/not-found-view';
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
 * The one 404.html a static host serves for every unknown address, in every language. It holds the
 * site's chrome and messages once per language; its first script reads the address (/hi/… is Hindi)
 * and CSS shows that language, so the visitor sees Hindi with lang="hi" under /hi/ from the first paint.
 */
export default function GlobalNotFound() {
  const titles = Object.fromEntries(
    LOCALES.map((locale) => {
      const dict = getDictionary(locale);
      return [locale, { agency: getContent(locale).site.agencyName, product: dict.notFound.productHeading, page: dict.notFound.title }];
    }),
  );
  const { boot, fill } = notFoundScripts(process.env.NEXT_PUBLIC_BASE_PATH ?? '', titles);
  const mainId = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'main' : `main-${locale}`);
  // Without the script (JavaScript off) the default language shows; with it, the address's language.
  const shells = LOCALES.map((locale) => `html:not([data-locale="${locale}"]) [data-shell="${locale}"]`).join(',');
  return (
    <html lang={DEFAULT_LOCALE} data-locale={DEFAULT_LOCALE} className={`${jakarta.variable} ${devanagari.variable}`} suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: boot }} />
        <style>{`${shells}{display:none}`}</style>
        {/* The skip links come first, so each is the first thing a keyboard reaches in its language. */}
        {LOCALES.map((locale) => (
          <div key={locale} data-shell={locale} lang={locale}>
            <SkipLink target={mainId(locale)} label={getDictionary(locale).a11y.skipToContent} />
          </div>
        ))}
        {LOCALES.map((locale) => (
          <div key={locale} data-shell={locale} lang={locale} data-script={getDictionary(locale).meta.script} className="flex min-h-dvh flex-col">
            <SiteChrome locale={locale} mainId={mainId(locale)} withJsonLd={false} translated={false} skipLink={false}>
              <NotFoundView copy={notFoundCopy(locale)} />
            </SiteChrome>
          </div>
        ))}
        <script dangerouslySetInnerHTML={{ __html: fill }} />
        <NotFoundTitle titles={titles} />
      </body>
    </html>
  );
}
