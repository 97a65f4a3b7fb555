import 'server-only';
import type {
  BreadcrumbList,
  DayOfWeek,
  FinancialProduct,
  ItemPage,
  OpeningHoursSpecification,
  Organization,
  PeopleAudience,
  Person,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { HelpTask, Plan, PolicyHelpContent, Site } from '@/lib/content';
import { coversEveryOption } from '@/lib/content/schema/key-facts';
import type { HoursRow } from '@/lib/content/schema/schemas';
import { siteLocales } from '@/lib/content/registry/site-file';
import { format } from '@/lib/i18n';
import { publisherLines } from '@/lib/publisher';
import { absoluteUrl, type SiteContext } from '@/lib/seo/metadata';
import { SOCIAL_LOGO_PATH, urlFor } from '@/lib/urls';

/** One entry of a breadcrumb trail: its name and its site path (already in the page's language). */
export type Crumb = { name: string; path: string };

/** A stable identifier for the publisher, the same in every language, so every page's data points at one person. */
const publisherId = (site: Pick<Site, 'siteUrl'>) => `${absoluteUrl(site.siteUrl, '/')}/#publisher`;

/** The site's own page of `locale`'s home, whose WebSite every page is part of. */
const websiteId = ({ locale, site }: Pick<SiteContext, 'locale' | 'site'>) =>
  `${absoluteUrl(site.siteUrl, urlFor(locale, 'home'))}#website`;

const DAY_NAMES: Record<HoursRow['days'][number], DayOfWeek> = {
  Mo: 'https://schema.org/Monday',
  Tu: 'https://schema.org/Tuesday',
  We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
};

/** site.json's opening hours in schema.org's structured form: each set of days, with its opening and closing times. */
export function openingHoursSpecification(hours: readonly HoursRow[]): OpeningHoursSpecification[] {
  return hours.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => DAY_NAMES[day]),
    opens,
    closes,
  }));
}

/** The insurer as an organisation, with its registration with the regulator. */
function insurerJsonLd(site: Site): Organization {
  return {
    '@type': 'Organization',
    name: site.insurer.name,
    url: site.insurer.url,
    identifier: { '@type': 'PropertyValue', name: 'IRDAI Regn. No.', value: site.insurer.registration },
  };
}

/**
 * The person who publishes the site: a development officer or agent who works for the insurer, with the
 * code the insurer gave them. Not a business of its own, and not at the insurer's address: the place
 * where visitors meet them is their work location.
 */
export function publisherJsonLd({ locale, dict, site }: SiteContext): WithContext<Person> {
  const publisher = publisherLines(site, dict);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': publisherId(site),
    name: site.person,
    jobTitle: dict.roles[site.role].title,
    worksFor: insurerJsonLd(site),
    description: site.description,
    disambiguatingDescription: publisher.statement,
    identifier: { '@type': 'PropertyValue', name: publisher.codeLabel, value: site.code },
    url: absoluteUrl(site.siteUrl, urlFor(locale, 'home')),
    image: absoluteUrl(site.siteUrl, SOCIAL_LOGO_PATH),
    telephone: site.phone,
    email: site.email,
    workLocation: {
      '@type': 'Place',
      name: site.address.lines[0],
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.lines.join(', '),
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
      openingHoursSpecification: openingHoursSpecification(site.openingHours),
      ...(site.geo ? { geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude } } : {}),
    },
    ...(Object.values(site.socials).length > 0 ? { sameAs: Object.values(site.socials) } : {}),
    knowsLanguage: siteLocales(),
  };
}

/** The site in one language: its name and language, published by the agency (one per language). */
export function websiteJsonLd({ locale, site }: SiteContext): WithContext<WebSite> {
  const url = absoluteUrl(site.siteUrl, urlFor(locale, 'home'));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name: site.agencyName,
    description: site.description,
    inLanguage: locale,
    publisher: { '@id': publisherId(site) },
  };
}

