/**
 * The post-build step's work on one exported page, as pure functions: text in, text out, no file
 * system and nothing done on import. `scripts/postbuild.mjs` runs them over `out/`; the unit tests
 * in this folder run them on a saved page.
 *
 * Tied to Next's exact markup. The patterns below were written for the HTML that next 16.4.6
 * exports, and package.json pins `next` (and `eslint-config-next`) to exactly that version. When
 * Next is upgraded, the build stops on the first page whose script tags these patterns no longer
 * recognise (see `deferScripts`); update the patterns and the saved page in `__fixtures__` then.
 *
 * 1. Scripts after the first paint. Every word and picture of a page is in its HTML; JavaScript
 *    only adds motion. So a page's scripts need not compete with its stylesheet, font and first
 *    picture on a slow connection: Next's `<script src async>` chunk tags (plus its low-priority
 *    preload of the entry chunk) are replaced by one small inline script that adds the same tags,
 *    in the same order, once the page has painted. Async scripts may run in any order, and
 *    Turbopack's runtime already waits for the chunks it lists, so nothing else changes. The
 *    `nomodule` polyfill tag, which modern browsers skip, stays.
 *    The page's React Server Components payload (the data React hydrates from, which Next writes as
 *    inline `self.__next_f.push(…)` scripts and which repeats the page's words) moves with them into
 *    a file of its own, named by its hash, that the loader fetches first: the HTML a visitor waits
 *    for before the first paint shrinks by about half, and every word is still in its markup.
 * 2. A Content-Security-Policy `<meta>` that allows exactly the page's inline scripts, by SHA-256
 *    hash, and nothing from other origins. A meta policy travels with the HTML, so it holds on
 *    any static host, including those without custom headers.
 * 3. Every image, stylesheet, script and font a page points at must be in the export (this
 *    catches a missing optimised picture variant).
 */
import { createHash } from 'node:crypto';
import { assetUrls } from '../../lib/offline/page-files.js';

/**
 * The Next.js version whose exported markup the patterns below match (pinned in package.json). The
 * post-build step refuses to run on any other (`checkNextVersion`), and a unit test holds this, the
 * installed version and package.json to one another: the way past it is docs/upgrading-next.md.
 */
export const NEXT_VERSION = '16.4.6';

/**
 * Stops, saying what to do, when the installed Next is not the one these patterns were written for.
 * @param {string} installed next's own package.json version
 */
export function checkNextVersion(installed) {
  if (installed !== NEXT_VERSION) {
    throw new Error(
      `next ${installed} is installed, but the post-build step (scripts/lib/postbuild-core.mjs) matches the markup of next ${NEXT_VERSION}: ` +
        'follow docs/upgrading-next.md (save a fresh exported page, run its tests, then set NEXT_VERSION).',
    );
  }
}

