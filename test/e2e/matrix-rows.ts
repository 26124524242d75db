/**
 * The rows of the fault matrix (fault-matrix.spec.ts): one write each, done through its screen,
 * with the spec's failure and success texts, what "usable again" means for its control, and how
 * the screen after a reload is compared with what performFind reads from the server.
 *
 * The writes are made on seeded records no other spec changes (Felix Fulton, Maria Garcia's
 * favourite store, the BIZADMIN group), and under a fault nothing is written, so rows can run in any
 * order and again.
 */
import type { Locator, Page } from '@playwright/test';
import { FULFILLMENT_ADMIN_USER, KNOWN_PERSON, expect, omsFind } from './fixtures';

export const FAULTS = ['http500', 'errorMessage', 'drop', 'malformed', 'emptyOk', 'forbidden'] as const;
export type Fault = (typeof FAULTS)[number];
/** The matrix's columns: each fault, and the reload after the row's faults (screen = server). */
export const COLUMNS = [...FAULTS, 'reload'] as const;
export type Column = (typeof COLUMNS)[number];

export interface MatrixRow {
  name: string;
  /** The OMS call the write makes (the fault's target). */
  call: string;
  failure: string;
  /** The success text, where the spec gives one (a failed write must never show it). */
  success?: string;
  /** The answer carries data the app needs (a contactMechId…): `emptyOk` applies. */
  answersWithData?: boolean;
  /** Opens the row's screen and waits until it has read everything. */
  open(page: Page): Promise<void>;
  /** Makes the write, confirmations included (continues a dialog a failed cell left open). */
  act(page: Page): Promise<void>;
  /** The control is usable again and shows what the server has. */
  usable(page: Page): Promise<void>;
  /** Closes what the row left open before the reload. */
  leave?(page: Page): Promise<void>;
  /** After a reload: the screen shows what performFind reads. */
  matchesServer(page: Page, token: string): Promise<void>;
}

const FELIX = FULFILLMENT_ADMIN_USER;
const FELIX_NAME = `${FELIX.firstName} ${FELIX.lastName}`;
const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title });

