/** @jest-environment node */
import {
  CATEGORY_SLUGS,
  findPlan,
  trendingPlans,
  isCategorySlug,
  latestNews,
  newsNewestFirst,
  plansInCategory,
  type NewsItem,
  type Plan,
} from '.';

/** A plan with just what the look-ups read. */
const plan = (path: string, categories: Plan['categories'], isTrending?: boolean): Plan => ({
  id: `product-${path}`,
  name: path.replace(/-/g, ' '),
  kind: 'participating',
  planNo: '736',
  uin: '512N304V03',
  status: 'on-sale',
  path,
  categories,
  ...(isTrending === undefined ? {} : { isTrending }),
  metatitle: path,
  metadescription: path,
  imageUrls: [],
  details: [{ title: 'Overview', Description: path }],
});

const plans = [
  plan('alpha', ['wealth-creations'], true),
  plan('beta', ['retirement-planning', 'wealth-creations']),
  plan('gamma', ['childresns-marriage'], false),
  plan('delta', ['retirement-planning'], true),
];
const paths = (list: Plan[]) => list.map((p) => p.path);

describe('findPlan', () => {
  it('finds a plan by its path, exactly', () => {
    expect(findPlan('beta', plans)).toBe(plans[1]);
    for (const missing of ['nope', '', 'bet', 'Beta', 'product-beta']) expect(findPlan(missing, plans)).toBeUndefined();
  });
});

describe('plansInCategory', () => {
  it('lists the plans naming the category, in catalogue order', () => {
    expect(paths(plansInCategory('wealth-creations', plans))).toEqual(['alpha', 'beta']);
    expect(paths(plansInCategory('retirement-planning', plans))).toEqual(['beta', 'delta']);
  });

  it('lists nothing for an unknown or misspelt category', () => {
    for (const slug of ['no-such-thing', '', 'childrens-marriage', 'WEALTH-CREATIONS']) expect(plansInCategory(slug, plans)).toEqual([]);
  });
});

describe('trendingPlans', () => {
  it('keeps plans flagged trending; a missing flag counts as not trending', () => {
    expect(paths(trendingPlans(plans))).toEqual(['alpha', 'delta']);
  });
});

describe('isCategorySlug', () => {
  it('knows the six category slugs, typo included', () => {
    expect(CATEGORY_SLUGS).toHaveLength(6);
    expect(isCategorySlug('childresns-marriage')).toBe(true);
    expect(isCategorySlug('childrens-marriage')).toBe(false);
    expect(isCategorySlug('')).toBe(false);
  });
});

describe('news order', () => {
  const item = (title: string, date: string): NewsItem => ({
    title,
    description: `About ${title}`,
    source: 'LIC press release',
    link: `https://licindia.in/documents/${title}`,
    category: 'LEADERSHIP',
    date,
  });
  const list = [item('first', '01/02/2025'), item('second', '15/02/2025'), item('third', '01/03/2025'), item('fourth', '01/04/2025')];

  it('the News page shows the data list in reverse: the last entry first', () => {
    expect(newsNewestFirst(list).map((n) => n.title)).toEqual(['fourth', 'third', 'second', 'first']);
    expect(list.map((n) => n.title)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('the footer shows the last two entries, the last one first', () => {
    expect(latestNews(list, 2).map((n) => n.title)).toEqual(['fourth', 'third']);
    expect(latestNews(list.slice(0, 1), 2).map((n) => n.title)).toEqual(['first']);
  });
});
