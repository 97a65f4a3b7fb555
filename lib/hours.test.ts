import { getDictionary } from '@/lib/i18n';
import { hoursInWords } from './hours';

describe('hoursInWords', () => {
  const weekdays = { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:30' } as const;

  it('writes a run of days as a range and the times as each language says them', () => {
    expect(hoursInWords([{ ...weekdays, days: [...weekdays.days] }], getDictionary('en', 'we'))).toBe(
      'Monday to Friday, 10:00 am to 5:30 pm',
    );
    expect(hoursInWords([{ ...weekdays, days: [...weekdays.days] }], getDictionary('hi', 'we'))).toBe(
      'सोमवार से शुक्रवार, सुबह 10:00 से शाम 5:30 बजे तक',
    );
    expect(hoursInWords([{ ...weekdays, days: [...weekdays.days] }], getDictionary('mr', 'we'))).toBe(
      'सोमवार ते शुक्रवार, सकाळी 10:00 ते संध्याकाळी 5:30',
    );
  });

  it('names days apart one by one, in week order, and joins several sets of days', () => {
    const words = getDictionary('en', 'we');
    expect(
      hoursInWords(
        [
          { days: ['Fr', 'Mo', 'We'], opens: '09:30', closes: '12:00' },
          { days: ['Sa'], opens: '12:00', closes: '20:15' },
        ],
        words,
      ),
    ).toBe('Monday, Wednesday and Friday, 9:30 am to 12:00 pm; Saturday, 12:00 pm to 8:15 pm');
    expect(hoursInWords([{ days: ['Mo', 'Tu', 'We', 'Sa'], opens: '10:00', closes: '18:00' }], words)).toBe(
      'Monday to Wednesday and Saturday, 10:00 am to 6:00 pm',
    );
  });

  it('takes the day names, the times and the “and” from CLDR, with Western digits and no comma before the last day', () => {
    const days = [{ days: ['Mo', 'We', 'Fr'], opens: '09:30', closes: '20:15' }] as const;
    const row = (locale: 'hi' | 'mr') => hoursInWords([{ ...days[0], days: [...days[0].days] }], getDictionary(locale, 'we'));
    expect(row('hi')).toBe('सोमवार, बुधवार और शुक्रवार, सुबह 9:30 से रात 8:15 बजे तक');
    expect(row('mr')).toBe('सोमवार, बुधवार आणि शुक्रवार, सकाळी 9:30 ते रात्री 8:15');
    expect(hoursInWords([{ days: ['Su'], opens: '12:00', closes: '16:00' }], getDictionary('mr', 'we'))).toBe(
      'रविवार, दुपारी 12:00 ते संध्याकाळी 4:00',
    );
  });
});
