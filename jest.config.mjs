import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests live next to the code as *.test.ts(x); the scripts' and tools' tests as
 * *.test.mjs under scripts/ and tools/.
 * next/jest's SWC transform compiles .mjs to CommonJS for Jest (no --experimental-vm-modules), so
 * those files and the modules they import must not use import.meta or top-level await.
 */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The marker of server modules (lib/content, lib/pages, lib/seo…): Next refuses them in a client bundle; a test imports them
    // as the server does, so the marker is its package's own empty module (next/jest maps it the same way).
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testMatch: ['<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}', '<rootDir>/{scripts,tools}/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/e2e/'],
});
