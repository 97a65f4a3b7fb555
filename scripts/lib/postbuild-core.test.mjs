/** @jest-environment node */
/**
 * The post-build step against a real page: __fixtures__/exported-page.html is /product/index-plus
 * exactly as next 16.4.6 exported it, before the post-build step (`next build` alone). When Next is
 * upgraded, save a fresh copy the same way and check these tests still say what they say.
 *
 * The expectations below find tags with patterns of their own rather than the module's, so a
 * pattern that is wrong in the module is not wrong in the test too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetUrls, loadedScripts, pageFiles } from '../../lib/offline/page-files.js';
import {
  checkNextVersion,
  chunkSources,
  deferScripts,
  dropScripts,
  earlyChunkTags,
  icoFile,
  isNotFoundPage,
  loaderScript,
  missingAssets,
  netlifyNotFoundRules,
  NEXT_VERSION,
  PAGE_DATA_DIR,
  pageDataScript,
  policyFor,
  rewritePage,
  sitemapPaths,
} from './postbuild-core.mjs';

// Jest compiles this file to CommonJS (next/jest's SWC transform), where import.meta is not
// available; Jest runs from the project root.
const exported = readFileSync(path.resolve('scripts/lib/__fixtures__/exported-page.html'), 'utf8');

const PAGE = 'product/index-plus.html';
const NOMODULE = /<script src="[^"]*\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g;
/** @param {string} html */
const chunkTags = (html) => [...html.matchAll(/<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g)];
/** @param {string} html */
const scriptPreloads = (html) => html.match(/<link rel="preload" as="script"[^>]*>/g) ?? [];
/** Every `<script>` element: its opening tag's attributes and its body. @param {string} html */
const scripts = (html) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({ attributes, body }));
/** @param {string} html */
const loaders = (html) => scripts(html).filter(({ attributes, body }) => attributes === '' && body.startsWith('(function(){var s=['));
/** Next's inline page-data scripts (`self.__next_f`), found by a pattern of the test's own. @param {string} html */
const dataScripts = (html) => scripts(html).filter(({ attributes, body }) => attributes === '' && body.includes('self.__next_f'));
/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** @param {string} policy */
const scriptSrc = (policy) => policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

describe('the saved page, as Next exported it', () => {
  it('has the markup the rewrite was written for', () => {
    expect(chunkTags(exported).length).toBeGreaterThan(3);
    expect(scriptPreloads(exported)).toHaveLength(1);
    expect(exported.match(NOMODULE)).toHaveLength(1);
    expect(scripts(exported).filter(({ attributes }) => attributes.includes('application/ld+json')).length).toBeGreaterThan(0);
    expect(earlyChunkTags(exported)).toHaveLength(chunkTags(exported).length + 1);
  });
});