async function openDetails(page: Page, partyId: string, name: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/user-details/${partyId}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

const openFelix = (page: Page) => openDetails(page, FELIX.partyId, FELIX_NAME);
/** Maria Garcia has product stores to choose a favourite from (her favourite is STORE_US). */
const openMaria = (page: Page) => openDetails(page, KNOWN_PERSON.partyId, `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`);

const PERMISSION_GROUP = 'BIZADMIN';
const PERMISSION_ID = 'MARKETING_VIEW';
const permissionBox = (page: Page) => page.locator(`[data-permission="${PERMISSION_ID}"]`).first().getByRole('checkbox');

async function openPermissions(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/tabs/permissions?groupId=${PERMISSION_GROUP}`);
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill(PERMISSION_ID);
  await expect(permissionBox(page)).toBeVisible();
}

/** Fills a dialog's field unless a failed cell left it open with the value already in it. */
async function openDialogWith(page: Page, title: string, open: () => Promise<void>, field: string, value: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  if (!(await dialog.isVisible())) {
    await open();
    await dialog.getByRole('textbox', { name: field }).fill(value);
  }
  return dialog;
}

async function cancelDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

const NEW_EMAIL = 'felix.matrix@example.com';
const NEW_PHONE = '5550199';

export const ROWS: MatrixRow[] = [
  {
    name: 'block login',
    call: 'service/updateUserLoginStatus',
    failure: 'Failed to update user login status.',
    success: 'User login status updated successfully.',
    open: openFelix,
    async act(page) {
      await card(page, 'Login details').getByRole('switch', { name: 'Block login' }).click();
      await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).click();
    },
    async usable(page) {
      const toggle = card(page, 'Login details').getByRole('switch', { name: 'Block login' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
    },
    async matchesServer(page, token) {
      const [login] = await omsFind<{ enabled?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      const toggle = card(page, 'Login details').getByRole('switch', { name: 'Block login' });
      if (login?.enabled === 'N') await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    name: 'force logout',
    call: 'service/forceLogout',
    failure: 'Failed to perform force logout.',
    success: 'User has been logged out.',
    open: openFelix,
    async act(page) {
      await card(page, 'Login details').getByRole('button', { name: 'Force logout' }).click();
      await page.getByRole('alertdialog', { name: 'Force logout' }).getByRole('button', { name: 'Yes' }).click();
    },
    async usable(page) {
      await expect(card(page, 'Login details').getByRole('button', { name: 'Force logout' })).toBeEnabled();
    },
    async matchesServer(page, token) {
      const [login] = await omsFind<{ hasLoggedOut?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      const button = card(page, 'Login details').getByRole('button', { name: 'Force logout' });
      if (login?.hasLoggedOut === 'Y') await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
    },
  },
  {
    name: 'edit email',
    call: 'service/createUpdatePartyEmailAddress',
    failure: 'Failed to update email.',
    success: 'Email updated successfully.',
    answersWithData: true,
    open: openFelix,
    async act(page) {
      const dialog = await openDialogWith(
        page,
        'Edit email',
        async () => {
          await card(page, 'Contact details').getByRole('button', { name: 'Email actions' }).click();
          await page.getByRole('menuitem', { name: 'Edit' }).click();
        },
        'Email',
        NEW_EMAIL,
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const dialog = page.getByRole('dialog', { name: 'Edit email' });
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_EMAIL);
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Edit email'),
    async matchesServer(page, token) {
      const emails = await omsFind<{ infoString?: string }>(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: FELIX.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' },
        filterByDate: 'Y',
      });
      const contacts = card(page, 'Contact details');
      for (const { infoString } of emails) if (infoString) await expect(contacts.getByText(infoString)).toBeVisible();
      if (!emails.some((email) => email.infoString === NEW_EMAIL)) await expect(contacts.getByText(NEW_EMAIL)).toHaveCount(0);
    },
  },
  {
    name: 'add phone number',
    call: 'service/createUpdatePartyTelecomNumber',
    failure: 'Failed to add phone number.',
    success: 'Phone number added successfully.',
    answersWithData: true,
    open: openFelix,
    async act(page) {
      const dialog = await openDialogWith(
        page,
        'Add phone number',
        () => card(page, 'Contact details').getByRole('button', { name: 'Add phone number' }).click(),
        'Phone number',
        NEW_PHONE,
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const dialog = page.getByRole('dialog', { name: 'Add phone number' });
      await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue(NEW_PHONE);
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Add phone number'),
    async matchesServer(page, token) {
      const phones = await omsFind(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: FELIX.partyId, contactMechPurposeTypeId: 'PRIMARY_PHONE' },
        filterByDate: 'Y',
      });
      const add = card(page, 'Contact details').getByRole('button', { name: 'Add phone number' });
      if (phones.length === 0) await expect(add).toBeVisible();
      else await expect(add).toHaveCount(0);
    },
  },
  {
    name: 'show as picker',
    call: 'service/ensurePartyRole',
    failure: 'Failed to update user role.',
    success: 'User picker role updated successfully.',
    open: openFelix,
    async act(page) {
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
    },
    async usable(page) {
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
    },
    async matchesServer(page, token) {
      const roles = await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: FELIX.partyId, roleTypeId: 'WAREHOUSE_PICKER' } });
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      if (roles.length > 0) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    name: 'favourite product store',
    call: 'service/setUserPreference',
    failure: 'Failed to set favorite product store.',
    success: 'Favorite product store updated successfully.',
    open: openMaria,
    async act(page) {
      await card(page, 'Favorites').getByRole('combobox', { name: 'Product store' }).selectOption('STORE_CA');
    },
    async usable(page) {
      const select = card(page, 'Favorites').getByRole('combobox', { name: 'Product store' });
      await expect(select).toBeEnabled();
      await expect(select).toHaveValue(KNOWN_PERSON.favoriteProductStoreId);
    },
    async matchesServer(page, token) {
      const [preference] = await omsFind<{ userPrefValue?: string }>(token, {
        entityName: 'UserPreference',
        inputFields: { userLoginId: KNOWN_PERSON.userLoginId, userPrefTypeId: 'FAVORITE_PRODUCT_STORE' },
      });
      await expect(card(page, 'Favorites').getByRole('combobox', { name: 'Product store' })).toHaveValue(preference?.userPrefValue ?? '');
    },
  },
  {
    name: 'add security group',
    call: 'service/addPartyUserPermission',
    failure: 'Failed to update some security group(s).',
    success: 'Security group(s) updated successfully.',
    open: openFelix,
    async act(page) {
      const select = page.getByRole('dialog', { name: 'Select security groups' });
      if (!(await select.isVisible())) {
        await card(page, 'Clearance').getByRole('button', { name: 'Add', exact: true }).first().click();
        await select.getByRole('searchbox', { name: 'Search security groups' }).fill('merch');
      }
      const box = select.getByRole('checkbox', { name: /Merchandising Manager/ });
      if (!(await box.isChecked())) await box.check();
      await select.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const select = page.getByRole('dialog', { name: 'Select security groups' });
      // Either the dialog is still open with the choice and Save usable, or it closed and Add is usable.
      if (await select.isVisible()) await expect(select.getByRole('button', { name: 'Save' })).toBeEnabled();
      else await expect(card(page, 'Clearance').getByRole('button', { name: 'Add', exact: true }).first()).toBeEnabled();
      await expect(card(page, 'Clearance').getByText('Merchandising Manager')).toHaveCount(0);
    },
    leave: (page) => cancelDialog(page, 'Select security groups'),
    async matchesServer(page, token) {
      const held = await omsFind(token, {
        entityName: 'UserLoginSecurityGroup',
        inputFields: { userLoginId: FELIX.userLoginId, groupId: 'MERCHANDISE_MGR' },
        filterByDate: 'Y',
      });
      await expect(card(page, 'Clearance').getByText('Merchandising Manager')).toHaveCount(held.length > 0 ? 1 : 0);
    },
  },
  {
    name: 'grant a permission',
    call: 'service/addSecurityPermissionToSecurityGroup',
    failure: 'Failed to update security group permission association.',
    success: 'Security group permission association successfully updated.',
    open: openPermissions,
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
    open: openPermissions,
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
];

/** Rows × faults as a table (pass / FAIL / n/a) with the totals, and the failed cells. */
export function matrixTable(results: ReadonlyMap<string, ReadonlyMap<Column, string>>): { table: string; failed: string[] } {
  const width = Math.max(...[...results.keys()].map((name) => name.length), 5);
  const lines = [`${'write'.padEnd(width)} | ${COLUMNS.map((column) => column.padEnd(12)).join(' | ')}`];
  const failed: string[] = [];
  let tried = 0;
  let notApplicable = 0;
  for (const [name, cells] of results) {
    lines.push(`${name.padEnd(width)} | ${COLUMNS.map((column) => (cells.get(column) ?? '-').padEnd(12)).join(' | ')}`);
    for (const fault of FAULTS) {
      const value = cells.get(fault);
      if (value === 'n/a') notApplicable++;
      else tried++;
      if (value !== 'pass' && value !== 'n/a') failed.push(`${name} × ${fault}`);
    }
    if (cells.get('reload') !== 'pass') failed.push(`${name}: the screen after a reload`);
  }
  lines.push(`${results.size} writes × ${FAULTS.length} faults: ${tried} tried, ${tried - failed.length} passed, ${failed.length} failed, ${notApplicable} n/a`);
  return { table: lines.join('\n'), failed };
}
