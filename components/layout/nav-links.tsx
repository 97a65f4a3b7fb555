'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/lib/navigation';
import { isActive, splitLocale } from '@/lib/urls';
import { Link } from '@/components/ui/link';

export type NavLinksProps = {
  links: NavLink[];
  /** A row in the header, underlining the current page; or a column in the phone menu, shading it. */
  layout: 'row' | 'column';
};

const LAYOUTS = {
  row: {
    list: 'flex items-center gap-1 xl:gap-2',
    link: 'relative block rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors',
    active: 'text-brand-700 after:bg-gold-400',
    inactive: 'text-ink hover:text-brand-700 after:bg-transparent hover:after:bg-brand-200',
  },
  column: {
    list: 'flex flex-col gap-1',
    link: 'block rounded-lg px-3 py-2.5 font-semibold',
    active: 'bg-brand-50 text-brand-700',
    inactive: 'text-ink hover:bg-brand-50 hover:text-brand-700',
  },
} as const;

/** The six menu links, marking the current page with aria-current. */
export function NavLinks({ links, layout }: NavLinksProps) {
  const { path } = splitLocale(usePathname() ?? '/');
  const classes = LAYOUTS[layout];
  return (
    <ul className={classes.list}>
      {links.map((link) => {
        const active = isActive(link.path, path);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              className={clsx(classes.link, active ? classes.active : classes.inactive)}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
