#!/usr/bin/env node
/**
 * Checks every exported page in out/ with the W3C Nu HTML Checker (the `vnu-jar` package, run by a Java
 * runtime). Prints each error with its page, line and message, and fails when there is any. Warnings and
 * notes are counted but do not fail: the checker reads the pages as files, so it reports every same-site
 * address as blocked by the pages' Content-Security-Policy, which a browser does not.
 *
 * Java: Debian's `default-jre-headless` is installed when it is missing and we are root on Debian;
 * otherwise the script says how. Usage: node scripts/test/validate-html.mjs [folder]
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const folder = process.argv[2] ?? 'out';
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

function ensureJava() {
  if (hasJava()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Java is missing: installing Debian\'s "default-jre-headless" for the HTML checker…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', { stdio: 'inherit' });
    } catch {
      // reported below
    }
    if (hasJava()) return;
  }
  console.error(
    [
      'The HTML checker (vnu) needs a Java runtime, 11 or newer, and `java` is not on the PATH.',
      existsSync('/usr/bin/apt-get')
        ? 'Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless'
        : 'Install a Java runtime with your system package manager,',
      'then run the tests again.',
    ].join('\n'),
  );
  process.exit(1);
}

if (!existsSync(folder)) {
  console.error(`${folder}/ does not exist: build the site first (npm run build).`);
  process.exit(1);
}
ensureJava();

const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const result = spawnSync('java', ['-Xss1024k', '-jar', jar, '--skip-non-html', '--format', 'json', '--exit-zero-always', folder], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (result.status !== 0 || !result.stderr.trim().startsWith('{')) {
  console.error(`The HTML checker did not run: ${result.error?.message ?? result.stderr.slice(0, 2000)}`);
  process.exit(1);
}

/** @type {{ messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[] }} */
const report = JSON.parse(result.stderr);
const page = (url = '') => path.relative(process.cwd(), decodeURIComponent(url.replace(/^file:/, '')));
const errors = report.messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
const others = report.messages.length - errors.length;
const pages = new Set(report.messages.map((m) => m.url)).size;

for (const error of errors) {
  console.error(
    `${page(error.url)}:${error.lastLine ?? '?'}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
  );
}
console.log(
  `HTML check of ${folder}/: ${errors.length} error${errors.length === 1 ? '' : 's'}` +
    (errors.length ? ` on ${new Set(errors.map((e) => e.url)).size} pages` : '') +
    ` (${others} warnings and notes on ${pages} pages, not counted).`,
);
process.exit(errors.length === 0 ? 0 : 1);
