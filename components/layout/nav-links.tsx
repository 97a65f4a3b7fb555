'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { NAV_LINKS, isActive } from '@/lib/navigation';

export type NavLinksProps = {
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  inactiveClassName?: string;
  onNavigate?: () => void;
};

/** The six menu links, marking the current page with aria-current. */
export function NavLinks({ className, linkClassName, activeClassName, inactiveClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ href, label }) => {
        const active = isActive(href, pathname);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={clsx(linkClassName, active ? activeClassName : inactiveClassName)}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
