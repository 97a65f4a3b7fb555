import clsx from 'clsx';
import type { ReactNode } from 'react';

export type SectionHeadingProps = {
  title: ReactNode;
  eyebrow?: string;
  text?: ReactNode;
  /** Used by aria-labelledby on the section. */
  id?: string;
  align?: 'left' | 'center';
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
};

/** A section's eyebrow, h2 with a gold rule, and lead paragraph. */
export function SectionHeading({ title, eyebrow, text, id, align = 'left', inverted = false, className }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <div className={clsx(centred && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && (
        <p
          className={clsx(
            'mb-3 inline-flex items-center gap-2 text-sm font-bold tracking-[0.16em] uppercase',
            inverted ? 'text-gold-300' : 'text-brand-600',
          )}
        >
          <span aria-hidden="true" className="h-0.5 w-6 rounded-full bg-gold-400" />
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={clsx('text-3xl font-extrabold tracking-tight sm:text-4xl', inverted ? 'text-white' : 'text-brand-900')}>
        {title}
      </h2>
      {text && <p className={clsx('mt-4 text-base leading-relaxed sm:text-lg', inverted ? 'text-brand-100' : 'text-slate-600')}>{text}</p>}
    </div>
  );
}
