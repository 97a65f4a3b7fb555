import clsx from 'clsx';

/** The gold 'Trending' label on plans the agent features. */
export function TrendingChip({ className }: { className?: string }) {
  return (
    <span
      data-testid="trending-chip"
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-950',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m3 17 6-6 4 4 8-8M14 7h7v7" />
      </svg>
      Trending
    </span>
  );
}
