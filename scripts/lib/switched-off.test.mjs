/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportedFiles, removePages } from './switched-off.mjs';

describe('removePages', () => {
  /** @type {string} */
  let root;
  /** @param {string[]} files */
  const write = (files) => {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'x');
    }
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'export-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('leaves no file of a switched-off page, in any language, and keeps every other page', () => {
    const page = ['.html', '.txt', '/__next._tree.txt', '/__next.!KGVuKQ.opportunities.__PAGE__.txt'];
    write([
      ...page.map((end) => `opportunities${end}`),
      ...page.map((end) => `hi/opportunities${end}`),
      'opportunities-old.html',
      'news.html',
      'news.txt',
      'hi/news.html',
    ]);
    const removed = removePages(root, ['/opportunities', '/hi/opportunities']);
    expect(removed).toHaveLength(8);
    for (const address of ['/opportunities', '/hi/opportunities']) {
      const { html, data, folder } = exportedFiles(address);
      for (const file of [html, data, folder]) expect(existsSync(path.join(root, file))).toBe(false);
    }
    for (const file of ['opportunities-old.html', 'news.html', 'news.txt', 'hi/news.html'])
      expect(existsSync(path.join(root, file))).toBe(true);
  });

  it('keeps a page below the switched-off one', () => {
    write(['guide.html', 'guide/__next._tree.txt', 'guide/step.html']);
    removePages(root, ['/guide']);
    expect(existsSync(path.join(root, 'guide.html'))).toBe(false);
    expect(existsSync(path.join(root, 'guide/__next._tree.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'guide/step.html'))).toBe(true);
  });

  it('stops, removing nothing, when a page it was told to remove is not in the export', () => {
    write(['opportunities.html']);
    expect(() => removePages(root, ['/opportunities', '/mr/opportunities'])).toThrow(/\/mr\/opportunities/);
    expect(existsSync(path.join(root, 'opportunities.html'))).toBe(true);
  });
});
