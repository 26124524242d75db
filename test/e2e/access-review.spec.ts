/**
 * Access review and access history (issue 39) through the host against the OMS dev server, whose
 * seed keeps login history as OFBiz does (shell-dev/oms/README.md, "Login history"): a login last
 * used 120 days ago is flagged inactive with its day count, a never-used login is flagged, Remove
 * on those two offboards exactly them (read back with performFind), the downloaded record lists
 * every login with its decision and outcome; a user's access history shows a group added and ended
 * and a failed login. No OMS answer of these tests carries passwordUsed (fixtures.ts checks every
 * test's page).
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import { openNewReview } from './access-review-support';
import { apiLogin, createUserWithLogin, DAILY_FACILITY_LOGIN, e2eUrls, expect, expectNoSeriousA11yViolations, injectFault, INACTIVE_USER, NEVER_USED_LOGIN, omsFind, omsPost, tabTo, test } from './fixtures';

interface Held {
  userLoginId: string;
  partyId: string;
  groups: string[];
  stores: string[];
  facilities: Array<{ facilityId: string; roleTypeId: string }>;
}

const held: Held[] = [];

/** What a seeded user holds now (to give it back after the test: other specs read the seed). */
async function holdings(user: { userLoginId: string; partyId: string }): Promise<Held> {
  const { token } = await apiLogin('admin');
  const groups = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: user.userLoginId }, filterByDate: 'Y' });
  const stores = await omsFind<{ productStoreId: string }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId: user.partyId }, filterByDate: 'Y' });
  const facilities = await omsFind<{ facilityId: string; roleTypeId: string }>(token, { entityName: 'FacilityParty', inputFields: { partyId: user.partyId }, filterByDate: 'Y' });
  return { ...user, groups: groups.map((row) => row.groupId), stores: stores.map((row) => row.productStoreId), facilities: facilities.map(({ facilityId, roleTypeId }) => ({ facilityId, roleTypeId })) };
}

test.afterAll(async () => {
  const { token } = await apiLogin('admin');
  for (const user of held) {
    await omsPost(token, 'service/updateUserLoginStatus', { enabled: 'Y', partyId: user.partyId, userLoginId: user.userLoginId }).catch(() => undefined);
    if (user.groups.length) await omsPost(token, 'service/addPartyUserPermission', { userLoginId: user.userLoginId, groupIds: user.groups }).catch(() => undefined);
    for (const productStoreId of user.stores) await omsPost(token, 'service/createProductStoreRole', { partyId: user.partyId, productStoreId, roleTypeId: 'APPLICATION_USER' }).catch(() => undefined);
    for (const facility of user.facilities) await omsPost(token, 'service/addPartyToFacility', { partyId: user.partyId, ...facility }).catch(() => undefined);
  }
});

