import type { Metadata } from 'next';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { opportunitiesPage } from '@/lib/pages/opportunities';
import { AgencyStatement, Offers, OpportunitiesSlider, WhoCanJoin, WhyJoin } from '@/components/opportunities/sections';
import { buttonClass } from '@/components/ui/button';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opportunitiesPage(await pageLocale(params)).metadata;
}

export default async function OpportunitiesPage({ params }: Props) {
  const { heading, content: page, slides, firstStep, words } = opportunitiesPage(await pageLocale(params));
  return (
    <>
      <PageHero title={heading} eyebrow={page.eyebrow} intro={page.intro} />
      <OpportunitiesSlider slider={page.slider} slides={slides} words={words} />
      <WhyJoin why={page.why} />
      <AgencyStatement agency={page.agency} newTab={words.newTab} />
      <Offers offer={page.offer} />
      <WhoCanJoin who={page.who} />

      <CtaBanner
        id="first-step-heading"
        tone="dark"
        eyebrow={firstStep.eyebrow}
        heading={firstStep.heading}
        text={firstStep.text}
        actionsTestId="first-step-actions"
        className="pb-20 sm:pb-24"
      >
        <CallButton {...firstStep.call} variant="gold" />
        <WhatsAppLink {...firstStep.whatsapp} newTab={words.newTab} variant="whatsapp" />
        <Link href={firstStep.contact.href} className={buttonClass('outline-light')}>
          {firstStep.contact.label}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </CtaBanner>
    </>
  );
}
