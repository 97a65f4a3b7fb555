import { formatNewsDate } from '../lib/dates';
import { POLICY } from '../lib/content/policy';
import { reading } from '../lib/content/phrases';
import { format } from '../lib/i18n';
import { publisherLines } from '../lib/publisher';
import { expect, gotoReady, test, withStaticPage } from './fixtures';
import { attribute, elements, navNamed, openingTags, textOf } from './html';
import { ALL_ROUTES, CANONICAL_ROUTES, LANGUAGES, NESTED_ROUTES, type Language } from './routes';

/**
 * What the site says, as a customer and the insurer's compliance officer read it: who publishes the
 * site, for which insurer, on every page; every plan as the insurer files it, with the regulator's
 * lines; an agency that is not a job; and pages in every language that speak that language only.
 * What the HTML says is read from it as a crawler gets it; what must be seen is checked in a browser.
 */

const languageOf = (route: string): Language =>
  LANGUAGES.find((lang) => lang.locale !== 'en' && (route === `/${lang.locale}` || route.startsWith(`/${lang.locale}/`))) ?? LANGUAGES[0]!;

/** The words inside a page's <main>, where the page's own content is. */
const mainText = (html: string) => textOf(elements(html, 'main')[0] ?? '');

test.describe('what every page says about who publishes it', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every page of every language names the publisher, the insurer and its registration, links the privacy notice, and carries the regulator’s lines, in its own language', async ({
    request,
  }) => {
    for (const route of ALL_ROUTES) {
      const lang = languageOf(route);
      const { site } = lang.site;
      const dict = lang.words;
      const publisher = publisherLines(site, dict);
      const html = await (await request.get(route)).text();
      const text = textOf(html);
      expect(text, route).toContain(publisher.statement);
      expect(text, route).toContain(publisher.code);
      expect(text, route).toContain(publisher.insurer);
      expect(text, route).toContain(dict.compliance.notInsurer.split('{insurer}')[0]!.trim());
      expect(text, route).toContain(dict.compliance.solicitation);
      expect(text, route).toContain(dict.compliance.spuriousHeading);
      expect(text, route).toContain(dict.compliance.spuriousText);
      expect(text, route).toContain(dict.compliance.trademark);
      expect(text, route).toContain(format(dict.footer.copyright, { year: site.copyrightYear, person: site.person }));
      const privacy = openingTags(html, 'a').find((tag) => attribute(tag, 'data-testid') === 'footer-privacy');
      expect(privacy && attribute(privacy, 'href'), `${route}: privacy link`).toBe(lang.path('/privacy'));
    }
  });

  test('no page claims independence from the insurer, or ranks it, in any language', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const policy = POLICY[languageOf(route).locale];
      const text = reading(textOf(await (await request.get(route)).text()));
      for (const pattern of [...policy.independence, ...policy.ranking])
        expect(text.find(pattern), `${route}: ${pattern.source}`).toBeUndefined();
    }
  });

  for (const lang of LANGUAGES) {
    test(`the About page in ${lang.locale} names the publisher, the code and who submits a proposal, and shows the figures with their source and year`, async ({
      page,
    }) => {
      const { site, about } = lang.site;
      const publisher = publisherLines(site, lang.words);
      await page.goto(lang.path('/about-us'));
      const identity = page.getByTestId('about-identity');
      await expect(identity).toContainText(publisher.statement);
      await expect(identity).toContainText(publisher.proposal);
      await expect(identity).toContainText(publisher.codeLabel);
      await expect(identity).toContainText(site.code);
      const source = page.getByTestId('figures-source');
      await expect(source).toContainText(about.whyLic.source!);
      await expect(source).toContainText(about.whyLic.year!);
      await expect(page.getByText(about.whyLic.note, { exact: true })).toBeVisible();
    });

    test(`the recruiting page in ${lang.locale} says that an agency is not a job, and links to the insurer’s application page`, async ({
      page,
    }) => {
      const { agency } = lang.site.opportunitiesPage;
      await page.goto(lang.path('/opportunities'));
      const box = page.getByTestId('agency-statement');
      await expect(box.getByRole('heading', { name: agency.heading })).toBeVisible();
      for (const point of agency.points) await expect(box).toContainText(point);
      const apply = box.getByRole('link', { name: new RegExp(agency.applyLabel) });
      await expect(apply).toHaveAttribute('href', agency.applyUrl);
      expect(new URL(agency.applyUrl).hostname).toMatch(/(^|\.)licindia\.in$/);
    });

    test(`Contact in ${lang.locale} says where to complain, in order: the insurer, IRDAI, the Insurance Ombudsman`, async ({ page }) => {
      const { complaints } = lang.site.contactPage;
      await page.goto(lang.path('/contact'));
      const section = page.getByTestId('complaints');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(complaints.heading);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(complaints.steps.map((step) => step.title));
      const hosts = await section
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hostname));
      expect(hosts.map((host) => host.replace(/^www\./, ''))).toEqual(['licindia.in', 'bimabharosa.irdai.gov.in', 'cioins.co.in']);
    });

    test(`the privacy notice in ${lang.locale} names the person who holds what visitors send`, async ({ page }) => {
      const { privacy, site } = lang.site;
      await page.goto(lang.path('/privacy'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
      await expect(page.getByText(format(privacy.intro, { person: site.person }))).toBeVisible();
      for (const section of privacy.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    });
  }
});

