import { formatNewsDate } from '../lib/dates';
import { POLICY } from '../lib/content/policy/policy';
import { reading } from '../lib/content/policy/phrases';
import { salesStatus, type Plan } from '../lib/content/schema/schemas';
import { format } from '../lib/i18n';
import { publisherLines } from '../lib/publisher';
import { urlFor } from '../lib/urls';
import { expect, test, withStaticPage } from './fixtures';
import { attribute, elements, htmlOf, linkNamed, links, named, navNamed, startingWith, textOf } from './html';
import { ALL_ROUTES, CANONICAL_ROUTES, english, LANGUAGES, languageOf, NESTED_ROUTES } from './routes';

/**
 * What the site says, as a customer and the insurer's compliance officer read it: who publishes the
 * site, for which insurer, on every page; every plan as the insurer files it, with the regulator's
 * lines; an agency that is not a job; and pages in every language that speak that language only.
 * What the HTML says is read from it as a crawler gets it, for every page; what must be seen where it
 * is (under a plan's name, before its pictures) is checked in a browser, on one page of each kind.
 */

/** The words inside a page's <main>, where the page's own content is. */
const mainText = (html: string) => textOf(elements(html, 'main')[0] ?? '');

/** The heading of the notice under the name of a plan not on sale, in a language. */
const noticeHeading = (lang: (typeof LANGUAGES)[number], plan: Plan) =>
  salesStatus(plan) === 'withdrawn'
    ? lang.site.plansPage.disclosures.withdrawn.heading
    : format(lang.words.plan.unsettled.heading, { name: plan.name });

test.describe('what every page says about who publishes it', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every page of every language names the publisher, the insurer and its registration, links the privacy notice, and carries the regulator’s lines, in its own language', async ({
    request,
  }) => {
    const missing: Record<string, string[]> = {};
    for (const route of ALL_ROUTES) {
      const lang = languageOf(route);
      const { site } = lang.site;
      const dict = lang.words;
      const publisher = publisherLines(site, dict);
      const page = await htmlOf(request, route);
      const text = textOf(page);
      const lines = [
        publisher.statement,
        publisher.code,
        publisher.insurer,
        dict.compliance.notInsurer.split('{insurer}')[0]!.trim(),
        dict.compliance.solicitation,
        dict.compliance.spuriousHeading,
        dict.compliance.spuriousText,
        dict.compliance.trademark,
        format(dict.footer.copyright, { year: site.copyrightYear, person: site.person }),
      ];
      const privacy = attribute(linkNamed(named(page, dict.compliance.heading) ?? '', dict.footer.privacy) ?? '', 'href');
      missing[route] = [
        ...lines.filter((line) => !text.includes(line)),
        ...(privacy === lang.path(urlFor('en', 'privacy')) ? [] : [`the privacy notice linked: ${privacy}`]),
      ];
    }
    expect(missing).toEqual(Object.fromEntries(ALL_ROUTES.map((route) => [route, []])));
  });

  test('no page claims independence from the insurer, or ranks it, in any language', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const policy = POLICY[languageOf(route).locale];
      const text = reading(textOf(await htmlOf(request, route)));
      const found = [...policy.independence, ...policy.ranking].filter((pattern) => text.find(pattern) !== undefined);
      expect(
        found.map((pattern) => pattern.source),
        route,
      ).toEqual([]);
    }
  });

  test('the About page names the publisher, the code and who submits a proposal, and gives the figures’ source and year, in every language', async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      const { site, about } = lang.site;
      const publisher = publisherLines(site, lang.words);
      const path = lang.path(urlFor('en', 'about'));
      const text = mainText(await htmlOf(request, path));
      for (const line of [publisher.statement, publisher.proposal, publisher.codeLabel, site.code]) expect(text, path).toContain(line);
      // The insurer's figures, where the owner shows them, with where and when they were published.
      if (about.whyLic.figures) {
        expect(text, path).toContain(about.whyLic.note);
        expect(text, path).toContain(format(lang.words.about.figuresSource, { source: about.whyLic.source!, year: about.whyLic.year! }));
      }
    }
  });

  test('the recruiting page says that an agency is not a job, and links to the insurer’s application page, in every language', async ({
    request,
  }) => {
    test.skip(!english.site.site.recruiting, 'the owner does not recruit: no Opportunities page');
    for (const lang of LANGUAGES) {
      const { agency } = lang.site.opportunitiesPage;
      const path = lang.path(urlFor('en', 'opportunities'));
      const box = named(await htmlOf(request, path), agency.heading);
      expect(box, `${path}: ${agency.heading}`).toBeDefined();
      for (const point of agency.points) expect(textOf(box!), path).toContain(point);
      expect(attribute(linkNamed(box!, startingWith(agency.applyLabel)) ?? '', 'href'), path).toBe(agency.applyUrl);
      expect(new URL(agency.applyUrl).hostname).toMatch(/(^|\.)licindia\.in$/);
    }
  });

  test('Contact says where to complain, in order: the insurer, IRDAI, the Insurance Ombudsman, in every language', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const { complaints } = lang.site.contactPage;
      const path = lang.path(urlFor('en', 'contact'));
      const section = named(await htmlOf(request, path), complaints.heading);
      expect(section, `${path}: ${complaints.heading}`).toBeDefined();
      expect(elements(section!, 'h3').map(textOf), path).toEqual(complaints.steps.map((step) => step.title));
      const hosts = links(section!).map((link) => new URL(attribute(link.tag, 'href')!).hostname.replace(/^www\./, ''));
      expect(hosts, path).toEqual([
        new URL(lang.site.site.insurer.url).hostname.replace(/^www\./, ''),
        'bimabharosa.irdai.gov.in',
        'cioins.co.in',
      ]);
    }
  });

  test('the privacy notice names the person who holds what visitors send, in every language', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const { privacy, site } = lang.site;
      const path = lang.path(urlFor('en', 'privacy'));
      const page = await htmlOf(request, path);
      expect(elements(page, 'h1').map(textOf), path).toEqual([privacy.title]);
      expect(mainText(page), path).toContain(format(privacy.intro, { person: site.person }));
      const headings = elements(page, 'h2').map(textOf);
      for (const section of privacy.sections) expect(headings, path).toContain(section.heading);
    }
  });
});

