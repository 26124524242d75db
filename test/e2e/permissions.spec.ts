/**
 * Security groups and permissions through the host against the OMS dev server: create a group
 * (derived id, the 20-character error, the counter), grant and end a permission and read the
 * grant back, a failed grant, the manager's disabled boxes, and nobody without
 * APP_PERMISSION_VIEW on the tab.
 */
import type { Page } from '@playwright/test';
import { apiLogin, e2eUrls, expect, expectNoSeriousA11yViolations, injectFault, loginThroughHost, omsFind, test, usersApp } from './fixtures';

const grantsOf = async (groupId: string, permissionId: string) =>
  omsFind<{ fromDate: number; thruDate: number | null }>((await apiLogin('admin')).token, {
    entityName: 'SecurityGroupPermission',
    inputFields: { groupId, permissionId },
    orderBy: 'fromDate',
  });

const card = (page: Page, permissionId: string) => page.locator(`[data-permission="${permissionId}"]`).first();

test('create a group, grant a permission and end it again: the OMS keeps the fromDate and sets the thruDate', async ({ page }) => {
  const name = `Floor staff ${Date.now() % 100000}`;
  const groupId = name.toUpperCase().replace(/\s+/g, '_');
  await loginThroughHost(page, 'admin', '/users/tabs/permissions');
  await page.getByRole('button', { name: 'Create security group' }).click();
  await expect(page).toHaveURL(`${e2eUrls().host}/users/create-security-group`);

  await page.getByRole('textbox', { name: 'Internal ID' }).fill('X'.repeat(21));
  await expect(page.getByText('Internal ID cannot be more than 20 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Internal ID' }).fill('');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Picks and packs');
  await expect(page.getByText('15/255')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).focus();
  await expect(page.getByRole('textbox', { name: 'Internal ID' })).toHaveValue(groupId);
  await page.getByRole('button', { name: 'Create security group' }).dblclick();
  await expect(usersApp(page).toast('Security group created successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Add permissions to ${name}` })).toBeVisible();
  const groups = await omsFind((await apiLogin('admin')).token, { entityName: 'SecurityGroup', inputFields: { groupId } });
  expect(groups).toHaveLength(1);

  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('USERS_APP_VIEW');
  const box = card(page, 'USERS_APP_VIEW').getByRole('checkbox');
  await box.click();
  await expect(usersApp(page).toast('Security group permission association successfully updated.')).toBeVisible();
  await expect(box).toBeChecked();
  const granted = await grantsOf(groupId, 'USERS_APP_VIEW');
  expect(granted).toHaveLength(1);
  expect(granted[0]?.thruDate).toBeNull();

  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/tabs/permissions\\?groupId=${groupId}$`));
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('USERS_APP_VIEW');
  await expect(card(page, 'USERS_APP_VIEW').getByRole('checkbox')).toBeChecked();
  await card(page, 'USERS_APP_VIEW').getByRole('checkbox').click();
  await expect(usersApp(page).toast('Security group permission association successfully updated.').first()).toBeVisible();
  await expect(card(page, 'USERS_APP_VIEW').getByRole('checkbox')).not.toBeChecked();
  const ended = await grantsOf(groupId, 'USERS_APP_VIEW');
  expect(ended).toHaveLength(1);
  expect(ended[0]?.fromDate).toBe(granted[0]?.fromDate);
  expect(ended[0]?.thruDate).toEqual(expect.any(Number));
  await expectNoSeriousA11yViolations(page, 'the Permissions tab');
});

test('a grant the OMS refuses leaves the box unchecked with the failure text', async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users/tabs/permissions?groupId=CSR');
  await page.getByRole('switch', { name: 'Only selected permissions' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('MARKETING_VIEW');
  const box = card(page, 'MARKETING_VIEW').getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await injectFault('service/addSecurityPermissionToSecurityGroup', 'errorMessage');
  await box.click();
  await expect(usersApp(page).toast('Failed to update security group permission association.')).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  expect((await grantsOf('CSR', 'MARKETING_VIEW')).filter((row) => row.thruDate === null)).toHaveLength(0);
});

test('a manager sees the boxes but cannot change them', async ({ page }) => {
  await loginThroughHost(page, 'manager', '/users/tabs/permissions?groupId=CSR');
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('ORDERMGR');
  const boxes = page.locator('[data-permission]').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create security group' })).toHaveCount(0);
});

test("the Users tab filtered by a group links back to that group's permissions", async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users/tabs/users?group=CSR');
  await page.getByRole('link', { name: 'View permissions of this group' }).click();
  await expect(page).toHaveURL(new RegExp('/users/tabs/permissions\\?groupId=CSR$'));
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Service Representative' })).toBeVisible();
});
