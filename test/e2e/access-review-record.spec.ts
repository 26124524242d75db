/**
 * The access review's record and narrow layout (issue 62) through the host against the OMS dev
 * server: the record states every login's last login and failures since (read back from the OMS's
 * history), the OMS's own login is not reviewed, the printable record fits A4 with the viewer's
 * times, and at 390 px in Japanese each row is worked where it is.
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import type { Locator } from '@playwright/test';
import ja from '../../src/i18n/locales/ja.json';
import { formatDateTime } from '../../src/lib/date-times';
import { openNewReview } from './access-review-support';
import { apiLogin, e2eUrls, expect, INACTIVE_USER, loginThroughHost, omsFind, omsPost, test } from './fixtures';

/** The OMS's login history, every attempt (no password: the fields are named). */
async function loginHistory(token: string): Promise<Array<{ userLoginId: string; fromDate: number; successfulLogin: string }>> {
  const rows: Array<{ userLoginId: string; fromDate: number; successfulLogin: string }> = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const page = await omsFind<{ userLoginId: string; fromDate: number; successfulLogin: string }>(token, { entityName: 'UserLoginHistory', noConditionFind: 'Y', fieldList: ['userLoginId', 'fromDate', 'successfulLogin'], orderBy: 'userLoginId|fromDate', viewSize: 10000, viewIndex });
    rows.push(...page);
    if (page.length < 10000) return rows;
  }
}

/** The lines a box's text takes (its line boxes' distinct tops). */
async function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/** Downloads the review's record: its header and rows. */
async function downloadRecord(page: Page): Promise<{ rows: string[][]; column: (name: string) => number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the record' }).click()]);
  const [header, ...rows] = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  return { rows, column: (name: string) => header!.indexOf(name) };
}

test("the record states every login's last login and failures since, read when it is made, not only for the rows scrolled to", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  await openNewReview(page);
  const table = page.getByRole('table', { name: 'Logins under review' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The page is not scrolled: most rows were never on screen.
  const rowsOnScreen = await table.getByRole('row').count();
  const { rows, column } = await downloadRecord(page);
  expect(rows.length).toBeGreaterThan(rowsOnScreen);

  // What the OMS's history says of each login (read back after the record was made).
  const history = await loginHistory(token);
  const expected = (userLoginId: string) => {
    const own = history.filter((row) => row.userLoginId === userLoginId);
    const last = Math.max(...own.filter((row) => row.successfulLogin === 'Y').map((row) => row.fromDate));
    const since = own.filter((row) => row.successfulLogin === 'N' && (!Number.isFinite(last) || row.fromDate > last)).length;
    return [Number.isFinite(last) ? new Date(last).toISOString() : 'never', String(since)];
  };
  const stated = rows.filter((row) => row[column('userLoginId')] !== 'system').map((row) => [row[column('userLoginId')], row[column('last login')], row[column('failed logins since')]]);
  expect(stated).toEqual(stated.map(([userLoginId]) => [userLoginId, ...expected(userLoginId!)]));
  const inactive = rows.find((row) => row[column('userLoginId')] === INACTIVE_USER.userLoginId)!;
  expect(inactive[column('failed logins since')]).toBe(String(INACTIVE_USER.failedAttemptsSince));
});

test("the OMS's own login is not reviewed like a person: no row, no decision, and the screen and the record say so", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const [system] = await omsFind<{ userLoginId: string; partyId?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'system' }, fieldList: ['userLoginId', 'partyId'] });
  expect(system?.partyId ?? null).toBeNull();
  await openNewReview(page);
  const table = page.getByRole('table', { name: 'Logins under review' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText("The OMS's own logins are not reviewed: system. No person uses them.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Search logins' }).fill('system');
  await expect(table).toHaveCount(0);
  await expect(page.getByText('No logins match the scope, the flag and the search.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the recommendations shown' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Search logins' }).fill('');

  const { rows, column } = await downloadRecord(page);
  const line = rows.find((row) => row[column('userLoginId')] === 'system')!;
  expect([line[column('recommendation')], line[column('decision')], line[column('applied')], line[column('message')]]).toEqual(['', '', '', "not reviewed: the OMS's own login"]);
});

test("the printable record fits an A4 page with every column, its times in the viewer's zone", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const [admin] = await omsFind<{ lastTimeZone?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['lastTimeZone'] });
  const timeZone = admin!.lastTimeZone!;
  await openNewReview(page);
  await page.getByRole('textbox', { name: 'Search logins' }).fill(INACTIVE_USER.userLoginId);
  const row = page.getByRole('table', { name: 'Logins under review' }).getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId });
  const before = Date.now();
  await row.getByRole('radio', { name: 'Keep' }).check();
  const after = Date.now();
  await page.getByRole('textbox', { name: 'Search logins' }).fill('');

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Printable record' }).click()]);
  await popup.setViewportSize({ width: 794, height: 1123 });
  await expect(popup.locator('tbody tr').first()).toBeVisible();
  const headers = await popup.locator('thead th').allTextContents();
  expect(headers).toEqual(expect.arrayContaining(['decided at', 'applied', 'message']));
  // Every column within the page's width; no cell's text runs out of its cell.
  const layout = await popup.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
    rightmost: Math.max(...[...document.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect().right)),
    overflowing: [...document.querySelectorAll<HTMLElement>('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    page: [...document.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join(' '),
  }));
  expect(layout.scrollWidth).toBeLessThanOrEqual(794);
  expect(layout.rightmost).toBeLessThanOrEqual(layout.width);
  expect(layout.overflowing).toEqual([]);
  expect(layout.page).toMatch(/@page \{ size: a4 landscape;/i);

  // Times in the viewer's zone and language, not UTC ISO strings.
  const facts = await popup.getByRole('definition').allTextContents();
  expect(facts).toContain(timeZone);
  expect(facts.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  const line = popup.locator('tbody tr').filter({ hasText: INACTIVE_USER.userLoginId });
  const decidedAt = await line.locator('td').nth(headers.indexOf('decided at')).textContent();
  expect([formatDateTime(before, timeZone, 'en-US'), formatDateTime(after, timeZone, 'en-US')]).toContain(decidedAt);
  expect(await line.locator('td').nth(headers.indexOf('decision')).textContent()).toBe('keep');
  await popup.close();
});

