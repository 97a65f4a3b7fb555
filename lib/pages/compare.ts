import 'server-only';
import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import { onSale } from '@/lib/content';
import { KEY_FACT_NAMES, type KeyFactName } from '@/lib/content/key-facts';
import type { ComparedPlan } from '@/lib/compare';
import { format, type Dictionary } from '@/lib/i18n';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { finderView, type FinderView } from './finder';
import { brochureSource, keyFactRows, type BrochureSource } from './key-facts';
import type { CategoryChip } from './plan';

/** One plan's column: its name linking its page, its check box, its needs, each key fact and LIC's brochure as their source. */
type CompareColumn = {
  id: string;
  name: string;
  href: string;
  /** The plan's key facts on its own page, each fact with its source. */
  factsHref: string;
  /** The check box's whole name: “Compare Jeevan Labh”. */
  selectLabel: string;
  kind: string;
  needs: CategoryChip[];
  /** Each fact's value in lines, by fact; a fact no source gives is absent. */
  facts: Partial<Record<KeyFactName, string[]>>;
  /** LIC's sales brochure for the plan: every figure's source for a visitor. */
  source: BrochureSource;
};

/** What the page's script is given: plain data, no words it has to look up. */
export type CompareIsland = {
  formId: string;
  tableId: string;
  plans: (ComparedPlan & { name: string })[];
  needs: string[];
  intl: string;
  words: Pick<Dictionary['compare'], 'showing' | 'none' | 'comparing' | 'pick' | 'limit' | 'clear'>;
};

export type ComparePageView = {
  metadata: Metadata;
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  finder: FinderView;
  noScript: string;
  table: {
    id: string;
    caption: string;
    /** The facts any plan on sale has, in the table's order, with their labels. */
    facts: { name: KeyFactName; label: string }[];
    columns: CompareColumn[];
    words: Pick<Dictionary['compare'], 'needs' | 'sources' | 'details' | 'select' | 'scroll'> & {
      fact: string;
      kind: string;
      notGiven: string;
      breadcrumbLabel: string;
      newTab: string;
    };
  };
  island: CompareIsland;
  jsonLd: WithContext<Thing>[];
};

const FORM_ID = 'plan-finder';
const TABLE_ID = 'compare-table';

/** /compare-plans: every plan on sale, fact by fact, narrowed and compared by its script. */
export function comparePage(context: PageContext<'products' | 'categories'>): ComparePageView {
  const { locale, dict, site, content } = context;
  const words = dict.compare;
  const { products, categories } = content;
  const plans = onSale(products);
  const columns: CompareColumn[] = plans.map((plan) => {
    const rows = keyFactRows(dict, plan.keyFacts);
    const href = urlFor(locale, { plan: plan.path });
    return {
      id: plan.path,
      name: plan.name,
      href,
      factsHref: `${href}#key-facts`,
      selectLabel: format(words.selectPlan, { plan: plan.name }),
      kind: dict.plan.kinds[plan.kind].name,
      needs: categories
        .filter((c) => plan.categories.includes(c.slug))
        .map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour })),
      facts: Object.fromEntries(rows.map((row) => [row.name, row.lines])),
      source: brochureSource(dict, plan),
    };
  });
  const facts = KEY_FACT_NAMES.filter((name) => plans.some((plan) => plan.keyFacts?.[name] !== undefined)).map((name) => ({
    name,
    label: dict.keyFacts.labels[name],
  }));
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
    { name: words.nav, path: urlFor(locale, 'comparePlans') },
  ];
  return {
    metadata: pageMetadata(context, { title: words.title, description: words.description, path: pathOf('comparePlans') }),
    heading: words.heading,
    intro: words.intro,
    breadcrumbs,
    finder: finderView(context, FORM_ID, { linkAll: false }),
    noScript: words.noScript,
    table: {
      id: TABLE_ID,
      caption: words.caption,
      facts,
      columns,
      words: {
        needs: words.needs,
        sources: words.sources,
        details: words.details,
        select: words.select,
        scroll: words.scroll,
        fact: dict.keyFacts.fact,
        kind: dict.plan.kindLabel,
        notGiven: dict.keyFacts.notGiven,
        breadcrumbLabel: dict.nav.breadcrumbLabel,
        newTab: dict.a11y.newTab,
      },
    },
    island: {
      formId: FORM_ID,
      tableId: TABLE_ID,
      plans: plans.map((plan) => ({
        id: plan.path,
        name: plan.name,
        needs: plan.categories,
        // Only the ages: the script needs no sources.
        ...(plan.keyFacts?.entryAge ? { entryAge: { min: plan.keyFacts.entryAge.min, max: plan.keyFacts.entryAge.max } } : {}),
      })),
      needs: categories.map((c) => c.slug),
      intl: dict.meta.intl,
      words: {
        showing: words.showing,
        none: words.none,
        comparing: words.comparing,
        pick: words.pick,
        limit: words.limit,
        clear: words.clear,
      },
    },
    jsonLd: [breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
  };
}
