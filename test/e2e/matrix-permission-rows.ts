/**
 * Fault-matrix rows of the Permissions tab (the BIZADMIN group).
 */
import type { Page } from '@playwright/test';
import { expect, omsFind } from './fixtures';
import { cancelDialog } from './matrix-support';
import type { MatrixRow } from './matrix-support';

const PERMISSION_GROUP = 'BIZADMIN';
/** Not granted to BIZADMIN in the seed. */
const PERMISSION_ID = 'MARKETING_VIEW';
/** Granted to BIZADMIN in the seed. */
const GRANTED_PERMISSION_ID = 'CATALOG_ADMIN';
const permissionBox = (page: Page, permissionId = PERMISSION_ID) => page.locator(`[data-permission="${permissionId}"]`).first().getByRole('checkbox');

async function openPermissions(page: Page, permissionId = PERMISSION_ID): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/tabs/permissions?groupId=${PERMISSION_GROUP}`);
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill(permissionId);
  await expect(permissionBox(page, permissionId)).toBeVisible();
}

const NEW_GROUP = { name: 'Matrix night shift', groupId: 'MATRIX_NIGHT_SHIFT' } as const;

async function openCreateGroup(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/create-security-group`);
  await page.getByRole('textbox', { name: 'Name' }).fill(NEW_GROUP.name);
  await page.getByRole('textbox', { name: 'Description' }).focus();
  await expect(page.getByRole('textbox', { name: 'Internal ID' })).toHaveValue(NEW_GROUP.groupId);
}

export const PERMISSION_ROWS: MatrixRow[] = [
  {
    name: 'create a security group',
    call: 'service/createSecurityGroup',
    // The server's message when it sends one (spec), else the app's.
    failure: /Failed to create security group\.|Injected fault|Permission denied/,
    success: 'Security group created successfully.',
    open: openCreateGroup,
    async act(page) {
      await page.getByRole('button', { name: 'Create security group' }).click();
    },
    async usable(page) {
      await expect(page).toHaveURL(/\/create-security-group$/);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(NEW_GROUP.name);
      await expect(page.getByRole('textbox', { name: 'Internal ID' })).toHaveValue(NEW_GROUP.groupId);
      await expect(page.getByRole('button', { name: 'Create security group' })).toBeEnabled();
    },
    async matchesServer(page, token) {
      const groups = await omsFind(token, { entityName: 'SecurityGroup', inputFields: { groupId: NEW_GROUP.groupId } });
      await page.goto(`${new URL(page.url()).origin}/users/tabs/permissions`);
      await expect(page.getByRole('button', { name: 'Create security group' })).toBeVisible();
      await expect(page.getByText(NEW_GROUP.name)).toHaveCount(groups.length > 0 ? 1 : 0);
    },
  },
  {
    name: 'grant a permission',
    call: 'service/addSecurityPermissionToSecurityGroup',
    failure: 'Failed to update security group permission association.',
    success: 'Security group permission association successfully updated.',
    open: (page) => openPermissions(page),
    async act(page) {
      await expect(permissionBox(page)).not.toBeChecked();
      await permissionBox(page).click();
    },
    async usable(page) {
      await expect(permissionBox(page)).toBeEnabled();
      await expect(permissionBox(page)).not.toBeChecked();
    },
    async matchesServer(page, token) {
      await page.getByRole('searchbox', { name: 'Search permissions' }).fill(PERMISSION_ID);
      const grants = await omsFind(token, {
        entityName: 'SecurityGroupPermission',
        inputFields: { groupId: PERMISSION_GROUP, permissionId: PERMISSION_ID },
        filterByDate: 'Y',
      });
      if (grants.length > 0) await expect(permissionBox(page)).toBeChecked();
      else await expect(permissionBox(page)).not.toBeChecked();
    },
  },
  {
    name: 'edit a security group',
    call: 'service/updateSecurityGroup',
    failure: 'Failed to update security group.',
    open: (page) => openPermissions(page),
    async act(page) {
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      if (!(await dialog.isVisible())) {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await dialog.getByRole('textbox', { name: 'Name' }).fill('Business Admin (matrix)');
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Business Admin (matrix)');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Edit'),
    async matchesServer(page, token) {
      const [group] = await omsFind<{ groupName?: string }>(token, { entityName: 'SecurityGroup', inputFields: { groupId: PERMISSION_GROUP } });
      await expect(page.getByRole('heading', { level: 2, name: group?.groupName ?? PERMISSION_GROUP })).toBeVisible();
    },
  },
  {
    name: 'end a permission',
    call: 'service/updateSecurityPermissionToSecurityGroup',
    failure: 'Failed to update security group permission association.',
    success: 'Security group permission association successfully updated.',
    open: (page) => openPermissions(page, GRANTED_PERMISSION_ID),
    async act(page) {
      await expect(permissionBox(page, GRANTED_PERMISSION_ID)).toBeChecked();
      await permissionBox(page, GRANTED_PERMISSION_ID).click();
    },
    async usable(page) {
      await expect(permissionBox(page, GRANTED_PERMISSION_ID)).toBeEnabled();
      await expect(permissionBox(page, GRANTED_PERMISSION_ID)).toBeChecked();
    },
    async matchesServer(page, token) {
      await page.getByRole('searchbox', { name: 'Search permissions' }).fill(GRANTED_PERMISSION_ID);
      const grants = await omsFind(token, {
        entityName: 'SecurityGroupPermission',
        inputFields: { groupId: PERMISSION_GROUP, permissionId: GRANTED_PERMISSION_ID },
        filterByDate: 'Y',
      });
      if (grants.length > 0) await expect(permissionBox(page, GRANTED_PERMISSION_ID)).toBeChecked();
      else await expect(permissionBox(page, GRANTED_PERMISSION_ID)).not.toBeChecked();
    },
  },
];
