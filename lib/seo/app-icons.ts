import 'server-only';
import sharp from 'sharp';
import type { Site } from '@/lib/content';
import { ownFile } from '@/lib/logo';
import { BACKGROUND_COLOUR, THEME_COLOUR } from '@/lib/palette';
import { siteLogoSvg } from '@/lib/seo/logo-svg';
import type { AppIcon } from './app-manifest';

/**
 * How much of a maskable icon the logo takes: a launcher may cut the icon to a circle of 80 % of its
 * width, and a square logo fits in that circle at √2⁄2 × 80 % ≈ 56 % of the width.
 */
const MASKABLE_SHARE = 0.56;

/**
 * An installed app's icon as a PNG: the site's logo (lib/logo.ts: the owner's, or the monogram) on a
 * clear square, or, for a launcher that cuts icons to its own shape (`maskable`), smaller on a field
 * of colour that fills the square: the monogram's navy, or white behind an owner's logo.
 */
export async function appIconPng(site: Pick<Site, 'logo' | 'agencyName'>, icon: Pick<AppIcon, 'size' | 'purpose'>): Promise<Buffer> {
  const svg = Buffer.from(await siteLogoSvg(site));
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  if (icon.purpose === 'any') {
    return sharp(svg, { density: 600 }).resize(icon.size, icon.size, { fit: 'contain', background: clear }).png().toBuffer();
  }
  const inner = Math.round(icon.size * MASKABLE_SHARE);
  const logo = await sharp(svg, { density: 600 }).resize(inner, inner, { fit: 'contain', background: clear }).png().toBuffer();
  return sharp({
    create: { width: icon.size, height: icon.size, channels: 4, background: ownFile(site) ? BACKGROUND_COLOUR : THEME_COLOUR },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}
