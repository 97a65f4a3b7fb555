/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basePathOf, buildHost, PLACEHOLDER_SITE_URL, productionHost, resolveSiteUrl, siteAddress, SiteUrlError } from './site-url';

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

  it('takes the address the host gives for a site still at the placeholder: a deploy preview of the demo can be looked at', () => {
    expect(resolveSiteUrl(PLACEHOLDER_SITE_URL, { NETLIFY: 'true', URL: 'https://lic-site.netlify.app' })).toEqual({
      url: 'https://lic-site.netlify.app',
      source: 'host',
    });
    expect(
      resolveSiteUrl(PLACEHOLDER_SITE_URL, {
        CF_PAGES: '1',
        CF_PAGES_BRANCH: 'edit-about',
        CF_PAGES_URL: 'https://3f2a.lic-site.pages.dev',
      }),
    ).toEqual({ url: 'https://3f2a.lic-site.pages.dev', source: 'host' });
    expect(() => resolveSiteUrl(PLACEHOLDER_SITE_URL, { CF_PAGES: '1' })).toThrow(SiteUrlError);
  });

  it('refuses to publish the placeholder from a host, but builds it for the tests', () => {
    expect(() => resolveSiteUrl(PLACEHOLDER_SITE_URL, { CI: 'true' })).toThrow(SiteUrlError);
    expect(buildHost({ CI: 'true', TEST_BUILD: '1' })).toBeUndefined();
    expect(resolveSiteUrl(PLACEHOLDER_SITE_URL, { CI: 'true', TEST_BUILD: '1' })).toEqual({ url: PLACEHOLDER_SITE_URL, source: 'content' });
  });
});

describe('productionHost', () => {
  it('names the host of a build that publishes the live site: Netlify’s production context, Cloudflare’s production branch, the GitHub Pages workflow', () => {
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'production' })).toBe('Netlify (production)');
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toBe('Cloudflare Pages (production branch)');
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' })).toBe(
      'Cloudflare Pages (production branch)',
    );
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'site' }, 'site')).toBe('Cloudflare Pages (production branch)');
    expect(productionHost({ GITHUB_ACTIONS: 'true', SITE_CONTEXT: 'production' })).toBe('GitHub Actions');
  });

  it('says nothing of a deploy preview, a branch deploy, a build on a computer or a build for the tests', () => {
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBeUndefined();
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBeUndefined();
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'edit-about' })).toBeUndefined();
    expect(productionHost({ GITHUB_ACTIONS: 'true' })).toBeUndefined();
    expect(productionHost({})).toBeUndefined();
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'production', TEST_BUILD: '1' })).toBeUndefined();
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'production', SITE_CONTEXT: 'preview' })).toBeUndefined();
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
    expect(siteAddress({}, root)).toEqual({
      url: 'https://name.github.io/lic-site/',
      source: 'content',
      basePath: '/lic-site',
      productionBranch: 'main',
    });
    expect(siteAddress({ SITE_URL: 'https://www.suraksha.in' }, root)).toMatchObject({ source: 'SITE_URL', basePath: '' });
    siteFile({ siteUrl: 'https://www.suraksha.in', editor: { repository: 'a/b', branch: 'live' } });
    expect(siteAddress({}, root).productionBranch).toBe('live');
  });

  it('leaves a missing or malformed address to the content check, with no base path', () => {
    siteFile({ phone: '+91 98765 43210' });
    expect(siteAddress({}, root).basePath).toBe('');
    siteFile({ siteUrl: 'www.suraksha.in' });
    expect(siteAddress({}, root).basePath).toBe('');
  });
});
