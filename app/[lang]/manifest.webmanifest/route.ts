import { getContent } from '@/lib/content';
import { sitePrefixedLocales } from '@/lib/content/registry/site-file';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { appManifest } from '@/lib/seo/app-manifest';

/** Every other language's web app manifest (/hi/manifest.webmanifest), written at build time (lib/seo/app-manifest.ts). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sitePrefixedLocales().map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  return Response.json(appManifest(locale, getContent(locale).site), { headers: { 'Content-Type': 'application/manifest+json' } });
}
