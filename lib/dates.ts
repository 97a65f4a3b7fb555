import { parseDate } from '@/lib/content/schema/schemas';
import type { LocaleMeta } from '@/lib/i18n';

/** ISO form (YYYY-MM-DD) of a DD/MM/YYYY date, for <time datetime>. */
export function isoDate(date: string): string | undefined {
  return parseDate(date)?.toISOString().slice(0, 10);
}

/**
 * A news date (DD/MM/YYYY in content) as the language writes it: 12/02/2025 in English,
 * 12 फ़रवरी 2025 in Hindi, 12 फेब्रुवारी 2025 in Marathi (CLDR's parts, with the language's own
 * separator where it has one: `meta.dateSeparator`). Digits stay Western in every language.
 */
export function formatNewsDate(date: string, meta: LocaleMeta): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  const parts = new Intl.DateTimeFormat(meta.intl, { ...meta.date, timeZone: 'UTC', numberingSystem: 'latn' }).formatToParts(parsed);
  const { dateSeparator } = meta;
  return parts.map((part) => (part.type === 'literal' && dateSeparator !== undefined ? dateSeparator : part.value)).join('');
}

/** A news item's date as the language writes it, or the language's `unknown` (“Unknown Date”) when the item gives none (SPEC). */
export function newsDateText(date: string | undefined, meta: LocaleMeta, unknown: string): string {
  return date ? formatNewsDate(date, meta) : unknown;
}
