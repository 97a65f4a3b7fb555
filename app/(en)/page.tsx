import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { homePage } from '@/lib/pages/home';
import { ContactTeaser } from '@/components/home/contact-teaser';
import { HeroBanner } from '@/components/home/hero-banner';
import { OpportunitiesTeaser } from '@/components/home/opportunities-teaser';
import { PromoPopup } from '@/components/home/promo-popup';
import { TrendingPlans } from '@/components/home/trending-plans';
import { PlanFinder } from '@/components/plans/plan-finder';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homePage(await pageContextFor(params)).metadata;
}

export default async function HomePage({ params }: Props) {
  const page = homePage(await pageContextFor(params));
  return (
    <>
      <HeroBanner {...page.hero} />
      <div className="container-page pt-10 sm:pt-14">
        <PlanFinder {...page.finder} />
      </div>
      {page.opportunities && <OpportunitiesTeaser {...page.opportunities} />}
      <TrendingPlans {...page.trending} />
      <ContactTeaser {...page.contact} />
      <PromoPopup popup={page.popup} />
    </>
  );
}
