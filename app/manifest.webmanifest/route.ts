import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { appManifest } from '@/lib/seo/app-manifest';

/** The default language's web app manifest (/manifest.webmanifest), written at build time (lib/seo/app-manifest.ts). */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(appManifest(DEFAULT_LOCALE, getContent(DEFAULT_LOCALE).site), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
