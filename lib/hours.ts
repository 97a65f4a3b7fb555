import { DAYS, type Day } from '@/lib/content/schemas';
import { format } from '@/lib/i18n/format';

/** A set of days with its times (content/site.json → hours). */
type Row = { readonly days: readonly Day[]; readonly opens: string; readonly closes: string };

/** How a language writes opening hours (the dictionary's `hours`). */
export type HoursWords = {
  /** The days of the week, Monday first. */
  days: readonly string[];
  /** Three days or more in a row: “Monday to Friday”. */
  range: string;
  /** The last two of a list: “Monday and Wednesday”. */
  and: string;
  /** One set of days with its times: “Monday to Friday, 10:00 am to 5:30 pm”. */
  row: string;
  /** A time of day, by the part of the day it falls in: the last whose hour (0–23) it has reached. */
  times: readonly { from: number; text: string }[];
  /** Between two sets of days. */
  separator: string;
};

/** A time on the 24-hour clock (17:30) as the language says it (5:30 pm, शाम 5:30). */
function timeInWords(time: string, words: HoursWords): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const part = [...words.times].reverse().find((t) => hour >= t.from) ?? words.times[0]!;
  return format(part.text, { time: `${hour % 12 || 12}:${String(minute).padStart(2, '0')}` });
}

/** Days as the language says them: three or more in a row as a range, the others one by one. */
function daysInWords(days: Row['days'], words: HoursWords): string {
  const indexes = [...new Set(days.map((day) => DAYS.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [format(words.range, { from: words.days[run[0]!]!, to: words.days[run.at(-1)!]! })] : run.map((i) => words.days[i]!),
  );
  const last = parts.pop()!;
  return parts.length === 0 ? last : format(words.and, { list: parts.join(', '), last });
}

/** The opening hours in a language's words: “Monday to Friday, 10:00 am to 5:30 pm”. */
export function hoursInWords(rows: readonly Row[], words: HoursWords): string {
  return rows
    .map((row) =>
      format(words.row, {
        days: daysInWords(row.days, words),
        opens: timeInWords(row.opens, words),
        closes: timeInWords(row.closes, words),
      }),
    )
    .join(words.separator);
}
