/** @jest-environment node */
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '@/lib/i18n/locales';
import { compareFigures, figuresIn, OTHER_DIGITS, planTexts } from './figures';
import { loadContent } from './load';

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

  it('tells a regrouped or unpriced figure from the original', () => {
    expect(compareFigures(['₹1,25,000'], ['₹125,000'])).toEqual({ missing: ['₹1,25,000'], added: ['₹125,000'] });
    expect(compareFigures(['₹40 per thousand'], ['40 प्रति हज़ार'])).toEqual({ missing: ['₹40'], added: ['40'] });
    expect(compareFigures(['10% at 5.5%'], ['5.5% पर 10%'])).toEqual({ missing: [], added: [] });
  });
});

describe('every plan keeps its figures in every language', () => {
  const content = loadContent();
  const english = content[DEFAULT_LOCALE].products;

  for (const locale of PREFIXED_LOCALES) {
    for (const plan of english) {
      it(`${plan.path} (${locale}) has exactly the English figures`, () => {
        const translated = content[locale].products.find((p) => p.path === plan.path);
        expect(translated).toBeDefined();
        const texts = planTexts(translated!);
        const { missing, added } = compareFigures(planTexts(plan), texts);
        const problems = [
          ...missing.map((figure) => `${plan.path}: the ${locale} copy lacks ${figure}, which the English copy has`),
          ...added.map((figure) => `${plan.path}: the ${locale} copy has ${figure}, which the English copy does not`),
          ...texts.filter((text) => OTHER_DIGITS.test(text)).map((text) => `${plan.path}: the ${locale} copy writes digits other than 0–9: ${text}`),
        ];
        expect(problems).toEqual([]);
      });
    }
  }
});
