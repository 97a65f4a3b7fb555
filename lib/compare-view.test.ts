import { LOCALES, getDictionary, type Locale } from '@/lib/i18n';
import {
  admits,
  joinList,
  judgedAge,
  MOST_COMPARED,
  readAddress,
  statusText,
  visiblePlans,
  whatsappMessage,
  writeAddress,
  type ComparedPlan,
  type CompareWords,
} from './compare-view';

/** The words the page gives its script, in a language (as lib/pages/compare.ts gives them). */
const wordsOf = (locale: Locale): CompareWords => {
  const dict = getDictionary(locale, 'we');
  const { compare } = dict;
  return {
    intl: dict.meta.intl,
    showing: compare.showing,
    none: compare.none,
    comparing: compare.comparing,
    pick: compare.pick,
    limit: compare.limit,
    notOpen: compare.notOpen,
    notOpenChild: compare.notOpenChild,
    whatsapp: { generic: compare.whatsapp.generic, named: compare.whatsapp.named },
  };
};

const CHILD_NEEDS = ['childrens-education'];

describe('the view in the address', () => {
  const known = { plans: ['plan-a', 'plan-b', 'plan-c', 'plan-d'], needs: ['savings', 'childrens-education'], childNeeds: CHILD_NEEDS };

  it('reads the chosen plans, the age and the need; a child’s age only with a child’s need', () => {
    expect(readAddress('?plans=plan-a,plan-b&age=35&need=savings', known)).toEqual({
      plans: ['plan-a', 'plan-b'],
      age: 35,
      need: 'savings',
    });
    expect(readAddress('?age=35&child=4&need=childrens-education', known)).toEqual({
      plans: [],
      age: 35,
      child: 4,
      need: 'childrens-education',
    });
    expect(readAddress('?age=35&child=4&need=savings', known)).toEqual({ plans: [], age: 35, need: 'savings' });
    // The form without JavaScript sends each field, empty ones too.
    expect(readAddress('need=&age=&child=', known)).toEqual({ plans: [] });
    expect(readAddress('plans=plan-c&plans=plan-d', known)).toEqual({ plans: ['plan-c', 'plan-d'] });
  });

  it('ignores unknown plans and needs, a repeated plan, a plan beyond the third, and an age that is not whole years', () => {
    expect(readAddress('?plans=plan-a,no-such-plan,plan-a&need=holidays', known)).toEqual({ plans: ['plan-a'] });
    expect(readAddress(`?plans=${known.plans.join(',')}`, known).plans).toHaveLength(MOST_COMPARED);
    for (const age of ['-1', '3.5', 'thirty', '121', '1e2']) expect(readAddress(`?age=${age}`, known)).toEqual({ plans: [] });
    expect(readAddress('?age=0', known)).toEqual({ plans: [], age: 0 });
  });

  it('writes a view as it reads it, and the whole table as no query at all', () => {
    const view = { plans: ['plan-a', 'plan-b'], age: 35, child: 3, need: 'childrens-education' };
    expect(writeAddress(view)).toBe('?plans=plan-a,plan-b&age=35&child=3&need=childrens-education');
    expect(readAddress(writeAddress(view), known)).toEqual(view);
    expect(writeAddress({ plans: [] })).toBe('');
    expect(writeAddress({ plans: [], age: 0 })).toBe('?age=0');
  });
});

describe('the plans a view shows', () => {
  const plan = (id: string, min: number, max: number, needs: string[], child = false): ComparedPlan => ({
    id,
    name: id,
    ranges: [{ min, max }],
    needs,
    kind: 'participating',
    child,
  });
  const plans = [
    plan('young', 18, 45, ['income-protection']),
    plan('parent', 18, 50, ['childrens-education']),
    plan('child', 0, 12, ['childrens-education'], true),
    plan('pension', 30, 79, ['retirement-planning']),
  ];

  it('admits both bounds of a range and every age between', () => {
    expect([17, 18, 45, 46].map((age) => admits([{ min: 18, max: 45 }], age))).toEqual([false, true, true, false]);
    expect(admits([], 30)).toBe(false);
  });

  it('shows every plan for no age and no need, in the table’s order', () => {
    expect(visiblePlans(plans, { plans: [] }, CHILD_NEEDS)).toEqual(['young', 'parent', 'child', 'pension']);
  });

  it('keeps the plans that admit the age and serve the need', () => {
    expect(visiblePlans(plans, { plans: [], age: 40 }, CHILD_NEEDS)).toEqual(['young', 'parent', 'pension']);
    expect(visiblePlans(plans, { plans: [], age: 40, need: 'retirement-planning' }, CHILD_NEEDS)).toEqual(['pension']);
    expect(visiblePlans(plans, { plans: [], age: 100 }, CHILD_NEEDS)).toEqual([]);
  });

  it('judges a plan on a child’s life by the child’s age under a child’s need, and shows it until that age is entered', () => {
    const parentOf35 = { plans: [], age: 35, need: 'childrens-education' };
    expect(judgedAge(plans[2]!, parentOf35, CHILD_NEEDS)).toBeUndefined();
    expect(visiblePlans(plans, parentOf35, CHILD_NEEDS)).toEqual(['parent', 'child']);
    expect(visiblePlans(plans, { ...parentOf35, child: 5 }, CHILD_NEEDS)).toEqual(['parent', 'child']);
    expect(visiblePlans(plans, { ...parentOf35, child: 14 }, CHILD_NEEDS)).toEqual(['parent']);
    // Under no child's need, the age entered is the person to be insured's, whoever the plan is for.
    expect(visiblePlans(plans, { plans: [], age: 35 }, CHILD_NEEDS)).toEqual(['young', 'parent', 'pension']);
  });

  it('shows two or three chosen plans side by side, whatever the age; one chosen plan stays among the others', () => {
    expect(visiblePlans(plans, { plans: ['pension', 'child'], age: 40 }, CHILD_NEEDS)).toEqual(['child', 'pension']);
    expect(visiblePlans(plans, { plans: ['child'], age: 40 }, CHILD_NEEDS)).toEqual(['young', 'parent', 'child', 'pension']);
  });
});

