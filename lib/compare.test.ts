import type { AgeBound, KeyFacts } from '@/lib/content/schema/key-facts';
import { LOCALES, getDictionary } from '@/lib/i18n';
import { urlFor } from '@/lib/urls';
import {
  admitsAge,
  asksTerm,
  benefitOfKind,
  byPlanNumber,
  compareHref,
  entryRanges,
  factExists,
  illustrationAmount,
  inYears,
  KIND_BENEFITS,
  needComparison,
  onChildsLife,
  youngestInDays,
  type EntryAges,
} from './compare';

const years = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'years', ...(when ? { when } : {}) });
const days = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'days', ...(when ? { when } : {}) });
const sources = [{ url: 'https://licindia.in/plan' }];

describe('entry ages as ranges of whole years', () => {
  const adult: EntryAges = { min: [years(18)], max: [years(45)] };

  it('admits both bounds and every age between, and no age outside', () => {
    expect(entryRanges(adult)).toEqual([{ min: 18, max: 45 }]);
    expect([17, 18, 30, 45, 46].map((age) => admitsAge(adult, age))).toEqual([false, true, true, true, false]);
  });

  it('counts a child plan’s entry age in days as the whole years it makes: a newborn is 0 years old', () => {
    const child: EntryAges = { min: [days(30)], max: [years(12)] };
    expect(inYears(days(30))).toBe(0);
    expect(inYears(days(400))).toBe(1);
    expect([0, 12, 13].map((age) => admitsAge(child, age))).toEqual([true, true, false]);
    expect(admitsAge({ min: [days(400)], max: [years(12)] }, 0)).toBe(false);
    // The youngest in days, for the note at age 0; none where the brochure counts in years.
    expect(youngestInDays(child)).toBe(30);
    expect(youngestInDays({ min: [days(90, { option: 'policyTerm', years: 20 }), days(30, { option: 'policyTerm', years: 25 })] })).toBe(
      30,
    );
    expect(youngestInDays(adult)).toBeUndefined();
  });

  it('takes an entry age that depends on the term by its options', () => {
    const byTerm: EntryAges = {
      min: [years(8)],
      max: [
        years(59, { option: 'policyTerm', years: 16 }),
        years(54, { option: 'policyTerm', years: 21 }),
        years(50, { option: 'policyTerm', years: 25 }),
      ],
    };
    expect(entryRanges(byTerm)).toEqual([
      { min: 8, max: 59 },
      { min: 8, max: 54 },
      { min: 8, max: 50 },
    ]);
    expect([7, 8, 50, 54, 59, 60].map((age) => admitsAge(byTerm, age))).toEqual([false, true, true, true, true, false]);
  });

  it('pairs a minimum and a maximum of the same option, and admits no one to an option whose limits are not both known', () => {
    const byTerm: EntryAges = {
      min: [
        years(5, { option: 'policyTerm', years: 15 }),
        days(90, { option: 'policyTerm', years: 20 }),
        days(90, { option: 'policyTerm', years: 25 }),
      ],
      max: [years(55, { option: 'policyTerm', years: 15 }), years(50, { option: 'policyTerm', years: 20 })],
    };
    expect(admitsAge(byTerm, 2)).toBe(true);
    expect(admitsAge(byTerm, 52)).toBe(true);
    expect(admitsAge(byTerm, 56)).toBe(false);
    expect(
      admitsAge({ min: [years(5, { option: 'policyTerm', years: 15 })], max: [years(50, { option: 'policyTerm', years: 20 })] }, 10),
    ).toBe(false);
  });

  it('admits no one to a plan without entry ages: the table cannot say it fits', () => {
    expect(admitsAge(undefined, 30)).toBe(false);
    expect(admitsAge({ min: [years(18)] }, 99)).toBe(true);
  });
});

describe('whose age a plan’s limits are', () => {
  it('a child’s, when no one of 18 or more can join it', () => {
    expect(onChildsLife({ min: [days(30)], max: [years(13)] })).toBe(true);
    expect(
      onChildsLife({
        min: [days(90)],
        max: [years(12, { option: 'policyTerm', years: 20 }), years(17, { option: 'policyTerm', years: 15 })],
      }),
    ).toBe(true);
    expect(onChildsLife({ min: [years(8)], max: [years(55)] })).toBe(false);
    expect(onChildsLife({ min: [years(8)] })).toBe(false);
    expect(onChildsLife(undefined)).toBe(false);
  });
});

