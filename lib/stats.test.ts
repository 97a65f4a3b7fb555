import { formatFigure } from './stats';

describe('formatFigure', () => {
  const en = { intl: 'en-IN', crore: '{value} Cr' };

  it('writes a percentage with two decimals, a count in crore and rupees in crore', () => {
    expect(formatFigure({ value: 98.15, unit: 'percent' }, en)).toBe('98.15%');
    expect(formatFigure({ value: 98.1, unit: 'percent' }, en)).toBe('98.10%');
    expect(formatFigure({ value: 2.21, unit: 'crore' }, en)).toBe('2.21 Cr');
    expect(formatFigure({ value: 230272, unit: 'rupee-crore' }, en)).toBe('₹2,30,272 Cr');
  });

  it('writes crore in the language’s own word, with Indian grouping and Western digits', () => {
    expect(formatFigure({ value: 230272, unit: 'rupee-crore' }, { intl: 'hi-IN', crore: '{value} करोड़' })).toBe('₹2,30,272 करोड़');
    // Marathi's own digits are Devanagari by default; the site keeps Western ones.
    expect(formatFigure({ value: 230272, unit: 'rupee-crore' }, { intl: 'mr-IN', crore: '{value} कोटी' })).toBe('₹2,30,272 कोटी');
    expect(formatFigure({ value: 2.21, unit: 'crore' }, { intl: 'mr-IN-u-nu-latn', crore: '{value} कोटी' })).toBe('2.21 कोटी');
  });
});
