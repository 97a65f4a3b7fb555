/** @jest-environment node */
import { openingHoursSpecification } from './jsonld';

describe('openingHoursSpecification', () => {
  it('turns site.json’s opening hours into the days and times search engines read', () => {
    expect(openingHoursSpecification('Mo-Sa 10:00-18:00')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`),
      opens: '10:00',
      closes: '18:00',
    });
  });

  it('reads a single day, and a range that runs over the weekend', () => {
    expect(openingHoursSpecification('Su 09:00-13:00')?.dayOfWeek).toEqual(['https://schema.org/Sunday']);
    expect(openingHoursSpecification('Sa-Mo 09:00-13:00')?.dayOfWeek).toEqual(
      ['Monday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`),
    );
  });

  it('gives nothing for hours it cannot read', () => {
    expect(openingHoursSpecification('Monday to Saturday')).toBeUndefined();
  });
});
