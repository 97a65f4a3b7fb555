import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Call, e-mail or message us on WhatsApp for advice on LIC plans or a career as an advisor.',
  path: '/contact',
});

export default function Page() {
  return <PageHero title="Contact Us" intro="Call, e-mail or message us on WhatsApp for advice on LIC plans or a career as an advisor." />;
}
