/**
 * Fault-matrix rows of the Permissions tab (the BIZADMIN group).
 */
import type { Page } from '@playwright/test';
import { expect, omsFind, omsPost } from './fixtures';
import { countCurrent, currentRows } from './matrix-restore';
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

/** The group the row creates; after a cell that created it for real, the next one makes another. */
let groupRun = 0;
const newGroup = () => (groupRun === 0 ? { name: 'Matrix night shift', groupId: 'MATRIX_NIGHT_SHIFT' } : { name: `Matrix night shift ${groupRun}`, groupId: `MATRIX_NIGHT_SHIFT_${groupRun}` });

async function openCreateGroup(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/create-security-group`);
  await page.getByRole('textbox', { name: 'Name' }).fill(newGroup().name);
  await page.getByRole('textbox', { name: 'Description' }).focus();
  await expect(page.getByRole('textbox', { name: 'Internal ID' })).toHaveValue(newGroup().groupId);
}

export const PERMISSION_ROWS: MatrixRow[] = [
  {
    name: 'create a security group',
    call: 'service/createSecurityGroup',
    // The server's message when it sends one (spec), else the app's.
    failure: /Failed to create security group\.|Injected fault|Permission denied/,
    success: 'Security group created successfully.',
    // A group cannot be deleted: each cell after it creates one of another name.
    lost: {
      shows: 'success',
      async restore() {
        groupRun += 1;
      },
      records: async (token) => (await omsFind(token, { entityName: 'SecurityGroup', inputFields: { groupId: newGroup().groupId } })).length,
    },
    open: openCreateGroup,
    async act(page) {
      await page.getByRole('button', { name: 'Create security group' }).click();
    },
    async usable(page) {
      await expect(page).toHaveURL(/\/create-security-group$/);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(newGroup().name);
      await expect(page.getByRole('textbox', { name: 'Internal ID' })).toHaveValue(newGroup().groupId);
      await expect(page.getByRole('button', { name: 'Create security group' })).toBeEnabled();
    },
    async matchesServer(page, token) {
      const groups = await omsFind(token, { entityName: 'SecurityGroup', inputFields: { groupId: newGroup().groupId } });
      await page.goto(`${new URL(page.url()).origin}/users/tabs/permissions`);
      await expect(page.getByRole('button', { name: 'Create security group' })).toBeVisible();
      await expect(page.getByText(newGroup().name, { exact: true })).toHaveCount(groups.length > 0 ? 1 : 0);
    },
  },
  {
    name: 'grant a permission',
    call: 'service/addSecurityPermissionToSecurityGroup',
    failure: 'Failed to update security group permission association.',
    success: 'Security group permission association successfully updated.',
    lost: {
      shows: 'success',
      async restore(token) {
        for (const grant of await currentRows<{ fromDate: number }>(token, 'SecurityGroupPermission', { groupId: PERMISSION_GROUP, permissionId: PERMISSION_ID })) {
          await omsPost(token, 'service/updateSecurityPermissionToSecurityGroup', { groupId: PERMISSION_GROUP, permissionId: PERMISSION_ID, fromDate: grant.fromDate, thruDate: Date.now() });
        }
      },
      records: (token) => countCurrent(token, 'SecurityGroupPermission', { groupId: PERMISSION_GROUP, permissionId: PERMISSION_ID }),
    },
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
    lost: {
      shows: 'success',
      // No success text: the dialog closes and the group carries its new name.
      async check(page) {
        await expect(page.getByRole('dialog', { name: 'Edit' })).toBeHidden();
        await expect(page.getByRole('heading', { level: 2, name: 'Business Admin (matrix)' })).toBeVisible();
      },
      restore: (token) => omsPost(token, 'service/updateSecurityGroup', { groupId: PERMISSION_GROUP, groupName: 'Business Admin' }).then(() => undefined),
    },
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
    lost: {
      shows: 'success',
      async restore(token) {
        if ((await countCurrent(token, 'SecurityGroupPermission', { groupId: PERMISSION_GROUP, permissionId: GRANTED_PERMISSION_ID })) === 0) {
          await omsPost(token, 'service/addSecurityPermissionToSecurityGroup', { groupId: PERMISSION_GROUP, permissionId: GRANTED_PERMISSION_ID, fromDate: Date.now() });
        }
      },
    },
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
