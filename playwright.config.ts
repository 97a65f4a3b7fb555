import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const NO_JS_SPEC = /no-js\.spec\.ts$/;
const EDITOR_SPEC = /editor\.spec\.ts$/;
const TIMING_SPEC = /timing\.spec\.ts$/;
// Pages loaded on a throttled CPU and link, with paints and layout shifts measured: one at a time.
const SLOW_SPEC = /speed\.spec\.ts$/;
const PHONE = {
  browserName: 'chromium',
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
} as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's service worker registers once a page has loaded and is idle (lib/offline). Pages are
    // tested as they are without it (a request it answered would pass no route a test sets up), except
    // in the offline spec, and on the slow phone and the timing tests, which measure what a visitor gets.
    serviceWorkers: 'block',
    // A trace records every step of a test and costs a fifth of its time: on CI, only when a
    // failed test runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No host but the site's own: a page's request to another site fails here, and the
        // guard in e2e/fixtures.ts fails the test that made it.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    // Every page test runs on a phone. One whose outcome depends on the screen's width (the header's
    // links or the drawer, where a button sits, what axe sees in a wider layout) carries @every-width
    // and runs on a desktop too; one about wide screens only carries @wide and runs only there.
    {
      name: 'phone',
      testIgnore: [NO_JS_SPEC, EDITOR_SPEC, TIMING_SPEC, SLOW_SPEC],
      grepInvert: /@wide\b/,
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: [NO_JS_SPEC, EDITOR_SPEC, TIMING_SPEC, SLOW_SPEC],
      grep: /@every-width\b|@wide\b/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // A phone with JavaScript turned off (or whose scripts never arrive): only the no-JS spec.
    {
      name: 'no-js',
      testMatch: NO_JS_SPEC,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
        javaScriptEnabled: false,
      },
    },
    // A slow phone (4× slower CPU, slow link): after the page tests, one at a time, so no other browser shares the cores.
    {
      name: 'slow-phone',
      testMatch: SLOW_SPEC,
      dependencies: ['phone', 'desktop', 'no-js'],
      workers: 1,
      use: { ...PHONE, serviceWorkers: 'allow' },
    },
    // Timings a visitor notices (the popup's second): measured after the page tests, one at a time, on a quiet machine.
    {
      name: 'timing',
      testMatch: TIMING_SPEC,
      dependencies: ['slow-phone'],
      workers: 1,
      use: { browserName: 'chromium', serviceWorkers: 'allow' },
    },
    // The site editor saves into content/ and rebuilds the site: it runs after every other test.
    { name: 'editor', testMatch: EDITOR_SPEC, dependencies: ['timing'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: `node scripts/dev/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
