import type { Metadata } from 'next';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { notFoundPage } from '@/lib/pages/not-found';
import { chromeView } from '@/lib/pages/chrome';
import { pageContext } from '@/lib/pages/context';
import { RootDocument } from '@/components/layout/root-document';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { siteIcons } from '@/lib/seo/metadata';
import { manifestPath } from '@/lib/seo/app-manifest';
import { withBasePath } from '@/lib/base-path';
import { jakarta } from './fonts';
import './globals.css';

const context = pageContext(DEFAULT_LOCALE);
const page = notFoundPage(context);
const chrome = chromeView(context, { translated: false, withJsonLd: false });

/** Next marks the page noindex itself. */
export const metadata: Metadata = {
  title: page.title,
  description: page.words.description,
  icons: siteIcons,
  manifest: withBasePath(manifestPath(DEFAULT_LOCALE)),
};

export { viewport } from '@/lib/viewport';

/**
 * The 404.html a static host serves for an unknown address: the default language's not-found page.
 * Hosts that serve a folder's own 404.html (Cloudflare Pages; Netlify with the rules the post-build
 * step writes) give /hi/… and /mr/… their language's page (app/[lang]/404). A host with one 404 page
 * for the whole site (GitHub Pages) serves this one everywhere: under another language's address its
 * script sends the visitor on to that language's page (lib/not-found-script.js); without JavaScript
 * it stays in the default language. Like every not-found page it is not hydrated: the post-build
 * step drops the framework's scripts.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument chrome={chrome} fontClassName={jakarta.variable}>
      <NotFoundView page={page} />
    </RootDocument>
  );
}
