import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { siteLocales } from '@/lib/content/registry/site-file';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { canonicalRoutes, lastModified } from '@/lib/routes';
import { alternatesFor } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Every page in every language, each listing itself and its other-language versions (hreflang alternates). */
export default function sitemap(): MetadataRoute.Sitemap {
  const content = getContent(DEFAULT_LOCALE);
  return canonicalRoutes(content).flatMap((route) => {
    const lastModifiedAt = lastModified(route.sources);
    return siteLocales().map((locale) => {
      const { canonical, languages } = alternatesFor(content.site.siteUrl, locale, route.path);
      return {
        url: canonical as string,
        lastModified: lastModifiedAt,
        changeFrequency: route.changeFrequency,
        priority: route.priority,
        ...(languages ? { alternates: { languages: languages as Record<string, string> } } : {}),
      };
    });
  });
}
