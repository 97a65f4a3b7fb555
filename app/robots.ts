import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getContent(DEFAULT_LOCALE).site;
  return {
    rules: { userAgent: '*', allow: '/', disallow: new URL(absoluteUrl(siteUrl, '/admin/')).pathname },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  };
}
