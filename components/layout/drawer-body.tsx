import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { NavLink } from '@/lib/navigation';
import type { SocialLink } from '@/lib/social';
import { mailHref, telHref } from '@/lib/text';
import { Icon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';
import { NavLinks } from './nav-links';

/** What the drawer shows, in the page's language. */
export type DrawerContent = {
  links: NavLink[];
  phone: string;
  email: string;
  socials: SocialLink[];
  /** The other languages, for the language switcher. */
  languages: LanguageOption[];
  samePageInOtherLanguages: boolean;
  labels: { open: string; title: string; close: string; nav: string; language: string };
};

export type DrawerBodyProps = DrawerContent & {
  /** The drawer's title element (a dialog title or a plain heading), holding `labels.title`. */
  title: ReactNode;
  /** What makes the close button close the drawer: a click handler, or the native popover's target. */
  closeButton: ButtonHTMLAttributes<HTMLButtonElement>;
  /** After a link is followed. */
  onNavigate?: () => void;
};

/** The drawer's insides: title and close button, the six menu links, phone, e-mail, socials, and the language switcher. */
export function DrawerBody({
  links,
  phone,
  email,
  socials,
  languages,
  samePageInOtherLanguages,
  labels,
  title,
  closeButton,
  onNavigate,
}: DrawerBodyProps) {
  return (
    <>
      <div className="flex items-center justify-between border-b border-brand-100 bg-brand-900 px-4 py-3 text-white" data-surface="dark">
        {title}
        <button type="button" {...closeButton} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10">
          <Icon name="close" className="size-6" />
          <span className="sr-only">{labels.close}</span>
        </button>
      </div>
      <nav aria-label={labels.nav} className="px-2 py-3">
        <NavLinks
          links={links}
          className="flex flex-col gap-1"
          onNavigate={onNavigate}
          linkClassName="block rounded-lg px-3 py-2.5 font-semibold"
          activeClassName="bg-brand-50 text-brand-700"
          inactiveClassName="text-ink hover:bg-brand-50 hover:text-brand-700"
        />
      </nav>
      <LanguageSwitcher
        options={languages}
        label={labels.language}
        samePage={samePageInOtherLanguages}
        className="px-5 pb-4"
        linkClassName="min-h-11 px-4 text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      />
      <div className="mt-auto space-y-3 border-t border-brand-100 px-5 py-5 text-sm">
        <a href={telHref(phone)} onClick={onNavigate} className="flex items-center gap-2 font-medium text-ink hover:text-brand-700">
          <Icon name="phone" className="size-4 text-brand-600" />
          {phone}
        </a>
        <a href={mailHref(email)} onClick={onNavigate} className="flex items-center gap-2 break-all font-medium text-ink hover:text-brand-700">
          <Icon name="mail" className="size-4 shrink-0 text-brand-600" />
          {email}
        </a>
        <SocialLinks links={socials} className="pt-1" linkClassName="bg-brand-50 text-brand-800 hover:bg-brand-600 hover:text-white" />
      </div>
    </>
  );
}

/** The drawer's title classes, shared by the dialog title and the native panel's heading. */
export const DRAWER_TITLE_CLASS = 'font-display text-base font-bold';

/** The panel's look, shared by the dialog and the native popover: 250 pixels wide, full height, from the left. */
export const DRAWER_PANEL_CLASS = 'flex h-full w-[250px] flex-col overflow-y-auto bg-white shadow-lift';