/** A chunk tag exactly as next 16.4.6 writes it. */
const CHUNK_SCRIPT = /<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's preload of the entry chunk, exactly as next 16.4.6 writes it. */
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="[^"]*\/_next\/static\/chunks\/[^"]+\.js"[^>]*\/>/g;

/** The page's first stylesheet link (Next writes them in <head>, before its chunk scripts). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/;

/**
 * Loose versions of the two, for the check that nothing escaped the rewrite: any opening
 * `<script>` or `<link>` tag that points at a script of Next's (anywhere under `/_next/`, in case
 * the chunks move), whatever the quoting, attribute order or spelling. (Inline script bodies that
 * mention chunk URLs are not tags, so they never match.)
 */
const SCRIPT_TAG = /<script\b[^>]*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const NEXT_SCRIPT_URL = /\/_next\/[^"'\s>]+\.m?js\b/i;

/**
 * The value of attribute `name` in an opening tag (quoted or not), or undefined.
 * @param {string} tag @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The tags in `html` that would make the browser fetch one of Next's scripts before the first
 * paint: `<script src>` tags (other than the `nomodule` polyfill, which modern browsers skip) and
 * preloads.
 * @param {string} html
 */
export function earlyChunkTags(html) {
  const scripts = [...html.matchAll(SCRIPT_TAG)]
    .map(([tag]) => tag)
    .filter((tag) => NEXT_SCRIPT_URL.test(attribute(tag, 'src') ?? '') && !/\snomodule\b/i.test(tag));
  const preloads = [...html.matchAll(LINK_TAG)]
    .map(([tag]) => tag)
    .filter(
      (tag) => /\b(preload|modulepreload)\b/i.test(attribute(tag, 'rel') ?? '') && NEXT_SCRIPT_URL.test(attribute(tag, 'href') ?? ''),
    );
  return [...scripts, ...preloads];
}

/**
 * The loader: adds the script tags once the browser reports its first paint (the observer runs
 * after that frame) and the page's main picture (the `fetchpriority=high` image) has arrived, so
 * scripts never take the connection from the picture a visitor is waiting for; it waits at most a
 * second for the picture. Where paint timing is missing, it starts in the task after the next
 * frame; and in any case three seconds after the `load` event (a page opened in a background tab
 * paints only when it is shown). Added scripts with `async = false` download in parallel and run
 * in the order they were added, so the page data (listed first) is in place before Next's runtime
 * reads it.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  return (
    '(function(){var s=' +
    JSON.stringify(sources) +
    ',d=document,n=0;function go(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    'function painted(){var i=d.querySelector("img[fetchpriority=high]");if(!i||i.complete)return go();i.addEventListener("load",go);i.addEventListener("error",go);setTimeout(go,1000)}' +
    'try{new PerformanceObserver(function(l,o){o.disconnect();painted()}).observe({type:"paint",buffered:true})}' +
    'catch(x){requestAnimationFrame(function(){var c=new MessageChannel;c.port1.onmessage=painted;c.port2.postMessage(0)})}' +
    'addEventListener("load",function(){setTimeout(go,3000)})})()'
  );
}

/** The chunk URLs of Next's `<script src async>` tags, in document order, each once. @param {string} html */
export function chunkSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const [, src = ''] of html.matchAll(CHUNK_SCRIPT)) if (!sources.includes(src)) sources.push(src);
  return sources;
}

/**
 * One inline script of Next's page data, exactly as next 16.4.6 writes it: first
 * `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])` with the data
 * as a JavaScript string (in which Next escapes every `<`, so `</script>` never occurs inside).
 */
const PAGE_DATA_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g;

/** Any inline script that still touches Next's page data, for the check that none escaped the move. */
const LEFT_PAGE_DATA = /<script>(?:(?!<\/script>)[\s\S])*__next_f(?:(?!<\/script>)[\s\S])*<\/script>/g;

/** Where a page's data file goes in the export (under `/_next/static/`, cached as immutable: its name is its hash). */
export const PAGE_DATA_DIR = '_next/static/page-data';

/** The page's data scripts joined into one script, in document order; '' if it has none. @param {string} html */
export function pageDataScript(html) {
  const bodies = [...html.matchAll(PAGE_DATA_SCRIPT)].map(([, body]) => body);
  return bodies.length > 0 ? `${bodies.join(';\n')};\n` : '';
}

/**
 * The export-relative path of a page-data file with this content: named by its hash, so a changed page gets a new name.
 * @param {string} body
 */
function pageDataFile(body) {
  return `${PAGE_DATA_DIR}/${createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 16)}.js`;
}

/**
 * Returns the page with its chunk scripts, and the page data they hydrate from, loaded after the
 * first paint (unchanged if it has no chunk scripts), plus the data file to write (undefined if
 * none): `{ html, data: { file, body } }`, `file` relative to the export's root, served under
 * `basePath`.
 * Throws if a tag that fetches a chunk before the paint, or an inline script of page data, is
 * still there afterwards: Next wrote it in a form the patterns above do not know, and the page
 * would silently lose the deferral, or hydrate before its data has arrived.
 * @param {string} html
 * @returns {{ html: string, data?: { file: string, body: string } }}
 */
