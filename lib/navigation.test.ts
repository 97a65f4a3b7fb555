import { getContent } from '@/lib/content';
import { getDictionary } from '@/lib/i18n';
import { navLinks } from './navigation';
import { ROUTES, isActive, localizePath, pathOf, splitLocale, urlFor } from './urls';

it('lists the menu’s routes with their labels in order; Opportunities only while the site recruits', () => {
  const content = getContent('en');
  const en = getDictionary('en', content.site.voice);
  const menu = (recruiting: boolean) =>
    navLinks('en', en, { ...content, site: { ...content.site, recruiting } }).map((l) => `${l.href} ${l.label}`);
  // The menu's order is the specification's; its labels are the dictionary's, whatever their words.
  const pages = ['home', 'about', 'products', 'opportunities', 'news', 'contact'] as const;
  expect(menu(true)).toEqual(pages.map((page) => `${ROUTES[page].path} ${en.nav[page]}`));
  expect(menu(false)).toEqual(menu(true).filter((link) => !link.startsWith(`${ROUTES.opportunities.path} `)));
});

it('marks Products active on every plan route and Home only on /', () => {
  expect(isActive('/', '/')).toBe(true);
  expect(isActive('/', '/about-us')).toBe(false);
  for (const path of ['/product-category', '/product-category/wealth-creations/index-plus', '/product/index-plus', '/all-products']) {
    expect(isActive('/product-category', path)).toBe(true);
  }
  expect(isActive('/news', '/news')).toBe(true);
  expect(isActive('/news', '/newsletter')).toBe(false);
});

describe('addresses', () => {
  it('builds plan, category and page paths', () => {
    expect(pathOf({ plan: 'jeevan-labh' })).toBe('/product/jeevan-labh');
    expect(pathOf({ category: 'guaranteed-returns' })).toBe('/product-category/guaranteed-returns');
    expect(pathOf({ plan: 'jeevan-labh', category: 'guaranteed-returns' })).toBe('/product-category/guaranteed-returns/jeevan-labh');
    expect(pathOf('allProducts')).toBe('/all-products');
    expect(urlFor('en', 'home')).toBe('/');
  });

  it('puts other languages under their code and leaves English at the root', () => {
    expect(localizePath('en', '/news')).toBe('/news');
    // A language under a prefix; the helpers take any code, whatever the site's list holds today.
    const other = 'hi' as Parameters<typeof localizePath>[0];
    expect(localizePath(other, '/')).toBe('/hi');
    expect(localizePath(other, '/product/jeevan-labh')).toBe('/hi/product/jeevan-labh');
  });

  it('reads the language back from an address', () => {
    expect(splitLocale('/news')).toEqual({ locale: 'en', path: '/news' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/news/')).toEqual({ locale: 'en', path: '/news' });
    // 'hindi' is no language code, so the address is an English one.
    expect(splitLocale('/hindi/x')).toEqual({ locale: 'en', path: '/hindi/x' });
  });
});
