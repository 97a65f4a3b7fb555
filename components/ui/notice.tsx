import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Icon } from './icons';

export type NoticeProps = {
  /** Id of the heading, which names the section. */
  id: string;
  heading: string;
  /** The heading's level: 3 in the body, under its section's h2 (the default); 2 for a notice that opens a page, under its h1. */
  level?: 2 | 3;
  /** Rose for what a visitor must read first (a plan no longer sold), gold for the regulator's statements. */
  tone: 'rose' | 'gold';
  /** What the notice says under its heading (a paragraph or a list), spaced from it by its own margin. */
  children: ReactNode;
};

const TONES = {
  rose: { panel: 'border-rose-300 bg-rose-50', heading: 'text-rose-900', badge: 'bg-rose-200 text-rose-900' },
  gold: { panel: 'border-gold-400 bg-white', heading: 'text-brand-900', badge: 'bg-gold-400 text-brand-950' },
} as const;

/**
 * A notice on a page: a bordered section named by its heading (an h3 under the section's h2, or an h2
 * under the page's h1), with an information badge before the heading's words.
 */
export function Notice({ id, heading, level = 3, tone, children }: NoticeProps) {
  const style = TONES[tone];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={clsx('rounded-2xl border-2 p-5 sm:p-7', style.panel)}>
      <Heading id={id} className={clsx('flex items-center gap-3 font-display text-lg font-bold sm:text-xl', style.heading)}>
        <span aria-hidden="true" className={clsx('flex size-9 shrink-0 items-center justify-center rounded-xl', style.badge)}>
          <Icon name="info" className="size-5" strokeWidth={2.2} />
        </span>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
