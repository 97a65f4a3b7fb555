import { z } from 'zod';
import { nonEmpty } from './schema-parts';

/**
 * A plan's key facts (content/plans/<path>.json → en.keyFacts): entry age, terms, premium modes, the
 * minimum amount, the maturity or vesting age and what the plan pays, each typed (numbers with their
 * units, never sentences) and written once for every language, and each with its sources. A fact no
 * source gives is left out, never estimated.
 *
 * A value that depends on the option the buyer chooses (Jeevan Labh's entry age by its term) is a list
 * of values, each with the option it holds for (`when`); a value without `when` holds for every option.
 */

const years = z.number('must be a number of years').int('must be a whole number').positive('must be more than 0');
const rupees = z.number('must be an amount in rupees, digits only').int('must be whole rupees').positive('must be more than 0');

/** The ways of buying a plan a value may hold for only: through a Point of Sales Person or a Common Service Centre. */
const CHANNELS = ['posp-cpsc'] as const;

/** For entry ages in this range, in whole years (from left out: any age up to `to`). */
const entryAges = z
  .strictObject({ from: years.optional(), to: years })
  .refine((range) => range.from === undefined || range.from <= range.to, { message: 'a range needs from no more than to' });

/** What may narrow an option: the channel it is bought through, some entry ages. */
const narrowed = { channel: z.enum(CHANNELS).optional(), entryAge: entryAges.optional() };

/**
 * The option a value holds for, by `option`: a policy term or a premium paying term of so many years, a
 * way of paying, a sum assured of so many times the premium, an annualised premium below or from an
 * amount; each narrowed or not to a channel of sale or to some entry ages. Or only such a channel, or
 * only such ages.
 */
const condition = z.discriminatedUnion(
  'option',
  [
    /** With this policy term, in years. */
    z.strictObject({ option: z.literal('policyTerm'), years, ...narrowed }),
    /** With this premium paying term, in years. */
    z.strictObject({ option: z.literal('premiumTerm'), years, ...narrowed }),
    /** With single, limited or regular premiums. */
    z.strictObject({ option: z.literal('payment'), payment: z.enum(['single', 'limited', 'regular']), ...narrowed }),
    /** With a basic sum assured of this many times the (annualised or single) premium. */
    z.strictObject({ option: z.literal('sumAssured'), times: z.number('must be a number').positive('must be more than 0'), ...narrowed }),
    /** With an annualised premium below this many rupees. */
    z.strictObject({ option: z.literal('annualisedPremiumBelow'), rupees, ...narrowed }),
    /** With an annualised premium of this many rupees or more. */
    z.strictObject({ option: z.literal('annualisedPremiumFrom'), rupees, ...narrowed }),
    /** Bought through this channel, whatever the option (for some entry ages, or all). */
    z.strictObject({ option: z.literal('channel'), channel: z.enum(CHANNELS), entryAge: entryAges.optional() }),
    /** For these entry ages, whatever the option. */
    z.strictObject({ option: z.literal('entryAge'), entryAge: entryAges }),
  ],
  {
    error:
      'must name its option: policyTerm, premiumTerm, payment, sumAssured, annualisedPremiumBelow, annualisedPremiumFrom, channel or entryAge',
  },
);
export type KeyFactCondition = z.infer<typeof condition>;

/** An age: whole years, or days where the brochure gives days (a newborn of 30 days is 0 years old). */
const age = z.strictObject({
  value: z.number('must be a number').int('must be a whole number').min(0, 'must be 0 or more'),
  unit: z.enum(['years', 'days']),
  when: condition.optional(),
});
export type AgeBound = z.infer<typeof age>;

/**
 * The pages that gave a fact's value: LIC's own (licindia.in), or two agreeing pages of other sites. They
 * are for the owner and the maintainer (the editor shows them); a visitor reads LIC's sales brochure for
 * the plan as every fact's authority (lib/pages/key-facts.ts), and no visitor-facing view names these pages.
 */
const reference = z.strictObject({
  url: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
  /** Where on it: a page or clause of a brochure, e.g. “p. 3” or “2(iii)”. */
  pageOrClause: nonEmpty.optional(),
});

/** The host a source is on, without www.: policybazaar.com. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const isLics = (url: string) => /(?:^|\.)licindia\.in$/.test(hostOf(url));

const sources = z
  .array(reference)
  .min(1, 'must name the page that gives the fact')
  .refine(
    (list) => list.some((source) => isLics(source.url)) || new Set(list.map((source) => hostOf(source.url))).size >= 2,
    'must be LIC’s own page (licindia.in), or two agreeing pages on different sites',
  )
  .meta({ singular: 'source', summary: '{{fields.url}} {{fields.pageOrClause}}' });

/** Ages with what they hold for: a single value, or one per option. */
const ages = z.array(age).min(1, 'must give at least one age').meta({ singular: 'age', summary: '{{fields.value}} {{fields.unit}}' });

/** A range of ages: at an entry, at maturity or at vesting. */
const ageRange = (which: string) =>
  z
    .strictObject({ min: ages.optional(), max: ages.optional(), sources })
    .refine((range) => range.min !== undefined || range.max !== undefined, `must give a minimum or a maximum ${which} age`);

