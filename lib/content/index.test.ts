/** @jest-environment node */
import { CATEGORY_SLUGS, findProduct, getCategories, getProducts, getTrendingProducts, isCategorySlug, productsInCategory } from '.';

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('findProduct', () => {
  it('finds a plan by its path', () => {
    expect(findProduct('jeevan-utsav')?.name).toBe('Jeevan Utsav');
    expect(findProduct('new-childrens-money-back')?.id).toBe('product13');
  });

  it('finds nothing for an unknown or partial path', () => {
    expect(findProduct('nope')).toBeUndefined();
    expect(findProduct('')).toBeUndefined();
    expect(findProduct('jeevan')).toBeUndefined();
    expect(findProduct('Jeevan-Utsav')).toBeUndefined();
    expect(findProduct('product2')).toBeUndefined();
  });

  it('finds every plan of the catalogue', () => {
    for (const product of getProducts()) expect(findProduct(product.path)).toBe(product);
  });
});

describe('productsInCategory', () => {
  it('lists the plans of a category in catalogue order', () => {
    expect(names(productsInCategory('childresns-marriage'))).toEqual(['Amrit Baal', 'Jeevan Tarun', "New Children's Money Back"]);
    expect(names(productsInCategory('wealth-creations'))).toEqual(['Index Plus', 'Nivesh Plus', 'Pension Plus']);
    expect(names(productsInCategory('retirement-planning'))).toEqual(['Jeevan Utsav', 'Jeevan Shanti', 'Pension Plus', 'Jeevan Umang']);
    expect(names(productsInCategory('income-protection'))).toContain('Yuva Term');
  });

  it('gives every category at least one plan, and only plans that name it', () => {
    for (const slug of CATEGORY_SLUGS) {
      const plans = productsInCategory(slug);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(plan.categories).toContain(slug);
    }
  });

  it('lists nothing for an unknown category', () => {
    expect(productsInCategory('no-such-thing')).toEqual([]);
    expect(productsInCategory('')).toEqual([]);
    expect(productsInCategory('childrens-marriage')).toEqual([]);
    expect(productsInCategory('WEALTH-CREATIONS')).toEqual([]);
  });

  it('filters a given list', () => {
    const [first, second] = getProducts();
    expect(productsInCategory('wealth-creations', [first!, second!])).toEqual([first]);
  });
});

describe('getTrendingProducts', () => {
  it('lists the six trending plans', () => {
    expect(names(getTrendingProducts())).toEqual([
      'Index Plus',
      'Jeevan Utsav',
      'Bhima Shree',
      'Amrit Baal',
      'Bhima Ratna',
      'New Money Back 20 years',
    ]);
  });

  it('treats a missing isTrending as not trending', () => {
    const plan = getProducts().find((p) => !('isTrending' in p))!;
    expect(getTrendingProducts([plan])).toEqual([]);
  });
});

describe('isCategorySlug', () => {
  it('knows the six wheel categories', () => {
    expect(getCategories().map((c) => c.route)).toEqual(CATEGORY_SLUGS.map((s) => `/product-category/${s}`));
    expect(isCategorySlug('childresns-marriage')).toBe(true);
    expect(isCategorySlug('no-such-thing')).toBe(false);
  });
});
