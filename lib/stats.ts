import { format } from '@/lib/i18n/format';

/** The insurer's published claims record, shown on the About page under 'Why LIC?'. */
export type InsurerStatistics = {
  /** Share of death claims settled, in per cent. */
  claimsRate: number;
  /** Number of claims settled, in crore. */
  satisfiedCustomers: number;
  /** Total claim amount paid, in crore rupees. */
  saveMoneyRate: number;
};

const STATISTICS: Readonly<InsurerStatistics> = Object.freeze({
  claimsRate: 98.15,
  satisfiedCustomers: 2.21,
  saveMoneyRate: 230272,
});

/**
 * The statistics come from this local function, not from the network. It runs while the
 * page is pre-rendered, so the final figures are in the HTML for visitors and crawlers alike.
 */
export function getInsurerStatistics(): InsurerStatistics {
  return { ...STATISTICS };
}

export type StatisticWords = Record<keyof InsurerStatistics, { label: string; description: string }>;

/** How a language writes the figures: its Intl locale (Indian digit grouping) and a crore amount, e.g. '{value} Cr' or '{value} करोड़'. */
export type StatisticFormat = { intl: string; crore: string };

export type StatisticCard = { key: keyof InsurerStatistics; value: string; label: string; description: string };

const ORDER: (keyof InsurerStatistics)[] = ['claimsRate', 'satisfiedCustomers', 'saveMoneyRate'];

/**
 * The three 'Why LIC?' cards in display order: the figures written for reading in the page's language
 * (98.15%, 2.21 Cr, ₹2,30,272 Cr; करोड़ in Hindi), with their words from content/about.json.
 * Digits stay Western in every language, as the rest of the site writes them.
 */
export function statisticCards(words: StatisticWords, how: StatisticFormat, stats: InsurerStatistics = getInsurerStatistics()): StatisticCard[] {
  const number = new Intl.NumberFormat(how.intl, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  const values: Record<keyof InsurerStatistics, string> = {
    claimsRate: `${stats.claimsRate.toFixed(2)}%`,
    satisfiedCustomers: format(how.crore, { value: number.format(stats.satisfiedCustomers) }),
    saveMoneyRate: format(how.crore, { value: `₹${number.format(stats.saveMoneyRate)}` }),
  };
  return ORDER.map((key) => ({ key, value: values[key], ...words[key] }));
}
