import type { Metadata } from 'next';
import { sitePrefixedLocales } from '@/lib/content/registry/site-file';
import type { LocaleParams } from '@/lib/i18n/params';
import { chromeView } from '@/lib/pages/chrome';
import { pageContextFor } from '@/lib/pages/context';
import { layoutMetadata } from '@/lib/seo/metadata';
import { RootDocument } from '@/components/layout/root-document';
import { devanagari } from '../fonts-devanagari';
import { jakarta } from '../fonts';
import '../globals.css';

export { viewport } from '@/lib/viewport';

type Props = { children: React.ReactNode; params: Promise<LocaleParams> };

/** Every language but the default one lives under its code: /hi, /hi/about-us, … */
export const dynamicParams = false;

export function generateStaticParams() {
  return sitePrefixedLocales().map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return layoutMetadata(await pageContextFor(params));
}

/** The root layout of the other languages: <html lang="hi"> in the exported HTML, and their script's font. */
export default async function LocaleLayout({ children, params }: Props) {
  const chrome = chromeView(await pageContextFor(params));
  const fonts = chrome.script === 'devanagari' ? `${jakarta.variable} ${devanagari.variable}` : jakarta.variable;
  return (
    <RootDocument chrome={chrome} fontClassName={fonts}>
      {children}
    </RootDocument>
  );
}
