/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, getDictionary } from '@/lib/i18n';
import { footerLinks, navLinks } from './navigation';
import { canonicalRoutes } from './routes';
import { canonicalPages, fillPath, keptPages, NOT_FOUND_PATH, ROUTES, routePages, routeParams, switchedOffPaths } from './urls';

/** The routes of a folder of app/: every page.tsx under it, as a path (route groups left out). */
function pagesUnder(dir: string, at = ''): string[] {
  return readdirSync(path.join(dir, at)).flatMap((name) => {
    const inside = path.join(at, name);
    if (statSync(path.join(dir, inside)).isDirectory()) return pagesUnder(dir, inside);
    return name === 'page.tsx' ? [`/${at.split(path.sep).join('/')}`.replace(/\/$/, '') || '/'] : [];
  });
}

const content = getContent(DEFAULT_LOCALE);
const en = getDictionary(DEFAULT_LOCALE, content.site.voice);

describe('the route table', () => {
  it('has an entry for every page of app/(en) and a page for every entry', () => {
    const tablePaths = Object.values(ROUTES)
      .map((route) => route.path)
      .filter((route) => route !== NOT_FOUND_PATH);
    expect(pagesUnder('app/(en)').sort()).toEqual(tablePaths.sort());
  });

  it('has every page in every other language too: app/[lang] re-exports app/(en), and holds the languages’ own not-found page', () => {
    const english = pagesUnder('app/(en)');
    expect(pagesUnder('app/[lang]').sort()).toEqual([...english, NOT_FOUND_PATH].sort());
    for (const route of english) {
      const source = readFileSync(path.join('app/[lang]', route, 'page.tsx'), 'utf8');
      expect(source).toMatch(new RegExp(`from '[./]+/\\(en\\)${route === '/' ? '' : route.replace(/[[\]]/g, '\\$&')}/page'`));
    }
  });

  it('fills a route’s parameters, and refuses a path without them', () => {
    expect(fillPath(ROUTES.planInCategory.path, { categoryName: 'guaranteed-returns', id: 'jeevan-labh' })).toBe(
      '/product-category/guaranteed-returns/jeevan-labh',
    );
    expect(() => fillPath(ROUTES.plan.path, {})).toThrow(/needs its parameter id/);
  });

  it('gives a page for every plan, category and help task of the content, and each plan under each of its own categories', () => {
    expect(routePages('plan', content).map((page) => page.path)).toEqual(content.products.map((plan) => `/product/${plan.path}`));
    expect(routePages('category', content).map((page) => page.path)).toEqual(content.categories.map((c) => `/product-category/${c.slug}`));
    expect(routePages('helpTask', content).map((page) => page.path)).toEqual(
      content.policyHelp.tasks.map((task) => `/policy-help/${task.slug}`),
    );
    expect(routePages('planInCategory', content)).toHaveLength(content.products.reduce((sum, plan) => sum + plan.categories.length, 0));
  });
});

describe('the sitemap’s pages', () => {
  it('are every page once, by its canonical address: no plan under a category, no not-found page', () => {
    const paths = canonicalPages(content).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/privacy');
    expect(paths).toContain('/policy-help');
    expect(paths).not.toContain(NOT_FOUND_PATH);
    expect(paths.filter((p) => p.split('/').length > 3)).toEqual([]);
  });

  it('leave out a page switched off by the content, and so does every list made from the table', () => {
    const recruiting = (on: boolean) => ({ ...content, site: { ...content.site, recruiting: on } });
    expect(canonicalPages(recruiting(true)).map((page) => page.path)).toContain(ROUTES.opportunities.path);
    expect(canonicalPages(recruiting(false)).map((page) => page.path)).not.toContain(ROUTES.opportunities.path);
    expect(routeParams('opportunities', recruiting(false))).toEqual([]);
    expect(footerLinks('en', en, recruiting(false)).map((link) => link.path)).not.toContain(ROUTES.opportunities.path);
    expect(switchedOffPaths(recruiting(false))).toEqual([ROUTES.opportunities.path]);
    expect(switchedOffPaths(recruiting(true))).toEqual([]);
  });

  it('switch off only pages without parameters: the post-build step removes them by their one address', () => {
    const switchable = Object.values(ROUTES).filter((route) => 'on' in route);
    expect(switchable.length).toBeGreaterThan(0);
    for (const route of switchable) expect(route.path).not.toContain('[');
  });

  it('are dated by the site’s files and their own: a plan by its file', () => {
    const routes = canonicalRoutes(content);
    const plan = content.products[0]!;
    expect(routes.find((route) => route.path === `/product/${plan.path}`)?.sources).toEqual([
      'content/site.json',
      'content/agency.json',
      `content/plans/${plan.path}.json`,
    ]);
    expect(routes.find((route) => route.path === '/news')).toEqual({
      path: '/news',
      sources: ['content/site.json', 'content/agency.json', 'content/news.json', 'content/links.json', 'content/news-page.json'],
      priority: 0.6,
      changeFrequency: 'weekly',
    });
  });
});

describe('the pages a visitor keeps on the phone', () => {
  it('are every plan, the comparison, every need, the policy-help pages and Contact, each once, all canonical', () => {
    const content = getContent(DEFAULT_LOCALE);
    const kept = keptPages(content);
    const expected = [
      ...content.products.map((plan) => `/product/${plan.path}`),
      ROUTES.comparePlans.path,
      ROUTES.products.path,
      ...content.categories.map((category) => `/product-category/${category.slug}`),
      ROUTES.policyHelp.path,
      ...content.policyHelp.tasks.map((task) => `/policy-help/${task.slug}`),
      ROUTES.contact.path,
    ];
    expect([...kept].sort()).toEqual([...expected].sort());
    expect(new Set(kept).size).toBe(kept.length);
    const canonical = canonicalPages(content).map((page) => page.path);
    expect(kept.every((page) => canonical.includes(page))).toBe(true);
  });
});

describe('the menus', () => {
  it('link the footer to the menu’s pages, then to the comparison of plans and the help for policyholders', () => {
    expect(footerLinks('en', en, content)).toEqual([
      ...navLinks('en', en, content),
      { path: '/compare-plans', href: '/compare-plans', label: en.compare.nav },
      { path: '/policy-help', href: '/policy-help', label: en.help.crumb },
    ]);
    expect(footerLinks('hi', en, content).at(-1)?.href).toBe('/hi/policy-help');
  });
});
