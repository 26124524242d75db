/**
 * Permissions by app (issue 24, read-only part) through the host against the OMS dev server: the
 * app list and its search, who can open an app and who grants each capability — read back with
 * performFind — never a classification group, one read for the app, "Missing on this OMS" showing
 * the one catalog id the seed leaves out on purpose, and both views usable at 390 px wide, one pane
 * at a time.
 */
import type { Page } from '@playwright/test';
import { apiLogin, CATALOG_PERMISSION_LEFT_OUT, e2eUrls, expect, expectNoSeriousA11yViolations, omsFind, test } from './fixtures';

const PERMISSIONS_TAB = '/users/tabs/permissions';

/** The functional groups the OMS says hold a permission now (classification groups left out). */
async function holdersOf(permissionId: string): Promise<Set<string>> {
  const { token } = await apiLogin('admin');
  const rows = await omsFind<{ groupId: string; groupTypeEnumId?: string | null }>(token, {
    entityName: 'SecurityGroupAndPermission',
    inputFields: { permissionId },
    fieldList: ['groupId', 'groupTypeEnumId'],
    filterByDate: 'Y',
    viewSize: 250,
  });
  return new Set(rows.filter((row) => row.groupTypeEnumId !== 'PRM_CLASS_TYPE').map((row) => row.groupId));
}

/** The groupIds a region links to (?view=group&groupId=…). */
async function linkedGroups(page: Page, region: ReturnType<Page['locator']>): Promise<Set<string>> {
  const hrefs = await region.locator('a[href*="groupId="]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('groupId') ?? ''));
}

test('By app: the Users app shows the groups that can open it as the OMS has them, never a classification group', async ({ adminPage: page }) => {
  const bodies: string[] = [];
  const onRequest = (request: { url(): string; postData(): string | null }) => {
    if (request.url().endsWith('/api/performFind') && (request.postData() ?? '').includes('SecurityGroupAndPermission')) bodies.push(request.postData() ?? '');
  };
  page.on('request', onRequest);
  await page.goto(`${e2eUrls().host}${PERMISSIONS_TAB}?view=app`);
  await expect(page.getByRole('tab', { name: 'By app', selected: true })).toBeVisible();
  const apps = page.getByRole('navigation', { name: 'Apps' });
  await expect(apps.getByRole('button', { name: /^Users/ })).toBeVisible();

  // The search narrows the apps by capability titles and permission ids too.
  await page.getByRole('searchbox', { name: 'Search apps and capabilities' }).fill('USERS_APP_VIEW');
  await expect(apps.getByRole('button', { name: /^Users/ })).toBeVisible();
  await apps.getByRole('button', { name: /^Users/ }).click();
  await expect(page).toHaveURL(/[?&]app=users/);

  const who = page.getByRole('region', { name: 'Who can open it' });
  await expect(who.getByText('USERS_APP_VIEW').first()).toBeVisible();
  const expected = await holdersOf('USERS_APP_VIEW');
  expect(expected.size).toBeGreaterThan(0);
  await expect.poll(async () => [...(await linkedGroups(page, who))].sort()).toEqual([...expected].sort());
  // SGC_USERS classifies USERS_APP_VIEW: it is never a holder.
  expect(await linkedGroups(page, page.locator('main'))).not.toContain('SGC_USERS');
  await expectNoSeriousA11yViolations(page, 'Permissions by app');
  page.off('request', onRequest);
  // Opening the app read its grants with one request (all its ids at once), not one per permission.
  expect(bodies.length).toBeLessThanOrEqual(1);
});

test("'Missing on this OMS' lists the id the seed leaves out on purpose, and only it", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  expect(await omsFind(token, { entityName: 'SecurityPermission', inputFields: { permissionId: CATALOG_PERMISSION_LEFT_OUT } })).toEqual([]);
  await page.goto(`${e2eUrls().host}${PERMISSIONS_TAB}?view=app&app=missing-on-oms`);
  await expect(page.getByRole('heading', { level: 2, name: 'Missing on this OMS' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: CATALOG_PERMISSION_LEFT_OUT });
  await expect(row).toBeVisible();
  // What checks it: the one capability of Transfers (seed/fixtures.ts says why it is left out).
  await expect(row).toContainText('Used by: Transfers: See the discrepancy report');
  // Every other id the apps check is on the seeded OMS.
  await expect(page.getByRole('navigation', { name: 'Apps' }).getByRole('button', { name: /^Missing on this OMS/ })).toHaveText(/^Missing on this OMS\s*1$/);
});

test('at 390 px wide both views show one pane at a time, with Back, and nothing wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(`${e2eUrls().host}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin@123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`${e2eUrls().host}${PERMISSIONS_TAB}`);
    const groups = page.getByRole('navigation', { name: 'Security groups' });
    await expect(groups).toBeVisible();
    await groups.getByRole('button').first().click();
    await expect(groups).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search permissions' })).toBeVisible();
    // The permission list has the screen to itself (it was squeezed to ~60 px beside the groups).
    const cardWidth = await page.locator('[data-permission]').first().evaluate((card) => card.getBoundingClientRect().width);
    expect(cardWidth).toBeGreaterThan(300);
    expect(await fitsTheScreen()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(groups).toBeVisible();

    await page.getByRole('tab', { name: 'By app' }).click();
    const apps = page.getByRole('navigation', { name: 'Apps' });
    await apps.getByRole('button', { name: /^Fulfillment/ }).first().click();
    await expect(apps).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Who can open it' })).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(apps).toBeVisible();
  } finally {
    await context.close();
  }
});
