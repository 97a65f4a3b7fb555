import type { HeaderView } from '@/lib/pages/chrome';
import { mailHref, telHref } from '@/lib/text';
import { Icon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/** Sticky site header: contact bar on wide screens, logo, menu, and the drawer button on narrow ones. */
export function Header({ logo, email, phone, links, socials, languages, words }: HeaderView) {
  return (
    <header className="sticky top-0 z-header border-b border-brand-100 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-sm text-brand-50 lg:block" data-testid="top-bar" data-surface="dark">
        <div className="container-page flex h-10 items-center justify-between">
          <div className="flex items-center gap-6">
            <a href={mailHref(email)} className="flex items-center gap-2 hover:text-gold-300">
              <Icon name="mail" className="size-4 text-gold-400" />
              {email}
            </a>
            <a href={telHref(phone)} className="flex items-center gap-2 hover:text-gold-300">
              <Icon name="phone" className="size-4 text-gold-400" />
              {phone}
            </a>
          </div>
          <div className="flex items-center gap-4">
            <LanguageSwitcher
              {...languages}
              linkClassName="px-3 py-1 text-brand-50 ring-1 ring-white/25 hover:bg-white/10 hover:text-gold-300"
            />
            <SocialLinks
              links={socials}
              className="gap-1"
              linkClassName="size-8 text-brand-50 hover:bg-white/10 hover:text-gold-300"
              iconClassName="size-3.5"
            />
          </div>
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-4">
        <Logo {...logo} />
        <nav aria-label={words.mainLabel} className="hidden lg:block">
          <NavLinks
            links={links}
            className="flex items-center gap-1 xl:gap-2"
            linkClassName="relative block rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors"
            activeClassName="text-brand-700 after:bg-gold-400"
            inactiveClassName="text-ink hover:text-brand-700 after:bg-transparent hover:after:bg-brand-200"
          />
        </nav>
        <div className="flex items-center gap-2 lg:hidden">
          {/* Phones have no room beside the 90-pixel logo: there the drawer and the footer offer the other language. */}
          <LanguageSwitcher
            {...languages}
            className="hidden sm:flex"
            linkClassName="min-h-11 px-3 text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          />
          <MobileMenu
            links={links}
            phone={phone}
            email={email}
            socials={socials}
            labels={{ ...words.menu, nav: words.mainLabel }}
            languages={languages}
          />
        </div>
      </div>
    </header>
  );
}
