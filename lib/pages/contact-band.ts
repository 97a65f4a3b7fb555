import 'server-only';
import type { SiteContext } from '@/lib/seo/metadata';
import { telHref, whatsappHref } from '@/lib/text';

/** The navy band that offers a call and a WhatsApp chat, with the number and the hours (under plan lists and the help hub). */
export type ContactBandView = {
  phone: string;
  hours: string;
  call: { href: string; label: string };
  whatsapp: { href: string; label: string };
  newTab: string;
};

/** The contact band in the context's language; `message` is prefilled in WhatsApp (the site's own message by default). */
export function contactBand({ dict, site }: Pick<SiteContext, 'dict' | 'site'>, message?: string): ContactBandView {
  return {
    phone: site.phone,
    hours: site.hours,
    call: { href: telHref(site.phone), label: dict.cta.callUsNow },
    whatsapp: { href: whatsappHref(site.whatsapp, message ?? site.whatsappMessage), label: dict.cta.chatOnWhatsapp },
    newTab: dict.a11y.newTab,
  };
}
