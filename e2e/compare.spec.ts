import type { BrowserContext, Page } from '@playwright/test';
import { byPlanNumber, CHILDREN_NEEDS, entryRanges, onChildsLife } from '../lib/compare';
import { admits, joinList, visiblePlans, type ComparedPlan } from '../lib/compare-view';
import { salesStatus } from '../lib/content/schema/schemas';
import { format } from '../lib/i18n';
import { urlFor } from '../lib/urls';
import { attribute, elements, jsonLd, named, namedAt, openingTags, textOf } from './html';
import {
  closeHomePopup,
  expect,
  expectNoAxeViolations,
  gotoReady,
  isPhone,
  layoutShifts,
  recordLayoutShifts,
  test,
  waitForHydration,
} from './fixtures';
import { english, LANGUAGES, type Language } from './routes';

/**
 * Key facts on every plan page, and /compare-plans: the finder folded above the results, two or three
 * plans side by side, the view kept in the address and shown before the page paints, every view's
 * disclosures, the ways into it, and the request for LIC's illustration. What a test expects comes from
 * the content (each plan's kind and key facts, through lib/compare.ts) and the dictionaries; no plan is
 * named. Without JavaScript, see no-js.spec.ts.
 */

type Plan = Language['site']['products'][number];

/** The plans the comparison has a column for, in its order: on sale, with key facts, by LIC plan number. */
const compared = (lang: Language) => lang.site.products.filter((plan) => plan.status === 'on-sale' && plan.keyFacts).sort(byPlanNumber);
const comparePath = (lang: Language) => lang.path(urlFor('en', 'comparePlans'));

/** A plan as the page's script reads its column. */
const asCompared = (plan: Plan): ComparedPlan => ({
  id: plan.path,
  name: plan.name,
  ranges: entryRanges(plan.keyFacts?.entryAge),
  needs: plan.categories,
  kind: plan.kind,
  child: onChildsLife(plan.keyFacts?.entryAge),
});
const shownFor = (lang: Language, state: Parameters<typeof visiblePlans>[1]) =>
  visiblePlans(compared(lang).map(asCompared), state, CHILDREN_NEEDS).map((id) => compared(lang).find((p) => p.path === id)!);

/** The comparison's table, by its caption. */
const table = (page: Page, lang: Language) => page.getByRole('table', { name: lang.words.compare.caption });

/** The plans whose columns the comparison shows now, by their names, in the table's order (a hidden column is not read). */
const shownPlans = (page: Page, lang: Language) => table(page, lang).getByRole('columnheader').getByRole('link').allInnerTexts();

const names = (plans: Plan[]) => plans.map((plan) => plan.name);

/** What the comparison says it shows, above the table. */
const status = (page: Page) => page.getByRole('main').getByRole('status');

/** Opens the folded finder on /compare-plans, if it is folded. */
async function openFinder(page: Page, lang: Language) {
  const finder = page.getByRole('region', { name: lang.words.compare.finder.heading });
  const details = finder.locator('details');
  if ((await details.getAttribute('open')) === null) await finder.getByText(lang.words.compare.finder.heading).click();
  return finder;
}

/** An age some plan compared admits and some does not, the oldest such. */
const narrowingAge = (lang: Language) => {
  const plans = compared(lang);
  const age = Array.from({ length: 100 }, (_, i) => 100 - i).find((a) => {
    const kept = plans.filter((plan) => admits(entryRanges(plan.keyFacts?.entryAge), a));
    return kept.length > 0 && kept.length < plans.length;
  })!;
  return { age, kept: shownFor(lang, { plans: [], age }) };
};

