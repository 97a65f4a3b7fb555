/** First `count` words of `text`, followed by '...' (the plan-card excerpt). */
export function excerptWords(text: string, count = 20): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return `${words.slice(0, count).join(' ')}...`;
}

/** Splits a text into what a reader counts as characters: a Devanagari letter with its signs (क्षि) is one. */
const charactersOf = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/** What a cut may not end on: white space, a comma or stop before the '...', a bracket or dash left open, a ₹ without its amount. */
const DANGLING = /[\s,;:.।(\[{\-–—‘“'"₹]+$/u;

/**
 * The news-card description: as many whole words of `text` as fit in `count` characters, then '...'
 * (SPEC: 30 characters). Characters are what a reader counts (grapheme clusters), and a word ends
 * only at white space, so a cut never splits a word, a letter or a figure (₹1,00,000, 2024-25,
 * 8.35%). Only a first word longer than `count` is cut inside, and never inside a letter.
 */
export function truncateAtWord(text: string, count = 30): string {
  const parts = text.trim().match(/\S+|\s+/g) ?? [];
  let kept = '';
  for (const part of parts) {
    if (charactersOf(kept + part).length > count) break;
    kept += part;
  }
  if (kept === '') kept = charactersOf(text.trim()).slice(0, count).join('');
  return `${kept.replace(DANGLING, '')}...`;
}

/**
 * A category route parameter as a heading: hyphens to spaces, upper case. A plain module of its own,
 * because the not-found page's script applies the same rule in the browser to an address no page has.
 */
export { categoryHeading } from './category-heading';

/** Digits of a phone number with its leading +, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** A phone number or an e-mail address as a link: what the visitor reads, and where it leads. */
type ContactAddress = { label: string; href: string };

/** The site's phone number and e-mail address, as links. */
export type Contacts = { phone: ContactAddress; email: ContactAddress };

/** The site's phone number and e-mail address as links (tel:, mailto:), for every place that offers them. */
export function contactAddresses(site: { phone: string; email: string }): Contacts {
  return { phone: { label: site.phone, href: telHref(site.phone) }, email: { label: site.email, href: mailHref(site.email) } };
}

/** A WhatsApp chat link, optionally with a prefilled message. */
export function whatsappHref(digits: string, message?: string): string {
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** A WhatsApp message to whomever the visitor picks: passing a page on to family. */
export function whatsappShareHref(message: string): string {
  return whatsappHref('', message);
}

/** A WhatsApp number kept as digits, written for reading: 919876543210 → +91 98765 43210. */
export function formatWhatsappNumber(digits: string): string {
  const match = /^91(\d{5})(\d{5})$/.exec(digits);
  return match ? `+91 ${match[1]} ${match[2]}` : `+${digits}`;
}

/** Directions to a place in the visitor's maps app (Google Maps' address, which phones hand to the app). */
export function directionsHref(geo: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`;
}
