/**
 * The comparison of plans on /compare-plans, as typed rules of the domain, without words: which plans
 * a person of an age can join (from each plan's key facts, as ranges of whole years), whose age a
 * plan's limits are, which key facts a kind of plan has at all, what each kind of plan pays in LIC's
 * terms, the columns' order, what a request for LIC's illustration asks, and the addresses into the
 * comparison. The address's view and the texts it says are lib/compare-view.js; the page's script,
 * lib/compare-script.js.
 */
import type { CategorySlug, PlanKind } from '@/lib/content/schema/schemas';
import type { AgeBound, KeyFactCondition, KeyFactName, KeyFacts } from '@/lib/content/schema/key-facts';
import type { Locale } from '@/lib/i18n/locales';
import { urlFor } from '@/lib/urls';
import { admits, MOST_COMPARED, writeAddress, type CompareState } from './compare-view';

/** A plan as the comparison reads it: what the plan is, never its words. */
type ComparedPlan = { path: string; kind: PlanKind; planNo: string; categories: readonly string[]; keyFacts?: KeyFacts };

/** A plan's entry ages, as its key facts give them: minima and maxima, each for every option or for one. */
export type EntryAges = { min?: readonly AgeBound[]; max?: readonly AgeBound[] };

/** An age range of one option of a plan, in whole years, both ends included. */
export type AgeRange = { min: number; max: number };

/** An age in whole years: days count as the years they make, so a child plan's 30 days is 0 years (a newborn). */
export const inYears = (age: Pick<AgeBound, 'value' | 'unit'>) => (age.unit === 'days' ? Math.floor(age.value / 365) : age.value);

/** The option a bound holds for, as one key: '' for every option. */
const optionKey = (when: KeyFactCondition | undefined) =>
  when
    ? Object.entries(when)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join('&')
    : '';

/** The most an age can be: an option without a known maximum admits every age above its minimum. */
const OLDEST = 120;

/**
 * A plan's entry ages as one range of whole years per option: an option's bound is the one given for it,
 * or the one that holds for every option. An option without a known minimum and maximum, when the other
 * options have them, is left out (its limits are not known); a plan without entry ages has no range, so
 * the table cannot say it fits.
 */
export function entryRanges(entry: EntryAges | undefined): AgeRange[] {
  if (!entry) return [];
  const min = entry.min ?? [];
  const max = entry.max ?? [];
  const options = [...new Set([...min, ...max].map((bound) => optionKey(bound.when)))];
  const bound = (list: readonly AgeBound[], option: string) =>
    list.find((b) => optionKey(b.when) === option) ?? list.find((b) => b.when === undefined);
  return options.flatMap((option) => {
    const lower = min.length === 0 ? 0 : bound(min, option);
    const upper = max.length === 0 ? OLDEST : bound(max, option);
    if (lower === undefined || upper === undefined) return [];
    return [{ min: typeof lower === 'number' ? lower : inYears(lower), max: typeof upper === 'number' ? upper : inYears(upper) }];
  });
}

/** Whether a person of `age` (whole years) can join the plan: some option of it admits that age, bounds included. */
export const admitsAge = (entry: EntryAges | undefined, age: number) => admits(entryRanges(entry), age);

/** The youngest a plan takes, in days, where its brochure counts the youngest age in days (a baby of 90 days). */
export function youngestInDays(entry: EntryAges | undefined): number | undefined {
  const days = (entry?.min ?? []).filter((bound) => bound.unit === 'days').map((bound) => bound.value);
  return days.length > 0 ? Math.min(...days) : undefined;
}

/** The needs that are a child's: their plans may be taken on the child's life, whose age is then the one that counts. */
export const CHILDREN_NEEDS: readonly CategorySlug[] = ['childrens-education', 'childresns-marriage'];

/** The age of majority: a plan that takes no one older at entry is a child's. */
const MAJORITY = 18;

/**
 * Whether a plan is taken on a child's life, so its entry ages are the child's: every maximum age at
 * entry its key facts give is below 18. A plan that also takes adults says nothing of whose life it is on.
 */
export function onChildsLife(entry: EntryAges | undefined): boolean {
  const max = entry?.max ?? [];
  return max.length > 0 && max.every((bound) => inYears(bound) < MAJORITY);
}

/**
 * The key facts a plan of a kind does not have at all, so the table says "not applicable" rather than
 * "see the brochure": no purchase price but an annuity's; no policy term, sum assured, premium or
 * maturity for an annuity, whose purchase price buys a pension; an age at vesting only for a plan that
 * vests (an annuity, or a plan that pays its fund at vesting), and then no age at maturity.
 */
export function factExists(name: KeyFactName, plan: Pick<ComparedPlan, 'kind' | 'keyFacts'>): boolean {
  const vests = plan.kind === 'annuity' || (plan.keyFacts?.benefits?.pays.includes('vesting') ?? false);
  switch (name) {
    case 'minimumPurchasePrice':
      return plan.kind === 'annuity';
    case 'policyTerm':
    case 'minimumSumAssured':
    case 'minimumPremium':
      return plan.kind !== 'annuity';
    case 'maturityAge':
      return !vests;
    case 'vestingAge':
      return vests;
    default:
      return true;
  }
}

export { benefitOfKind, KIND_BENEFITS } from './benefits';

/** The columns' order: LIC's plan number, lowest first (a placeholder number last). It ranks nothing. */
export const byPlanNumber = (a: Pick<ComparedPlan, 'planNo'>, b: Pick<ComparedPlan, 'planNo'>) =>
  (Number(a.planNo) || Infinity) - (Number(b.planNo) || Infinity);

/** What a request for LIC's benefit illustration asks besides the age: the amount the plan is bought by. */
export type IllustrationAmount = 'sumAssured' | 'yearlyPremium' | 'singlePremium' | 'purchasePrice';

/**
 * The amount a plan's illustration is asked by, from its kind and key facts: an annuity's purchase price;
 * a unit-linked plan's premium (single, when it takes only a single premium), its sum assured being a
 * multiple of it; every other plan's sum assured.
 */
export function illustrationAmount(plan: Pick<ComparedPlan, 'kind' | 'keyFacts'>): IllustrationAmount {
  if (plan.kind === 'annuity') return 'purchasePrice';
  if (plan.kind !== 'unit-linked') return 'sumAssured';
  const modes = plan.keyFacts?.premiumModes?.modes ?? [];
  return modes.length > 0 && modes.every((mode) => mode === 'single') ? 'singlePremium' : 'yearlyPremium';
}

/** Whether a request for a plan's illustration asks for a term: a plan with a choice of policy terms. */
export function asksTerm(plan: Pick<ComparedPlan, 'kind' | 'keyFacts'>): boolean {
  const options = plan.keyFacts?.policyTerm?.options ?? [];
  return plan.kind !== 'annuity' && options.some((t) => (t.form === 'years' && t.years.length > 1) || t.form === 'range');
}

/** The comparison, in a language, at a view, with the results in view (#results). */
export const compareHref = (locale: Locale, state: CompareState) => `${urlFor(locale, 'comparePlans')}${writeAddress(state)}#results`;

/** The comparison of a need's plans: ticked, when they fit side by side; otherwise narrowed to the need. */
export function needComparison(locale: Locale, need: string, plans: readonly Pick<ComparedPlan, 'path'>[]) {
  return compareHref(locale, plans.length <= MOST_COMPARED ? { plans: plans.map((plan) => plan.path) } : { plans: [], need });
}
