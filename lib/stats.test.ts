import { getInsurerStatistics, statisticCards } from './stats';

describe('getInsurerStatistics', () => {
  it('returns the insurer’s published figures', () => {
    expect(getInsurerStatistics()).toEqual({ claimsRate: 98.15, satisfiedCustomers: '2.21 Cr', saveMoneyRate: '₹2,30,272 Cr' });
  });

  it('returns a fresh copy each time, so a caller cannot change the figures', () => {
    const first = getInsurerStatistics();
    first.claimsRate = 0;
    expect(getInsurerStatistics().claimsRate).toBe(98.15);
  });
});

describe('statisticCards', () => {
  const words = {
    claimsRate: { label: 'Rate', description: 'of claims' },
    satisfiedCustomers: { label: 'Settled', description: 'claims' },
    saveMoneyRate: { label: 'Paid', description: 'in claims' },
  };

  it('formats the three cards in order: settlement rate, claims settled, amount paid, with their words', () => {
    expect(statisticCards(words)).toEqual([
      { key: 'claimsRate', value: '98.15%', label: 'Rate', description: 'of claims' },
      { key: 'satisfiedCustomers', value: '2.21 Cr', label: 'Settled', description: 'claims' },
      { key: 'saveMoneyRate', value: '₹2,30,272 Cr', label: 'Paid', description: 'in claims' },
    ]);
  });

  it('keeps two decimals on the rate', () => {
    expect(statisticCards(words, { claimsRate: 98.1, satisfiedCustomers: '1 Cr', saveMoneyRate: '₹1 Cr' })[0]?.value).toBe('98.10%');
  });
});