test('access review: flags with day counts, Remove on two flagged logins offboards exactly them, and the record lists every login', async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  held.push(await holdings(INACTIVE_USER), await holdings(NEVER_USED_LOGIN));
  await page.goto(`${e2eUrls().host}/users/tabs/users`);
  await page.getByRole('button', { name: 'Access review', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access review' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Logins under review' });
  const search = page.getByRole('textbox', { name: 'Search logins' });

  await search.fill(INACTIVE_USER.userLoginId);
  const inactive = table.getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId });
  await expect(inactive).toContainText(`${INACTIVE_USER.daysSinceLastSuccess} days ago`);
  await expect(inactive).toContainText(`${INACTIVE_USER.failedAttemptsSince} failed since`);
  await expect(inactive).toContainText('Inactive');
  await expect(inactive).toContainText('Recommended: remove (inactive)');
  await expectNoSeriousA11yViolations(page, 'the access review');
  // The decision by keyboard: into the row's radio group, the arrow to Remove.
  await tabTo(page, inactive.getByRole('radio', { name: 'Keep' }), { max: 80 });
  await page.keyboard.press('ArrowRight');
  await expect(inactive.getByRole('radio', { name: 'Remove' })).toBeChecked();

  await search.fill(NEVER_USED_LOGIN.userLoginId);
  const never = table.getByRole('row').filter({ hasText: NEVER_USED_LOGIN.userLoginId });
  await expect(never).toContainText('Never logged in');
  await expect(never).toContainText('Recommended: remove (never used)');
  // A decision for everything the filter shows: here the one login the search leaves.
  await page.getByRole('button', { name: 'Remove all shown' }).click();
  await expect(never.getByRole('radio', { name: 'Remove' })).toBeChecked();

  // The reviewer's own login is never offered Remove, not even by 'Remove all shown'.
  await search.fill('admin');
  const own = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'admin', exact: true }) });
  await expect(own.getByRole('radio', { name: 'Remove' })).toBeDisabled();

  await search.fill('');
  await page.getByRole('button', { name: 'Apply removals (2)' }).click();
  // Before anything is written: per login, what the offboarding ends (planned from bulk reads).
  const dialog = page.getByRole('dialog', { name: 'Apply the decisions' });
  const ends = dialog.getByRole('list', { name: 'What will end' }).getByRole('listitem');
  await expect(ends).toHaveCount(2);
  await expect(ends.filter({ hasText: INACTIVE_USER.userLoginId })).toContainText(/Ends: the login \(blocked\) \(1\)/);
  await expect(ends.filter({ hasText: INACTIVE_USER.userLoginId })).toContainText(/the security groups \([1-9]\)/);
  await expectNoSeriousA11yViolations(page, 'the access review\'s preview');
  await dialog.getByRole('button', { name: 'Apply to 2 logins' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed 2 of 2; 0 failed.' })).toBeVisible({ timeout: 30_000 });

  for (const user of [INACTIVE_USER, NEVER_USED_LOGIN]) {
    const [login] = await omsFind<{ enabled?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: user.userLoginId }, fieldList: ['enabled'] });
    expect(login?.enabled, user.userLoginId).toBe('N');
    expect(await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: user.userLoginId }, filterByDate: 'Y' }), user.userLoginId).toEqual([]);
  }
  // The screen reads them again: the row shows what the OMS now has, not the facts as reviewed.
  await search.fill(INACTIVE_USER.userLoginId);
  const removed = table.getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId });
  await expect(removed).toContainText('Blocked by an admin');
  await expect(removed.getByRole('cell').nth(3)).toHaveText('-', { useInnerText: true });
  await search.fill('');
  // Exactly them: another flagged login (in COMMERCE_SUPER, unused for 180 days) keeps its access.
  const [other] = await omsFind<{ userLoginId: string; enabled?: string }>(token, { entityName: 'UserLogin', inputFields: { partyId: '10029' }, fieldList: ['userLoginId', 'enabled'] });
  expect(other?.enabled).not.toBe('N');
  expect((await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: other!.userLoginId }, filterByDate: 'Y' })).length).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the record' }).click()]);
  const [header, ...rows] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  const column = (name: string) => header!.indexOf(name);
  const every = await omsFind<{ userLoginId: string }>(token, { entityName: 'UserLogin', noConditionFind: 'Y', fieldList: ['userLoginId'], viewSize: 5000 });
  expect(rows.map((row) => row[column('userLoginId')]).sort()).toEqual(every.map((row) => row.userLoginId).sort());
  const line = (id: string) => rows.find((row) => row[column('userLoginId')] === id)!;
  for (const user of [INACTIVE_USER, NEVER_USED_LOGIN]) {
    expect([line(user.userLoginId)[column('decision')], line(user.userLoginId)[column('applied')], line(user.userLoginId)[column('decided by')]]).toEqual(['remove', 'done', 'admin']);
  }
  expect(line(INACTIVE_USER.userLoginId)[column('flags')]).toContain('Inactive');
  expect(JSON.stringify(rows)).not.toContain('passwordUsed');

  // The printable record: the review's facts once, then the same row per login.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Printable record' }).click()]);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/^Access review \d{4}-\d{2}-\d{2}$/);
  await expect(popup.getByRole('definition').nth(1)).toHaveText('admin');
  await expect(popup.locator('tbody tr')).toHaveCount(every.length);
  await expect(popup.locator('tbody tr').filter({ hasText: INACTIVE_USER.userLoginId })).toContainText('remove');
  await popup.close();

  // The tab keeps the review (a reload finds it as it was) until 'Start a new review', which asks first.
  await page.reload();
  await search.fill(INACTIVE_USER.userLoginId);
  await expect(table.getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId })).toContainText('Removed');
  await expect(page.getByRole('button', { name: 'Apply removals (0)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start a new review' }).click();
  await page.getByRole('alertdialog', { name: 'Start a new review' }).getByRole('button', { name: 'Start a new review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Decided: 0.' })).toBeVisible();
});

