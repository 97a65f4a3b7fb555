import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getContent } from '@/lib/content';
import { getDictionary, LOCALES, type Locale } from '@/lib/i18n';
import { notFoundPage } from '@/lib/pages/not-found';
import { NOT_FOUND_SCRIPT, NotFoundView } from './not-found-view';

const html = document.documentElement;
const en = getDictionary('en', getContent('en').site.voice);

/** The page's HTML as the server writes it (jsdom runs no script set as innerHTML). */
const serve = (locale: Locale) => {
  const content = getContent(locale);
  const page = notFoundPage({ locale, dict: getDictionary(locale, content.site.voice), site: content.site, content }, '');
  document.body.innerHTML = renderToStaticMarkup(<NotFoundView page={page} />);
  document.title = page.title;
  html.setAttribute('lang', locale);
  return page;
};

/** The not-found page of `locale` as a browser gets it at `address`: its HTML, then its inline script as the page carries it. */
function visit(address: string, locale: Locale = 'en') {
  window.history.pushState({}, '', address);
  serve(locale);
  new Function(NOT_FOUND_SCRIPT)();
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundView', () => {
  it('is one whole page in its HTML: one heading, the generic message and every way on', () => {
    const page = serve('en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.notFound.title);
    expect(screen.getByText(en.notFound.pageText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.notFound.seeAllPlans })).toHaveAttribute('href', '/all-products');
    expect(screen.getByRole('link', { name: en.notFound.chooseNeed })).toHaveAttribute('href', '/product-category');
    const needs = screen.getByRole('navigation', { name: en.plans.categoriesLabel });
    expect(
      within(needs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(getContent('en').categories.map((c) => c.title));
    const main = screen.getByRole('navigation', { name: en.notFound.mainPages });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(page.mainPages.map((link) => link.href));
  });

  it('carries its script inlined without comments or module words, small', () => {
    expect(NOT_FOUND_SCRIPT).not.toMatch(/^\s*(\/\/|\/\*|\*)/m);
    expect(NOT_FOUND_SCRIPT).not.toMatch(/^export /m);
    expect(NOT_FOUND_SCRIPT.length).toBeLessThan(2500);
  });
});

describe('the inlined script, run in the page', () => {
  const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

  it('names a missing plan, a missing category and any other page, in each language', () => {
    for (const locale of LOCALES) {
      const { site } = getContent(locale);
      const { notFound } = getDictionary(locale, site.voice);
      const agency = site.agencyName;
      const prefix = locale === 'en' ? '' : `/${locale}`;

      visit(`${prefix}/product-category/no-such-thing/nope`, locale);
      expect(heading()).toBe(notFound.productHeading);
      expect(screen.getByText(notFound.productText)).toBeInTheDocument();
      expect(document.title).toBe(`${notFound.productHeading} | ${agency}`);

      visit(`${prefix}/product-category/no-such-thing`, locale);
      expect(heading()).toBe('NO SUCH THING');
      expect(screen.getByText(notFound.categoryEmpty)).toBeInTheDocument();
      expect(document.title).toBe(`NO SUCH THING | ${agency}`);

      visit(`${prefix}/no-such-page`, locale);
      expect(heading()).toBe(notFound.title);
      expect(document.title).toBe(`${notFound.title} | ${agency}`);
    }
  });
});
