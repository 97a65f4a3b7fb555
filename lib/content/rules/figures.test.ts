import { compareFigures, figureGroups, figureRuns, figuresIn } from './figures';

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

  it('lets a translation move a figure past one or two others, as Hindi and Marathi put a phrase’s figures', () => {
    // “Money back every 5 years across the 20-year term”, “years 10 and 12 on a 14-year term”, “40% at age 25”.
    expect(compareFigures('every 5 years across the 20-year term', '20 वर्ष की अवधि में हर 5 वर्ष').moved).toBeUndefined();
    expect(compareFigures('years 10 and 12 on a 14-year term', '14 वर्ष की अवधि में 10वें और 12वें वर्ष').moved).toBeUndefined();
    expect(
      compareFigures('20% at ages 18, 20 and 22 and 40% at 25', '18, 20 आणि 22 व्या वर्षी 20% आणि 25 व्या वर्षी 40%').moved,
    ).toBeUndefined();
  });

  it('refuses the same figures carried further, as premium terms swapped between two terms', () => {
    const en = 'a 25-year term with 16 years of premiums, a 21-year term with 15, or a 16-year term with 10';
    const mr = '25 वर्षांची मुदत आणि 10 वर्षे हप्ते, 21 वर्षांची मुदत आणि 15 वर्षे हप्ते, किंवा 16 वर्षांची मुदत आणि 16 वर्षे हप्ते';
    expect(compareFigures(en, mr)).toEqual({
      missing: [],
      added: [],
      moved: { figure: '10', start: mr.indexOf('10'), end: mr.indexOf('10') + 2, before: '16', order: ['25', '16', '21', '15', '10'] },
    });
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
    expect(figureRuns('Entry up to age 54 on a 21-year term.')).toEqual([]);
    expect(figureRuns('14 वर्ष की अवधि में 10वें और 12वें वर्ष में; 10 व्या आणि 12 व्या वर्षी')).toEqual([
      [10, 12],
      [10, 12],
    ]);
  });
});

describe('figureGroups', () => {
  it('reads a text phrase by phrase, with what stands between them', () => {
    const groups = figureGroups('A 25-year term with 16 years, or 25, 21 or 16 years at 8%.');
    expect(groups.map((g) => [g.figures.map((f) => f.figure), g.run, g.before])).toEqual([
      [[25], false, 'A '],
      [[16], false, '-year term with '],
      [[25, 21, 16], true, ' years, or '],
    ]);
    expect(figureGroups('15 to 40 years; 15 से 40; 16 or 21').map((g) => g.range)).toEqual([true, true, false]);
  });
});
