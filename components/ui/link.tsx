'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { onIntent } from './intent';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'onPointerEnter' | 'onFocus' | 'onTouchStart'>;

/**
 * Every link between the site's own pages. Navigation stays client-side, but a page is fetched
 * ahead only when the visitor shows intent (pointer over the link, keyboard focus or a touch),
 * not for every link that scrolls into view: a phone on a slow or metered connection downloads
 * the pages its visitor is about to open, not the whole menu.
 */
export function Link(props: LinkProps) {
  const [intent, setIntent] = useState(false);
  return <NextLink {...props} prefetch={intent ? null : false} {...onIntent(() => setIntent(true))} />;
}
