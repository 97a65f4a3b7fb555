import type { AgeBound } from '@/lib/content/key-facts';
import { admitsAge, inYears, MOST_COMPARED, readAddress, visiblePlans, writeAddress, type ComparedPlan, type EntryAges } from './compare';

const years = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'years', ...(when ? { when } : {}) });
const days = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'days', ...(when ? { when } : {}) });

describe('narrowing to an age', () => {
  const adult: EntryAges = { min: [years(18)], max: [years(45)] };

  it('admits both bounds and every age between, and no age outside', () => {
    expect([17, 18, 30, 45, 46].map((age) => admitsAge(adult, age))).toEqual([false, true, true, true, false]);
  });

  it('counts a child plan’s entry age in days as the whole years it makes: a newborn is 0 years old', () => {
    const child: EntryAges = { min: [days(30)], max: [years(12)] };
    expect(inYears(days(30))).toBe(0);
    expect(inYears(days(400))).toBe(1);
    expect([0, 12, 13].map((age) => admitsAge(child, age))).toEqual([true, true, false]);
    expect(admitsAge({ min: [days(400)], max: [years(12)] }, 0)).toBe(false);
  });

  it('takes an entry age that depends on the term by its options: the oldest bound is that of the shortest term', () => {
    const byTerm: EntryAges = {
      min: [years(8)],
      max: [years(59, { policyTerm: 16 }), years(54, { policyTerm: 21 }), years(50, { policyTerm: 25 })],
    };
    expect([7, 8, 50, 54, 59, 60].map((age) => admitsAge(byTerm, age))).toEqual([false, true, true, true, true, false]);
  });

  it('pairs a minimum and a maximum of the same option, and admits no one to an option whose limits are not both known', () => {
    const byTerm: EntryAges = {
      min: [years(5, { policyTerm: 15 }), days(90, { policyTerm: 20 }), days(90, { policyTerm: 25 })],
      max: [years(55, { policyTerm: 15 }), years(50, { policyTerm: 20 })],
    };
    // Age 2: too young for the 15-year term, fine for the 20-year one.
    expect(admitsAge(byTerm, 2)).toBe(true);
    expect(admitsAge(byTerm, 52)).toBe(true);
    expect(admitsAge(byTerm, 56)).toBe(false);
    expect(admitsAge({ min: [years(5, { policyTerm: 15 })], max: [years(50, { policyTerm: 20 })] }, 10)).toBe(false);
  });

  it('admits no one to a plan without entry ages: the table cannot say it fits', () => {
    expect(admitsAge(undefined, 30)).toBe(false);
    expect(admitsAge({ min: [years(18)] }, 99)).toBe(true);
  });
});

describe('the view in the address', () => {
  const known = { plans: ['jeevan-labh', 'jeevan-umang', 'yuva-term', 'amrit-baal'], needs: ['wealth-creations', 'income-protection'] };

  it('reads the chosen plans, the age and the need', () => {
    expect(readAddress('?plans=jeevan-labh,jeevan-umang&age=35&need=wealth-creations', known)).toEqual({
      plans: ['jeevan-labh', 'jeevan-umang'],
      age: 35,
      need: 'wealth-creations',
    });
    // The form without JavaScript sends each ticked plan on its own, and empty fields.
    expect(readAddress('age=&need=&plans=yuva-term&plans=amrit-baal', known)).toEqual({ plans: ['yuva-term', 'amrit-baal'] });
  });

  it('ignores unknown plans and needs, a repeated plan, a plan beyond the third, and an age that is not whole years', () => {
    expect(readAddress('?plans=jeevan-labh,no-such-plan,jeevan-labh&need=holidays', known)).toEqual({ plans: ['jeevan-labh'] });
    expect(readAddress(`?plans=${known.plans.join(',')}`, known).plans).toHaveLength(MOST_COMPARED);
    for (const age of ['-1', '3.5', 'thirty', '121', '1e2']) expect(readAddress(`?age=${age}`, known)).toEqual({ plans: [] });
    expect(readAddress('?age=0', known)).toEqual({ plans: [], age: 0 });
  });

  it('writes a view as it reads it, and the whole table as no query at all', () => {
    const view = { plans: ['jeevan-labh', 'jeevan-umang'], age: 35, need: 'wealth-creations' };
    expect(writeAddress(view)).toBe('?plans=jeevan-labh,jeevan-umang&age=35&need=wealth-creations');
    expect(readAddress(writeAddress(view), known)).toEqual(view);
    expect(writeAddress({ plans: [] })).toBe('');
    expect(writeAddress({ plans: [], age: 0 })).toBe('?age=0');
  });
});

describe('the plans the table shows', () => {
  const plans: ComparedPlan[] = [
    { id: 'young', entryAge: { min: [years(18)], max: [years(45)] }, needs: ['income-protection'] },
    { id: 'child', entryAge: { min: [days(30)], max: [years(12)] }, needs: ['childrens-education'] },
    { id: 'pension', entryAge: { min: [years(30)], max: [years(79)] }, needs: ['retirement-planning'] },
  ];

  it('shows every plan for no age and no need, in the table’s order', () => {
    expect(visiblePlans(plans, { plans: [] })).toEqual(['young', 'child', 'pension']);
  });

  it('keeps the plans that admit the age and serve the need', () => {
    expect(visiblePlans(plans, { plans: [], age: 40 })).toEqual(['young', 'pension']);
    expect(visiblePlans(plans, { plans: [], age: 40, need: 'retirement-planning' })).toEqual(['pension']);
    expect(visiblePlans(plans, { plans: [], age: 0 })).toEqual(['child']);
    expect(visiblePlans(plans, { plans: [], age: 100 })).toEqual([]);
  });

  it('shows two or three chosen plans side by side, whatever the age; one chosen plan narrows nothing', () => {
    expect(visiblePlans(plans, { plans: ['pension', 'child'], age: 40 })).toEqual(['child', 'pension']);
    expect(visiblePlans(plans, { plans: ['pension'], age: 40 })).toEqual(['young', 'pension']);
  });
});
