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
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}', '<rootDir>/{scripts,tools}/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/e2e/'],
});
