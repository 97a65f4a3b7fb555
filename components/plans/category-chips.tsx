import { Link } from '@/components/ui/link';
import clsx from 'clsx';

const SIZES = {
  sm: 'gap-1.5 px-2.5 py-1.5 text-xs',
  md: 'gap-2 px-3.5 py-2 text-sm',
  responsive: 'gap-1.5 px-2.5 py-1.5 text-xs sm:gap-2 sm:px-3.5 sm:py-2 sm:text-sm',
} as const;

type CategoryChip = { title: string; href: string; colour: string; current?: boolean };

export type CategoryChipsProps = {
  /** Names the navigation landmark. */
  label: string;
  chips: CategoryChip[];
  /** 'sm' everywhere, 'md' everywhere, or 'sm' on phones and 'md' from 640 px. */
  size?: 'md' | 'sm' | 'responsive';
  align?: 'start' | 'center';
  className?: string;
};

/** A row of category links with their colour dots; the current category is marked. */
export function CategoryChips({ label, chips, size = 'md', align = 'start', className }: CategoryChipsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul
        className={clsx(
          'flex flex-wrap',
          size === 'md' ? 'gap-2' : 'gap-1.5',
          size === 'responsive' && 'sm:gap-2',
          align === 'center' && 'justify-center',
        )}
      >
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'page' : undefined}
              className={clsx(
                'inline-flex items-center rounded-full font-semibold shadow-sm ring-1 transition-colors',
                SIZES[size],
                chip.current
                  ? 'bg-brand-900 text-white ring-brand-900'
                  : 'bg-white text-brand-800 ring-brand-100 hover:bg-brand-50 hover:ring-brand-200',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'rounded-full ring-2 ring-white/80',
                  size === 'md' ? 'size-2.5' : 'size-2',
                  size === 'responsive' && 'sm:size-2.5',
                )}
                style={{ backgroundColor: chip.colour }}
              />
              {chip.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
