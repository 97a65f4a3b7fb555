#!/usr/bin/env node
/**
 * The content build, the first step of `npm run build` (and of `npm run dev` and `npm run admin`):
 * reads and checks content/ (lib/content/load/load.ts, with this environment, so a host build is judged
 * as a host build), fills the owner's and the role's texts, and writes the result to .content/
 * (lib/content/load/compiled.ts): each language's content as the pages read it, and build.json (the
 * languages, the base path next.config.ts gives Next, the routes the content switches off). It runs
 * before Next prints anything, and prints the build's verdict on what is still the demo's
 * (lib/content/owner/placeholders.ts): the list, or the refusal of a production build; and the items of
 * lists it left out because they name a fact the owner has not given (lib/content/owner/owner.ts). When the content cannot be
 * built, it prints one block, "The content has N problems:" then `file → field: message (found: value)`
 * a line each, and exits with 1, so the first lines of a failed build's log say what is wrong.
 * A production build on a host that what is still the demo's stops (lib/content/owner/placeholders.ts) prints
 * that refusal here, first, and exits with 1: its first line counts what stops it.
 * With --report it prints the same block and exits with 0: the local site still starts, so the editor
 * can be used to fix what it lists.
 * Usage: node scripts/check-content.mjs [--report] [folder holding content/, this one by default]
 */
import { createJiti } from 'jiti';

const args = process.argv.slice(2);
const report = args.includes('--report');
// The folder holding content/: the one given, CONTENT_ROOT (lib/content/registry/site-file.ts), or this one.
const root = args.find((arg) => !arg.startsWith('--')) ?? (process.env.CONTENT_ROOT || process.cwd());

const started = Date.now();
const project = new URL('..', import.meta.url).pathname;
// The loader is TypeScript with the project's `@/` paths; jiti compiles it here as Next does in the build.
const jiti = createJiti(import.meta.url, { alias: { '@': project } });
/** @type {typeof import('../lib/content/load/load')} */
const { ContentError } = await jiti.import('../lib/content/load/load.ts');
/** @type {typeof import('../lib/content/load/compiled')} */
const { buildContent } = await jiti.import('../lib/content/load/compiled.ts');

/** @type {typeof import('../lib/content/owner/placeholders')} */
const { buildVerdict } = await jiti.import('../lib/content/owner/placeholders.ts');

try {
  const { leftOut, leftovers: found } = buildContent(root, process.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A production build that a leftover stops says so first (its first line counts them), never "no problems".
  const { refusal, warning, leftovers } = buildVerdict(process.env, root, undefined, found);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exitCode = report ? 0 : 1;
  } else {
    console.log(
      leftovers.identity.length > 0
        ? `Content checked: no errors (${seconds} s); what is still the demo’s is listed below, and a live site waits for it.`
        : `Content checked: no problems (${seconds} s).`,
    );
    if (warning) console.warn(`\n${warning}\n`);
  }
  // Not a problem, but never silent: a list's item that names a fact the owner has not given is left out of the pages.
  if (!refusal && leftOut.length > 0)
    console.log(
      `\nLeft out of the pages until you give what they name (or remove them in the editor):\n${leftOut.map((line) => `  • ${line}`).join('\n')}\n`,
    );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = report ? 0 : 1;
}
