/**
 * The message that asks for LIC's benefit illustration on WhatsApp: the plan or plans by name, then
 * each figure the visitor gave, in the page's language. Nothing is computed and nothing is stored: the
 * message is the visitor's, sent from their own phone. The request form (components/plans/
 * illustration-form.tsx) writes it when sent; the server writes the one sent without JavaScript.
 */
import { format } from '@/lib/i18n/format';
import { joinList, readAddress } from './compare-view';

/** What the message is made of, in the page's language (lib/pages/illustration.ts). */
export type IllustrationWords = {
  intl: string;
  /** 'Hello! Please send me LIC’s benefit illustration for {plans}.' */
  message: string;
  /** Each figure given: {value}; the amount's also {label}. */
  figures: { age: string; amount: string; term: string };
  /** The amount's name in the message: “Sum assured”. */
  amount: string;
  /** The plans the message can name, as it names them: “LIC’s Jeevan Labh (Plan No. 736)”. */
  plans: { id: string; name: string }[];
  /**
   * On the comparison: the message names the plans ticked now (the address's), joined with the
   * language's words (CLDR's, lib/i18n/lists.js, in `intl`); while none is ticked, `compared`.
   */
  ticked?: { compared: string; intl: string };
};

/** The figures the visitor typed, each as typed (a field left empty is left out). */
export type IllustrationFigures = { age?: string; amount?: string; term?: string };

/** The plans the message names: the one plan, or on the comparison those ticked in `search`. */
function namedPlans(words: IllustrationWords, search: string): string {
  if (!words.ticked) return words.plans.map((plan) => plan.name).join(', ');
  const known = { plans: words.plans.map((plan) => plan.id), needs: [], childNeeds: [] };
  const ticked = readAddress(search, known).plans.map((id) => words.plans.find((plan) => plan.id === id)?.name ?? id);
  return ticked.length > 0 ? joinList(ticked, words.ticked.intl) : words.ticked.compared;
}

/** The message, with the figures given: "… for LIC’s Jeevan Labh (Plan No. 736). Age: 35. Sum assured: ₹10,00,000." */
export function illustrationMessage(words: IllustrationWords, figures: IllustrationFigures = {}, search = ''): string {
  const number = new Intl.NumberFormat(words.intl, { numberingSystem: 'latn', maximumFractionDigits: 0 });
  const given = (value: string | undefined) => (value ?? '').trim();
  const amount = given(figures.amount).replace(/[,\s₹]/g, '');
  const parts = [
    format(words.message, { plans: namedPlans(words, search) }),
    ...(given(figures.age) ? [format(words.figures.age, { value: given(figures.age) })] : []),
    ...(amount
      ? [format(words.figures.amount, { label: words.amount, value: /^\d+$/.test(amount) ? number.format(Number(amount)) : amount })]
      : []),
    ...(given(figures.term) ? [format(words.figures.term, { value: given(figures.term) })] : []),
  ];
  return parts.join(' ');
}
