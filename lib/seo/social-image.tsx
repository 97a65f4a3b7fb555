import 'server-only';
import satori from 'satori';
import sharp from 'sharp';
import { salesStatus, type Content, type Plan, type Site } from '@/lib/content';
import { format } from '@/lib/i18n';
import { SCRIPTS } from '@/lib/i18n/locales';
import { siteLogoSvg } from '@/lib/seo/logo-svg';
import type { SiteContext } from '@/lib/seo/metadata';
import { publisherLines } from '@/lib/publisher';
import { cardFonts, publicSvgDataUri, svgDataUri } from '@/lib/seo/fonts';

/**
 * Social preview images (1200×630 PNG, and a 512×512 logo), drawn at build time from the content.
 * satori (which shapes text with HarfBuzz, so Devanagari conjuncts and vowel signs come out right)
 * lays the card out as SVG and sharp turns it into PNG. Fonts come from npm packages, never the network:
 * Plus Jakarta Sans for Latin letters and digits, Noto Sans Devanagari for Hindi.
 */

async function png(element: React.ReactElement, width: number, height: number): Promise<Response> {
  const svg = await satori(element, { width, height, fonts: cardFonts() });
  const image = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Response(new Uint8Array(image), { headers: { 'Content-Type': 'image/png' } });
}

/** The site's logo alone, for structured data. */
export async function logoImage(site: Site): Promise<Response> {
  const logo = svgDataUri(await siteLogoSvg(site));
  return png(
    <div style={{ display: 'flex', width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', background: '#ffffff' }}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
      <img src={logo} width={440} height={440} style={{ objectFit: 'contain' }} />
    </div>,
    512,
    512,
  );
}

/** The site card's picture. */
const SITE_ART = '/images/banners/secure-future.svg';
/**
 * The picture of a plan card whose own art could read as a promise of growth, and of a plan not on sale:
 * a shield and a family, with no coins, rising chart or growing plant (the site's own art has all three).
 */
const NEUTRAL_ART = '/images/banners/protect-what-matters.svg';

/** The card of the site (no plan) or of one plan, in the context's language. */
export async function socialImage(
  { locale, dict, site, content }: SiteContext & { content: Pick<Content, 'banners' | 'plansPage'> },
  product?: Plan,
): Promise<Response> {
  const { banners, plansPage } = content;
  const latin = SCRIPTS[locale] === 'latin';
  const title = product ? format(dict.plan.heading, { name: product.name }) : (banners[0]?.title ?? site.agencyName);
  // A plan's card travels without its page: a withdrawn plan says so where the eyebrow is, a plan whose
  // status is not settled (a preview only) says neither, and no card names a need (a need's title, such
  // as guaranteed benefits, is a claim without its conditions).
  const standing = product && salesStatus(product);
  const status = standing === 'withdrawn' ? plansPage.disclosures.withdrawn.heading : undefined;
  const eyebrow = status ?? (product ? dict.og.planEyebrow : dict.roles[site.role].eyebrow);
  const subtitle = product ? dict.plan.kinds[product.kind].name : dict.og.siteSubtitle;
  // A unit-linked plan's card carries the regulator's first statement; its art shows no growth (coins,
  // rising charts, plants), and neither does the card of a plan not on sale: they get the neutral art.
  const risk = product?.kind === 'unit-linked' ? dict.og.unitLinkedRisk : undefined;
  const ownArt = product && product.kind !== 'unit-linked' && standing === 'on-sale';
  // A plan's card is an advertisement of its own once shared: it names the plan as filed and carries the disclosures.
  const filed = product
    ? `${format(dict.plan.planNo, { planNo: product.planNo })} · ${format(dict.plan.uin, { uin: product.uin })}`
    : undefined;
  const disclaimer = format(dict.og.disclaimer, { registration: site.insurer.registration });
  const art = publicSvgDataUri(ownArt ? product.imageUrls[0]! : product ? NEUTRAL_ART : SITE_ART);
  const logo = svgDataUri(await siteLogoSvg(site));
  return png(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: 'linear-gradient(135deg, #071B3C 0%, #0B2A5B 45%, #1D5BBF 100%)',
        // Latin letters and digits in Plus Jakarta Sans, Devanagari in Noto Sans Devanagari.
        fontFamily: 'Jakarta, Devanagari',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', flex: 1 }}>
        <div
          style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 600, padding: '44px 40px 28px 64px' }}
        >
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
            <img src={logo} width={84} height={84} style={{ objectFit: 'contain' }} />
            <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 18 }}>
              <div style={{ fontSize: 30, fontWeight: 800 }}>{site.agencyName}</div>
              <div style={{ fontSize: 20, fontWeight: 700, color: '#FBD266' }}>{publisherLines(site, dict).tagline}</div>
            </div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            {/* Spaced capitals suit Latin; Devanagari letters join along their top line, so no spacing there. */}
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                fontSize: 22,
                fontWeight: 800,
                letterSpacing: latin ? 4 : 0,
                textTransform: latin ? 'uppercase' : 'none',
                ...(status ? { color: '#881337', background: '#FFE4E6', borderRadius: 12, padding: '6px 16px' } : { color: '#F6B40E' }),
              }}
            >
              {eyebrow}
            </div>
            <div
              style={{
                fontSize: title.length > 24 ? 48 : title.length > 18 ? 58 : 72,
                fontWeight: 800,
                lineHeight: latin ? 1.05 : 1.3,
                marginTop: 12,
              }}
            >
              {title}
            </div>
            {filed && <div style={{ fontSize: 24, fontWeight: 800, color: '#FBD266', marginTop: 14 }}>{filed}</div>}
            <div style={{ fontSize: 22, fontWeight: 700, color: '#D3E2FA', marginTop: 12, lineHeight: 1.35 }}>{subtitle}</div>
            {risk && (
              <div
                style={{
                  display: 'flex',
                  alignSelf: 'flex-start',
                  fontSize: 20,
                  fontWeight: 800,
                  color: '#071B3C',
                  background: '#FBD266',
                  borderRadius: 10,
                  padding: '6px 14px',
                  marginTop: 14,
                  lineHeight: 1.3,
                }}
              >
                {risk}
              </div>
            )}
          </div>
          <div style={{ display: 'flex', fontSize: 22, fontWeight: 700, color: '#D3E2FA' }}>{site.phone}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 600, padding: '32px 40px 16px' }}>
          <div style={{ display: 'flex', borderRadius: 32, overflow: 'hidden', border: '6px solid rgba(255,255,255,0.85)' }}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to PNG, not HTML */}
            <img src={art} width={480} height={360} style={{ objectFit: 'cover' }} />
          </div>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          padding: '14px 40px',
          background: 'rgba(7,27,60,0.85)',
          fontSize: 19,
          fontWeight: 700,
          color: '#D3E2FA',
        }}
      >
        {disclaimer}
      </div>
    </div>,
    1200,
    630,
  );
}