describe('deferScripts', () => {
  const { html: rewritten, data } = deferScripts(exported, { basePath: '/lic-site' });
  const sources = chunkTags(exported).map(([, src = '']) => src);
  /** @param {string} html */
  const listed = (html) => JSON.parse(/^\(function\(\)\{var s=(\[[^\]]*\])/.exec(loaders(html)[0]?.body ?? '')?.[1] ?? 'null');

  it('removes every chunk <script src async> tag and the script preload', () => {
    expect(chunkTags(rewritten)).toEqual([]);
    expect(scriptPreloads(rewritten)).toEqual([]);
    expect(earlyChunkTags(rewritten)).toEqual([]);
  });

  it('puts one inline loader, in <head>, that lists the page data and then the same chunk URLs in the same order', () => {
    const found = loaders(rewritten);
    expect(found).toHaveLength(1);
    expect(data).toBeDefined();
    expect(found[0]?.body).toBe(loaderScript([`/lic-site/${data?.file}`, ...sources]));
    expect(listed(rewritten)).toEqual([`/lic-site/${data?.file}`, ...sources]);
    expect(new Set(listed(rewritten)).size).toBe(listed(rewritten).length);
    expect(chunkSources(exported)).toEqual(sources);
    expect(rewritten.indexOf(found[0]?.body ?? '')).toBeLessThan(rewritten.indexOf('</head>'));
  });

  it('puts the loader ahead of the stylesheet, so it does not hold the parser until the stylesheet has arrived', () => {
    const sheet = rewritten.search(/<link rel="stylesheet"/);
    expect(sheet).toBeGreaterThan(0);
    expect(rewritten.indexOf(loaders(rewritten)[0]?.body ?? '')).toBeLessThan(sheet);
    expect(rewritten.indexOf(loaders(rewritten)[0]?.body ?? '')).toBeGreaterThan(rewritten.search(/<head[^>]*>/));
  });

  it('adds the scripts in order (async = false): the page data runs before Next’s runtime reads it', () => {
    const body = loaders(rewritten)[0]?.body ?? '';
    expect(body).toContain('e.async=false');
    expect(body).not.toContain('e.async=true');
  });

  it('moves the page data out of the HTML into one file named by its hash, in document order', () => {
    const inline = dataScripts(exported);
    expect(inline.length).toBeGreaterThan(1);
    expect(inline[0]?.body).toBe('(self.__next_f=self.__next_f||[]).push([0])');
    expect(dataScripts(rewritten)).toEqual([]);
    expect(rewritten).not.toContain('__next_f');
    expect(data?.file).toMatch(new RegExp(`^${PAGE_DATA_DIR}/[0-9a-f]{16}\\.js$`));
    expect(data?.body).toBe(`${inline.map(({ body }) => body).join(';\n')};\n`);
    expect(pageDataScript(exported)).toBe(data?.body);
    // The HTML a visitor waits for before the first paint loses the repeat of the page's words.
    expect(rewritten.length).toBeLessThan(exported.length - (data?.body.length ?? 0) + 2_000);
  });

  it('gives changed data a new name, and the same data the same name', () => {
    const again = deferScripts(exported, { basePath: '/lic-site' }).data;
    const changed = deferScripts(exported.replace('self.__next_f.push([1,"', 'self.__next_f.push([1,"x'), { basePath: '/lic-site' }).data;
    expect(again?.file).toBe(data?.file);
    expect(changed?.file).not.toBe(data?.file);
  });

  it('the moved data rebuilds the same __next_f queue the inline scripts would have', () => {
    /** The queue `self.__next_f` that running `code` leaves. @param {string} code @returns {unknown[]} */
    const run = (code) => {
      /** @type {{ __next_f?: unknown[] }} */
      const self = {};
      new Function('self', code)(self);
      return self.__next_f ?? [];
    };
    const queue = run(data?.body ?? '');
    expect(queue).toEqual(
      run(
        dataScripts(exported)
          .map(({ body }) => body)
          .join(';'),
      ),
    );
    expect(queue[0]).toEqual([0]);
    expect(queue.length).toBe(dataScripts(exported).length);
  });

  it('leaves the nomodule polyfill tag, and everything else, as it was', () => {
    expect(rewritten.match(NOMODULE)).toEqual(exported.match(NOMODULE));
    const withoutChunks = exported
      .replace(/<script src="[^"]*" async=""><\/script>/g, '')
      .replace(/<link rel="preload" as="script"[^>]*>/g, '')
      .replace(/<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?<\/script>/g, '');
    expect(rewritten.replace(`<script>${loaders(rewritten)[0]?.body}</script>`, '')).toBe(withoutChunks);
  });

  it('leaves a page without chunk scripts unchanged, and a rewritten page too', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Hello</p></body></html>';
    expect(deferScripts(plain)).toEqual({ html: plain, data: undefined });
    expect(deferScripts(rewritten)).toEqual({ html: rewritten, data: undefined });
  });

  it('fails when page data is left inline in a form it does not know', () => {
    const doctored = exported.replace('<script>self.__next_f.push(', '<script>self.__next_f .push(');
    expect(() => deferScripts(doctored)).toThrow(/page data \(self\.__next_f\).*written for next 16\.4\.6/s);
  });
});

