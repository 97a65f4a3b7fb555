/** @jest-environment node */
import { openingHoursSpecification } from './jsonld';

describe('openingHoursSpecification', () => {
  it('turns site.json’s opening hours into the days and times search engines read, one entry per set of days', () => {
    expect(
      openingHoursSpecification([
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '10:00', closes: '18:00' },
        { days: ['Su'], opens: '09:00', closes: '13:00' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`),
        opens: '10:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '09:00', closes: '13:00' },
    ]);
  });
});
