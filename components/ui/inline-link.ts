import clsx from 'clsx';

/**
 * The classes of a link inside running text on a light surface: the site's one look for it, a gold
 * underline under brand-blue words. `className` adds layout only (an icon beside it, a margin).
 */
export function inlineLinkClass(className?: string): string {
  return clsx('font-semibold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900', className);
}
