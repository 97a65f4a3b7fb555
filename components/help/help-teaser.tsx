import clsx from 'clsx';
import type { Dictionary } from '@/lib/i18n';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';

export type HelpTeaserProps = {
  /** The policy-help hub's address in the page's language. */
  href: string;
  words: Pick<Dictionary['help'], 'teaser' | 'teaserLink'>;
  /** Light text on a navy panel, or navy text on a light one. */
  tone: 'dark' | 'light';
  className?: string;
};

/** Where a buyer's page meets a policyholder's question: "Already hold an LIC policy?" and the link to the help pages. */
export function HelpTeaser({ href, words, tone, className }: HelpTeaserProps) {
  return (
    <p className={clsx('flex gap-3 text-sm leading-relaxed', tone === 'dark' ? 'text-brand-100' : 'text-slate-700', className)}>
      <Icon name="lifebuoy" className={clsx('mt-0.5 size-5 shrink-0', tone === 'dark' ? 'text-gold-300' : 'text-brand-600')} />
      <span>
        <span className={clsx('font-semibold', tone === 'dark' ? 'text-white' : 'text-brand-900')}>{words.teaser}</span>{' '}
        <Link
          href={href}
          className={clsx(
            'font-bold underline decoration-2 underline-offset-4',
            tone === 'dark'
              ? 'text-gold-300 decoration-gold-300/60 hover:text-white'
              : 'text-brand-700 decoration-gold-400 hover:text-brand-900',
          )}
        >
          {words.teaserLink}
        </Link>
      </span>
    </p>
  );
}
