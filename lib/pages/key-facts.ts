import 'server-only';
import type { Plan } from '@/lib/content';
import {
  coversEveryOption,
  hostOf,
  KEY_FACT_NAMES,
  type AgeBound,
  type KeyFactCondition,
  type KeyFactName,
  type KeyFacts,
  type KeyFactSource,
  type TermOption,
} from '@/lib/content/key-facts';
import { format, type Dictionary } from '@/lib/i18n';

/** A source as a page links it: its address, the site it is on, and where on it. */
export type SourceLink = { href: string; host: string; at?: string };

/** One key fact as a table shows it: its label, its value in lines, and the pages it is from. */
export type KeyFactRow = { name: KeyFactName; label: string; lines: string[]; sources: SourceLink[] };

type Words = Dictionary['keyFacts'];

/** The words key facts are written with: a language's `keyFacts`, and its `meta` for how it writes numbers and lists. */
type KeyFactWords = Pick<Dictionary, 'keyFacts' | 'meta'>;

/** How one language writes the typed values of key facts. */
function writer(dict: KeyFactWords) {
  const words = dict.keyFacts;
  const intl = dict.meta.intl;
  const number = new Intl.NumberFormat(intl, { numberingSystem: 'latn', maximumFractionDigits: 2 });
  const either = new Intl.ListFormat(intl, { type: 'disjunction' });
  const all = new Intl.ListFormat(intl, { type: 'unit', style: 'short' });
  const rules = new Intl.PluralRules(intl);
  /** "25 years", "16, 21 or 25 years": the form for the largest figure, with the figures listed. */
  const count = (forms: { one: string; other: string }, values: readonly number[]) =>
    format(rules.select(Math.max(...values)) === 'one' ? forms.one : forms.other, {
      count: either.format(values.map((value) => number.format(value))),
    });
  const years = (values: readonly number[]) => count(words.years, values);
  const age = (bound: Pick<AgeBound, 'value' | 'unit'>) => count(bound.unit === 'days' ? words.days : words.years, [bound.value]);
  const rupees = (amount: number) => `₹${number.format(amount)}`;
  const option = (when: KeyFactCondition): string => {
    if (when.policyTerm !== undefined) return format(words.options.policyTerm, { count: when.policyTerm });
    if (when.premiumTerm !== undefined) return format(words.options.premiumTerm, { count: when.premiumTerm });
    if (when.payment !== undefined) return words.options[when.payment];
    return format(words.options.sumAssured, { count: number.format(when.sumAssured!) });
  };
  const withOption = (value: string, when: KeyFactCondition | undefined) =>
    when ? format(words.withOption, { value, option: option(when) }) : value;
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);
  return { words, years, age, rupees, withOption, capital, list: (items: string[]) => all.format(items) };
}
type Writer = ReturnType<typeof writer>;

/** Ages at entry, maturity or vesting: "8 to 59 years", or a minimum and a maximum by option. */
function ageLines(w: Writer, range: { min?: AgeBound[]; max?: AgeBound[] }, complete: boolean): string[] {
  const { words } = w;
  const [min, max] = [range.min ?? [], range.max ?? []];
  const plain = (list: AgeBound[]) => list.length === 1 && list[0]!.when === undefined;
  if (plain(min) && plain(max)) {
    const [low, high] = [min[0]!, max[0]!];
    if (low.value === high.value && low.unit === high.unit) return [w.age(high)];
    const from = low.unit === high.unit ? String(low.value) : w.age(low);
    return [format(words.range, { from, to: w.age(high) })];
  }
  // One line per option: "Maximum 59 years (16-year term)".
  const side = (template: string, list: AgeBound[]) => list.map((a) => format(template, { value: w.withOption(w.age(a), a.when) }));
  return [...side(words.minimum, min), ...side(words.maximum, max), ...(complete ? [] : [words.someOptions])];
}

/** One way a term runs, in words. */
function termText(w: Writer, t: TermOption): string {
  const { words } = w;
  const text =
    t.years !== undefined
      ? w.years(t.years)
      : t.from !== undefined
        ? format(words.range, { from: t.from, to: w.years([t.to!]) })
        : t.toAge !== undefined
          ? format(words.terms.toAge, { age: t.toAge })
          : t.termLess !== undefined
            ? format(words.terms.termLess, { years: w.years([t.termLess]) })
            : t.wholeLife
              ? words.terms.wholeLife
              : t.single
                ? words.terms.single
                : words.terms.wholeTerm;
  return w.withOption(text, t.when);
}

/** A fact's value, in lines, in the writer's language. */
function valueLines(w: Writer, name: KeyFactName, facts: KeyFacts): string[] {
  const { words } = w;
  switch (name) {
    case 'entryAge':
    case 'maturityAge':
    case 'vestingAge': {
      const range = facts[name]!;
      return ageLines(w, range, coversEveryOption([...(range.min ?? []), ...(range.max ?? [])], facts));
    }
    case 'policyTerm':
    case 'premiumTerm':
      return facts[name]!.options.map((t) => termText(w, t));
    case 'premiumModes':
      return [w.capital(w.list(facts.premiumModes!.modes.map((mode) => words.modes[mode])))];
    case 'minimumSumAssured':
    case 'minimumPurchasePrice':
      return [w.rupees(facts[name]!.amount)];
    case 'minimumPremium':
      return facts.minimumPremium!.amounts.map(({ amount, per }) => format(words.per[per], { amount: w.rupees(amount) }));
    case 'benefits':
      return facts.benefits!.pays.map((benefit) => words.benefits[benefit]);
  }
}

const sourceLink = (source: KeyFactSource): SourceLink => ({
  href: source.url,
  host: hostOf(source.url),
  ...(source.pageOrClause ? { at: source.pageOrClause } : {}),
});

/** Every key fact a plan has, in the table's order, written with a language's words. */
export function keyFactRows(dict: KeyFactWords, facts: KeyFacts | undefined): KeyFactRow[] {
  if (!facts) return [];
  const w = writer(dict);
  return KEY_FACT_NAMES.filter((name) => facts[name] !== undefined).map((name) => ({
    name,
    label: w.words.labels[name],
    lines: valueLines(w, name, facts),
    sources: facts[name]!.sources.map(sourceLink),
  }));
}

/** The key facts section of a plan's page (id="key-facts"), or undefined for a plan without key facts. */
export type KeyFactsView = {
  heading: string;
  caption: string;
  rows: KeyFactRow[];
  /** Where the figures come from, and that the brochure is the final word; for a withdrawn plan, that it is no longer sold. */
  notes: string[];
  words: Pick<Words, 'fact' | 'value' | 'source'>;
  newTab: string;
};

export function keyFactsView(dict: KeyFactWords & Pick<Dictionary, 'a11y'>, plan: Plan): KeyFactsView | undefined {
  const rows = keyFactRows(dict, plan.keyFacts);
  if (rows.length === 0) return undefined;
  const words = dict.keyFacts;
  return {
    heading: words.heading,
    caption: format(words.caption, { plan: plan.name }),
    rows,
    notes: [...(plan.status === 'withdrawn' ? [words.withdrawn] : []), words.note],
    words: { fact: words.fact, value: words.value, source: words.source },
    newTab: dict.a11y.newTab,
  };
}
