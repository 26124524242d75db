/**
 * Offboarding and bulk actions (issue 38) through the host against the OMS dev server: the
 * preview names what ends and what stays (the picker role, which the user's facility rows refer
 * to), 'Offboard' ends every membership with one thruDate, blocks the login and ends its sessions;
 * a refused step is reported and 'Retry' finishes it, leaving no duplicate and nothing half-ended;
 * Restore access brings back exactly what ended; a file of usernames offboards the users it names;
 * the Users tab's selection adds three users to a group and blocks every user a filter matches.
 * Everything is read back from the OMS with performFind.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import Papa from 'papaparse';
import { apiLogin, clearFaults, createUserParty, e2eUrls, expect, expectNoSeriousA11yViolations, injectFault, omsFind, omsPost, ORGANIZATION, tabTo, test } from './fixtures';

interface Offboardee {
  partyId: string;
  userLoginId: string;
  name: string;
}

/** Every user these tests make: put out of the other specs' way at the end (see afterAll). */
const made: Offboardee[] = [];

/**
 * The users these tests blocked and gave groups would fill the lists other specs read (blocked
 * logins, the first pages): their logins are unblocked and the parties disabled, which the Users
 * tab's default filter hides.
 */
test.afterAll(async () => {
  const { token } = await apiLogin('admin');
  for (const user of made) {
    await omsPost(token, 'service/updateUserLoginStatus', { enabled: 'Y', partyId: user.partyId, userLoginId: user.userLoginId }).catch(() => undefined);
    await omsPost(token, 'service/updatePerson', { partyId: user.partyId, statusId: 'PARTY_DISABLED' }).catch(() => undefined);
  }
});

/** A user of its own: a login in CSR and STORE_MANAGER, two product stores, one picker facility. */
async function newUser(label: string): Promise<Offboardee> {
  const { token } = await apiLogin('admin');
  const stamp = `${label}${Date.now().toString(36)}`;
  const lastName = `Leaver${stamp}`;
  const partyId = await createUserParty(token, { firstName: 'Olga', lastName });
  const userLoginId = `olga.${stamp}`.toLowerCase();
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId,
    currentPassword: 'Olga@12345',
    currentPasswordVerify: 'Olga@12345',
    requirePasswordChange: 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: ['CSR', 'STORE_MANAGER'] });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'APPLICATION_USER' });
  for (const productStoreId of ['STORE_US', 'STORE_CA']) await omsPost(token, 'service/createProductStoreRole', { partyId, productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: Date.now() });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' });
  // A session of theirs, to be ended.
  await omsPost(undefined, 'login', { USERNAME: userLoginId, PASSWORD: 'Olga@12345' });
  const user = { partyId, userLoginId, name: `Olga ${lastName}` };
  made.push(user);
  return user;
}

/** What the OMS holds for the user: the login's state and every row, current or ended. */
async function readBack(user: Offboardee) {
  const { token } = await apiLogin('admin');
  const [login] = await omsFind<{ enabled?: string; hasLoggedOut?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: user.userLoginId }, fieldList: ['enabled', 'hasLoggedOut'] });
  const groups = await omsFind<{ groupId: string; thruDate?: number | null }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: user.userLoginId }, viewSize: 50 });
  const stores = await omsFind<{ productStoreId: string; thruDate?: number | null }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId: user.partyId }, viewSize: 50 });
  const facilities = await omsFind<{ facilityId: string; thruDate?: number | null }>(token, { entityName: 'FacilityParty', inputFields: { partyId: user.partyId }, viewSize: 50 });
  const [party] = await omsFind<{ statusId?: string }>(token, { entityName: 'Party', inputFields: { partyId: user.partyId }, fieldList: ['statusId'] });
  return { login, groups, stores, facilities, party };
}

