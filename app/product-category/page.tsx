import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Choose Your Need',
  description: 'Find the right LIC plan by what you want it to do: grow wealth, guarantee returns, protect income, plan retirement or secure your children’s future.',
  path: '/product-category',
});

export default function Page() {
  return <PageHero title="Choose Your Need" intro="Find the right LIC plan by what you want it to do: grow wealth, guarantee returns, protect income, plan retirement or secure your children’s future." />;
}
