import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeaders } from '../scripts/dev/headers.mjs';
import { urlFor } from '../lib/urls';
import { expect, gotoReady, test } from './fixtures';
import { attribute, openingTags } from './html';
import { ALL_ROUTES, english } from './routes';

test('pages carry the security headers and a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto(urlFor('en', 'about'));
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('every file gets the headers public/_headers gives its path, rule by rule', async ({ request }) => {
  const rules = parseHeaders(readFileSync('public/_headers', 'utf8')).map((rule) => ({
    ...rule,
    matches: (url: string) =>
      new RegExp(
        `^${rule.pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ).test(url),
  }));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const urls = files('out').map((file) => `/${path.relative('out', file).split(path.sep).join('/')}`);
  for (const rule of rules) {
    // A file the rule is for, and every header the rules that match its address give it, the later one winning.
    const url = urls.find((candidate) => rule.matches(candidate) && !candidate.endsWith('/_headers'));
    expect(url, `a file under ${rule.pattern}`).toBeDefined();
    const expected = new Map(
      rules
        .filter((other) => other.matches(url!))
        .flatMap((other) => other.headers.map(([name, value]) => [name.toLowerCase(), value] as const)),
    );
    const response = await request.get(url!);
    expect(response.status(), url).toBe(200);
    const got = response.headers();
    for (const [name, value] of expected) expect(got[name], `${url} → ${name}`).toBe(value);
  }
  expect(rules.map((rule) => rule.pattern)).toEqual(expect.arrayContaining(['/*', '/_next/static/*', '/admin/*']));
});

test(
  'the policy blocks a script it does not know, while the page itself still works',
  { tag: '@expects-csp-violation' },
  async ({ page }) => {
    await gotoReady(page, urlFor('en', 'contact'));
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.head.append(script);
          // An inline script the policy allows runs as it is inserted.
          if ((window as unknown as { __injected?: boolean }).__injected) resolve('not blocked');
        }),
    );
    expect(blocked).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // Hydrated React still works under the policy: the drawer or a menu link responds.
    await page.getByRole('contentinfo').getByRole('link', { name: english.words.nav.about, exact: true }).click();
    await expect(page).toHaveURL(urlFor('en', 'about'));
  },
);

test('every new-tab link on every page of every language is rel="noopener noreferrer"', async ({ request }) => {
  let newTab = 0;
  const unsafe: string[] = [];
  for (const route of ALL_ROUTES) {
    const html = await (await request.get(route)).text();
    const links = openingTags(html, 'a').filter((tag) => attribute(tag, 'target') === '_blank');
    newTab += links.length;
    for (const tag of links) {
      const rel = attribute(tag, 'rel') ?? '';
      if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) unsafe.push(`${route}: ${tag}`);
    }
  }
  expect(unsafe).toEqual([]);
  // Every page has some (the footer's news and social links): the check read them.
  expect(newTab).toBeGreaterThan(ALL_ROUTES.length);
});
