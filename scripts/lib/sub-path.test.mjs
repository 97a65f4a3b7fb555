/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sameSiteAddresses } from '../../lib/offline/page-files.js';
import { addressProblem, manifestAddresses, subPathProblems, workerAddresses } from './sub-path.mjs';

describe('a site below a sub-path', () => {
  const exists = (/** @type {string} */ local) => ['/', '/contact', '/logo.svg'].includes(local);

  it('reads the links, pictures, forms and picture sets of a page, not other sites', () => {
    const html =
      '<a href="/base/contact">c</a><a href="https://licindia.in/">l</a><a href="//cdn.example/x">x</a>' +
      '<img src="/base/a.png" srcset="/base/a-1.webp 1x, /base/a-2.webp 2x"><form action="/base/compare-plans#results"></form>' +
      '<a href="/contact?x=1&amp;y=2">w</a>';
    expect(sameSiteAddresses(html)).toEqual([
      '/base/contact',
      '/base/a.png',
      '/base/compare-plans#results',
      '/contact?x=1&y=2',
      '/base/a-1.webp',
      '/base/a-2.webp',
    ]);
  });

  it('reads a manifest and the service worker list', () => {
    const manifest = JSON.stringify({ id: '/base/', start_url: '/base/', scope: '/base/', icons: [{ src: '/base/i.png' }] });
    expect(manifestAddresses(manifest)).toEqual(['/base/', '/base/', '/base/', '/base/i.png']);
    expect(workerAddresses('a=[{url:"/base/offline.json",revision:"1"},{url:"/base/logo.svg"}]')).toEqual([
      '/base/offline.json',
      '/base/logo.svg',
    ]);
  });

  it('finds an address outside the base path, one that only starts like it, and one naming no file', () => {
    expect(addressProblem('/base/contact', '/base', exists)).toBeUndefined();
    expect(addressProblem('/base', '/base', exists)).toBeUndefined();
    expect(addressProblem('/base/#top', '/base', exists)).toBeUndefined();
    expect(addressProblem('/contact', '/base', exists)).toBe('outside the base path');
    expect(addressProblem('/baseline/contact', '/base', exists)).toBe('outside the base path');
    expect(addressProblem('/base/revival', '/base', exists)).toBe('no such file');
  });

  it('lists each wrong address of an export once, with the first file that has it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sub-path-'));
    try {
      mkdirSync(path.join(root, 'hi'));
      writeFileSync(path.join(root, 'index.html'), '<a href="/base/hi">hi</a><a href="/policy-help/revival">r</a>');
      writeFileSync(path.join(root, 'hi.html'), '<a href="/base">en</a><a href="/policy-help/revival">r</a>');
      writeFileSync(
        path.join(root, 'hi', 'manifest.webmanifest'),
        JSON.stringify({ start_url: '/base/hi', icons: [{ src: '/base/icon.png' }] }),
      );
      const { files, problems } = subPathProblems(root, '/base');
      expect(files).toBe(3);
      expect(problems).toEqual([
        expect.objectContaining({ url: '/policy-help/revival', problem: 'outside the base path' }),
        { url: '/base/icon.png', file: path.join('hi', 'manifest.webmanifest'), problem: 'no such file' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
