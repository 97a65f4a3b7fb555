'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath, NOT_FOUND_PATH, splitLocale } from '@/lib/urls';
import { Icon } from '@/components/ui/icons';

export type LanguageOption = {
  locale: Locale;
  /** The language's own name ("हिंदी", "English"). */
  name: string;
};

export type LanguageSwitcherProps = {
  /** The other languages the page exists in. */
  options: LanguageOption[];
  /** Names the list for assistive technology ("Language"). */
  label: string;
  /** Link to the same page in each other language (true), or to its home page (a not-found page). */
  samePage?: boolean;
  className?: string;
  linkClassName?: string;
};

/**
 * Links to the page the visitor is on, in each other language, each by its own name. Plain links with
 * hrefLang and lang: moving between languages is a full page load, and they work before and without
 * JavaScript (the server renders them for the page's own address). One globe marks the group.
 */
export function LanguageSwitcher({ options, label, samePage = true, className, linkClassName }: LanguageSwitcherProps) {
  const { path } = splitLocale(usePathname() ?? '/');
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  const same = samePage && path !== NOT_FOUND_PATH;
  const hrefOf = (locale: Locale) => {
    const href = localizePath(locale, same ? path : '/');
    return base && href === '/' ? base : `${base}${href}`;
  };
  return (
    <div className={clsx('flex flex-wrap items-center gap-2', className)}>
      <Icon name="globe" className="size-4 shrink-0 opacity-80" />
      <ul aria-label={label} className="flex flex-wrap items-center gap-2">
        {options.map(({ locale, name }) => (
          <li key={locale}>
            <a
              href={hrefOf(locale)}
              hrefLang={locale}
              lang={locale}
              className={clsx('inline-flex items-center rounded-full font-semibold transition-colors', linkClassName)}
              data-testid="language-switcher"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
