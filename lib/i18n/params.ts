import { notFound } from 'next/navigation';
import { siteLocales } from '../content/registry/site-file';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** Route params of a page that exists in every language: English pages have no `lang`, the others do. */
export type LocaleParams = { lang?: string };

/** The language of the page being rendered, from its route params. */
export async function pageLocale(params: Promise<LocaleParams>): Promise<Locale> {
  const { lang } = await params;
  if (lang === undefined) return DEFAULT_LOCALE;
  if (!isLocale(lang) || lang === DEFAULT_LOCALE || !siteLocales().includes(lang)) notFound();
  return lang;
}