test.describe('plan pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGUAGES) {
    const { products, plansPage, site } = lang.site;
    const { disclosures } = plansPage;

    test(`every plan page in ${lang.locale}, on both routes, names the plan as filed, its number, UIN, kind and insurer, the risk-factors line and its brochure, and a unit-linked plan’s statements`, async ({
      request,
    }) => {
      const routes = [
        ...products.map((plan) => ({ plan, route: urlFor('en', { plan: plan.path }) })),
        ...NESTED_ROUTES.map((route) => ({ plan: products.find((p) => p.path === route.split('/')[3])!, route })),
      ];
      for (const { plan, route } of routes) {
        const page = await htmlOf(request, lang.path(route));
        const where = lang.path(route);
        expect(elements(page, 'h1').map(textOf), `${where}: h1`).toEqual([format(lang.words.plan.heading, { name: plan.name })]);
        const body = mainText(page);
        const names = { plan: plan.name, insurer: site.insurer.name };
        const expected = [
          format(lang.words.plan.planNo, { planNo: plan.planNo }),
          format(lang.words.plan.uin, { uin: plan.uin }),
          format(disclosures.planOf, { insurer: site.insurer.name, registration: site.insurer.registration }),
          disclosures.riskFactors,
          lang.words.plan.kinds[plan.kind].name,
          ...(plan.descriptor ? [plan.descriptor] : []),
        ];
        // The brochure; for a withdrawn plan its last one, or LIC's page of withdrawn plans.
        const brochure =
          plan.status === 'withdrawn'
            ? plan.brochureUrl
              ? { href: plan.brochureUrl, label: format(disclosures.lastBrochure, { plan: plan.name }) }
              : { href: disclosures.withdrawnPlans.href, label: disclosures.withdrawnPlans.label }
            : plan.brochureUrl && { href: plan.brochureUrl, label: format(disclosures.brochure, { plan: plan.name }) };
        if (brochure) {
          expected.push(brochure.label);
          expect(attribute(linkNamed(page, startingWith(brochure.label)) ?? '', 'href'), `${where}: brochure`).toBe(brochure.href);
        }
        if (plan.status === 'withdrawn') {
          const { text, undated } = disclosures.withdrawn;
          expected.push(
            plan.withdrawnOn ? format(text, { ...names, date: formatNewsDate(plan.withdrawnOn, lang.words.meta) }) : format(undated, names),
          );
        }
        if (salesStatus(plan) === 'unsettled') expected.push(format(lang.words.plan.unsettled.text, { name: plan.name }));
        const statements = plan.kind === 'unit-linked' ? plansPage.unitLinked : undefined;
        if (statements) {
          expected.push(statements.heading);
          for (const statement of [statements.risk, statements.liquidity, statements.name, statements.charges])
            expected.push(format(statement, { plan: plan.name, insurer: site.insurer.name }));
        }
        expect(
          expected.filter((line) => !body.includes(line)),
          `${where}: missing`,
        ).toEqual([]);
      }
    });
  }

  test('what the insurer files shows right under the plan’s name, and a unit-linked plan’s statements in its body, visibly', async ({
    browser,
    baseURL,
    page: guarded,
  }) => {
    const { words } = english;
    const { products, plansPage, site } = english.site;
    // One plan of each kind: the page is the same template for all.
    const kinds = products.filter((plan, i) => products.findIndex((other) => other.kind === plan.kind) === i);
    await withStaticPage(browser, baseURL, guarded, async (page) => {
      for (const plan of kinds) {
        await page.goto(urlFor('en', { plan: plan.path }));
        const uin = page.getByText(format(words.plan.uin, { uin: plan.uin }), { exact: true });
        await expect(uin, plan.path).toBeVisible();
        await expect(page.getByText(plansPage.disclosures.riskFactors), plan.path).toBeVisible();
        // Under the name: the plan's number and UIN come right after the banner that holds the h1.
        const [heading, filed] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), uin.boundingBox()]);
        expect(filed!.y, `${plan.path}: under the name`).toBeGreaterThan(heading!.y);
        expect(filed!.y - (heading!.y + heading!.height), `${plan.path}: under the name`).toBeLessThan(80);
        const statements = page.getByRole('region', { name: plansPage.unitLinked?.heading ?? '-' });
        if (plan.kind !== 'unit-linked') {
          await expect(statements, plan.path).toHaveCount(0);
          continue;
        }
        const unitLinked = plansPage.unitLinked!;
        const fill = (text: string) => format(text, { plan: plan.name, insurer: site.insurer.name });
        await expect(statements.getByRole('heading', { name: unitLinked.heading })).toBeVisible();
        for (const statement of [unitLinked.risk, unitLinked.liquidity, unitLinked.name]) {
          await expect(statements.getByText(fill(statement), { exact: true }), `${plan.path}: ${statement.slice(0, 40)}`).toBeVisible();
        }
      }
    });
  });

  test('a plan not on sale is neither featured nor listed under a need, and All plans lists a withdrawn one apart, in every language', async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      const page = await htmlOf(request, lang.path(urlFor('en', 'allProducts')));
      const grid = page.split(/<section[^>]*aria-labelledby="withdrawn-plans-heading"/)[0]!;
      const section = textOf(named(page, lang.words.plans.withdrawnHeading) ?? '');
      for (const plan of lang.site.products.filter((each) => salesStatus(each) !== 'on-sale')) {
        expect(plan.isTrending, plan.path).not.toBe(true);
        expect(plan.categories, plan.path).toEqual([]);
        expect(grid, `${lang.locale}: ${plan.path} in the grid`).not.toContain(`href="${lang.path(urlFor('en', { plan: plan.path }))}"`);
        // A withdrawn plan is listed for its holders; one whose status is not settled is listed nowhere.
        expect(section.includes(plan.name), `${lang.locale}: ${plan.path}`).toBe(salesStatus(plan) === 'withdrawn');
      }
    }
  });

  test('a plan not on sale says so, sells nothing and offers its holders help, in every language', async ({ request }) => {
    for (const lang of LANGUAGES) {
      for (const plan of lang.site.products.filter((each) => salesStatus(each) !== 'on-sale')) {
        const path = lang.path(urlFor('en', { plan: plan.path }));
        const page = await htmlOf(request, path);
        expect(named(page, noticeHeading(lang, plan)), `${path}: the notice`).toBeDefined();
        // No share button, no buyer's call: what a holder can do instead.
        const headings = elements(page, 'h2').map(textOf);
        expect(headings, path).toContain(lang.words.plan.about);
        expect(linkNamed(page, startingWith(lang.words.plan.share)), `${path}: share`).toBeUndefined();
        expect(textOf(page), `${path}: the buyer's pitch`).not.toContain(lang.words.plan.pitch);
        expect(
          links(named(page, lang.words.plan.heldTasks) ?? '').map((link) => link.text),
          path,
        ).toEqual(lang.site.policyHelp.tasks.map((task) => task.title));
        if (salesStatus(plan) === 'unsettled') {
          // A status nobody has settled: no premiums, no sales copy, no key facts, and no word that it is withdrawn.
          const main = mainText(page);
          expect(main, `${path}: premiums`).not.toMatch(/₹/);
          expect(named(page, lang.words.keyFacts.heading), `${path}: key facts`).toBeUndefined();
          for (const block of plan.details)
            expect(main, `${path}: ${block.title}`).not.toContain(block.Description ?? block.listItems![0]!);
          expect(main, path).not.toContain(lang.site.plansPage.disclosures.withdrawn.heading);
        }
      }
    }
  });

  test('a plan not on sale says so under its name, before its pictures', async ({ browser, baseURL, page: guarded }) => {
    const { words } = english;
    await withStaticPage(browser, baseURL, guarded, async (page) => {
      for (const plan of english.site.products.filter((each) => salesStatus(each) !== 'on-sale')) {
        await page.goto(urlFor('en', { plan: plan.path }));
        const notice = page.getByRole('region', { name: noticeHeading(english, plan) });
        await expect(notice, plan.path).toBeVisible();
        const picture = page.getByRole('img', { name: format(words.plan.picture, { name: plan.name, index: 1 }) });
        const [noticeBox, pictureBox] = await Promise.all([notice.boundingBox(), picture.boundingBox()]);
        expect(noticeBox!.y + noticeBox!.height, `${plan.path}: the notice before the first picture`).toBeLessThanOrEqual(pictureBox!.y);
      }
    });
  });

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
      const categoryRoutes = CANONICAL_ROUTES.filter((route) =>
        lang.site.categories.some((c) => route === urlFor('en', { category: c.slug })),
      );
      for (const route of [...categoryRoutes, ...NESTED_ROUTES]) {
        const slug = route.split('/')[2]!;
        const title = lang.site.categories.find((c) => c.slug === slug)!.title;
        const fromAddress = slug.replace(/-/g, ' ');
        const page = await htmlOf(request, lang.path(route));
        const crumb = textOf(navNamed(page, lang.words.nav.breadcrumbLabel) ?? '');
        expect(crumb, `${route}: breadcrumb`).toContain(title);
        if (categoryRoutes.includes(route)) {
          const headings = elements(page, 'h1').map(textOf);
          expect(headings, `${route}: h1`).toEqual([title.toLocaleUpperCase(lang.words.meta.intl)]);
        }
        if (fromAddress.toLocaleLowerCase() !== title.toLocaleLowerCase())
          expect(textOf(page).toLocaleLowerCase(), `${route}: the address's words`).not.toContain(fromAddress);
        // Devanagari has no capitals for CSS to add, so no Latin word may name the need there.
        if (lang.locale !== english.locale) expect(crumb, `${route}: breadcrumb`).not.toMatch(/[A-Za-z]{2,}/);
      }
    });
  }
});