/**
 * One way a term runs, by `form`: a list of years (16, 21 or 25), a range (13 to 25), until an age (to age
 * 100: 100 minus the age at entry), for the whole of life; for premiums also single, throughout the policy
 * term, or the policy term less some years.
 */
const term = z.discriminatedUnion(
  'form',
  [
    z.strictObject({ form: z.literal('years'), years: z.array(years).min(1, 'must list at least one term'), when: condition.optional() }),
    z
      .strictObject({ form: z.literal('range'), from: years, to: years, when: condition.optional() })
      .refine((t) => t.from <= t.to, { message: 'a range needs from no more than to' }),
    z.strictObject({ form: z.literal('toAge'), age: years, when: condition.optional() }),
    z.strictObject({ form: z.literal('wholeLife'), when: condition.optional() }),
    z.strictObject({ form: z.literal('single'), when: condition.optional() }),
    z.strictObject({ form: z.literal('wholeTerm'), when: condition.optional() }),
    z.strictObject({ form: z.literal('termLess'), years, when: condition.optional() }),
  ],
  { error: 'must name its form: years, range, toAge, wholeLife, single, wholeTerm or termLess' },
);
export type TermOption = z.infer<typeof term>;

const terms = z
  .array(term)
  .min(1, 'must give at least one term')
  .meta({ singular: 'term', summary: '{{fields.form}} {{fields.years}} {{fields.from}} {{fields.to}} {{fields.age}}' });

const PREMIUM_MODES = ['single', 'yearly', 'half-yearly', 'quarterly', 'monthly'] as const;
const BENEFITS = ['death', 'maturity', 'survival', 'annuity', 'vesting'] as const;

/** That the brochure gives another value for some options or buyers (a purchase for a disabled dependant): the table then says where to look. */
const otherOptions = z.boolean().optional().meta({
  label: 'LIC’s brochure gives other values for some options',
  hint: 'On: the table adds “Other options: see LIC’s brochure.” Use it where a source names another value for some buyers that a second source does not confirm.',
});

/** The facts, each optional (left out when no source gives it), each with its sources. */
export const keyFactsSchema = z.strictObject({
  entryAge: ageRange('entry').optional(),
  policyTerm: z
    .strictObject({ options: terms, sources })
    .refine(
      (f) => f.options.every((t) => t.form !== 'single' && t.form !== 'wholeTerm' && t.form !== 'termLess'),
      'a policy term cannot be single, wholeTerm or termLess',
    )
    .optional(),
  premiumTerm: z
    .strictObject({ options: terms, sources })
    .refine((f) => f.options.every((t) => t.form !== 'wholeLife'), 'premiums are paid for a term, not wholeLife')
    .optional(),
  premiumModes: z.strictObject({ modes: z.array(z.enum(PREMIUM_MODES)).min(1, 'must list at least one mode'), sources }).optional(),
  /** In rupees. */
  minimumSumAssured: z.strictObject({ amount: rupees, otherOptions, sources }).optional(),
  /** In rupees, per single premium, per instalment or per year, half-year, quarter or month. */
  minimumPremium: z
    .strictObject({
      amounts: z
        .array(z.strictObject({ amount: rupees, per: z.enum(['single', 'instalment', 'year', 'half-year', 'quarter', 'month']) }))
        .min(1, 'must give at least one amount')
        .meta({ singular: 'amount', summary: '₹{{fields.amount}} per {{fields.per}}' }),
      sources,
    })
    .optional(),
  /** In rupees: what an annuity costs at least. */
  minimumPurchasePrice: z.strictObject({ amount: rupees, otherOptions, sources }).optional(),
  maturityAge: ageRange('maturity').optional(),
  vestingAge: ageRange('vesting').optional(),
  benefits: z.strictObject({ pays: z.array(z.enum(BENEFITS)).min(1, 'must list at least one benefit'), sources }).optional(),
});
export type KeyFacts = z.infer<typeof keyFactsSchema>;
export type KeyFactName = keyof KeyFacts;
/** The facts in the order a table shows them. */
export const KEY_FACT_NAMES = Object.keys(keyFactsSchema.shape) as KeyFactName[];

/** The figures of an option's term: its years, its range's ends, its age or the years it is less than the policy term. */
function termFigures(t: TermOption): number[] {
  switch (t.form) {
    case 'years':
      return t.years;
    case 'range':
      return [t.from, t.to];
    case 'toAge':
      return [t.age];
    case 'termLess':
      return [t.years];
    case 'wholeLife':
    case 'single':
    case 'wholeTerm':
      return [];
  }
}

/** The terms a list of years names (16, 21, 25); none for any other form. */
export const listedYears = (t: TermOption): number[] => (t.form === 'years' ? t.years : []);

/** The policy or premium paying term, in years, that a condition names, if it names one. */
export const termOf = (when: KeyFactCondition | undefined, on: 'policyTerm' | 'premiumTerm'): number | undefined =>
  when?.option === on ? when.years : undefined;

