import type { Metadata, Viewport } from 'next';
import { getSite } from '@/lib/content';
import { agencyJsonLd } from '@/lib/jsonld';
import { absoluteUrl } from '@/lib/seo';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { JsonLd } from '@/components/ui/json-ld';
import { WhatsAppButton } from '@/components/ui/whatsapp-button';
import { jakarta } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  const site = getSite();
  return {
    metadataBase: new URL(site.siteUrl),
    title: { default: `${site.agencyName} | ${site.tagline}`, template: `%s | ${site.agencyName}` },
    description: site.description,
    applicationName: site.agencyName,
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: { siteName: site.agencyName, locale: 'en_IN', type: 'website', images: [absoluteUrl('/og/site.png')] },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: '#0B2A5B',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const site = getSite();
  return (
    <html lang="en-IN" className={jakarta.variable}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-overlay rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <ScrollToTop />
        <WhatsAppButton whatsapp={site.whatsapp} message={site.whatsappMessage} />
        <JsonLd data={agencyJsonLd()} />
      </body>
    </html>
  );
}