describe('loaderScript, run', () => {
  /**
   * Runs the loader against a small stand-in for the browser; returns its controls.
   * @param {{ picture?: 'loading' | 'loaded', paintTiming?: boolean }} page
   */
  function run({ picture, paintTiming = true }) {
    /** @type {string[]} */
    const added = [];
    /** @type {Record<string, () => void>} */
    const listeners = {};
    let paintCallback = () => {};
    /** @type {{ fn: () => void, ms: number }[]} */
    const timers = [];
    const image = picture && {
      complete: picture === 'loaded',
      /** @param {string} type @param {() => void} fn */
      addEventListener: (type, fn) => (listeners[type] = fn),
    };
    const document = {
      createElement: () => ({}),
      head: {
        /** @param {{ src: string }} element */
        appendChild: (element) => added.push(element.src),
      },
      /** @param {string} selector */
      querySelector: (selector) => (selector === 'img[fetchpriority=high]' ? image : null),
    };
    const PerformanceObserver = paintTiming
      ? class {
          /** @param {(entries: object, observer: object) => void} callback */
          constructor(callback) {
            paintCallback = () => callback({}, this);
          }
          observe() {}
          disconnect() {}
        }
      : undefined;
    new Function(
      'document',
      'PerformanceObserver',
      'addEventListener',
      'setTimeout',
      'requestAnimationFrame',
      'MessageChannel',
      loaderScript(['/data.js', '/a.js']),
    )(
      document,
      PerformanceObserver,
      () => {},
      /** @param {() => void} fn @param {number} ms */
      (fn, ms) => timers.push({ fn, ms }),
      () => {},
      undefined,
    );
    return { added, listeners, paint: () => paintCallback(), timers };
  }

  it('adds nothing before the first paint, then every script once the main picture has arrived', () => {
    const page = run({ picture: 'loading' });
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([]);
    page.listeners.load?.();
    expect(page.added).toEqual(['/data.js', '/a.js']);
    page.listeners.load?.();
    page.timers.forEach((timer) => timer.fn());
    expect(page.added).toEqual(['/data.js', '/a.js']);
  });

  it('waits at most a second for the picture, and not at all when it is there or there is none', () => {
    const slow = run({ picture: 'loading' });
    slow.paint();
    expect(slow.timers.map((timer) => timer.ms)).toEqual([1000]);
    slow.timers[0]?.fn();
    expect(slow.added).toEqual(['/data.js', '/a.js']);
    for (const picture of /** @type {const} */ (['loaded', undefined])) {
      const page = run({ picture });
      page.paint();
      expect(page.added).toEqual(['/data.js', '/a.js']);
    }
  });

  it('goes on when the picture fails to load', () => {
    const page = run({ picture: 'loading' });
    page.paint();
    page.listeners.error?.();
    expect(page.added).toEqual(['/data.js', '/a.js']);
  });
});

describe('rewritePage: the Content-Security-Policy', () => {
  const { html: page } = rewritePage(exported, PAGE);
  const meta = /<head[^>]*><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(page);
  const policy = meta?.[1] ?? '';

  it('is the first thing in <head>, once', () => {
    expect(meta).not.toBeNull();
    expect(page.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(policy).toBe(policyFor(deferScripts(exported).html));
  });

  it('allows every inline script of the page, the loader included, by its SHA-256 hash, and nothing inline otherwise', () => {
    const inline = scripts(page).filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/\stype=/.test(attributes));
    expect(inline.length).toBeGreaterThan(1);
    const allowed = scriptSrc(policy)
      .split(' ')
      .filter((source) => source.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(new Set(inline.map(({ body }) => sha256(body))));
    expect(allowed).toContain(sha256(loaders(page)[0]?.body ?? ''));
    expect(scriptSrc(policy)).toMatch(/^script-src 'self' /);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('does not hash JSON-LD, which is data and not a script', () => {
    const jsonLd = scripts(page).filter(({ attributes }) => attributes === ' type="application/ld+json"');
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const { body } of jsonLd) expect(policy).not.toContain(sha256(body));
  });

  it('replaces the policy of a page that already has one: running the step twice changes nothing', () => {
    expect(rewritePage(page, PAGE)).toEqual({ html: page, data: undefined });
  });
});

describe('rewritePage refuses a page whose content only a script reveals', () => {
  it('fails, naming the page, when a Suspense boundary was written as a hidden block', () => {
    const outlined = exported.replace('</body>', '<div hidden id="S:0"><p>Plans</p></div></body>');
    expect(() => rewritePage(outlined, 'index.html')).toThrow(/^index\.html: .*hidden block that only a script reveals/);
    expect(() => rewritePage(exported, 'index.html')).not.toThrow();
  });
});

describe('rewritePage without the deferral (DEFER_SCRIPTS=off, for measuring what it is worth)', () => {
  const { html: page, data } = rewritePage(exported, PAGE, { defer: false });

  it('keeps Next’s chunk tags as they are and adds no loader, but still adds the policy', () => {
    expect(chunkSources(page)).toEqual(chunkSources(exported));
    expect(chunkSources(page).length).toBeGreaterThan(0);
    expect(loaders(page)).toHaveLength(0);
    expect(data).toBeUndefined();
    expect(dataScripts(page)).toEqual(dataScripts(exported));
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${policyFor(exported.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''))}"/>`,
    );
  });
});

