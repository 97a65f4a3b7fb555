import 'server-only';
import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import { onSale, type Plan } from '@/lib/content';
import { KEY_FACT_NAMES, type KeyFactName } from '@/lib/content/schema/key-facts';
import type { PlanKind } from '@/lib/content/schema/schemas';
import { benefitOfKind, byPlanNumber, CHILDREN_NEEDS, entryRanges, factExists, onChildsLife, youngestInDays } from '@/lib/compare';
import { statusText, whatsappMessage, type CompareWords } from '@/lib/compare-view';
import { format, plural, type Dictionary } from '@/lib/i18n';
import { publisherLines } from '@/lib/publisher';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { whatsappHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { finderView, type FinderView } from './finder';
import { comparisonIllustration, type IllustrationView } from './illustration';
import { brochureSource, keyFactRows, type BrochureSource } from './key-facts';
import type { CategoryChip } from './plan';

/** One cell of a plan's column: the fact's value in lines, or why there is none. */
type CompareCell = {
  lines: string[];
  /** No value: `absent` when the kind of plan has no such fact ("not applicable"), else not filled ("see the brochure"). */
  missing?: true;
  absent?: true;
  note?: string;
};

/** One plan's column: its heading (name, plan number, UIN, check box, notes), each fact, its needs and its source. */
type CompareColumn = {
  id: string;
  name: string;
  href: string;
  /** The plan's key facts on its own page. */
  factsHref: string;
  planNo: string;
  uin: string;
  /** The check box's whole name: “Compare Jeevan Labh”. */
  selectLabel: string;
  kind: string;
  /** What the page's script reads of the column, on its heading: its entry ages in whole years (“8-59 8-54”), its needs, its kind, whether it is a child's. */
  data: { ages: string; needs: string; kind: PlanKind; child: boolean };
  /** Lines under the name: the youngest age in days (shown at age 0), the child's age to enter, key facts not yet checked. */
  notes: { fromAge?: string; childAge?: string; unchecked?: string };
  /** Every fact of the table's rows, by name. */
  cells: Partial<Record<KeyFactName, CompareCell>>;
  needs: CategoryChip[];
  /** LIC's sales brochure for the plan, by number and UIN, linked on licindia.in: every figure's source for a visitor. */
  source: BrochureSource;
};

/** What every view of the comparison carries above its table; a plan's own lines are marked with it, and shown with its column. */
type CompareDisclosures = {
  compiledBy: string;
  indicative: string;
  /** The prescribed line every plan page carries, then each plan's brochure. */
  riskFactors: string;
  brochures: { label: string; links: { plan: string; href: string; label: string }[] };
  /** Shown while plans of different kinds are shown together. */
  kinds: string;
  /** The regulator's statements, shown while a unit-linked plan is: the one naming a plan, once for each. */
  unitLinked?: { heading: string; statements: { text: string; plan?: string }[] };
};

export type ComparePageView = {
  metadata: Metadata;
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  finder: FinderView;
  /** The words the page's script writes with, for the element's `data-words`. */
  scriptWords: string;
  results: {
    /** What the whole table shows, as the HTML says it before any view is applied. */
    status: string;
    noScript: string;
    clear: string;
    /** The WhatsApp link, naming the ticked plans once some are (the script writes its message). */
    whatsapp: { href: string; base: string; label: string };
  };
  disclosures: CompareDisclosures;
  table: {
    caption: string;
    /** The facts any plan compared has, in the table's order, with their labels. */
    facts: { name: KeyFactName; label: string }[];
    columns: CompareColumn[];
    words: Pick<Dictionary['compare'], 'needs' | 'sources' | 'details' | 'select' | 'scroll'> & {
      fact: string;
      kind: string;
      breadcrumbLabel: string;
      newTab: string;
    };
  };
  illustration: IllustrationView;
  jsonLd: WithContext<Thing>[];
};

type CompareContext = PageContext<'products' | 'categories' | 'plansPage'>;

/** Each cell of a plan's column: its value; "not applicable" for a fact its kind has not; "see the brochure" for one not filled. */
function cells(dict: Dictionary, plan: Plan, facts: KeyFactName[]): CompareColumn['cells'] {
  const words = dict.compare;
  const rows = new Map(keyFactRows(dict, plan.keyFacts).map((row) => [row.name, row.lines]));
  const benefits = plan.keyFacts?.benefits?.pays.map(
    (benefit) => benefitOfKind(words.benefits, plan.kind, benefit) ?? dict.keyFacts.benefits[benefit],
  );
  return Object.fromEntries(
    facts.map((name): [KeyFactName, CompareCell] => {
      const lines = name === 'benefits' && benefits ? [...benefits, ...(plan.kind === 'term' ? [words.termEnd] : [])] : rows.get(name);
      if (lines) {
        const note = name === 'entryAge' ? (onChildsLife(plan.keyFacts?.entryAge) ? words.childLife : words.ownLife) : undefined;
        return [name, { lines, ...(note ? { note } : {}) }];
      }
      return [
        name,
        factExists(name, plan)
          ? { lines: [words.seeBrochure], missing: true }
          : { lines: [words.notApplicable], missing: true, absent: true },
      ];
    }),
  );
}

function column(context: CompareContext, plan: Plan, facts: KeyFactName[]): CompareColumn {
  const { locale, dict, content } = context;
  const words = dict.compare;
  const href = urlFor(locale, { plan: plan.path });
  const entry = plan.keyFacts?.entryAge;
  const child = onChildsLife(entry);
  const days = youngestInDays(entry);
  const guaranteed = (slug: string, title: string) =>
    slug === 'guaranteed-returns' ? format(words.guaranteedNeed, { need: title }) : title;
  return {
    id: plan.path,
    name: plan.name,
    href,
    factsHref: `${href}#key-facts`,
    planNo: format(dict.plan.planNo, { planNo: plan.planNo }),
    uin: format(dict.plan.uin, { uin: plan.uin }),
    selectLabel: format(words.selectPlan, { plan: plan.name }),
    kind: dict.plan.kinds[plan.kind].name,
    data: {
      ages: entryRanges(entry)
        .map((range) => `${range.min}-${range.max}`)
        .join(' '),
      needs: plan.categories.join(' '),
      kind: plan.kind,
      child,
    },
    notes: {
      ...(days !== undefined ? { fromAge: format(words.fromAge, { age: plural(dict.keyFacts.days, days, dict.meta.intl) }) } : {}),
      ...(child && plan.categories.some((need) => CHILDREN_NEEDS.includes(need)) ? { childAge: words.childAge } : {}),
      ...(plan.keyFactsCheckedOn ? {} : { unchecked: dict.keyFacts.unchecked }),
    },
    cells: cells(dict, plan, facts),
    needs: content.categories
      .filter((c) => plan.categories.includes(c.slug))
      .map((c) => ({ title: guaranteed(c.slug, c.title), href: urlFor(locale, { category: c.slug }), colour: c.colour })),
    source: brochureSource(dict, plan),
  };
}

/** The disclosures of the plans compared, each plan's marked with it: who compiled the table and what it is not, the risk-factors line, the unit-linked statements. */
function disclosures(context: CompareContext, plans: Plan[]): CompareDisclosures {
  const { dict, site, content } = context;
  const words = dict.compare;
  const publisher = publisherLines(site, dict);
  const { unitLinked } = content.plansPage;
  const linked = plans.filter((plan) => plan.kind === 'unit-linked');
  const fill = (text: string, plan?: Plan) => format(text, { insurer: site.insurer.name, ...(plan ? { plan: plan.name } : {}) });
  // A statement of every unit-linked plan is said once, unless it names {plan}: then once per plan, marked with it, as the plans shown change.
  const shared = (text: string) =>
    text.includes('{plan}') ? linked.map((plan) => ({ text: fill(text, plan), plan: plan.path })) : [{ text: fill(text) }];
  return {
    compiledBy: format(words.compiledBy, { person: site.person, role: publisher.tagline, codeLabel: publisher.codeLabel, code: site.code }),
    indicative: words.indicative,
    riskFactors: content.plansPage.disclosures.riskFactors,
    brochures: {
      label: words.brochures,
      links: plans.flatMap((plan) => (plan.brochureUrl ? [{ plan: plan.path, href: plan.brochureUrl, label: plan.name }] : [])),
    },
    kinds: format(words.kinds, { kind: dict.plan.kindLabel }),
    ...(linked.length > 0 && unitLinked
      ? {
          unitLinked: {
            heading: unitLinked.heading,
            statements: [
              ...shared(unitLinked.risk),
              ...shared(unitLinked.liquidity),
              ...linked.map((plan) => ({ text: fill(unitLinked.name, plan), plan: plan.path })),
              ...shared(unitLinked.charges),
            ],
          },
        }
      : {}),
  };
}

/** The words the page's script writes with (lib/compare-view.js, `CompareWords`). */
function scriptWords(dict: Dictionary): CompareWords {
  const words = dict.compare;
  return {
    intl: dict.meta.intl,
    showing: words.showing,
    none: words.none,
    comparing: words.comparing,
    pick: words.pick,
    limit: words.limit,
    notOpen: words.notOpen,
    notOpenChild: words.notOpenChild,
    whatsapp: { generic: words.whatsapp.generic, named: words.whatsapp.named },
  };
}

/**
 * /compare-plans: the plans on sale that have key facts, one column each in LIC plan-number order, fact
 * by fact, with every plan's disclosures; the page's script shows the view the address names.
 */
export function comparePage(context: CompareContext): ComparePageView {
  const { locale, dict, site, content } = context;
  const words = dict.compare;
  const plans = onSale(content.products)
    .filter((plan) => plan.keyFacts !== undefined)
    .sort(byPlanNumber);
  const facts = KEY_FACT_NAMES.filter((name) => plans.some((plan) => plan.keyFacts?.[name] !== undefined));
  const columns = plans.map((plan) => column(context, plan, facts));
  const premiums = plans.every((plan) => !factExists('minimumPremium', plan) || plan.keyFacts?.minimumPremium !== undefined);
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
    { name: words.nav, path: urlFor(locale, 'comparePlans') },
  ];
  const script = scriptWords(dict);
  const whatsapp = whatsappHref(site.whatsapp);
  return {
    metadata: pageMetadata(context, {
      title: premiums ? words.titleWithPremium : words.title,
      description: words.description,
      path: pathOf('comparePlans'),
    }),
    heading: words.heading,
    intro: words.intro,
    breadcrumbs,
    finder: finderView(context, 'plan-finder', { linkAll: false }),
    scriptWords: JSON.stringify(script),
    results: {
      status: statusText(script, { shown: plans.length, total: plans.length, chosen: [] }).message,
      noScript: words.noScript,
      clear: words.clear,
      whatsapp: { href: whatsappHref(site.whatsapp, whatsappMessage(script, [])), base: whatsapp, label: words.whatsapp.label },
    },
    disclosures: disclosures(context, plans),
    table: {
      caption: words.caption,
      facts: facts.map((name) => ({ name, label: dict.keyFacts.labels[name] })),
      columns,
      words: {
        needs: words.needs,
        sources: words.sources,
        details: words.details,
        select: words.select,
        scroll: words.scroll,
        fact: dict.keyFacts.fact,
        kind: dict.plan.kindLabel,
        breadcrumbLabel: dict.nav.breadcrumbLabel,
        newTab: dict.a11y.newTab,
      },
    },
    illustration: comparisonIllustration(context, plans),
    jsonLd: [breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
  };
}
