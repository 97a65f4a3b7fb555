import 'server-only';
import type { Thing, WithContext } from 'schema-dts';
import { latestNews, type NewsItem, type Site } from '@/lib/content';
import { newsDateText } from '@/lib/dates';
import { format, otherLanguages, type Dictionary, type Locale } from '@/lib/i18n';
import { SCRIPTS, type Script } from '@/lib/i18n/locales';
import { siteLocales } from '@/lib/content/registry/site-file';
import type { ImageData } from '@/lib/images';
import { logoImage, type LogoImage } from '@/lib/logo';
import { publisherJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { footerLinks, navLinks, type NavLink } from '@/lib/navigation';
import { publisherLines, type PublisherLines } from '@/lib/publisher';
import { socialLinks, type SocialLink } from '@/lib/social';
import { contactAddresses, whatsappHref, type Contacts } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { workerAddress } from '@/lib/offline/addresses';
import { BASE_PATH } from '@/lib/base-path';
import type { PageContext } from './context';

/** Another language the page exists in, by its own name. */
type LanguageOption = { locale: Locale; name: string };

/** The logo: the owner's picture or monogram, the agency's name, its tagline and the link home. */
type LogoView = { href: string; image: LogoImage; agencyName: string; tagline: string; homeSuffix: string };

/** The language switcher: the other languages, and whether it leads to the same page in each (not on a not-found page). */
export type LanguagesView = { options: LanguageOption[]; label: string; samePage: boolean };

export type HeaderView = {
  logo: LogoView;
  contacts: Contacts;
  links: NavLink[];
  socials: SocialLink[];
  languages: LanguagesView;
  words: Pick<Dictionary['nav'], 'mainLabel'> & { menu: Dictionary['menu'] };
};

/** One of the latest news items in the footer. */
type FooterNews = { title: string; href: string; image?: ImageData; line: string; caution?: string };

/**
 * A news item as the footer lists it: its title, its picture if it has one, and who published it
 * and when, or “Unknown Date” for an item without a date (SPEC; the content rules ask every item for
 * its date, but the footer does not depend on it).
 */
export function footerNews(
  item: Omit<NewsItem, 'date'> & { date?: string },
  { dict, image }: Pick<PageContext, 'dict' | 'image'>,
): FooterNews {
  return {
    title: item.title,
    href: item.link,
    ...(item.imageUrl ? { image: image(item.imageUrl) } : {}),
    line: format(dict.news.source, { source: item.source, date: newsDateText(item.date, dict.meta, dict.news.unknownDate) }),
    ...(item.results ? { caution: dict.news.pastPerformance } : {}),
  };
}

export type FooterView = {
  logo: LogoView;
  site: Pick<Site, 'footerMessage' | 'address' | 'hours'> & { insurer: Pick<Site['insurer'], 'name' | 'url'> };
  contacts: Contacts;
  publisher: PublisherLines;
  socials: SocialLink[];
  links: NavLink[];
  news: FooterNews[];
  languages: LanguagesView;
  privacyHref: string;
  copyright: string;
  words: {
    footer: Dictionary['footer'];
    compliance: Pick<
      Dictionary['compliance'],
      'heading' | 'notInsurer' | 'solicitation' | 'spuriousHeading' | 'spuriousText' | 'trademark'
    >;
    navLabel: string;
    newTab: string;
  };
};

/** The floating chat button. */
type ChatButtonView = { href: string; region: string; label: string };

/** What every page of a language shows around its content, and its document's language and script. */
export type ChromeView = {
  locale: Locale;
  script: Script;
  skipToContent: string;
  header: HeaderView;
  footer: FooterView;
  chat: ChatButtonView;
  /** The publisher's and the site's structured data; none on a page not meant for search engines. */
  jsonLd: WithContext<Thing>[];
  /** The service worker the page registers once it has loaded (lib/offline). */
  worker: { src: string; scope: string };
};

type ChromeOptions = {
  /** Whether the page exists in every language (the language switcher then leads to the same page). */
  translated?: boolean;
  withJsonLd?: boolean;
};

/** The site's chrome in the context's language: header, phone menu, footer and chat button, with their words. */
export function chromeView(context: PageContext<'news'>, { translated = true, withJsonLd = true }: ChromeOptions = {}): ChromeView {
  const { locale, dict, site } = context;
  const publisher = publisherLines(site, dict);
  const socials = socialLinks(site, dict);
  const logo: LogoView = {
    href: urlFor(locale, 'home'),
    image: logoImage(site),
    agencyName: site.agencyName,
    tagline: publisher.tagline,
    homeSuffix: dict.a11y.homeSuffix,
  };
  const languages: LanguagesView = { options: otherLanguages(locale, siteLocales()), label: dict.nav.language, samePage: translated };
  const contacts = contactAddresses(site);
  return {
    locale,
    worker: workerAddress(BASE_PATH),
    script: SCRIPTS[locale],
    skipToContent: dict.a11y.skipToContent,
    header: {
      logo,
      contacts,
      links: navLinks(locale, dict, { site }),
      socials,
      languages,
      words: { mainLabel: dict.nav.mainLabel, menu: dict.menu },
    },
    footer: {
      logo,
      site,
      contacts,
      publisher,
      socials,
      links: footerLinks(locale, dict, { site }),
      news: latestNews(context.content.news, 2).map((item) => footerNews(item, context)),
      languages,
      privacyHref: urlFor(locale, 'privacy'),
      copyright: format(dict.footer.copyright, { year: site.copyrightYear, person: site.person }),
      words: { footer: dict.footer, compliance: dict.compliance, navLabel: dict.nav.footerLabel, newTab: dict.a11y.newTab },
    },
    chat: {
      href: whatsappHref(site.whatsapp, site.whatsappMessage),
      region: dict.whatsapp.region,
      label: `${dict.whatsapp.button} ${dict.a11y.newTab}`,
    },
    jsonLd: withJsonLd ? [publisherJsonLd(context), websiteJsonLd(context)] : [],
  };
}
