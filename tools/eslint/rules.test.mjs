/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import config from '../../eslint.config.mjs';

const root = process.cwd();
const at = (/** @type {string} */ file) => path.join(root, file);

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

  it('fails a component that imports a value of the content layer, a server module or the dictionaries, by any path', async () => {
    const use = (/** @type {string} */ name) => `\nexport const x = ${name};\n`;
    for (const [code, file] of /** @type {[string, string][]} */ ([
      // Through the alias, to a folder's index or a file, and relative to the component.
      [`import { getContent } from '@/lib/content';${use('getContent')}`, 'components/layout/footer.tsx'],
      [`import { getContent } from '@/lib/content/index';${use('getContent')}`, 'components/layout/footer.tsx'],
      [`import { getContent } from '../../lib/content';${use('getContent')}`, 'components/layout/footer.tsx'],
      [`import { loadContent } from '../../lib/content/load/load.ts';${use('loadContent')}`, 'components/layout/footer.tsx'],
      // Pictures read from their files, view models, structured data: the page's view model makes them.
      [`import { getImage } from '../../lib/images';${use('getImage')}`, 'components/plans/plan-grid.tsx'],
      [`import { planPage } from '@/lib/pages/plan';${use('planPage')}`, 'components/plans/plan-detail.tsx'],
      [`import { breadcrumbJsonLd } from '@/lib/seo/jsonld';${use('breadcrumbJsonLd')}`, 'components/ui/breadcrumbs.tsx'],
      // The dictionaries, on the server or in the browser.
      [`import { getDictionary } from '@/lib/i18n';${use('getDictionary')}`, 'components/layout/footer.tsx'],
      [`import { getDictionary } from '../../lib/i18n/index';${use('getDictionary')}`, 'components/layout/footer.tsx'],
      [`'use client';\nimport { en } from '@/lib/i18n/dictionaries/en';${use('en')}`, 'components/ui/carousel-client.tsx'],
      // Re-exported.
      ["export * from '@/lib/content';\n", 'components/ui/x.tsx'],
    ]))
      expect({ code, rules: await failing(code, file) }).toEqual({ code, rules: ['@typescript-eslint/no-restricted-imports'] });
    // Loaded later.
    expect(await failing("export const words = () => import('../../lib/i18n');\n", 'components/ui/x.tsx')).toEqual([
      'no-restricted-syntax',
    ]);
  }, 60_000);

  it('lets a component take types from them, and the formatter and the languages; lets pages, layouts and tests load', async () => {
    for (const [code, file] of /** @type {[string, string][]} */ ([
      ["import type { Plan } from '../../lib/content';\nexport type P = Plan;\n", 'components/plans/a.tsx'],
      ["import { type NewsCardView } from '@/lib/pages/news';\nexport type N = NewsCardView;\n", 'components/news/a.tsx'],
      [
        "'use client';\nimport type { Dictionary } from '@/lib/i18n/dictionaries/en';\nexport type D = Dictionary;\n",
        'components/ui/a.tsx',
      ],
      [
        "import { formatParts } from '@/lib/i18n/format';\nimport { isLocale } from '../../lib/i18n/locales';\nexport const x = [formatParts, isLocale];\n",
        'components/ui/a.tsx',
      ],
      ["export const dialog = () => import('./promo-dialog');\n", 'components/home/a.tsx'],
      ["import { getContent } from '@/lib/content';\nexport const site = getContent('en').site;\n", 'app/(en)/page.tsx'],
      ["import { getContent } from '@/lib/content';\nexport const site = getContent('en').site;\n", 'components/layout/footer.test.tsx'],
    ]))
      expect({ code, rules: await failing(code, file) }).toEqual({ code, rules: [] });
  }, 60_000);
});