async function openOffboard(page: Page, user: Offboardee) {
  await page.goto(`${e2eUrls().host}/users/user-details/${user.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name: user.name })).toBeVisible();
  await page.getByRole('button', { name: 'Offboard…' }).click();
  const dialog = page.getByRole('dialog', { name: `Offboard ${user.name}` });
  await expect(dialog.getByRole('list', { name: 'What ends' })).toBeVisible();
  return dialog;
}

test('offboarding one user ends every membership with one thruDate, blocks the login and ends its sessions; the party can be disabled too', async ({ adminPage: page }) => {
  const user = await newUser('a');
  const dialog = await openOffboard(page, user);
  const ends = dialog.getByRole('list', { name: 'What ends' });
  await expect(ends).toContainText('Block the login');
  await expect(ends).toContainText('End the security groups');
  await expect(ends).toContainText('Demo Store US');
  await expect(ends).toContainText('End the facilities');
  // The picker role stays: the facility row refers to it (the OMS would refuse the delete).
  await expect(dialog.getByRole('list', { name: 'What stays' })).toContainText('WAREHOUSE_PICKER');
  await dialog.getByRole('checkbox', { name: 'Also disable the user' }).check();
  await expect(ends).toContainText('Disable the user');
  await expectNoSeriousA11yViolations(page, 'the offboarding preview');
  // Nothing is written before the button.
  expect((await readBack(user)).login?.enabled).toBe('Y');

  await dialog.getByRole('button', { name: 'Offboard', exact: true }).dblclick();
  await expect(dialog.getByText(`${user.name} is offboarded.`)).toBeVisible();
  const after = await readBack(user);
  expect(after.login).toEqual(expect.objectContaining({ enabled: 'N', hasLoggedOut: 'Y' }));
  expect(after.party?.statusId).toBe('PARTY_DISABLED');
  expect(after.groups).toHaveLength(2);
  expect(after.groups.every((row) => typeof row.thruDate === 'number')).toBe(true);
  // Store and facility rows: ended, not deleted, all with the offboarding's one thruDate; none added.
  const ended = [...after.stores, ...after.facilities];
  expect(ended).toHaveLength(3);
  expect(new Set(ended.map((row) => row.thruDate)).size).toBe(1);
  expect(typeof ended[0]?.thruDate).toBe('number');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The cards show it.
  await expect(page.getByRole('switch', { name: 'Block login' })).toBeChecked();
});

test('a refused step is reported; Retry finishes it, leaving no duplicate and nothing half-ended', async ({ adminPage: page }) => {
  const user = await newUser('b');
  const dialog = await openOffboard(page, user);
  await injectFault('service/updateProductStoreRole', 'errorMessage');
  await injectFault('service/removePartyFromFacility', 'lostAnswer');
  await dialog.getByRole('button', { name: 'Offboard', exact: true }).click();
  await expect(dialog.getByText('Some steps failed. Retry to finish what is left.')).toBeVisible();
  const steps = dialog.getByRole('list', { name: 'Offboarding steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'End the product stores' })).toContainText('Failed');
  const half = await readBack(user);
  // Reported as it is: one store row still current, the other ended.
  expect(half.stores.filter((row) => row.thruDate == null)).toHaveLength(1);
  expect(half.login?.enabled).toBe('N');

  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText(`${user.name} is offboarded.`)).toBeVisible();
  const after = await readBack(user);
  expect(after.stores).toHaveLength(2);
  expect(after.stores.every((row) => typeof row.thruDate === 'number')).toBe(true);
  expect(new Set([...after.stores, ...after.facilities].map((row) => row.thruDate)).size).toBe(1);
  expect(after.groups).toHaveLength(2);
  await clearFaults();
});

test('Restore access brings back exactly what the offboarding ended, and unblocks the login', async ({ adminPage: page }) => {
  const user = await newUser('c');
  const { token } = await apiLogin('admin');
  // An older, unrelated end: not the offboarding's, so not restored.
  await omsPost(token, 'service/createProductStoreRole', { partyId: user.partyId, productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER', fromDate: Date.now() - 2 * 86_400_000 });
  const [outlet] = await omsFind<{ fromDate: number }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId: user.partyId, productStoreId: 'STORE_OUTLET' }, filterByDate: 'Y' });
  await omsPost(token, 'service/updateProductStoreRole', { partyId: user.partyId, productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER', fromDate: outlet!.fromDate, thruDate: Date.now() - 86_400_000 });

  const offboard = await openOffboard(page, user);
  await offboard.getByRole('button', { name: 'Offboard', exact: true }).click();
  await expect(offboard.getByText(`${user.name} is offboarded.`)).toBeVisible();
  await offboard.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Restore access…' }).click();
  const dialog = page.getByRole('dialog', { name: `Restore access for ${user.name}` });
  const back = dialog.getByRole('list', { name: 'What comes back' });
  await expect(back).toContainText('Unblock the login');
  await expect(back).toContainText('Demo Store US');
  await expect(back).not.toContainText('Demo Outlet');
  await expectNoSeriousA11yViolations(page, 'the restore preview');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).dblclick();
  await expect(dialog.getByText(`Access restored for ${user.name}.`)).toBeVisible();

  const after = await readBack(user);
  expect(after.login?.enabled).toBe('Y');
  const current = <T extends { thruDate?: number | null }>(rows: T[]) => rows.filter((row) => row.thruDate == null);
  expect(current(after.groups).map((row) => row.groupId).sort()).toEqual(['CSR', 'STORE_MANAGER']);
  expect(current(after.stores).map((row) => row.productStoreId).sort()).toEqual(['STORE_CA', 'STORE_US']);
  expect(current(after.facilities).map((row) => row.facilityId)).toEqual(['BROADWAY']);
  // The ended rows stay as history: 2 + 2 + 1 ended by the offboarding, the outlet's older end.
  expect(after.groups).toHaveLength(4);
  expect(after.stores).toHaveLength(5);
});

test('a file of 5 usernames (1 unknown) offboards the 4 users and reports the unknown one', async ({ adminPage: page }) => {
  const users = await Promise.all(['d', 'e', 'f', 'g'].map((label) => newUser(label)));
  const file = Buffer.from(['Username', users[0]!.userLoginId, 'nobody.by.this.name', ...users.slice(1).map((user) => user.userLoginId)].join('\n'));
  await page.goto(`${e2eUrls().host}/users/import-users`);
  await page.getByRole('tab', { name: 'Offboard from a file' }).click();
  await page.getByTestId('import-file-input').setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: file });
  await expect(page.getByText('To offboard: 4. Rows naming nobody: 1.')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Rows of the file' });
  await expect(rows.locator('[data-line="3"]')).toContainText('No user has the username nobody.by.this.name.');
  await expectNoSeriousA11yViolations(page, 'offboard from a file');

  await page.getByRole('button', { name: 'Offboard these users' }).click();
  await expect(page.getByText('Offboarded 4 of 4; 0 failed.')).toBeVisible({ timeout: 30_000 });
  for (const user of users) {
    const after = await readBack(user);
    expect(after.login).toEqual(expect.objectContaining({ enabled: 'N', hasLoggedOut: 'Y' }));
    expect(after.groups.every((row) => typeof row.thruDate === 'number')).toBe(true);
    expect([...after.stores, ...after.facilities].every((row) => typeof row.thruDate === 'number')).toBe(true);
  }
  await expect(rows.locator('[data-line="3"]')).toContainText('No user has the username nobody.by.this.name.');
});

/** The Users tab searched for one word (the users a test made share it in their last name). */
async function searchUsers(page: Page, word: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/tabs/users?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(3);
}

test('bulk: three users selected, Add to security group: one current row each, the preview first', async ({ adminPage: page }) => {
  const stamp = `Bulk${Date.now().toString(36)}`;
  const users = await Promise.all(['h', 'i', 'j'].map((label) => newUser(`${stamp}${label}`)));
  await searchUsers(page, `Leaver${stamp}`);
  for (const user of users) await page.getByRole('checkbox', { name: `Select ${user.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText('Selected: 3')).toBeVisible();
  await bar.getByRole('button', { name: 'Add to security group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to security group' });
  await dialog.getByRole('combobox', { name: 'Security group' }).click();
  await page.getByRole('listbox', { name: 'Security group' }).getByRole('option', { name: 'Merchandising Manager' }).click();
  await expect(dialog.getByText('Changes: 3. Skipped: 0.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the bulk action preview');
  await dialog.getByRole('button', { name: 'Apply to 3 users' }).dblclick();
  await expect(dialog.getByText('Done 3 of 3; 0 failed.')).toBeVisible();
  const { token } = await apiLogin('admin');
  for (const user of users) {
    const rows = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: user.userLoginId, groupId: 'MERCHANDISE_MGR' }, filterByDate: 'Y' });
    expect(rows, user.userLoginId).toHaveLength(1);
  }

  // 'Export selected': the three users and no one else, with the group they were just given.
  await dialog.getByRole('button', { name: 'Done' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export selected' }).click()]);
  const [header, ...rows] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(header?.slice(0, 4)).toEqual(['partyId', 'name', 'userLoginId', 'security groups']);
  expect(rows.map((row) => row[0]).sort()).toEqual(users.map((user) => user.partyId).sort());
  for (const row of rows) expect(row[3]).toContain('Merchandising Manager');
});