describe('rewritePage fails, naming the page, when Next writes its chunk tags differently', () => {
  const entry = chunkTags(exported).at(-1)?.[0] ?? '';
  const doctored = {
    'async without a value': exported.replaceAll('" async=""></script>', '" async></script>'),
    'async in single quotes': exported.replaceAll(`" async=""></script>`, `" async=''></script>`),
    'async before src': exported.replace(/<script src="([^"]+)" async=""><\/script>/g, '<script async="" src="$1"></script>'),
    'src in single quotes': exported.replace(/<script src="([^"]+)" async=""><\/script>/g, `<script src='$1' async=""></script>`),
    'a type="module" attribute': exported.replace(
      /<script src="([^"]+)" async=""><\/script>/g,
      '<script type="module" src="$1" async=""></script>',
    ),
    'defer instead of async': exported.replaceAll('" async=""></script>', '" defer=""></script>'),
    'chunks moved out of static/chunks/': exported.replaceAll('/_next/static/chunks/', '/_next/static/js/'),
    'only the entry chunk at the end of <body>': exported.replace(entry, entry.replace(' async=""', ' async')),
    'the preload written with href first': exported.replace(
      /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/,
      '<link href="$1" rel="preload" as="script" fetchPriority="low"/>',
    ),
  };

  it.each(Object.entries(doctored))('%s', (change, html) => {
    expect(html).not.toBe(exported);
    expect(() => rewritePage(html, PAGE)).toThrow(new RegExp(`^${PAGE.replace(/[./]/g, '\\$&')}: .*before the first paint`));
    expect(() => rewritePage(html, PAGE)).toThrow(/written for next 16\.4\.6/);
  });

  it('names the tags it did not rewrite', () => {
    const html = doctored['only the entry chunk at the end of <body>'];
    const expected = entry.replace(' async=""', ' async').replace('</script>', '');
    expect(() => rewritePage(html, PAGE)).toThrow(expected);
  });
});

describe('a not-found page is not hydrated (rewritePage with hydrate: false)', () => {
  const { html } = rewritePage(exported, '404.html', { hydrate: false });

  it('keeps no script of Next’s: no chunk tag, no preload, no polyfill, no page data, no Turbopack list, no loader', () => {
    expect(chunkTags(html)).toHaveLength(0);
    expect(scriptPreloads(html)).toHaveLength(0);
    expect(html.match(NOMODULE)).toBeNull();
    expect(dataScripts(html)).toHaveLength(0);
    expect(html).not.toContain('TURBOPACK');
    expect(loaders(html)).toHaveLength(0);
  });

  it('keeps every word, and the policy still allows the page’s own inline scripts', () => {
    /** @param {string} page */
    const words = (page) =>
      page
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    expect(words(html)).toContain('Index Plus Quick Pitch');
    for (const { attributes, body } of scripts(html)) if (attributes === '') expect(html).toContain(sha256(body));
  });

  it('fails when one of Next’s scripts is in a form it does not know', () => {
    expect(() => dropScripts('<html><head><script src="/_next/static/chunks/a.js" defer></script></head></html>')).toThrow(
      /do not recognise/,
    );
  });

  it('knows a not-found page by its name, in any folder', () => {
    expect(['404.html', 'hi/404.html', 'mr/404.html', '_not-found.html'].every(isNotFoundPage)).toBe(true);
    expect(['about-us.html', 'product/404-plan.html', 'hi/index.html'].some(isNotFoundPage)).toBe(false);
  });
});

describe('netlifyNotFoundRules', () => {
  it('gives each language folder its own not-found page, below the base path', () => {
    expect(netlifyNotFoundRules(['hi', 'mr'], '/lic')).toContain('/lic/hi/*  /lic/hi/404.html  404\n/lic/mr/*  /lic/mr/404.html  404\n');
  });
});

