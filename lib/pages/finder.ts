import 'server-only';
import { CHILDREN_NEEDS } from '@/lib/compare';
import { urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { BASE_PATH, withBasePath } from '@/lib/base-path';

/**
 * "Plans for your age": a form that asks for a need, an age (and for a child's need, the child's age)
 * and opens /compare-plans with them at its results (a GET form, so it works without JavaScript: the
 * comparison then shows every plan, the results first on the screen).
 */
export type FinderView = {
  /** The form's id: its fields' labels and hints are named by it. */
  id: string;
  /** /compare-plans#results: the browser keeps the fragment and opens the page at the results. */
  action: string;
  heading: string;
  text: string;
  age: { label: string; hint: string };
  /** Shown while a child's need is chosen: the child's age, for the plans taken on the child's life. */
  child: { label: string; hint: string };
  /** Under the fields: what else decides whether LIC accepts a proposal. */
  eligibility: string;
  need: { label: string; any: string; options: { value: string; label: string; child: boolean }[] };
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
    action: `${withBasePath(page, base)}#results`,
    heading: finder.heading,
    text: finder.text,
    age: { label: finder.age, hint: finder.ageHint },
    child: { label: finder.child, hint: finder.childHint },
    eligibility: finder.eligibility,
    need: {
      label: finder.need,
      any: finder.anyNeed,
      options: content.categories.map((category) => ({
        value: category.slug,
        label: category.title,
        child: CHILDREN_NEEDS.includes(category.slug),
      })),
    },
    submit: finder.submit,
    ...(linkAll ? { all: { href: page, label: finder.all } } : {}),
  };
}
