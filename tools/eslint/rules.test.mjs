/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import clientImports, { projectModule } from './client-imports.mjs';
import config from '../../eslint.config.mjs';

const root = process.cwd();
const at = (/** @type {string} */ file) => path.join(root, file);
const LOADERS = { modules: ['lib/content', 'lib/content/load', 'lib/i18n', 'lib/i18n/dictionaries/*'] };

describe('project/client-imports', () => {
  const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' } });
  const client = (/** @type {string} */ body) => `'use client';\n${body}`;
  const options = [LOADERS];
  const loader = [{ messageId: 'loader' }];

  tester.run('client-imports', clientImports, {
    valid: [
      // A server file may load content and words.
      { code: "import { getContent } from '@/lib/content';", filename: at('components/layout/footer.tsx'), options },
      // A client file may take the types, the locale list and the formatter.
      {
        code: client("import type { Dictionary } from '@/lib/i18n/dictionaries/en';"),
        filename: at('components/ui/carousel-client.tsx'),
        options,
      },
      { code: client("import { type Content } from '@/lib/content';"), filename: at('components/ui/x.tsx'), options },
      { code: client("export type { Product } from '@/lib/content';"), filename: at('components/ui/x.tsx'), options },
      {
        code: client("import { format } from '@/lib/i18n/format';\nimport { isLocale } from '../../lib/i18n/locales';"),
        filename: at('components/ui/x.tsx'),
        options,
      },
      { code: client("import { onIntent } from './intent';"), filename: at('components/ui/link.tsx'), options },
      // 'use client' counts only as a directive at the top, not as a string later on.
      { code: "import { getContent } from '@/lib/content';\nconst note = 'use client';", filename: at('components/ui/x.tsx'), options },
    ],
    invalid: [
      { code: client("import { getContent } from '@/lib/content';"), filename: at('components/ui/x.tsx'), options, errors: loader },
      { code: client("import { loadContent } from '@/lib/content/load';"), filename: at('components/ui/x.tsx'), options, errors: loader },
      { code: client("import { getDictionary } from '@/lib/i18n';"), filename: at('components/home/x.tsx'), options, errors: loader },
      { code: client("import { getDictionary } from '@/lib/i18n/index';"), filename: at('components/home/x.tsx'), options, errors: loader },
      { code: client("import { en } from '@/lib/i18n/dictionaries/en';"), filename: at('components/home/x.tsx'), options, errors: loader },
      // Relative paths, re-exports, imports for effect and dynamic imports.
      {
        code: client("import { getContent } from '../../lib/content/index.ts';"),
        filename: at('components/ui/x.tsx'),
        options,
        errors: loader,
      },
      { code: client("import { getContent } from '../content';"), filename: at('lib/pages/x.ts'), options, errors: loader },
      { code: client("export { getDictionary } from '@/lib/i18n';"), filename: at('components/ui/x.tsx'), options, errors: loader },
      { code: client("export * from '@/lib/content';"), filename: at('components/ui/x.tsx'), options, errors: loader },
      { code: client("import '@/lib/content';"), filename: at('components/ui/x.tsx'), options, errors: loader },
      { code: client("const words = () => import('@/lib/i18n');"), filename: at('components/ui/x.tsx'), options, errors: loader },
      // A type import beside a value import still brings the loader.
      {
        code: client("import { type Content, getContent } from '@/lib/content';"),
        filename: at('components/ui/x.tsx'),
        options,
        errors: loader,
      },
      // Another directive first, then 'use client'.
      {
        code: "'use strict';\n'use client';\nimport { getContent } from '@/lib/content';",
        filename: at('components/ui/x.tsx'),
        options,
        errors: loader,
      },
    ],
  });

  it('names modules from the root, through the alias or relative to the file, and leaves packages alone', () => {
    expect(projectModule('@/lib/content', at('components/a.tsx'), root)).toBe('lib/content');
    expect(projectModule('../lib/i18n/index.ts', at('components/a.tsx'), root)).toBe('lib/i18n');
    expect(projectModule('./load', at('lib/content/index.ts'), root)).toBe('lib/content/load');
    expect(projectModule('react', at('components/a.tsx'), root)).toBeNull();
  });
});

describe("the project's lint configuration", () => {
  /** @type {ESLint} */
  let eslint;
  beforeAll(() => {
    // The configuration itself, imported (Jest cannot let ESLint import it).
    eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  });

  /** The rules that fail `code` as the file `file` of the project. @param {string} code @param {string} file */
  const failing = async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: at(file) });
    return [...new Set((result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId))];
  };
  const lines = (/** @type {number} */ count) => 'export const x = 1;\n'.repeat(count);

  it('fails a source file one line over 600, and not one at 600', async () => {
    expect(await failing(lines(601), 'lib/long.ts')).toEqual(['max-lines']);
    expect(await failing(lines(601), 'e2e/long.spec.ts')).toEqual(['max-lines']);
    expect(await failing(lines(601), 'scripts/long.mjs')).toEqual(['max-lines']);
    expect(await failing(lines(600), 'components/ui/long.tsx')).toEqual([]);
  }, 60_000);

  it('fails an import of components/ from lib/, types and relative paths included', async () => {
    expect(await failing("import { Icon } from '@/components/ui/icons';\nexport { Icon };\n", 'lib/a.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await failing("import type { IconName } from '@/components/ui/icons';\nexport type { IconName };\n", 'lib/a.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await failing("export { Y } from '../../components/y';\n", 'lib/sub/b.ts')).toEqual(['no-restricted-imports']);
    expect(await failing("export { z } from '../z';\n", 'lib/sub/b.ts')).toEqual([]);
    expect(await failing("import { Icon } from '@/components/ui/icons';\nexport { Icon };\n", 'app/a.tsx')).toEqual([]);
  }, 60_000);

  it("fails a loader imported by a 'use client' file", async () => {
    const code = "'use client';\nimport { getContent } from '@/lib/content';\nexport const site = getContent('en').site;\n";
    expect(await failing(code, 'app/a-client.tsx')).toEqual(['project/client-imports']);
    expect(await failing(code.replace("'use client';\n", ''), 'app/a.tsx')).toEqual([]);
  }, 60_000);

  it('fails a component that loads content or words itself, and not a page or a test', async () => {
    const content = "import { getContent } from '@/lib/content';\nexport const site = getContent('en').site;\n";
    const words = "import { getDictionary } from '@/lib/i18n';\nexport const words = getDictionary('en');\n";
    expect(await failing(content, 'components/layout/footer.tsx')).toEqual(['no-restricted-imports']);
    expect(await failing(words, 'components/layout/footer.tsx')).toEqual(['no-restricted-imports']);
    expect(await failing("import { onSale } from '@/lib/content';\nexport { onSale };\n", 'components/plans/a.tsx')).toEqual([]);
    expect(await failing(content, 'app/(en)/page.tsx')).toEqual([]);
    expect(await failing(content, 'components/layout/footer.test.tsx')).toEqual([]);
  }, 60_000);
});
