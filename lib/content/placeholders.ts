import { isPlaceholderUrl } from '../site-url';
import type { Agency, SiteSettings } from './schemas';

/** The phone number, WhatsApp digits and code the content ships with: they read as placeholders and reach nobody. */
export const PLACEHOLDER_PHONE = '+91 98765 43210';
export const PLACEHOLDER_WHATSAPP = '919876543210';
export const PLACEHOLDER_CODE = 'XXXXXXXX';

/** A value in content/ that is still a placeholder: where it is, and what it is. */
export type Placeholder = { file: string; field: string; label: string; value: string };

const isPlaceholderEmail = (email: string) => isPlaceholderUrl(`https://${email.split('@')[1] ?? ''}`);
/** A social profile on the network's own site whose account name is "example". */
const isPlaceholderProfile = (url: string) => isPlaceholderUrl(url) || /\/(?:in\/)?example\/?$/i.test(url);

/**
 * Every identifying value that is still the shipped placeholder: the site address, phone, WhatsApp
 * number, e-mail, social profiles and the owner's code. A host build prints them as one warning,
 * and the editor's settings screen marks them.
 */
export function findPlaceholders(settings: SiteSettings, agency: Pick<Agency, 'code'> | undefined, files = { site: 'content/site.json', agency: 'content/agency.json' }): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (file: string, field: string, label: string, value: string) => found.push({ file, field, label, value });
  if (isPlaceholderUrl(settings.siteUrl)) add(files.site, 'siteUrl', 'Site address', settings.siteUrl);
  if (settings.phone.replace(/\s/g, '') === PLACEHOLDER_PHONE.replace(/\s/g, '')) add(files.site, 'phone', 'Phone', settings.phone);
  if (settings.whatsapp === PLACEHOLDER_WHATSAPP) add(files.site, 'whatsapp', 'WhatsApp number', settings.whatsapp);
  if (isPlaceholderEmail(settings.email)) add(files.site, 'email', 'E-mail', settings.email);
  for (const [network, url] of Object.entries(settings.socials)) {
    if (isPlaceholderProfile(url)) add(files.site, `socials.${network}`, `Social profile (${network})`, url);
  }
  if (agency && /^X+$/i.test(agency.code.number)) add(files.agency, 'code.number', agency.code.label, agency.code.number);
  return found;
}

/** The one warning a host build prints while placeholders remain: each value, with where to change it. */
export function placeholderWarning(found: Placeholder[]): string | undefined {
  if (found.length === 0) return undefined;
  return [
    `⚠ The site still shows ${found.length === 1 ? 'a placeholder' : `${found.length} placeholders`}: visitors would reach nobody. Replace ${found.length === 1 ? 'it' : 'each'} in the editor (Site settings, Agency) or in the file:`,
    ...found.map((p) => `  • ${p.file} → ${p.field} (${p.label}): ${p.value}`),
  ].join('\n');
}
