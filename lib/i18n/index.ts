import { en, type Dictionary } from './dictionaries/en';
import { hi } from './dictionaries/hi';
import { mr } from './dictionaries/mr';
import { LOCALES, type Locale } from './locales';

export type { Dictionary, LocaleMeta } from './dictionaries/en';
export { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from './locales';
export { format, formatParts, plural } from './format';

/** Each language's dictionary; TypeScript asks for an entry when a code is added to LOCALES. */
const DICTIONARIES: Record<Locale, Dictionary> = { en, hi, mr };

/** The interface words of a language (server side; client components receive the strings they need as props). */
export function getDictionary(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/** The languages of `locales` (the site's) other than `locale`, each by its own name, for the language switcher. */
export function otherLanguages(locale: Locale, locales: readonly Locale[] = LOCALES): { locale: Locale; name: string }[] {
  return locales.filter((other) => other !== locale).map((other) => ({ locale: other, name: DICTIONARIES[other].meta.name }));
}
