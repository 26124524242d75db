/**
 * A Playwright test whose page is shared by every test of a worker, logged in once as the admin
 * (with reduced motion, so dialogs and toasts do not animate): for table-driven specs that open
 * one screen after another (the fault matrix, double submit). A failed test ends the worker
 * (Playwright's rule), so the next one starts on a new page. Each test still fails on an uncaught
 * page error, and a failed test keeps a screenshot.
 *
 *   import { sharedPageTest as test } from './shared-page';
 *   test('…', async ({ adminPage: page }) => { … });
 */
import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, loginThroughHost } from './fixtures';

export const sharedPageTest = base.extend<{ adminPage: Page }, { sharedAdminPage: Page }>({
  sharedAdminPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await loginThroughHost(page, 'admin');
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ sharedAdminPage }, provide, testInfo) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.stack ?? error.message);
    sharedAdminPage.on('pageerror', onError);
    await provide(sharedAdminPage);
    sharedAdminPage.off('pageerror', onError);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await sharedAdminPage.screenshot(), contentType: 'image/png' }).catch(() => undefined);
    }
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
