import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Opportunities In LIC',
  description: 'Become an LIC advisor: flexible hours, training from experienced mentors and a career that grows with every family you help.',
  path: '/opportunities',
});

export default function Page() {
  return <PageHero title="Opportunities In LIC" intro="Become an LIC advisor: flexible hours, training from experienced mentors and a career that grows with every family you help." />;
}
