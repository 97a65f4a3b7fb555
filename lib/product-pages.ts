import type { Metadata } from 'next';
import { getContent, type Product } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { pathOf, socialImagePath } from '@/lib/urls';

/** Metadata of a plan page: its own title and description, the agency as author, canonical to /product/{path}. */
export function productMetadata(locale: Locale, product: Product): Metadata {
  return pageMetadata({
    locale,
    title: product.metatitle,
    absoluteTitle: true,
    description: product.metadescription,
    path: pathOf({ plan: product.path }),
    authors: getContent(locale).site.agencyName,
    image: socialImagePath(locale, `${product.path}.png`),
  });
}

/** What a plan page says about the kind of contract: its name and a line a customer understands, and for a unit-linked plan the regulator's statements. */
export type PlanNotices = {
  kind: { label: string; name: string; text: string };
  /** content/plan-pages.json → unitLinked, filled in with the plan's and the insurer's names. */
  unitLinked?: { heading: string; statements: string[] };
};

export function planNotices(locale: Locale, product: Product): PlanNotices {
  const dict = getDictionary(locale);
  const { plansPage, site } = getContent(locale);
  const statements = product.kind === 'unit-linked' ? plansPage.unitLinked : undefined;
  const fill = (text: string) => format(text, { plan: product.name, insurer: site.insurer.name });
  return {
    kind: { label: dict.plan.kindLabel, ...dict.plan.kinds[product.kind] },
    ...(statements
      ? { unitLinked: { heading: statements.heading, statements: [statements.risk, statements.liquidity, statements.name, statements.charges].map(fill) } }
      : {}),
  };
}
