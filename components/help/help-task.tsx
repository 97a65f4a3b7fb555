import type { HelpTask } from '@/lib/content';
import type { Dictionary } from '@/lib/i18n';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { WhatsAppLink } from '@/components/ui/contact-buttons';
import { inlineLinkClass } from '@/components/ui/inline-link';

export type HelpTaskProps = {
  task: HelpTask;
  /** The WhatsApp link whose message names the task. */
  whatsappHref: string;
  /** When the page was last checked, and that LIC's own rules are the final word. */
  checked?: string;
  finalWord: string;
  words: Pick<Dictionary['help'], 'canDo' | 'steps' | 'documents' | 'official' | 'whatsapp'>;
  newTab: string;
};

/** One help task: what the policyholder can do, the steps, what to keep ready, LIC's own page and our help. */
export function HelpTaskBody({ task, whatsappHref, checked, finalWord, words, newTab }: HelpTaskProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
      <div className="space-y-8">
        <section aria-labelledby="can-do-heading">
          <h2 id="can-do-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
            {words.canDo}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-[1.05rem]">{task.canDo}</p>
        </section>
        <section aria-labelledby="steps-heading" className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 sm:p-7">
          <h2 id="steps-heading" className="text-xl font-extrabold text-brand-900">
            {words.steps}
          </h2>
          <ol className="mt-5 space-y-4">
            {task.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-relaxed text-slate-800">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="documents-heading" className="rounded-2xl bg-gold-50 p-5 ring-1 ring-gold-200 sm:p-7">
          <h2 id="documents-heading" className="text-xl font-extrabold text-brand-900">
            {words.documents}
          </h2>
          <ul className="mt-4 space-y-3">
            {task.documents.map((document) => (
              <li key={document} className="flex gap-3 leading-relaxed text-slate-800">
                <Icon name="file" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                <span>{document}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="flex gap-3 text-sm leading-relaxed text-slate-600">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            {finalWord}
            {checked && ` ${checked}`}
          </span>
        </p>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-40 lg:self-start">
        <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 sm:p-6">
          <p className="text-sm font-bold tracking-wide text-brand-600 uppercase">{words.official}</p>
          <ExternalLink href={task.official.href} newTab={newTab} className={inlineLinkClass('mt-2 inline-flex items-start gap-2')}>
            {task.official.label}
            <Icon name="arrow-up-right" className="mt-0.5 size-4 shrink-0" />
          </ExternalLink>
        </div>
        <WhatsAppLink href={whatsappHref} label={words.whatsapp} newTab={newTab} variant="whatsapp" className="w-full" />
      </aside>
    </div>
  );
}
