/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The content check that `npm run build` runs first (scripts/check-content.mjs), called as the build
 * calls it, on a copy of content/ with one bad edit: the first lines of its output say what is wrong,
 * file and field first, and it stops the build.
 */

const repo = process.cwd();
let root = '';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(repo, 'public'), path.join(root, 'public'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** @param {string[]} args */
const check = (...args) =>
  spawnSync('node', [path.join(repo, 'scripts/check-content.mjs'), ...args, root], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });

/** Adds a sentence to the last paragraph of About in English: the edit that was once published. */
function claimIndependence() {
  const file = path.join(root, 'content/about.json');
  const about = JSON.parse(readFileSync(file, 'utf8'));
  const last = about.en.paragraphs.we.length - 1;
  about.en.paragraphs.we[last] += ' We are independent of LIC.';
  writeFileSync(file, JSON.stringify(about, null, 2));
  return last;
}

test('refuses bad content with the problem first: the count, then file → field: message (found: value)', () => {
  const last = claimIndependence();
  const { status, stderr, stdout } = check();
  expect(status).toBe(1);
  expect(stdout).toBe('');
  const [count, first] = stderr.trim().split('\n');
  expect(count).toBe('The content has 1 problem:');
  expect(first).toMatch(
    new RegExp(
      `^  • content/about\\.json → en\\.paragraphs\\.we\\[${last}\\]: must not say “independent of LIC”: .* \\(found: .+\\)( \\[in the editor: .+\\])?$`,
    ),
  );
});

test('lets good content through with one line, and reports without stopping when asked to (npm run dev)', () => {
  // The demo: no errors, and what is still the demo's listed below that line, once.
  const { status, stdout, stderr } = check();
  expect({ status, stdout }).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Content checked: no errors[^\n]*\n$/) });
  expect(stderr.trim()).toMatch(/^⚠ /);
  expect(stderr.match(/^⚠ /gm)).toHaveLength(1);
  claimIndependence();
  expect(check('--report')).toMatchObject({ status: 0, stderr: expect.stringContaining('The content has 1 problem:') });
});

test('a production build the demo’s values stop says so first, counting them, and never “no problems”', () => {
  // A host's build, not the test command's (which marks every build it runs as a test build).
  const host = { ...process.env };
  delete host.TEST_BUILD;
  const refused = spawnSync('node', [path.join(repo, 'scripts/check-content.mjs'), root], {
    encoding: 'utf8',
    env: { ...host, NODE_ENV: 'production', NETLIFY: 'true', CONTEXT: 'production', URL: 'https://site.netlify.app' },
  });
  expect(refused.status).toBe(1);
  expect(refused.stdout).not.toMatch(/no problems/);
  expect(refused.stderr.trim().split('\n')[0]).toMatch(/^\d+ things stop a live site: this is a production build on Netlify/);
});
