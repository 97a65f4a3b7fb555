import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: 'Meet your LIC advisor: over 10 years of experience helping families protect what matters, and over 100 agents recruited and trained.',
  path: '/about-us',
});

export default function Page() {
  return <PageHero title="About Us" intro="Meet your LIC advisor: over 10 years of experience helping families protect what matters, and over 100 agents recruited and trained." />;
}
