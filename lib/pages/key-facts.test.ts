/** @jest-environment node */
import { salesStatus } from '@/lib/content';
import { figuresIn } from '@/lib/content/rules/figures';
import { KEY_FACT_NAMES, type AgeBound, type KeyFacts } from '@/lib/content/schema/key-facts';
import { DEFAULT_LOCALE, format, getDictionary, LOCALES, plural } from '@/lib/i18n';
import { formatNewsDate } from '@/lib/dates';
import { planJsonLd } from '@/lib/seo/jsonld';
import { comparePage } from './compare';
import { fixtureContext, KEY_FACTS, PLANS } from './fixture';
import { brochureSource, keyFactRows, keyFactsView } from './key-facts';
import { planPage } from './plan';

/** A small site (./fixture.ts): its plans, one of them withdrawn, carry key facts of every shape. */
const context = fixtureContext();
const years = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'years', ...(when ? { when } : {}) });
const sources = [{ url: 'https://one.example.com/' }, { url: 'https://two.example.org/' }];

/** Key facts whose values came from two pages of other sites, as the build rule allows. */
const THIRD_PARTY: KeyFacts = {
  entryAge: { min: [years(18)], max: [years(45)], sources },
  minimumSumAssured: { amount: 500000, sources },
};
const hosts = sources.map((source) => new URL(source.url).hostname);

