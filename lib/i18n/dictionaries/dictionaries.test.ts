import { getDictionary, LOCALES } from '@/lib/i18n';

/** Every `{placeholder}` of a text, sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();

/**
 * Each text of a dictionary with its place ("carousel.goTo"), and its placeholders. A list is read
 * as one text, its items' placeholders together: languages may split one into more or fewer items
 * (the parts of the day in `hours.time.parts`).
 */
function texts(value: unknown, place = ''): [string, string[]][] {
  if (typeof value === 'string') return [[place, placeholders(value)]];
  if (Array.isArray(value)) {
    const all = value.flatMap((item) => texts(item, place)).flatMap(([, found]) => found);
    return [[place, [...new Set(all)].sort()]];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, place ? `${place}.${key}` : key));
  return [];
}

/** Texts of a form English does not use (the other case of a union, as Marathi's `hours.time`), with the placeholders it takes. */
const OTHER_FORMS: Record<string, string[]> = { 'hours.time.parts': ['time'] };

// `format` leaves a placeholder it is not given as it is: a language whose text names another one
// than English's would show "{name}" to visitors, and one that drops it would lose the value.
describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s dictionary', (locale) => {
  it('names the same placeholders as English in every text', () => {
    const english = new Map(texts(getDictionary('en')));
    expect([...english.values()].filter((found) => found.length > 0).length).toBeGreaterThan(20);
    const differing = texts(getDictionary(locale))
      .filter(([place, found]) => JSON.stringify(found) !== JSON.stringify(english.get(place) ?? OTHER_FORMS[place] ?? []))
      .map(([place, found]) => `${place}: ${found.join(', ') || 'none'} (English: ${english.get(place)?.join(', ') || 'none'})`);
    expect(differing).toEqual([]);
  });
});
