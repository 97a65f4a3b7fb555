import 'server-only';
import { salesStatus, type Plan } from '@/lib/content';
import {
  coversEveryOption,
  KEY_FACT_NAMES,
  type AgeBound,
  type KeyFactCondition,
  type KeyFactName,
  type KeyFacts,
  type TermOption,
} from '@/lib/content/schema/key-facts';
import { formatNewsDate } from '@/lib/dates';
import { format, type Dictionary } from '@/lib/i18n';
import { listOf } from '@/lib/i18n/lists';

/**
 * Where a visitor is sent for a plan's facts: LIC's sales brochure for the plan, by its number and UIN,
 * linked on licindia.in where the plan gives the address. Whatever pages gave the values (the content
 * keeps them for the owner), no visitor-facing view names another site.
 */
export type BrochureSource = { label: string; href?: string };

/** One key fact as a table shows it: its label and its value in lines. */
export type KeyFactRow = { name: KeyFactName; label: string; lines: string[] };

type Words = Dictionary['keyFacts'];

/** The words key facts are written with: a language's `keyFacts`, and its `meta` for how it writes numbers and dates. */
type KeyFactWords = Pick<Dictionary, 'keyFacts' | 'meta'>;

/** How one language writes the typed values of key facts. */
function writer(dict: KeyFactWords) {
  const words = dict.keyFacts;
  const intl = dict.meta.intl;
  const number = new Intl.NumberFormat(intl, { numberingSystem: 'latn', maximumFractionDigits: 2 });
  const all = new Intl.ListFormat(intl, { type: 'unit', style: 'short' });
  const rules = new Intl.PluralRules(intl);
  /** "16, 21 or 25": CLDR's "or" (lib/i18n/lists.ts). */
  const either = (values: readonly string[]) => listOf(values, intl, 'disjunction');
  /** "25 years", "16, 21 or 25 years": the form for the largest figure, with the figures listed. */
  const count = (forms: { one: string; other: string }, values: readonly number[]) =>
    format(rules.select(Math.max(...values)) === 'one' ? forms.one : forms.other, {
      count: either(values.map((value) => number.format(value))),
    });
  const years = (values: readonly number[]) => count(words.years, values);
  const age = (bound: Pick<AgeBound, 'value' | 'unit'>) => count(bound.unit === 'days' ? words.days : words.years, [bound.value]);
  /** "From birth to 12 years": a lower bound of 0 (days or years) is a newborn, never "0 days". */
  const fromBirth = (to: number) =>
    format(rules.select(to) === 'one' ? words.fromBirth.one : words.fromBirth.other, { count: number.format(to) });
  const rupees = (amount: number) => `₹${number.format(amount)}`;
  /** The option itself ("16-year term"), or nothing for a condition of a channel or entry ages alone. */
  const main = (when: KeyFactCondition): string | undefined => {
    switch (when.option) {
      case 'policyTerm':
      case 'premiumTerm':
        return format(words.options[when.option], { count: when.years });
      case 'payment':
        return words.options[when.payment];
      case 'sumAssured':
        return format(words.options.sumAssured, { count: number.format(when.times) });
      case 'annualisedPremiumBelow':
      case 'annualisedPremiumFrom':
        return format(words.options[when.option], { amount: rupees(when.rupees) });
      case 'channel':
      case 'entryAge':
        return undefined;
    }
  };
  const entryAges = ({ from, to }: NonNullable<KeyFactCondition['entryAge']>) =>
    from === undefined
      ? format(words.options.entryAgeUpTo, { count: number.format(to) })
      : format(words.options.entryAge, { from: number.format(from), count: number.format(to) });
  const option = (when: KeyFactCondition): string =>
    [
      main(when),
      'channel' in when && when.channel ? words.options.channel[when.channel] : undefined,
      when.entryAge && entryAges(when.entryAge),
    ]
      .filter((part) => part !== undefined)
      .join(words.optionSeparator);
  const withOption = (value: string, when: KeyFactCondition | undefined) =>
    when ? format(words.withOption, { value, option: option(when) }) : value;
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);
  return { words, years, age, fromBirth, rupees, withOption, capital, list: (items: string[]) => all.format(items) };
}
type Writer = ReturnType<typeof writer>;

