import type { SourceLink } from '@/lib/pages/key-facts';
import { ExternalLink } from '@/components/ui/external-link';

/** The pages a fact is from, each a link to it by the site it is on (and the page or clause where given). */
export function SourceLinks({ label, sources, newTab }: { label: string; sources: SourceLink[]; newTab: string }) {
  return (
    <p className="mt-1.5 text-xs leading-relaxed [overflow-wrap:anywhere] text-slate-600">
      {label && `${label} `}
      {sources.map((source, index) => (
        <span key={source.href}>
          {index > 0 && ', '}
          <ExternalLink
            href={source.href}
            newTab={newTab}
            className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900"
          >
            {source.host}
            {source.at && ` (${source.at})`}
          </ExternalLink>
        </span>
      ))}
    </p>
  );
}
