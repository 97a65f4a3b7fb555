/** @jest-environment node */
import sharp from 'sharp';
import { THEME_COLOUR } from '@/lib/palette';
import { appIconPng } from './app-icons';
import { APP_ICONS } from './app-manifest';

const site = { agencyName: 'Patil Life Advisors', logo: undefined };

describe('the installed app’s icons', () => {
  it.each(APP_ICONS)('$file is a PNG of $size pixels square', async (icon) => {
    const { width, height, format } = await sharp(await appIconPng(site, icon)).metadata();
    expect([format, width, height]).toEqual(['png', icon.size, icon.size]);
  });

  it('the maskable one fills its square with the monogram’s navy, the logo inside the part a launcher keeps', async () => {
    const icon = APP_ICONS.find((candidate) => candidate.purpose === 'maskable')!;
    const { data, info } = await sharp(await appIconPng(site, icon))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
    };
    expect(pixel(2, 2)).toBe(THEME_COLOUR);
    expect(pixel(icon.size - 3, icon.size / 2)).toBe(THEME_COLOUR);
    // The edge of the circle a launcher may cut, 40 % of the width from the centre, is still the field.
    expect(pixel(Math.round(icon.size * 0.9) + 1, icon.size / 2)).toBe(THEME_COLOUR);
  });
});
