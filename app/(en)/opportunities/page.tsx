import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { opportunitiesPage } from '@/lib/pages/opportunities';
import { AgencyStatement, Offers, OpportunitiesSlider, WhoCanJoin, WhyJoin } from '@/components/opportunities/sections';
import { buttonClass } from '@/components/ui/button';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';

type Props = { params: Promise<LocaleParams> };

/** The page, while the site recruits (content/agency.json → recruiting); else no page at all (lib/urls.ts). */
async function load({ params }: Props) {
  const page = opportunitiesPage(await pageContextFor(params));
  if (!page) notFound();
  return page;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function OpportunitiesPage(props: Props) {
  const { heading, content: page, slides, firstStep, words } = await load(props);
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
