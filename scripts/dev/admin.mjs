#!/usr/bin/env node
/**
 * Local editing: `npm run admin` starts the site (next dev, http://localhost:3000) and the editor's
 * local backend (decap-server on port 8081, which writes straight into content/ and public/images/;
 * installed into tools/editor-server/ on first use).
 * Open http://localhost:3000/admin/index.html and click "Login": no account is needed on this computer.
 * Only this copy of the editor talks to the local backend: the page next dev serves allows it
 * (EDITOR_LOCAL_BACKEND, lib/cms/editor-page.ts); the published editor's policy does not.
 * The site is served through a small front (below): while an edit has left content the site cannot
 * be built from, a page shows each problem in the editor's words (scripts/lib/problems-page.mjs)
 * instead of the development server's crash screen.
 * It runs the content build first (scripts/check-content.mjs --report: its list, and .content/ with the
 * base path next.config.ts reads); after that the development server loads content/ live, with the
 * same loader, again after each save (lib/content/index.ts), so no rebuild is needed between edits.
 * CONTENT_ROOT, when set, is the folder whose content/ (and public/images/) both read and write instead
 * of the project's: the editor's browser tests edit a throw-away copy that way.
 * Stop both with Ctrl+C. Usage: npm run admin [-- --port 3000]
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { problemsPage } from '../lib/problems-page.mjs';
import { ensureTool, toolBin } from '../lib/tools.mjs';

const args = process.argv.slice(2);
const port = Number((args.includes('--port') ? args[args.indexOf('--port') + 1] : undefined) ?? process.env.PORT ?? '3000');
/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;

spawnSync('node', ['scripts/check-content.mjs', '--report'], { stdio: 'inherit' });
spawnSync('node', ['scripts/copy-decap.mjs'], { stdio: 'inherit' });
ensureTool('editor-server');

/** A port no one listens on, for next dev behind the front. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });

/** The local backend's port: decap-server's own default. */
const BACKEND_PORT = '8081';
const devPort = await freePort();
const children = [
  spawn(toolBin('editor-server', 'decap-server'), [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: BACKEND_PORT, GIT_REPO_DIRECTORY: process.env.CONTENT_ROOT || process.cwd(), MODE: 'fs' },
  }),
  spawn(bin('next'), ['dev', '--port', String(devPort)], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', EDITOR_LOCAL_BACKEND: `http://localhost:${BACKEND_PORT}` },
  }),
];

/** What content/ holds that the site cannot be built from, as the site's own check says (app/admin/problems.json). @returns {Promise<string[]>} */
async function problems() {
  try {
    const response = await fetch(`http://127.0.0.1:${devPort}/admin/problems.json`);
    return /** @type {{ problems: string[] }} */ (await response.json()).problems;
  } catch {
    return [];
  }
}

// The front: every request goes to next dev as it is; a page next dev cannot render (status 500)
// becomes the list of problems when the content has any, else next dev's own answer.
const front = http.createServer((request, response) => {
  const upstream = http.request(
    { host: '127.0.0.1', port: devPort, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !request.url?.startsWith('/admin');
      if (!page || (answer.statusCode ?? 200) < 500) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      /** @type {Buffer[]} */
      const body = [];
      answer.on('data', (chunk) => body.push(chunk));
      answer.on('end', async () => {
        const found = await problems();
        if (found.length === 0) {
          response.writeHead(answer.statusCode ?? 500, answer.headers);
          response.end(Buffer.concat(body));
          return;
        }
        response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(problemsPage(found, { editor: '/admin/index.html' }));
      });
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The site is still starting: reload in a moment.');
  });
  request.pipe(upstream);
});
// next dev's live reload is a WebSocket: passed through as it is.
front.on('upgrade', (request, socket, head) => {
  const upstream = net.connect(devPort, '127.0.0.1', () => {
    const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
front.listen(port);

console.log(
  `\n  Site:   http://localhost:${port}/\n  Editor: http://localhost:${port}/admin/index.html  (click "Login"; saving writes to content/ and public/images/)\n` +
    `\n  The first page takes up to a minute while it is prepared (a white page until then is normal); after that, pages open in a second or two.\n`,
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  front.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
