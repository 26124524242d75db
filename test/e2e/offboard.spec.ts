/**
 * Offboarding (issue 38) through the host against the OMS dev server: the preview names what ends
 * and what stays (the picker role, which the user's facility rows refer to), 'Offboard' ends every
 * membership with one thruDate, blocks the login and ends its sessions; a refused step is reported
 * and 'Retry' finishes it, leaving no duplicate and nothing half-ended; Restore access brings back
 * exactly what ended; a file of usernames offboards the users it names. (The Users tab's bulk
 * actions: bulk-actions.spec.ts.) Everything is read back from the OMS with performFind.
 */
import type { Page } from '@playwright/test';
import { apiLogin, clearFaults, e2eUrls, expect, expectDirectOmsViolations, expectNoSeriousA11yViolations, injectFault, omsFind, omsPost, test } from './fixtures';
import { newUser, putAwayMadeUsers, readBack } from './offboardees';
import type { Offboardee } from './offboardees';

putAwayMadeUsers();

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

test('Restore access brings back exactly what the offboarding ended, and unblocks the login last: refused part-way, it is offered again after a reload', async ({ adminPage: page }) => {
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

  // A first restore refused at the groups: the unblock, its last step, waits; the login stays blocked.
  await page.getByRole('button', { name: 'Restore access…' }).click();
  const refused = page.getByRole('dialog', { name: `Restore access for ${user.name}` });
  await expect(refused.getByRole('list', { name: 'What comes back' })).toContainText('Unblock the login');
  await injectFault('service/addPartyUserPermission', 'http500');
  try {
    await refused.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(refused.getByText('Some steps failed. Retry to finish what is left.')).toBeVisible();
  } finally {
    await clearFaults();
  }
  const partway = await readBack(user);
  expect(partway.login?.enabled).toBe('N');
  expect(partway.stores.filter((row) => row.thruDate == null).map((row) => row.productStoreId).sort()).toEqual(['STORE_CA', 'STORE_US']);
  await refused.getByRole('button', { name: 'Close' }).click();

  // Closed and the page loaded again: the card still offers to finish it.
  await page.reload();
  await page.getByRole('button', { name: 'Restore access…' }).click();
  const dialog = page.getByRole('dialog', { name: `Restore access for ${user.name}` });
  const back = dialog.getByRole('list', { name: 'What comes back' });
  await expect(back).toContainText('Unblock the login');
  await expect(back).toContainText('Add the security groups again');
  await expect(back).not.toContainText('Demo Store US');
  await expect(back).not.toContainText('Demo Outlet');
  await expectNoSeriousA11yViolations(page, 'the restore preview');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).dblclick();
  await expect(dialog.getByText(`Access restored for ${user.name}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The login unblocked: nothing left to restore.
  await expect(page.getByRole('button', { name: 'Restore access…' })).toHaveCount(0);

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

const currentRows = <T extends { thruDate?: number | null }>(rows: T[]) => rows.filter((row) => row.thruDate == null);

/** Offboards `user` from their page (with 'Also disable the user' when `disable`), checking the preview's warnings first. */
async function offboard(page: Page, user: Offboardee, disable = false) {
  const dialog = await openOffboard(page, user);
  if (disable) await dialog.getByRole('checkbox', { name: 'Also disable the user' }).check();
  // A super user could give every group back: no warning.
  await expect(dialog.getByRole('list', { name: 'What ends' })).toContainText('End the security groups');
  await expect(dialog).not.toContainText('You could not give back');
  await dialog.getByRole('button', { name: 'Offboard', exact: true }).click();
  await expect(dialog.getByText(`${user.name} is offboarded.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test("a super user's restore gives back a restricted group the offboarding ended (the user's only group, Warehouse Manager)", async ({ adminPage: page }) => {
  // The set-up gives the new login a restricted group straight through the OMS (rule 4 of the OMS's
  // watch); the restore's re-add through the app gives back a group the login held: no violation.
  expectDirectOmsViolations();
  const user = await newUser('h', ['WAREHOUSE_MANAGER']);
  await offboard(page, user);
  expect(currentRows((await readBack(user)).groups)).toEqual([]);

  await page.getByRole('button', { name: 'Restore access…' }).click();
  const dialog = page.getByRole('dialog', { name: `Restore access for ${user.name}` });
  const back = dialog.getByRole('list', { name: 'What comes back' });
  await expect(back.getByRole('listitem').filter({ hasText: 'Add the security groups again' })).toContainText('Warehouse Manager');
  await expect(dialog.getByRole('list', { name: 'What does not come back' })).toHaveCount(0);
  await expect(dialog).not.toContainText('restricted group');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByText(`Access restored for ${user.name}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const after = await readBack(user);
  expect(currentRows(after.groups).map((row) => row.groupId)).toEqual(['WAREHOUSE_MANAGER']);
  expect(after.login?.enabled).toBe('Y');
  expect(currentRows(after.stores).map((row) => row.productStoreId).sort()).toEqual(['STORE_CA', 'STORE_US']);
  // The Clearance card shows it again.
  await expect(page.getByText('Warehouse Manager').first()).toBeVisible();
});

test('Offboarded with Also disable the user, a restore enables the user again and then unblocks the login; only then it says Access restored', async ({ adminPage: page }) => {
  const user = await newUser('i');
  await offboard(page, user, true);
  const offboarded = await readBack(user);
  expect(offboarded.party?.statusId).toBe('PARTY_DISABLED');
  expect(offboarded.login?.enabled).toBe('N');

  await page.getByRole('button', { name: 'Restore access…' }).click();
  const dialog = page.getByRole('dialog', { name: `Restore access for ${user.name}` });
  const back = dialog.getByRole('list', { name: 'What comes back' });
  await expect(back.getByRole('listitem').first()).toHaveText(`Enable the user ${user.name}`);
  await expect(back.getByRole('listitem').last()).toHaveText(`Unblock the login ${user.userLoginId}`);
  await expect(dialog).not.toContainText('only an enabled user');
  // Nothing is written before the button.
  expect((await readBack(user)).party?.statusId).toBe('PARTY_DISABLED');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByText(`Access restored for ${user.name}.`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Restore steps' })).toContainText('Enable the user');

  const after = await readBack(user);
  expect(after.party?.statusId).toBe('PARTY_ENABLED');
  expect(after.login?.enabled).toBe('Y');
  expect(currentRows(after.groups).map((row) => row.groupId).sort()).toEqual(['CSR', 'STORE_MANAGER']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('switch', { name: 'Disable user' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Block login' })).not.toBeChecked();
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
