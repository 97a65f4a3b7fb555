import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests live next to the code as *.test.ts(x). */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/e2e/'],
});
