import { expect, site, test } from './fixtures';
import { ALL_ROUTES, CANONICAL_ROUTES, NESTED_ROUTES, OTHER_LANGUAGES, products } from './routes';

const origin = site.siteUrl.replace(/\/+$/, '');
const absolute = (route: string) => (route === '/' ? origin : `${origin}${route}`);
const localPath = (url: string) => new URL(url).pathname;

type LdNode = Record<string, unknown> & { '@type'?: string };
async function jsonLd(page: import('@playwright/test').Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as LdNode | LdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe('crawlers', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 640, 'markup is the same at every width; checked once');

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the sitemap lists every canonical page once in each language, absolute, with lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((e) => /<loc>(.*?)<\/loc>/.exec(e)?.[1]);
    expect(locs.sort()).toEqual(ALL_ROUTES.map(absolute).sort());
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    // The nested duplicates of plan pages are not listed.
    expect(xml).not.toMatch(/product-category\/[^/<]+\/[^/<]+<\/loc>/);
  });

  for (const route of CANONICAL_ROUTES) {
    test(`${route}: one h1, canonical, social cards and agency data`, async ({ page, request }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absolute(route));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const ogImage = (await page.locator('meta[property="og:image"]').first().getAttribute('content'))!;
      expect(ogImage.startsWith(`${origin}/og/`)).toBe(true);
      const image = await request.get(localPath(ogImage));
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const bytes = await image.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

      const agency = (await jsonLd(page)).find((node) => node['@type'] === 'InsuranceAgency');
      expect(agency).toMatchObject({
        '@id': `${origin}/#agency`,
        name: site.agencyName,
        telephone: site.phone,
        email: site.email,
        sameAs: Object.values(site.socials),
        identifier: { '@type': 'PropertyValue', name: site.code.label, value: site.code.number },
        openingHoursSpecification: { '@type': 'OpeningHoursSpecification', opens: expect.stringMatching(/^\d{2}:\d{2}$/), closes: expect.stringMatching(/^\d{2}:\d{2}$/) },
      });
      expect(String(agency?.disambiguatingDescription)).toContain(site.insurer.name);
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', /\S/);
    });
  }

  test('each plan page has its own social image and FinancialProduct and BreadcrumbList data', async ({ page }) => {
    test.setTimeout(120_000);
    for (const product of products) {
      await page.goto(`/product/${product.path}`);
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', `${origin}/og/${product.path}.png`);
      const nodes = await jsonLd(page);
      const plan = nodes.find((n) => n['@type'] === 'FinancialProduct');
      expect(plan).toMatchObject({
        url: absolute(`/product/${product.path}`),
        provider: { name: 'Life Insurance Corporation of India' },
        broker: { '@id': `${origin}/#agency` },
      });
      expect(String(plan?.name)).toContain(product.name);
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
      const visible = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents();
      expect(crumbs.itemListElement.map((i) => i.name)).toEqual(visible.map((t) => t.trim()));
      expect(crumbs.itemListElement.at(-1)?.item).toBe(absolute(`/product/${product.path}`));
    }
  });

  test('nested plan pages are canonical to /product/{id}', async ({ page }) => {
    for (const route of NESTED_ROUTES.slice(0, 6)) {
      await page.goto(route);
      const id = route.split('/').at(-1)!;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(`/product/${id}`));
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('no not-found page is indexed, in any language', { tag: '@expects-404' }, async ({ page }) => {
    for (const path of ['/missing-page', ...OTHER_LANGUAGES.map((lang) => lang.path('/missing-page'))]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1:visible'), path).toHaveCount(1);
      await expect(page.locator('main:visible'), path).toHaveCount(1);
    }
  });
});