describe('the facts a kind of plan has', () => {
  const pays = (list: NonNullable<KeyFacts['benefits']>['pays']): KeyFacts => ({ benefits: { pays: list, sources } });

  it('a purchase price for an annuity only; no term, sum assured, premium or maturity for an annuity', () => {
    for (const name of ['policyTerm', 'minimumSumAssured', 'minimumPremium', 'maturityAge', 'minimumPurchasePrice'] as const)
      expect([name, factExists(name, { kind: 'annuity' })]).toEqual([name, name === 'minimumPurchasePrice']);
    for (const kind of ['unit-linked', 'participating', 'non-participating', 'term'] as const) {
      expect(factExists('minimumPurchasePrice', { kind })).toBe(false);
      expect(factExists('minimumPremium', { kind })).toBe(true);
      expect(factExists('entryAge', { kind })).toBe(true);
    }
  });

  it('an age at vesting for a plan that vests, and then no age at maturity', () => {
    expect(factExists('vestingAge', { kind: 'unit-linked', keyFacts: pays(['vesting', 'death']) })).toBe(true);
    expect(factExists('maturityAge', { kind: 'unit-linked', keyFacts: pays(['vesting', 'death']) })).toBe(false);
    expect(factExists('vestingAge', { kind: 'unit-linked', keyFacts: pays(['maturity', 'death']) })).toBe(false);
    expect(factExists('maturityAge', { kind: 'term', keyFacts: pays(['death']) })).toBe(true);
    expect(factExists('vestingAge', { kind: 'annuity' })).toBe(true);
  });
});

describe('benefits in LIC’s terms, by kind', () => {
  it.each(LOCALES)(
    'every language names each benefit each kind can pay, and a unit-linked maturity is not a participating one (%s)',
    (locale) => {
      const words = getDictionary(locale, 'we').compare.benefits;
      for (const [kind, benefits] of Object.entries(KIND_BENEFITS) as [keyof typeof KIND_BENEFITS, readonly string[]][])
        for (const benefit of benefits) expect(benefitOfKind(words, kind, benefit as 'death')).toMatch(/\S/);
      expect(benefitOfKind(words, 'unit-linked', 'maturity')).not.toBe(benefitOfKind(words, 'participating', 'maturity'));
      // A benefit a kind cannot pay has no words of that kind: the table falls back to the key fact's own.
      expect(benefitOfKind(words, 'term', 'maturity')).toBeUndefined();
    },
  );
});

describe('the columns’ order', () => {
  it('by LIC’s plan number, a placeholder number last', () => {
    const plans = [{ planNo: '875' }, { planNo: 'XXX' }, { planNo: '720' }, { planNo: '749' }];
    expect([...plans].sort(byPlanNumber).map((p) => p.planNo)).toEqual(['720', '749', '875', 'XXX']);
  });
});

describe('a request for LIC’s illustration', () => {
  const terms = (options: NonNullable<KeyFacts['policyTerm']>['options']): KeyFacts => ({ policyTerm: { options, sources } });

  it('asks an annuity its purchase price, a unit-linked plan its premium, every other plan its sum assured', () => {
    expect(illustrationAmount({ kind: 'annuity' })).toBe('purchasePrice');
    expect(illustrationAmount({ kind: 'unit-linked', keyFacts: { premiumModes: { modes: ['single'], sources } } })).toBe('singlePremium');
    expect(illustrationAmount({ kind: 'unit-linked', keyFacts: { premiumModes: { modes: ['yearly', 'single'], sources } } })).toBe(
      'yearlyPremium',
    );
    for (const kind of ['participating', 'non-participating', 'term'] as const) expect(illustrationAmount({ kind })).toBe('sumAssured');
  });

  it('asks a term only where the plan offers a choice of terms', () => {
    expect(asksTerm({ kind: 'participating', keyFacts: terms([{ form: 'years', years: [16, 21, 25] }]) })).toBe(true);
    expect(asksTerm({ kind: 'term', keyFacts: terms([{ form: 'range', from: 15, to: 40 }]) })).toBe(true);
    expect(asksTerm({ kind: 'participating', keyFacts: terms([{ form: 'years', years: [20] }]) })).toBe(false);
    expect(asksTerm({ kind: 'annuity' })).toBe(false);
  });
});

describe('the addresses into the comparison', () => {
  it('open its results, with a plan ticked, or a need’s plans ticked while they fit side by side', () => {
    const page = urlFor('hi', 'comparePlans');
    expect(compareHref('hi', { plans: ['plan-a'] })).toBe(`${page}?plans=plan-a#results`);
    const three = [{ path: 'a' }, { path: 'b' }, { path: 'c' }];
    expect(needComparison('hi', 'savings', three)).toBe(`${page}?plans=a,b,c#results`);
    expect(needComparison('hi', 'savings', [...three, { path: 'd' }])).toBe(`${page}?need=savings#results`);
  });
});
