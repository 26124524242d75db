/**
 * The Users tab against the OMS dev server, inside the host: search, filters in the URL (and after
 * a reload), page 2 on scrolling, and the CSV export. Expected sets come from the OMS itself (the
 * same query, read in one go), so other specs changing users do not break these.
 */
import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { userListBody } from '../../src/oms/users';
import type { UserListFilter, UserListRow } from '../../src/oms/users';
import {
  BLOCKED_USER,
  DISABLED_USER,
  KNOWN_PERSON,
  MULTI_GROUP_USER,
  PERSON_WITHOUT_LOGIN,
  apiLogin,
  e2eUrls,
  expect,
  expectNoSeriousA11yViolations,
  loginThroughHost,
  omsFind,
  omsPost,
  test,
} from './fixtures';

const USERS_TAB = '/users/tabs/users';
const DEFAULT_FILTER: UserListFilter = { queryString: '', securityGroup: '', status: '', hideDisabledUser: true };

/** The partyIds the OMS has for a filter, as the admin sees them (the admin left out without a search). */
async function expectedUsers(filter: UserListFilter): Promise<Set<string>> {
  const { token } = await apiLogin('admin');
  const profile = (await (await fetch(new URL('user-profile', e2eUrls().oms), { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    partyId: string;
  };
  const body = userListBody({ ...filter, currentPartyId: profile.partyId, viewIndex: 0, viewSize: 10_000 });
  const answer = await omsPost<{ docs?: UserListRow[] }>(token, 'performFind', body).catch(() => ({ docs: [] }));
  return new Set((answer.docs ?? []).map((doc) => doc.partyId));
}

/** The number in the "N users" label. */
async function shownCount(page: Page): Promise<number> {
  const label = page.getByText(/^\d+ users?$/);
  await expect(label).toBeVisible();
  return Number((await label.textContent())?.split(' ')[0]);
}

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Records the viewIndex of every list page the app asks for from now on (ky sends bodies as
 * streams, which only an intercepted request exposes). */
async function watchListPages(page: Page): Promise<number[]> {
  const pages: number[] = [];
  await page.route('**/api/performFind', async (route) => {
    const body = route.request().postDataJSON() as { entityName?: string; viewIndex?: number; viewSize?: number } | null;
    if (body?.entityName === 'PartyAndUserLoginSecurityGroupDetails' && body.viewSize === 20) pages.push(body.viewIndex ?? -1);
    await route.continue();
  });
  return pages;
}

test.beforeEach(async ({ page }) => {
  await loginThroughHost(page, 'admin', USERS_TAB);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(table(page)).toBeVisible();
});

test('the list shows each user once with their groups, and the count the OMS has', async ({ page }) => {
  expect(await shownCount(page)).toBe((await expectedUsers(DEFAULT_FILTER)).size);
  await expectNoSeriousA11yViolations(page, 'the Users tab');
});

test('search narrows the list to names and usernames starting with the first word', async ({ page }) => {
  const all = await shownCount(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`${KNOWN_PERSON.firstName.toLowerCase()} someone`);
  await expect(page).toHaveURL(/[?&]q=maria\+someone/);
  const maria = rowOf(page, `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`);
  await expect(maria).toHaveCount(1);
  await expect(maria.getByText('Store Manager')).toBeVisible();
  await expect(maria.getByText('Customer Service Representative')).toBeVisible();

  const narrowed = await expectedUsers({ ...DEFAULT_FILTER, queryString: 'maria' });
  await expect.poll(() => shownCount(page)).toBe(narrowed.size);
  expect(narrowed.size).toBeLessThan(all);
  // Every row shown starts a name or the username with the word.
  for (const cell of await table(page).getByRole('row').filter({ has: page.getByRole('link') }).getByRole('cell').nth(1).all()) {
    expect(await cell.textContent()).toMatch(/maria/i);
  }

  // Usernames count too: a login's own id finds its user.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(MULTI_GROUP_USER.userLoginId);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(rowOf(page, `${MULTI_GROUP_USER.firstName} ${MULTI_GROUP_USER.lastName}`)).toHaveCount(1);

  // The same words find the same users under every login-status filter: the username still
  // matches with 'Login enabled', and a person without a login is not 'Login enabled'.
  await page.getByRole('combobox', { name: 'Login status' }).selectOption({ label: 'Login enabled' });
  await expect(page).toHaveURL(/[?&]status=Y/);
  await expect(rowOf(page, `${MULTI_GROUP_USER.firstName} ${MULTI_GROUP_USER.lastName}`)).toHaveCount(1);
  expect((await expectedUsers({ ...DEFAULT_FILTER, status: 'Y', queryString: MULTI_GROUP_USER.userLoginId })).has(MULTI_GROUP_USER.partyId)).toBe(true);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(PERSON_WITHOUT_LOGIN.firstName);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const enabledWithName = await expectedUsers({ ...DEFAULT_FILTER, status: 'Y', queryString: PERSON_WITHOUT_LOGIN.firstName });
  expect(enabledWithName.has(PERSON_WITHOUT_LOGIN.partyId)).toBe(false);
  await expect.poll(() => table(page).getByRole('row').filter({ has: page.getByRole('link') }).count()).toBe(enabledWithName.size);
  await expect(rowOf(page, `${PERSON_WITHOUT_LOGIN.firstName} ${PERSON_WITHOUT_LOGIN.lastName}`)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Login status' }).selectOption({ index: 0 });
  await expect(rowOf(page, `${PERSON_WITHOUT_LOGIN.firstName} ${PERSON_WITHOUT_LOGIN.lastName}`)).toHaveCount(1);
});

test('each filter works and survives a reload', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Security group' }).selectOption({ label: 'Customer Service Representative' });
  await expect(page).toHaveURL(/[?&]group=CSR/);
  await expect.poll(() => shownCount(page)).toBe((await expectedUsers({ ...DEFAULT_FILTER, securityGroup: 'CSR' })).size);
  await expect(table(page).getByText('Customer Service Representative').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Security group' }).selectOption({ label: 'All security groups' });
  await page.getByRole('combobox', { name: 'Login status' }).selectOption({ label: 'Login blocked' });
  await expect(page).toHaveURL(/[?&]status=N/);
  const blocked = await expectedUsers({ ...DEFAULT_FILTER, status: 'N' });
  await expect.poll(() => shownCount(page)).toBe(blocked.size);
  await expect(rowOf(page, `${BLOCKED_USER.firstName} ${BLOCKED_USER.lastName}`)).toHaveCount(1);
  await expect(rowOf(page, `${DISABLED_USER.firstName} ${DISABLED_USER.lastName}`)).toHaveCount(0);

  await page.getByRole('switch', { name: 'Hide disabled users' }).click();
  await expect(page).toHaveURL(/[?&]hideDisabled=false/);
  const withDisabled = await expectedUsers({ ...DEFAULT_FILTER, status: 'N', hideDisabledUser: false });
  await expect.poll(() => shownCount(page)).toBe(withDisabled.size);
  const disabled = rowOf(page, `${DISABLED_USER.firstName} ${DISABLED_USER.lastName}`);
  await expect(disabled).toHaveCount(1);
  await expect(disabled.getByText('Disabled')).toBeVisible();

  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: 'Login status' }).locator('option:checked')).toHaveText('Login blocked');
  await expect(page.getByRole('switch', { name: 'Hide disabled users' })).not.toBeChecked();
  await expect.poll(() => shownCount(page)).toBe(withDisabled.size);
  await expect(rowOf(page, `${DISABLED_USER.firstName} ${DISABLED_USER.lastName}`)).toHaveCount(1);

  // Back returns to the previous filter.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=N/);
  await expect(page).not.toHaveURL(/hideDisabled/);
  await expect(page.getByRole('switch', { name: 'Hide disabled users' })).toBeChecked();
  await expect.poll(() => shownCount(page)).toBe(blocked.size);
});

test('scrolling to the end loads page 2', async ({ page }) => {
  expect((await expectedUsers(DEFAULT_FILTER)).size).toBeGreaterThan(20);
  const pages = await watchListPages(page);
  // The first screenful does not reach the end of page 1: nothing more is asked yet.
  await page.waitForTimeout(1000);
  expect(pages).toEqual([]);

  await page.mouse.wheel(0, 4000);
  await expect.poll(() => pages).toContain(1);
  await expect(page.getByText('Loading more users')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Rows past the first page are on screen now, numbered after the first 20 users.
  await expect
    .poll(async () => Math.max(...(await table(page).getByRole('row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-rowindex')))))))
    .toBeGreaterThan(21);
  expect(Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(await shownCount(page));
});

