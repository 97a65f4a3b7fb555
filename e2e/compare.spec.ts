import type { Page } from '@playwright/test';
import { admitsAge } from '../lib/compare';
import { salesStatus } from '../lib/content/schemas';
import { format } from '../lib/i18n';
import { urlFor } from '../lib/urls';
import { attribute, elements, jsonLd, named, namedAt, openingTags, textOf } from './html';
import { closeHomePopup, expect, expectNoAxeViolations, gotoReady, isPhone, test } from './fixtures';
import { english, LANGUAGES, type Language } from './routes';

/**
 * Key facts on every plan page, and /compare-plans with its script: narrowing to an age and a need,
 * two or three plans side by side, the view kept in the address. What a test expects comes from the
 * content (each plan's key facts) and the dictionaries; no plan is named. The script is the same in
 * every language: it is driven in the default language, and side by side in the last one (another
 * script, another list format, an address under a prefix). Without JavaScript, see no-js.spec.ts.
 */

const onSale = (lang: Language) => lang.site.products.filter((plan) => plan.status === 'on-sale');
const comparePath = (lang: Language) => lang.path(urlFor('en', 'comparePlans'));

/** The comparison's table, by its caption. */
const table = (page: Page, lang: Language) => page.getByRole('table', { name: lang.words.compare.caption });

/** The plans whose columns the comparison shows now, by their names, in the table's order (a hidden column is not read). */
const shownPlans = (page: Page, lang: Language) => table(page, lang).getByRole('columnheader').getByRole('link').allInnerTexts();

/** The names of these plans, by their paths. */
const namesOf = (lang: Language, paths: string[]) => paths.map((path) => lang.site.products.find((plan) => plan.path === path)!.name);

/** What the comparison says it shows, above the table. */
const status = (page: Page) => page.getByRole('main').getByRole('status');

/** An age some plan on sale admits and some does not, the oldest such: the one the issue names is 65. */
const narrowingAge = (lang: Language) => {
  const plans = onSale(lang);
  const age = [65, ...Array.from({ length: 100 }, (_, i) => 100 - i)].find((a) => {
    const kept = plans.filter((plan) => admitsAge(plan.keyFacts?.entryAge, a));
    return kept.length > 0 && kept.length < plans.length;
  })!;
  return { age, kept: plans.filter((plan) => admitsAge(plan.keyFacts?.entryAge, age)).map((plan) => plan.path) };
};

test('every plan page of every language names LIC’s sales brochure as its key facts’ source, never another site, under its header', async ({
  request,
}) => {
  for (const lang of LANGUAGES) {
    const { words } = lang;
    for (const plan of lang.site.products.filter((p) => p.keyFacts)) {
      const route = lang.path(urlFor('en', { plan: plan.path }));
      const html = await (await request.get(route)).text();
      // The pages that gave the values are the owner's: no visitor-facing part of the page names one.
      const hosts = Object.values(plan.keyFacts!)
        .flatMap((fact) => fact.sources.map((source) => new URL(source.url).hostname.replace(/^www\./, '')))
        .filter((host) => !/(^|\.)licindia\.in$/.test(host));
      const section = named(html, words.keyFacts.heading);
      const linked = openingTags(html, 'a').map((tag) => attribute(tag, 'href') ?? '');
      const hostOf = (href: string) => (/^https?:/.test(href) ? new URL(href).hostname.replace(/^www\./, '') : '');
      const structured = JSON.stringify(jsonLd(html));
      for (const host of new Set(hosts)) {
        expect(
          linked.filter((href) => hostOf(href) === host),
          `${route}: a link to ${host}`,
        ).toEqual([]);
        expect(structured.includes(host), `${route}: ${host} in the structured data`).toBe(false);
        expect((section ?? '').includes(host), `${route}: ${host} in the key facts`).toBe(false);
      }
      if (salesStatus(plan) === 'unsettled') {
        // A plan whose sales status is not settled offers nothing, key facts included.
        expect(section, route).toBeUndefined();
        continue;
      }
      expect(section, route).toBeDefined();
      expect(textOf(elements(section!, 'h2')[0]!), route).toBe(words.keyFacts.heading);
      const labels = elements(section!, 'th').map(textOf);
      for (const [name] of Object.entries(plan.keyFacts!)) expect(labels, route).toContain(words.keyFacts.labels[name as 'entryAge']);
      // LIC's brochure for the plan, by its number and UIN, linked on licindia.in in a new tab, safely.
      const source = format(words.keyFacts.source, {
        plan: plan.name,
        planNo: format(words.plan.planNo, { planNo: plan.planNo }),
        uin: format(words.plan.uin, { uin: plan.uin }),
      });
      expect(textOf(section!), route).toContain(source);
      const links = openingTags(section!, 'a');
      expect(links.length, route).toBe(plan.brochureUrl ? 1 : 0);
      for (const link of links) {
        expect(attribute(link, 'href'), route).toBe(plan.brochureUrl);
        expect(new URL(attribute(link, 'href')!).hostname, route).toMatch(/(^|\.)licindia\.in$/);
        expect(attribute(link, 'target'), route).toBe('_blank');
        expect(attribute(link, 'rel'), route).toBe('noopener noreferrer');
      }
      // Whether the owner has checked them against that brochure (this is not a production build: unchecked ones show, marked).
      expect(textOf(section!), route).toContain(
        plan.keyFactsCheckedOn ? words.keyFacts.checked.split('{date}')[0]! : words.keyFacts.unchecked,
      );
      // Under the plan's header: before its gallery and its words.
      const gallery = namedAt(html, format(words.plan.pictures, { name: plan.name }));
      expect(gallery, `${route}: the gallery`).toBeGreaterThan(0);
      expect(namedAt(html, words.keyFacts.heading), route).toBeLessThan(gallery);
    }
  }
});

