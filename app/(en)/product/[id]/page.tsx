import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { planPage } from '@/lib/pages/plan';
import { routeParams } from '@/lib/urls';
import { PlanDetail } from '@/components/plans/plan-detail';

type Props = { params: Promise<LocaleParams & { id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams('plan', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return planPage(await pageContextFor(params), (await params).id)?.metadata ?? {};
}

export default async function PlanPage({ params }: Props) {
  const page = planPage(await pageContextFor(params), (await params).id);
  if (!page) notFound();
  return <PlanDetail {...page} />;
}