test('the exported file has every matching user exactly once', async ({ page }) => {
  const filter = { ...DEFAULT_FILTER, hideDisabledUser: false };
  await page.getByRole('switch', { name: 'Hide disabled users' }).click();
  await expect(page).toHaveURL(/[?&]hideDisabled=false/);
  const expected = await expectedUsers(filter);
  await expect.poll(() => shownCount(page)).toBe(expected.size);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('default.csv');
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

  const ids = data.map((row) => row.partyId ?? '');
  expect(ids.length).toBe(new Set(ids).size);
  expect(new Set(ids)).toEqual(expected);

  const multi = data.find((row) => row.partyId === MULTI_GROUP_USER.partyId);
  expect(multi?.['security groups']?.split('; ').sort()).toEqual(['Customer Service Representative', 'Merchandising Manager', 'Store Manager']);
  expect(multi?.userLoginId).toBe(MULTI_GROUP_USER.userLoginId);
  expect(data.find((row) => row.partyId === DISABLED_USER.partyId)?.status).toBe('PARTY_DISABLED');
});

test("a group filter picks the users, not their groups: each row and the export show every current group the OMS has for them", async ({ page }) => {
  const { token } = await apiLogin('admin');
  // What the OMS has: Lucas Martin's current groups (CSR among them, or the filter would not list him), by name.
  const held = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: MULTI_GROUP_USER.userLoginId }, filterByDate: 'Y', fieldList: ['groupId'] });
  const names = new Map((await omsFind<{ groupId: string; groupName?: string }>(token, { entityName: 'SecurityGroup', noConditionFind: 'Y', fieldList: ['groupId', 'groupName'], viewSize: 500 })).map((group) => [group.groupId, group.groupName || group.groupId]));
  const expected = held.map((row) => names.get(row.groupId) ?? row.groupId).sort();
  expect(held.map((row) => row.groupId)).toContain('CSR');
  expect(expected.length).toBeGreaterThan(1);

  await page.goto(`${e2eUrls().host}${USERS_TAB}?q=${MULTI_GROUP_USER.lastName}&group=CSR`);
  const row = rowOf(page, `${MULTI_GROUP_USER.firstName} ${MULTI_GROUP_USER.lastName}`);
  await expect(row).toBeVisible();
  // Two badges, the rest in '+N more' (its title names them).
  const shown = async () => (await row.locator('[title]').evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''))).flatMap((title) => title.split(', ')).sort();
  await expect.poll(shown).toEqual(expected);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(data.find((line) => line.partyId === MULTI_GROUP_USER.partyId)?.['security groups']?.split('; ').sort()).toEqual(expected);
});
