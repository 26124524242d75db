/**
 * The Me tab (issue 63), through the host: `rosa.quinn` (SELF_SERVICE_USER: USERS_APP_VIEW only,
 * no USERS_LIST_VIEW) gets Me and Settings, no Users or Permissions; Me shows her own details,
 * read-only but for Reset password, in en-US, es and ja; /users and another user's details send her
 * to Me; Reset password sets her own password (read back: the OMS logs her in with the new one).
 * Her login is this spec's alone; its password and language are put back at the end.
 */
import type { Page } from '@playwright/test';
import enUS from '../../src/i18n/locales/en-US.json';
import es from '../../src/i18n/locales/es.json';
import ja from '../../src/i18n/locales/ja.json';
import { KNOWN_PERSON, SELF_SERVICE_USER, e2eUrls, expect, loginThroughHost, omsFind, omsPost, test, usersApp } from './fixtures';

const ROSA = SELF_SERVICE_USER;
const NAME = `${ROSA.firstName} ${ROSA.lastName}`;

const signInAsRosa = (page: Page, password: string = ROSA.password) => loginThroughHost(page, { userLoginId: ROSA.userLoginId, password });

/** The OMS's answer to a login with this password: a token, or none. */
async function omsLogin(password: string): Promise<string | undefined> {
  try {
    const answer = await omsPost<{ token?: string }>(undefined, 'login', { USERNAME: ROSA.userLoginId, PASSWORD: password });
    return answer.token;
  } catch {
    return undefined;
  }
}

/** The app's tab bar, named in the language shown. */
const tabBar = (page: Page, texts: Record<string, string>) => page.getByRole('navigation', { name: texts['Users app navigation']! });
const tab = (page: Page, texts: Record<string, string>, name: string) => tabBar(page, texts).getByRole('tab', { name: texts[name]!, exact: true });

async function expectMe(page: Page, texts: Record<string, string>): Promise<void> {
  await expect(page).toHaveURL(/\/users\/tabs\/me$/);
  await expect(tab(page, texts, 'Me')).toHaveAttribute('aria-selected', 'true');
  await expect(tabBar(page, texts).getByRole('tab')).toHaveCount(2);
  await expect(tab(page, texts, 'Settings')).toBeVisible();
  await expect(tab(page, texts, 'Users')).toHaveCount(0);
  await expect(tab(page, texts, 'Permissions')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: texts['User details']! })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await expect(page.getByText(ROSA.email)).toBeVisible();
  await expect(page.getByText('Users Self-service')).toBeVisible();
  await expect(page.getByRole('button', { name: texts['Reset password']!, exact: true })).toBeEnabled();
  // Read-only: no write control but the password's.
  await expect(page.getByRole('button', { name: texts['Edit name']! })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: texts['Block login']! })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: texts['Disable user']! })).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts['Force logout']! })).toHaveCount(0);
}

async function chooseLanguage(page: Page, texts: Record<string, string>, to: string): Promise<void> {
  await tab(page, texts, 'Settings').click();
  const from = texts.Language!;
  await page.getByRole('combobox', { name: from }).click();
  await page.getByRole('option', { name: to }).click();
}

test('Me: her own details, read-only, in en-US, es and ja; /users and another user send her to Me', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsRosa(page);
  try {
    await page.goto(`${e2eUrls().host}/users`);
    await expectMe(page, enUS);
    // The Users tab and another user's details lead to Me; nothing of Maria shows.
    await page.goto(`${e2eUrls().host}/users/tabs/users`);
    await expectMe(page, enUS);
    await page.goto(`${e2eUrls().host}/users/user-details/${KNOWN_PERSON.partyId}`);
    await expectMe(page, enUS);
    await expect(page.getByText(`${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`)).toHaveCount(0);

    await chooseLanguage(page, enUS, 'Español');
    await tab(page, es, 'Me').click();
    await expectMe(page, es);
    await chooseLanguage(page, es, '日本語');
    await tab(page, ja, 'Me').click();
    await expectMe(page, ja);
    await expect(page.locator('.fui-FluentProvider[lang="ja"]').first()).toBeVisible();
  } finally {
    // The OMS keeps the preference: Rosa back to English.
    const token = await omsLogin(ROSA.password);
    if (token) await omsPost(token, 'setUserLocale', { newLocale: 'en-US' });
  }
});

test('Reset password on Me sets her own password: the OMS logs her in with the new one', async ({ page }) => {
  const fresh = `rosa@${Date.now() % 100000}`;
  await signInAsRosa(page);
  await page.goto(`${e2eUrls().host}/users/tabs/me`);
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  try {
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel('New password').fill(fresh);
    await dialog.getByLabel('Verify password').fill(fresh);
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expect(usersApp(page).toast('Password reset successful.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Read back: the new password logs in, the old one no longer does.
    const token = await omsLogin(fresh);
    expect(token).toEqual(expect.any(String));
    expect(await omsLogin(ROSA.password)).toBeUndefined();
    const [login] = await omsFind<{ userLoginId: string; enabled?: string }>(token!, { entityName: 'UserLogin', inputFields: { userLoginId: ROSA.userLoginId }, fieldList: ['userLoginId', 'enabled'] });
    expect(login).toEqual({ userLoginId: ROSA.userLoginId, enabled: 'Y' });
  } finally {
    // Her own password back (her own login needs no permission), for a second run on this database.
    const token = (await omsLogin(fresh)) ?? (await omsLogin(ROSA.password));
    if (token) await omsPost(token, 'service/resetPassword', { userLoginId: ROSA.userLoginId, newPassword: ROSA.password, newPasswordVerify: ROSA.password });
  }
});
