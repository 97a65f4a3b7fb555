#!/usr/bin/env node
/**
 * Local editing: `npm run admin` starts the site (next dev, http://localhost:3000) and the editor's
 * local backend (decap-server on port 8081, which writes straight into content/ and public/images/;
 * installed into tools/editor-server/ on first use).
 * Open http://localhost:3000/admin/index.html and click "Login": no account is needed on this computer.
 * Only this copy of the editor talks to the local backend: the page next dev serves allows it
 * (EDITOR_LOCAL_BACKEND, lib/cms/editor-page.ts); the published editor's policy does not.
 * Stop both with Ctrl+C. Usage: npm run admin [-- --port 3000]
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureTool, toolBin } from '../lib/tools.mjs';

const args = process.argv.slice(2);
const port = (args.includes('--port') ? args[args.indexOf('--port') + 1] : undefined) ?? process.env.PORT ?? '3000';
/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;

spawnSync('node', ['scripts/check-content.mjs', '--report'], { stdio: 'inherit' });
spawnSync('node', ['scripts/copy-decap.mjs'], { stdio: 'inherit' });
ensureTool('editor-server');

/** The local backend's port: decap-server's own default. */
const BACKEND_PORT = '8081';
const children = [
  spawn(toolBin('editor-server', 'decap-server'), [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: BACKEND_PORT, GIT_REPO_DIRECTORY: process.cwd(), MODE: 'fs' },
  }),
  spawn(bin('next'), ['dev', '--port', port], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', EDITOR_LOCAL_BACKEND: `http://localhost:${BACKEND_PORT}` },
  }),
];
console.log(
  `\n  Site:   http://localhost:${port}/\n  Editor: http://localhost:${port}/admin/index.html  (click "Login"; saving writes to content/ and public/images/)\n`,
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
