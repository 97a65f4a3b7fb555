/** The first number in a display value such as "98.15%", "2.21 Cr" or "₹2,30,272 Cr". */
const NUMBER = /\d[\d,]*(?:\.\d+)?/;

/**
 * The display value part-way through a count-up: the number inside `final` scaled by `progress` (0 to 1),
 * written with the same decimals and Indian digit grouping, everything around it unchanged.
 * At progress 1 (or when there is no number) it is exactly `final`.
 */
export function countUpText(final: string, progress: number): string {
  const match = NUMBER.exec(final);
  if (!match || progress >= 1) return final;
  const raw = match[0];
  const decimals = raw.split('.')[1]?.length ?? 0;
  const target = Number(raw.replace(/,/g, ''));
  const current = target * Math.max(0, progress);
  const text = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: raw.includes(','),
  }).format(current);
  return final.slice(0, match.index) + text + final.slice(match.index + raw.length);
}

/** Ease-out cubic: fast at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}