/**
 * The sets of figures each fact gives that a plan's text could write together: a range's two ends
 * (15 and 40), a list of terms (16, 21, 25), an age's minimum and maximum, the maxima by option
 * (59, 54, 50). A text that writes such a set with one figure changed contradicts the fact.
 */
export function factFigureSets(facts: KeyFacts): { fact: KeyFactName; figures: number[] }[] {
  const sets: { fact: KeyFactName; figures: number[] }[] = [];
  const add = (fact: KeyFactName, figures: number[]) => {
    const unique = [...new Set(figures)];
    if (unique.length > 1) sets.push({ fact, figures: unique });
  };
  for (const fact of ['entryAge', 'maturityAge', 'vestingAge'] as const) {
    const range = facts[fact];
    if (!range) continue;
    const mins = (range.min ?? []).map((a) => a.value);
    const maxes = (range.max ?? []).map((a) => a.value);
    add(fact, mins);
    add(fact, maxes);
    for (const min of mins) for (const max of maxes) add(fact, [min, max]);
  }
  for (const fact of ['policyTerm', 'premiumTerm'] as const) {
    const options = facts[fact]?.options ?? [];
    for (const option of options) {
      add(fact, termFigures(option));
      const listed = listedYears(option);
      if (listed.length > 2) add(fact, [Math.min(...listed), Math.max(...listed)]);
    }
    add(fact, options.flatMap(listedYears));
  }
  return sets;
}

/**
 * Whether values given by option cover every option the plan has. Values by policy or premium paying
 * term cover it when they name every term the plan lists; values by another option are taken as given.
 */
export function coversEveryOption(bounds: readonly AgeBound[], facts: KeyFacts): boolean {
  for (const fact of ['policyTerm', 'premiumTerm'] as const) {
    const named = bounds.map((b) => termOf(b.when, fact)).filter((n) => n !== undefined);
    if (named.length === 0) continue;
    const listed = (facts[fact]?.options ?? []).flatMap(listedYears);
    if (listed.length === 0 || listed.some((term) => !named.includes(term))) return false;
  }
  return true;
}

/**
 * How one fact follows another's option, where the plan's facts say so: Jeevan Labh's premium paying
 * term for each policy term (16 → 10, 21 → 15, 25 → 16), an entry age's maximum by term, a policy term
 * by premium paying term. `options` gives, for each value of the option, every figure the fact may be
 * then; `values` is every figure it may be for any option.
 */
export type FactDependency = {
  fact: KeyFactName;
  on: 'policyTerm' | 'premiumTerm';
  options: Map<number, number[]>;
  values: Set<number>;
};

/** Every figure a term may be: its years, every year of its range, or the policy term less some years. */
function termYears(t: TermOption, option: number, on: 'policyTerm' | 'premiumTerm'): number[] {
  switch (t.form) {
    case 'years':
      return t.years;
    case 'range':
      return Array.from({ length: t.to - t.from + 1 }, (_, i) => t.from + i);
    case 'termLess':
      return on === 'policyTerm' ? [option - t.years] : [];
    case 'wholeTerm':
      return on === 'policyTerm' ? [option] : [];
    case 'toAge':
    case 'wholeLife':
    case 'single':
      return [];
  }
}

/** The facts that follow another's option (see FactDependency), each with two options or more. */
export function factDependencies(facts: KeyFacts): FactDependency[] {
  const found: FactDependency[] = [];
  const add = (fact: KeyFactName, on: FactDependency['on'], pairs: [number | undefined, number[]][]) => {
    const options = new Map<number, number[]>();
    for (const [option, figures] of pairs)
      if (option !== undefined && figures.length > 0) options.set(option, [...(options.get(option) ?? []), ...figures]);
    if (options.size > 1) found.push({ fact, on, options, values: new Set([...options.values()].flat()) });
  };
  // Premiums for the policy term less some years, whatever the term: one premium paying term for each.
  const lessTerm = facts.premiumTerm?.options.find((t) => t.form === 'termLess' && t.when === undefined);
  const less = lessTerm?.form === 'termLess' ? lessTerm.years : undefined;
  const terms = (facts.policyTerm?.options ?? []).filter((t) => t.when === undefined).flatMap((t) => termYears(t, 0, 'premiumTerm'));
  if (less !== undefined)
    add(
      'premiumTerm',
      'policyTerm',
      terms.map((term) => [term, term > less ? [term - less] : []]),
    );
  for (const on of ['policyTerm', 'premiumTerm'] as const) {
    for (const fact of ['policyTerm', 'premiumTerm'] as const)
      if (fact !== on)
        add(
          fact,
          on,
          (facts[fact]?.options ?? []).map((t) => {
            const option = termOf(t.when, on);
            return [option, option === undefined ? [] : termYears(t, option, on)];
          }),
        );
    for (const fact of ['entryAge', 'maturityAge', 'vestingAge'] as const)
      add(
        fact,
        on,
        [...(facts[fact]?.min ?? []), ...(facts[fact]?.max ?? [])]
          .filter((a) => a.unit === 'years')
          .map((a) => [termOf(a.when, on), [a.value]]),
      );
  }
  return found;
}
