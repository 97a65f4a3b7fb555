import { DAYS, type Day } from '@/lib/content/schema/schemas';
import { format } from '@/lib/i18n/format';
import { listOf } from '@/lib/i18n/lists';

/** A set of days with its times (content/site.json → hours). */
type Row = { readonly days: readonly Day[]; readonly opens: string; readonly closes: string };

/**
 * How a language writes opening hours (the dictionary's `hours`): only what CLDR does not say. The day
 * names, the times and the “and” before the last day are CLDR's (`Intl`, in the language's `meta.intl`).
 */
export type HoursWords = {
  /** Three days or more in a row: “Monday to Friday”. */
  range: string;
  /** One set of days with its times: “Monday to Friday, 10:00 am to 5:30 pm”. */
  row: string;
  /** Between two sets of days. */
  separator: string;
  /**
   * How a time of day is written: CLDR's, with these `Intl.DateTimeFormat` options (10:00 am; सुबह 10:00
   * with `dayPeriod`); or, where CLDR's name for the part of the day does not read before a time
   * (Marathi's is “सकाळ 10:00”, where a time is “सकाळी 10:00”), the language's own, each from the hour
   * (0–23) it starts at, around CLDR's 12-hour figure.
   */
  time: { readonly intl: Intl.DateTimeFormatOptions } | { readonly parts: readonly { readonly from: number; readonly text: string }[] };
};

/** What a language needs to write opening hours: its `hours`, and its locale for Intl. */
export type HoursLanguage = { readonly hours: HoursWords; readonly meta: { readonly intl: string } };

/** Intl's options for every day and time here: the content's times are wall-clock times, written with Western digits. */
const CLOCK = { timeZone: 'UTC', numberingSystem: 'latn' } as const;

/** A time on the 24-hour clock (17:30) as an instant Intl can write, and its hour. */
function instant(time: string): { hour: number; date: Date } {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, date: new Date(Date.UTC(2024, 0, 1, hour, minute)) };
}

/** A time on the 24-hour clock (17:30) as the language says it (5:30 pm, शाम 5:30, संध्याकाळी 5:30). */
function timeInWords(time: string, { hours, meta }: HoursLanguage): string {
  const { hour, date } = instant(time);
  if ('intl' in hours.time) return new Intl.DateTimeFormat(meta.intl, { ...hours.time.intl, ...CLOCK }).format(date);
  const part = [...hours.time.parts].reverse().find((p) => hour >= p.from) ?? hours.time.parts[0]!;
  const figure = new Intl.DateTimeFormat(meta.intl, { ...CLOCK, hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(date);
  const digits = figure.filter((p) => p.type === 'hour' || p.type === 'minute').map((p) => p.value);
  return format(part.text, { time: digits.join(':') });
}

/** Days as the language says them: three or more in a row as a range, the others one by one. */
function daysInWords(days: Row['days'], { hours, meta }: HoursLanguage): string {
  const weekday = new Intl.DateTimeFormat(meta.intl, { ...CLOCK, weekday: 'long' });
  // 1 January 2024 was a Monday, the first of DAYS.
  const name = (index: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index)));
  const indexes = [...new Set(days.map((day) => DAYS.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [format(hours.range, { from: name(run[0]!), to: name(run.at(-1)!) })] : run.map(name),
  );
  return listOf(parts, meta.intl, 'conjunction');
}

/** The opening hours in a language's words: “Monday to Friday, 10:00 am to 5:30 pm”. */
export function hoursInWords(rows: readonly Row[], language: HoursLanguage): string {
  return rows
    .map((row) =>
      format(language.hours.row, {
        days: daysInWords(row.days, language),
        opens: timeInWords(row.opens, language),
        closes: timeInWords(row.closes, language),
      }),
    )
    .join(language.hours.separator);
}
