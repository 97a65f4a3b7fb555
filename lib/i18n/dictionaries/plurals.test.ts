import { getDictionary, LOCALES, plural } from '@/lib/i18n';
import type { PluralForms } from '@/lib/i18n/format';

/** Every pair of plural forms in a dictionary ({ one, other }), with its place ("plans.count"). */
function pluralForms(value: unknown, place = ''): [string, PluralForms][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys = Object.keys(value).sort();
  if (keys.join() === 'one,other') return [[place, value as PluralForms]];
  return Object.entries(value).flatMap(([key, item]) => pluralForms(item, place ? `${place}.${key}` : key));
}

describe.each(LOCALES)('the %s dictionary’s counts', (locale) => {
  const dict = getDictionary(locale, 'we');
  const forms = pluralForms(dict);

  it('has plural forms for its counts', () => {
    expect(forms.map(([place]) => place)).toEqual(expect.arrayContaining(['plans.count', 'wheel.browseAll']));
  });

  it.each([1, 2, 3])('writes %i with the form the language’s plural rules choose, and the figure in it', (count) => {
    const category = new Intl.PluralRules(dict.meta.intl).select(count);
    for (const [place, { one, other }] of forms) {
      // A form's other placeholders ({shown} of {total}) are given where it is used; here each stands for itself.
      const others = Object.fromEntries([...`${one}${other}`.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name!, whole]));
      const text = plural({ one, other }, count, dict.meta.intl, others);
      expect(`${place}: ${text}`).toBe(`${place}: ${(category === 'one' ? one : other).replace('{count}', String(count))}`);
      // A count written as {count} is in the text.
      if (`${one}${other}`.includes('{count}')) expect(text).toContain(String(count));
    }
  });
});

/** The texts a visitor reads, with one, two and three plans, as each language writes them. */
describe('a count of plans in every language', () => {
  it.each([
    ['en', ['See the 1 plan', 'Browse all 2 plans', 'Browse all 3 plans'], ['1 plan', '2 plans', '3 plans']],
    ['hi', ['1 योजना देखें', 'सभी 2 योजनाएँ देखें', 'सभी 3 योजनाएँ देखें'], ['1 योजना', '2 योजनाएँ', '3 योजनाएँ']],
    ['mr', ['1 योजना पाहा', 'सर्व 2 योजना पाहा', 'सर्व 3 योजना पाहा'], ['1 योजना', '2 योजना', '3 योजना']],
  ] as const)('%s: the wheel’s link to every plan, and a need’s count', (locale, browseAll, count) => {
    const { wheel, plans, meta } = getDictionary(locale, 'we');
    expect([1, 2, 3].map((n) => plural(wheel.browseAll, n, meta.intl))).toEqual(browseAll);
    expect([1, 2, 3].map((n) => plural(plans.count, n, meta.intl))).toEqual(count);
  });
});
