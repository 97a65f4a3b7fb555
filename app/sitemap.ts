import type { MetadataRoute } from 'next';
import { canonicalRoutes, lastModified } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: lastModified(route.sources),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
