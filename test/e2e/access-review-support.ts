/** What the access review's browser specs share. */
import type { Page } from '@playwright/test';
import { e2eUrls } from './fixtures';

/**
 * Opens the access review as a new review: the tab keeps a review's draft (name, decisions) across
 * visits, and each test here is a review of its own. The shared page is on the host's origin.
 */
export async function openNewReview(page: Page): Promise<void> {
  await page.evaluate(() => window.sessionStorage.removeItem('users.draft.accessReview'));
  await page.goto(`${e2eUrls().host}/users/access-review`);
}
