import 'server-only';
import type { Plan } from '@/lib/content';
import { asksTerm, illustrationAmount, onChildsLife } from '@/lib/compare';
import { format } from '@/lib/i18n';
import { illustrationMessage, type IllustrationWords } from '@/lib/illustration';
import type { SiteContext } from '@/lib/seo/metadata';
import { whatsappHref } from '@/lib/text';

/**
 * "Ask for LIC's benefit illustration": on a plan's page on sale and on the comparison, a short form
 * (the age, the amount the plan is bought by, the term where it has a choice of terms) that opens
 * WhatsApp with a message naming the plan or plans and the figures. It is a GET form to the owner's
 * wa.me address with one field, `text`: without JavaScript it sends the message naming the plan (the
 * figures are typed in the chat); with it, the form writes the figures into that message as it is sent.
 */
export type IllustrationView = {
  heading: string;
  text: string;
  /** Under the button, without JavaScript (the figure fields are not shown then). */
  noScript: string;
  /** https://wa.me/<digits>: the owner's WhatsApp. */
  action: string;
  /** The message sent without JavaScript: the plan or plans named, no figures. */
  message: string;
  fields: { age: { label: string; hint?: string }; amount: { label: string }; term?: { label: string } };
  optional: string;
  submit: string;
  newTab: string;
  words: IllustrationWords;
};

type Words = SiteContext['dict']['illustration'];

/** A plan as the message names it: LIC's Jeevan Labh (Plan No. 736). */
const planName = ({ dict }: SiteContext, plan: Plan) =>
  format(dict.illustration.plan, { name: plan.name, planNo: format(dict.plan.planNo, { planNo: plan.planNo }) });

function view(context: SiteContext, words: IllustrationWords, fields: IllustrationView['fields']): IllustrationView {
  const { dict, site } = context;
  const own: Words = dict.illustration;
  return {
    heading: own.heading,
    text: own.text,
    noScript: own.noScript,
    action: whatsappHref(site.whatsapp),
    message: illustrationMessage(words),
    fields,
    optional: own.optional,
    submit: own.submit,
    newTab: dict.a11y.newTab,
    words,
  };
}

const rupees = (own: Words, amount: string) => format(own.inRupees, { amount });

/** The request for one plan on sale: its age (the child's, for a plan on a child's life), its amount and its term. */
export function planIllustration(context: SiteContext, plan: Plan): IllustrationView {
  const own = context.dict.illustration;
  const amount = own.amounts[illustrationAmount(plan)];
  const words: IllustrationWords = {
    intl: context.dict.meta.intl,
    message: own.message,
    figures: own.figures,
    amount,
    plans: [{ id: plan.path, name: planName(context, plan) }],
  };
  return view(context, words, {
    age: { label: onChildsLife(plan.keyFacts?.entryAge) ? own.childAge : own.age },
    amount: { label: rupees(own, amount) },
    ...(asksTerm(plan) ? { term: { label: own.term } } : {}),
  });
}

/** The request on the comparison: for the plans ticked when it is sent (or the plans compared, while none is). */
export function comparisonIllustration(context: SiteContext, plans: Plan[]): IllustrationView {
  const own = context.dict.illustration;
  const words: IllustrationWords = {
    intl: context.dict.meta.intl,
    message: own.message,
    figures: own.figures,
    amount: own.amounts.any,
    plans: plans.map((plan) => ({ id: plan.path, name: planName(context, plan) })),
    ticked: { compared: own.compared, intl: context.dict.meta.intl },
  };
  return view(context, words, {
    age: { label: own.age, hint: own.ageHint },
    amount: { label: rupees(own, own.amounts.any) },
    term: { label: own.term },
  });
}
