import type { Metadata } from 'next';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export function generateMetadata(): Metadata {
  const site = getSite();
  return pageMetadata({ title: `${site.agencyName} | ${site.tagline}`, absoluteTitle: true, description: site.description, path: '/' });
}

export default function HomePage() {
  const site = getSite();
  return <PageHero title={site.agencyName} intro={site.description} eyebrow={site.tagline} />;
}