describe('missingAssets', () => {
  const urls = assetUrls(exported);
  /** @param {string} file */
  const all = (file) => urls.includes(file);

  it('finds the images, stylesheet, font and scripts of the saved page, query strings dropped', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '/images/logo.svg',
        '/images/products/index-plus-1.svg',
        expect.stringMatching(/^\/_next\/static\/chunks\/[^/]+\.css$/),
        expect.stringMatching(/^\/_next\/static\/media\/[^/]+\.woff2$/),
        ...chunkTags(exported).map(([, src]) => src),
        '/icon.svg',
      ]),
    );
    expect(urls.filter((url) => !/\.(svg|css|js|woff2)$/.test(url))).toEqual([]);
    expect(urls).not.toContain('/product/index-plus');
    expect(missingAssets(exported, { exists: all })).toEqual([]);
  });

  it('reports an image the export lacks', () => {
    /** @param {string} file */
    const exists = (file) => file !== '/images/products/index-plus-1.svg';
    expect(missingAssets(exported, { exists })).toEqual(['/images/products/index-plus-1.svg']);
  });

  it('reads every candidate of srcset and imagesrcset, in the spelling React writes', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="/images/p/nextImageExportOptimizer/hero-opt-640.WEBP 640w, /images/p/nextImageExportOptimizer/hero-opt-1080.WEBP 1080w" imageSizes="100vw"/>',
      '<img alt="" src="/images/p/nextImageExportOptimizer/hero-opt-1080.WEBP" srcSet="/images/p/nextImageExportOptimizer/hero-opt-640.WEBP 640w, /images/p/nextImageExportOptimizer/hero-opt-828.WEBP 828w,/images/p/nextImageExportOptimizer/hero-opt-1080.WEBP 1080w" sizes="100vw"/>',
      '<img srcset="/images/a.png 1x, /images/a@2x.png 2x"/>',
    ].join('');
    const present = new Set(['/images/p/nextImageExportOptimizer/hero-opt-1080.WEBP', '/images/a.png']);
    expect(missingAssets(html, { exists: (file) => present.has(file) })).toEqual([
      '/images/p/nextImageExportOptimizer/hero-opt-640.WEBP',
      '/images/p/nextImageExportOptimizer/hero-opt-828.WEBP',
      '/images/a@2x.png',
    ]);
  });

  it('looks files up below the base path, and reports the URL as the page has it', () => {
    const html =
      '<img src="/lic-site/images/here.svg"/><img srcSet="/lic-site/images/gone-640.WEBP 640w, /lic-site/images/here-1080.WEBP 1080w"/>' +
      '<a href="/lic-site/about-us">About</a><img src="https://example.com/elsewhere.png"/><img src="//cdn.example.com/x.png"/>';
    const present = new Set(['/images/here.svg', '/images/here-1080.WEBP']);
    /** @type {string[]} */
    const asked = [];
    /** @param {string} file */
    const exists = (file) => {
      asked.push(file);
      return present.has(file);
    };
    expect(missingAssets(html, { basePath: '/lic-site', exists })).toEqual(['/lic-site/images/gone-640.WEBP']);
    expect(asked.every((file) => !file.startsWith('/lic-site'))).toBe(true);
    expect(
      missingAssets('<img src="/lic-site-2/a.svg"/>', { basePath: '/lic-site', exists: (file) => file === '/lic-site-2/a.svg' }),
    ).toEqual([]);
  });

  it('decodes percent-escapes before looking a file up', () => {
    expect(missingAssets('<img src="/images/my%20photo.svg"/>', { exists: (file) => file === '/images/my photo.svg' })).toEqual([]);
  });
});

describe('icoFile', () => {
  it('writes an ICO directory of PNG pictures, each with its size and place', () => {
    const pngs = [
      { size: 16, png: Buffer.from('sixteen') },
      { size: 256, png: Buffer.from('big') },
    ];
    const ico = icoFile(pngs);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt8(6 + 16)).toBe(0);
    const first = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(first, first + 7).toString()).toBe('sixteen');
    expect(ico.readUInt32LE(6 + 16 + 12)).toBe(first + 7);
    expect(ico.length).toBe(6 + 32 + 7 + 3);
  });
});

describe('the contract with Next (docs/upgrading-next.md)', () => {
  it('holds for the installed Next only: the version pinned in package.json, and the one the patterns were written for', () => {
    const installed = JSON.parse(readFileSync(path.resolve('node_modules/next/package.json'), 'utf8')).version;
    const pinned = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'));
    expect(pinned.dependencies.next).toBe(NEXT_VERSION);
    expect(pinned.devDependencies['eslint-config-next']).toBe(NEXT_VERSION);
    expect(installed).toBe(NEXT_VERSION);
    expect(() => checkNextVersion(installed)).not.toThrow();
    expect(() => checkNextVersion('16.5.0')).toThrow(/docs\/upgrading-next\.md/);
  });
});

describe('the sitemap', () => {
  it('reads the sitemap’s paths below the base path', () => {
    const xml =
      '<urlset><url><loc>https://name.github.io/site</loc></url><url><loc>https://name.github.io/site/hi/about-us</loc></url></urlset>';
    expect(sitemapPaths(xml, '/site')).toEqual(['/', '/hi/about-us']);
  });
});

describe('pageFiles (what a page kept on the phone needs)', () => {
  it('reads the scripts the loader adds, after its assets, each once', () => {
    const { html } = deferScripts(exported, { basePath: '/lic-site' });
    const loaded = loadedScripts(html);
    expect(loaded[0]).toMatch(/^\/lic-site\/_next\/static\/page-data\/[0-9a-f]{16}\.js$/);
    expect(loaded.slice(1)).toEqual(chunkSources(exported));
    const files = pageFiles(html);
    expect(files).toEqual([...new Set([...assetUrls(html), ...loaded])]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('finds no scripts on a page without the loader (a not-found page)', () => {
    expect(loadedScripts(dropScripts(exported))).toEqual([]);
  });
});
