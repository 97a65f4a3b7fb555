import 'server-only';
import { readFileSync } from 'node:fs';
import satori from 'satori';
import type { Site } from '@/lib/content';
import { initialsOf, logoImage, MONOGRAM, ownFile } from '@/lib/logo';
import { cardFonts } from '@/lib/seo/fonts';
import { THEME_COLOUR } from '@/lib/palette';

/** The site's logo as an SVG file (lib/logo.ts says where it shows), drawn at build time. */

/** The monogram: the initials in white on the site's navy, in a rounded square with a fine inner line. */
export async function monogramSvg(initials: string): Promise<string> {
  return satori(
    <div
      style={{
        display: 'flex',
        width: MONOGRAM,
        height: MONOGRAM,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 22,
        background: THEME_COLOUR,
      }}
    >
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: 5,
          top: 5,
          width: 86,
          height: 86,
          borderRadius: 18,
          border: '2px solid rgba(255,255,255,0.35)',
        }}
      />
      <div
        style={{
          display: 'flex',
          color: '#FFFFFF',
          fontFamily: 'Jakarta, Devanagari',
          fontWeight: 800,
          fontSize: initials.length > 1 ? 44 : 52,
        }}
      >
        {initials}
      </div>
    </div>,
    { width: MONOGRAM, height: MONOGRAM, fonts: cardFonts() },
  );
}

/** The logo's SVG: the owner's SVG as it is, the owner's PNG inside an SVG of its size, or the monogram of the agency's name. */
export async function siteLogoSvg(site: Pick<Site, 'logo' | 'agencyName'>): Promise<string> {
  const file = ownFile(site);
  if (!file) return monogramSvg(initialsOf(site.agencyName));
  const data = readFileSync(file);
  if (/\.svg$/i.test(file)) return data.toString('utf8');
  const { width, height } = logoImage(site);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${data.toString('base64')}"/></svg>`;
}
