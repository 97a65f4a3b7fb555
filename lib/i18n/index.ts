import { en, type Dictionary } from './dictionaries/en';
import type { Locale } from './locales';

export type { Dictionary, LocaleMeta } from './dictionaries/en';
export { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, isLocale, type Locale } from './locales';
export { format, formatParts, plural, type PluralForms } from './format';

/** Each language's dictionary; TypeScript asks for an entry when a code is added to LOCALES. */
const DICTIONARIES: Record<Locale, Dictionary> = { en };

/** The interface words of a language (server side; client components receive the strings they need as props). */
export function getDictionary(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}
