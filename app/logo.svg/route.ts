import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { siteLogoSvg } from '@/lib/seo/logo-svg';

/** The site's logo (/logo.svg), written at build time: the owner's own, or the monogram of the agency's name (lib/logo.ts). */
export const dynamic = 'force-static';

export async function GET() {
  return new Response(await siteLogoSvg(getContent(DEFAULT_LOCALE).site), { headers: { 'Content-Type': 'image/svg+xml' } });
}