test('at 390 px in Japanese each row is worked where it is: the decision by the login, no sideways scrolling, nothing cut or broken mid-word', async ({ page }) => {
  const texts = ja as Record<string, string>;
  const { token } = await apiLogin('admin');
  await omsPost(token, 'setUserLocale', { newLocale: 'ja' });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughHost(page, 'admin', '/users/access-review');
    await page.evaluate(() => window.sessionStorage.removeItem('users.draft.accessReview'));
    await page.reload();
    const table = page.getByRole('table', { name: texts['Logins under review'] });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const sideways = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth - document.documentElement.clientWidth, table: [...document.querySelectorAll('[role="table"]')].map((node) => (node.parentElement?.scrollWidth ?? 0) - (node.parentElement?.clientWidth ?? 0)) }));
    expect(await sideways()).toEqual({ page: 0, table: [0] });

    await page.getByRole('textbox', { name: texts['Search logins'] }).fill(INACTIVE_USER.userLoginId);
    const row = table.getByRole('row').filter({ hasText: INACTIVE_USER.userLoginId });
    const login = await row.getByRole('link', { name: INACTIVE_USER.userLoginId }).boundingBox();
    const decision = row.getByRole('radiogroup', { name: texts['Decision for {{login}}']!.replace('{{login}}', INACTIVE_USER.userLoginId) });
    const box = (await decision.boundingBox())!;
    // The decision right below the login, on the screen.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y - (login!.y + login!.height)).toBeLessThan(60);
    await decision.getByRole('radio', { name: texts.Remove }).check();
    await expect(decision.getByRole('radio', { name: texts.Remove })).toBeChecked();
    expect(await sideways()).toEqual({ page: 0, table: [0] });

    // The review's name is shown whole.
    const name = page.getByRole('textbox', { name: texts['Review name'] });
    expect(await name.evaluate((input: HTMLInputElement) => [input.scrollWidth <= input.clientWidth, input.getBoundingClientRect().right <= 390])).toEqual([true, true]);

    // The Users tab's 'ステータス' heading on one line; user details' Show buttons on one line each.
    await page.goto(`${e2eUrls().host}/users/tabs/users`);
    const status = page.getByRole('columnheader', { name: texts.Status, exact: true });
    await expect(status).toBeVisible();
    expect(await textLines(status)).toBe(1);
    await page.goto(`${e2eUrls().host}/users/user-details/10000`);
    for (const label of ['Show app access', 'Show access history']) {
      const button = page.getByRole('button', { name: texts[label] });
      await expect(button).toBeVisible();
      expect(await textLines(button), label).toBe(1);
    }
  } finally {
    await omsPost((await apiLogin('admin')).token, 'setUserLocale', { newLocale: 'en-US' });
  }
});

test("user details' 'Show app access' and 'Show access history' stay on one line at 1366 px", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${e2eUrls().host}/users/user-details/10000`);
  for (const label of ['Show app access', 'Show access history']) {
    const button = page.getByRole('button', { name: label });
    await expect(button).toBeVisible();
    expect(await textLines(button), label).toBe(1);
  }
});
