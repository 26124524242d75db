/**
 * Bulk actions (issue 38) on the Users tab's selection, through the host against the OMS dev
 * server: three users added to a group (the preview first, a double click writing once, 'Export
 * selected'), every user a filter matches blocked, and a keyboard-only bulk Offboard whose preview
 * names what ends and what is kept (the focus on the run's Pause moves on when the run ends); a run
 * left by going Back stops, and says what it did. Everything
 * is read back from the OMS with performFind.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import Papa from 'papaparse';
import { apiLogin, clearFaults, e2eUrls, expect, expectNoSeriousA11yViolations, injectFault, omsFind, omsPost, tabTo, test, usersApp } from './fixtures';
import { newUser, putAwayMadeUsers, readBack } from './offboardees';

putAwayMadeUsers();

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
  const ended = 'the login (blocked) (1), its sessions (1), the security groups (2), the product stores (2), the facilities (1).';
  const ends = `Ends: ${ended}`;
  for (const user of users) {
    const line = dialog.getByRole('listitem').filter({ hasText: user.userLoginId });
    await expect(line).toContainText(ends);
    await expect(line).toContainText('Kept: Their facility history refers to the picker role');
  }
  await expectNoSeriousA11yViolations(page, 'the bulk offboarding preview');
  await tabTo(page, dialog.getByRole('button', { name: 'Apply to 3 users' }));
  // The OMS holds the blocks a while, so the run's Pause can take the focus before the run ends.
  await injectFault('service/updateUserLoginStatus', 'delay', { times: 3, delayMs: 1_500 });
  try {
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Pause' }), { back: true, max: 5 });
    await expect(dialog.getByText('Done 3 of 3; 0 failed.')).toBeVisible();
  } finally {
    await clearFaults();
  }
  // Pause went with the run: the focus moved on to the dialog's next control, 'Download results', not to <body> (where Escape would not reach the dialog).
  await expect(dialog.getByRole('button', { name: 'Download results' })).toBeFocused();
  // The results file (Enter on it): one line per user, what was ended, and no password or token.
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const [header, ...lines] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(header).toEqual(['partyId', 'name', 'userLoginId', 'result', 'details']);
  expect(lines.map((line) => [line[0], line[3], line[4]]).sort()).toEqual(users.map((user) => [user.partyId, 'done', expect.stringContaining(`Ended: ${ended}`)]).sort());
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

test('bulk: going Back from a running Block login stops it (the users in flight finish, no other is written) and a toast says what was done', async ({ adminPage: page }) => {
  const stamp = `Back${Date.now().toString(36)}`;
  const users = await Promise.all(['q', 'r', 's', 't', 'u', 'v'].map((label) => newUser(`${stamp}${label}`)));
  // Into the Users tab and its search inside the app, so that Back stays in the app.
  await page.goto(`${e2eUrls().host}/users/tabs/permissions`);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`Leaver${stamp}`);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(6);
  await page.getByRole('checkbox', { name: `Select ${users[0]!.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await bar.getByRole('button', { name: 'Select all 6 matching' }).click();
  await bar.getByRole('button', { name: 'Block login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block login' });
  await expect(dialog.getByText('Changes: 6. Skipped: 0.')).toBeVisible();
  // The four users the run takes first (four at a time) are held at the OMS for a while.
  await injectFault('service/updateUserLoginStatus', 'delay', { times: 6, delayMs: 2_000 });
  try {
    await dialog.getByRole('button', { name: 'Apply to 6 users' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Back until the Permissions tab (the search may have pushed one entry or two): the run's screen gone.
    for (let step = 0; step < 4 && !new URL(page.url()).pathname.endsWith('/tabs/permissions'); step += 1) {
      await page.evaluate(() => new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
        window.history.back();
      }));
    }
    await expect(page.getByRole('heading', { name: 'Permissions' }).first()).toBeVisible();
    await expect(page.getByText('Block login was stopped when its screen was left: 4 done, 0 failed, 2 not run.', { exact: true })).toBeVisible({ timeout: 15_000 });
  } finally {
    await clearFaults();
  }
  const enabled = await Promise.all(users.map(async (user) => (await readBack(user)).login?.enabled));
  expect(enabled.filter((value) => value === 'N')).toHaveLength(4);
  expect(enabled.filter((value) => value !== 'N')).toHaveLength(2);
});

test("bulk: a search can list the admin's own user; Block login and Offboard leave it out and say so, and the OMS keeps its login enabled", async ({ adminPage: page }) => {
  // Without a search the list leaves the admin out (the spec); a search lists 'Ada Admin' (admin).
  await page.goto(`${e2eUrls().host}/users/tabs/users?q=Admin`);
  await page.getByRole('checkbox', { name: 'Select Ada Admin' }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  for (const action of ['Block login', 'Offboard']) {
    await bar.getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog.getByText('Changes: 0. Skipped: 1.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'admin' })).toContainText('Your own user is left out.');
    await expect(dialog.getByRole('button', { name: /^Apply to/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  const { token } = await apiLogin('admin');
  expect((await omsFind<{ enabled?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['enabled'] }))[0]?.enabled).not.toBe('N');
});

test("bulk: a user un-ticked after 'Select all matching' is left out of the count, 'Export selected', the preview and the run; ticked again, back in", async ({ adminPage: page }) => {
  const stamp = `Out${Date.now().toString(36)}`;
  const users = await Promise.all(['w', 'x', 'y', 'z'].map((label) => newUser(`${stamp}${label}`)));
  const left = users[2]!;
  const kept = users.filter((user) => user !== left);
  await page.goto(`${e2eUrls().host}/users/tabs/users?q=${encodeURIComponent(`Leaver${stamp}`)}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(4);
  const box = (user: { name: string }) => page.getByRole('checkbox', { name: `Select ${user.name}` });
  const shown = page.getByRole('checkbox', { name: 'Select all shown' });
  await box(users[0]!).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await bar.getByRole('button', { name: 'Select all 4 matching' }).click();
  await expect(bar.getByText('Selected: 4 of 4 matching')).toBeVisible();
  await box(left).uncheck();
  await expect(bar.getByText('Selected: 3 of 4 matching')).toBeVisible();
  for (const user of users) await expect(box(user)).toBeChecked({ checked: user !== left });
  // Some of the rows shown are ticked, not all: the header box is mixed.
  await expect(shown).toBeChecked({ indeterminate: true });
  // Ticked again, everyone matching is selected again; and left out once more.
  await box(left).check();
  await expect(bar.getByText('Selected: 4 of 4 matching')).toBeVisible();
  await expect(shown).toBeChecked();
  await box(left).uncheck();
  await expect(bar.getByText('Selected: 3 of 4 matching')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export selected' }).click()]);
  const [, ...rows] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(rows.map((row) => row[0]).sort()).toEqual(kept.map((user) => user.partyId).sort());

  await bar.getByRole('button', { name: 'Block login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block login' });
  await expect(dialog.getByText('Changes: 3. Skipped: 0.')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: left.userLoginId })).toHaveCount(0);
  await expect(dialog.getByRole('listitem').filter({ hasText: kept[0]!.userLoginId })).toContainText('The login will be blocked.');
  await dialog.getByRole('button', { name: 'Apply to 3 users' }).click();
  await expect(dialog.getByText('Done 3 of 3; 0 failed.')).toBeVisible();
  // The results file says what was done to each user.
  const [results] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download results' }).click()]);
  const [, ...lines] = Papa.parse<string[]>(fs.readFileSync((await results.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(lines.map((line) => [line[0], line[3], line[4]]).sort()).toEqual(kept.map((user) => [user.partyId, 'done', 'The login was blocked.']).sort());
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (const user of kept) expect((await readBack(user)).login?.enabled, user.userLoginId).toBe('N');
  expect((await readBack(left)).login?.enabled).not.toBe('N');
});

test('bulk: Back to the previous filter while Unblock login runs stops it as Cancel would (the users in flight finish), and a toast says what was done', async ({ adminPage: page }) => {
  const stamp = `Flt${Date.now().toString(36)}`;
  const users = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => newUser(`${stamp}${label}`)));
  const { token } = await apiLogin('admin');
  for (const user of users) await omsPost(token, 'service/updateUserLoginStatus', { enabled: 'N', partyId: user.partyId, userLoginId: user.userLoginId });
  await page.goto(`${e2eUrls().host}/users/tabs/users?q=${encodeURIComponent(`Leaver${stamp}`)}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(5);
  // The admin narrows the list to blocked logins (a history entry), then unblocks them all.
  await page.getByRole('combobox', { name: 'Login status' }).selectOption({ label: 'Login blocked' });
  await expect(page).toHaveURL(/[?&]status=N/);
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(5);
  await page.getByRole('checkbox', { name: `Select ${users[0]!.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await bar.getByRole('button', { name: 'Select all 5 matching' }).click();
  await bar.getByRole('button', { name: 'Unblock login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Unblock login' });
  await expect(dialog.getByText('Changes: 5. Skipped: 0.')).toBeVisible();
  // The four users the run takes first are held at the OMS for a while.
  await injectFault('service/updateUserLoginStatus', 'delay', { times: 5, delayMs: 2_000 });
  try {
    await dialog.getByRole('button', { name: 'Apply to 5 users' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => {
      window.addEventListener('popstate', resolve, { once: true });
      window.history.back();
    }));
    await expect(page).not.toHaveURL(/[?&]status=N/);
    await expect(usersApp(page).toast('Unblock login was stopped when its screen was left: 4 done, 0 failed, 1 not run.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
  } finally {
    await clearFaults();
  }
  const enabled = await Promise.all(users.map(async (user) => (await readBack(user)).login?.enabled));
  expect(enabled.filter((value) => value === 'N')).toHaveLength(1);
});
