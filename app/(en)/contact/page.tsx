import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { formatParts, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';
import { directionsHref, formatWhatsappNumber, mailHref, telHref, whatsappHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { HelpTeaser } from '@/components/help/help-teaser';
import { buttonClass } from '@/components/ui/button';
import { CheckItem } from '@/components/ui/check-item';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { PostalAddress } from '@/components/ui/postal-address';
import { SectionHeading } from '@/components/ui/section-heading';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, title: getDictionary(locale).contact.heading, description: getContent(locale).contactPage.intro, path: pathOf('contact') });
}

type ChannelProps = {
  icon: IconName;
  iconClassName: string;
  title: string;
  value: ReactNode;
  text: string;
  children: ReactNode;
  testId: string;
};

function ChannelCard({ icon, iconClassName, title, value, text, children, testId }: ChannelProps) {
  return (
    <li
      className="flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-brand-100 transition hover:shadow-lift motion-reduce:transition-none sm:p-7"
      data-testid={testId}
    >
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

const inlineLink = 'font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900';

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { site, contactPage: page } = getContent(locale);
  return (
    <>
      <PageHero title={dict.contact.heading} eyebrow={page.eyebrow} intro={page.intro}>
        {/* Room for the cards that overlap the bottom of the banner. */}
        <div aria-hidden="true" className="h-6 sm:h-8" />
      </PageHero>

      <section aria-label={dict.contact.channelsLabel} className="relative z-10 -mt-8 pb-6 sm:-mt-10">
        <ul className="container-page grid gap-5 md:grid-cols-3">
          <ChannelCard icon="phone" iconClassName="bg-gold-400 text-brand-950" title={page.call.title} value={site.phone} text={page.call.text} testId="contact-phone">
            <a href={telHref(site.phone)} className={buttonClass('gold', 'w-full')}>
              <Icon name="phone" className="size-5" />
              {dict.contact.callNow}
            </a>
          </ChannelCard>
          <ChannelCard
            icon="mail"
            iconClassName="bg-brand-700 text-white"
            title={page.email.title}
            value={<span className="break-all">{site.email}</span>}
            text={page.email.text}
            testId="contact-email"
          >
            <a href={mailHref(site.email)} className={buttonClass('navy', 'w-full')}>
              <Icon name="mail" className="size-5" />
              {dict.contact.emailUs}
            </a>
          </ChannelCard>
          <ChannelCard
            icon="whatsapp"
            iconClassName="bg-whatsapp text-ink"
            title={page.whatsapp.title}
            value={
              <ExternalLink
                href={whatsappHref(site.whatsapp)}
                newTab={dict.a11y.newTab}
                className="rounded text-brand-800 underline decoration-whatsapp decoration-2 underline-offset-4 hover:text-brand-950"
                data-testid="whatsapp-number"
              >
                {formatWhatsappNumber(site.whatsapp)}
              </ExternalLink>
            }
            text={page.whatsapp.text}
            testId="contact-whatsapp"
          >
            <ExternalLink href={whatsappHref(site.whatsapp, site.whatsappMessage)} newTab={dict.a11y.newTab} className={buttonClass('whatsapp', 'w-full')}>
              <Icon name="whatsapp" className="size-5" />
              {dict.contact.startChat}
            </ExternalLink>
          </ChannelCard>
        </ul>
      </section>

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
            <SectionHeading id="visit-heading" eyebrow={page.visit.eyebrow} title={page.visit.heading} text={page.visit.text} inverted />
            <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
              <VisitItem icon="pin" heading={dict.contact.address}>
                <PostalAddress address={site.address} className="mt-2 text-base leading-relaxed not-italic text-brand-50" testId="contact-address" />
                {site.geo && (
                  <ExternalLink href={directionsHref(site.geo)} newTab={dict.a11y.newTab} data-testid="contact-directions" className={buttonClass('outline-light', 'mt-4')}>
                    <Icon name="directions" className="size-5" />
                    {dict.contact.directions}
                  </ExternalLink>
                )}
              </VisitItem>
              <VisitItem icon="clock" heading={dict.contact.hours}>
                <p className="mt-2 text-base leading-relaxed text-brand-50" data-testid="contact-hours">
                  {site.hours}
                </p>
              </VisitItem>
            </div>
          </div>

          <div className="flex flex-col rounded-3xl bg-gradient-to-br from-gold-50 to-cream p-7 shadow-card ring-1 ring-gold-200 sm:p-10">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card ring-1 ring-gold-200">
                <Icon name="heart" className="size-6" />
              </span>
              <h2 className="text-2xl font-extrabold text-brand-900">{page.help.heading}</h2>
            </div>
            <ul className="mt-6 space-y-3 text-base font-medium text-ink">
              {page.help.items.map((item) => (
                <CheckItem key={item}>{item}</CheckItem>
              ))}
            </ul>
            <HelpTeaser href={urlFor(locale, 'policyHelp')} words={dict.help} tone="light" className="mt-6 rounded-2xl bg-white/70 p-4 ring-1 ring-gold-200" />
            <p className="mt-8 border-t border-gold-200 pt-6 text-sm leading-relaxed text-slate-600 lg:mt-auto">
              {formatParts(page.help.closing, {
                about: (
                  <Link key="about" href={urlFor(locale, 'about')} className={inlineLink}>
                    {page.help.aboutLink}
                  </Link>
                ),
                plans: (
                  <Link key="plans" href={urlFor(locale, 'products')} className={inlineLink}>
                    {page.help.plansLink}
                  </Link>
                ),
              })}
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="complaints-heading" data-testid="complaints" className="pb-16 sm:pb-20">
        <div className="container-page">
          <SectionHeading id="complaints-heading" title={page.complaints.heading} text={page.complaints.intro} />
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {page.complaints.steps.map((step) => (
              <li key={step.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-brand-100 sm:p-7">
                <h3 className="text-lg font-extrabold text-brand-900">{step.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
                <ul className="mt-4 space-y-2">
                  {step.links.map((link) => (
                    <li key={link.href}>
                      <ExternalLink href={link.href} newTab={dict.a11y.newTab} className={inlineLink}>
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
    </>
  );
}
