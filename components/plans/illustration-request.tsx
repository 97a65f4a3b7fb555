import type { IllustrationView } from '@/lib/pages/illustration';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { IllustrationForm } from './illustration-form';

const field =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-brand-200 bg-white px-3.5 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * "Ask for LIC's benefit illustration", on a plan's page on sale and on the comparison: the age, the
 * amount and the term where the plan has a choice, then a button that opens WhatsApp with a message
 * naming the plan or plans and those figures. Without JavaScript the fields, which only the script can
 * put into the message, are not shown (`data-needs-script`): the button sends the message naming the plan.
 */
export function IllustrationRequest({
  id,
  view,
  level = 2,
  className,
}: {
  id: string;
  view: IllustrationView;
  /** Its heading's level: 2 on the comparison, 3 inside a plan page's section. */
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { heading, text, noScript, action, message, fields, optional, submit, newTab, words } = view;
  const input = (name: 'age' | 'amount' | 'term', label: string, props: { hint?: string; optional?: boolean }) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-brand-900">
        {label}
        {props.optional && <span className="font-normal text-slate-600"> ({optional})</span>}
      </label>
      <input
        id={`${id}-${name}`}
        data-figure={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        {...(props.hint ? { 'aria-describedby': `${id}-${name}-hint` } : {})}
        className={field}
      />
      {props.hint && (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 sm:p-7">
        <Heading id={`${id}-heading`} className="flex items-center gap-3 font-display text-lg font-bold text-brand-900 sm:text-xl">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon name="file" className="size-5" />
          </span>
          {heading}
        </Heading>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{text}</p>
        <IllustrationForm action={action} message={message} words={words} className="mt-5">
          <div data-needs-script className="grid gap-4 sm:grid-cols-3">
            {input('age', fields.age.label, fields.age.hint ? { hint: fields.age.hint } : {})}
            {input('amount', fields.amount.label, { optional: true })}
            {fields.term && input('term', fields.term.label, { optional: true })}
          </div>
          <button type="submit" className={buttonClass('whatsapp', 'mt-5 w-full sm:w-auto')}>
            <Icon name="whatsapp" className="size-5" />
            {submit}
            <span className="sr-only"> {newTab}</span>
          </button>
          <noscript>
            <p className="mt-3 text-sm text-slate-700">{noScript}</p>
          </noscript>
        </IllustrationForm>
      </div>
    </section>
  );
}
