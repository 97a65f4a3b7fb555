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

/** The options a value may hold for; a channel of sale or a range of entry ages may narrow one of them. */
const MAIN_OPTIONS = ['policyTerm', 'premiumTerm', 'payment', 'sumAssured', 'annualisedPremiumBelow', 'annualisedPremiumFrom'] as const;

/** The option a value holds for: one of them, narrowed or not to a channel of sale or to some entry ages; or only such a channel or ages. */
const condition = z
  .strictObject({
    /** With this policy term, in years. */
    policyTerm: years.optional(),
    /** With this premium paying term, in years. */
    premiumTerm: years.optional(),
    /** With single, limited or regular premiums. */
    payment: z.enum(['single', 'limited', 'regular']).optional(),
    /** With a basic sum assured of this many times the (annualised or single) premium. */
    sumAssured: z.number('must be a number').positive('must be more than 0').optional(),
    /** With an annualised premium below this many rupees. */
    annualisedPremiumBelow: rupees.optional(),
    /** With an annualised premium of this many rupees or more. */
    annualisedPremiumFrom: rupees.optional(),
    /** Bought through this channel. */
    channel: z.enum(CHANNELS).optional(),
    /** For entry ages in this range, in whole years (from left out: any age up to `to`). */
    entryAge: z
      .strictObject({ from: years.optional(), to: years })
      .refine((range) => range.from === undefined || range.from <= range.to, { message: 'a range needs from no more than to' })
      .optional(),
  })
  .refine(
    (when) => {
      const named = MAIN_OPTIONS.filter((name) => when[name] !== undefined).length;
      return named === 1 || (named === 0 && (when.entryAge !== undefined || when.channel !== undefined));
    },
    {
      message:
        'must name one option (policyTerm, premiumTerm, payment, sumAssured, annualisedPremiumBelow or annualisedPremiumFrom), with or without a channel or an entryAge range, or a channel or an entryAge range alone',
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
 * One way a term runs: a list of years (16, 21 or 25), a range (13 to 25), until an age (to age 100:
 * 100 minus the age at entry), for the whole of life; for premiums also single, throughout the policy
 * term, or the policy term less some years.
 */
const term = z
  .strictObject({
    years: z.array(years).min(1, 'must list at least one term').optional(),
    from: years.optional(),
    to: years.optional(),
    toAge: years.optional(),
    wholeLife: z.boolean().optional(),
    single: z.boolean().optional(),
    wholeTerm: z.boolean().optional(),
    termLess: years.optional(),
    when: condition.optional(),
  })
  .refine(
    (t) =>
      [t.years, t.from ?? t.to, t.toAge, t.wholeLife || undefined, t.single || undefined, t.wholeTerm || undefined, t.termLess].filter(
        (form) => form !== undefined,
      ).length === 1,
    'must be one of: years, from and to, toAge, wholeLife, single, wholeTerm or termLess',
  )
  .refine((t) => (t.from === undefined) === (t.to === undefined) && (t.from === undefined || t.from <= t.to!), {
    message: 'a range needs from and to, from no more than to',
  });
export type TermOption = z.infer<typeof term>;

const terms = z
  .array(term)
  .min(1, 'must give at least one term')
  .meta({ singular: 'term', summary: '{{fields.years}} {{fields.from}} {{fields.to}} {{fields.toAge}}' });

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
      (f) => f.options.every((t) => !t.single && !t.wholeTerm && t.termLess === undefined),
      'a policy term cannot be single, wholeTerm or termLess',
    )
    .optional(),
  premiumTerm: z
    .strictObject({ options: terms, sources })
    .refine((f) => f.options.every((t) => !t.wholeLife), 'premiums are paid for a term, not wholeLife')
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
const termFigures = (t: TermOption): number[] => [...(t.years ?? []), t.from, t.to, t.toAge, t.termLess].filter((n) => n !== undefined);

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
      if (option.years && option.years.length > 2) add(fact, [Math.min(...option.years), Math.max(...option.years)]);
    }
    add(
      fact,
      options.flatMap((o) => o.years ?? []),
    );
  }
  return sets;
}

/**
 * Whether values given by option cover every option the plan has. Values by policy or premium paying
 * term cover it when they name every term the plan lists; values by another option are taken as given.
 */
export function coversEveryOption(bounds: readonly AgeBound[], facts: KeyFacts): boolean {
  for (const fact of ['policyTerm', 'premiumTerm'] as const) {
    const named = bounds.map((b) => b.when?.[fact]).filter((n) => n !== undefined);
    if (named.length === 0) continue;
    const listed = (facts[fact]?.options ?? []).flatMap((o) => o.years ?? []);
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
  if (t.years) return t.years;
  if (t.from !== undefined && t.to !== undefined) return Array.from({ length: t.to - t.from + 1 }, (_, i) => t.from! + i);
  if (on === 'policyTerm' && t.termLess !== undefined) return [option - t.termLess];
  if (on === 'policyTerm' && t.wholeTerm) return [option];
  return [];
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
  const less = facts.premiumTerm?.options.find((t) => t.termLess !== undefined && t.when === undefined)?.termLess;
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
          (facts[fact]?.options ?? []).map((t) => [t.when?.[on], t.when?.[on] === undefined ? [] : termYears(t, t.when[on]!, on)]),
        );
    for (const fact of ['entryAge', 'maturityAge', 'vestingAge'] as const)
      add(
        fact,
        on,
        [...(facts[fact]?.min ?? []), ...(facts[fact]?.max ?? [])].filter((a) => a.unit === 'years').map((a) => [a.when?.[on], [a.value]]),
      );
  }
  return found;
}
