/**
 * The shape of a language's dictionary, made from English's (en.ts): the words a language writes, and
 * the words a page reads once they are in the site's voice (lib/i18n/voice.ts).
 */
import type { HoursWords } from '@/lib/hours';
import type { Spoken, Written } from '../voice';
import type { en } from './en';

/** What the site needs to know about a language besides its words. */
export type LocaleMeta = {
  /** The language's own name, shown by the language switcher on the other language's pages. */
  name: string;
  /** Open Graph locale, e.g. en_IN. */
  ogLocale: string;
  /** The locale for Intl: dates, plural forms, number grouping. */
  intl: string;
  /** How news dates are written. */
  date: Intl.DateTimeFormatOptions;
  /** Between a date's day, month and year where the language's papers differ from CLDR (Marathi: no comma). */
  dateSeparator?: string;
};

/** What a language's dictionary fills in: the same keys as English's, with its own words (see `Written`). */
export type DictionaryWords = Written<Omit<typeof en, 'meta' | 'hours'>> & { meta: LocaleMeta; hours: HoursWords };

/** A language's words as a page reads them, for the site's voice: every text a string (lib/i18n getDictionary). */
export type Dictionary = Spoken<Omit<typeof en, 'meta' | 'hours'>> & { meta: LocaleMeta; hours: HoursWords };
