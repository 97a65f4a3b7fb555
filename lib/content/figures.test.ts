import { compareFigures, figureRuns, figuresIn } from './figures';

describe('figuresIn', () => {
  it('reads figures as written, with grouping and the rupee sign', () => {
    expect(figuresIn('From ₹1,25,000 or ₹ 2,500 a month, 5.5% a year, ages 18/20/22, 1.25x.')).toEqual([
      '₹1,25,000',
      '₹2,500',
      '5.5',
      '18',
      '20',
      '22',
      '1.25',
    ]);
  });
});

describe('compareFigures', () => {
  it('tells a regrouped or unpriced figure from the original', () => {
    expect(compareFigures('₹1,25,000', '₹125,000')).toEqual({ missing: ['₹1,25,000'], added: ['₹125,000'] });
    expect(compareFigures('₹40 per thousand', '40 प्रति हज़ार')).toEqual({ missing: ['₹40'], added: ['40'] });
  });

  it('lets a translation put the same figures in its own order, or repeat one', () => {
    expect(compareFigures('10% at 5.5%', '5.5% पर 10%')).toEqual({ missing: [], added: [] });
    expect(compareFigures('up to age 100', '100 वर्ष की आयु तक, यानी 100 तक')).toEqual({ missing: [], added: [] });
  });

  it('finds a changed figure even when another field has it', () => {
    expect(compareFigures('terms of 15 to 40 years', '10 से 40 वर्ष की अवधि')).toEqual({ missing: ['15'], added: ['10'] });
  });
});

describe('figureRuns', () => {
  it('finds the figures a text writes together, in any language', () => {
    expect(figureRuns('Choose a 16, 21 or 25 year term and pay for 10, 15 or 16 years.')).toEqual([
      [16, 21, 25],
      [10, 15, 16],
    ]);
    expect(figureRuns('पॉलिसी अवधि 15 से 40 वर्ष')).toEqual([[15, 40]]);
    expect(figureRuns('मुदत 15 ते 40 वर्षे; 1–5 years')).toEqual([
      [15, 40],
      [1, 5],
    ]);
  });

  it('leaves out amounts, decimals, figures in separate phrases and figures joined by a comma alone', () => {
    expect(figureRuns('₹80 per ₹1,000 of sum assured, 1.25 or 10 times')).toEqual([]);
    expect(figureRuns('for entry ages up to 35, 10 times the premium')).toEqual([]);
    expect(figureRuns('from the 5th year (10 or 15)')).toEqual([[10, 15]]);
  });
});
