import 'server-only';
import type { Site } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { BACKGROUND_COLOUR, THEME_COLOUR } from '@/lib/palette';
import { localizePath } from '@/lib/urls';
import { BASE_PATH, withBasePath } from '@/lib/base-path';

/**
 * The installed site: one web app manifest per language (/manifest.webmanifest, /hi/manifest.webmanifest),
 * linked from the head of every page of that language, so a phone installs the site in the language it
 * was reading, opening on that language's home page. Everything in it comes from the owner's content
 * (the agency's name and short name, the description), the site's palette and its logo.
 */

/** Where a language's manifest is, before the base path. */
export const manifestPath = (locale: Locale) => localizePath(locale, '/manifest.webmanifest');

/** The app's icons, drawn from the site's logo at build time (app/app-icons, lib/seo/app-icons.ts). */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

/** An icon's address, before the base path. */
const appIconPath = (icon: Pick<AppIcon, 'file'>) => `/app-icons/${icon.file}`;

/**
 * A language's home page as the installed app opens it, and the app's scope: the whole site, below the
 * base path, with its trailing slash (a scope is a prefix of addresses, and the root's own address
 * '/repo/' is the one a GitHub Pages project site answers at).
 */
function appAddresses(locale: Locale, base = BASE_PATH) {
  const scope = `${base}/`;
  const start = locale === DEFAULT_LOCALE ? scope : withBasePath(localizePath(locale, '/'), base);
  return { scope, start };
}

/** A language's manifest, as its JSON says it. */
export function appManifest(locale: Locale, site: Pick<Site, 'agencyName' | 'shortName' | 'description'>, base = BASE_PATH) {
  const { scope, start } = appAddresses(locale, base);
  return {
    id: start,
    name: site.agencyName,
    short_name: site.shortName,
    description: site.description,
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({
      src: withBasePath(appIconPath(icon), base),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
