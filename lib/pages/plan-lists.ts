import type { Metadata } from 'next';
import { getContent, onSale, plansInCategory, withdrawnPlans, type Category, type PlansPageContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary, plural, type Dictionary, type Locale } from '@/lib/i18n';
import { getImage, type ImageData } from '@/lib/images';
import type { Crumb } from '@/lib/seo/jsonld';
import { categoryName, findCategory, type PlanLink } from '@/lib/plans';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryHeading, telHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { contactBand, type ContactBandView } from './contact-band';
import type { CategoryChip } from './plan';

/** The words every plan list shows: its cards' and the page's navigation. */
type ListWords = { plans: Dictionary['plans']; breadcrumbLabel: string };

const chipOf = (locale: Locale, c: Category): CategoryChip => ({
  title: c.title,
  href: urlFor(locale, { category: c.slug }),
  colour: c.colour,
});

/** /all-products: every plan on sale, then the withdrawn ones for the people who hold them. */
type AllPlansPageView = {
  metadata: Metadata;
  heading: string;
  eyebrow: string;
  intro: string;
  breadcrumbs: Crumb[];
  chips: CategoryChip[];
  plans: PlanLink[];
  withdrawn: { name: string; href: string; note: string }[];
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
    plans: selling.map((plan) => ({ plan, href: urlFor(locale, { plan: plan.path }) })),
    withdrawn: withdrawnPlans(products).map((plan) => ({
      name: plan.name,
      href: urlFor(locale, { plan: plan.path }),
      note: format(dict.plans.withdrawnOn, { date: plan.withdrawnOn ? formatNewsDate(plan.withdrawnOn, dict.meta) : '' }),
    })),
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
      emblem: getImage('/images/logo.svg'),
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
  /** The page's H1: the address upper-cased in English (as the specification asks), the category's title elsewhere. */
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
  const heading = categoryName(slug, categories, dict.meta.categoryHeading);
  const inCategory = plansInCategory(slug, products);
  const plans = plural(dict.plans.count, inCategory.length, dict.meta.intl);
  const title = category?.title ?? categoryHeading(slug);
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
      { name: heading, path: urlFor(locale, { category: slug }) },
    ],
    count: { plans, category: (category?.title ?? heading).toLocaleLowerCase(dict.meta.intl) },
    plans: inCategory.map((plan) => ({ plan, href: urlFor(locale, { plan: plan.path, category: slug }) })),
    otherChips: categories.map((c) => ({ ...chipOf(locale, c), current: c.slug === slug })),
    allHref: urlFor(locale, 'allProducts'),
    wheelHref: urlFor(locale, 'products'),
    help: plansPage.categoryPage.help,
    contact: contactBand(locale),
    words: { plans: dict.plans, category: dict.category, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}
