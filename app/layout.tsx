import type { Metadata, Viewport } from 'next';
import { layoutMetadata } from '@/lib/seo';
import { RootDocument } from '@/components/layout/root-document';
import { jakarta } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  return layoutMetadata('en');
}

export const viewport: Viewport = {
  themeColor: '#0B2A5B',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument locale="en" fontClassName={jakarta.variable}>
      {children}
    </RootDocument>
  );
}
