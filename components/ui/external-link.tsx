import type { AnchorHTMLAttributes, ReactNode } from 'react';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /** Adds "(opens in a new tab)" for screen readers; off when aria-label already says so. */
  announce?: boolean;
};

/** A link that opens in a new tab, safely. */
export function ExternalLink({ children, announce = true, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {announce && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
