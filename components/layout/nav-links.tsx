'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/lib/navigation';
import { isActive, splitLocale } from '@/lib/urls';
import { Link } from '@/components/ui/link';

export type NavLinksProps = {
  links: NavLink[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  inactiveClassName?: string;
};

/** The six menu links, marking the current page with aria-current. */
export function NavLinks({ links, className, linkClassName, activeClassName, inactiveClassName }: NavLinksProps) {
  const { path } = splitLocale(usePathname() ?? '/');
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActive(link.path, path);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              className={clsx(linkClassName, active ? activeClassName : inactiveClassName)}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
