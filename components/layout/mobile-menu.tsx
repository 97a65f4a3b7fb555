import type { NavLink } from '@/lib/navigation';
import type { LanguagesView } from '@/lib/pages/chrome';
import type { SocialLink } from '@/lib/social';
import type { Contacts } from '@/lib/text';
import { ContactLink } from '@/components/ui/contact-buttons';
import { Icon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenuClient } from './mobile-menu-client';
import { NavLinks } from './nav-links';

export type MobileMenuProps = {
  links: NavLink[];
  contacts: Contacts;
  socials: SocialLink[];
  /** The other languages, for the language switcher. */
  languages: LanguagesView;
  labels: { open: string; title: string; close: string; nav: string };
};

/**
 * Narrow screens: a menu button opening a 250-pixel panel from the left with the six menu links,
 * the language switcher, phone, e-mail and socials. The panel and its button are MobileMenuClient;
 * what the panel holds is drawn here, on the server.
 */
export function MobileMenu({ links, contacts, socials, languages, labels }: MobileMenuProps) {
  return (
    <MobileMenuClient
      labels={{ open: labels.open, title: labels.title, close: labels.close }}
      openIcon={<Icon name="menu" className="size-7" />}
      closeIcon={<Icon name="close" className="size-6" />}
    >
      <nav aria-label={labels.nav} className="px-2 py-3">
        <NavLinks links={links} layout="column" />
      </nav>
      <LanguageSwitcher {...languages} tone="light" size="regular" className="px-5 pb-4" />
      <div className="mt-auto space-y-3 border-t border-brand-100 px-5 py-5 text-sm">
        <ContactLink kind="phone" {...contacts.phone} tone="light" size="compact" />
        <ContactLink kind="email" {...contacts.email} tone="light" size="compact" />
        <SocialLinks links={socials} tone="light" className="pt-1" />
      </div>
    </MobileMenuClient>
  );
}