export function deferScripts(html, { basePath = '' } = {}) {
  const sources = chunkSources(html);
  let rewritten = html;
  let data;
  if (sources.length > 0) {
    const body = pageDataScript(html);
    data = body ? { file: pageDataFile(body), body } : undefined;
    const loaded = data ? [`${basePath}/${data.file}`, ...sources] : sources;
    rewritten = html.replace(CHUNK_PRELOAD, '').replace(PAGE_DATA_SCRIPT, '').replace(CHUNK_SCRIPT, '');
    // Ahead of the stylesheet: an inline script after a stylesheet waits for it and holds the
    // parser meanwhile, so the body would be read only once the stylesheet had arrived, and the
    // first frame could come before the main picture's element existed. A page without a
    // stylesheet gets it at the end of <head>.
    const sheet = rewritten.search(STYLESHEET_LINK);
    const at = sheet >= 0 ? sheet : rewritten.indexOf('</head>');
    if (at < 0) throw new Error('it has no stylesheet and no </head> to put the script loader before');
    rewritten = `${rewritten.slice(0, at)}<script>${loaderScript(loaded)}</script>${rewritten.slice(at)}`;
  }
  const left = earlyChunkTags(rewritten);
  if (left.length > 0) {
    throw new Error(
      `${left.length} script tag(s) would still fetch Next's chunks before the first paint; the post-build ` +
        `patterns (scripts/lib/postbuild-core.mjs, written for next ${NEXT_VERSION}) do not recognise them. ` +
        `Has Next's markup changed? Not rewritten:\n    ${left.join('\n    ')}`,
    );
  }
  const leftData = rewritten.match(LEFT_PAGE_DATA) ?? [];
  if (leftData.length > 0) {
    throw new Error(
      `${leftData.length} inline script(s) of Next's page data (self.__next_f) are in a form the post-build ` +
        `patterns (scripts/lib/postbuild-core.mjs, written for next ${NEXT_VERSION}) do not recognise; they would ` +
        `run before the page data the loader fetches. Has Next's markup changed? Not moved:\n    ` +
        leftData.map((script) => `${script.slice(0, 120)}…`).join('\n    '),
    );
  }
  return { html: rewritten, data };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|^(text|application)\/(javascript|ecmascript)$|^module$/i;

/**
 * The SHA-256 CSP sources of the page's inline executable scripts (JSON-LD and other data blocks are not scripts).
 * @param {string} html
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = attribute(attributes, 'type') ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page's Content-Security-Policy: its own inline scripts by hash, and nothing from other origins. @param {string} html */
export function policyFor(html) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The site's own service worker (lib/offline), registered below its base path.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The finder ("Plans for your age") opens the comparison of plans, on the site itself; the request
    // for LIC's illustration opens the owner's WhatsApp (wa.me, which sends the browser on to
    // api.whatsapp.com: a form's policy holds for its redirects too).
    "form-action 'self' https://wa.me https://api.whatsapp.com",
  ].join('; ');
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** React's outlined Suspense content: a hidden block that its inline script moves into place. */
const OUTLINED = /<div hidden id="S:[^"]*"/;

/** The `nomodule` polyfill tag Next writes for old browsers. */
const NOMODULE_SCRIPT = /<script src="[^"]*\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g;
/** Turbopack's inline list of the chunks to start, exactly as next 16.4.6 writes it. */
const TURBOPACK_BOOT = /<script id="_R_">\(globalThis\["TURBOPACK"\][^<]*<\/script>/g;

/**
 * The page without the framework: no chunk tags, no preload, no polyfill, no page data. For the
 * not-found pages, which show everything they have in their HTML and need no hydration (their own
 * inline scripts pick the message); their address is not theirs, so React would have nothing to match.
 * Throws, like `deferScripts`, if a tag or a data script is left in a form the patterns do not know.
 * @param {string} html
 */
export function dropScripts(html) {
  const stripped = html
    .replace(CHUNK_PRELOAD, '')
    .replace(PAGE_DATA_SCRIPT, '')
    .replace(CHUNK_SCRIPT, '')
    .replace(NOMODULE_SCRIPT, '')
    .replace(TURBOPACK_BOOT, '');
  const left = [...earlyChunkTags(stripped), ...(stripped.match(LEFT_PAGE_DATA) ?? []), ...(stripped.match(/TURBOPACK/g) ?? [])];
  if (left.length > 0) {
    throw new Error(
      `${left.length} script(s) of Next's are in a form the post-build patterns (scripts/lib/postbuild-core.mjs, written for next ${NEXT_VERSION}) ` +
        `do not recognise, so the page cannot be made static. Has Next's markup changed? Left:\n    ${left.map((tag) => tag.slice(0, 120)).join('\n    ')}`,
    );
  }
  return stripped;
}

/**
 * The paths a sitemap lists, below the base path: /about-us, /hi/about-us, / …
 * @param {string} xml @param {string} [basePath]
 */
export function sitemapPaths(xml, basePath = '') {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const pathname = new URL(loc ?? '').pathname.replace(/\/+$/, '');
    return pathname.slice(basePath.length) || '/';
  });
}