test.describe('plan pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGUAGES) {
    const { products, plansPage, site } = lang.site;
    const { disclosures } = plansPage;

    test(`every plan page in ${lang.locale}, on both routes, names the plan as filed, its number, UIN and insurer, the risk-factors line and its brochure`, async ({
      request,
    }) => {
      const routes = [
        ...products.map((plan) => ({ plan, route: `/product/${plan.path}` })),
        ...NESTED_ROUTES.map((route) => ({ plan: products.find((p) => p.path === route.split('/')[3])!, route })),
      ];
      for (const { plan, route } of routes) {
        const html = await (await request.get(lang.path(route))).text();
        const where = lang.path(route);
        expect(elements(html, 'h1').map(textOf), `${where}: h1`).toEqual([format(lang.words.plan.heading, { name: plan.name })]);
        const body = mainText(html);
        expect(body, where).toContain(format(lang.words.plan.planNo, { planNo: plan.planNo }));
        expect(body, where).toContain(format(lang.words.plan.uin, { uin: plan.uin }));
        expect(body, where).toContain(format(disclosures.planOf, { insurer: site.insurer.name, registration: site.insurer.registration }));
        expect(body, where).toContain(disclosures.riskFactors);
        // The brochure; for a withdrawn plan its last one, or LIC's page of withdrawn plans.
        const link = openingTags(html, 'a').find((tag) => attribute(tag, 'data-testid') === 'plan-brochure');
        if (plan.status === 'withdrawn') {
          expect(link && attribute(link, 'href'), `${where}: brochure`).toBe(plan.brochureUrl ?? disclosures.withdrawnPlans.href);
          expect(body, where).toContain(
            plan.brochureUrl ? format(disclosures.lastBrochure, { plan: plan.name }) : disclosures.withdrawnPlans.label,
          );
        } else if (plan.brochureUrl) {
          expect(link && attribute(link, 'href'), `${where}: brochure`).toBe(plan.brochureUrl);
          expect(body, where).toContain(format(disclosures.brochure, { plan: plan.name }));
        }
        if (plan.descriptor) expect(body, where).toContain(plan.descriptor);
        const names = { plan: plan.name, insurer: site.insurer.name };
        if (plan.status === 'withdrawn') {
          const { text, undated } = disclosures.withdrawn;
          expect(body, where).toContain(
            plan.withdrawnOn ? format(text, { ...names, date: formatNewsDate(plan.withdrawnOn, lang.words.meta) }) : format(undated, names),
          );
        }
        if (plan.status === 'unconfirmed') expect(body, where).toContain(format(disclosures.unconfirmed.text, names));
        const statements = plan.kind === 'unit-linked' ? plansPage.unitLinked : undefined;
        for (const statement of statements ? [statements.risk, statements.liquidity, statements.name, statements.charges] : []) {
          expect(body, `${where}: ${statement.slice(0, 40)}`).toContain(format(statement, { plan: plan.name, insurer: site.insurer.name }));
        }
      }
    });

    test(`each plan page in ${lang.locale} shows what the insurer files under the name, and unit-linked plans the regulator’s statements in the body`, async ({
      browser,
      baseURL,
      page: guarded,
    }) => {
      await withStaticPage(browser, baseURL, guarded, async (page) => {
        for (const plan of products) {
          await page.goto(lang.path(`/product/${plan.path}`));
          const disclosure = page.getByTestId('plan-disclosure');
          await expect(disclosure.getByTestId('plan-uin'), plan.path).toHaveText(format(lang.words.plan.uin, { uin: plan.uin }));
          await expect(disclosure.getByTestId('plan-risk-factors'), plan.path).toBeVisible();
          // Under the name: the disclosure comes right after the banner that holds the h1.
          const [heading, block] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), disclosure.boundingBox()]);
          expect(block!.y, `${plan.path}: under the name`).toBeGreaterThan(heading!.y);
          expect(block!.y - (heading!.y + heading!.height), `${plan.path}: under the name`).toBeLessThan(80);
          const body = page.getByTestId('quick-pitch');
          await expect(body.getByTestId('plan-kind'), plan.path).toContainText(lang.words.plan.kinds[plan.kind].name);
          const box = body.getByTestId('unit-linked-statements');
          if (plan.kind !== 'unit-linked') {
            await expect(box, plan.path).toHaveCount(0);
            continue;
          }
          const statements = plansPage.unitLinked!;
          const fill = (text: string) => format(text, { plan: plan.name, insurer: site.insurer.name });
          await expect(box.getByRole('heading', { name: statements.heading })).toBeVisible();
          for (const statement of [statements.risk, statements.liquidity, statements.name]) {
            await expect(box.getByText(fill(statement), { exact: true }), `${plan.path}: ${statement.slice(0, 40)}`).toBeVisible();
          }
        }
      });
    });
  }

  test('a plan not on sale is neither trending nor listed under a need, and All plans lists it apart', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const html = await (await request.get(lang.path('/all-products'))).text();
      const grid = html.split(/data-testid="(?:withdrawn|unconfirmed)-plans"/)[0]!;
      for (const status of ['withdrawn', 'unconfirmed'] as const) {
        const apart = lang.site.products.filter((plan) => plan.status === status);
        const section = new RegExp(`data-testid="${status}-plans"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
        for (const plan of apart) {
          expect(plan.isTrending, plan.path).not.toBe(true);
          expect(plan.categories, plan.path).toEqual([]);
          expect(textOf(section), `${lang.locale}: ${plan.path}`).toContain(plan.name);
          expect(grid, `${lang.locale}: ${plan.path} in the grid`).not.toContain(`href="${lang.path(`/product/${plan.path}`)}"`);
        }
      }
    }
  });

  for (const lang of LANGUAGES) {
    const notOnSale = lang.site.products.filter((plan) => plan.status !== 'on-sale');
    test(`a plan not on sale, in ${lang.locale}, says so under its name before its pictures, and sells nothing`, async ({ page }) => {
      for (const plan of notOnSale) {
        await gotoReady(page, lang.path(`/product/${plan.path}`));
        const status = plan.status as 'withdrawn' | 'unconfirmed';
        const notice = page.getByRole('region', { name: lang.site.plansPage.disclosures[status].heading });
        await expect(notice, plan.path).toBeVisible();
        const picture = page.getByTestId('product-gallery').locator('img').first();
        const [noticeBox, pictureBox] = await Promise.all([notice.boundingBox(), picture.boundingBox()]);
        expect(noticeBox!.y + noticeBox!.height, `${plan.path}: the notice before the first picture`).toBeLessThanOrEqual(pictureBox!.y);
        // No Quick Pitch, no share button, no buyer's call: what a holder can do instead.
        await expect(page.getByRole('heading', { name: lang.words.plan.quickPitch })).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2, name: lang.words.plan.about })).toBeVisible();
        await expect(page.getByTestId('plan-share')).toHaveCount(0);
        await expect(page.getByRole('link', { name: lang.words.plan.share })).toHaveCount(0);
        if (status === 'withdrawn') {
          const tasks = page.getByRole('navigation', { name: lang.words.plan.heldTasks }).getByRole('link');
          await expect(tasks).toHaveText(lang.site.policyHelp.tasks.map((task) => task.title));
        }
      }
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

test.describe('category headings', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGUAGES) {
    // Read from the HTML, where the words are. A need is named by its own title, never by its address:
    // the address keeps a typo and a word ("returns") that the need's title does not claim.
    test(`every ${lang.locale} category page and nested plan page names the need by its title`, async ({ request }) => {
      const routes = [...CANONICAL_ROUTES.filter((route) => /^\/product-category\/[^/]+$/.test(route)), ...NESTED_ROUTES];
      for (const route of routes) {
        const slug = route.split('/')[2]!;
        const title = lang.site.categories.find((c) => c.slug === slug)!.title;
        const fromAddress = slug.replace(/-/g, ' ');
        const html = await (await request.get(lang.path(route))).text();
        const crumb = textOf(navNamed(html, lang.words.nav.breadcrumbLabel) ?? '');
        expect(crumb, `${route}: breadcrumb`).toContain(title);
        if (route.split('/').length === 3) {
          const headings = elements(html, 'h1').map(textOf);
          expect(headings, `${route}: h1`).toEqual([title.toLocaleUpperCase(lang.words.meta.intl)]);
        }
        if (fromAddress.toLocaleLowerCase() !== title.toLocaleLowerCase())
          expect(textOf(html).toLocaleLowerCase(), `${route}: the address's words`).not.toContain(fromAddress);
        // Devanagari has no capitals for CSS to add, so no Latin word may name the need there.
        if (lang.locale !== LANGUAGES[0]!.locale) expect(crumb, `${route}: breadcrumb`).not.toMatch(/[A-Za-z]{2,}/);
      }
    });
  }
});
