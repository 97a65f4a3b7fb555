import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from './i18n/locales';

/**
 * Where the content build (scripts/check-content.mjs, the first step of `npm run build`, `dev` and
 * `admin`) writes what it compiled from content/: `.content/` beside content/ (the project's, or
 * CONTENT_ROOT's), git-ignored. `<locale>.json` is one language's content as the pages read it
 * (lib/content/load/compiled.ts); `build.json` is what the build needs before any content is read. This
 * module reads only the file system, so next.config.ts imports it and nothing of lib/content/.
 */
export const OUTPUT_DIR = '.content';

/** What one content build decided for the build that follows it. */
export type ContentBuild = {
  /** The languages this site publishes (Agency → Languages on this site). */
  locales: Locale[];
  /** The folder the site is published under ('' at a domain's root), from the address this build is for (lib/site-url.ts). */
  basePath: string;
  /** The addresses, in every language of the site, of the routes the content switches off (Opportunities on an agent's site). */
  switchedOff: string[];
};

/**
 * The folder holding content/ (and the pictures under public/images/): the project's, or CONTENT_ROOT
 * when set. The editor's browser tests run `npm run admin` on a throw-away copy of content/ this way,
 * so a stopped run leaves the project's content as it was.
 */
export const contentRoot = (): string => process.env.CONTENT_ROOT || process.cwd();

/** The file of the content build's output named `name` (build.json, en.json…), for the content at `root`. */
export const outputFile = (name: string, root: string = contentRoot()): string => path.join(root, OUTPUT_DIR, name);

export const BUILD_FILE = 'build.json';

/** What the last content build decided, or undefined when it has not run for the content at `root`. */
export function readContentBuild(root: string = contentRoot()): ContentBuild | undefined {
  try {
    return JSON.parse(readFileSync(outputFile(BUILD_FILE, root), 'utf8')) as ContentBuild;
  } catch {
    return undefined;
  }
}
