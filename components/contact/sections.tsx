import type { ReactNode } from 'react';
import type { ContactPageContent } from '@/lib/content';
import { formatParts } from '@/lib/i18n/format';
import type { ContactPageView } from '@/lib/pages/contact';
import { HelpTeaser } from '@/components/help/help-teaser';
import { buttonClass } from '@/components/ui/button';
import { CheckItem } from '@/components/ui/check-item';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PostalAddress } from '@/components/ui/postal-address';
import { SectionHeading } from '@/components/ui/section-heading';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';
import { inlineLinkClass } from '@/components/ui/inline-link';

type ChannelProps = {
  icon: IconName;
  iconClassName: string;
  title: string;
  value: ReactNode;
  text: string;
  children: ReactNode;
};

function ChannelCard({ icon, iconClassName, title, value, text, children }: ChannelProps) {
  return (
    <li className="flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-brand-100 transition hover:shadow-lift motion-reduce:transition-none sm:p-7">
      <span className={`inline-flex size-14 items-center justify-center rounded-2xl shadow-card ${iconClassName}`}>
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold text-brand-900">{title}</h2>
      <p className="mt-1 text-lg font-semibold break-words text-ink">{value}</p>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
      <div className="mt-6">{children}</div>
    </li>
  );
}

function VisitItem({ icon, heading, children }: { icon: IconName; heading: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-gold-300 ring-1 ring-white/20">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h3 className="text-sm font-bold tracking-[0.14em] text-gold-300 uppercase">{heading}</h3>
        {children}
      </div>
    </div>
  );
}

const inlineLink = inlineLinkClass();

/** The three ways to reach the agency (call, e-mail, WhatsApp), as cards overlapping the banner. */
export function ContactChannels({
  content,
  phone,
  email,
  whatsapp,
  words,
}: Pick<ContactPageView, 'content' | 'phone' | 'email' | 'whatsapp' | 'words'>) {
  return (
    <section aria-label={words.contact.channelsLabel} className="relative z-10 -mt-8 pb-6 sm:-mt-10">
      <ul className="container-page grid gap-5 md:grid-cols-3">
        <ChannelCard
          icon="phone"
          iconClassName="bg-gold-400 text-brand-950"
          title={content.call.title}
          value={phone.number}
          text={content.call.text}
        >
          <CallButton href={phone.href} label={words.contact.callNow} variant="gold" className="w-full" />
        </ChannelCard>
        <ChannelCard
          icon="mail"
          iconClassName="bg-brand-700 text-white"
          title={content.email.title}
          value={<span className="break-all">{email.address}</span>}
          text={content.email.text}
        >
          <a href={email.href} className={buttonClass('navy', 'w-full')}>
            <Icon name="mail" className="size-5" />
            {words.contact.emailUs}
          </a>
        </ChannelCard>
        <ChannelCard
          icon="whatsapp"
          iconClassName="bg-whatsapp text-ink"
          title={content.whatsapp.title}
          value={
            <ExternalLink
              href={whatsapp.href}
              newTab={words.newTab}
              className="rounded text-brand-800 underline decoration-whatsapp decoration-2 underline-offset-4 hover:text-brand-950"
            >
              {whatsapp.number}
            </ExternalLink>
          }
          text={content.whatsapp.text}
        >
          <WhatsAppLink
            href={whatsapp.chatHref}
            label={words.contact.startChat}
            newTab={words.newTab}
            variant="whatsapp"
            className="w-full"
          />
        </ChannelCard>
      </ul>
    </section>
  );
}

/** The office (address, directions, hours) beside what the agency helps with. */
export function VisitAndHelp({ content, visit: visitAt, links, words }: Pick<ContactPageView, 'content' | 'visit' | 'links' | 'words'>) {
  return (
    <section aria-labelledby="visit-heading" className="py-12 sm:py-16">
      <div className="container-page grid gap-6 lg:grid-cols-[1.15fr_1fr]">
        <div
          className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 p-7 text-white shadow-lift sm:p-10"
          data-surface="dark"
        >
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-20 -right-16 size-64 rounded-full bg-brand-500/40 blur-3xl" />
            <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.07)_1px,transparent_0)] [background-size:24px_24px]" />
          </div>
          <SectionHeading
            id="visit-heading"
            eyebrow={content.visit.eyebrow}
            title={content.visit.heading}
            text={content.visit.text}
            inverted
          />
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
            <VisitItem icon="pin" heading={words.contact.address}>
              <PostalAddress address={visitAt.address} className="mt-2 text-base leading-relaxed text-brand-50 not-italic" />
              {visitAt.directionsHref && (
                <ExternalLink href={visitAt.directionsHref} newTab={words.newTab} className={buttonClass('outline-light', 'mt-4')}>
                  <Icon name="directions" className="size-5" />
                  {words.contact.directions}
                </ExternalLink>
              )}
            </VisitItem>
            <VisitItem icon="clock" heading={words.contact.hours}>
              <p className="mt-2 text-base leading-relaxed text-brand-50">{visitAt.hours}</p>
            </VisitItem>
          </div>
        </div>

        <div className="flex flex-col rounded-3xl bg-gradient-to-br from-gold-50 to-cream p-7 shadow-card ring-1 ring-gold-200 sm:p-10">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card ring-1 ring-gold-200">
              <Icon name="heart" className="size-6" />
            </span>
            <h2 className="text-2xl font-extrabold text-brand-900">{content.help.heading}</h2>
          </div>
          <ul className="mt-6 space-y-3 text-base font-medium text-ink">
            {content.help.items.map((item) => (
              <CheckItem key={item}>{item}</CheckItem>
            ))}
          </ul>
          <HelpTeaser href={links.help} words={words.help} tone="light" className="mt-6 rounded-2xl bg-white/70 p-4 ring-1 ring-gold-200" />
          <p className="mt-8 border-t border-gold-200 pt-6 text-sm leading-relaxed text-slate-600 lg:mt-auto">
            {formatParts(content.help.closing, {
              about: (
                <Link key="about" href={links.about} className={inlineLink}>
                  {content.help.aboutLink}
                </Link>
              ),
              plans: (
                <Link key="plans" href={links.plans} className={inlineLink}>
                  {content.help.plansLink}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
    </section>
  );
}

/** How to complain: the insurer's steps, each with its links. */
export function Complaints({ complaints, newTab }: { complaints: ContactPageContent['complaints']; newTab: string }) {
  return (
    <section aria-labelledby="complaints-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <SectionHeading id="complaints-heading" title={complaints.heading} text={complaints.intro} />
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {complaints.steps.map((step) => (
            <li key={step.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-brand-100 sm:p-7">
              <h3 className="text-lg font-extrabold text-brand-900">{step.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
              <ul className="mt-4 space-y-2">
                {step.links.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href} newTab={newTab} className={inlineLink}>
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
