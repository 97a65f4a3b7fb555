import { countUpText, easeOutCubic } from './count-up';

describe('countUpText', () => {
  it('starts at zero with the same decimals and surroundings', () => {
    expect(countUpText('98.15%', 0)).toBe('0.00%');
    expect(countUpText('2.21 Cr', 0)).toBe('0.00 Cr');
    expect(countUpText('₹2,30,272 Cr', 0)).toBe('₹0 Cr');
  });

  it('scales the number part-way, keeping Indian digit grouping', () => {
    expect(countUpText('₹2,30,272 Cr', 0.5)).toBe('₹1,15,136 Cr');
    expect(countUpText('98.15%', 0.5)).toBe('49.08%');
    expect(countUpText('100+', 0.25)).toBe('25+');
  });

  it('ends on exactly the final text', () => {
    expect(countUpText('₹2,30,272 Cr', 1)).toBe('₹2,30,272 Cr');
    expect(countUpText('98.15%', 1.2)).toBe('98.15%');
  });

  it('leaves text without a number as it is', () => {
    expect(countUpText('Many', 0.3)).toBe('Many');
  });
});

describe('easeOutCubic', () => {
  it('runs from 0 to 1 and clamps outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});
