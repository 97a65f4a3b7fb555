/** @jest-environment node */
import type { ComponentType } from 'react';
import type { PlanPageView } from '@/lib/pages/plan';

/**
 * A plan's page on a site published below a base path (a GitHub Pages project site): every link to
 * another page of the site, and every file it asks for, is below that path, on a withdrawn plan's
 * page too (its "What you can do as a policyholder" links). Next's links and `withBasePath` read the
 * base path when their modules load, so the modules are loaded afresh with it set.
 */
const BASE = '/lic-site';

let pages: { path: string; status: string; html: string }[] = [];

beforeAll(async () => {
  process.env.__NEXT_ROUTER_BASEPATH = BASE;
  process.env.NEXT_PUBLIC_BASE_PATH = BASE;
  jest.resetModules();
  // React with them, so that the page and its renderer share one copy.
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { PlanDetail } = (await import('./plan-detail')) as { PlanDetail: ComponentType<PlanPageView> };
  const { planPage } = await import('@/lib/pages/plan');
  const { fixtureContext, PLANS } = await import('@/lib/pages/fixture');
  const context = fixtureContext();
  pages = PLANS.map((plan) => ({
    path: plan.path,
    status: plan.status,
    html: renderToStaticMarkup(<PlanDetail {...planPage(context, plan.path)!} />),
  }));
});

afterAll(() => {
  delete process.env.__NEXT_ROUTER_BASEPATH;
  delete process.env.NEXT_PUBLIC_BASE_PATH;
  jest.resetModules();
});

/** The addresses on this site that a page's links and pictures point at (not other sites', not tel: or wa.me). */
const ownAddresses = (html: string) =>
  [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g), ...html.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap(([, value]) =>
    value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );

describe('a plan’s page below a base path', () => {
  it('renders every plan of the test site, a withdrawn one among them', () => {
    expect(pages.map((page) => page.status)).toContain('withdrawn');
  });

  it('puts every link to the site’s own pages, and every picture, below the base path', () => {
    for (const { path, html } of pages) {
      const addresses = ownAddresses(html);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(`${path}: ${address}`).toMatch(new RegExp(`^${path}: ${BASE}(/|$)`));
    }
  });

  it('links a withdrawn plan’s policyholder to each help task below the base path', () => {
    for (const { path, html } of pages.filter((page) => page.status === 'withdrawn')) {
      const tasks = [...html.matchAll(/href="([^"]*\/policy-help\/[^"]+)"/g)].map(([, href]) => `${path}: ${href}`);
      expect(tasks).not.toEqual([]);
      for (const task of tasks) expect(task).toMatch(new RegExp(`^${path}: ${BASE}/`));
    }
  });
});
