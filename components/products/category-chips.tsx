import Link from 'next/link';
import clsx from 'clsx';

export type CategoryChip = { title: string; href: string; colour: string; current?: boolean };

/** A row of category links with their colour dots; the current category is marked. */
export type CategoryChipsProps = {
  /** Names the navigation landmark. */
  label: string;
  chips: CategoryChip[];
  size?: 'md' | 'sm';
  align?: 'start' | 'center';
  className?: string;
};

export function CategoryChips({ label, chips, size = 'md', align = 'start', className }: CategoryChipsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={clsx('flex flex-wrap', size === 'sm' ? 'gap-1.5' : 'gap-2', align === 'center' && 'justify-center')}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'page' : undefined}
              className={clsx(
                'inline-flex items-center rounded-full font-semibold shadow-sm ring-1 transition-colors',
                size === 'sm' ? 'gap-1.5 px-2.5 py-1 text-xs' : 'gap-2 px-3.5 py-2 text-sm',
                chip.current
                  ? 'bg-brand-900 text-white ring-brand-900'
                  : 'bg-white text-brand-800 ring-brand-100 hover:bg-brand-50 hover:ring-brand-200',
              )}
            >
              <span aria-hidden="true" className={clsx('rounded-full ring-2 ring-white/80', size === 'sm' ? 'size-2' : 'size-2.5')} style={{ backgroundColor: chip.colour }} />
              {chip.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
