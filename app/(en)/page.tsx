import type { Metadata } from 'next';
import { getContent, getTrendingProducts } from '@/lib/content';
import { getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { getImage } from '@/lib/images';
import { publisherLines } from '@/lib/publisher';
import { pageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { ContactTeaser } from '@/components/home/contact-teaser';
import { HeroBanner } from '@/components/home/hero-banner';
import { OpportunitiesTeaser } from '@/components/home/opportunities-teaser';
import { PromoPopup } from '@/components/home/promo-popup';
import { TrendingProducts } from '@/components/home/trending-products';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { site } = getContent(locale);
  const { tagline } = publisherLines(site, getDictionary(locale));
  return pageMetadata({ locale, title: `${site.agencyName} | ${tagline}`, absoluteTitle: true, description: site.description, path: '/' });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { site, home, banners, products } = getContent(locale);
  const { popup } = home;
  return (
    <>
      <HeroBanner locale={locale} slides={banners} highlights={home.hero.highlights} eyebrow={publisherLines(site, dict).tagline} />
      <OpportunitiesTeaser locale={locale} content={home.opportunities} />
      <TrendingProducts locale={locale} products={getTrendingProducts(products)} eyebrow={home.trending.eyebrow} text={home.trending.text} />
      <ContactTeaser content={home.contact} phone={site.phone} email={site.email} dict={dict} helpHref={urlFor(locale, 'policyHelp')} />
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
        closeLabel={dict.dialog.close}
        newTab={dict.a11y.newTab}
      />
    </>
  );
}
