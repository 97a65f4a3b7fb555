/** @jest-environment node */
import { buildRevision, exportedFile, offlineIndex, pageName, stylesheetFiles } from './offline-index.mjs';

describe('exportedFile', () => {
  it('finds the file that answers an address below the base path', () => {
    expect(exportedFile('/lic', '/lic')).toBe('index.html');
    expect(exportedFile('/lic/hi', '/lic')).toBe('hi.html');
    expect(exportedFile('/lic/hi/product/a', '/lic')).toBe('hi/product/a.html');
    expect(exportedFile('/lic/_next/static/chunks/a.js', '/lic')).toBe('_next/static/chunks/a.js');
    expect(exportedFile('/', '')).toBe('index.html');
    expect(exportedFile('/images/a%20b.svg', '')).toBe('images/a b.svg');
  });
});

describe('stylesheetFiles', () => {
  it('resolves what a stylesheet loads against its own address, leaving out data and other sites', () => {
    const css =
      '@font-face{src:url(../media/a.woff2)format("woff2")}.x{background:url("data:image/png;base64,AA")}.y{background:url(https://cdn.test/b.png)}';
    expect(stylesheetFiles(css, '/lic/_next/static/chunks/s.css')).toEqual(['/lic/_next/static/media/a.woff2']);
  });
});

describe('pageName', () => {
  it('is the page’s title without the agency after it', () => {
    expect(pageName('<title>LIC&#x27;s Jeevan Utsav | Suraksha &amp; Co</title>', 'Suraksha & Co')).toBe("LIC's Jeevan Utsav");
    expect(pageName('<title>Only a title</title>', 'Suraksha')).toBe('Only a title');
  });
});

describe('offlineIndex', () => {
  const page = (/** @type {string} */ data) =>
    `<html><head><script>(function(){var s=${JSON.stringify([data])},d=document})()</script><link rel="stylesheet" href="/lic/_next/static/chunks/s.css"/></head>` +
    '<body><img src="/lic/images/a.svg"/></body></html>';
  const files = {
    'hi/product/a.html': page('/lic/_next/static/page-data/1.js'),
    'hi/contact.html': page('/lic/_next/static/page-data/2.js'),
    '_next/static/page-data/1.js': 'one',
    '_next/static/page-data/2.js': 'two',
    '_next/static/chunks/s.css': '@font-face{src:url(../media/f.woff2)}',
    '_next/static/media/f.woff2': 'font',
    'images/a.svg': '<svg/>',
  };
  /** @param {Record<string, string>} export_ */
  const reader = (export_) => ({
    text: (/** @type {string} */ file) => export_[file] ?? '',
    bytes: (/** @type {string} */ file) => Buffer.from(export_[file] ?? ''),
  });
  const language = { locale: 'hi', base: '/lic', keep: ['/lic/hi/product/a', '/lic/hi/contact'], pages: [{ url: '/lic/hi', name: 'होम' }] };

  it('lists every file the kept pages need, each once, with the bytes of all of it', () => {
    const index = offlineIndex(language, reader(files));
    expect(index.keep).toEqual(language.keep);
    expect(index.files.sort()).toEqual(
      [
        '/lic/_next/static/chunks/s.css',
        '/lic/_next/static/media/f.woff2',
        '/lic/_next/static/page-data/1.js',
        '/lic/_next/static/page-data/2.js',
        '/lic/images/a.svg',
      ].sort(),
    );
    const everything = Object.values(files).reduce((total, body) => total + Buffer.byteLength(body), 0);
    expect(index.bytes).toBe(everything);
    expect(index.pages).toEqual(language.pages);
  });

  it('has a revision that changes when any file of a kept page changes, and only then', () => {
    const before = offlineIndex(language, reader(files)).revision;
    expect(offlineIndex(language, reader({ ...files })).revision).toBe(before);
    expect(offlineIndex(language, reader({ ...files, '_next/static/media/f.woff2': 'font 2' })).revision).not.toBe(before);
    expect(offlineIndex(language, reader({ ...files, 'hi/contact.html': `${files['hi/contact.html']} ` })).revision).not.toBe(before);
  });

  it('gives the build one revision that changes with any page', () => {
    expect(buildRevision([Buffer.from('a'), Buffer.from('b')])).toBe(buildRevision([Buffer.from('a'), Buffer.from('b')]));
    expect(buildRevision([Buffer.from('a'), Buffer.from('b')])).not.toBe(buildRevision([Buffer.from('a'), Buffer.from('c')]));
  });
});
