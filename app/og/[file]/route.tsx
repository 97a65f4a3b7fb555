import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, getDictionary } from '@/lib/i18n';

/** Social preview images (1200×630 PNG), drawn at build time: one for the site, one per plan, plus a raster logo. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: 'site.png' }, { file: 'logo.png' }, ...getContent(DEFAULT_LOCALE).products.map((p) => ({ file: `${p.path}.png` }))];
}

const read = (file: string) => readFileSync(path.join(process.cwd(), file));
const fontFile = (weight: number) => `node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`;
const dataUri = (publicPath: string) => `data:image/svg+xml;base64,${read(`public${publicPath}`).toString('base64')}`;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { site, products, categories, banners } = getContent(DEFAULT_LOCALE);
  const dict = getDictionary(DEFAULT_LOCALE);
  const fonts = [
    { name: 'Jakarta', data: read(fontFile(700)), weight: 700 as const, style: 'normal' as const },
    { name: 'Jakarta', data: read(fontFile(800)), weight: 800 as const, style: 'normal' as const },
  ];
  const logo = dataUri('/images/logo.svg');

  if (file === 'logo.png') {
    return new ImageResponse(
      (
        <div style={{ display: 'flex', width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', background: '#ffffff' }}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
          <img src={logo} width={440} height={440} />
        </div>
      ),
      { width: 512, height: 512, fonts },
    );
  }

  const product = products.find((p) => `${p.path}.png` === file);
  const title = product ? product.name : (banners[0]?.title ?? site.agencyName);
  const eyebrow = product ? dict.og.planEyebrow : dict.og.siteEyebrow;
  const subtitle = product
    ? product.categories.map((slug) => categories.find((c) => c.slug === slug)?.title ?? slug).join(' · ')
    : dict.og.siteSubtitle;
  const art = dataUri(product ? product.imageUrls[0]! : '/images/banners/secure-future.svg');

  return new ImageResponse(
    (
      <div
        style={{
          display: 'flex',
          width: '100%',
          height: '100%',
          background: 'linear-gradient(135deg, #071B3C 0%, #0B2A5B 45%, #1D5BBF 100%)',
          fontFamily: 'Jakarta',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 600, padding: '56px 40px 56px 64px' }}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
            <img src={logo} width={84} height={84} />
            <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 18 }}>
              <div style={{ fontSize: 30, fontWeight: 800 }}>{site.agencyName}</div>
              <div style={{ fontSize: 20, fontWeight: 700, color: '#FBD266' }}>{site.tagline}</div>
            </div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 22, fontWeight: 800, letterSpacing: 4, color: '#F6B40E' }}>{eyebrow}</div>
            <div style={{ fontSize: title.length > 18 ? 58 : 72, fontWeight: 800, lineHeight: 1.05, marginTop: 12 }}>{title}</div>
            <div style={{ fontSize: 24, fontWeight: 700, color: '#D3E2FA', marginTop: 18, lineHeight: 1.3 }}>{subtitle}</div>
          </div>
          <div style={{ display: 'flex', fontSize: 22, fontWeight: 700, color: '#D3E2FA' }}>{site.phone}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 600, padding: 40 }}>
          <div style={{ display: 'flex', borderRadius: 32, overflow: 'hidden', border: '6px solid rgba(255,255,255,0.85)' }}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
            <img src={art} width={508} height={381} style={{ objectFit: 'cover' }} />
          </div>
        </div>
      </div>
    ),
    { width: 1200, height: 630, fonts },
  );
}
