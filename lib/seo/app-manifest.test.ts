/** @jest-environment node */
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n';
import { loadContent } from '@/lib/content/load/load';
import { THEME_COLOUR } from '@/lib/palette';
import { appManifest, APP_ICONS, manifestPath } from './app-manifest';

const content = loadContent();

describe('the installed site’s manifest', () => {
  it.each(LOCALES)('in %s names the owner’s agency and opens on that language’s home, within the whole site', (locale) => {
    const { site } = content[locale];
    const manifest = appManifest(locale, site, '');
    expect(manifest).toMatchObject({
      name: site.agencyName,
      short_name: site.shortName,
      lang: locale,
      display: 'standalone',
      theme_color: THEME_COLOUR,
      scope: '/',
      start_url: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    });
    expect(manifest.id).toBe(manifest.start_url);
  });

  it('below a base path (a GitHub Pages project site) starts and stays below it, the root with its trailing slash', () => {
    const hi = appManifest('hi', content.hi.site, '/lic-site');
    expect(hi).toMatchObject({ start_url: '/lic-site/hi', scope: '/lic-site/' });
    expect(appManifest(DEFAULT_LOCALE, content.en.site, '/lic-site')).toMatchObject({ start_url: '/lic-site/', scope: '/lic-site/' });
    expect(hi.icons.map((icon) => icon.src)).toEqual(APP_ICONS.map((icon) => `/lic-site/app-icons/${icon.file}`));
  });

  it('has the icons an Android phone asks for: 192 and 512 pixels, and one its launcher may cut to its shape', () => {
    const icons = appManifest(DEFAULT_LOCALE, content.en.site, '').icons;
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('is at /manifest.webmanifest in the default language and below the language’s prefix in the others', () => {
    expect(manifestPath(DEFAULT_LOCALE)).toBe('/manifest.webmanifest');
    expect(manifestPath('hi')).toBe('/hi/manifest.webmanifest');
  });
});
