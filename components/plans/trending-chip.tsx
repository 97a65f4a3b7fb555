import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';

/** The gold 'Trending' label on plans the agent features. */
export function TrendingChip({ label, className }: { label: string; className?: string }) {
  return (
    <span
      data-testid="trending-chip"
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-950',
        className,
      )}
    >
      <Icon name="trending" className="size-3.5" strokeWidth={2.5} />
      {label}
    </span>
  );
}
