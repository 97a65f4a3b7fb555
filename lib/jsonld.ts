import type { BreadcrumbList, FinancialProduct, InsuranceAgency, WithContext } from 'schema-dts';
import { getSite, type Product } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo';

export type Crumb = { name: string; path: string };

/** A stable identifier for the agency, so every page's data points at the same entity. */
export const agencyId = () => `${absoluteUrl('/')}/#agency`;

export function agencyJsonLd(): WithContext<InsuranceAgency> {
  const site = getSite();
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': agencyId(),
    name: site.agencyName,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/og/logo.png'),
    image: absoluteUrl('/og/site.png'),
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHours: 'Mo-Sa 10:00-18:00',
    areaServed: { '@type': 'Country', name: 'India' },
    sameAs: Object.values(site.socials),
  };
}

export function productJsonLd(product: Product): WithContext<FinancialProduct> {
  const site = getSite();
  const url = absoluteUrl(`/product/${product.path}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialProduct',
    '@id': `${url}#plan`,
    name: `LIC ${product.name}`,
    description: product.metadescription,
    url,
    image: product.imageUrls.map((src) => absoluteUrl(src)),
    category: 'Life insurance',
    provider: { '@type': 'InsuranceAgency', name: site.insurer.name, url: site.insurer.url },
    broker: { '@id': agencyId() },
  };
}

export function breadcrumbJsonLd(items: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
