/** @jest-environment node */
import { getCategories, getProducts, type Product } from '@/lib/content';
import { categoryHref, categoryProductHref, categorySlug, findCategory, planExcerpt, productHref, relatedProducts } from './plans';

const plan = (details: Product['details']) => ({ details });

describe('planExcerpt', () => {
  it('takes the first 20 words of the first block’s Description and adds ...', () => {
    const words = Array.from({ length: 25 }, (_, i) => `word${i + 1}`);
    const excerpt = planExcerpt(plan([{ title: 'Overview', Description: words.join(' ') }, { title: 'More', Description: 'Other text' }]));
    expect(excerpt).toBe(`${words.slice(0, 20).join(' ')}...`);
  });

  it('keeps a short Description whole, still followed by ...', () => {
    expect(planExcerpt(plan([{ title: 'Overview', Description: 'Short and sweet.' }]))).toBe('Short and sweet....');
  });

  it('falls back to the first Description when the first block is a list', () => {
    expect(planExcerpt(plan([{ title: 'Benefits', listItems: ['One', 'Two'] }, { title: 'Overview', Description: 'The plan in words.' }]))).toBe(
      'The plan in words....',
    );
    expect(planExcerpt(plan([{ title: 'Benefits', listItems: ['One benefit', 'Two'] }]))).toBe('One benefit Two...');
  });

  it('gives every real plan a 20-word excerpt from its overview', () => {
    for (const product of getProducts()) {
      const excerpt = planExcerpt(product);
      expect(excerpt.endsWith('...')).toBe(true);
      expect(excerpt.slice(0, -3).split(' ')).toHaveLength(20);
      expect(product.details[0]!.Description!.startsWith(excerpt.slice(0, -3))).toBe(true);
    }
  });
});

describe('categories and addresses', () => {
  it('reads the slug from a category route and finds the entry', () => {
    const categories = getCategories();
    expect(categories.map(categorySlug)).toEqual([
      'wealth-creations',
      'guaranteed-returns',
      'income-protection',
      'retirement-planning',
      'childrens-education',
      'childresns-marriage',
    ]);
    expect(findCategory('childresns-marriage', categories)?.title).toBe("Children's Marriage");
    expect(findCategory('no-such-thing', categories)).toBeUndefined();
  });

  it('builds plan and category links', () => {
    expect(productHref({ path: 'jeevan-labh' })).toBe('/product/jeevan-labh');
    expect(categoryHref('guaranteed-returns')).toBe('/product-category/guaranteed-returns');
    expect(categoryProductHref('guaranteed-returns', { path: 'jeevan-labh' })).toBe('/product-category/guaranteed-returns/jeevan-labh');
  });
});

describe('relatedProducts', () => {
  const products = getProducts();
  const byPath = (path: string) => products.find((p) => p.path === path)!;

  it('suggests up to three other plans sharing a category, most shared first', () => {
    const related = relatedProducts(byPath('jeevan-tarun'), products);
    expect(related.map((p) => p.name)).toEqual(['Amrit Baal', "New Children's Money Back", 'Jeevan Lakshya']);
  });

  it('never suggests the plan itself, nor a plan with no shared category', () => {
    for (const product of products) {
      const related = relatedProducts(product, products);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.path).not.toBe(product.path);
        expect(other.categories.some((c) => product.categories.includes(c))).toBe(true);
      }
    }
  });

  it('keeps to one category when asked', () => {
    const related = relatedProducts(byPath('pension-plus'), products, { within: 'wealth-creations' });
    expect(related.map((p) => p.name)).toEqual(['Index Plus', 'Nivesh Plus']);
  });

  it('honours the limit', () => {
    expect(relatedProducts(byPath('jeevan-utsav'), products, { limit: 5 })).toHaveLength(5);
  });
});
