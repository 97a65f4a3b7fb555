/** The six main routes, in menu order, with their exact labels. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about-us', label: 'About Us' },
  { href: '/product-category', label: 'Products' },
  { href: '/opportunities', label: 'Opportunities' },
  { href: '/news', label: 'Latest News & Links' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Whether a menu link belongs to the current path (Products covers every plan route). */
export function isActive(href: string, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return current === '/';
  if (href === '/product-category') {
    return ['/product-category', '/product', '/all-products'].some((p) => current === p || current.startsWith(`${p}/`));
  }
  return current === href || current.startsWith(`${href}/`);
}
