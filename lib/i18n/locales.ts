/**
 * The site's languages. English is the default and lives at the root (/about-us); every other
 * language lives under its code (/hi/about-us). Adding a language: its dictionary in
 * lib/i18n/dictionaries/, its content in content/, and its code on this list.
 *
 * This module holds no words, so client components can import it without pulling in a dictionary.
 */
export const LOCALES = ['en', 'hi', 'mr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in English, as the editor and the build's messages name a language side: “Agency name (Marathi)”. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

/** A writing system: which web font a language needs besides the Latin one. */
export type Script = 'latin' | 'devanagari';

/**
 * Each language's script: the font its pages load, and whether its text may write lakh or crore in
 * Latin letters (only a Latin-script language may).
 */
export const SCRIPTS: Record<Locale, Script> = { en: 'latin', hi: 'devanagari', mr: 'devanagari' };

/** The languages that live under a prefix, e.g. ['hi', 'mr']. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The language of `among` (the site's languages) before `locale`, nearest to it, written in the same
 * script (Hindi for Marathi): a name `locale` leaves empty is that language's (lib/content/owner/same-script.ts).
 */
export function scriptLeader(locale: Locale, among: readonly Locale[]): Locale | undefined {
  return LOCALES.slice(0, LOCALES.indexOf(locale))
    .filter((earlier) => among.includes(earlier) && SCRIPTS[earlier] === SCRIPTS[locale])
    .at(-1);
}
