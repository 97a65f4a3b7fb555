#!/usr/bin/env node
/**
 * The browser tests use the system Chromium (Playwright cannot download its own here).
 * Installs Debian's package when it is missing and we are root on Debian; otherwise explains how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package for the browser tests…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    // reported below
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  [
    `The browser tests need Chromium at ${path}, and it is not there.`,
    hasApt
      ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
      : 'Install Chromium with your system package manager,',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
