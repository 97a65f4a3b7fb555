// @ts-check
/**
 * The comparison's view, as plain functions: the view the address holds (?plans=a,b&age=35&child=4&need=…),
 * the plans it shows, and the texts it says (the count, the plans compared, the WhatsApp message), in the
 * page's words. No DOM, and one import (lib/i18n/lists.js, inlined before it): the page's script (lib/compare-script.js) is inlined with it, and
 * the server (lib/pages/compare.ts), the request for LIC's illustration (lib/illustration.ts) and the
 * tests import it. A comment has its lines to itself, and no line of code starts with `*` or `//`.
 */

import { listOf } from './i18n/lists';

/** At most this many plans side by side. */
export const MOST_COMPARED = 3;

/** The most an age field takes, and the oldest a range without a maximum admits. */
export const OLDEST = 120;

/**
 * The view the address holds: the plans chosen to compare, the age of the person to be insured, a
 * child's age (for a child's need) and the need, each left out when not set.
 * @typedef {{ plans: string[], age?: number, child?: number, need?: string }} CompareState
 */

/**
 * What the script knows of a plan's column: its address, its entry ages as ranges of whole years,
 * its needs, its kind, and whether it is taken on a child's life (its ages are then the child's).
 * @typedef {{ id: string, name: string, ranges: { min: number, max: number }[], needs: string[], kind: string, child: boolean }} ComparedPlan
 */

/**
 * The words of the texts the script writes, in the page's language.
 * @typedef {object} CompareWords
 * @property {string} intl The locale for plural rules and lists.
 * @property {{ one: string, other: string }} showing {shown} of {total}.
 * @property {string} none
 * @property {string} comparing {plans}.
 * @property {string} pick
 * @property {string} limit
 * @property {string} notOpen {age}.
 * @property {string} notOpenChild {age}.
 * @property {{ generic: string, named: { one: string, other: string } }} whatsapp The message of the WhatsApp link: {plans}, by their number.
 */

/**
 * Fills `{name}` placeholders (lib/i18n/format.ts does the same on the server; the page's inline script imports nothing).
 * @param {string} template @param {Record<string, string | number>} vars
 */
export const fill = (template, vars) => template.replace(/\{(\w+)\}/g, (whole, key) => (key in vars ? String(vars[key]) : whole));

/**
 * A whole number of years from a field or the address, or undefined.
 * @param {string | null | undefined} text
 */
function years(text) {
  const value = (text ?? '').trim();
  return /^\d{1,3}$/.test(value) && Number(value) <= OLDEST ? Number(value) : undefined;
}

/**
 * Reads the view from an address's query. Unknown plans and needs, a fourth plan and an age that is not a
 * whole number of years are left out; `plans` is read as one comma-separated value or as several; a child's
 * age only with a child's need.
 * @param {string} search
 * @param {{ plans: readonly string[], needs: readonly string[], childNeeds: readonly string[] }} known
 * @returns {CompareState}
 */
export function readAddress(search, known) {
  const query = new URLSearchParams(search);
  const plans = query
    .getAll('plans')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id, index, all) => known.plans.includes(id) && all.indexOf(id) === index)
    .slice(0, MOST_COMPARED);
  const age = years(query.get('age'));
  const needText = query.get('need') ?? '';
  const need = known.needs.includes(needText) ? needText : undefined;
  const child = need !== undefined && known.childNeeds.includes(need) ? years(query.get('child')) : undefined;
  return {
    plans,
    ...(age === undefined ? {} : { age }),
    ...(child === undefined ? {} : { child }),
    ...(need === undefined ? {} : { need }),
  };
}

/**
 * The query that holds a view: ?plans=a,b&age=35&child=5&need=…, or '' for the whole table.
 * @param {CompareState} state
 */
export function writeAddress(state) {
  const parts = [
    ...(state.plans.length > 0 ? [`plans=${state.plans.map(encodeURIComponent).join(',')}`] : []),
    ...(state.age === undefined ? [] : [`age=${state.age}`]),
    ...(state.child === undefined ? [] : [`child=${state.child}`]),
    ...(state.need === undefined ? [] : [`need=${encodeURIComponent(state.need)}`]),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Whether some option of a plan admits a person of `age` (whole years), bounds included.
 * @param {readonly { min: number, max: number }[]} ranges
 * @param {number} age
 */
export const admits = (ranges, age) => ranges.some((range) => range.min <= age && age <= range.max);

/**
 * The age a plan's limits are judged by in a view: a child's, for a plan on a child's life under a child's
 * need (undefined until it is entered), otherwise the age of the person to be insured.
 * @param {Pick<ComparedPlan, 'child'>} plan
 * @param {CompareState} state
 * @param {readonly string[]} childNeeds
 */
export function judgedAge(plan, state, childNeeds) {
  return plan.child && state.need !== undefined && childNeeds.includes(state.need) ? state.child : state.age;
}

/**
 * The plans a view shows, in the table's order: the two or three chosen ones side by side; otherwise every
 * plan that serves the need and admits the age its limits are judged by, and a plan chosen on its own.
 * @param {readonly ComparedPlan[]} plans
 * @param {CompareState} state
 * @param {readonly string[]} childNeeds
 */
export function visiblePlans(plans, state, childNeeds) {
  if (state.plans.length >= 2) return plans.filter((plan) => state.plans.includes(plan.id)).map((plan) => plan.id);
  return plans
    .filter((plan) => {
      if (state.plans.includes(plan.id)) return true;
      const age = judgedAge(plan, state, childNeeds);
      return (state.need === undefined || plan.needs.includes(state.need)) && (age === undefined || admits(plan.ranges, age));
    })
    .map((plan) => plan.id);
}

/**
 * A list in the page's language: "A", "A and B", "A, B and C" (lib/i18n/lists.js).
 * @param {readonly string[]} items @param {string} intl
 */
export const joinList = (items, intl) => listOf(items, intl, 'conjunction');

/**
 * The form of a phrase for a count, by the language's plural rules.
 * @param {{ one: string, other: string }} forms @param {number} count @param {string} intl
 */
const pluralOf = (forms, count, intl) => (new Intl.PluralRules(intl).select(count) === 'one' ? forms.one : forms.other);

/**
 * What the comparison says it shows: the plans compared by name, none, or how many of how many; and the
 * hint under it (tick another plan; at most three).
 * @param {CompareWords} words
 * @param {{ shown: number, total: number, chosen: readonly string[] }} view `chosen`: the names of the ticked plans.
 */
export function statusText(words, { shown, total, chosen }) {
  const message =
    chosen.length >= 2
      ? fill(words.comparing, { plans: joinList(chosen, words.intl) })
      : shown === 0
        ? words.none
        : fill(pluralOf(words.showing, shown, words.intl), { shown, total });
  const hint = chosen.length === 1 ? words.pick : chosen.length >= MOST_COMPARED ? words.limit : '';
  return { message, hint };
}

/**
 * The message of the comparison's WhatsApp link: the ticked plans by name, or the generic one.
 * @param {CompareWords} words @param {readonly string[]} chosen
 */
export const whatsappMessage = (words, chosen) =>
  chosen.length > 0
    ? fill(pluralOf(words.whatsapp.named, chosen.length, words.intl), { plans: joinList(chosen, words.intl) })
    : words.whatsapp.generic;
