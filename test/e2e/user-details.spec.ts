/**
 * The user-details screen inside the host against the OMS dev server: writes that must survive a
 * reload, confirmations, history, associations, favourites, and the read-only manager.
 * Seeded users only; each test leaves what it changed in a state the other specs do not read.
 */
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_LOGINS,
  KNOWN_PERSON,
  LOGGED_OUT_USER,
  PERSON_WITHOUT_LOGIN,
  apiLogin,
  createUserParty,
  createUserWithLogin,
  e2eUrls,
  expect,
  expectNoSeriousA11yViolations,
  injectFault,
  loginThroughHost,
  omsFind,
  omsPost,
  test,
  usersApp,
} from './fixtures';

const detailsPath = (partyId: string) => `/users/user-details/${partyId}`;
const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title });

async function openDetails(page: Page, partyId: string, name: string, user: 'admin' | 'manager' = 'admin'): Promise<void> {
  await loginThroughHost(page, user, detailsPath(partyId));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // Every card has read its sections.
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

const EMMA = `${LOGGED_OUT_USER.firstName} ${LOGGED_OUT_USER.lastName}`;
const LOCKED_OUT = 'This user was disabled due to repeated failed password attempts';

test('adds an email that is still there after a reload', async ({ page }) => {
  const name = `${PERSON_WITHOUT_LOGIN.firstName} ${PERSON_WITHOUT_LOGIN.lastName}`;
  const email = `liam.walker.${Date.now()}@example.com`;
  await openDetails(page, PERSON_WITHOUT_LOGIN.partyId, name);
  await expectNoSeriousA11yViolations(page, 'the user details screen');
  const contacts = card(page, 'Contact details');
  await contacts.getByRole('button', { name: 'Add email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add email' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid email address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(usersApp(page).toast('Email added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(card(page, 'Contact details').getByText(email)).toBeVisible();
});

test('blocks then unblocks a login, each after its confirmation', async ({ page }) => {
  await openDetails(page, LOGGED_OUT_USER.partyId, EMMA);
  const login = card(page, 'Login details');
  const toggle = login.getByRole('switch', { name: 'Block login' });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  const block = page.getByRole('alertdialog', { name: 'Block user login' });
  await expect(block).toContainText('Block this user from logging into OMS.');
  await block.getByRole('button', { name: 'Yes' }).click();
  await expect(usersApp(page).toast('User login status updated successfully.')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Login details').getByRole('switch', { name: 'Block login' })).toBeChecked();

  await card(page, 'Login details').getByRole('switch', { name: 'Block login' }).click();
  const unblock = page.getByRole('alertdialog', { name: 'Unblock user login' });
  await expect(unblock).toContainText('Unblocking a user will allow them to login to the OMS again with their credentials.');
  await unblock.getByRole('button', { name: 'Yes' }).click();
  await page.reload();
  await expect(card(page, 'Login details').getByRole('switch', { name: 'Block login' })).not.toBeChecked();
});

test('three wrong passwords: the OMS disables the login, and the card says why until it is unblocked', async ({ page }) => {
  const { token } = await apiLogin('admin');
  const stamp = Date.now();
  const partyId = await createUserParty(token, { firstName: 'Tess', lastName: `Lockout${stamp}` });
  const userLoginId = `tess.lockout.${stamp}`;
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: 'right@123', currentPasswordVerify: 'right@123', enabled: 'Y' });
  const loginRow = async () => (await omsFind<{ enabled: string | null; disabledDateTime: number | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled', 'disabledDateTime'] }))[0];

  // Three failed logins through the host's login page.
  await page.goto(`${e2eUrls().host}/login`);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByLabel('Username').fill(userLoginId);
    await page.getByLabel('Password').fill('wrong@123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Password incorrect.')).toBeVisible();
    await page.getByLabel('Password').fill('');
  }
  expect(await loginRow()).toMatchObject({ enabled: 'N', disabledDateTime: expect.any(Number) });

  const name = `Tess Lockout${stamp}`;
  await openDetails(page, partyId, name);
  const login = card(page, 'Login details');
  await expect(login.getByRole('switch', { name: 'Block login' })).toBeChecked();
  await expect(login.getByText(LOCKED_OUT)).toBeVisible();

  await login.getByRole('switch', { name: 'Block login' }).click();
  await page.getByRole('alertdialog', { name: 'Unblock user login' }).getByRole('button', { name: 'Yes' }).click();
  await expect(usersApp(page).toast('User login status updated successfully.')).toBeVisible();
  await expect(login.getByText(LOCKED_OUT)).toHaveCount(0);
  expect(await loginRow()).toMatchObject({ enabled: 'Y', disabledDateTime: null });

  // An admin's block is not a lockout: the text stays away.
  await card(page, 'Login details').getByRole('switch', { name: 'Block login' }).click();
  await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await loginRow())?.enabled).toBe('N');
  await page.reload();
  await expect(card(page, 'Login details').getByRole('switch', { name: 'Block login' })).toBeChecked();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
  await expect(card(page, 'Login details').getByText(LOCKED_OUT)).toHaveCount(0);
});

test('Disable user whose login block is refused: the card says the user can still log in, and its block completes it', async ({ page }) => {
  const { token } = await apiLogin('admin');
  const stamp = Date.now();
  const userLoginId = `dana.halfway.${stamp}`;
  const partyId = await createUserWithLogin(token, { firstName: 'Dana', lastName: `Halfway${stamp}`, userLoginId, password: 'right@123' });
  const state = async () => ({
    statusId: (await omsFind<{ statusId: string | null }>(token, { entityName: 'Party', inputFields: { partyId } }))[0]?.statusId,
    enabled: (await omsFind<{ enabled: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled'] }))[0]?.enabled,
  });
  const name = `Dana Halfway${stamp}`;
  const open = 'This user is disabled, but their login is not blocked: they can still log in.';
  await openDetails(page, partyId, name);
  await injectFault('service/updateUserLoginStatus', 'errorMessage');
  await card(page, name).getByRole('switch', { name: 'Disable user' }).click();
  await expect(usersApp(page).toast('Failed to update user login status.')).toBeVisible();
  await expect.poll(state).toEqual({ statusId: 'PARTY_DISABLED', enabled: 'Y' });
  const login = card(page, 'Login details');
  await expect(login.getByText(open)).toBeVisible();
  await expect(login.getByRole('switch', { name: 'Block login' })).not.toBeChecked();

  await login.getByRole('button', { name: 'Block their login' }).click();
  await expect(usersApp(page).toast('User login status updated successfully.')).toBeVisible();
  await expect.poll(state).toEqual({ statusId: 'PARTY_DISABLED', enabled: 'N' });
  await expect(login.getByText(open)).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Login details').getByRole('switch', { name: 'Block login' })).toBeChecked();
  await expect(card(page, 'Login details').getByText(open)).toHaveCount(0);
});

test('adds and removes a security group, and the history shows both', async ({ page }) => {
  await openDetails(page, LOGGED_OUT_USER.partyId, EMMA);
  const clearance = card(page, 'Clearance');
  await clearance.getByRole('button', { name: 'Add Security Group', exact: true }).click();
  const select = page.getByRole('dialog', { name: 'Select security groups' });
  await select.getByRole('searchbox', { name: 'Search security groups' }).fill('merch');
  await select.getByRole('checkbox', { name: /Merchandising Manager/ }).check();
  await select.getByRole('button', { name: 'Save' }).click();
  await expect(usersApp(page).toast('Security group(s) updated successfully.')).toBeVisible();
  await expect(clearance.getByText('Merchandising Manager')).toBeVisible();

  await clearance.getByRole('button', { name: 'View history' }).click();
  let history = page.getByRole('dialog', { name: 'Security group history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Merchandising Manager' })).toContainText('Current');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  await clearance.getByRole('button', { name: 'Actions for Merchandising Manager' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Removing this security group may limit ${LOGGED_OUT_USER.userLoginId}'s access`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(usersApp(page).toast('Security group removed successfully.')).toBeVisible();
  await expect(clearance.getByText('Merchandising Manager')).toHaveCount(0);

  await clearance.getByRole('button', { name: 'View history' }).click();
  history = page.getByRole('dialog', { name: 'Security group history' });
  const ended = history.getByRole('listitem').filter({ hasText: 'Merchandising Manager' });
  await expect(ended).toContainText(/\d{1,2}(st|nd|rd|th) \w{3} \d{4} - \d{1,2}(st|nd|rd|th) \w{3} \d{4}/);
  await expect(history.getByRole('listitem').filter({ hasText: 'Customer Service Representative' })).toContainText('Current');
});

test('adds a facility and a product store', async ({ page }) => {
  await openDetails(page, LOGGED_OUT_USER.partyId, EMMA);
  const fulfillment = card(page, 'Fulfillment');
  await fulfillment.getByRole('button', { name: /^Added to \d+ facilit/ }).click();
  const facilities = page.getByRole('dialog', { name: 'Select facilities' });
  const search = facilities.getByRole('searchbox', { name: 'Search facilities' });
  await search.fill('tribeca');
  await search.press('Enter');
  await facilities.getByRole('checkbox', { name: /TRIBECA/ }).check();
  await facilities.getByRole('button', { name: 'Save' }).click();
  await expect(usersApp(page).toast('Facility associations updated successfully.')).toBeVisible();
  await expect(fulfillment.getByRole('button', { name: 'Added to 1 facility' })).toBeVisible();

  const clearance = card(page, 'Clearance');
  await clearance.getByRole('button', { name: 'Add to a product store' }).click();
  const stores = page.getByRole('dialog', { name: 'Select product stores' });
  await stores.getByRole('checkbox', { name: /Demo Outlet/ }).check();
  await stores.getByRole('button', { name: 'Save' }).click();
  await expect(usersApp(page).toast('Role(s) updated successfully.')).toBeVisible();

  await page.reload();
  await expect(card(page, 'Clearance').getByText('Demo Outlet')).toBeVisible();
  await expect(card(page, 'Fulfillment').getByRole('button', { name: 'Added to 1 facility' })).toBeVisible();
  // Adding a facility made the user a picker.
  await expect(card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' })).toBeChecked();
});

test('"Show as picker" adds and removes the picker role', async ({ page }) => {
  const name = `${PERSON_WITHOUT_LOGIN.firstName} ${PERSON_WITHOUT_LOGIN.lastName}`;
  await openDetails(page, PERSON_WITHOUT_LOGIN.partyId, name);
  const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
  const initially = await toggle.isChecked();
  await toggle.click();
  await expect(usersApp(page).toast('User picker role updated successfully.')).toBeVisible();
  await page.reload();
  const reloaded = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
  if (initially) await expect(reloaded).not.toBeChecked();
  else await expect(reloaded).toBeChecked();
  await reloaded.click();
  await page.reload();
  if (initially) await expect(card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' })).toBeChecked();
  else await expect(card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' })).not.toBeChecked();
});

test('"Show as picker" off fails while the user still has picker facilities, and the toggle stays on @http-shape', async ({ page }) => {
  // A real OMS refuses deletePartyRole while FacilityParty rows reference the role (ended or not).
  const name = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
  await openDetails(page, KNOWN_PERSON.partyId, name);
  const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(usersApp(page).toast('Failed to update user role.')).toBeVisible();
  await expect(usersApp(page).toast('User picker role updated successfully.')).toHaveCount(0);
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();

  const { token } = await apiLogin('admin');
  const roles = await omsPost<{ docs?: unknown[] }>(token, 'performFind', {
    entityName: 'PartyRole',
    inputFields: { partyId: KNOWN_PERSON.partyId, roleTypeId: 'WAREHOUSE_PICKER' },
    viewSize: 1,
  });
  expect(roles.docs ?? []).toHaveLength(1);
  await page.reload();
  await expect(card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' })).toBeChecked();
});

test('setting the favourite product store clears the favourite shop', async ({ page }) => {
  const name = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
  await openDetails(page, KNOWN_PERSON.partyId, name);
  const favourites = card(page, 'Favorites');
  await expect(favourites.getByRole('combobox', { name: 'Product store' })).toHaveValue(KNOWN_PERSON.favoriteProductStoreId);
  await expect(favourites.getByRole('combobox', { name: 'Shopify shop' })).toHaveValue(KNOWN_PERSON.favoriteShopId);
  await favourites.getByRole('combobox', { name: 'Product store' }).selectOption('STORE_CA');
  await expect(usersApp(page).toast('Favorite product store updated successfully.')).toBeVisible();

  await page.reload();
  const reloaded = card(page, 'Favorites');
  await expect(reloaded.getByRole('combobox', { name: 'Product store' })).toHaveValue('STORE_CA');
  await expect(reloaded.getByRole('combobox', { name: 'Shopify shop' })).toHaveValue('');

  // Put Maria's favourites back for whoever reads them next.
  await reloaded.getByRole('combobox', { name: 'Product store' }).selectOption(KNOWN_PERSON.favoriteProductStoreId);
  await expect(usersApp(page).toast('Favorite product store updated successfully.').first()).toBeVisible();
  await reloaded.getByRole('combobox', { name: 'Shopify shop' }).selectOption(KNOWN_PERSON.favoriteShopId);
  await expect(usersApp(page).toast('Favorite Shopify shop updated successfully.')).toBeVisible();
});

test('a manager sees the controls that need permissions disabled', async ({ page }) => {
  const name = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
  expect(DEMO_LOGINS.manager.securityGroupId).toBe('USERS_VIEWER');
  await openDetails(page, KNOWN_PERSON.partyId, name, 'manager');
  await expect(card(page, name).getByRole('switch', { name: 'Disable user' })).toBeDisabled();
  const login = card(page, 'Login details');
  await expect(login.getByRole('switch', { name: 'Block login' })).toBeDisabled();
  await expect(login.getByRole('button', { name: 'Force logout' })).toBeDisabled();
  // 'Reset password' opens for anyone (the reset email needs no permission); its lock button needs APP_UPDT_PASSWORD.
  await login.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await reset.getByLabel('New password').fill('abc1!');
  await reset.getByLabel('Verify password').fill('abc1!');
  await expect(reset.getByRole('button', { name: 'Reset password', exact: true })).toBeDisabled();
  await reset.getByRole('button', { name: 'Cancel' }).click();
  await expect(reset).toBeHidden();
  const clearance = card(page, 'Clearance');
  await expect(clearance.getByRole('button', { name: 'Add Security Group', exact: true })).toBeDisabled();
  await expect(clearance.getByRole('button', { name: 'Add Product stores', exact: true })).toBeDisabled();
  const fulfillment = card(page, 'Fulfillment');
  await expect(fulfillment.getByRole('switch', { name: 'Show as picker' })).toBeDisabled();
  await expect(fulfillment.getByRole('button', { name: /^Added to/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the user details screen as a manager');
});