/** A plan's page in one language, whose main entity is the plan. */
export function planPageJsonLd({ locale, site }: SiteContext, product: Plan): WithContext<ItemPage> {
  const url = absoluteUrl(site.siteUrl, urlFor(locale, { plan: product.path }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemPage',
    '@id': url,
    url,
    name: product.metatitle,
    description: product.metadescription,
    inLanguage: locale,
    isPartOf: { '@id': websiteId({ locale, site }) },
    mainEntity: { '@id': `${url}#plan` },
  };
}

/**
 * Who may buy a plan, as far as its key facts say it truthfully: the youngest age at entry in whole
 * years (left out where the brochure counts it in days: a baby of a few days may not buy it) and the
 * oldest, the highest of its options' maxima, only when the facts give every option's maximum.
 */
function audienceOf(product: Plan): PeopleAudience | undefined {
  const entry = product.keyFacts?.entryAge;
  if (!entry) return undefined;
  const min = entry.min ?? [];
  const max = entry.max ?? [];
  const youngest =
    min.length > 0 && min.every((a) => a.unit === 'years') && coversEveryOption(min, product.keyFacts!)
      ? Math.min(...min.map((a) => a.value))
      : undefined;
  const oldest =
    max.length > 0 && max.every((a) => a.unit === 'years') && coversEveryOption(max, product.keyFacts!)
      ? Math.max(...max.map((a) => a.value))
      : undefined;
  if (youngest === undefined && oldest === undefined) return undefined;
  return {
    '@type': 'PeopleAudience',
    ...(youngest === undefined ? {} : { requiredMinAge: youngest }),
    ...(oldest === undefined ? {} : { requiredMaxAge: oldest }),
  };
}

export function planJsonLd({ locale, dict, site }: SiteContext, product: Plan): WithContext<FinancialProduct> {
  const url = absoluteUrl(site.siteUrl, urlFor(locale, { plan: product.path }));
  const audience = audienceOf(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialProduct',
    '@id': `${url}#plan`,
    name: product.name,
    identifier: [
      { '@type': 'PropertyValue', name: 'UIN', value: product.uin },
      { '@type': 'PropertyValue', name: 'Plan No.', value: product.planNo },
    ],
    description: product.metadescription,
    url,
    image: product.imageUrls.map((src) => absoluteUrl(site.siteUrl, src)),
    category: dict.jsonld.productCategory,
    provider: insurerJsonLd(site),
    ...(audience ? { audience } : {}),
  };
}

/** A page's breadcrumb trail for search engines, the same list its visitors see, on the site at `siteUrl`. */
export function breadcrumbJsonLd(siteUrl: string, items: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** The policyholder help hub: a page listing every task, each a service the publisher provides. */
export function helpHubJsonLd({ locale, site }: SiteContext, policyHelp: PolicyHelpContent): WithContext<WebPage> {
  const url = absoluteUrl(site.siteUrl, urlFor(locale, 'policyHelp'));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: policyHelp.hub.title,
    description: policyHelp.hub.description,
    inLanguage: locale,
    isPartOf: { '@id': websiteId({ locale, site }) },
    hasPart: policyHelp.tasks.map((task) => ({
      '@type': 'WebPage',
      name: task.title,
      url: absoluteUrl(site.siteUrl, urlFor(locale, { help: task.slug })),
    })),
  };
}

/**
 * One help task's page, whose main entity is the help the publisher provides with it: named as help
 * ("Help with paying a premium"), never as the insurer's own service, which only LIC provides.
 */
export function helpTaskJsonLd({ locale, dict, site }: SiteContext, task: HelpTask): WithContext<WebPage> {
  const url = absoluteUrl(site.siteUrl, urlFor(locale, { help: task.slug }));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: task.title,
    description: task.description,
    inLanguage: locale,
    isPartOf: { '@id': websiteId({ locale, site }) },
    mainEntity: {
      '@type': 'Service',
      name: format(dict.help.service, { task: task.whatsapp }),
      description: task.canDo,
      provider: { '@id': publisherId(site) },
      areaServed: { '@type': 'Country', name: dict.jsonld.country },
    },
  };
}
