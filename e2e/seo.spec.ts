import { urlFor } from '../lib/urls';
import { expect, expectSocialImage, site, test } from './fixtures';
import { elements, htmlLang, jsonLd, linkHref, meta, navNamed, textOf } from './html';
import { absolute, ALL_ROUTES, CANONICAL_ROUTES, english, NESTED_ROUTES, origin, OTHER_LANGUAGES, products } from './routes';

const { words } = english;

test.describe('crawlers', () => {
  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the site’s icon is at /favicon.ico too, for browsers and readers that look for it there', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    // An ICO file: reserved 0, type 1 (icon), at least one picture.
    const bytes = await response.body();
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test('the sitemap lists every canonical page once in each language, absolute, with lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((e) => /<loc>(.*?)<\/loc>/.exec(e)?.[1]);
    expect(locs.sort()).toEqual(ALL_ROUTES.map(absolute).sort());
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    // The nested duplicates of plan pages are not listed.
    for (const route of NESTED_ROUTES) expect(xml).not.toContain(`${route}</loc>`);
  });

  // What a crawler reads is the HTML itself: these read it as a crawler gets it, without a browser.
  test('every page has one h1, its canonical address, social cards with their picture, and the agency’s data', async ({ request }) => {
    test.setTimeout(120_000);
    for (const route of CANONICAL_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(elements(html, 'h1'), `${route}: h1`).toHaveLength(1);
      expect(htmlLang(html), route).toBe('en');
      expect(linkHref(html, 'canonical'), route).toBe(absolute(route));
      expect(meta(html, 'description')?.length, `${route}: description`).toBeGreaterThan(50);
      expect(meta(html, 'og:url'), route).toBe(absolute(route));
      expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
      expect(meta(html, 'twitter:image:alt'), route).toMatch(/\S/);
      const ogImage = meta(html, 'og:image') ?? '';
      expect(ogImage.startsWith(`${origin}/og/`), `${route}: og:image ${ogImage}`).toBe(true);
      await expectSocialImage(request, ogImage);

      // The publisher is a person who works for the insurer: no business of its own, no broker.
      const nodes = jsonLd(html);
      expect(
        nodes.filter((node) => node['@type'] === 'InsuranceAgency'),
        route,
      ).toEqual([]);
      const publisher = nodes.find((node) => node['@type'] === 'Person');
      expect(publisher, route).toMatchObject({
        '@id': `${origin}/#publisher`,
        name: site.person,
        jobTitle: words.roles[site.role].title,
        worksFor: {
          '@type': 'Organization',
          name: site.insurer.name,
          identifier: { '@type': 'PropertyValue', value: site.insurer.registration },
        },
        telephone: site.phone,
        email: site.email,
        ...(Object.keys(site.socials).length > 0 ? { sameAs: Object.values(site.socials) } : {}),
        identifier: { '@type': 'PropertyValue', name: words.roles[site.role].codeLabel, value: site.code },
        workLocation: {
          '@type': 'Place',
          openingHoursSpecification: site.openingHours.map(({ opens, closes }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: expect.any(Array),
            opens,
            closes,
          })),
        },
      });
      expect(String(publisher?.disambiguatingDescription), route).toContain(site.insurer.name);
    }
  });

  test('each plan page has its own social image and FinancialProduct and BreadcrumbList data', async ({ request }) => {
    for (const product of products) {
      const route = urlFor('en', { plan: product.path });
      const html = await (await request.get(route)).text();
      expect(meta(html, 'og:image'), route).toBe(`${origin}/og/${product.path}.png`);
      const nodes = jsonLd(html);
      const plan = nodes.find((n) => n['@type'] === 'FinancialProduct');
      expect(plan, route).toMatchObject({
        url: absolute(route),
        provider: { '@type': 'Organization', name: site.insurer.name, identifier: { value: site.insurer.registration } },
        identifier: expect.arrayContaining([{ '@type': 'PropertyValue', name: 'UIN', value: product.uin }]),
      });
      expect(plan, route).not.toHaveProperty('broker');
      // Who may buy it, where stated: ages its key facts give.
      const audience = plan?.audience as { requiredMinAge?: number; requiredMaxAge?: number } | undefined;
      const ages = (end: 'min' | 'max') => (product.keyFacts?.entryAge?.[end] ?? []).map((a) => a.value);
      if (audience?.requiredMinAge !== undefined) expect(ages('min'), route).toContain(audience.requiredMinAge);
      if (audience?.requiredMaxAge !== undefined) expect(ages('max'), route).toContain(audience.requiredMaxAge);
      expect(String(plan?.name)).toContain(product.name);
      // The structured breadcrumb names what the visible one shows.
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
      const visible = elements(navNamed(html, words.nav.breadcrumbLabel) ?? '', 'li').map(textOf);
      expect(visible.length, `${route}: visible breadcrumb`).toBeGreaterThan(1);
      expect(
        crumbs.itemListElement.map((i) => i.name),
        route,
      ).toEqual(visible);
      expect(crumbs.itemListElement.at(-1)?.item).toBe(absolute(route));
    }
  });

  test('nested plan pages are canonical to the plan’s own page', async ({ request }) => {
    for (const route of NESTED_ROUTES) {
      const html = await (await request.get(route)).text();
      const id = route.split('/').at(-1)!;
      expect(linkHref(html, 'canonical'), route).toBe(absolute(urlFor('en', { plan: id })));
      expect(elements(html, 'h1'), `${route}: h1`).toHaveLength(1);
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