test('by keyboard alone: a scope, the sort by last login, and Remove groups ends the chosen group only', async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const stamp = `Rev${Date.now().toString(36)}`;
  const userLoginId = `rita.${stamp}`.toLowerCase();
  await createUserWithLogin(token, { firstName: 'Rita', lastName: stamp, userLoginId, password: 'Rita@12345', groupIds: ['MERCHANDISE_MGR', 'CSR'] });
  await openNewReview(page);
  const table = page.getByRole('table', { name: 'Logins under review' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Scope: facility logins only, newest last login first — the daily facility login leads.
  await tabTo(page, page.getByRole('combobox', { name: 'Scope' }), { max: 40 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('Facility');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Scope' })).toHaveText('Facility logins');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Last login, n');
  await page.keyboard.press('Enter');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(DAILY_FACILITY_LOGIN.userLoginId);
  await expect(first).toContainText(/(?<!\d)[0-6] days ago/);
  await expect(table.getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId })).toHaveCount(0);

  // Back to every login; the new login, its groups chosen by keyboard.
  await page.getByRole('combobox', { name: 'Scope' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Scope' })).toHaveText('Every login');
  await page.getByRole('textbox', { name: 'Search logins' }).focus();
  await page.keyboard.type(userLoginId);
  const row = table.getByRole('row').filter({ hasText: userLoginId });
  await expect(row).toHaveCount(1);
  await tabTo(page, row.getByRole('button', { name: `Remove groups from ${userLoginId}` }), { max: 40 });
  await page.keyboard.press('Enter');
  const choose = page.getByRole('dialog', { name: `Security groups to remove from ${userLoginId}` });
  await tabTo(page, choose.getByRole('checkbox', { name: /MERCHANDISE_MGR/ }), { max: 10 });
  await page.keyboard.press('Space');
  await tabTo(page, choose.getByRole('button', { name: 'Save' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Remove groups: MERCHANDISE_MGR');

  await tabTo(page, page.getByRole('button', { name: 'Apply removals (1)' }), { max: 40, back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply the decisions' });
  await expect(dialog.getByRole('listitem')).toHaveText(`${userLoginId} Ends: Security groups (Merchandising Manager).`);
  await tabTo(page, dialog.getByRole('button', { name: 'Apply to 1 login' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Removed', { timeout: 30_000 });

  const groups = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId }, filterByDate: 'Y' });
  expect(groups.map((group) => group.groupId)).toEqual(['CSR']);
  const [login] = await omsFind<{ enabled?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled'] });
  expect(login?.enabled).toBe('Y');
});

test('a refused removal says so, leaves the groups as the OMS has them, and a second Apply finishes it', async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const userLoginId = `rudi.rev${Date.now().toString(36)}`;
  await createUserWithLogin(token, { firstName: 'Rudi', lastName: userLoginId.slice(5), userLoginId, password: 'Rudi@12345', groupIds: ['MERCHANDISE_MGR', 'CSR'] });
  const current = async () => (await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId }, filterByDate: 'Y' })).map((row) => row.groupId).sort();
  await openNewReview(page);
  await page.getByRole('textbox', { name: 'Search logins' }).fill(userLoginId);
  const row = page.getByRole('table', { name: 'Logins under review' }).getByRole('row').filter({ hasText: userLoginId });
  await row.getByRole('button', { name: `Remove groups from ${userLoginId}` }).click();
  const choose = page.getByRole('dialog', { name: `Security groups to remove from ${userLoginId}` });
  await choose.getByRole('checkbox', { name: /MERCHANDISE_MGR/ }).check();
  await choose.getByRole('button', { name: 'Save' }).click();

  await injectFault('service/removePartyUserPermission', 'errorMessage');
  await page.getByRole('button', { name: 'Apply removals (1)' }).click();
  await page.getByRole('dialog', { name: 'Apply the decisions' }).getByRole('button', { name: 'Apply to 1 login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed 0 of 1; 1 failed.' })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Failed:');
  await expect(row).not.toContainText('Removed');
  expect(await current()).toEqual(['CSR', 'MERCHANDISE_MGR']);

  // The decision is kept: Apply again ends the group.
  await page.getByRole('button', { name: 'Apply removals (1)' }).click();
  await page.getByRole('dialog', { name: 'Apply the decisions' }).getByRole('button', { name: 'Apply to 1 login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed 1 of 1; 0 failed.' })).toBeVisible({ timeout: 30_000 });
  expect(await current()).toEqual(['CSR']);
});

test("a user's access history shows a group added and ended, and a failed login", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const stamp = `Hist${Date.now().toString(36)}`;
  const userLoginId = `hana.${stamp}`.toLowerCase();
  const partyId = await createUserWithLogin(token, { firstName: 'Hana', lastName: stamp, userLoginId, password: 'Hana@12345' });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: ['MERCHANDISE_MGR'] });
  const [row] = await omsFind<{ fromDate: number }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId, groupId: 'MERCHANDISE_MGR' }, filterByDate: 'Y' });
  await omsPost(token, 'service/removePartyUserPermission', { userLoginId, groupId: 'MERCHANDISE_MGR', fromDate: row!.fromDate });
  // A wrong password: the OMS answers an error and keeps the attempt.
  await fetch(new URL('login', e2eUrls().oms), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ USERNAME: userLoginId, PASSWORD: 'wrong-one' }) });

  await page.goto(`${e2eUrls().host}/users/user-details/${partyId}`);
  const card = page.getByRole('group', { name: 'Access history' }).or(page.locator('[aria-labelledby="access-history-title"]'));
  await tabTo(page, page.getByRole('button', { name: 'Show access history' }), { max: 80 });
  await page.keyboard.press('Enter');
  const list = card.getByRole('list', { name: 'Access history' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Login failed');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Removed from security group Merchandising Manager');
  await expect(list.getByRole('listitem').nth(2)).toContainText('Added to security group Merchandising Manager');
  await expectNoSeriousA11yViolations(page, 'the access history');
});
