import type { HeaderView } from '@/lib/pages/chrome';
import { ContactLink } from '@/components/ui/contact-buttons';
import { SocialLinks } from '@/components/ui/social-links';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/** Sticky site header: contact bar on wide screens, logo, menu, and the drawer button on narrow ones. */
export function Header({ logo, contacts, links, socials, languages, words }: HeaderView) {
  return (
    <header className="sticky top-0 z-header border-b border-brand-100 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-sm text-brand-50 lg:block" data-surface="dark">
        <div className="container-page flex h-10 items-center justify-between">
          <div className="flex items-center gap-6">
            <ContactLink kind="email" {...contacts.email} tone="dark" size="compact" />
            <ContactLink kind="phone" {...contacts.phone} tone="dark" size="compact" />
          </div>
          <div className="flex items-center gap-4">
            <LanguageSwitcher {...languages} tone="dark" size="compact" />
            <SocialLinks links={socials} tone="dark" size="compact" />
          </div>
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-4">
        <Logo {...logo} />
        <nav aria-label={words.mainLabel} className="hidden lg:block">
          <NavLinks links={links} layout="row" />
        </nav>
        <div className="flex items-center gap-2 lg:hidden">
          {/* Phones have no room beside the 90-pixel logo: there the drawer and the footer offer the other language. */}
          <LanguageSwitcher {...languages} tone="light" size="compact" className="hidden sm:flex" />
          <MobileMenu
            links={links}
            contacts={contacts}
            socials={socials}
            labels={{ ...words.menu, nav: words.mainLabel }}
            languages={languages}
          />
        </div>
      </div>
    </header>
  );
}
