import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
]);
