/**
 * What must agree between the languages of a file, beyond each block's schema: lists that describe
 * the same things in the same order, and the dates, addresses and figures that are the same in every
 * language. (A plan's facts are written once, so they cannot disagree; its figures are compared by the
 * rules, rules.ts.)
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { CONTENT_FILES } from '../registry/files';
import { problem, type Key } from './problems';
import { checkSameFiguresIn } from './figure-rules';
import { type AboutContent, type HelpTask, type NewsItem, type PrivacyContent, type Slide, type ImportantLink } from '../schema/schemas';

/** A help task's fields that are the same in every language (its words, in either voice, are compared for their figures only). */
type TaskFacts = Pick<HelpTask, 'slug' | 'icon' | 'checkedOn' | 'official'>;

/** The languages' lists that describe the same things in the same order must be as long as the default language's. */
function checkSameLength<T>(file: string, keys: Key[], lists: Partial<Record<Locale, T[]>>, what: string, problems: string[]) {
  const reference = lists[DEFAULT_LOCALE];
  if (!reference) return;
  for (const [locale, list] of Object.entries(lists) as [Locale, T[]][]) {
    if (locale === DEFAULT_LOCALE || list.length === reference.length) continue;
    problems.push(
      problem(
        file,
        [locale, ...keys],
        `has ${list.length} ${what} but ${DEFAULT_LOCALE} has ${reference.length}: every ${what.replace(/s$/, '')} needs its ${locale} version, in the same order`,
        list.length,
      ),
    );
  }
}

type ByLocale<T> = Partial<Record<Locale, T>>;

/** Each language's value of `get`, for the languages read. */
const pick = <T, R>(data: ByLocale<T>, get: (value: T) => R) =>
  Object.fromEntries(Object.entries(data).map(([locale, value]) => [locale, get(value as T)])) as ByLocale<R>;

/** Every check of this module, over the files as read (each language that could be read). */
export function checkLanguagesAgree(
  read: {
    banners: ByLocale<{ slides: Slide[] }>;
    opportunities: ByLocale<{ slides: Slide[] }>;
    links: ByLocale<{ items: ImportantLink[] }>;
    news: ByLocale<{ items: NewsItem[] }>;
    about: ByLocale<Pick<AboutContent, 'whyLic'>>;
    privacy: ByLocale<Pick<PrivacyContent, 'updated'>>;
    policyHelp: ByLocale<{ tasks: TaskFacts[] }>;
  },
  problems: string[],
) {
  const f = CONTENT_FILES;
  const { banners, opportunities, links, news, about, privacy, policyHelp } = read;
  checkSameLength(
    f.banners,
    ['slides'],
    pick(banners, (b) => b.slides),
    'slides',
    problems,
  );
  checkSameLength(
    f.opportunities,
    ['slides'],
    pick(opportunities, (o) => o.slides),
    'slides',
    problems,
  );
  checkSameLength(
    f.links,
    ['items'],
    pick(links, (l) => l.items),
    'links',
    problems,
  );
  checkSameLength(
    f.news,
    ['items'],
    pick(news, (n) => n.items),
    'news items',
    problems,
  );
  for (const [locale, value] of Object.entries(news) as [Locale, { items: NewsItem[] }][]) {
    const reference = news[DEFAULT_LOCALE]?.items;
    if (locale === DEFAULT_LOCALE || !reference || reference.length !== value.items.length) continue;
    value.items.forEach((item, index) => {
      for (const field of ['date', 'results'] as const)
        if (item[field] !== reference[index]![field])
          problems.push(
            problem(f.news, [locale, 'items', index, field], `must be the same as ${DEFAULT_LOCALE}.items[${index}].${field}`, item[field]),
          );
    });
  }

  checkSameLength(
    f.about,
    ['whyLic', 'figures'],
    pick(about, (a) => a.whyLic.figures ?? []),
    'figures',
    problems,
  );
  for (const [locale, value] of Object.entries(privacy) as [Locale, Pick<PrivacyContent, 'updated'>][]) {
    if (locale !== DEFAULT_LOCALE && privacy[DEFAULT_LOCALE] && value.updated !== privacy[DEFAULT_LOCALE].updated) {
      problems.push(problem(f.privacy, [locale, 'updated'], `must be the same as ${DEFAULT_LOCALE}.updated`, value.updated));
    }
  }
  checkSameLength(
    f.policyHelp,
    ['tasks'],
    pick(policyHelp, (h) => h.tasks),
    'tasks',
    problems,
  );
  for (const [locale, value] of Object.entries(policyHelp) as [Locale, { tasks: TaskFacts[] }][]) {
    value.tasks.forEach((task, index) => {
      const first = value.tasks.findIndex((t) => t.slug === task.slug);
      if (first !== index)
        problems.push(problem(f.policyHelp, [locale, 'tasks', index, 'slug'], `is already used by ${locale}.tasks[${first}]`, task.slug));
    });
    const reference = policyHelp[DEFAULT_LOCALE];
    if (locale === DEFAULT_LOCALE || !reference) continue;
    value.tasks.forEach((task, index) => {
      const original = reference.tasks[index];
      if (!original) return;
      // The task's address and LIC's page are the same in every language, and so is every figure of its text.
      for (const field of ['slug', 'icon', 'checkedOn'] as const) {
        if (task[field] !== original[field])
          problems.push(
            problem(
              f.policyHelp,
              [locale, 'tasks', index, field],
              `must be the same as ${DEFAULT_LOCALE}.tasks[${index}].${field}`,
              task[field],
            ),
          );
      }
      if (task.official.href !== original.official.href) {
        problems.push(
          problem(
            f.policyHelp,
            [locale, 'tasks', index, 'official', 'href'],
            `must be the same as ${DEFAULT_LOCALE}.tasks[${index}].official.href`,
            task.official.href,
          ),
        );
      }
      problems.push(
        ...checkSameFiguresIn(f.policyHelp, [locale, 'tasks', index], original, task, `${DEFAULT_LOCALE}.tasks[${index}]`, problem),
      );
    });
  }
}
