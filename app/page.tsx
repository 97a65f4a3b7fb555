import type { Metadata } from 'next';
import { getBanners, getHomeContent, getSite, getTrendingProducts } from '@/lib/content';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/text';
import { ContactTeaser } from '@/components/home/contact-teaser';
import { HeroBanner } from '@/components/home/hero-banner';
import { OpportunitiesTeaser } from '@/components/home/opportunities-teaser';
import { PromoPopup } from '@/components/home/promo-popup';
import { TrendingProducts } from '@/components/home/trending-products';

export function generateMetadata(): Metadata {
  const site = getSite();
  return pageMetadata({ title: `${site.agencyName} | ${site.tagline}`, absoluteTitle: true, description: site.description, path: '/' });
}

export default function HomePage() {
  const site = getSite();
  const home = getHomeContent();
  const { popup } = home;
  return (
    <>
      <HeroBanner slides={getBanners()} highlights={home.hero.highlights} eyebrow={site.tagline} />
      <OpportunitiesTeaser content={home.opportunities} />
      <TrendingProducts products={getTrendingProducts()} eyebrow={home.trending.eyebrow} text={home.trending.text} />
      <ContactTeaser content={home.contact} phone={site.phone} email={site.email} />
      <PromoPopup
        image={getImage(popup.image)}
        alt={popup.alt}
        eyebrow={popup.eyebrow}
        heading={popup.heading}
        text={popup.text}
        whatsappHref={whatsappHref(site.whatsapp, popup.whatsappMessage)}
        whatsappLabel={popup.whatsappLabel}
        telHref={telHref(site.phone)}
        callLabel={popup.callLabel}
      />
    </>
  );
}
