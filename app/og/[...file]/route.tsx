import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n';
import { pageContext } from '@/lib/pages/context';
import { logoImage, socialImage } from '@/lib/seo/social-image';

/** Social preview images as real PNG files: /og/site.png, /og/{plan}.png, /og/logo.png, and per language /og/hi/… */
export const dynamic = 'force-static';
export const dynamicParams = false;

const filesOf = (locale: Locale) => ['site.png', ...getContent(locale).products.map((p) => `${p.path}.png`)];

export function generateStaticParams() {
  return [
    { file: ['logo.png'] },
    ...LOCALES.flatMap((locale) => filesOf(locale).map((name) => ({ file: locale === DEFAULT_LOCALE ? [name] : [locale, name] }))),
  ];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const { file } = await params;
  if (file.length === 1 && file[0] === 'logo.png') return logoImage(getContent(DEFAULT_LOCALE).site);
  const [first, second] = file;
  const context = pageContext(file.length === 2 && isLocale(first) ? first : DEFAULT_LOCALE);
  const name = file.length === 2 ? second : first;
  if (name === 'site.png') return socialImage(context);
  const product = context.content.products.find((p) => `${p.path}.png` === name);
  if (!product) notFound();
  return socialImage(context, product);
}
