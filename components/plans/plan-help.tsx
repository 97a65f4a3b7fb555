import type { ReactNode } from 'react';
import type { ContactBandView } from '@/lib/pages/contact-band';
import { Icon } from '@/components/ui/icons';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';

export type PlanHelpProps = {
  /** The number, the hours and the two actions (lib/pages/contact-band.ts). */
  contact: ContactBandView;
  /** Id for the section heading. */
  id: string;
  heading: string;
  children: ReactNode;
};

/** The navy call-to-action band under plan lists: a call button and a WhatsApp chat, with the number and hours. */
export function PlanHelp({ contact, id, heading, children }: PlanHelpProps) {
  return (
    <section aria-labelledby={id} className="container-page pb-16 sm:pb-20">
      <div
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-10 text-white shadow-lift sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-14"
        data-surface="dark"
      >
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-gold-400/20 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 left-10 size-56 rounded-full bg-brand-400/25 blur-2xl" />
        <div className="relative max-w-2xl">
          <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <div className="mt-3 text-base leading-relaxed text-brand-100">{children}</div>
          <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-brand-100">
            <span className="inline-flex items-center gap-2">
              <Icon name="phone" className="size-4 text-gold-300" />
              {contact.phone}
            </span>
            <span className="inline-flex items-center gap-2">
              <Icon name="clock" className="size-4 text-gold-300" />
              {contact.hours}
            </span>
          </p>
        </div>
        <div className="relative mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col xl:flex-row">
          <CallButton {...contact.call} variant="gold" />
          <WhatsAppLink {...contact.whatsapp} newTab={contact.newTab} variant="outline-light" />
        </div>
      </div>
    </section>
  );
}
