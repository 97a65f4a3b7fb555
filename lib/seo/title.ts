import 'server-only';

/**
 * A page's whole title, “What | Agency”: the title template of every page (layoutMetadata in
 * ./metadata.ts), the social cards and any title written out whole (the not-found pages).
 */
export function titleWithAgency(site: { agencyName: string }, title: string): string {
  return `${title} | ${site.agencyName}`;
}
