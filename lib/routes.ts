import 'server-only';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { Content } from '@/lib/content';
import { CONTENT_FILES, PLANS_DIR, planFile } from '@/lib/content/registry/files';
import { canonicalPages, type Source } from '@/lib/urls';

export type SiteRoute = {
  /** Canonical path, e.g. /product/index-plus. */
  path: string;
  /** Files whose last change dates the page. */
  sources: string[];
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
};

/** The files behind a source the route table names; every page also shows the site's and the agency's files. */
function files(source: Source, params: Record<string, string>): string[] {
  if (source === 'plans') return [PLANS_DIR];
  if (source === 'plan') return [planFile(params.id ?? '')];
  return [CONTENT_FILES[source]];
}

/** Every canonical page of the site, by its default-language path: what the sitemap lists (in every language), from the route table (lib/urls.ts) filled from the default language's content. */
export function canonicalRoutes(content: Content): SiteRoute[] {
  return canonicalPages(content).map(({ path, params, sitemap }) => ({
    path,
    sources: [CONTENT_FILES.site, CONTENT_FILES.agency, ...sitemap.sources.flatMap((source) => files(source, params))],
    priority: sitemap.priority,
    changeFrequency: sitemap.changes ?? 'monthly',
  }));
}

/** When the newest of `files` last changed: its last commit, or its modification time outside a git checkout. */
export function lastModified(files: string[]): Date {
  const dates = files.map((file) => {
    try {
      const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      if (out) return new Date(out);
    } catch {
      // not a git checkout
    }
    return statSync(file).mtime;
  });
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}
