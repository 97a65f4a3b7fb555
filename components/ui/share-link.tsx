'use client';

import type { MouseEvent, ReactNode } from 'react';

export type ShareLinkProps = {
  /** Where the link goes without a share sheet: a WhatsApp message carrying `share`'s text and address. */
  href: string;
  /** What the phone's share sheet passes on. */
  share: { title: string; text: string; url: string };
  /** Words for screen readers saying that the link opens in a new tab. */
  newTab: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link that passes a page on. In the HTML it is a plain link to WhatsApp with the message filled in,
 * so it works before the script arrives, or if it never does; where the browser offers a share sheet
 * (the Web Share API, on most phones) the same tap opens the sheet instead, to send it by any app.
 */
export function ShareLink({ href, share, newTab, className, children }: ShareLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(share))) return;
    event.preventDefault();
    navigator.share(share).catch((error: unknown) => {
      // Closing the sheet is the visitor's choice; any other refusal falls back to the link.
      if (error instanceof Error && error.name === 'AbortError') return;
      window.open(href, '_blank', 'noopener,noreferrer');
    });
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={className}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
