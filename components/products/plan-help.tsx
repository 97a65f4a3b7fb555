import type { ReactNode } from 'react';
import { getSite } from '@/lib/content';
import { telHref, whatsappHref } from '@/lib/text';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';

export type PlanHelpProps = {
  /** Id for the section heading. */
  id: string;
  heading: string;
  children: ReactNode;
  /** Words on the call button. */
  callLabel?: string;
  /** The message prefilled in WhatsApp. */
  whatsappMessage?: string;
};

/** The navy call-to-action band under plan lists: a call button and a WhatsApp chat, with the number and hours. */
export function PlanHelp({ id, heading, children, callLabel = 'Call us now', whatsappMessage }: PlanHelpProps) {
  const site = getSite();
  return (
    <section aria-labelledby={id} className="container-page pb-16 sm:pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-10 text-white shadow-lift sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-14">
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
              {site.phone}
            </span>
            <span className="inline-flex items-center gap-2">
              <Icon name="clock" className="size-4 text-gold-300" />
              {site.hours}
            </span>
          </p>
        </div>
        <div className="relative mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col xl:flex-row">
          <a
            href={telHref(site.phone)}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-6 py-3.5 font-bold text-brand-950 shadow-card transition-colors hover:bg-gold-300"
          >
            <Icon name="phone" className="size-5" />
            {callLabel}
          </a>
          <ExternalLink
            href={whatsappHref(site.whatsapp, whatsappMessage ?? site.whatsappMessage)}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white/10 px-6 py-3.5 font-bold text-white ring-1 ring-white/40 transition-colors hover:bg-white/20"
          >
            <Icon name="whatsapp" className="size-5" />
            Chat on WhatsApp
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
