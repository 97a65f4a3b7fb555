import type { OwnerVoice } from '@/lib/content/policy/roles';
import { en } from './dictionaries/en';
import { hi } from './dictionaries/hi';
import { mr } from './dictionaries/mr';
import type { Dictionary, DictionaryWords } from './dictionaries/types';
import { LOCALES, type Locale } from './locales';
import { inVoice } from './voice';

export type { Dictionary, LocaleMeta } from './dictionaries/types';
export { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from './locales';
export { format, formatParts, plural } from './format';

/** Each language's dictionary; TypeScript asks for an entry when a code is added to LOCALES. */
const DICTIONARIES: Record<Locale, DictionaryWords> = { en, hi, mr };

/** Each dictionary for each voice, made once. */
const SPOKEN = new Map<string, Dictionary>();

/**
 * The interface words of a language, in the owner's voice (content/agency.json → voice): each text
 * written saying “we” and “I” is the voice's (lib/i18n/voice.ts). Server side; client components and
 * browser scripts receive the strings they need from the page's view model.
 */
export function getDictionary(locale: Locale, voice: OwnerVoice): Dictionary {
  const key = `${locale} ${voice}`;
  let spoken = SPOKEN.get(key);
  if (!spoken) {
    spoken = inVoice(DICTIONARIES[locale], voice) as Dictionary;
    SPOKEN.set(key, spoken);
  }
  return spoken;
}

/** Whether a language has its dictionary (a code added to LOCALES needs one). */
export const hasDictionary = (locale: Locale): boolean => DICTIONARIES[locale] !== undefined;

/** A language's own name (“हिंदी”), as the language switcher and the editor write it. */
export const ownName = (locale: Locale): string => DICTIONARIES[locale].meta.name;

/** The languages of `locales` (the site's) other than `locale`, each by its own name, for the language switcher. */
export function otherLanguages(locale: Locale, locales: readonly Locale[] = LOCALES): { locale: Locale; name: string }[] {
  return locales.filter((other) => other !== locale).map((other) => ({ locale: other, name: ownName(other) }));
}
