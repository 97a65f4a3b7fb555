#!/usr/bin/env node
/**
 * Every check the project has, in order: formatting, lint, type-check, unused code (knip), unit tests, a sub-path
 * build's addresses, static build, HTML check, browser tests.
 * Stops at the first failing step and ends with one line counting the passed and failed tests, with the time taken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

// A test build is not a publication: on CI too it may keep the placeholder address the content
// ships with, where a host build would stop (lib/site-url.ts).
process.env.TEST_BUILD = '1';

mkdirSync('test-results', { recursive: true });
/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/**
 * Runs one step with its output shown; whether it passed.
 * @param {string} label @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Prints the count and exits, failing unless `ok`. @param {boolean} ok @returns {never} */
function finish(ok) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const time = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped, in ${time}`);
  process.exit(ok ? 0 : 1);
}

if (!run('Formatting (Prettier; npm run format fixes it)', bin('prettier'), ['--check', '.', '--log-level', 'warn'])) finish(false);
if (!run('Lint', bin('eslint'), ['.', '--max-warnings=0'])) finish(false);
if (!run('Type-check', bin('tsc'), ['--noEmit'])) finish(false);
if (!run('Unused files, exports and dependencies (knip)', bin('knip'), [])) finish(false);

const unitOk = run('Unit tests', bin('jest'), ['--ci', '--json', '--outputFile=test-results/jest.json']);
if (existsSync('test-results/jest.json')) {
  const jest = JSON.parse(readFileSync('test-results/jest.json', 'utf8'));
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests;
  counts.skipped += jest.numPendingTests;
  console.log(`unit: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
}
if (!unitOk) finish(false);

// A GitHub Pages project site first (its build is replaced by the site's own just after).
const subPathOk = run('Sub-path build: every address below the base path', 'node', ['scripts/test/sub-path.mjs']);
counts[subPathOk ? 'passed' : 'failed'] += 1;
if (!subPathOk) finish(false);

if (!run('Static build', 'npm', ['run', 'build'])) finish(false);

const htmlOk = run('HTML check (W3C Nu checker)', 'node', ['scripts/test/validate-html.mjs', 'out']);
counts[htmlOk ? 'passed' : 'failed'] += 1;
if (!htmlOk) finish(false);
if (!run('Browser check', 'node', ['scripts/test/ensure-chromium.mjs'])) finish(false);
if (!run('Editor server (first time only)', 'node', ['scripts/lib/tools.mjs', 'editor-server'])) finish(false);

const e2eOk = run('Browser tests', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json' });
if (existsSync('test-results/e2e.json')) {
  const { stats } = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  console.log(`e2e: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed (${stats.flaky} flaky)`);
}
finish(e2eOk);
