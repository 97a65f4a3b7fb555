/** @jest-environment node */
import { getContent } from '@/lib/content';
import { getDictionary, LOCALES, PREFIXED_LOCALES } from '@/lib/i18n';
import { notFoundPage } from './not-found';
import { ROUTES, urlFor } from '@/lib/urls';

describe('notFoundPage', () => {
  it('reads an unknown address with the route table’s shapes: a plan in a category, a category, a plan', () => {
    const { shapes } = notFoundPage('en').data;
    expect(shapes).toEqual([
      [ROUTES.planInCategory.path, 'product'],
      [ROUTES.category.path, 'category'],
      [ROUTES.plan.path, 'product'],
    ]);
    // Longest first, so /product-category/{c}/{id} is a plan before /product-category/{c} is a category.
    const lengths = shapes.map(([shape]) => shape.split('/').length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('knows where each other language’s own not-found page is, below the base path', () => {
    for (const locale of LOCALES) {
      expect(notFoundPage(locale, '/lic').data).toMatchObject({
        base: '/lic',
        pages: Object.fromEntries(PREFIXED_LOCALES.map((other) => [other, `/lic/${other}/404.html`])),
      });
    }
    expect(notFoundPage('en', '').data.pages).toEqual(Object.fromEntries(PREFIXED_LOCALES.map((other) => [other, `/${other}/404.html`])));
  });

  it('gives each message its words and title in the page’s language, with the agency’s name', () => {
    for (const locale of LOCALES) {
      const words = getDictionary(locale).notFound;
      const agency = getContent(locale).site.agencyName;
      const page = notFoundPage(locale);
      expect(page.title).toBe(`${words.title} | ${agency}`);
      expect(page.data.messages).toEqual({
        product: { heading: words.productHeading, text: words.productText },
        category: { text: words.categoryEmpty },
      });
      expect(page.data.title).toBe(`{heading} | ${agency}`);
    }
  });

  it('offers all plans, the wheel, every category and the other menu pages, in the page’s language', () => {
    for (const locale of LOCALES) {
      const page = notFoundPage(locale);
      expect(page.planLinks.map((link) => link.href)).toEqual([urlFor(locale, 'allProducts'), urlFor(locale, 'products')]);
      expect(page.categories.map((c) => c.href)).toEqual(getContent(locale).categories.map((c) => urlFor(locale, { category: c.slug })));
      const menu = [
        urlFor(locale, 'home'),
        urlFor(locale, 'about'),
        urlFor(locale, 'opportunities'),
        urlFor(locale, 'news'),
        urlFor(locale, 'contact'),
      ];
      expect(page.mainPages.map((link) => link.href)).toEqual(menu);
    }
  });
});
