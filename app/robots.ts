import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: new URL(absoluteUrl('/admin/')).pathname },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
