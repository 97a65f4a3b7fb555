import { OWNER_VOICES } from '@/lib/content/policy/roles';
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

// `format` refuses a placeholder it is not given, and a language whose text drops one would lose the
// value: each language's text names the same ones as English's, for each voice the owner may choose.
describe.each(LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => OWNER_VOICES.map((voice) => [locale, voice] as const)))(
  'the %s dictionary, saying “%s”',
  (locale, voice) => {
    it('names the same placeholders as English in every text', () => {
      const english = new Map(texts(getDictionary('en', voice)));
      expect([...english.values()].filter((found) => found.length > 0).length).toBeGreaterThan(20);
      const differing = texts(getDictionary(locale, voice))
        .filter(([place, found]) => JSON.stringify(found) !== JSON.stringify(english.get(place) ?? OTHER_FORMS[place] ?? []))
        .map(([place, found]) => `${place}: ${found.join(', ') || 'none'} (English: ${english.get(place)?.join(', ') || 'none'})`);
      expect(differing).toEqual([]);
    });
  },
);

describe.each(LOCALES)('the %s dictionary’s texts written saying “we” and “I”', (locale) => {
  it('name the same placeholders both ways', () => {
    const [we, alone] = OWNER_VOICES.map((voice) => new Map(texts(getDictionary(locale, voice))));
    const differing = [...we!].filter(([place, found]) => JSON.stringify(found) !== JSON.stringify(alone!.get(place)));
    expect(differing).toEqual([]);
    expect([...we!.keys()]).toEqual([...alone!.keys()]);
  });
});
