/** The spec's access rules, seen through the host: refusal without USERS_APP_VIEW, route permissions. */
import { e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, test, usersApp } from './fixtures';

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