test("bulk: 'Select all matching' then Block login blocks exactly the filter's users; a new filter clears the selection", async ({ adminPage: page }) => {
  const stamp = `All${Date.now().toString(36)}`;
  const users = await Promise.all(['k', 'l', 'm'].map((label) => newUser(`${stamp}${label}`)));
  await searchUsers(page, `Leaver${stamp}`);
  await page.getByRole('checkbox', { name: `Select ${users[0]!.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await bar.getByRole('button', { name: 'Select all 3 matching' }).click();
  await expect(bar.getByText('Selected: 3')).toBeVisible();
  await bar.getByRole('button', { name: 'Block login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block login' });
  await expect(dialog.getByText('Changes: 3. Skipped: 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply to 3 users' }).click();
  await expect(dialog.getByText('Done 3 of 3; 0 failed.')).toBeVisible();
  // One Cancel while it ran (the run's); once done, the dialog's own button says Close.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (const user of users) expect((await readBack(user)).login?.enabled).toBe('N');
  // The list is read again: each row says Blocked, as the OMS now has it.
  const table = page.getByRole('table', { name: 'Users' });
  for (const user of users) await expect(table.getByRole('row').filter({ hasText: user.userLoginId })).toContainText('Blocked');
  // Exactly the filter's users: the admin's own login is untouched.
  const { token } = await apiLogin('admin');
  expect((await omsFind<{ enabled?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['enabled'] }))[0]?.enabled).not.toBe('N');

  await page.getByRole('checkbox', { name: `Select ${users[1]!.name}` }).check();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`Leaver${stamp}k`);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page.getByText('The selection was cleared: the filter changed.')).toBeVisible();
});

test('bulk Offboard with the keyboard alone: each user\'s preview says what ends and what is kept; every membership ends, logins blocked and logged out', async ({ adminPage: page }) => {
  const stamp = `Kb${Date.now().toString(36)}`;
  const users = await Promise.all(['n', 'o', 'p'].map((label) => newUser(`${stamp}${label}`)));
  await searchUsers(page, `Leaver${stamp}`);
  for (const user of users) {
    const box = page.getByRole('checkbox', { name: `Select ${user.name}` });
    await tabTo(page, box, { max: 60 });
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText('Selected: 3')).toBeVisible();
  await tabTo(page, bar.getByRole('button', { name: 'Offboard', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Offboard' });
  await expect(dialog.getByText('Changes: 3. Skipped: 0.')).toBeVisible();
  const ends = 'Ends: Block the login (1), End its sessions (force logout) (1), End the security groups (2), End the product stores (2), End the facilities (1).';
  for (const user of users) {
    const line = dialog.getByRole('listitem').filter({ hasText: user.userLoginId });
    await expect(line).toContainText(ends);
    await expect(line).toContainText('Kept: Their facility history refers to the picker role');
  }
  await expectNoSeriousA11yViolations(page, 'the bulk offboarding preview');
  await tabTo(page, dialog.getByRole('button', { name: 'Apply to 3 users' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Done 3 of 3; 0 failed.')).toBeVisible();
  // The results file: one line per user, what ended, and no password or token.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download results' }).click()]);
  const [header, ...lines] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(header).toEqual(['partyId', 'name', 'userLoginId', 'result', 'details']);
  expect(lines.map((line) => [line[0], line[3], line[4]]).sort()).toEqual(users.map((user) => [user.partyId, 'done', expect.stringContaining(ends)]).sort());
  for (const user of users) {
    const after = await readBack(user);
    expect(after.login, user.userLoginId).toEqual({ enabled: 'N', hasLoggedOut: 'Y' });
    for (const rows of [after.groups, after.stores, after.facilities]) {
      expect(rows.length, user.userLoginId).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.thruDate), user.userLoginId).toEqual([]);
    }
    // One offboarding moment per user: its stores and facility share one thruDate.
    expect(new Set([...after.stores, ...after.facilities].map((row) => row.thruDate)).size, user.userLoginId).toBe(1);
  }
});
