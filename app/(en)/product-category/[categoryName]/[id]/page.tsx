import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { planPage } from '@/lib/pages/plan';
import { routeParams } from '@/lib/urls';
import { PlanDetail } from '@/components/plans/plan-detail';

type Props = { params: Promise<LocaleParams & { categoryName: string; id: string }> };

export const dynamicParams = false;

/** Every plan under each of its own categories; other pairs are not pages. */
export function generateStaticParams() {
  return routeParams('planInCategory', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryName, id } = await params;
  return planPage(await pageContextFor(params), id, categoryName)?.metadata ?? {};
}

export default async function CategoryPlanPage({ params }: Props) {
  const { categoryName, id } = await params;
  const page = planPage(await pageContextFor(params), id, categoryName);
  if (!page) notFound();
  return <PlanDetail {...page} />;
}
