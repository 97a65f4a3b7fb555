import clsx from 'clsx';
import type { SocialLink } from '@/lib/social';
import { ExternalLink } from './external-link';
import { Icon } from './icons';

export type SocialLinksProps = {
  links: SocialLink[];
  className?: string;
  linkClassName?: string;
  iconClassName?: string;
};

/** The four social profiles, each opening in a new tab. */
export function SocialLinks({ links, className, linkClassName, iconClassName = 'size-4' }: SocialLinksProps) {
  return (
    <ul className={clsx('flex items-center gap-2', className)}>
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
            <Icon name={key} className={iconClassName} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
