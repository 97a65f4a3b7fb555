import clsx from 'clsx';
import type { Site } from '@/lib/content/schemas';
import { ExternalLink } from './external-link';
import { Icon, type IconName } from './icons';

const NETWORKS: { key: keyof Site['socials']; label: string; icon: IconName }[] = [
  { key: 'x', label: 'X', icon: 'x' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
];

export type SocialLinksProps = {
  socials: Site['socials'];
  agencyName: string;
  className?: string;
  linkClassName?: string;
  iconClassName?: string;
};

/** The four social profiles, each opening in a new tab. */
export function SocialLinks({ socials, agencyName, className, linkClassName, iconClassName = 'size-4' }: SocialLinksProps) {
  return (
    <ul className={clsx('flex items-center gap-2', className)}>
      {NETWORKS.map(({ key, label, icon }) => (
        <li key={key}>
          <ExternalLink
            href={socials[key]}
            announce={false}
            aria-label={`${agencyName} on ${label} (opens in a new tab)`}
            className={clsx(
              'inline-flex size-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              linkClassName,
            )}
          >
            <Icon name={icon} className={iconClassName} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