describe('a plan’s key facts on its page', () => {
  it('every plan with key facts shows them, in order; withdrawn plans keep theirs, a plan of unsettled status shows none', () => {
    const { dict } = context;
    for (const plan of PLANS) {
      const view = planPage(context, plan.path)!.keyFacts;
      if (!plan.keyFacts || salesStatus(plan) === 'unsettled') {
        expect(view).toBeUndefined();
        continue;
      }
      expect(view!.heading).toBe(dict.keyFacts.heading);
      expect(view!.rows.map((row) => row.name)).toEqual(KEY_FACT_NAMES.filter((name) => plan.keyFacts![name] !== undefined));
      for (const row of view!.rows) {
        expect(row.label).toBe(dict.keyFacts.labels[row.name]);
        expect(row.lines.length).toBeGreaterThan(0);
      }
      expect(view!.notes.includes(dict.keyFacts.withdrawn)).toBe(plan.status === 'withdrawn');
    }
  });

  it('names LIC’s sales brochure for the plan, by number and UIN and linked on licindia.in, as every fact’s source, whatever pages gave the values', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale, 'we');
      for (const plan of PLANS.filter((each) => salesStatus(each) !== 'unsettled')) {
        const view = keyFactsView(dict, { ...plan, keyFacts: THIRD_PARTY })!;
        expect(view.source.label).toBe(
          format(dict.keyFacts.source, {
            plan: plan.name,
            planNo: format(dict.plan.planNo, { planNo: plan.planNo }),
            uin: format(dict.plan.uin, { uin: plan.uin }),
          }),
        );
        expect(view.source.href).toBe(plan.brochureUrl);
        if (view.source.href) expect(new URL(view.source.href).hostname).toMatch(/(^|\.)licindia\.in$/);
        // No page of another site reaches the view, the plan's page or its structured data.
        const page = planPage({ ...context, dict }, plan.path)!;
        for (const host of hosts) {
          expect(JSON.stringify(view)).not.toContain(host);
          expect(JSON.stringify({ ...page, plan: undefined })).not.toContain(host);
        }
      }
    }
    // The comparison takes the same reference for each column.
    for (const column of comparePage(context).table.columns)
      expect(column.source).toEqual(
        brochureSource(
          context.dict,
          PLANS.find((plan) => plan.path === column.id)!,
        ),
      );
  });

  it('says whether the owner has checked the facts against LIC’s brochure: the day, or that nobody has yet', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale, 'we');
      const [plan] = PLANS;
      const checked = keyFactsView(dict, { ...plan!, keyFactsCheckedOn: '01/11/2026' })!;
      expect(checked.check).toEqual({
        checked: true,
        text: format(dict.keyFacts.checked, { date: formatNewsDate('01/11/2026', dict.meta) }),
      });
      const unchecked = { ...plan! };
      delete unchecked.keyFactsCheckedOn;
      expect(keyFactsView(dict, unchecked)!.check).toEqual({ checked: false, text: dict.keyFacts.unchecked });
    }
  });

  it('writes the same figures in every language, fact by fact', () => {
    const figures = (locale: (typeof LOCALES)[number]) =>
      keyFactRows(getDictionary(locale, 'we'), KEY_FACTS).map((row) => [row.name, figuresIn(row.lines.join(' ')).sort()]);
    expect(figures(DEFAULT_LOCALE).map(([name]) => name)).toEqual(KEY_FACT_NAMES.filter((name) => KEY_FACTS[name]));
    for (const locale of LOCALES) expect(figures(locale)).toEqual(figures(DEFAULT_LOCALE));
  });

  it('says an entry age that depends on the term by term, and that other options are in the brochure when some are missing', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale, 'we').keyFacts;
      const facts: KeyFacts = {
        entryAge: {
          min: [years(8)],
          max: [years(59, { option: 'policyTerm', years: 16 }), years(54, { option: 'policyTerm', years: 21 })],
          sources,
        },
        policyTerm: { options: [{ form: 'years', years: [16, 21, 25] }], sources },
      };
      const [min, max16, max21, more] = keyFactRows(getDictionary(locale, 'we'), facts)[0]!.lines;
      expect(min).toBe(format(dict.minimum, { value: plural(dict.years, 8, getDictionary(locale, 'we').meta.intl) }));
      const option = (value: number, term: number) =>
        format(dict.withOption, {
          value: plural(dict.years, value, getDictionary(locale, 'we').meta.intl),
          option: format(dict.options.policyTerm, { count: term }),
        });
      expect([max16, max21]).toEqual([format(dict.maximum, { value: option(59, 16) }), format(dict.maximum, { value: option(54, 21) })]);
      // The 25-year term's maximum is not given: the table says where to find it.
      expect(more).toBe(dict.someOptions);
    }
  });

  it('writes a child plan’s entry age in days, one range where the age does not depend on an option, and a list of terms', () => {
    const facts: KeyFacts = {
      entryAge: { min: [{ value: 30, unit: 'days' }], max: [years(12)], sources },
      policyTerm: { options: [{ form: 'years', years: [16, 21, 25] }], sources },
    };
    for (const locale of LOCALES) {
      const { keyFacts: dict, meta } = getDictionary(locale, 'we');
      const [entry, term] = keyFactRows(getDictionary(locale, 'we'), facts);
      expect(entry!.lines).toEqual([format(dict.range, { from: plural(dict.days, 30, meta.intl), to: plural(dict.years, 12, meta.intl) })]);
      // A list of terms is one figure each, the last joined with the language's own word, no comma before it.
      const either = { en: '16, 21 or 25', hi: '16, 21 या 25', mr: '16, 21 किंवा 25' }[locale];
      expect(term!.lines).toEqual([format(dict.years.other, { count: either })]);
      expect(term!.lines[0]).not.toMatch(/, (or|या|किंवा) /);
    }
  });

  it('writes a lower age of 0 as from birth, never as 0 days', () => {
    for (const locale of LOCALES) {
      const { keyFacts: dict, meta } = getDictionary(locale, 'we');
      const range: KeyFacts = { entryAge: { min: [{ value: 0, unit: 'days' }], max: [years(12)], sources } };
      expect(keyFactRows(getDictionary(locale, 'we'), range)[0]!.lines).toEqual([plural(dict.fromBirth, 12, meta.intl)]);
      const byOption: KeyFacts = {
        entryAge: { min: [{ value: 0, unit: 'days', when: { option: 'payment', payment: 'single' } }], max: [years(12)], sources },
      };
      const [lowest] = keyFactRows(getDictionary(locale, 'we'), byOption)[0]!.lines;
      expect(lowest).toBe(format(dict.withOption, { value: dict.birth, option: dict.options.single }));
      for (const line of [...keyFactRows(getDictionary(locale, 'we'), range)[0]!.lines, lowest]) expect(line).not.toMatch(/(^|\D)0 /);
    }
  });

  it('writes a premium per instalment, a term by annualised premium, a term by sum assured and entry age, a channel, and other options', () => {
    for (const locale of LOCALES) {
      const words = getDictionary(locale, 'we');
      const { keyFacts: dict } = words;
      const rupees = (amount: number) => `₹${new Intl.NumberFormat(words.meta.intl, { numberingSystem: 'latn' }).format(amount)}`;
      const range = (from: number, to: number) => format(dict.range, { from, to: plural(dict.years, to, words.meta.intl) });
      const facts: KeyFacts = {
        policyTerm: {
          options: [
            { form: 'range', from: 15, to: 25, when: { option: 'annualisedPremiumBelow', rupees: 48000 } },
            { form: 'range', from: 10, to: 20, when: { option: 'sumAssured', times: 10, entryAge: { from: 26, to: 30 } } },
            { form: 'range', from: 10, to: 20, when: { option: 'channel', channel: 'posp-cpsc' } },
          ],
          sources,
        },
        minimumPremium: { amounts: [{ amount: 3000, per: 'instalment' }], sources },
        minimumPurchasePrice: { amount: 150000, otherOptions: true, sources },
      };
      const [term, premium, price] = keyFactRows(words, facts);
      expect(term!.lines).toEqual([
        format(dict.withOption, { value: range(15, 25), option: format(dict.options.annualisedPremiumBelow, { amount: rupees(48000) }) }),
        format(dict.withOption, {
          value: range(10, 20),
          option: `${format(dict.options.sumAssured, { count: 10 })}${dict.optionSeparator}${format(dict.options.entryAge, { from: 26, count: 30 })}`,
        }),
        format(dict.withOption, { value: range(10, 20), option: dict.options.channel['posp-cpsc'] }),
      ]);
      expect(premium!.lines).toEqual([format(dict.per.instalment, { amount: rupees(3000) })]);
      expect(price!.lines).toEqual([rupees(150000), dict.someOptions]);
    }
  });
});