/** Ages at entry, maturity or vesting: "8 to 59 years", "From birth to 12 years", or a minimum and a maximum by option. */
function ageLines(w: Writer, range: { min?: AgeBound[]; max?: AgeBound[] }, complete: boolean): string[] {
  const { words } = w;
  const [min, max] = [range.min ?? [], range.max ?? []];
  const plain = (list: AgeBound[]) => list.length === 1 && list[0]!.when === undefined;
  if (plain(min) && plain(max)) {
    const [low, high] = [min[0]!, max[0]!];
    if (low.value === high.value && low.unit === high.unit) return [w.age(high)];
    if (low.value === 0 && high.unit === 'years') return [w.fromBirth(high.value)];
    const from = low.unit === high.unit ? String(low.value) : w.age(low);
    return [format(words.range, { from, to: w.age(high) })];
  }
  // One line per option: "Maximum 59 years (16-year term)".
  const side = (template: string, list: AgeBound[]) => list.map((a) => format(template, { value: w.withOption(w.age(a), a.when) }));
  const lowest = min.map((a) =>
    a.value === 0 ? w.withOption(words.birth, a.when) : format(words.minimum, { value: w.withOption(w.age(a), a.when) }),
  );
  return [...lowest, ...side(words.maximum, max), ...(complete ? [] : [words.someOptions])];
}

/** One way a term runs, in words. */
function termWords(w: Writer, t: TermOption): string {
  const { words } = w;
  switch (t.form) {
    case 'years':
      return w.years(t.years);
    case 'range':
      return format(words.range, { from: t.from, to: w.years([t.to]) });
    case 'toAge':
      return format(words.terms.toAge, { age: t.age });
    case 'termLess':
      return format(words.terms.termLess, { years: w.years([t.years]) });
    case 'wholeLife':
    case 'single':
    case 'wholeTerm':
      return words.terms[t.form];
  }
}

/** One way a term runs, in words, with the option it holds for. */
const termText = (w: Writer, t: TermOption) => w.withOption(termWords(w, t), t.when);

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
    case 'minimumPurchasePrice': {
      const fact = facts[name]!;
      return [w.rupees(fact.amount), ...(fact.otherOptions ? [words.someOptions] : [])];
    }
    case 'minimumPremium':
      return facts.minimumPremium!.amounts.map(({ amount, per }) => format(words.per[per], { amount: w.rupees(amount) }));
    case 'benefits':
      return facts.benefits!.pays.map((benefit) => words.benefits[benefit]);
  }
}

/** Every key fact a plan has, in the table's order, written with a language's words. */
export function keyFactRows(dict: KeyFactWords, facts: KeyFacts | undefined): KeyFactRow[] {
  if (!facts) return [];
  const w = writer(dict);
  return KEY_FACT_NAMES.filter((name) => facts[name] !== undefined).map((name) => ({
    name,
    label: w.words.labels[name],
    lines: valueLines(w, name, facts),
  }));
}

/** A plan's key facts' authority for a visitor, in a language: “Source: LIC’s sales brochure for Jeevan Labh, Plan No. 736, UIN 512N304V03”. */
export function brochureSource(
  dict: Pick<Dictionary, 'keyFacts' | 'plan'>,
  plan: Pick<Plan, 'name' | 'planNo' | 'uin' | 'brochureUrl'>,
): BrochureSource {
  return {
    label: format(dict.keyFacts.source, {
      plan: plan.name,
      planNo: format(dict.plan.planNo, { planNo: plan.planNo }),
      uin: format(dict.plan.uin, { uin: plan.uin }),
    }),
    ...(plan.brochureUrl ? { href: plan.brochureUrl } : {}),
  };
}

/** The key facts section of a plan's page (id="key-facts"), or undefined for a plan without key facts. */
export type KeyFactsView = {
  heading: string;
  caption: string;
  rows: KeyFactRow[];
  /** LIC's sales brochure for the plan, the authority for every figure. */
  source: BrochureSource;
  /** Whether the owner has checked the facts against LIC's brochure: the day, or (in a preview) that nobody has yet. */
  check: { checked: boolean; text: string };
  /** That the brochure is the final word; for a withdrawn plan, first, that it is no longer sold. */
  notes: string[];
  words: Pick<Words, 'fact' | 'value'>;
  newTab: string;
};

/**
 * A plan's key facts as its page shows them. None for a plan without key facts (a production build has
 * taken out those nobody has checked: lib/content/rules/live.ts) or whose sales status is not settled, whose page
 * offers nothing.
 */
export function keyFactsView(dict: KeyFactWords & Pick<Dictionary, 'a11y' | 'plan'>, plan: Plan): KeyFactsView | undefined {
  if (salesStatus(plan) === 'unsettled') return undefined;
  const rows = keyFactRows(dict, plan.keyFacts);
  if (rows.length === 0) return undefined;
  const words = dict.keyFacts;
  return {
    heading: words.heading,
    caption: format(words.caption, { plan: plan.name }),
    rows,
    source: brochureSource(dict, plan),
    check: plan.keyFactsCheckedOn
      ? { checked: true, text: format(words.checked, { date: formatNewsDate(plan.keyFactsCheckedOn, dict.meta) }) }
      : { checked: false, text: words.unchecked },
    notes: [...(plan.status === 'withdrawn' ? [words.withdrawn] : []), words.note],
    words: { fact: words.fact, value: words.value },
    newTab: dict.a11y.newTab,
  };
}
