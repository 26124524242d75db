/**
 * Permissions by app (issue 24) through the host against the OMS dev server: the app list and its
 * search, who can open an app and who grants each capability — read back with performFind — never
 * a classification group, one read for the app, "Missing on this OMS" showing the one catalog id the
 * seed leaves out on purpose, and both views usable at 390 px wide, one pane at a time. Then a
 * capability's 'Manage security groups' (one current grant row for a grant, even on a double click,
 * seen on By security group; an end after the preview of what else the group loses) and 'View
 * history' (the ended grant with its thru date); a login without APP_PERMISSION_CREATE / UPDATE
 * only looks; and the dialog at 390 px wide.
 */
import type { Page } from '@playwright/test';
import { apiLogin, CATALOG_PERMISSION_LEFT_OUT, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsFind, test, usersApp } from './fixtures';

const PERMISSIONS_TAB = '/users/tabs/permissions';
const FULFILLMENT = `${PERMISSIONS_TAB}?view=app&app=fulfillment`;
const SAVED = 'Security group permission association successfully updated.';

/**
 * The grant the manage test makes and ends again: Fulfillment's 'See carriers' (CARRIER_SETUP_VIEW,
 * which 'Add carriers' checks too) to the Fulfillment Associate, who holds no carrier id in the seed
 * (seed/suite-permissions.ts) and whom no other spec reads.
 */
const GRANT = { groupId: 'FULFILLMENT_ASSOCIATE', name: 'Fulfillment Associate', permissionId: 'CARRIER_SETUP_VIEW', capability: 'See carriers' } as const;

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

/** The SecurityGroupPermission rows of one id and group: every one, or (`current`) those in effect now. */
async function grantRows(groupId: string, permissionId: string, current = false): Promise<{ fromDate: number; thruDate: number | null }[]> {
  const { token } = await apiLogin('admin');
  return omsFind(token, { entityName: 'SecurityGroupPermission', inputFields: { groupId, permissionId }, ...(current ? { filterByDate: 'Y' } : {}), orderBy: 'fromDate' });
}

/** A capability card of the chosen app: the list item with that title. */
const capabilityCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });

/** The groupIds a region links to (?view=group&groupId=…). */
async function linkedGroups(page: Page, region: ReturnType<Page['locator']>): Promise<Set<string>> {
  const hrefs = await region.locator('a[href*="groupId="]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('groupId') ?? ''));
}

test('By app: the Users app shows the groups that can open it as the OMS has them, never a classification group', async ({ adminPage: page }) => {
  // The reads of who holds given permissions (the tab's own reads of the classification groups
  // left out). Their bodies only an intercepted request exposes: the 'request' event's postData()
  // is null for the app's requests (test/e2e/users-list.spec.ts).
  const bodies: string[] = [];
  await page.route('**/api/performFind', async (route) => {
    const body = route.request().postDataJSON() as { entityName?: string; inputFields?: Record<string, unknown> } | null;
    if (body?.entityName === 'SecurityGroupAndPermission' && body.inputFields?.permissionId_op === 'in') bodies.push(JSON.stringify(body.inputFields.permissionId_value));
    await route.continue();
  });
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
  await page.unroute('**/api/performFind');
  // Opening the app read its grants with one request (all its ids at once), not one per permission.
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toContain('USERS_APP_VIEW');
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
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(groups).toBeVisible();

    await page.getByRole('tab', { name: 'By app' }).click();
    const apps = page.getByRole('navigation', { name: 'Apps' });
    await apps.getByRole('button', { name: /^Fulfillment/ }).first().click();
    await expect(apps).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Who can open it' })).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);

    // 'Manage security groups' fits too: the alternatives (the admin one's long label), the group
    // list scrolled to its end, and the review step's Save, all within the 390 px.
    await capabilityCard(page, 'Ship orders').getByRole('button', { name: 'Manage security groups: Ship orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage security groups' });
    const through = dialog.getByRole('radiogroup', { name: 'Grant through' });
    await expect(through.getByRole('radio', { name: 'FF_SHIP_NOW', exact: true })).toBeChecked();
    await expect(through.getByRole('radio', { name: /^COMMON_ADMIN: an admin permission/ })).not.toBeChecked();
    const boxes = dialog.getByRole('group', { name: 'Security groups' }).getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(5);
    expect(await fitsTheScreen()).toBe(true);
    const dialogWidth = await dialog.evaluate((surface) => surface.getBoundingClientRect().width);
    expect(dialogWidth).toBeLessThanOrEqual(390);
    // The last group of the list is reachable (the list scrolls inside the dialog) and can be ticked.
    const last = boxes.last();
    const wasChecked = await last.isChecked();
    await last.click();
    await expect(last).toBeChecked({ checked: !wasChecked });
    await expect(last).toBeInViewport();
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeEnabled();
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Back', exact: true })).toBeInViewport({ ratio: 1 });
    expect(await fitsTheScreen()).toBe(true);
    // Nothing is sent: Cancel leaves the grants as they were.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(apps).toBeVisible();
  } finally {
    await context.close();
  }
});

