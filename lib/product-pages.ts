import type { Metadata } from 'next';
import { getContent, type Product } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { pathOf, socialImagePath } from '@/lib/urls';

/** Metadata of a plan page: its own title and description, the agency as author, canonical to /product/{path}. */
export function productMetadata(locale: Locale, product: Product): Metadata {
  return pageMetadata({
    locale,
    title: product.metatitle,
    description: product.metadescription,
    path: pathOf({ plan: product.path }),
    authors: getContent(locale).site.person,
    image: socialImagePath(locale, `${product.path}.png`),
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
  brochure?: { href: string; label: string };
  /** Present while the insurer no longer sells the plan. */
  withdrawn?: { heading: string; text: string };
  kind: { label: string; name: string; text: string; descriptor?: { label: string; text: string } };
  /** content/plan-pages.json → unitLinked, filled in with the plan's and the insurer's names. */
  unitLinked?: { heading: string; statements: string[] };
};

export function planNotices(locale: Locale, product: Product): PlanNotices {
  const dict = getDictionary(locale);
  const { plansPage, site } = getContent(locale);
  const { disclosures } = plansPage;
  const statements = product.kind === 'unit-linked' ? plansPage.unitLinked : undefined;
  const fill = (text: string) => format(text, { plan: product.name, insurer: site.insurer.name });
  return {
    planNo: format(dict.plan.planNo, { planNo: product.planNo }),
    uin: format(dict.plan.uin, { uin: product.uin }),
    planOf: format(disclosures.planOf, { insurer: site.insurer.name, registration: site.insurer.registration }),
    riskFactors: disclosures.riskFactors,
    ...(product.brochureUrl ? { brochure: { href: product.brochureUrl, label: fill(disclosures.brochure) } } : {}),
    ...(product.status === 'withdrawn' && product.withdrawnOn
      ? {
          withdrawn: {
            heading: disclosures.withdrawn.heading,
            text: format(disclosures.withdrawn.text, { plan: product.name, insurer: site.insurer.name, date: formatNewsDate(product.withdrawnOn, dict.meta) }),
          },
        }
      : {}),
    kind: {
      label: dict.plan.kindLabel,
      ...dict.plan.kinds[product.kind],
      ...(product.descriptor ? { descriptor: { label: dict.plan.descriptor, text: product.descriptor } } : {}),
    },
    ...(statements
      ? { unitLinked: { heading: statements.heading, statements: [statements.risk, statements.liquidity, statements.name, statements.charges].map(fill) } }
      : {}),
  };
}
