import clsx from 'clsx';
import type { ReactNode } from 'react';

export type PageHeroProps = {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  /** The slim 65-pixel banner used on plan pages. */
  compact?: boolean;
  children?: ReactNode;
};

/** The banner at the top of an inner page, holding its one h1. */
export function PageHero({ title, intro, eyebrow, compact = false, children }: PageHeroProps) {
  return (
    <section
      className={clsx(
        'relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white',
        compact ? 'flex min-h-[65px] items-center' : 'py-12 sm:py-16',
      )}
      data-surface="dark"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -right-16 size-72 rounded-full bg-gold-400/15 blur-2xl" />
        <div className="absolute top-32 left-1/4 size-72 rounded-full bg-brand-400/20 blur-2xl" />
      </div>
      <div className={clsx('relative container-page', compact && 'py-3')}>
        {eyebrow && !compact && <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>}
        <h1 className={clsx('font-extrabold tracking-tight', compact ? 'text-lg sm:text-2xl' : 'text-3xl sm:text-4xl lg:text-5xl')}>
          {title}
        </h1>
        {intro && !compact && <div className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
