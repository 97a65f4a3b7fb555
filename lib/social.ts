import type { Site } from '@/lib/content';
import type { Dictionary } from '@/lib/i18n';
import { format } from '@/lib/i18n/format';

/** The four social networks, in display order, by their own (brand) names. */
const NETWORKS = [
  { key: 'x', name: 'X' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'instagram', name: 'Instagram' },
] as const satisfies { key: keyof Site['socials']; name: string }[];

export type SocialLink = { key: (typeof NETWORKS)[number]['key']; href: string; label: string };

/** The agency's social profiles that are given (none, one or all four), each named for assistive technology ("Agency on X (opens in a new tab)"). */
export function socialLinks(site: Site, dict: Dictionary): SocialLink[] {
  return NETWORKS.flatMap(({ key, name }) => {
    const href = site.socials[key];
    return href
      ? [{ key, href, label: `${format(dict.social.profile, { agency: site.agencyName, network: name })} ${dict.a11y.newTab}` }]
      : [];
  });
}
