import type { BrochureSource } from '@/lib/pages/key-facts';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { inlineLinkClass } from '@/components/ui/inline-link';

/**
 * Where a plan's facts come from, as a visitor reads it: LIC's sales brochure for the plan, by its
 * number and UIN, linked on licindia.in where the plan gives the address.
 */
export function BrochureSourceLine({ source, newTab, className }: { source: BrochureSource; newTab: string; className?: string }) {
  return (
    <p className={className}>
      {source.href ? (
        <ExternalLink href={source.href} newTab={newTab} className={inlineLinkClass('[overflow-wrap:anywhere]')}>
          {source.label}
          <Icon name="arrow-up-right" className="ml-1 inline size-3.5 align-[-0.1em]" />
        </ExternalLink>
      ) : (
        source.label
      )}
    </p>
  );
}
