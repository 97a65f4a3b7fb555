#!/usr/bin/env node
/**
 * Builds the site as a GitHub Pages project site serves it, below a sub-path
 * (`https://owner.github.io/lic-site`), and checks that every same-site address of every page, app
 * manifest, offline list and the service worker is below that path and names an exported file
 * (scripts/lib/sub-path.mjs). Leaves that build in out/: the test command builds the site again after.
 */
import { spawnSync } from 'node:child_process';
import { subPathProblems } from '../lib/sub-path.mjs';

const SITE = 'https://owner.github.io/lic-site';
const base = new URL(SITE).pathname;

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, TEST_BUILD: '1', SITE_URL: SITE } });
if (build.status !== 0) process.exit(1);

const { files, problems } = subPathProblems('out', base);
for (const { url, file, problem } of problems) console.error(`${file}: ${url} (${problem})`);
console.log(
  problems.length
    ? `Below ${base}: ${problems.length} wrong addresses in ${files} files.`
    : `Below ${base}: every address of ${files} files (pages, manifests, offline lists, the service worker) is below it and exported.`,
);
process.exit(problems.length ? 1 : 0);
