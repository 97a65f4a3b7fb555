import { format } from '../lib/i18n';
import { expect, test, withStaticPage } from './fixtures';
import { elements, navNamed, textOf } from './html';
import { ALL_ROUTES, CANONICAL_ROUTES, LANGUAGES, NESTED_ROUTES, OTHER_LANGUAGES, type Language } from './routes';

/**
 * What the site says, as a customer and the insurer's compliance officer read it: who runs the site
 * and in what capacity, the regulator's notices on every page, the statements every unit-linked
 * plan's page must carry, and pages in every language that speak that language only.
 */

const languageOf = (route: string): Language => LANGUAGES.find((lang) => lang.locale !== 'en' && (route === `/${lang.locale}` || route.startsWith(`/${lang.locale}/`))) ?? LANGUAGES[0]!;

test.describe('what every page says about who runs it', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every page of every language names the owner’s role and code, says it is not the insurer’s site, and warns of spurious calls, in its own language', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const { site, words: dict } = languageOf(route);
      const text = textOf(await (await request.get(route)).text());
      const role = format(dict.roles[site.site.role].statement, { agency: site.site.agencyName, insurer: site.site.insurer.name });
      expect(text, route).toContain(role);
      expect(text, route).toContain(format(dict.compliance.code, { label: site.site.code.label, number: site.site.code.number }));
      expect(text, route).toContain(dict.compliance.notInsurer.split('{insurer}')[0]!.trim());
      expect(text, route).toContain(dict.compliance.solicitation);
      expect(text, route).toContain(dict.compliance.spuriousHeading);
      expect(text, route).toContain(dict.compliance.spuriousText);
    }
  });

  test('no page claims independence from the insurer, in any language', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const { words: dict } = languageOf(route);
      const text = textOf(await (await request.get(route)).text()).toLowerCase();
      for (const claim of dict.compliance.forbiddenClaims) expect(text, `${route}: “${claim}”`).not.toContain(claim.toLowerCase());
    }
  });

  for (const lang of LANGUAGES) {
    test(`the About page in ${lang.locale} shows the role and the code in its body`, async ({ page }) => {
      await page.goto(lang.path('/about-us'));
      const identity = page.getByTestId('about-identity');
      await expect(identity).toContainText(format(lang.words.roles[lang.site.site.role].statement, { agency: lang.site.site.agencyName, insurer: lang.site.site.insurer.name }));
      await expect(identity).toContainText(lang.site.site.code.label);
      await expect(identity).toContainText(lang.site.site.code.number);
    });
  }
});

test.describe('plan pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGUAGES) {
    const unitLinked = lang.site.products.filter((plan) => plan.kind === 'unit-linked');
    const statements = lang.site.plansPage.unitLinked;

    test(`each unit-linked plan page in ${lang.locale} carries the regulator’s statements in its body, and other plans do not`, async ({ browser, baseURL, page: guarded }) => {
      expect(unitLinked.length > 0 ? statements : 'none needed', 'content/plan-pages.json → unitLinked').toBeDefined();
      await withStaticPage(browser, baseURL, guarded, async (page) => {
        for (const plan of lang.site.products) {
          await page.goto(lang.path(`/product/${plan.path}`));
          const body = page.getByTestId('quick-pitch');
          // Every plan says what kind of contract it is.
          await expect(body.getByTestId('plan-kind'), plan.path).toContainText(lang.words.plan.kinds[plan.kind].name);
          const box = body.getByTestId('unit-linked-statements');
          if (plan.kind !== 'unit-linked') {
            await expect(box, plan.path).toHaveCount(0);
            continue;
          }
          const fill = (text: string) => format(text, { plan: plan.name, insurer: lang.site.site.insurer.name });
          await expect(box.getByRole('heading', { name: statements!.heading })).toBeVisible();
          for (const statement of [statements!.risk, statements!.liquidity, statements!.name]) {
            await expect(box.getByText(fill(statement), { exact: true }), `${plan.path}: ${statement.slice(0, 40)}`).toBeVisible();
          }
        }
      });
    });
  }

  test('the statements name the risk, the five-year lock-in and what a name does not mean, in every language', () => {
    for (const lang of LANGUAGES) {
      const statements = lang.site.plansPage.unitLinked;
      if (!statements) continue;
      expect(statements.liquidity, lang.locale).toMatch(/5|five|पाँच|पाच/i);
      expect(statements.name, lang.locale).toContain('{plan}');
    }
  });
});

test.describe('category headings in other languages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of OTHER_LANGUAGES) {
    // Read from the HTML, where the words are: Devanagari has no capitals for CSS to add, so no Latin letter may appear at all.
    test(`every ${lang.locale} category page and nested plan page names the category in ${lang.locale}, with no Latin capitals`, async ({ request }) => {
      const routes = [...CANONICAL_ROUTES.filter((route) => /^\/product-category\/[^/]+$/.test(route)), ...NESTED_ROUTES];
      for (const route of routes) {
        const slug = route.split('/')[2]!;
        const title = lang.site.categories.find((c) => c.slug === slug)!.title;
        const html = await (await request.get(lang.path(route))).text();
        const crumb = textOf(navNamed(html, lang.words.nav.breadcrumbLabel) ?? '');
        expect(crumb, `${route}: breadcrumb`).toContain(title);
        expect(crumb, `${route}: breadcrumb`).not.toMatch(/[A-Za-z]{2,}/);
        if (route.split('/').length === 3) {
          const headings = elements(html, 'h1').map(textOf);
          expect(headings, `${route}: h1`).toEqual([title]);
          expect(headings[0], `${route}: h1`).not.toMatch(/[A-Za-z]/);
        }
      }
    });
  }
});
