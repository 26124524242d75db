/**
 * Data as it exists on real OMS instances (seeded legacy rows): a login whose enabled is empty, a
 * party with no status, a user with no time zone or locale preference. Server state is read back
 * with performFind.
 */
import {
  LEGACY_LOGIN_USER,
  NO_TIMEZONE_USER,
  PARTY_WITHOUT_STATUS,
  SEED_PASSWORD,
  apiLogin,
  e2eUrls,
  expect,
  loginThroughHost,
  omsPost,
  test,
  usersApp,
} from './fixtures';

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

async function readLogin(userLoginId: string): Promise<{ enabled: string | null } | undefined> {
  const { token } = await apiLogin('admin');
  const answer = await omsPost<{ docs?: Array<{ enabled: string | null }> }>(token, 'performFind', {
    entityName: 'UserLogin',
    inputFields: { userLoginId },
    fieldList: ['userLoginId', 'enabled'],
    viewSize: 1,
  });
  return answer.docs?.[0];
}

test("'Login enabled' lists a login whose enabled is empty (only N blocks), as the OMS's own query does", async ({ page }) => {
  expect((await readLogin(LEGACY_LOGIN_USER.userLoginId))?.enabled).toBeNull();
  // Searched by name: other specs create users, which come first in the list (newest first).
  await loginThroughHost(page, 'admin', `/users/tabs/users?status=Y&q=${LEGACY_LOGIN_USER.lastName}`);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('link', { name: fullName(LEGACY_LOGIN_USER), exact: true }) });
  await expect(row).toHaveCount(1);

  await page.goto(`${e2eUrls().host}/users/tabs/users?status=N`);
  await expect(page.getByText(/^\d+ users?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: fullName(LEGACY_LOGIN_USER), exact: true })).toHaveCount(0);
});

test('Block login is offered for a party with no status, and blocking it is what the OMS then holds', async ({ page }) => {
  const name = fullName(PARTY_WITHOUT_STATUS);
  await loginThroughHost(page, 'admin', `/users/user-details/${PARTY_WITHOUT_STATUS.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const login = page.getByRole('group', { name: 'Login details' });
  const toggle = login.getByRole('switch', { name: 'Block login' });
  await expect(toggle).toBeEnabled();
  await expect(page.getByRole('group', { name }).getByRole('switch', { name: 'Disable user' })).not.toBeChecked();

  await toggle.click();
  await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).click();
  await expect(usersApp(page).toast('User login status updated successfully.')).toBeVisible();
  await expect(toggle).toBeChecked();
  expect((await readLogin(PARTY_WITHOUT_STATUS.userLoginId))?.enabled).toBe('N');

  // Put it back for whoever reads it next.
  await toggle.click();
  await page.getByRole('alertdialog', { name: 'Unblock user login' }).getByRole('button', { name: 'Yes' }).click();
  await expect(toggle).not.toBeChecked();
  expect((await readLogin(PARTY_WITHOUT_STATUS.userLoginId))?.enabled).toBe('Y');
});

test.describe('a user without a time zone preference', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test("the session falls back to the browser's time zone", async ({ page }) => {
    const { token, expirationTime } = await omsPost<{ token: string; expirationTime: number }>(undefined, 'login', {
      USERNAME: NO_TIMEZONE_USER.userLoginId,
      PASSWORD: SEED_PASSWORD,
    });
    const profile = (await (await fetch(new URL('user-profile', e2eUrls().oms), { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      userTimeZone?: string | null;
    };
    expect(profile.userTimeZone ?? null).toBeNull();

    const { remote, oms } = e2eUrls();
    const handOff = new URL('/login', remote);
    handOff.search = new URLSearchParams({ token, oms, expirationTime: String(expirationTime), omsRedirectionUrl: oms }).toString();
    await page.goto(handOff.toString());
    await expect(usersApp(page).tab('Users')).toBeVisible();
    await usersApp(page).tab('Settings').click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Kolkata|India/);
  });
});
