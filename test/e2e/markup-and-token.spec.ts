/**
 * Security in the browser (issue 12): names made of markup and spreadsheet formulas stay text
 * everywhere and export inert; the launchpad token leaves the address bar and history, never
 * reaches localStorage or the console, and is gone from sessionStorage after a logout.
 */
import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { apiLogin, e2eUrls, expect, loginThroughHost, omsPost, standaloneHandOffUrl, test, usersApp } from './fixtures';

const MARKUP = '<img src=x onerror=alert(1)>';
const FORMULA = '=HYPERLINK("x")';
const NAME = `${MARKUP} ${FORMULA}`;
const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const card = (page: Page, title: string) => page.getByRole('group', { name: title });

test.describe('markup and formulas', () => {
  let partyId = '';
  let secondPartyId = '';
  let userLoginId = '';

  test.beforeAll(async () => {
    const { token } = await apiLogin('admin');
    const createPerson = async () =>
      (
        await omsPost<{ partyId?: string }>(token, 'service/createRelationship', {
          partyTypeId: 'PERSON',
          firstName: MARKUP,
          lastName: FORMULA,
          partyIdFrom: 'COMPANY',
          roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
          roleTypeIdTo: 'APPLICATION_USER',
          partyRelationshipTypeId: 'EMPLOYMENT',
        })
      ).partyId ?? '';
    partyId = await createPerson();
    secondPartyId = await createPerson();
    userLoginId = `markup.${Date.now()}<b>bold</b>`;
    await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: 'secret@123', currentPasswordVerify: 'secret@123' });
    await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: ['CSR'] });
  });

  test('shows as text in the list, the details, a dialog, a toast and the user card, and exports inert', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const markupInDom = () => page.locator('img[src="x"], b:text("bold")').count();

    await loginThroughHost(page, 'admin', '/users/tabs/users');
    // The search matches a whole name (any case): the formula is the last name.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(FORMULA);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    const link = table(page).locator(`a[href$="/user-details/${partyId}"]`);
    await expect(link).toHaveText(NAME);

    // The export: the formula cell starts with a quote, so a spreadsheet shows it as text.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    const exported = data.find((row) => row.partyId === partyId);
    expect(exported).toBeDefined();
    for (const value of Object.values(exported ?? {})) expect(value, 'a cell a spreadsheet would run').not.toMatch(/^[=+\-@\t\r]/);
    expect(JSON.stringify(exported)).toContain('HYPERLINK');

    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
    await expect(card(page, 'Login details').getByText(userLoginId)).toBeVisible();

    // A dialog naming the login.
    const clearance = card(page, 'Clearance');
    await clearance.getByRole('button', { name: 'Actions for Customer Service Representative' }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Removing this security group may limit ${userLoginId}'s access`);
    await confirm.getByRole('button', { name: 'Keep Group' }).click();

    // A hint and a toast: a second person with the same name, without a login, is given the first one's login id.
    await page.goto(`${e2eUrls().host}/users/user-details/${encodeURIComponent(secondPartyId)}`);
    const login = card(page, 'Login details');
    await expect(login.getByText(`${NAME} will be asked to reset their password when they login to OMS.`)).toBeVisible();
    await login.getByRole('textbox', { name: 'Username' }).fill(userLoginId);
    await login.getByPlaceholder('Default password').fill('secret@123');
    await login.getByRole('button', { name: 'Add credentials' }).click();
    await expect(usersApp(page).toast(`Could not create login user: user with ID ${userLoginId} already exists.`)).toBeVisible();

    // The user card another app embeds.
    await page.goto(`${e2eUrls().host}/orders?partyId=${encodeURIComponent(partyId)}`);
    await expect(page.getByRole('region', { name: `User ${partyId}` }).getByText(NAME)).toBeVisible();

    expect(await markupInDom()).toBe(0);
    expect(alerts).toEqual([]);
  });
});

test('the token leaves the address bar and history, never reaches localStorage or the console; logout clears it', async ({ page }) => {
  const { remote } = e2eUrls();
  const session = await apiLogin('admin');
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(standaloneHandOffUrl(session));
  await expect(page).toHaveURL(`${remote}/tabs/users`);
  expect(page.url()).not.toContain(session.token);

  const storage = () => page.evaluate(() => ({ local: JSON.stringify({ ...window.localStorage }), session: JSON.stringify({ ...window.sessionStorage }) }));
  expect((await storage()).local).not.toContain(session.token);
  // The standalone session survives a reload in sessionStorage, and only there.
  expect((await storage()).session).toContain(session.token);

  // Back leaves the app (the hand-off entry was replaced), it does not return to /login?token=.
  await page.goBack();
  expect(page.url()).not.toContain(session.token);
  await page.goForward();
  await expect(page).toHaveURL(`${remote}/tabs/users`);

  await usersApp(page).tab('Settings').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(new RegExp(`^${remote}`));
  // Back on the remote's origin in the same tab, without running the app: its storage is empty.
  await page.goto(`${remote}/mf-manifest.json`);
  const after = await storage();
  expect(after.session).not.toContain(session.token);
  expect(after.local).not.toContain(session.token);
  expect(logged.filter((line) => line.includes(session.token))).toEqual([]);
});
