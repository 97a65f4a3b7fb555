import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** An import of `lib/<module>` from a component, through the alias or a relative path. */
const fromLib = '^(?:@/|(?:\\.\\./)+)lib/';
/** The modules whose values a component never imports: the content layer, the server modules and the dictionaries. */
const loaders = [
  `${fromLib}(?:content|pages|seo|images|logo|routes|cms)(?:[/.].*)?$`,
  `${fromLib}i18n(?:/index(?:\\.ts)?|/dictionaries(?:/.*)?)?$`,
];

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
    // A component shows what its page's view model (lib/pages/) hands it, and imports types only from
    // the content layer, the server modules and the dictionaries. Next's `server-only` (at the top of
    // the server modules) keeps them out of the browser; it cannot keep a server component from reading
    // content, words or picture files itself, nor a browser leaf from taking the dictionaries, which
    // stay importable by Node (the browser tests read them).
    name: 'project/components-load-nothing',
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: loaders[0],
              allowTypeImports: true,
              message:
                'A component gets its content, pictures and data from the page’s view model (lib/pages/); it imports types only from here.',
            },
            {
              regex: loaders[1],
              allowTypeImports: true,
              message:
                'A component gets its words from the page’s view model (lib/pages/); format and formatParts are in lib/i18n/format, the languages in lib/i18n/locales.',
            },
          ],
        },
      ],
      // The same modules loaded later, with import().
      'no-restricted-syntax': [
        'error',
        ...loaders.map((regex) => ({
          selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
          message: 'A component gets its content, words and pictures from the page’s view model (lib/pages/), never by import().',
        })),
      ],
    },
  },
]);
