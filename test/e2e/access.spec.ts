/** The spec's access rules, seen through the host: refusal without USERS_APP_VIEW, route permissions. */
import { ORGANIZATION, apiLogin, createUserParty, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsPost, test, usersApp } from './fixtures';

test('nobody (no USERS_APP_VIEW) is refused with the spec message', async ({ page }) => {
  const { host } = e2eUrls();
  await loginThroughHost(page, 'nobody', '/users');
  await expect(page).toHaveURL(new RegExp(`^${host}/users`));
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission to access the app.' }).first()).toBeVisible();
  await expect(usersApp(page).tabBar).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the refusal');
});

test('manager cannot open /create-user: the spec toast, then /tabs/settings', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'manager', '/users/create-user');
  await expect(
    app.toast('The requested page was not available to your user. Please contact your administrator to update your permissions.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${host}/users/tabs/settings`);
  await expect(app.tab('Settings')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'the Settings tab after the denied route');
});

test('manager cannot open the user confirmation either (APP_USER_CREATE): the spec toast, nothing of the user shown', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'manager', '/users/user-confirmation/10003');
  await expect(
    app.toast('The requested page was not available to your user. Please contact your administrator to update your permissions.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${host}/users/tabs/settings`);
  await expect(page.getByRole('button', { name: 'Quick Setup' })).toHaveCount(0);
});

/**
 * A login that may open the app and list users (USERS_APP_VIEW, USERS_LIST_VIEW) and nothing more
 * (no SECURITY_VIEW or SECURITY_ADMIN), made through the OMS: without USERS_LIST_VIEW it would get
 * the Me tab, with no Permissions tab to try (me-tab.spec.ts).
 */
async function usersOnlyLogin(): Promise<{ userLoginId: string; password: string }> {
  const { token } = await apiLogin('admin');
  const stamp = Date.now().toString(36);
  const groupId = `USERS_ONLY_${stamp}`.toUpperCase().slice(0, 20);
  await omsPost(token, 'service/createSecurityGroup', { groupId, groupName: `Users only ${stamp}`, description: 'USERS_APP_VIEW and USERS_LIST_VIEW' });
  await omsPost(token, 'service/addSecurityPermissionToSecurityGroup', { groupId, permissionId: 'USERS_APP_VIEW', fromDate: Date.now() });
  await omsPost(token, 'service/addSecurityPermissionToSecurityGroup', { groupId, permissionId: 'USERS_LIST_VIEW', fromDate: Date.now() });
  const partyId = await createUserParty(token, { firstName: 'Ursula', lastName: `Usersonly${stamp}` });
  const userLoginId = `ursula.${stamp}`;
  const password = 'Ursula@123';
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId,
    currentPassword: password,
    currentPasswordVerify: password,
    requirePasswordChange: 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: [groupId] });
  return { userLoginId, password };
}

test('without APP_PERMISSION_VIEW nobody reaches the Permissions tab: the tab answers with the spec toast, so does its URL', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  const denied = app.toast('The requested page was not available to your user. Please contact your administrator to update your permissions.');
  const login = await usersOnlyLogin();
  await page.goto(`${host}/login`);
  await expect(page.getByLabel('OMS instance')).toHaveValue(e2eUrls().oms);
  await page.getByLabel('Username').fill(login.userLoginId);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);

  // The spec's tab shell has its three tabs; the Permissions one refuses and the user stays.
  await page.goto(`${host}/users/tabs/users`);
  await expect(app.tab('Users')).toHaveAttribute('aria-selected', 'true');
  await app.tab('Permissions').click();
  await expect(denied).toBeVisible();
  await expect(page).toHaveURL(`${host}/users/tabs/users`);
  await expect(page.getByRole('searchbox', { name: 'Search permissions' })).toHaveCount(0);

  // Its URL opened directly: the same toast, and the tab never shows.
  await page.goto(`${host}/users/tabs/permissions?groupId=CSR`);
  await expect(denied).toBeVisible();
  await expect(page).not.toHaveURL(/\/tabs\/permissions/);
  await expect(page.getByRole('searchbox', { name: 'Search permissions' })).toHaveCount(0);
});
