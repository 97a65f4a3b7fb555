import { getDictionary, LOCALES } from '@/lib/i18n';
import { formatNewsDate, newsDateText } from './dates';

/** A date as each language's readers write it: the day, the month's name and the year. */
describe('formatNewsDate', () => {
  it.each([
    ['en', '23/04/2025'],
    ['hi', '23 अप्रैल 2025'],
    ['mr', '23 एप्रिल 2025'],
  ] as const)('writes 23/04/2025 in %s as %s', (locale, text) => {
    expect(formatNewsDate('23/04/2025', getDictionary(locale, 'we').meta)).toBe(text);
  });

  it.each(LOCALES)('in %s, writes Western digits and no comma inside a date, on any day of any month', (locale) => {
    const { meta } = getDictionary(locale, 'we');
    for (let month = 1; month <= 12; month += 1) {
      const date = `0${(month % 9) + 1}/${String(month).padStart(2, '0')}/2026`;
      const text = formatNewsDate(date, meta);
      expect(text).toMatch(/^[^,]*$/);
      expect(text).not.toMatch(/[०-९]/);
      expect(text).toContain('2026');
    }
  });

  it('leaves a text that is not a date as it is, and says “Unknown Date” for none', () => {
    const { meta, news } = getDictionary('en', 'we');
    expect(formatNewsDate('soon', meta)).toBe('soon');
    expect(newsDateText(undefined, meta, news.unknownDate)).toBe(news.unknownDate);
  });
});
