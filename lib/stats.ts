/** The insurer's published claims record, shown on the About page under 'Why LIC?'. */
export type InsurerStatistics = {
  /** Share of death claims settled, in per cent. */
  claimsRate: number;
  /** Number of claims settled, in crore, as displayed. */
  satisfiedCustomers: string;
  /** Total claim amount paid, in crore rupees, as displayed. */
  saveMoneyRate: string;
};

const STATISTICS: Readonly<InsurerStatistics> = Object.freeze({
  claimsRate: 98.15,
  satisfiedCustomers: '2.21 Cr',
  saveMoneyRate: '₹2,30,272 Cr',
});

/**
 * The statistics come from this local function, not from the network. It runs while the
 * page is pre-rendered, so the final figures are in the HTML for visitors and crawlers alike.
 */
export function getInsurerStatistics(): InsurerStatistics {
  return { ...STATISTICS };
}

export type StatisticWords = Record<keyof InsurerStatistics, { label: string; description: string }>;

export type StatisticCard = { key: keyof InsurerStatistics; value: string; label: string; description: string };

const ORDER: (keyof InsurerStatistics)[] = ['claimsRate', 'satisfiedCustomers', 'saveMoneyRate'];

/** The three 'Why LIC?' cards in display order: the figures formatted for reading, with their words from content/about.json. */
export function statisticCards(words: StatisticWords, stats: InsurerStatistics = getInsurerStatistics()): StatisticCard[] {
  const values: Record<keyof InsurerStatistics, string> = {
    claimsRate: `${stats.claimsRate.toFixed(2)}%`,
    satisfiedCustomers: stats.satisfiedCustomers,
    saveMoneyRate: stats.saveMoneyRate,
  };
  return ORDER.map((key) => ({ key, value: values[key], ...words[key] }));
}