/** Expects the element to be on the first screen, below the sticky header. */
async function expectOnFirstScreen(page: Page, what: ReturnType<Page['locator']>) {
  await expect(what).toBeVisible();
  await expect
    .poll(async () => {
      const box = await what.boundingBox();
      const header = await page.locator('header').first().boundingBox();
      return (
        box !== null &&
        box.y >= (header ? Math.min(header.y + header.height, 200) : 0) - 1 &&
        box.y + box.height <= page.viewportSize()!.height
      );
    })
    .toBe(true);
}

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
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(compared(lang)));
  const finder = await openFinder(page, lang);
  await finder.getByLabel(words.compare.finder.age, { exact: true }).fill(String(age));
  await finder.getByRole('button', { name: words.compare.finder.submit }).click();
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(kept));
  await expect(page).toHaveURL(new RegExp(`\\?age=${age}$`));
  const form = words.compare.showing;
  const total = compared(lang).length;
  await expect(status(page)).toContainText(format(kept.length === 1 ? form.one : form.other, { shown: kept.length, total }));
  // The form folds away and the results are in view.
  await expect(finder.getByLabel(words.compare.finder.age, { exact: true })).toBeHidden();
  await expectOnFirstScreen(page, status(page));
  await expectNoAxeViolations(page);
  // A need narrows further, to the plans serving it.
  const need = lang.site.categories.find((c) => !CHILDREN_NEEDS.includes(c.slug) && kept.some((p) => p.categories.includes(c.slug)));
  if (!need) return;
  await openFinder(page, lang);
  await finder.getByLabel(words.compare.finder.need, { exact: true }).selectOption(need.slug);
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(shownFor(lang, { plans: [], age, need: need.slug })));
  await expect(page).toHaveURL(new RegExp(`\\?age=${age}&need=${need.slug}$`));
  // Back undoes the need.
  await page.goBack();
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(kept));
});

test(
  'two plans compared side by side, the same view reopened from the address, and Back',
  { tag: '@every-width' },
  async ({ page, context }) => {
    const lang = LANGUAGES.at(-1)!;
    const { words } = lang;
    const [first, second] = compared(lang);
    await gotoReady(page, comparePath(lang));
    // By keyboard: a pointer on its way to a box would cross the plan's name, and a link fetches its page on intent.
    for (const plan of [first!, second!]) {
      await page.getByRole('checkbox', { name: format(words.compare.selectPlan, { plan: plan.name }) }).focus();
      await page.keyboard.press('Space');
    }
    await expect.poll(() => shownPlans(page, lang)).toEqual([first!.name, second!.name]);
    await expect(page).toHaveURL(new RegExp(`${comparePath(lang)}\\?plans=${first!.path},${second!.path}$`));
    const comparing = format(words.compare.comparing, { plans: joinList([first!.name, second!.name], words.meta.intl) });
    await expect(status(page)).toHaveText(comparing);
    // The WhatsApp link names them.
    const whatsapp = page.getByRole('main').getByRole('link', { name: words.compare.whatsapp.label });
    expect(decodeURIComponent(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '')).toContain(
      joinList([first!.name, second!.name], words.meta.intl),
    );
    // So does the floating chat button, bottom right.
    const chat = page.getByRole('complementary', { name: words.whatsapp.region }).getByRole('link');
    await expect(chat).toHaveAttribute('href', (await whatsapp.getAttribute('href'))!);
    // At 375 pixels the page never scrolls sideways: the table scrolls in its own box, its plan names in view.
    if (isPhone(page)) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      const box = page.getByRole('region', { name: words.compare.caption });
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
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
    await expect.poll(() => shownPlans(page, lang)).toEqual(names(compared(lang)));
    await expect(page.getByRole('checkbox', { name: format(words.compare.selectPlan, { plan: first!.name }) })).toBeChecked();
  },
);

/** The views a shared link may open: every plan; a unit-linked plan with a term plan (or another kind); two plans of one kind. */
function sharedViews(lang: Language): { query: string; plans: Plan[] }[] {
  const plans = compared(lang);
  const linked = plans.find((p) => p.kind === 'unit-linked');
  const other = plans.find((p) => p.kind === 'term') ?? plans.find((p) => p.kind !== linked?.kind);
  const sameKind = plans.find((p, i) => plans.some((q, j) => j > i && q.kind === p.kind));
  const twin = sameKind && plans.find((q) => q !== sameKind && q.kind === sameKind.kind);
  return [
    { query: '', plans },
    ...(linked && other ? [{ query: `?plans=${linked.path},${other.path}`, plans: [linked, other].sort(byPlanNumber) }] : []),
    ...(sameKind && twin ? [{ query: `?plans=${sameKind.path},${twin.path}`, plans: [sameKind, twin].sort(byPlanNumber) }] : []),
  ];
}