test("'Manage security groups' grants a capability with one grant row, ends it after the preview of what else goes, and 'View history' shows the ended grant", async ({ adminPage: page }) => {
  const { groupId, name, permissionId, capability } = GRANT;
  expect(await grantRows(groupId, permissionId, true)).toEqual([]);
  await page.goto(`${e2eUrls().host}${FULFILLMENT}`);
  const card = capabilityCard(page, capability);
  await expect(card.getByRole('link', { name: 'Warehouse Manager' })).toBeVisible();
  await expect(card.getByRole('link', { name })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Manage security groups' });
  const box = dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  const review = dialog.getByRole('button', { name: 'Review changes' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });

  await test.step('grant: exactly one current row, even when Save is double-clicked; the card and By security group show it', async () => {
    await card.getByRole('button', { name: `Manage security groups: ${capability}` }).click();
    await expect(dialog.getByText(`Grants ${permissionId}`)).toBeVisible();
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
    await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill(name);
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await expect(box).not.toBeChecked();
    await expect(review).toBeDisabled();
    await box.click();
    await expect(review).toBeEnabled();
    await review.click();
    await expect(dialog.getByRole('region', { name: 'Groups that gain it' })).toHaveText(`Groups that gain it${name}: grants ${permissionId}`);
    await expect(dialog.getByRole('region', { name: 'Groups that lose it' })).toHaveCount(0);
    await save.dblclick();
    await expect(dialog).toBeHidden();
    await expect(usersApp(page).toast(SAVED)).toBeVisible();
    await expect(card.getByRole('link', { name })).toBeVisible();
    const rows = await grantRows(groupId, permissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.thruDate ?? null).toBeNull();
    expect(await grantRows(groupId, permissionId, true)).toHaveLength(1);
    // 'Add carriers' checks the same id: its card lists the group too.
    await expect(capabilityCard(page, 'Add carriers').getByRole('link', { name })).toBeVisible();

    // By security group (the card's link) has the permission checked.
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/[?&]view=group(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]groupId=${groupId}(&|$)`));
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill(permissionId);
    await expect(page.locator(`[data-permission="${permissionId}"]`).first().getByRole('checkbox')).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]view=app(&|$)/);
    await expect(card.getByRole('link', { name })).toBeVisible();
  });

  await test.step('remove: the preview names the id that ends and what else the group loses; then no current row and no badge', async () => {
    await card.getByRole('button', { name: `Manage security groups: ${capability}` }).click();
    await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill(groupId);
    await expect(box).toBeChecked();
    await box.click();
    await review.click();
    const lose = dialog.getByRole('region', { name: 'Groups that lose it' });
    await expect(lose.getByText(`${name}: ends ${permissionId}`)).toBeVisible();
    await expect(lose.getByText(`${name} would also lose:`)).toBeVisible();
    const lost = await lose.getByRole('listitem').allTextContents();
    expect(lost).toContain('Fulfillment: Add carriers');
    expect(lost).not.toContain(`Fulfillment: ${capability}`);
    await expect(dialog.getByRole('region', { name: 'Groups that gain it' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "the removal preview of 'Manage security groups'");
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('link', { name })).toHaveCount(0);
    await expect(capabilityCard(page, 'Add carriers').getByRole('link', { name })).toHaveCount(0);
    expect(await grantRows(groupId, permissionId, true)).toEqual([]);
    const rows = await grantRows(groupId, permissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.thruDate).toEqual(expect.any(Number));
  });

  await test.step("'View history' lists the ended grant with its thru date beside the current ones", async () => {
    await card.getByRole('button', { name: `View history: ${capability}` }).click();
    const history = page.getByRole('list', { name: `History of ${capability}` });
    const ended = history.getByRole('listitem').filter({ hasText: name });
    await expect(ended).toHaveCount(1);
    await expect(ended).toContainText(permissionId);
    await expect(ended).not.toContainText('Current');
    await expect(ended).toHaveText(new RegExp(`^${name}${permissionId}\\S.* - \\S.*$`));
    await expect(history.getByRole('listitem').filter({ hasText: 'Warehouse Manager' })).toContainText('Current');
    await page.getByRole('dialog', { name: `History of ${capability}` }).getByRole('button', { name: 'Close' }).click();
    await expect(history).toBeHidden();
  });
});

test("a login without APP_PERMISSION_CREATE / UPDATE sees who grants a capability and its history, but no 'Manage security groups'", async ({ page }) => {
  await loginThroughHost(page, 'manager', FULFILLMENT);
  const card = capabilityCard(page, GRANT.capability);
  await expect(card.getByRole('link', { name: 'Warehouse Manager' })).toBeVisible();
  await expect(card.getByRole('button', { name: `View history: ${GRANT.capability}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Manage security groups/ })).toHaveCount(0);
  await card.getByRole('button', { name: `View history: ${GRANT.capability}` }).click();
  const history = page.getByRole('list', { name: `History of ${GRANT.capability}` });
  await expect(history.getByRole('listitem').filter({ hasText: 'Warehouse Manager' })).toContainText('Current');
});
