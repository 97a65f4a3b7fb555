/**
 * Rules of the layout that keep the project easy to pick up (docs/architecture.md):
 * no source file longer than 600 lines, and nothing in lib/ importing from components/.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAX_LINES = 600;
const SOURCE = /\.(ts|tsx|mjs|js|cjs|css)$/;
const FOLDERS = ['app', 'components', 'lib', 'scripts', 'tools'];

/**
 * The source files under `folders` of `root`, as paths relative to root (saved fixtures and installed packages left out).
 * @param {string} root @param {string[]} folders
 */
function sourceFiles(root, folders) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__fixtures__') walk(rel);
      } else if (SOURCE.test(entry.name)) files.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/** Files longer than the limit, as "file: N lines". @param {string} root */
export function longFiles(root, folders = FOLDERS, limit = MAX_LINES) {
  return sourceFiles(root, folders)
    .map((file) => /** @type {const} */ ([file, readFileSync(path.join(root, file), 'utf8').split('\n').length - 1]))
    .filter(([, lines]) => lines > limit)
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

/** Imports (types included) of components/ from lib/, as "file: specifier". @param {string} root */
export function libImportsOfComponents(root) {
  /** @type {string[]} */
  const found = [];
  for (const file of sourceFiles(root, ['lib'])) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier = ''] of text.matchAll(/(?:from|import|require)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const target = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : null;
      if (target !== null && path.normalize(target).split(path.sep)[0] === 'components') found.push(`${file}: ${specifier}`);
    }
  }
  return found;
}

describe('project rules', () => {
  const root = process.cwd();

  it(`no file in ${FOLDERS.join('/, ')}/ is longer than ${MAX_LINES} lines`, () => {
    expect(longFiles(root)).toEqual([]);
  });

  it('nothing in lib/ imports from components/, types included', () => {
    expect(libImportsOfComponents(root)).toEqual([]);
  });

  describe('the checks themselves', () => {
    let tmp = '';
    beforeAll(() => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'rules-'));
      mkdirSync(path.join(tmp, 'lib/sub'), { recursive: true });
      mkdirSync(path.join(tmp, 'scripts/__fixtures__'), { recursive: true });
      writeFileSync(path.join(tmp, 'lib/long.ts'), 'x\n'.repeat(MAX_LINES + 1));
      writeFileSync(path.join(tmp, 'lib/short.ts'), 'x\n'.repeat(MAX_LINES));
      writeFileSync(path.join(tmp, 'scripts/__fixtures__/page.js'), 'x\n'.repeat(MAX_LINES * 2));
      writeFileSync(path.join(tmp, 'lib/a.ts'), "import type { X } from '@/components/ui/icons';\n");
      writeFileSync(path.join(tmp, 'lib/sub/b.ts'), "export { Y } from '../../components/y';\nimport { z } from '../z';\n");
    });
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('name a file one line over the limit, and not one at the limit or a saved fixture', () => {
      expect(longFiles(tmp, ['lib', 'scripts'])).toEqual([`lib/long.ts: ${MAX_LINES + 1} lines`]);
    });

    it('name type imports and relative imports of components/', () => {
      expect(libImportsOfComponents(tmp).sort()).toEqual(['lib/a.ts: @/components/ui/icons', 'lib/sub/b.ts: ../../components/y']);
    });
  });
});
