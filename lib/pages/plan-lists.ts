import 'server-only';
import type { Metadata } from 'next';
import { getContent, onSale, plansInCategory, type Category, type Plan, type PlansPageContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary, plural, type Dictionary, type Locale } from '@/lib/i18n';
import { logoImage } from '@/lib/logo';
import { getImage, type ImageData } from '@/lib/images';
import type { Crumb } from '@/lib/seo/jsonld';
import { categoryName, filedLine, findCategory, type PlanLink } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo/metadata';
import { telHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { contactBand, type ContactBandView } from './contact-band';
import { finderView, type FinderView } from './finder';
import type { CategoryChip } from './plan';

/** The words every plan list shows: its cards' and the page's navigation. */
type ListWords = { plans: Dictionary['plans']; breadcrumbLabel: string };

const chipOf = (locale: Locale, c: Category): CategoryChip => ({
  title: c.title,
  href: urlFor(locale, { category: c.slug }),
  colour: c.colour,
});

/** A list of plans not on sale, apart from the plans on sale: its heading, a line, and each plan with a note. */
type OtherPlans = {
  key: Exclude<Plan['status'], 'on-sale'>;
  heading: string;
  text: string;
  plans: { name: string; href: string; note: string }[];
};

/**
 * /all-products: every plan on sale, then apart the withdrawn ones (for the people who hold them) and
 * those whose sales status is unconfirmed.
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
  words: ListWords;
};

export function allPlansPage(locale: Locale): AllPlansPageView {
  const dict = getDictionary(locale);
  const { products, categories, plansPage } = getContent(locale);
  const { allProducts } = plansPage;
  const selling = onSale(products);
  return {
    metadata: pageMetadata({
      locale,
      title: dict.plans.allHeading,
      description: `${allProducts.intro} ${allProducts.description}`,
      path: pathOf('allProducts'),
    }),
    heading: dict.plans.allHeading,
    eyebrow: plural(dict.plans.licCount, selling.length, dict.meta.intl),
    intro: allProducts.intro,
    breadcrumbs: [
      { name: dict.nav.home, path: urlFor(locale, 'home') },
      { name: dict.nav.products, path: urlFor(locale, 'products') },
      { name: dict.plans.allCrumb, path: urlFor(locale, 'allProducts') },
    ],
    chips: categories.map((c) => chipOf(locale, c)),
    finder: finderView(locale, 'all-plans-finder', { linkAll: true }),
    plans: selling.map((plan) => ({ plan, href: urlFor(locale, { plan: plan.path }), filed: filedLine(plan, dict.plan) })),
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
        {
          key: 'unconfirmed',
          heading: dict.plans.unconfirmedHeading,
          text: dict.plans.unconfirmedText,
          plans: products
            .filter((plan) => plan.status === 'unconfirmed')
            .map((plan) => ({ name: plan.name, href: urlFor(locale, { plan: plan.path }), note: dict.plans.unconfirmedNote })),
        },
      ] satisfies OtherPlans[]
    ).filter((list) => list.plans.length > 0),
    help: allProducts.help,
    contact: contactBand(locale),
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
  };
  needs: PlansPageContent['needs'] & { cards: CategoryCardView[] };
  words: { wheel: Pick<Dictionary['wheel'], 'label' | 'hubCaption'>; planNames: string; breadcrumbLabel: string };
};

export function cataloguePage(locale: Locale): CataloguePageView {
  const dict = getDictionary(locale);
  const { site, categories, products, plansPage } = getContent(locale);
  const { wheel, needs } = plansPage;
  return {
    metadata: pageMetadata({ locale, title: dict.wheel.heading, description: wheel.intro, path: pathOf('products') }),
    heading: dict.wheel.heading,
    eyebrow: dict.nav.products,
    breadcrumbs: [
      { name: dict.nav.home, path: urlFor(locale, 'home') },
      { name: dict.nav.products, path: urlFor(locale, 'products') },
    ],
    wheel: {
      ...wheel,
      entries: categories.map((c) => ({
        title: c.title,
        href: urlFor(locale, { category: c.slug }),
        icon: getImage(c.icon),
        colour: c.colour,
      })),
      emblem: logoImage(site),
      hubLabel: site.shortName,
      call: { href: telHref(site.phone), label: dict.wheel.call, line: `${site.phone} · ${site.hours}` },
      all: { href: urlFor(locale, 'allProducts'), label: format(dict.wheel.browseAll, { count: onSale(products).length }) },
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
          icon: getImage(category.icon),
          colour: category.colour,
          planNames,
          seePlans: format(dict.plans.seePlans, { plans: plural(dict.plans.count, planNames.length, dict.meta.intl) }),
        };
      }),
    },
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
  otherChips: (CategoryChip & { current: boolean })[];
  allHref: string;
  wheelHref: string;
  help: PlansPageContent['categoryPage']['help'];
  contact: ContactBandView;
  words: ListWords & { category: Dictionary['category'] };
};

export function categoryPage(locale: Locale, slug: string): CategoryPageView {
  const dict = getDictionary(locale);
  const { categories, products, plansPage } = getContent(locale);
  const category = findCategory(slug, categories);
  const title = categoryName(slug, categories);
  const heading = title.toLocaleUpperCase(dict.meta.intl);
  const inCategory = plansInCategory(slug, products);
  const plans = plural(dict.plans.count, inCategory.length, dict.meta.intl);
  const summary = category?.summary ?? format(dict.category.metaFallback, { category: title });
  const names = inCategory.map((p) => p.name);
  return {
    metadata: pageMetadata({
      locale,
      title: format(dict.category.metaTitle, { category: title }),
      description: names.length > 0 ? `${summary} ${format(dict.category.metaPlans, { names: names.join(', ') })}` : summary,
      path: pathOf({ category: slug }),
    }),
    heading,
    eyebrow: format(dict.category.eyebrow, { plans }),
    ...(category ? { summary: category.summary } : {}),
    breadcrumbs: [
      { name: dict.nav.home, path: urlFor(locale, 'home') },
      { name: dict.nav.products, path: urlFor(locale, 'products') },
      { name: title, path: urlFor(locale, { category: slug }) },
    ],
    count: { plans, category: title.toLocaleLowerCase(dict.meta.intl) },
    plans: inCategory.map((plan) => ({
      plan,
      href: urlFor(locale, { plan: plan.path, category: slug }),
      filed: filedLine(plan, dict.plan),
    })),
    otherChips: categories.map((c) => ({ ...chipOf(locale, c), current: c.slug === slug })),
    allHref: urlFor(locale, 'allProducts'),
    wheelHref: urlFor(locale, 'products'),
    help: plansPage.categoryPage.help,
    contact: contactBand(locale),
    words: { plans: dict.plans, category: dict.category, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}
