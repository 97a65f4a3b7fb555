import type { AnchorHTMLAttributes, ReactNode } from 'react';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /**
   * Words for screen readers saying that the link opens in a new tab (the dictionary's
   * `a11y.newTab`); null when the link's aria-label already says so.
   */
  newTab: string | null;
};

/** A link that opens in a new tab, safely. */
export function ExternalLink({ children, newTab, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {newTab && <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
