'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath, splitLocale } from '@/lib/urls';
import { Icon } from '@/components/ui/icons';

export type LanguageOption = {
  locale: Locale;
  /** The language's own name ("हिन्दी", "English"). */
  name: string;
};

export type LanguageSwitcherProps = {
  /** The other languages the page exists in. */
  options: LanguageOption[];
  /** Names the list for assistive technology ("Language"). */
  label: string;
  /** Link to the same page in the other language (true), or to its home page (a page that exists in one language only). */
  samePage?: boolean;
  className?: string;
  linkClassName?: string;
};

/**
 * Links to the page the visitor is on, in each other language. Plain links with hrefLang and lang:
 * moving between languages is a full page load, and they work before and without JavaScript (the
 * server renders them for the page's own address).
 */
export function LanguageSwitcher({ options, label, samePage = true, className, linkClassName }: LanguageSwitcherProps) {
  const { path } = splitLocale(usePathname() ?? '/');
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  const hrefOf = (locale: Locale) => {
    const href = localizePath(locale, samePage ? path : '/');
    return base && href === '/' ? base : `${base}${href}`;
  };
  return (
    <ul aria-label={label} className={clsx('flex items-center gap-2', className)}>
      {options.map(({ locale, name }) => (
        <li key={locale}>
          <a
            href={hrefOf(locale)}
            hrefLang={locale}
            lang={locale}
            className={clsx('inline-flex items-center gap-1.5 rounded-full font-semibold transition-colors', linkClassName)}
            data-testid="language-switcher"
          >
            <Icon name="globe" className="size-4 shrink-0" />
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
