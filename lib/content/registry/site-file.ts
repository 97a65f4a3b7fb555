import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/lib/content-output';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { CONTENT_FILES } from './files';

/**
 * content/site.json: what is the same in every language and not the owner's (the site's address, the
 * editor's sign-in); and content/agency.json, the owner's, whose languages routes need first. The content module reads and checks it with everything else; two things
 * need a field of it before that check, or without it, and read it here, unchecked: the build's
 * base path (lib/site-url.ts, written by the content build for next.config.ts) and the editor's own
 * settings (the editor must open even when an edit has broken the content).
 */
const SITE_FILE = CONTENT_FILES.site;

export { contentRoot } from '@/lib/content-output';

/** The site file's fields as they are on disk, unchecked; {} when it is missing or not a JSON object. */
export function readSiteFile(root: string = contentRoot()): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(readFileSync(path.join(root, SITE_FILE), 'utf8'));
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The owner's file. */
const OWNER_FILE = CONTENT_FILES.agency;

/** The default language's block of the owner's file as it is on disk, unchecked: what is written once (languages, contacts). */
function readOwnerFile(root: string = contentRoot()): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(readFileSync(path.join(root, OWNER_FILE), 'utf8'));
    const block: unknown = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[DEFAULT_LOCALE] : undefined;
    return block !== null && typeof block === 'object' && !Array.isArray(block) ? (block as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The languages this site publishes (Agency → Languages on this site): English always, and each
 * other language the owner keeps. Every route in a language, the language switcher, hreflang, the
 * sitemap, the social cards, the offline pages, the build's list of what is not the owner's yet and
 * the editor follow it; a language left out is neither asked for nor published. Without the setting,
 * every language the project has (LOCALES). Read unchecked, like the base path: routes need it before
 * the content is checked.
 */
export function siteLocales(root: string = contentRoot()): Locale[] {
  const chosen = readOwnerFile(root).languages;
  if (!Array.isArray(chosen)) return [...LOCALES];
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || chosen.includes(locale));
}

/** The site's languages that live under a prefix (/hi, /mr): those of siteLocales but the default. */
export const sitePrefixedLocales = (root: string = contentRoot()): Locale[] =>
  siteLocales(root).filter((locale) => locale !== DEFAULT_LOCALE);
