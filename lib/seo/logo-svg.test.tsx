/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { initialsOf, logoImage } from '@/lib/logo';
import { monogramSvg, siteLogoSvg } from './logo-svg';

describe('the site’s logo', () => {
  it('takes the initials of the agency’s name for its monogram', () => {
    expect(initialsOf('Suraksha Life Advisors')).toBe('SL');
    expect(initialsOf('Patil')).toBe('P');
    expect(initialsOf('  jai - hind & co.')).toBe('JH');
  });

  it('draws the monogram as outlines, no font needed to show it', async () => {
    const svg = await monogramSvg('PL');
    expect(svg).toMatch(/^<svg[^>]+width="96" height="96"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });

  describe('an uploaded logo', () => {
    let root: string;
    const cwd = process.cwd();
    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'logo-'));
      mkdirSync(path.join(root, 'public/images/uploads'), { recursive: true });
      jest.spyOn(process, 'cwd').mockReturnValue(root);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
      expect(process.cwd()).toBe(cwd);
    });

    it('an SVG is the logo as it is', async () => {
      const own = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60"/></svg>';
      writeFileSync(path.join(root, 'public/images/uploads/logo.svg'), own);
      const site = { logo: '/images/uploads/logo.svg', agencyName: 'Patil Life Advisors' };
      expect(await siteLogoSvg(site)).toBe(own);
      expect(logoImage(site)).toEqual({ src: '/logo.svg', width: 120, height: 60 });
    });

    it('a PNG is drawn inside an SVG of its size', async () => {
      const png = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#0B2A5B' } })
        .png()
        .toBuffer();
      writeFileSync(path.join(root, 'public/images/uploads/logo.png'), png);
      const svg = await siteLogoSvg({ logo: '/images/uploads/logo.png', agencyName: 'Patil Life Advisors' });
      expect(svg).toMatch(/width="64" height="32"/);
      expect(svg).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
    });
  });
});
