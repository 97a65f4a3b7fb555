import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Site } from '@/lib/content';
import { contentRoot } from '@/lib/content/registry/site-file';

/**
 * The site's logo, one file for every place that shows it: the header and the footer, the category
 * wheel's hub, the site's icon and /favicon.ico (scripts/postbuild.mjs draws it from this file), the
 * social cards and the structured data's picture. It is the owner's own (content/agency.json → logo,
 * an SVG or PNG uploaded in the editor) or, without one, a monogram drawn at build time from the
 * initials of the agency's name (lib/seo/logo-svg.tsx). app/logo.svg/route.ts writes it to /logo.svg.
 */

/** Where the logo is served: one address, whatever the owner's file is. */
export const LOGO_PATH = '/logo.svg';

/** The monogram's size, a square. */
export const MONOGRAM = 96;

export type LogoImage = { src: string; width: number; height: number };

/** The initials of an agency's name, for its monogram: Suraksha Life Advisors → SL, Patil → P. */
export function initialsOf(name: string): string {
  const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return name
    .split(/[\s\-–—&.,]+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...letters.segment(word)][0]?.segment ?? '')
    .join('')
    .toUpperCase();
}

/** The owner's uploaded logo, under public/. */
export const ownFile = (site: Pick<Site, 'logo'>) => (site.logo ? path.join(contentRoot(), 'public', site.logo) : undefined);

/** The logo's size as pages draw it: the owner's file's own proportions, or the monogram's square. */
export function logoImage(site: Pick<Site, 'logo'>): LogoImage {
  const file = ownFile(site);
  if (!file) return { src: LOGO_PATH, width: MONOGRAM, height: MONOGRAM };
  const { width, height } = imageSize(readFileSync(file));
  return { src: LOGO_PATH, width: width || MONOGRAM, height: height || MONOGRAM };
}
