/**
 * The smoke test of `npm start` (`npm run test:dev-start`; the last step of `npm test`): the
 * development builds the README's first command serves, in Debian's Chromium. global-setup.ts runs
 * shell-dev/start.mjs itself on free ports over an in-memory OMS database; the production builds'
 * tests are in test/e2e/.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.spec.ts',
  outputDir: path.resolve(__dirname, '../../test-results/dev-start'),
  globalSetup: path.resolve(__dirname, 'global-setup.ts'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Development bundles are unminified and compiled on first request: slower than the e2e's.
  timeout: 120_000,
  globalTimeout: 10 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
