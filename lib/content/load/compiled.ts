/**
 * The content build's output (lib/content-output.ts): what scripts/check-content.mjs writes after
 * it has loaded and checked content/ (load.ts), and what the pages, the post-build step and the
 * browser tests read instead of loading it again. Each language's Content is written as the loader
 * returns it, owner and role texts filled in; it holds only JSON's own values (strings, numbers,
 * booleans, lists and objects: dates stay DD/MM/YYYY strings), so it reads back equal.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_FILE, OUTPUT_DIR, outputFile, readContentBuild, type ContentBuild } from '@/lib/content-output';
import type { Locale } from '@/lib/i18n/locales';
import { siteAddress, SiteUrlError, type BuildEnv } from '@/lib/site-url';
import { localizePath, switchedOffPaths } from '@/lib/urls';
import { compileContent, ContentError, type Content, type SiteContent } from './load';
import { describeLeftOut } from '../owner/owner';
import { findLeftovers, type Leftovers } from '../owner/placeholders';
import { contentRoot, siteLocales } from '../registry/site-file';

/** The language's file of the output. */
const localeFile = (locale: Locale) => `${locale}.json`;

/** The output's file of what is still the demo's (owner/placeholders.ts), which the editor's configuration marks. */
const LEFTOVERS_FILE = 'leftovers.json';

/**
 * What a build needs before any content is read (the languages, the base path next.config.ts gives
 * Next), read unchecked as the base path always was: written even when the content has problems,
 * so that `npm run dev` and `npm run admin` start and show them.
 */
function buildOf(root: string, env: BuildEnv): ContentBuild {
  let basePath = '';
  try {
    ({ basePath } = siteAddress(env, root));
  } catch (error) {
    // A host build without an address: the content check names content/site.json → siteUrl.
    if (!(error instanceof SiteUrlError)) throw error;
  }
  return { locales: siteLocales(root), basePath, switchedOff: [] };
}

/** Writes the output for the content at `root`, replacing the last one: build.json, and each language's content when there is content. */
function writeOutput(root: string, build: ContentBuild, content?: SiteContent, leftovers?: Leftovers) {
  const dir = path.join(root, OUTPUT_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, BUILD_FILE), `${JSON.stringify(build, null, 2)}\n`);
  if (content)
    for (const [locale, language] of Object.entries(content) as [Locale, Content][])
      writeFileSync(path.join(dir, localeFile(locale)), JSON.stringify(language));
  if (leftovers) writeFileSync(path.join(dir, LEFTOVERS_FILE), JSON.stringify(leftovers));
}

/**
 * The content build: loads and checks the content at `root` (load.ts, with `env`: a production build
 * leaves out what a live site may not show), and writes it with what the build decides from it (the
 * routes it switches off) and what is still the demo's (the editor marks it) to `root`/.content/,
 * replacing the last output; it hands back that list, and, in the owner's words, the items of lists
 * left out because they name a fact the owner has not given. When the content has
 * problems it writes no content, so a stale one is never read, and throws ContentError.
 */
export function buildContent(
  root: string = contentRoot(),
  env: BuildEnv = process.env,
  today?: Date,
): { build: ContentBuild; content: SiteContent; leftOut: string[]; leftovers: Leftovers } {
  let compiled: ReturnType<typeof compileContent>;
  try {
    compiled = compileContent(root, siteLocales(root), env, today);
  } catch (error) {
    if (error instanceof ContentError) writeOutput(root, buildOf(root, env));
    throw error;
  }
  const { content } = compiled;
  const switchedOff = Object.entries(content).flatMap(([locale, language]) =>
    switchedOffPaths(language).map((route) => localizePath(locale as Locale, route)),
  );
  const build = { ...buildOf(root, env), switchedOff };
  const leftovers = findLeftovers(root, today);
  writeOutput(root, build, content, leftovers);
  return { build, content, leftOut: describeLeftOut(compiled.leftOut), leftovers };
}

const missing = (file: string) =>
  new Error(`${file} is missing: the content build writes it (node scripts/check-content.mjs, the first step of npm run build)`);

/** One language's content as the last content build wrote it for the content at `root`. */
export function readContent(locale: Locale, root: string = contentRoot()): Content {
  const file = outputFile(localeFile(locale), root);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(file);
    throw error;
  }
}

/** What is still the demo's, as the last content build found it for the content at `root`. */
export function readLeftovers(root: string = contentRoot()): Leftovers {
  const file = outputFile(LEFTOVERS_FILE, root);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Leftovers;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(file);
    throw error;
  }
}

/** Every language's content and what the build decided, as the last content build wrote them for the content at `root`. */
export function readOutput(root: string = contentRoot()): { build: ContentBuild; content: SiteContent } {
  const build = readContentBuild(root);
  if (!build) throw missing(outputFile(BUILD_FILE, root));
  return { build, content: Object.fromEntries(build.locales.map((locale) => [locale, readContent(locale, root)])) as SiteContent };
}
