import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Our Featured Products',
  description: 'Every LIC plan we advise on, from market-linked savings to guaranteed income, pension and child plans.',
  path: '/all-products',
});

export default function Page() {
  return <PageHero title="Our Featured Products" intro="Every LIC plan we advise on, from market-linked savings to guaranteed income, pension and child plans." />;
}
