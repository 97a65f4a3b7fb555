import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import clientImports from './tools/eslint/client-imports.mjs';

/** The project's own rules (tools/eslint/), tested with ESLint's RuleTester beside them. */
const project = { meta: { name: 'project' }, rules: { 'client-imports': clientImports } };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    '.bench/**',
    'coverage/**',
    // The editor's bundle, copied from tools/decap by scripts/copy-decap.mjs.
    'public/admin/decap/**',
  ]),
  // The rules of the layout (docs/architecture.md) that keep the project easy to pick up.
  {
    name: 'project/short-files',
    files: ['{app,components,lib,scripts,tools,e2e}/**/*.{ts,tsx,mjs,js,cjs}'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  {
    name: 'project/lib-below-components',
    files: ['lib/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)components(/|$)',
              message: 'lib/ sits below components/: nothing in lib/ imports from components/, types included.',
            },
          ],
        },
      ],
    },
  },
  {
    // A component shows what its page's view model (lib/pages/) hands it: it loads no content or words itself.
    name: 'project/components-load-nothing',
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/content',
              importNames: ['getContent'],
              message: 'A component gets its content from the page’s view model (lib/pages/).',
            },
            { name: '@/lib/content/load', message: 'A component gets its content from the page’s view model (lib/pages/).' },
            {
              name: '@/lib/i18n',
              importNames: ['getDictionary'],
              message: 'A component gets its words from the page’s view model (lib/pages/).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/client-leaves',
    files: ['{app,components,lib}/**/*.{ts,tsx}'],
    plugins: { project },
    rules: {
      // The content loader and the dictionaries (lib/i18n's index holds getDictionary). Client files
      // import lib/i18n/locales or lib/i18n/format directly, and any of them as `import type`.
      'project/client-imports': ['error', { modules: ['lib/content', 'lib/content/load', 'lib/i18n', 'lib/i18n/dictionaries/*'] }],
    },
  },
]);
