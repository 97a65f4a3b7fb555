import 'server-only';
import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import { onSale, plansInCategory, type Category, type PlansPageContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, plural, type Dictionary, type Locale } from '@/lib/i18n';
import { logoImage } from '@/lib/logo';
import type { ImageData } from '@/lib/images';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/jsonld';
import { categoryName, findCategory, planLink, type PlanLink } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo/metadata';
import { telHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { contactBand, type ContactBandView } from './contact-band';
import type { PageContext } from './context';
import { finderView, type FinderView } from './finder';
import { needComparison } from '@/lib/compare';
import type { CategoryChip } from './plan';

/** What the plan lists are made from: the plans, the needs and the lists' words. */
type ListContext = PageContext<'products' | 'categories' | 'plansPage'>;

/** The words every plan list shows: its cards' and the page's navigation. */
type ListWords = { plans: Dictionary['plans']; breadcrumbLabel: string };

const chipOf = (locale: Locale, c: Category): CategoryChip => ({
  title: c.title,
  href: urlFor(locale, { category: c.slug }),
  colour: c.colour,
});

/** A list of plans not on sale, apart from the plans on sale: its heading, a line, and each plan with a note. */
type OtherPlans = {
  key: 'withdrawn';
  heading: string;
  text: string;
  plans: { name: string; href: string; note: string }[];
};

/**
 * /all-products: every plan on sale, then apart the withdrawn ones (for the people who hold them). A plan
 * whose sales status is not settled (a preview only) is listed in neither.
 */
type AllPlansPageView = {
  metadata: Metadata;
  heading: string;
  eyebrow: string;
  intro: string;
  breadcrumbs: Crumb[];
  chips: CategoryChip[];
  /** "Plans for your age", leading to the comparison. */
  finder: FinderView;
  plans: PlanLink[];
  /** The lists of plans not on sale that have any. */
  others: OtherPlans[];
  help: PlansPageContent['allProducts']['help'];
  contact: ContactBandView;
  /** The trail, for search engines. */
  jsonLd: WithContext<Thing>[];
  words: ListWords;
};

export function allPlansPage(context: ListContext): AllPlansPageView {
  const { locale, dict, site, content } = context;
  const { products, categories, plansPage } = content;
  const { allProducts } = plansPage;
  const selling = onSale(products);
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
    { name: dict.plans.allCrumb, path: urlFor(locale, 'allProducts') },
  ];
  return {
    metadata: pageMetadata(context, {
      title: dict.plans.allHeading,
      description: `${allProducts.intro} ${allProducts.description}`,
      path: pathOf('allProducts'),
    }),
    heading: dict.plans.allHeading,
    eyebrow: plural(dict.plans.licCount, selling.length, dict.meta.intl),
    intro: allProducts.intro,
    breadcrumbs,
    chips: categories.map((c) => chipOf(locale, c)),
    finder: finderView(context, 'all-plans-finder', { linkAll: true }),
    plans: selling.map((plan) => planLink(plan, urlFor(locale, { plan: plan.path }), dict.plan, context.image)),
    others: (
      [
        {
          key: 'withdrawn',
          heading: dict.plans.withdrawnHeading,
          text: dict.plans.withdrawnText,
          plans: products
            .filter((plan) => plan.status === 'withdrawn')
            .map((plan) => ({
              name: plan.name,
              href: urlFor(locale, { plan: plan.path }),
              note: plan.withdrawnOn
                ? format(dict.plans.withdrawnOn, { date: formatNewsDate(plan.withdrawnOn, dict.meta) })
                : dict.plans.withdrawnUndated,
            })),
        },
      ] satisfies OtherPlans[]
    ).filter((list) => list.plans.length > 0),
    help: allProducts.help,
    contact: contactBand(context),
    jsonLd: [breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    words: { plans: dict.plans, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}

/** A need on the catalogue page: its colour, icon, summary and plan names, linking to its category. */
export type CategoryCardView = {
  key: string;
  title: string;
  summary: string;
  href: string;
  icon: ImageData;
  colour: string;
  /** Names of the plans in the category, shown as a short list. */
  planNames: string[];
  /** The closing line, e.g. 'See 6 plans'. */
  seePlans: string;
};

/** /product-category: the wheel of needs, and a card per need with its plans. */
type CataloguePageView = {
  metadata: Metadata;
  heading: string;
  eyebrow: string;
  breadcrumbs: Crumb[];
  wheel: PlansPageContent['wheel'] & {
    entries: { title: string; href: string; icon: ImageData; colour: string }[];
    emblem: ImageData;
    hubLabel: string;
    call: { href: string; label: string; line: string };
    all: { href: string; label: string };
    /** The comparison of the plans on this site. */
    compare: { href: string; label: string };
  };
  needs: PlansPageContent['needs'] & { cards: CategoryCardView[] };
  /** The trail, for search engines. */
  jsonLd: WithContext<Thing>[];
  words: { wheel: Pick<Dictionary['wheel'], 'label' | 'hubCaption'>; planNames: string; breadcrumbLabel: string };
};

export function cataloguePage(context: ListContext): CataloguePageView {
  const { locale, dict, site, content } = context;
  const { categories, products, plansPage } = content;
  const { wheel, needs } = plansPage;
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
  ];
  return {
    metadata: pageMetadata(context, { title: dict.wheel.heading, description: wheel.intro, path: pathOf('products') }),
    heading: dict.wheel.heading,
    eyebrow: dict.nav.products,
    breadcrumbs,
    wheel: {
      ...wheel,
      entries: categories.map((c) => ({
        title: c.title,
        href: urlFor(locale, { category: c.slug }),
        icon: context.image(c.icon),
        colour: c.colour,
      })),
      emblem: logoImage(site),
      hubLabel: site.shortName,
      call: { href: telHref(site.phone), label: dict.wheel.call, line: `${site.phone} · ${site.hours}` },
      all: { href: urlFor(locale, 'allProducts'), label: plural(dict.wheel.browseAll, onSale(products).length, dict.meta.intl) },
      compare: { href: urlFor(locale, 'comparePlans'), label: dict.compare.finder.all },
    },
    needs: {
      ...needs,
      cards: categories.map((category) => {
        const planNames = plansInCategory(category.slug, products).map((p) => p.name);
        return {
          key: category.slug,
          title: category.title,
          summary: category.summary,
          href: urlFor(locale, { category: category.slug }),
          icon: context.image(category.icon),
          colour: category.colour,
          planNames,
          seePlans: format(dict.plans.seePlans, { plans: plural(dict.plans.count, planNames.length, dict.meta.intl) }),
        };
      }),
    },
    jsonLd: [breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    words: { wheel: dict.wheel, planNames: dict.plans.planNames, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}

/** /product-category/{category}: the plans of one need (or, for an address that names none, the way on). */
type CategoryPageView = {
  metadata: Metadata;
  /** The page's H1: the need's title, upper-cased where the language has capitals (as the specification styles it). */
  heading: string;
  eyebrow: string;
  summary?: string;
  breadcrumbs: Crumb[];
  /** "… plans for {category}": the plans' count, and the category's name in lower case. */
  count: { plans: string; category: string };
  plans: PlanLink[];
  /** The comparison of the need's plans that the comparison has: ticked, or (more than it takes side by side) narrowed to the need. */
  compare?: { href: string; label: string };
  otherChips: (CategoryChip & { current: boolean })[];
  allHref: string;
  wheelHref: string;
  help: PlansPageContent['categoryPage']['help'];
  contact: ContactBandView;
  /** The trail, for search engines. */
  jsonLd: WithContext<Thing>[];
  words: ListWords & { category: Dictionary['category'] };
};

export function categoryPage(context: ListContext, slug: string): CategoryPageView {
  const { locale, dict, site, content } = context;
  const { categories, products, plansPage } = content;
  const category = findCategory(slug, categories);
  const title = categoryName(slug, categories);
  const heading = title.toLocaleUpperCase(dict.meta.intl);
  const inCategory = plansInCategory(slug, products);
  const plans = plural(dict.plans.count, inCategory.length, dict.meta.intl);
  const summary = category?.summary ?? format(dict.category.metaFallback, { category: title });
  const names = inCategory.map((p) => p.name);
  const compared = inCategory.filter((plan) => plan.keyFacts !== undefined);
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
    { name: title, path: urlFor(locale, { category: slug }) },
  ];
  return {
    metadata: pageMetadata(context, {
      title: format(dict.category.metaTitle, { category: title }),
      description: names.length > 0 ? `${summary} ${format(dict.category.metaPlans, { names: names.join(', ') })}` : summary,
      path: pathOf({ category: slug }),
    }),
    heading,
    eyebrow: format(dict.category.eyebrow, { plans }),
    ...(category ? { summary: category.summary } : {}),
    breadcrumbs,
    count: { plans, category: title.toLocaleLowerCase(dict.meta.intl) },
    plans: inCategory.map((plan) => planLink(plan, urlFor(locale, { plan: plan.path, category: slug }), dict.plan, context.image)),
    ...(compared.length > 0 ? { compare: { href: needComparison(locale, slug, compared), label: dict.compare.these } } : {}),
    otherChips: categories.map((c) => ({ ...chipOf(locale, c), current: c.slug === slug })),
    allHref: urlFor(locale, 'allProducts'),
    wheelHref: urlFor(locale, 'products'),
    help: plansPage.categoryPage.help,
    contact: contactBand(context),
    jsonLd: [breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    words: { plans: dict.plans, category: dict.category, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}
