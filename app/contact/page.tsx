import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { formatWhatsappNumber, mailHref, telHref, whatsappHref } from '@/lib/text';
import { buttonClass } from '@/components/marketing/button';
import { CheckItem } from '@/components/marketing/check-item';
import { Glyph } from '@/components/marketing/glyphs';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';

const INTRO = 'Call, e-mail or message us on WhatsApp for advice on LIC plans or a career as an advisor.';

export const metadata: Metadata = pageMetadata({ title: 'Contact Us', description: INTRO, path: '/contact' });

const HELP_WITH = [
  'Choosing a new plan for your family',
  'A free review of the policies you hold',
  'Premiums, loans, revivals and nominee changes',
  'Maturity and claim paperwork',
  'Becoming an LIC advisor',
];

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

export default function ContactPage() {
  const site = getSite();
  const { address } = site;
  return (
    <>
      <PageHero title="Contact Us" eyebrow="We are here to help" intro={INTRO}>
        {/* Room for the cards that overlap the bottom of the banner. */}
        <div aria-hidden="true" className="h-6 sm:h-8" />
      </PageHero>

      <section aria-label="Ways to reach us" className="relative z-10 -mt-8 pb-6 sm:-mt-10">
        <ul className="container-page grid gap-5 md:grid-cols-3">
          <ChannelCard
            icon="phone"
            iconClassName="bg-gold-400 text-brand-950"
            title="Call us"
            value={site.phone}
            text="Speak to your advisor directly for quick answers about any plan or policy."
            testId="contact-phone"
          >
            <a href={telHref(site.phone)} className={buttonClass('gold', 'w-full')}>
              <Icon name="phone" className="size-5" />
              Call Us Now
            </a>
          </ChannelCard>
          <ChannelCard
            icon="mail"
            iconClassName="bg-brand-700 text-white"
            title="Email us"
            value={<span className="break-all">{site.email}</span>}
            text="Send your questions or policy details and we will reply with clear, written advice."
            testId="contact-email"
          >
            <a href={mailHref(site.email)} className={buttonClass('navy', 'w-full')}>
              <Icon name="mail" className="size-5" />
              Email Us
            </a>
          </ChannelCard>
          <ChannelCard
            icon="whatsapp"
            iconClassName="bg-whatsapp text-ink"
            title="WhatsApp"
            value={
              <ExternalLink
                href={whatsappHref(site.whatsapp)}
                className="rounded text-brand-800 underline decoration-whatsapp decoration-2 underline-offset-4 hover:text-brand-950"
                data-testid="whatsapp-number"
              >
                {formatWhatsappNumber(site.whatsapp)}
              </ExternalLink>
            }
            text="Message us any time on WhatsApp; share documents and get answers at your convenience."
            testId="contact-whatsapp"
          >
            <ExternalLink
              href={whatsappHref(site.whatsapp, site.whatsappMessage)}
              className={buttonClass('whatsapp', 'w-full')}
            >
              <Icon name="whatsapp" className="size-5" />
              Start a chat
            </ExternalLink>
          </ChannelCard>
        </ul>
      </section>

      <section aria-labelledby="visit-heading" className="py-12 sm:py-16">
        <div className="container-page grid gap-6 lg:grid-cols-[1.15fr_1fr]">
          <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 p-7 text-white shadow-lift sm:p-10">
            <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
              <div className="absolute -top-20 -right-16 size-64 rounded-full bg-brand-500/40 blur-3xl" />
              <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.07)_1px,transparent_0)] [background-size:24px_24px]" />
            </div>
            <SectionHeading id="visit-heading" eyebrow="Visit us" title="Our office" inverted />
            <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
              <div className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-gold-300 ring-1 ring-white/20">
                  <Icon name="pin" className="size-6" />
                </span>
                <div>
                  <h3 className="text-sm font-bold tracking-[0.14em] text-gold-300 uppercase">Address</h3>
                  <address className="mt-2 text-base leading-relaxed not-italic text-brand-50" data-testid="contact-address">
                    {address.lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    <span className="block">
                      {address.locality}, {address.region} {address.postalCode}
                    </span>
                  </address>
                </div>
              </div>
              <div className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-gold-300 ring-1 ring-white/20">
                  <Icon name="clock" className="size-6" />
                </span>
                <div>
                  <h3 className="text-sm font-bold tracking-[0.14em] text-gold-300 uppercase">Office hours</h3>
                  <p className="mt-2 text-base leading-relaxed text-brand-50" data-testid="contact-hours">
                    {site.hours}
                  </p>
                </div>
              </div>
            </div>
          </div>

          <div className="flex flex-col rounded-3xl bg-gradient-to-br from-gold-50 to-cream p-7 shadow-card ring-1 ring-gold-200 sm:p-10">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card ring-1 ring-gold-200">
                <Glyph name="heart" className="size-6" />
              </span>
              <h2 className="text-2xl font-extrabold text-brand-900">How we can help</h2>
            </div>
            <ul className="mt-6 space-y-3 text-base font-medium text-ink">
              {HELP_WITH.map((item) => (
                <CheckItem key={item}>{item}</CheckItem>
              ))}
            </ul>
            <p className="mt-8 border-t border-gold-200 pt-6 text-sm leading-relaxed text-slate-600 lg:mt-auto">
              New to LIC or to us?{' '}
              <Link href="/about-us" className="font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900">
                Read about who we are
              </Link>{' '}
              or{' '}
              <Link href="/product-category" className="font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900">
                explore the plans
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
