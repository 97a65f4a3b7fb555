import 'server-only';
import { urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { BASE_PATH, withBasePath } from '@/lib/base-path';

/**
 * "Plans for your age": a form that asks for an age and a need and opens /compare-plans with them
 * (a GET form, so it works without JavaScript: the comparison then shows every plan).
 */
export type FinderView = {
  /** The form's id, for the comparison's check boxes and script on /compare-plans. */
  id: string;
  action: string;
  heading: string;
  text: string;
  age: { label: string; hint: string };
  need: { label: string; any: string; options: { value: string; label: string }[] };
  submit: string;
  /** A link to the whole comparison, where the form is not on it. */
  all?: { href: string; label: string };
};

export function finderView(
  { locale, dict, content }: Pick<PageContext<'categories'>, 'locale' | 'dict' | 'content'>,
  id: string,
  { linkAll }: { linkAll: boolean },
  base = BASE_PATH,
): FinderView {
  const { finder } = dict.compare;
  const page = urlFor(locale, 'comparePlans');
  return {
    id,
    // A form's address is not a Next link: it carries the site's sub-path itself.
    action: withBasePath(page, base),
    heading: finder.heading,
    text: finder.text,
    age: { label: finder.age, hint: finder.ageHint },
    need: {
      label: finder.need,
      any: finder.anyNeed,
      options: content.categories.map((category) => ({ value: category.slug, label: category.title })),
    },
    submit: finder.submit,
    ...(linkAll ? { all: { href: page, label: finder.all } } : {}),
  };
}
