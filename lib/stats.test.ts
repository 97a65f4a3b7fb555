import { getInsurerStatistics, statisticCards } from './stats';

describe('getInsurerStatistics', () => {
  it('returns the insurer’s published figures: per cent, crore claims and crore rupees', () => {
    expect(getInsurerStatistics()).toEqual({ claimsRate: 98.15, satisfiedCustomers: 2.21, saveMoneyRate: 230272 });
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
    expect(statisticCards(words, { intl: 'en-IN', crore: '{value} Cr' })).toEqual([
      { key: 'claimsRate', value: '98.15%', label: 'Rate', description: 'of claims' },
      { key: 'satisfiedCustomers', value: '2.21 Cr', label: 'Settled', description: 'claims' },
      { key: 'saveMoneyRate', value: '₹2,30,272 Cr', label: 'Paid', description: 'in claims' },
    ]);
  });

  it('writes crore in the language’s own word, with Indian grouping and Western digits', () => {
    const values = statisticCards(words, { intl: 'hi-IN', crore: '{value} करोड़' }).map((card) => card.value);
    expect(values).toEqual(['98.15%', '2.21 करोड़', '₹2,30,272 करोड़']);
    // Marathi's own digits are Devanagari by default; the site keeps Western ones.
    expect(statisticCards(words, { intl: 'mr-IN', crore: '{value} कोटी' })[2]?.value).toBe('₹2,30,272 कोटी');
    // A locale that already asks for Western digits, as the Marathi dictionary's does.
    expect(statisticCards(words, { intl: 'mr-IN-u-nu-latn', crore: '{value} कोटी' }).map((card) => card.value)).toEqual(['98.15%', '2.21 कोटी', '₹2,30,272 कोटी']);
  });

  it('keeps two decimals on the rate', () => {
    expect(statisticCards(words, { intl: 'en-IN', crore: '{value} Cr' }, { claimsRate: 98.1, satisfiedCustomers: 1, saveMoneyRate: 1 })[0]?.value).toBe('98.10%');
  });
});
