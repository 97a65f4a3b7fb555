import 'server-only';
import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import {
  findPlan,
  salesStatus,
  type Category,
  type Plan,
  type PlansPageContent,
  type PolicyHelpContent,
  type SalesStatus,
} from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, type Dictionary, type Locale } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import { breadcrumbJsonLd, planPageJsonLd, planJsonLd, type Crumb } from '@/lib/seo/jsonld';
import { categoryName, planLink, relatedPlans, type PlanLink } from '@/lib/plans';
import type { PageContext } from './context';
import { keyFactsView, type KeyFactsView } from './key-facts';
import { planIllustration, type IllustrationView } from './illustration';
import { compareHref } from '@/lib/compare';
import { absoluteUrl, pageMetadata, type SiteContext } from '@/lib/seo/metadata';
import { telHref, whatsappHref, whatsappShareHref } from '@/lib/text';
import { pathOf, socialImagePath, urlFor } from '@/lib/urls';

/** Metadata of a plan page: its own title and description, the agency as author, canonical to /product/{path}. */
function planMetadata(context: SiteContext, product: Plan): Metadata {
  return pageMetadata(context, {
    title: product.metatitle,
    description: product.metadescription,
    path: pathOf({ plan: product.path }),
    authors: context.site.person,
    image: socialImagePath(context.locale, `${product.path}.png`),
  });
}

/**
 * What a plan's page says about the plan as the insurer files it: under its name the plan number, UIN and
 * insurer, then the prescribed line with the link to its brochure; a withdrawn plan's notice; the kind of
 * contract (with the insurer's own description where given); and for a unit-linked plan the regulator's
 * statements. Every sentence comes from content/plan-pages.json or the dictionary, in the page's language.
 */
export type PlanNotices = {
  planNo: string;
  uin: string;
  /** A plan of Life Insurance Corporation of India, IRDAI Regn. No. 512 */
  planOf: string;
  /** For more details on risk factors, terms and conditions please read the sales brochure carefully before concluding a sale. */
  riskFactors: string;
  /** The plan's brochure on licindia.in; for a withdrawn plan, its last brochure or the insurer's page of withdrawn plans. */
  brochure?: { href: string; label: string };
  /** Present while the plan is not on sale (withdrawn, or its status not settled yet): said under its name, before anything else. */
  status?: { kind: Exclude<SalesStatus, 'on-sale'>; heading: string; text: string };
  /** The kind of contract: “Plan type: Unit linked plan.” and what that means. */
  kind: { line: string; text: string; descriptor?: { label: string; text: string } };
  /** content/plan-pages.json → unitLinked, filled in with the plan's and the insurer's names. */
  unitLinked?: { heading: string; statements: string[] };
};

/**
 * The notice of a plan not on sale, in the page's language; none for a plan on sale. A plan whose status
 * is not settled (a preview only) is spoken of for the people who hold it, neither on sale nor withdrawn.
 */
function statusNotice({ dict, site }: SiteContext, disclosures: PlansPageContent['disclosures'], product: Plan): PlanNotices['status'] {
  const status = salesStatus(product);
  if (status === 'on-sale') return undefined;
  if (status === 'unsettled')
    return {
      kind: 'unsettled',
      heading: format(dict.plan.unsettled.heading, { name: product.name }),
      text: format(dict.plan.unsettled.text, { name: product.name }),
    };
  const { withdrawn } = disclosures;
  const names = { plan: product.name, insurer: site.insurer.name };
  return {
    kind: 'withdrawn',
    heading: withdrawn.heading,
    text: product.withdrawnOn
      ? format(withdrawn.text, { ...names, date: formatNewsDate(product.withdrawnOn, dict.meta) })
      : format(withdrawn.undated, names),
  };
}

/** Where the page sends a reader for the plan's own terms: its brochure; for a withdrawn plan, its last one or LIC's page of withdrawn plans. */
function brochureLink(product: Plan, disclosures: PlansPageContent['disclosures']): PlanNotices['brochure'] {
  const fill = (text: string) => format(text, { plan: product.name });
  if (product.status !== 'withdrawn')
    return product.brochureUrl ? { href: product.brochureUrl, label: fill(disclosures.brochure) } : undefined;
  return product.brochureUrl
    ? { href: product.brochureUrl, label: fill(disclosures.lastBrochure) }
    : { href: disclosures.withdrawnPlans.href, label: disclosures.withdrawnPlans.label };
}

