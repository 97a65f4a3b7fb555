import type { Plan } from '@/lib/content';
import { findCategory, planExcerpt, relatedPlans } from './plans';

const plan = (details: Plan['details']) => ({ details });

describe('planExcerpt', () => {
  it('takes the first 20 words of the first block’s Description and adds ...', () => {
    const words = Array.from({ length: 25 }, (_, i) => `word${i + 1}`);
    const excerpt = planExcerpt(
      plan([
        { title: 'Overview', Description: words.join(' ') },
        { title: 'More', Description: 'Other text' },
      ]),
    );
    expect(excerpt).toBe(`${words.slice(0, 20).join(' ')}...`);
  });

  it('keeps a short Description whole, still followed by ...', () => {
    expect(planExcerpt(plan([{ title: 'Overview', Description: 'Short and sweet.' }]))).toBe('Short and sweet....');
  });

  it('falls back to the first Description when the first block is a list', () => {
    expect(
      planExcerpt(
        plan([
          { title: 'Benefits', listItems: ['One', 'Two'] },
          { title: 'Overview', Description: 'The plan in words.' },
        ]),
      ),
    ).toBe('The plan in words....');
    expect(planExcerpt(plan([{ title: 'Benefits', listItems: ['One benefit', 'Two'] }]))).toBe('One benefit Two...');
  });
});

describe('findCategory', () => {
  const categories = [
    { slug: 'wealth-creations', title: 'Wealth', icon: '/images/a.svg', colour: '#000000', summary: 'S' },
    { slug: 'childresns-marriage', title: 'Marriage', icon: '/images/b.svg', colour: '#000000', summary: 'S' },
  ] as const;
  it('finds the wheel entry of a slug, and nothing for an unknown one', () => {
    expect(findCategory('childresns-marriage', [...categories])?.title).toBe('Marriage');
    expect(findCategory('no-such-thing', [...categories])).toBeUndefined();
  });
});

describe('relatedPlans', () => {
  const make = (path: string, categories: Plan['categories']): Plan => ({
    id: path,
    name: path,
    kind: 'participating',
    planNo: '736',
    uin: '512N304V03',
    status: 'on-sale',
    path,
    categories,
    metatitle: path,
    metadescription: path,
    imageUrls: [],
    details: [{ title: 'Overview', Description: path }],
  });
  const products = [
    make('a', ['wealth-creations']),
    make('b', ['childrens-education', 'childresns-marriage']),
    make('c', ['childrens-education']),
    make('d', ['childresns-marriage', 'childrens-education', 'guaranteed-returns']),
    make('e', ['guaranteed-returns']),
    make('f', ['childresns-marriage']),
  ];
  const byPath = (path: string) => products.find((p) => p.path === path)!;
  const paths = (list: Plan[]) => list.map((p) => p.path);

  it('suggests up to three other plans sharing a category, most shared first, then in catalogue order', () => {
    expect(paths(relatedPlans(byPath('b'), products))).toEqual(['d', 'c', 'f']);
  });

  it('never suggests the plan itself, nor a plan with no shared category', () => {
    for (const product of products) {
      const related = relatedPlans(product, products);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.path).not.toBe(product.path);
        expect(other.categories.some((c) => product.categories.includes(c))).toBe(true);
      }
    }
    expect(relatedPlans(byPath('a'), products)).toEqual([]);
  });

  it('keeps to one category when asked', () => {
    expect(paths(relatedPlans(byPath('d'), products, { within: 'guaranteed-returns' }))).toEqual(['e']);
  });

  it('honours the limit', () => {
    expect(relatedPlans(byPath('d'), products, { limit: 2 })).toHaveLength(2);
  });
});
