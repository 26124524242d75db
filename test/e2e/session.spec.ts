/** A token the OMS ended (forceLogout) sends the embedded app's next call back to the host login. */
import { apiLogin, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsPost, test, usersApp } from './fixtures';

test('after forceLogout the next call returns to the host login', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'manager', '/users/tabs/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // An administrator ends every token of the manager's login.
  const admin = await apiLogin('admin');
  const answer = await omsPost<{ revokedTokens?: number }>(admin.token, 'service/forceLogout', { userLoginId: 'manager' });
  expect(answer.revokedTokens).toBeGreaterThan(0);

  // The next call (saving a language) answers 401: the app hands back to the host.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page).toHaveURL(`${host}/login`);
  await expect(page.getByText('Your session has ended. Log in again.')).toBeVisible();
  await expect(app.tabBar).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the host login after the session ended');
});
