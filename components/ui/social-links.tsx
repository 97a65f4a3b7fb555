import clsx from 'clsx';
import type { SocialLink } from '@/lib/social';
import { ExternalLink } from './external-link';
import { Icon } from './icons';

export type SocialLinksProps = {
  links: SocialLink[];
  /** White on a dark bar or footer, or navy on white (the phone menu). */
  tone: 'light' | 'dark';
  /** Smaller round buttons, closer together, in the header's top bar. */
  size?: 'compact' | 'regular';
  /** Where it sits in its parent (placement only). */
  className?: string;
};

const TONES = {
  light: 'bg-brand-50 text-brand-800 hover:bg-brand-600 hover:text-white',
  dark: 'bg-white/10 text-white hover:bg-gold-400 hover:text-brand-950',
} as const;

/** The four social profiles, each opening in a new tab. */
export function SocialLinks({ links, tone, size = 'regular', className }: SocialLinksProps) {
  const compact = size === 'compact';
  // The top bar's compact buttons have no fill of their own: the bar is their background.
  const linkClassName = compact ? 'size-8 text-brand-50 hover:bg-white/10 hover:text-gold-300' : TONES[tone];
  return (
    <ul className={clsx('flex items-center gap-2', compact && 'gap-1', className)}>
      {links.map(({ key, href, label }) => (
        <li key={key}>
          <ExternalLink
            href={href}
            newTab={null}
            aria-label={label}
            className={clsx(
              'inline-flex size-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              linkClassName,
            )}
          >
            <Icon name={key} className={compact ? 'size-3.5' : 'size-4'} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
