import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { appIconPng } from '@/lib/seo/app-icons';
import { APP_ICONS } from '@/lib/seo/app-manifest';

/** The installed app's icons (/app-icons/icon-192.png …), drawn from the site's logo at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = APP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) notFound();
  const png = await appIconPng(getContent(DEFAULT_LOCALE).site, icon);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
