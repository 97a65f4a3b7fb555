import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { contactPage } from '@/lib/pages/contact';
import { Complaints, ContactChannels, VisitAndHelp } from '@/components/contact/sections';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contactPage(await pageContextFor(params)).metadata;
}

export default async function ContactPage({ params }: Props) {
  const page = contactPage(await pageContextFor(params));
  return (
    <>
      <PageHero title={page.heading} eyebrow={page.content.eyebrow} intro={page.content.intro}>
        {/* Room for the cards that overlap the bottom of the banner. */}
        <div aria-hidden="true" className="h-6 sm:h-8" />
      </PageHero>
      <ContactChannels {...page} />
      <VisitAndHelp {...page} />
      <Complaints complaints={page.content.complaints} newTab={page.words.newTab} />
    </>
  );
}
