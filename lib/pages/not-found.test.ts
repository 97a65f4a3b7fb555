/** @jest-environment node */
import { PREFIXED_LOCALES } from '@/lib/i18n';
import { CATEGORY, fixtureContext } from './fixture';
import { notFoundPage } from './not-found';
import { ROUTES, urlFor } from '@/lib/urls';

/** A small site (./fixture.ts) in the default language. */
const context = fixtureContext();
const { locale, dict, site } = context;

describe('notFoundPage', () => {
  it('reads an unknown address with the route table’s shapes: a plan in a category, a category, a plan', () => {
    const { shapes } = notFoundPage(context).data;
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
    expect(notFoundPage(context, '/lic').data).toMatchObject({
      base: '/lic',
      pages: Object.fromEntries(PREFIXED_LOCALES.map((other) => [other, `/lic/${other}/404.html`])),
    });
    expect(notFoundPage(context, '').data.pages).toEqual(
      Object.fromEntries(PREFIXED_LOCALES.map((other) => [other, `/${other}/404.html`])),
    );
  });

  it('gives each message its words and title in the page’s language, with the agency’s name', () => {
    const words = dict.notFound;
    const page = notFoundPage(context);
    expect(page.title).toBe(`${words.title} | ${site.agencyName}`);
    expect(page.data.messages).toEqual({
      product: { heading: words.productHeading, text: words.productText },
      category: { text: words.categoryEmpty },
    });
    expect(page.data.title).toBe(`{heading} | ${site.agencyName}`);
  });

  it('offers all plans, the wheel, every category and the other menu pages; Opportunities only while the site recruits', () => {
    const page = notFoundPage(context);
    expect(page.planLinks.map((link) => link.href)).toEqual([urlFor(locale, 'allProducts'), urlFor(locale, 'products')]);
    expect(page.categories).toEqual([
      { title: CATEGORY.title, href: urlFor(locale, { category: CATEGORY.slug }), colour: CATEGORY.colour },
    ]);
    const menu = ['home', 'about', 'news', 'contact'] as const;
    expect(page.mainPages.map((link) => link.href)).toEqual(menu.map((name) => urlFor(locale, name)));
    const recruiting = ['home', 'about', 'opportunities', 'news', 'contact'] as const;
    expect(notFoundPage(fixtureContext({ recruiting: true })).mainPages.map((link) => link.href)).toEqual(
      recruiting.map((name) => urlFor(locale, name)),
    );
  });
});