/** What the script writes, by language, for one, two and three names: the plural and the list as each language writes them. */
const EXPECTED: Record<Locale, { showing: [string, string]; comparing: [string, string]; whatsapp: [string, string] }> = {
  en: {
    showing: ['Showing 1 of 13 plans.', 'Showing 3 of 13 plans.'],
    comparing: ['Comparing Alpha and Beta.', 'Comparing Alpha, Beta and Gamma.'],
    whatsapp: ['looking at Alpha in the comparison', 'comparing Alpha, Beta and Gamma on'],
  },
  hi: {
    showing: ['13 में से 1 योजना दिखाई गई है।', '13 में से 3 योजनाएँ दिखाई गई हैं।'],
    comparing: ['Alpha और Beta की तुलना।', 'Alpha, Beta और Gamma की तुलना।'],
    whatsapp: ['यह योजना देखी: Alpha।', 'इन योजनाओं की तुलना की: Alpha, Beta और Gamma।'],
  },
  mr: {
    showing: ['13 पैकी 1 योजना दाखवली आहे.', '13 पैकी 3 योजना दाखवल्या आहेत.'],
    comparing: ['Alpha आणि Beta यांची तुलना.', 'Alpha, Beta आणि Gamma यांची तुलना.'],
    whatsapp: ['ही योजना पाहत आहे: Alpha.', 'या योजनांची तुलना करत आहे: Alpha, Beta आणि Gamma.'],
  },
};

describe.each(LOCALES)('the texts the script writes, in %s', (locale) => {
  const words = wordsOf(locale);
  const expected = EXPECTED[locale];

  it('joins one, two and three names with the language’s own words, no comma before the last', () => {
    expect(joinList(['Alpha'], words.intl)).toBe('Alpha');
    expect(joinList(['Alpha', 'Beta'], words.intl)).not.toMatch(/,/);
    expect(joinList(['Alpha', 'Beta', 'Gamma'], words.intl)).toMatch(/^Alpha, Beta [^,]+ Gamma$/);
  });

  it('says how many plans it shows, in the singular for one', () => {
    expect(statusText(words, { shown: 1, total: 13, chosen: [] })).toEqual({ message: expected.showing[0], hint: '' });
    expect(statusText(words, { shown: 3, total: 13, chosen: [] }).message).toBe(expected.showing[1]);
    expect(statusText(words, { shown: 0, total: 13, chosen: [] }).message).toBe(words.none);
  });

  it('names one ticked plan with its hint, and two and three compared', () => {
    expect(statusText(words, { shown: 13, total: 13, chosen: ['Alpha'] })).toEqual({
      message: statusText(words, { shown: 13, total: 13, chosen: [] }).message,
      hint: words.pick,
    });
    expect(statusText(words, { shown: 2, total: 13, chosen: ['Alpha', 'Beta'] })).toEqual({ message: expected.comparing[0], hint: '' });
    expect(statusText(words, { shown: 3, total: 13, chosen: ['Alpha', 'Beta', 'Gamma'] })).toEqual({
      message: expected.comparing[1],
      hint: words.limit,
    });
  });

  it('names the ticked plans in its WhatsApp message, one or more, and none in the generic one', () => {
    expect(whatsappMessage(words, [])).toBe(words.whatsapp.generic);
    expect(whatsappMessage(words, ['Alpha'])).toContain(expected.whatsapp[0]);
    expect(whatsappMessage(words, ['Alpha', 'Beta'])).toContain(joinList(['Alpha', 'Beta'], words.intl));
    expect(whatsappMessage(words, ['Alpha', 'Beta', 'Gamma'])).toContain(expected.whatsapp[1]);
  });
});