/** Expects what every view of the comparison carries, and the lines only some views need, for the plans it shows. */
async function expectDisclosures(page: Page, lang: Language, plans: Plan[]) {
  const { words, site } = lang;
  const main = page.getByRole('main');
  const results = main.locator('#results');
  for (const plan of plans) {
    await expect(table(page, lang).getByRole('columnheader', { name: plan.name })).toContainText(format(words.plan.uin, { uin: plan.uin }));
    await expect(table(page, lang).getByRole('columnheader', { name: plan.name })).toContainText(
      format(words.plan.planNo, { planNo: plan.planNo }),
    );
    if (plan.brochureUrl) await expect(results.locator(`a[href="${plan.brochureUrl}"]`).first()).toBeVisible();
  }
  await expect(results.getByText(site.site.person, { exact: false }).first()).toBeVisible();
  await expect(results.getByText(words.compare.indicative)).toBeVisible();
  await expect(results.getByText(site.plansPage.disclosures.riskFactors)).toBeVisible();
  const linked = plans.filter((plan) => plan.kind === 'unit-linked');
  const box = results.getByRole('region', { name: site.plansPage.unitLinked!.heading });
  if (linked.length === 0) await expect(box).toBeHidden();
  else {
    const { risk, liquidity, charges } = site.plansPage.unitLinked!;
    for (const statement of [risk, liquidity, charges]) await expect(box).toContainText(statement);
    for (const plan of linked) await expect(box.getByText(plan.name, { exact: false })).toBeVisible();
  }
  const kinds = results.getByText(format(words.compare.kinds, { kind: words.plan.kindLabel }));
  if (new Set(plans.map((plan) => plan.kind)).size > 1) await expect(kinds).toBeVisible();
  else await expect(kinds).toBeHidden();
}

test('every view in every language carries each shown plan’s number and UIN, who compiled it, the indicative and risk-factors lines, and the unit-linked statements', async ({
  page,
}) => {
  for (const lang of LANGUAGES) {
    for (const view of sharedViews(lang)) {
      await gotoReady(page, `${comparePath(lang)}${view.query}`);
      await expect.poll(() => shownPlans(page, lang)).toEqual(names(view.plans));
      await expectDisclosures(page, lang, view.plans);
    }
  }
});

test('a shared link opens its view as the page first paints: nothing moves once the page’s code arrives', async ({ page }) => {
  const lang = english;
  const view = sharedViews(lang).at(-1)!;
  await recordLayoutShifts(page);
  await page.goto(`${comparePath(lang)}${view.query}`);
  // Before React takes the page over, the view is already the address's.
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(view.plans));
  await waitForHydration(page);
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(view.plans));
  const moved = (await layoutShifts(page)).filter((shift) =>
    shift.what.some((what) => /<(table|th|td|compare-plans|section id="results")/.test(what)),
  );
  expect(moved).toEqual([]);
});

for (const lang of LANGUAGES)
  test(
    `axe finds nothing on the comparison in ${lang.words.meta.name}, a unit-linked plan compared`,
    { tag: '@every-width' },
    async ({ page }) => {
      await gotoReady(page, `${comparePath(lang)}${sharedViews(lang)[1]?.query ?? ''}`);
      await expectNoAxeViolations(page);
    },
  );

test('a ticked plan the age does not admit says so in its column', async ({ page }) => {
  const lang = english;
  const { words } = lang;
  const { age } = narrowingAge(lang);
  const closed = compared(lang).find((p) => !onChildsLife(p.keyFacts?.entryAge) && !admits(entryRanges(p.keyFacts?.entryAge), age));
  const open = compared(lang).find((p) => p !== closed && admits(entryRanges(p.keyFacts?.entryAge), age));
  test.skip(!closed || !open, 'no plan the age shuts out');
  const ticked = [closed!, open!].sort(byPlanNumber);
  await gotoReady(page, `${comparePath(lang)}?plans=${ticked.map((p) => p.path).join(',')}&age=${age}`);
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(ticked));
  const notOpen = format(words.compare.notOpen, { age });
  await expect(table(page, lang).getByRole('columnheader', { name: closed!.name })).toContainText(notOpen);
  await expect(table(page, lang).getByRole('columnheader', { name: open!.name })).not.toContainText(notOpen);
});

