/**
 * The comparison of plans on /compare-plans, as plain functions the page's script and its tests share:
 * which plans a person of an age can buy (from each plan's key facts), and the view kept in the
 * address (?plans=jeevan-labh,jeevan-umang&age=35&need=wealth-creations). No words and no content
 * loader here: the page's script imports this module.
 */
import type { AgeBound, KeyFactCondition } from '@/lib/content/key-facts';

/** A plan's entry ages, as its key facts give them: minima and maxima, each for every option or for one. */
export type EntryAges = { min?: readonly AgeBound[]; max?: readonly AgeBound[] };

/** What the script knows of each plan in the table: its address, its entry ages and its needs. */
export type ComparedPlan = { id: string; entryAge?: EntryAges; needs: readonly string[] };

/** At most this many plans side by side. */
export const MOST_COMPARED = 3;

/** An age in whole years: days count as the years they make, so a child plan's 30 days is 0 years (a newborn). */
export const inYears = (age: Pick<AgeBound, 'value' | 'unit'>) => (age.unit === 'days' ? Math.floor(age.value / 365) : age.value);

const sameOption = (a: KeyFactCondition | undefined, b: KeyFactCondition | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether a person of `age` (whole years) can buy the plan: some option of it admits that age, bounds
 * included. An option's bound is the one given for it, or the one that holds for every option; an option
 * without a known minimum and maximum admits no one (its limits are not known). A plan without entry
 * ages admits no one: the table cannot say it fits.
 */
export function admitsAge(entry: EntryAges | undefined, age: number): boolean {
  if (!entry) return false;
  const min = entry.min ?? [];
  const max = entry.max ?? [];
  const options = [...min, ...max]
    .map((bound) => bound.when)
    .filter((when, index, all) => all.findIndex((o) => sameOption(o, when)) === index);
  return options.some((option) => {
    const lower = min.length === 0 ? 0 : (min.find((b) => sameOption(b.when, option)) ?? min.find((b) => b.when === undefined));
    const upper = max.length === 0 ? Infinity : (max.find((b) => sameOption(b.when, option)) ?? max.find((b) => b.when === undefined));
    if (lower === undefined || upper === undefined) return false;
    return (typeof lower === 'number' ? lower : inYears(lower)) <= age && age <= (typeof upper === 'number' ? upper : inYears(upper));
  });
}

/** The view the address holds: the plans chosen to compare, the age and the need, each left out when not set. */
export type CompareState = { plans: string[]; age?: number; need?: string };

/** The most an age field takes. */
const OLDEST = 120;

/**
 * Reads the view from an address's query. Unknown plans and needs, a fourth plan and an age that is not
 * a whole number of years are left out; `plans` is read as one comma-separated value or as several.
 */
export function readAddress(search: string, known: { plans: readonly string[]; needs: readonly string[] }): CompareState {
  const query = new URLSearchParams(search);
  const plans = query
    .getAll('plans')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id, index, all) => known.plans.includes(id) && all.indexOf(id) === index)
    .slice(0, MOST_COMPARED);
  const ageText = query.get('age')?.trim() ?? '';
  const age = /^\d{1,3}$/.test(ageText) && Number(ageText) <= OLDEST ? Number(ageText) : undefined;
  const needText = query.get('need') ?? '';
  const need = known.needs.includes(needText) ? needText : undefined;
  return { plans, ...(age === undefined ? {} : { age }), ...(need === undefined ? {} : { need }) };
}

/** The query that holds a view: ?plans=a,b&age=35&need=…, or '' for the whole table. */
export function writeAddress(state: CompareState): string {
  const parts = [
    ...(state.plans.length > 0 ? [`plans=${state.plans.map(encodeURIComponent).join(',')}`] : []),
    ...(state.age === undefined ? [] : [`age=${state.age}`]),
    ...(state.need === undefined ? [] : [`need=${encodeURIComponent(state.need)}`]),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The plans the table shows for a view, in the table's order: the two or three chosen ones side by side;
 * otherwise every plan that admits the age and serves the need (all of them when neither is set).
 */
export function visiblePlans(plans: readonly ComparedPlan[], state: CompareState): string[] {
  if (state.plans.length >= 2) return plans.filter((plan) => state.plans.includes(plan.id)).map((plan) => plan.id);
  return plans
    .filter((plan) => state.age === undefined || admitsAge(plan.entryAge, state.age))
    .filter((plan) => state.need === undefined || plan.needs.includes(state.need))
    .map((plan) => plan.id);
}