function planNotices(context: SiteContext, plansPage: PlansPageContent, product: Plan): PlanNotices {
  const { dict, site } = context;
  const { disclosures } = plansPage;
  const statements = product.kind === 'unit-linked' ? plansPage.unitLinked : undefined;
  const fill = (text: string) => format(text, { plan: product.name, insurer: site.insurer.name });
  const brochure = brochureLink(product, disclosures);
  const status = statusNotice(context, disclosures, product);
  return {
    planNo: format(dict.plan.planNo, { planNo: product.planNo }),
    uin: format(dict.plan.uin, { uin: product.uin }),
    planOf: format(disclosures.planOf, { insurer: site.insurer.name, registration: site.insurer.registration }),
    riskFactors: disclosures.riskFactors,
    ...(brochure ? { brochure } : {}),
    ...(status ? { status } : {}),
    kind: {
      line: format(dict.plan.kindLine, { label: dict.plan.kindLabel, name: dict.plan.kinds[product.kind].name }),
      text: dict.plan.kinds[product.kind].text,
      ...(product.descriptor ? { descriptor: { label: dict.plan.descriptor, text: product.descriptor } } : {}),
    },
    ...(statements
      ? {
          unitLinked: {
            heading: statements.heading,
            statements: [statements.risk, statements.liquidity, statements.name, statements.charges].map(fill),
          },
        }
      : {}),
  };
}

/** One of the plan's pictures in its gallery, with its name for the slide and the dialog. */
type PlanPicture = { image: ImageData; name: string; enlargeLabel: string };

/** A link to a plan list of one need, in the need's colour. */
export type CategoryChip = { title: string; href: string; colour: Category['colour'] };

/**
 * The contact panel beside the plan. On sale: ask about it on WhatsApp, call, share it with family.
 * Withdrawn, or its status not settled: help for the people who hold it, with what a policyholder can
 * do. Only a plan on sale can be shared.
 */
type PlanContact = {
  heading: string;
  pitch: string;
  whatsapp: { href: string; label: string };
  call: { href: string; label: string };
  /** A WhatsApp message without a share sheet; what the share sheet passes on with one. */
  share?: { href: string; label: string; data: { title: string; text: string; url: string } };
  /** A withdrawn plan's: the policy-help pages for what its holders can do. */
  tasks?: { heading: string; links: { title: string; href: string }[] };
  hours: string;
  helpHref: string;
};

/** Everything a plan's page shows, on /product/{path} and /product-category/{category}/{path}. */
export type PlanPageView = {
  locale: Locale;
  plan: Plan;
  /** Title, description, canonical address and share card (the plan's own address, from either route). */
  metadata: Metadata;
  /** The page's heading: the plan's name as the insurer files it (LIC's Jeevan Labh). */
  heading: string;
  /** The heading of the plan's words: "About this plan". */
  section: { label: string };
  /** The plan's detail blocks; none for a plan whose status is not settled (no sales copy). */
  details: Plan['details'];
  notices: PlanNotices;
  /** The plan's key facts with LIC's brochure as their source, under its header; none when it has none to show. */
  keyFacts?: KeyFactsView;
  breadcrumbs: Crumb[];
  chips: { label: string; items: CategoryChip[] };
  gallery: { label: string; pictures: PlanPicture[] };
  contact: PlanContact;
  /** Other plans to suggest, with the line that says why; none for a plan that shares no category. */
  related: { plans: PlanLink[]; line: string };
  /** A plan on sale: the comparison with it ticked (when it has a column there), and the request for LIC's illustration. */
  compare?: { href: string; label: string };
  illustration?: IllustrationView;
  jsonLd: WithContext<Thing>[];
  words: {
    plan: Pick<Dictionary['plan'], 'related'>;
    plans: Pick<Dictionary['plans'], 'trending' | 'viewDetails'>;
    help: Pick<Dictionary['help'], 'teaser' | 'teaserLink'>;
    carousel: Dictionary['carousel'];
    dialog: Pick<Dictionary['dialog'], 'selectedPlan' | 'close'>;
    breadcrumbLabel: string;
    newTab: string;
  };
};

/**
 * A plan's page in the context's language: the plan at `path` (inside `category` when the visitor came
 * through one), or undefined when there is no such plan (or it is not in that category).
 */
