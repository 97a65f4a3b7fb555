import { NAV_LINKS, isActive } from './navigation';

it('lists the six routes with their labels in order', () => {
  expect(NAV_LINKS.map((l) => `${l.href} ${l.label}`)).toEqual([
    '/ Home',
    '/about-us About Us',
    '/product-category Products',
    '/opportunities Opportunities',
    '/news Latest News & Links',
    '/contact Contact',
  ]);
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
