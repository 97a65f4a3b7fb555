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

export type StatisticCard = { key: keyof InsurerStatistics; value: string; label: string; description: string };

/** The three 'Why LIC?' cards, in display order, with their values formatted for reading. */
export function statisticCards(stats: InsurerStatistics = getInsurerStatistics()): StatisticCard[] {
  return [
    {
      key: 'claimsRate',
      value: `${stats.claimsRate.toFixed(2)}%`,
      label: 'Claims settlement',
      description: 'of death claims settled',
    },
    {
      key: 'satisfiedCustomers',
      value: stats.satisfiedCustomers,
      label: 'Claims settled',
      description: 'claims settled for policyholders',
    },
    {
      key: 'saveMoneyRate',
      value: stats.saveMoneyRate,
      label: 'Claim amount paid',
      description: 'paid to families in claims',
    },
  ];
}
