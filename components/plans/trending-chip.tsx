import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';

/** The gold 'Featured' label on plans the owner features (isTrending): a star, never a rising arrow. */
export function TrendingChip({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-950',
        className,
      )}
    >
      <Icon name="star" className="size-3.5" />
      {label}
    </span>
  );
}
