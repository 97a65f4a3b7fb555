'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath, NOT_FOUND_PATH, splitLocale } from '@/lib/urls';
import { withBasePath } from '@/lib/base-path';

export type LanguageOption = {
  locale: Locale;
  /** The language's own name ("हिंदी", "English"). */
  name: string;
};

export type LanguageLinksProps = {
  options: LanguageOption[];
  label: string;
  samePage: boolean;
  linkClassName?: string;
};

/**
 * The language switcher's links (see LanguageSwitcher). Plain links with hrefLang and lang: moving
 * between languages is a full page load, and they work before and without JavaScript (the server
 * renders them for the page's own address); here they follow the address as the visitor moves on
 * within the site, since the layout around the page stays.
 */
export function LanguageLinks({ options, label, samePage, linkClassName }: LanguageLinksProps) {
  const { path } = splitLocale(usePathname() ?? '/');
  const same = samePage && path !== NOT_FOUND_PATH;
  const hrefOf = (locale: Locale) => withBasePath(localizePath(locale, same ? path : '/'));
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2">
      {options.map(({ locale, name }) => (
        <li key={locale}>
          <a
            href={hrefOf(locale)}
            hrefLang={locale}
            lang={locale}
            className={clsx('inline-flex items-center rounded-full font-semibold transition-colors', linkClassName)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
