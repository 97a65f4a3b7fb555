import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Latest News & Links',
  description: 'News from the insurer and quick links to its official services: premium payment, eNACH, proposals and more.',
  path: '/news',
});

export default function Page() {
  return <PageHero title="Latest News & Links" intro="News from the insurer and quick links to its official services: premium payment, eNACH, proposals and more." />;
}
