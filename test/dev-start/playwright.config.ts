/**
 * The smoke test of `npm start` (`npm run test:dev-start`; the last step of `npm test`): the
 * development builds the README's first command serves, in Debian's Chromium, with the e2e's
 * browser settings. global-setup.ts runs shell-dev/start.mjs itself on free ports over an in-memory
 * OMS database; the production builds' tests are in test/e2e/.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from '../e2e/playwright.config';

export default defineConfig({
  ...e2e,
  testDir: __dirname,
  outputDir: path.resolve(__dirname, '../../test-results/dev-start'),
  globalSetup: path.resolve(__dirname, 'global-setup.ts'),
  // Development bundles are unminified and compiled on first request: slower than the e2e's.
  timeout: 120_000,
  globalTimeout: 10 * 60_000,
  expect: { timeout: 30_000 },
  use: { ...e2e.use, actionTimeout: 30_000, navigationTimeout: 60_000 },
});