export function planPage(
  context: PageContext<'products' | 'categories' | 'plansPage' | 'policyHelp'>,
  path: string,
  category?: string,
): PlanPageView | undefined {
  const { locale, dict, site, content } = context;
  const { products, categories } = content;
  const plan = findPlan(path, products);
  if (!plan || (category !== undefined && !(plan.categories as string[]).includes(category))) return undefined;
  const planHref = (other: Plan) => urlFor(locale, { plan: other.path, category });
  const related = relatedPlans(plan, products, category ? { within: category } : {});
  const notices = planNotices(context, content.plansPage, plan);
  const keyFacts = keyFactsView(dict, plan);
  const heading = format(dict.plan.heading, { name: plan.name });
  const pictures = plan.imageUrls.map((src, index) => {
    const name = format(dict.plan.picture, { name: plan.name, index: index + 1 });
    return { image: context.image(src), name, enlargeLabel: format(dict.dialog.enlarge, { name }) };
  });
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.nav.products, path: urlFor(locale, 'products') },
    ...(category ? [{ name: categoryName(category, categories), path: urlFor(locale, { category }) }] : []),
    { name: plan.name, path: planHref(plan) },
  ];
  return {
    locale,
    plan,
    metadata: planMetadata(context, plan),
    heading,
    section: { label: dict.plan.about },
    details: salesStatus(plan) === 'unsettled' ? [] : plan.details,
    notices,
    ...(keyFacts ? { keyFacts } : {}),
    breadcrumbs,
    chips: {
      label: format(dict.plan.needsLabel, { name: plan.name }),
      items: categories
        .filter((c) => plan.categories.includes(c.slug))
        .map((c) => ({ title: c.title, href: urlFor(locale, { category: c.slug }), colour: c.colour })),
    },
    gallery: { label: format(dict.plan.pictures, { name: plan.name }), pictures },
    contact: contactPanel(context, content.policyHelp, plan, {
      title: heading,
      text: format(dict.plan.shareText, { name: heading, planNo: notices.planNo, uin: notices.uin }),
      url: absoluteUrl(site.siteUrl, planHref(plan)),
    }),
    related: {
      plans: related.map((other) => planLink(other, planHref(other), dict.plan, context.image)),
      line: category
        ? format(dict.plan.relatedInCategory, {
            category: categoryName(category, categories).toLocaleLowerCase(dict.meta.intl),
          })
        : format(dict.plan.relatedShared, { name: plan.name }),
    },
    ...(plan.status === 'on-sale' && plan.keyFacts
      ? { compare: { href: compareHref(locale, { plans: [plan.path] }), label: dict.compare.withOthers } }
      : {}),
    ...(plan.status === 'on-sale' ? { illustration: planIllustration(context, plan) } : {}),
    jsonLd: [planJsonLd(context, plan), planPageJsonLd(context, plan), breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    words: {
      plan: dict.plan,
      plans: dict.plans,
      help: dict.help,
      carousel: dict.carousel,
      dialog: dict.dialog,
      breadcrumbLabel: dict.nav.breadcrumbLabel,
      newTab: dict.a11y.newTab,
    },
  };
}

function contactPanel(
  { locale, dict, site }: SiteContext,
  policyHelp: PolicyHelpContent,
  plan: Plan,
  share: { title: string; text: string; url: string },
): PlanContact {
  const name = { name: plan.name };
  const selling = salesStatus(plan) === 'on-sale';
  const words = selling
    ? { heading: dict.plan.interested, pitch: dict.plan.pitch, message: dict.plan.whatsappMessage }
    : { heading: dict.plan.held, pitch: dict.plan.heldPitch, message: dict.plan.heldMessage };
  return {
    heading: format(words.heading, name),
    pitch: words.pitch,
    whatsapp: { href: whatsappHref(site.whatsapp, format(words.message, name)), label: format(dict.plan.askOnWhatsapp, name) },
    call: { href: telHref(site.phone), label: format(dict.cta.callNumber, { phone: site.phone }) },
    ...(selling ? { share: { href: whatsappShareHref(`${share.text}\n${share.url}`), label: dict.plan.share, data: share } } : {}),
    ...(!selling
      ? {
          tasks: {
            heading: dict.plan.heldTasks,
            links: policyHelp.tasks.map((task) => ({ title: task.title, href: urlFor(locale, { help: task.slug }) })),
          },
        }
      : {}),
    hours: site.hours,
    helpHref: urlFor(locale, 'policyHelp'),
  };
}
