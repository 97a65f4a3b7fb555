import type { ReactNode } from 'react';
import clsx from 'clsx';

export type CtaBannerProps = {
  /** Id of the heading, which names the section. */
  id: string;
  heading: string;
  text: string;
  /** Light (gold and cream) or dark (navy) panel. */
  tone: 'light' | 'dark';
  /** Small capitals above the heading. */
  eyebrow?: string;
  /** A round badge above the heading, e.g. a glyph. */
  badge?: ReactNode;
  /** The calls to action, usually buttons. */
  children: ReactNode;
  className?: string;
};

const TONES = {
  light: {
    panel: 'bg-gradient-to-br from-gold-100 via-cream to-brand-50 shadow-card ring-1 ring-gold-200',
    glows: ['-top-16 -left-16 size-56 bg-gold-300/30 blur-2xl', '-right-16 -bottom-20 size-64 bg-brand-200/50 blur-2xl'],
    heading: 'text-brand-900',
    text: 'text-slate-700',
  },
  dark: {
    panel: 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white shadow-lift',
    glows: ['-top-24 -left-16 size-72 bg-brand-400/30 blur-3xl', '-right-16 -bottom-24 size-72 bg-brand-400/30 blur-3xl'],
    heading: '',
    text: 'text-brand-100',
  },
} as const;

/** The closing call-to-action panel of a page: a heading, a line of text and a row of buttons. */
export function CtaBanner({ id, heading, text, tone, eyebrow, badge, children, className }: CtaBannerProps) {
  const style = TONES[tone];
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <div
          className={clsx('relative isolate overflow-hidden rounded-[2rem] px-6 py-12 text-center sm:px-12 sm:py-16', style.panel)}
          data-surface={tone === 'dark' ? 'dark' : undefined}
        >
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            {style.glows.map((glow) => (
              <div key={glow} className={clsx('absolute rounded-full', glow)} />
            ))}
          </div>
          {badge && (
            <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-gold-200">
              {badge}
            </span>
          )}
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-[0.16em] text-gold-300 uppercase">{eyebrow}</p>}
          <h2 id={id} className={clsx('text-3xl font-extrabold tracking-tight sm:text-4xl', style.heading)}>
            {heading}
          </h2>
          <p className={clsx('mx-auto mt-4 max-w-2xl text-base leading-relaxed sm:text-lg', style.text)}>{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>
        </div>
      </div>
    </section>
  );
}
