import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { siteLocales } from '@/lib/content/registry/site-file';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { pageContext } from '@/lib/pages/context';
import { logoImage, socialImage } from '@/lib/seo/social-image';
import { SOCIAL_LOGO_PATH, socialImagePath } from '@/lib/urls';

/** Social preview images as real PNG files: /og/site.png, /og/{plan}.png, /og/logo.png, and per language /og/hi/… */
export const dynamic = 'force-static';
export const dynamicParams = false;

const filesOf = (locale: Locale) => ['site.png', ...getContent(locale).products.map((p) => `${p.path}.png`)];

/** Every language's images, each with its address's segments under /og/ as socialImagePath writes them. */
const images = () =>
  siteLocales().flatMap((locale) =>
    filesOf(locale).map((name) => ({ locale, name, file: socialImagePath(locale, name).split('/').slice(2) })),
  );

/** The logo's address's segments under /og/. */
const LOGO_FILE = SOCIAL_LOGO_PATH.split('/').slice(2);

export function generateStaticParams() {
  return [{ file: LOGO_FILE }, ...images().map(({ file }) => ({ file }))];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const { file } = await params;
  if (file.join('/') === LOGO_FILE.join('/')) return logoImage(getContent(DEFAULT_LOCALE).site);
  const image = images().find((candidate) => candidate.file.join('/') === file.join('/'));
  if (!image) notFound();
  const context = pageContext(image.locale);
  if (image.name === 'site.png') return socialImage(context);
  const product = context.content.products.find((p) => `${p.path}.png` === image.name);
  if (!product) notFound();
  return socialImage(context, product);
}
