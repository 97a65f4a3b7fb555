import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';

/** One line of a check-mark list; the list itself sets the text style. */
export function CheckItem({ children, tone = 'navy' }: { children: ReactNode; tone?: 'navy' | 'gold' }) {
  return (
    <li className="flex items-start gap-3">
      <span
        className={clsx(
          'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
          tone === 'gold' ? 'bg-gold-400 text-brand-950' : 'bg-brand-700 text-white',
        )}
      >
        <Icon name="check" className="size-3.5" />
      </span>
      <span>{children}</span>
    </li>
  );
}