/** Whether an exported file is a not-found page: 404.html in any folder, and Next's own copy of it. @param {string} page */
export const isNotFoundPage = (page) => /(^|[/\\])(404|_not-found)\.html$/.test(page);

/**
 * Whether an exported file is a language's offline page (offline.html, hi/offline.html): like a
 * not-found page it is served at addresses that are not its own (by the service worker), so it is not hydrated.
 * @param {string} page
 */
export const isOfflinePage = (page) => /^([a-z]{2}[/\\])?offline\.html$/.test(page);

/**
 * The page with its scripts and data deferred (or, with `hydrate: false`, dropped) and its own CSP
 * `<meta>` first in `<head>`, and the page-data file to write beside it: `{ html, data }` (see
 * `deferScripts`). Throws naming `page` if it cannot be done.
 * @param {string} html @param {string} page
 * @returns {{ html: string, data?: { file: string, body: string } }}
 */
export function rewritePage(html, page, { defer = true, basePath = '', hydrate = true } = {}) {
  try {
    const withoutPolicy = html.replace(CSP_META, '');
    const { html: deferred, data } = !hydrate
      ? { html: dropScripts(withoutPolicy), data: undefined }
      : defer
        ? deferScripts(withoutPolicy, { basePath })
        : { html: withoutPolicy, data: undefined };
    if (!/<head[^>]*>/.test(deferred)) throw new Error('it has no <head>');
    if (OUTLINED.test(deferred)) {
      throw new Error(
        'part of its content sits in a hidden block that only a script reveals (an outlined Suspense boundary): without JavaScript it would not show',
      );
    }
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(deferred)}"/>`;
    return { html: deferred.replace(/<head([^>]*)>/, `<head$1>${meta}`), data };
  } catch (error) {
    throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The assets the page points at that the export lacks. `exists(file)` answers for a path inside
 * the export folder ('/images/a.webp'); URLs under `basePath` are looked up without it.
 * @param {string} html @param {{ basePath?: string, exists: (file: string) => boolean }} options
 */
export function missingAssets(html, { basePath = '', exists }) {
  return assetUrls(html).filter((url) => {
    const local = basePath && (url === basePath || url.startsWith(`${basePath}/`)) ? url.slice(basePath.length) : url;
    return !exists(decodeURIComponent(local));
  });
}

/**
 * Netlify's `_redirects` rules that give each language folder its own not-found page: `/hi/*  /hi/404.html  404`.
 * @param {string[]} folders
 */
export function netlifyNotFoundRules(folders, basePath = '') {
  const lines = folders.map((folder) => `${basePath}/${folder}/*  ${basePath}/${folder}/404.html  404`);
  return `# Written by scripts/postbuild.mjs: each language's own not-found page.\n${lines.join('\n')}\n`;
}

/**
 * An ICO file holding PNG pictures (the same icon at several sizes, each square, at most 256 pixels):
 * an ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per picture, then the pictures.
 * @param {{ size: number, png: Buffer }[]} pictures
 * @returns {Buffer}
 */
export function icoFile(pictures) {
  const header = Buffer.alloc(6 + 16 * pictures.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    // 0 stands for 256.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pictures.map(({ png }) => png)]);
}