test('narrowing to an age keeps the plans whose key facts admit it, and the address keeps the age', async ({ page }) => {
  const lang = english;
  const { words } = lang;
  const { age, kept } = narrowingAge(lang);
  await gotoReady(page, comparePath(lang));
  await expect.poll(() => shownPlans(page, lang)).toEqual(onSale(lang).map((plan) => plan.name));
  await page.getByLabel(words.compare.finder.age, { exact: true }).fill(String(age));
  await page.getByRole('button', { name: words.compare.finder.submit }).click();
  await expect.poll(() => shownPlans(page, lang)).toEqual(namesOf(lang, kept));
  await expect(page).toHaveURL(new RegExp(`\\?age=${age}$`));
  await expect(status(page)).toContainText(format(words.compare.showing, { shown: kept.length, total: onSale(lang).length }));
  await expectNoAxeViolations(page);
  // A need narrows further, to the plans serving it.
  const need = lang.site.categories.find((c) => onSale(lang).some((p) => kept.includes(p.path) && p.categories.includes(c.slug)))!;
  await page.getByLabel(words.compare.finder.need, { exact: true }).selectOption(need.slug);
  const keptForNeed = onSale(lang)
    .filter((p) => kept.includes(p.path) && p.categories.includes(need.slug))
    .map((p) => p.name);
  await expect.poll(() => shownPlans(page, lang)).toEqual(keptForNeed);
  await expect(page).toHaveURL(new RegExp(`\\?age=${age}&need=${need.slug}$`));
  // Back undoes the need.
  await page.goBack();
  await expect.poll(() => shownPlans(page, lang)).toEqual(namesOf(lang, kept));
});

test(
  'two plans compared side by side, the same view reopened from the address, and Back',
  { tag: '@every-width' },
  async ({ page, context }) => {
    const lang = LANGUAGES.at(-1)!;
    const { words } = lang;
    const [first, second] = onSale(lang);
    await gotoReady(page, comparePath(lang));
    // By keyboard: a pointer on its way to a box would cross the plan's name, and a link fetches its page on intent.
    for (const plan of [first!, second!]) {
      await page.getByRole('checkbox', { name: format(words.compare.selectPlan, { plan: plan.name }) }).focus();
      await page.keyboard.press('Space');
    }
    await expect.poll(() => shownPlans(page, lang)).toEqual([first!.name, second!.name]);
    await expect(page).toHaveURL(new RegExp(`${comparePath(lang)}\\?plans=${first!.path},${second!.path}$`));
    const comparing = format(words.compare.comparing, {
      plans: new Intl.ListFormat(words.meta.intl, { type: 'conjunction' }).format([first!.name, second!.name]),
    });
    await expect(status(page)).toHaveText(comparing);
    // At 375 pixels the page never scrolls sideways: the table scrolls in its own box, its plan names in view.
    if (isPhone(page)) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      const box = page.getByRole('region', { name: words.compare.caption });
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      // Both measured in one frame: the page itself may still be scrolling the box into view.
      const header = await page.getByRole('columnheader', { name: first!.name }).elementHandle();
      const below = await box.evaluate((el, th) => th!.getBoundingClientRect().top - el.getBoundingClientRect().top, header);
      expect(below, "the plan's name stays at the top of the scrolled table").toBeGreaterThanOrEqual(-1);
    }
    await expectNoAxeViolations(page);
    // The link sent to the family opens the same view.
    const shared = await context.newPage();
    await gotoReady(shared, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => shownPlans(shared, lang)).toEqual([first!.name, second!.name]);
    await expect(status(shared)).toHaveText(comparing);
    await shared.close();
    // Back: one plan ticked, every plan shown.
    await page.goBack();
    await expect.poll(() => shownPlans(page, lang)).toEqual(onSale(lang).map((plan) => plan.name));
    await expect(page.getByRole('checkbox', { name: format(words.compare.selectPlan, { plan: first!.name }) })).toBeChecked();
  },
);

test('the home page’s finder leads to the narrowed comparison', async ({ page }) => {
  const lang = english;
  const { words } = lang;
  const { age, kept } = narrowingAge(lang);
  await gotoReady(page, urlFor('en', 'home'));
  await closeHomePopup(page);
  const finder = page.getByRole('region', { name: words.compare.finder.heading });
  await finder.getByLabel(words.compare.finder.age, { exact: true }).fill(String(age));
  await finder.getByRole('button', { name: words.compare.finder.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${comparePath(lang)}\\?age=${age}&need=$`));
  await expect.poll(() => shownPlans(page, lang)).toEqual(namesOf(lang, kept));
});
