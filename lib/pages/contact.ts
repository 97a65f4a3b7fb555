import 'server-only';
import type { Metadata } from 'next';
import type { ContactPageContent, Site } from '@/lib/content';
import type { Dictionary } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { directionsHref, formatWhatsappNumber, mailHref, telHref, whatsappHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';

export type ContactPageView = {
  metadata: Metadata;
  heading: string;
  content: ContactPageContent;
  phone: { number: string; href: string };
  email: { address: string; href: string };
  /** The WhatsApp number as a chat link, and the chat with the site's message. */
  whatsapp: { number: string; href: string; chatHref: string };
  visit: { address: Site['address']; hours: string; directionsHref?: string };
  links: { help: string; about: string; plans: string };
  words: { contact: Dictionary['contact']; help: Pick<Dictionary['help'], 'teaser' | 'teaserLink'>; newTab: string };
};

/** /contact: the three ways to reach the agency, the office, the help it gives and how to complain. */
export function contactPage(context: PageContext<'contactPage'>): ContactPageView {
  const { locale, dict, site } = context;
  const content = context.content.contactPage;
  // While the site recruits, becoming an agent is one more way it helps.
  const help = { ...content.help, items: site.recruiting ? [...content.help.items, dict.contact.joinItem] : content.help.items };
  return {
    metadata: pageMetadata(context, { title: dict.contact.heading, description: content.intro, path: pathOf('contact') }),
    heading: dict.contact.heading,
    content: { ...content, help },
    phone: { number: site.phone, href: telHref(site.phone) },
    email: { address: site.email, href: mailHref(site.email) },
    whatsapp: {
      number: formatWhatsappNumber(site.whatsapp),
      href: whatsappHref(site.whatsapp),
      chatHref: whatsappHref(site.whatsapp, site.whatsappMessage),
    },
    visit: { address: site.address, hours: site.hours, ...(site.geo ? { directionsHref: directionsHref(site.geo) } : {}) },
    links: { help: urlFor(locale, 'policyHelp'), about: urlFor(locale, 'about'), plans: urlFor(locale, 'products') },
    words: { contact: dict.contact, help: dict.help, newTab: dict.a11y.newTab },
  };
}
