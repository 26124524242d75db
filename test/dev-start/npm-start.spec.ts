/**
 * What a developer sees after `npm start`: the development builds of the host and the remote, on
 * the embedded OMS dev server. The production builds' browser tests (test/e2e/) cannot catch a
 * development compilation that breaks (a page that stays blank with no error went through them
 * once); these load each route tree and the standalone page, and use the app, not only look at it.
 */
import type { Page } from '@playwright/test';
import { KNOWN_PERSON, apiLogin, e2eUrls, expect, loginThroughHost, standaloneHandOffUrl, test, usersApp } from '../e2e/fixtures';

const NAME = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;

/** Searches the Users tab for the seeded person and opens their details from the result. */
async function findAndOpenKnownPerson(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(KNOWN_PERSON.firstName);
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: NAME, exact: true }).click();
}

test('the host loads the development remote: the Users, Permissions and Settings tabs and user details', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'admin', '/users');
  await expect(page).toHaveURL(`${host}/users/tabs/users`);
  await expect(app.main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await findAndOpenKnownPerson(page);
  await expect(page).toHaveURL(new RegExp(`/user-details/${KNOWN_PERSON.partyId}$`));
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await expect(page.getByText(KNOWN_PERSON.userLoginId).first()).toBeVisible();
  await expect(page.getByText(KNOWN_PERSON.email).first()).toBeVisible();

  await page.goto(`${host}/users/tabs/permissions?groupId=CSR`);
  await expect(app.tab('Permissions')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Service Representative' })).toBeVisible();
  await app.tab('Settings').click();
  await expect(page).toHaveURL(`${host}/users/tabs/settings`);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeEnabled();
});

test('the standalone development page takes the hand-off, lists the users and opens one', async ({ page }) => {
  const { remote } = e2eUrls();
  await page.goto(standaloneHandOffUrl(await apiLogin('admin')));
  await expect(page).toHaveURL(new RegExp(`^${remote}/tabs/users`));
  await expect(page.getByText(/^\d[\d,]* users?$/)).toBeVisible();
  // Typing and clicking only work once the app, not the first paint, shows the rows.
  await findAndOpenKnownPerson(page);
  await expect(page).toHaveURL(`${remote}/user-details/${KNOWN_PERSON.partyId}`);
  await expect(page.getByText(KNOWN_PERSON.userLoginId).first()).toBeVisible();
});