test('for a child’s need, the plans on a child’s life stay until the child’s age is given, and say whose age counts', async ({ page }) => {
  const lang = english;
  const { words } = lang;
  const need = lang.site.categories.find(
    (c) =>
      CHILDREN_NEEDS.includes(c.slug) && compared(lang).some((p) => p.categories.includes(c.slug) && onChildsLife(p.keyFacts?.entryAge)),
  );
  test.skip(!need, 'no plan on a child’s life under a child’s need');
  const childPlans = compared(lang).filter((p) => p.categories.includes(need!.slug) && onChildsLife(p.keyFacts?.entryAge));
  await gotoReady(page, `${comparePath(lang)}?age=35&need=${need!.slug}#results`);
  const shown = shownFor(lang, { plans: [], age: 35, need: need!.slug });
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(shown));
  for (const plan of childPlans) {
    expect(names(shown)).toContain(plan.name);
    await expect(table(page, lang).getByRole('columnheader', { name: plan.name })).toContainText(words.compare.childAge);
  }
  await expect(table(page, lang).getByText(words.compare.childLife).first()).toBeVisible();
  // The child's age, once given, counts for them.
  const finder = await openFinder(page, lang);
  const oldest = Math.max(...childPlans.flatMap((p) => entryRanges(p.keyFacts?.entryAge).map((r) => r.max)));
  await finder.getByLabel(words.compare.finder.child, { exact: true }).fill(String(Math.min(oldest + 1, 17)));
  await finder.getByRole('button', { name: words.compare.finder.submit }).click();
  await expect
    .poll(() => shownPlans(page, lang))
    .toEqual(names(shownFor(lang, { plans: [], age: 35, child: Math.min(oldest + 1, 17), need: need!.slug })));
});

test('the home page’s finder opens the comparison at its results: the count is on the first screen', async ({ page }) => {
  const lang = english;
  const { words } = lang;
  const { age, kept } = narrowingAge(lang);
  await gotoReady(page, urlFor('en', 'home'));
  await closeHomePopup(page);
  const finder = page.getByRole('region', { name: words.compare.finder.heading });
  await finder.getByLabel(words.compare.finder.age, { exact: true }).fill(String(age));
  await finder.getByRole('button', { name: words.compare.finder.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${comparePath(lang)}\\?need=&age=${age}&child=#results$`));
  await expect.poll(() => shownPlans(page, lang)).toEqual(names(kept));
  await expectOnFirstScreen(page, status(page));
});

test('every plan page on sale leads into the comparison with that plan ticked, in every language', async ({ page }) => {
  for (const lang of LANGUAGES) {
    const plan = compared(lang).at(-1)!;
    await gotoReady(page, lang.path(urlFor('en', { plan: plan.path })));
    await page.getByRole('main').getByRole('link', { name: lang.words.compare.withOthers }).click();
    await expect(page).toHaveURL(new RegExp(`${comparePath(lang)}\\?plans=${plan.path}#results$`));
    await expect(page.getByRole('checkbox', { name: format(lang.words.compare.selectPlan, { plan: plan.name }) })).toBeChecked();
    await expect(status(page)).toContainText(lang.words.compare.pick);
  }
});

/** The message of the next WhatsApp address the context opens that names `plan` (a window opened before may ask again). */
async function nextWhatsapp(context: BrowserContext, plan: string, send: () => Promise<void>) {
  const request = context.waitForEvent(
    'request',
    (r) => r.url().startsWith('https://wa.me/') && (new URL(r.url()).searchParams.get('text') ?? '').includes(plan),
  );
  await send();
  const url = new URL((await request).url());
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

test('a plan page’s request for LIC’s illustration opens WhatsApp with the plan and the figures', async ({ page, context }) => {
  for (const lang of LANGUAGES) {
    const { words } = lang;
    const plan = compared(lang)[0]!;
    await gotoReady(page, lang.path(urlFor('en', { plan: plan.path })));
    const form = page.getByRole('region', { name: words.illustration.heading });
    const age = onChildsLife(plan.keyFacts?.entryAge) ? words.illustration.childAge : words.illustration.age;
    await form.getByLabel(age).fill('35');
    await form.getByRole('textbox').nth(1).fill('1000000');
    const { number, text } = await nextWhatsapp(context, plan.name, () =>
      form.getByRole('button', { name: words.illustration.submit }).click(),
    );
    expect(number).toBe(lang.site.site.whatsapp);
    expect(text).toContain(plan.name);
    expect(text).toContain(format(words.illustration.figures.age, { value: '35' }));
    expect(text).toContain('10,00,000');
    for (const popup of context.pages().filter((p) => p !== page)) await popup.close();
  }
});

test('the comparison’s request for LIC’s illustration names the plans ticked', async ({ page, context }) => {
  const lang = english;
  const { words } = lang;
  const [first, second] = compared(lang);
  await gotoReady(page, `${comparePath(lang)}?plans=${first!.path},${second!.path}`);
  const form = page.getByRole('region', { name: words.illustration.heading });
  await form.getByLabel(words.illustration.age).fill('40');
  const { text } = await nextWhatsapp(context, first!.name, () => form.getByRole('button', { name: words.illustration.submit }).click());
  expect(text).toContain(first!.name);
  expect(text).toContain(second!.name);
  expect(text).toContain(format(words.illustration.figures.age, { value: '40' }));
});
