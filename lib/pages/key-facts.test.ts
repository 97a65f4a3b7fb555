/** @jest-environment node */
import { onSale } from '@/lib/content';
import { figuresIn } from '@/lib/content/figures';
import { KEY_FACT_NAMES, type AgeBound, type KeyFacts } from '@/lib/content/key-facts';
import { DEFAULT_LOCALE, format, getDictionary, LOCALES, plural } from '@/lib/i18n';
import { planJsonLd } from '@/lib/seo/jsonld';
import { urlFor } from '@/lib/urls';
import { comparePage } from './compare';
import { CATEGORY, fixtureContext, KEY_FACTS, PLANS } from './fixture';
import { keyFactRows } from './key-facts';
import { planPage } from './plan';

/** A small site (./fixture.ts): its plans, one of them withdrawn, carry key facts of every shape. */
const context = fixtureContext();
const years = (value: number, when?: AgeBound['when']): AgeBound => ({ value, unit: 'years', ...(when ? { when } : {}) });
const sources = [{ url: 'https://one.example.com/' }, { url: 'https://two.example.org/' }];

describe('a plan’s key facts on its page', () => {
  it('every plan with key facts shows them, in order, each with its sources; withdrawn plans keep theirs', () => {
    const { dict } = context;
    for (const plan of PLANS) {
      const view = planPage(context, plan.path)!.keyFacts;
      if (!plan.keyFacts) {
        expect(view).toBeUndefined();
        continue;
      }
      expect(view!.heading).toBe(dict.keyFacts.heading);
      expect(view!.rows.map((row) => row.name)).toEqual(KEY_FACT_NAMES.filter((name) => plan.keyFacts![name] !== undefined));
      for (const row of view!.rows) {
        expect(row.label).toBe(dict.keyFacts.labels[row.name]);
        expect(row.lines.length).toBeGreaterThan(0);
        expect(row.sources.length).toBeGreaterThan(0);
        for (const source of row.sources) expect(source.href).toMatch(/^https:\/\//);
      }
      expect(view!.notes.includes(dict.keyFacts.withdrawn)).toBe(plan.status === 'withdrawn');
    }
  });

  it('writes the same figures in every language, fact by fact', () => {
    const figures = (locale: (typeof LOCALES)[number]) =>
      keyFactRows(getDictionary(locale), KEY_FACTS).map((row) => [row.name, figuresIn(row.lines.join(' ')).sort()]);
    expect(figures(DEFAULT_LOCALE).map(([name]) => name)).toEqual(KEY_FACT_NAMES.filter((name) => KEY_FACTS[name]));
    for (const locale of LOCALES) expect(figures(locale)).toEqual(figures(DEFAULT_LOCALE));
  });

  it('says an entry age that depends on the term by term, and that other options are in the brochure when some are missing', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale).keyFacts;
      const facts: KeyFacts = {
        entryAge: { min: [years(8)], max: [years(59, { policyTerm: 16 }), years(54, { policyTerm: 21 })], sources },
        policyTerm: { options: [{ years: [16, 21, 25] }], sources },
      };
      const [min, max16, max21, more] = keyFactRows(getDictionary(locale), facts)[0]!.lines;
      expect(min).toBe(format(dict.minimum, { value: plural(dict.years, 8, getDictionary(locale).meta.intl) }));
      const option = (value: number, term: number) =>
        format(dict.withOption, {
          value: plural(dict.years, value, getDictionary(locale).meta.intl),
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
      policyTerm: { options: [{ years: [16, 21, 25] }], sources },
    };
    for (const locale of LOCALES) {
      const { keyFacts: dict, meta } = getDictionary(locale);
      const [entry, term] = keyFactRows(getDictionary(locale), facts);
      expect(entry!.lines).toEqual([format(dict.range, { from: plural(dict.days, 30, meta.intl), to: plural(dict.years, 12, meta.intl) })]);
      // A list of terms is one figure each, in the language's way of saying "or".
      expect(term!.lines).toEqual([
        format(dict.years.other, { count: new Intl.ListFormat(meta.intl, { type: 'disjunction' }).format(['16', '21', '25']) }),
      ]);
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
    const byTerm = { min: [years(8)], max: [years(59, { policyTerm: 16 }), years(50, { policyTerm: 25 })], sources };
    expect(audience({ entryAge: byTerm, policyTerm: { options: [{ years: [16, 25] }], sources } })).toMatchObject({ requiredMaxAge: 59 });
    // …and left out when a term's is not; a minimum in days is no whole number of years.
    expect(audience({ entryAge: byTerm, policyTerm: { options: [{ years: [16, 21, 25] }], sources } })).toEqual({
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

describe('comparePage', () => {
  it('one column per plan on sale, linking its page, with every fact any of them has, and its needs', () => {
    const { locale } = context;
    const page = comparePage(context);
    const selling = onSale(PLANS);
    expect(page.table.columns.map((c) => c.id)).toEqual(selling.map((p) => p.path));
    expect(page.table.columns.map((c) => c.href)).toEqual(selling.map((p) => urlFor(locale, { plan: p.path })));
    expect(page.island.plans.map((p) => p.id)).toEqual(selling.map((p) => p.path));
    expect(page.table.facts.map((f) => f.name)).toEqual(KEY_FACT_NAMES.filter((name) => selling.some((p) => p.keyFacts?.[name])));
    expect(page.finder.action).toBe(urlFor(locale, 'comparePlans'));
    expect(page.breadcrumbs.at(-1)?.path).toBe(urlFor(locale, 'comparePlans'));
    expect(page.metadata.title).toBe(context.dict.compare.title);
    for (const column of page.table.columns) expect(column.needs.map((need) => need.title)).toEqual([CATEGORY.title]);
    // The trail once, for search engines.
    expect(page.jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });
});
