/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basePathOf, buildHost, PLACEHOLDER_SITE_URL, resolveSiteUrl, siteAddress, SiteUrlError } from './site-url';

describe('basePathOf', () => {
  it.each([
    ['https://www.example.com', ''],
    ['https://www.example.com/', ''],
    ['https://name.github.io/lic-site', '/lic-site'],
    ['https://name.github.io/lic-site/', '/lic-site'],
  ])('%s → "%s"', (url, expected) => {
    expect(basePathOf(url)).toBe(expected);
  });
});

describe('resolveSiteUrl', () => {
  it('takes SITE_URL first: GitHub Pages’ workflow sets it to where Pages serves the site', () => {
    expect(resolveSiteUrl('https://www.suraksha.in', { GITHUB_ACTIONS: 'true', SITE_URL: 'https://name.github.io/lic-site' })).toEqual({
      url: 'https://name.github.io/lic-site',
      source: 'SITE_URL',
    });
  });

  it('refuses to publish the placeholder from a host, but builds it for the tests', () => {
    expect(() => resolveSiteUrl(PLACEHOLDER_SITE_URL, { CI: 'true' })).toThrow(SiteUrlError);
    expect(buildHost({ CI: 'true', TEST_BUILD: '1' })).toBeUndefined();
    expect(resolveSiteUrl(PLACEHOLDER_SITE_URL, { CI: 'true', TEST_BUILD: '1' })).toEqual({ url: PLACEHOLDER_SITE_URL, source: 'content' });
  });
});

describe('siteAddress', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'site-url-'));
    mkdirSync(path.join(root, 'content'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const siteFile = (data: unknown) => writeFileSync(path.join(root, 'content/site.json'), JSON.stringify(data));

  it('gives the address of content/site.json and the base path under it', () => {
    siteFile({ siteUrl: 'https://name.github.io/lic-site/', phone: '+91 98765 43210' });
    expect(siteAddress({}, root)).toEqual({ url: 'https://name.github.io/lic-site/', source: 'content', basePath: '/lic-site' });
    expect(siteAddress({ SITE_URL: 'https://www.suraksha.in' }, root)).toMatchObject({ source: 'SITE_URL', basePath: '' });
  });

  it('leaves a missing or malformed address to the content check, with no base path', () => {
    siteFile({ phone: '+91 98765 43210' });
    expect(siteAddress({}, root).basePath).toBe('');
    siteFile({ siteUrl: 'www.suraksha.in' });
    expect(siteAddress({}, root).basePath).toBe('');
  });
});
