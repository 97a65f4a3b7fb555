'use client';

import { useEffect } from 'react';

export type NotFoundTitleProps = {
  /** Per language: the agency's name and the titles of a missing plan and of any other missing page. */
  titles: Record<string, { agency: string; product: string; page: string }>;
};

/**
 * Keeps the title the 404 page's first script chose for the address (say "योजना नहीं मिली | …"):
 * the framework writes the page's one pre-built title again when it takes over.
 */
export function NotFoundTitle({ titles }: NotFoundTitleProps) {
  useEffect(() => {
    const html = document.documentElement;
    const words = titles[html.getAttribute('data-locale') ?? ''];
    if (!words) return;
    const kind = html.getAttribute('data-missing');
    const heading = html.getAttribute('data-heading');
    const wanted = `${kind === 'product' ? words.product : kind === 'category' && heading ? heading : words.page} | ${words.agency}`;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [titles]);
  return null;
}
