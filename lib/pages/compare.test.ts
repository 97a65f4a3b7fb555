/** @jest-environment node */
import { KEY_FACT_NAMES } from '@/lib/content/schema/key-facts';
import { format } from '@/lib/i18n';
import { illustrationMessage } from '@/lib/illustration';
import { publisherLines } from '@/lib/publisher';
import { urlFor } from '@/lib/urls';
import { categoryPage, cataloguePage } from './plan-lists';
import { comparePage } from './compare';
import { CATEGORY, COMPARED, comparisonContext, PLANS } from './fixture';
import { planPage } from './plan';

/** The comparison's small site (./fixture.ts): the fixture's plans and one of every kind, plan numbers out of order. */
const context = comparisonContext();
const base = PLANS[0]!;
const { ULIP, TERM, CHILD, ANNUITY, GUARANTEED } = COMPARED;
const { dict, site, locale } = context;
const words = dict.compare;
const page = comparePage(context);
const column = (path: string) => page.table.columns.find((c) => c.id === path)!;

describe('comparePage', () => {
  it('one column per plan on sale that has key facts, in LIC plan-number order, linking its page', () => {
    const compared = [CHILD, ANNUITY, TERM, ULIP, base];
    expect(page.table.columns.map((c) => c.id)).toEqual(compared.map((p) => p.path));
    expect(page.table.columns.map((c) => c.href)).toEqual(compared.map((p) => urlFor(locale, { plan: p.path })));
    expect(page.table.facts.map((f) => f.name)).toEqual(KEY_FACT_NAMES.filter((name) => compared.some((p) => p.keyFacts?.[name])));
    expect(page.breadcrumbs.at(-1)?.path).toBe(urlFor(locale, 'comparePlans'));
    expect(page.jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });

  it('heads each column with its plan number and UIN, and says so where its key facts are not yet checked', () => {
    for (const plan of [CHILD, ANNUITY, TERM, ULIP, base]) {
      expect(column(plan.path).planNo).toBe(format(dict.plan.planNo, { planNo: plan.planNo }));
      expect(column(plan.path).uin).toBe(format(dict.plan.uin, { uin: plan.uin }));
      expect(column(plan.path).notes.unchecked).toBe(plan.keyFactsCheckedOn ? undefined : dict.keyFacts.unchecked);
    }
  });

  it('says “not applicable” of a fact the kind has not, “see the brochure” of one not filled, never “our sources”', () => {
    expect(column(TERM.path).cells.minimumPurchasePrice).toEqual({ lines: [words.notApplicable], missing: true, absent: true });
    expect(column(ANNUITY.path).cells.policyTerm).toEqual({ lines: [words.notApplicable], missing: true, absent: true });
    expect(column(TERM.path).cells.policyTerm).toEqual({ lines: [words.seeBrochure], missing: true });
    expect(column(ANNUITY.path).cells.minimumPurchasePrice?.missing).toBeUndefined();
    const all = page.table.columns.flatMap((c) => Object.values(c.cells).flatMap((cell) => cell!.lines));
    expect(all).not.toContain(dict.keyFacts.notGiven);
  });

  it('names each benefit in the terms of its plan’s kind, and a term plan pays nothing at the end of its term', () => {
    expect(column(ULIP.path).cells.benefits!.lines).toEqual([words.benefits['unit-linked'].maturity, words.benefits['unit-linked'].death]);
    expect(column(base.path).cells.benefits!.lines).toEqual([words.benefits.participating.death, words.benefits.participating.maturity]);
    expect(column(TERM.path).cells.benefits!.lines).toEqual([words.benefits.term.death, words.termEnd]);
  });

  it('says whose age a plan’s limits are, and what a column shows at age 0 and for a child’s need', () => {
    expect(column(CHILD.path).data).toMatchObject({ ages: '0-12', child: true });
    expect(column(CHILD.path).cells.entryAge!.note).toBe(words.childLife);
    expect(column(TERM.path).cells.entryAge!.note).toBe(words.ownLife);
    expect(column(CHILD.path).notes.fromAge).toBe(format(words.fromAge, { age: format(dict.keyFacts.days.other, { count: 30 }) }));
    expect(column(CHILD.path).notes.childAge).toBe(words.childAge);
    expect(column(TERM.path).notes).toEqual({});
  });

  it('gives a need whose benefits are guaranteed with its condition', () => {
    expect(column(TERM.path).needs.map((need) => need.title)).toEqual([format(words.guaranteedNeed, { need: GUARANTEED.title })]);
    expect(column(base.path).needs.map((need) => need.title)).toEqual([CATEGORY.title]);
  });

  it('carries who compiled it, the indicative line, the risk-factors line with each plan’s brochure, and the unit-linked statements naming each unit-linked plan', () => {
    const { disclosures } = page;
    const publisher = publisherLines(site, dict);
    expect(disclosures.compiledBy).toContain(site.person);
    expect(disclosures.compiledBy).toContain(publisher.tagline);
    expect(disclosures.compiledBy).toContain(site.code);
    expect(disclosures.indicative).toBe(words.indicative);
    expect(disclosures.riskFactors).toBe(context.content.plansPage.disclosures.riskFactors);
    expect(disclosures.brochures.links).toEqual(
      [CHILD, ANNUITY, TERM, ULIP, base].map((plan) => ({ plan: plan.path, href: plan.brochureUrl, label: plan.name })),
    );
    const statements = disclosures.unitLinked!.statements;
    expect(statements).toHaveLength(4);
    // The statements that name a plan are each marked with it (the fixture's all do), so they go with its column.
    expect(statements.every((s) => s.plan === ULIP.path && s.text.includes(ULIP.name))).toBe(true);
    // One that names no plan is said once, for every unit-linked plan shown.
    const unnamed = { ...context.content.plansPage.unitLinked!, risk: 'The investment risk is borne by the policyholder.' };
    const once = comparePage({
      ...context,
      content: { ...context.content, plansPage: { ...context.content.plansPage, unitLinked: unnamed } },
    });
    expect(once.disclosures.unitLinked!.statements[0]).toEqual({ text: unnamed.risk });
    expect(disclosures.kinds).toBe(format(words.kinds, { kind: dict.plan.kindLabel }));
  });

  it('promises premiums in its title only once every plan that takes one gives it', () => {
    expect(page.metadata.title).toContain(words.title);
    const premiums = { ...context, content: { ...context.content, products: [ULIP] } };
    expect(comparePage(premiums).metadata.title).toContain(words.titleWithPremium);
    expect(comparePage(premiums).disclosures.brochures.links).toHaveLength(1);
  });

  it('opens its results from the finder, says what the whole table shows, and names the plans in its WhatsApp link', () => {
    expect(page.finder.action).toMatch(/\/compare-plans#results$/);
    expect(page.finder.need.options.find((o) => o.value === CATEGORY.slug)?.child).toBe(true);
    expect(page.results.status).toBe(format(words.showing.other, { shown: 5, total: 5 }));
    expect(page.results.whatsapp.base).toBe(`https://wa.me/${site.whatsapp}`);
    expect(page.results.whatsapp.href).toBe(`https://wa.me/${site.whatsapp}?text=${encodeURIComponent(words.whatsapp.generic)}`);
    expect(JSON.parse(page.scriptWords)).toMatchObject({ intl: dict.meta.intl, showing: words.showing });
  });

  it('asks for LIC’s illustration of the plans ticked, on the owner’s WhatsApp', () => {
    const { illustration } = page;
    expect(illustration.action).toBe(`https://wa.me/${site.whatsapp}`);
    expect(illustration.message).toBe(format(dict.illustration.message, { plans: dict.illustration.compared }));
    expect(illustrationMessage(illustration.words, { age: '35' }, `?plans=${ULIP.path},${TERM.path}`)).toContain(
      `${format(dict.illustration.plan, { name: ULIP.name, planNo: format(dict.plan.planNo, { planNo: ULIP.planNo }) })} and`,
    );
  });
});

describe('the ways into the comparison', () => {
  it('a plan on sale with key facts links it with itself ticked, and asks for its illustration', () => {
    const view = planPage(context, base.path)!;
    expect(view.compare).toEqual({ href: `${urlFor(locale, 'comparePlans')}?plans=${base.path}#results`, label: words.withOthers });
    expect(view.illustration?.fields.amount.label).toBe(
      format(dict.illustration.inRupees, { amount: dict.illustration.amounts.sumAssured }),
    );
    expect(view.illustration?.fields.term).toBeDefined();
    expect(view.illustration?.message).toContain(base.name);
    expect(planPage(context, CHILD.path)!.illustration?.fields.age.label).toBe(dict.illustration.childAge);
    expect(planPage(context, ULIP.path)!.illustration?.fields.amount.label).toContain(dict.illustration.amounts.yearlyPremium);
    // Not on sale: neither.
    expect(planPage(context, 'old-plan')!.compare).toBeUndefined();
    expect(planPage(context, 'old-plan')!.illustration).toBeUndefined();
  });

  it('a need links its plans ticked, and the products page the whole comparison', () => {
    const need = categoryPage(context, CATEGORY.slug);
    expect(need.compare).toEqual({ href: `${urlFor(locale, 'comparePlans')}?need=${CATEGORY.slug}#results`, label: words.these });
    expect(categoryPage(context, GUARANTEED.slug).compare?.href).toBe(`${urlFor(locale, 'comparePlans')}?plans=${TERM.path}#results`);
    expect(cataloguePage(context).wheel.compare).toEqual({ href: urlFor(locale, 'comparePlans'), label: words.finder.all });
  });
});