describe('the plan’s structured data', () => {
  const plan = PLANS[0]!;
  const audience = (keyFacts: KeyFacts) => planJsonLd(context, { ...plan, keyFacts }).audience;

  it('states the ages at entry it can state truthfully', () => {
    expect(audience({ entryAge: { min: [years(18)], max: [years(45)], sources } })).toEqual({
      '@type': 'PeopleAudience',
      requiredMinAge: 18,
      requiredMaxAge: 45,
    });
    // The oldest is the highest maximum, when every term's is given…
    const byTerm = {
      min: [years(8)],
      max: [years(59, { option: 'policyTerm', years: 16 }), years(50, { option: 'policyTerm', years: 25 })],
      sources,
    };
    expect(audience({ entryAge: byTerm, policyTerm: { options: [{ form: 'years', years: [16, 25] }], sources } })).toMatchObject({
      requiredMaxAge: 59,
    });
    // …and left out when a term's is not; a minimum in days is no whole number of years.
    expect(audience({ entryAge: byTerm, policyTerm: { options: [{ form: 'years', years: [16, 21, 25] }], sources } })).toEqual({
      '@type': 'PeopleAudience',
      requiredMinAge: 8,
    });
    expect(audience({ entryAge: { min: [{ value: 30, unit: 'days' }], max: [years(12)], sources } })).toEqual({
      '@type': 'PeopleAudience',
      requiredMaxAge: 12,
    });
    expect(audience({})).toBeUndefined();
  });
});
