/**
 * Which address a build is for, and so its base path. content/site.json → siteUrl is the answer,
 * except that SITE_URL, when set, wins (GitHub Pages' workflow sets it to the address Pages serves
 * the site at), and a build on a host (Netlify, Cloudflare Pages, GitHub Actions or any CI) never
 * publishes the placeholder address: it takes the address the host gives, or stops and says what
 * to put in siteUrl.
 *
 * Resolved here and nowhere else: the content build takes the base path from `siteAddress()` and
 * writes it for next.config.ts (lib/content-output.ts), the
 * content module resolves the validated siteUrl with `resolveSiteUrl`, and the scripts that run
 * after the build read the base path Next recorded (`.next/routes-manifest.json`, see
 * scripts/lib/built-site.mjs).
 */
import { contentRoot, readSiteFile } from '@/lib/content/registry/site-file';

/** The address content/site.json ships with. It reads as a placeholder, and must be replaced before the site goes live. */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com';

export type BuildEnv = Record<string, string | undefined>;

/** Whether an address is a placeholder: on example.com, .org or .net (reserved for examples), or under .example. */
export function isPlaceholderUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return /(^|\.)example\.(com|org|net)$/.test(host) || host.endsWith('.example');
  } catch {
    return false;
  }
}

/**
 * The host this build runs on, or undefined for a build on someone's own computer. A build for the
 * tests (`npm test` sets TEST_BUILD=1) is never published, so it counts as a local build on CI too.
 */
export function buildHost(env: BuildEnv): string | undefined {
  if (env.TEST_BUILD === '1') return undefined;
  if (env.NETLIFY === 'true') return 'Netlify';
  if (env.CF_PAGES === '1') return 'Cloudflare Pages';
  if (env.GITHUB_ACTIONS === 'true') return 'GitHub Actions';
  if (env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0') return 'a CI server';
  return undefined;
}

/**
 * The host this build publishes the live site on, or undefined for any other build: a deploy preview
 * or branch deploy, a build on someone's own computer, a build for the tests. The live site is
 * Netlify's production context (CONTEXT=production), Cloudflare Pages' production branch
 * (CF_PAGES_BRANCH: PRODUCTION_BRANCH, else the branch the editor saves to, else main) and GitHub
 * Pages' workflow, which says so with SITE_CONTEXT=production (any host's build settings may set
 * SITE_CONTEXT to production or preview).
 */
export function productionHost(env: BuildEnv, productionBranch = 'main'): string | undefined {
  if (env.TEST_BUILD === '1') return undefined;
  const context = env.SITE_CONTEXT?.trim();
  if (context) return context === 'production' ? (buildHost(env) ?? 'this host') : undefined;
  if (env.NETLIFY === 'true') return env.CONTEXT === 'production' ? 'Netlify (production)' : undefined;
  if (env.CF_PAGES === '1')
    return env.CF_PAGES_BRANCH === (env.PRODUCTION_BRANCH?.trim() || productionBranch) ? 'Cloudflare Pages (production branch)' : undefined;
  return undefined;
}

export class SiteUrlError extends Error {
  override name = 'SiteUrlError';
}

export type ResolvedSiteUrl = {
  url: string;
  /** Where the address came from: the content file, the SITE_URL variable, or the host (Netlify's URL, Cloudflare's CF_PAGES_URL). */
  source: 'content' | 'SITE_URL' | 'host';
};

/**
 * The address to build for:
 * 1. SITE_URL, when set, wins (a host's build setting, or a test build that asks for an address);
 * 2. otherwise siteUrl from content/site.json, unless it is the placeholder and this is a host build;
 * 3. then the address the host gives (Netlify's URL, the address of a Cloudflare Pages deployment), so
 *    a deploy preview of the demo can be looked at (a production build of it stops on its placeholders);
 * 4. else the build stops, naming content/site.json → siteUrl and what to put there.
 */
export function resolveSiteUrl(fromContent: string, env: BuildEnv): ResolvedSiteUrl {
  const explicit = env.SITE_URL?.trim();
  if (explicit) return { url: explicit, source: 'SITE_URL' };
  const host = buildHost(env);
  if (!host || !isPlaceholderUrl(fromContent)) return { url: fromContent, source: 'content' };
  const given = env.NETLIFY === 'true' ? env.URL?.trim() : env.CF_PAGES === '1' ? env.CF_PAGES_URL?.trim() : undefined;
  if (given) return { url: given, source: 'host' };
  throw new SiteUrlError(
    `content/site.json → siteUrl: is still the placeholder, and a build on ${host} would publish every canonical address, ` +
      'hreflang link, sitemap entry and social picture under it. Put the address the site will live at there ' +
      '(for example https://www.your-agency.in, or https://<user>.github.io/<repository>), or set SITE_URL in the host’s ' +
      `build settings (found: ${JSON.stringify(fromContent)})`,
  );
}

/** The path a site at `url` lives under: '' at a domain's root, '/lic-site' for https://name.github.io/lic-site/. */
export function basePathOf(url: string): string {
  const pathname = new URL(url).pathname.replace(/\/+$/, '');
  return pathname === '/' ? '' : pathname;
}

export type SiteAddress = ResolvedSiteUrl & {
  basePath: string;
  /** The branch the live site is built from: the one the editor saves to (content/site.json → editor.branch), else main. */
  productionBranch: string;
};

/**
 * The address a build at `root` is for (content/site.json → siteUrl, resolved as above) and its base
 * path. Reads only that one field, unchecked: the build needs it before anything else runs.
 * A missing or malformed siteUrl gives no base path here; the content module then stops the build,
 * naming the field and what it expects.
 */
export function siteAddress(env: BuildEnv = process.env, root: string = contentRoot()): SiteAddress {
  const { siteUrl } = readSiteFile(root);
  const resolved = resolveSiteUrl(typeof siteUrl === 'string' ? siteUrl : '', env);
  return { ...resolved, basePath: URL.canParse(resolved.url) ? basePathOf(resolved.url) : '', productionBranch: productionBranch(root) };
}

/** The branch the live site is built from: the one the editor saves to (content/site.json → editor.branch, unchecked), else main. */
export function productionBranch(root: string = contentRoot()): string {
  const { editor } = readSiteFile(root);
  return editor && typeof editor === 'object' && 'branch' in editor && typeof editor.branch === 'string' ? editor.branch : 'main';
}
