/**
 * Double submit (issue 12): a double click, and Enter pressed twice, on a save or confirm action
 * sends one write, and the OMS holds one result. Create user and create security group are covered
 * where they are built (create-user.spec.ts, permissions.spec.ts); these are the dialogs of the user
 * details and the Permissions tab, on records no other spec reads (Sam Secure, the VIEWADMIN group).
 */
import type { Page } from '@playwright/test';
import { SECURITY_ADMIN_USER, apiLogin, e2eUrls, expect, loginThroughHost, omsFind, test, usersApp } from './fixtures';

const SAM = SECURITY_ADMIN_USER;
const card = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Counts the POSTs the page sends to an OMS call from now on. */
function countWrites(page: Page, call: string): () => number {
  const url = new URL(call, e2eUrls().oms).href;
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().split('?')[0] === url) count++;
  });
  return () => count;
}

async function openSam(page: Page): Promise<void> {
  await loginThroughHost(page, 'admin', `/users/user-details/${SAM.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name: `${SAM.firstName} ${SAM.lastName}` })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

test('a double click on Save adds one phone number; Enter twice saves an edit once', async ({ page }) => {
  await openSam(page);
  const writes = countWrites(page, 'service/createUpdatePartyTelecomNumber');
  const contacts = card(page, 'Contact details');
  await contacts.getByRole('button', { name: 'Add phone number' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add phone number' });
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('5550177');
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(usersApp(page).toast('Phone number added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes()).toBe(1);

  await contacts.getByRole('button', { name: 'Phone number actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit phone number' });
  const field = dialog.getByRole('textbox', { name: 'Phone number' });
  await field.fill('5550178');
  // Both presses go to the focused field at once (a locator's press would wait for the field, and
  // after the first Enter closed the dialog it would wait out its timeout, and the toast with it).
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(usersApp(page).toast('Phone number updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes()).toBe(2);

  const phones = await omsFind<{ contactNumber?: string }>((await apiLogin('admin')).token, {
    entityName: 'PartyContactDetailByPurpose',
    inputFields: { partyId: SAM.partyId, contactMechPurposeTypeId: 'PRIMARY_PHONE' },
    filterByDate: 'Y',
  });
  expect(phones.map((phone) => phone.contactNumber)).toEqual(['5550178']);
});

test('a double click on a confirmation\'s Yes blocks once, and unblocks once', async ({ page }) => {
  await openSam(page);
  const writes = countWrites(page, 'service/updateUserLoginStatus');
  const login = card(page, 'Login details');
  await login.getByRole('switch', { name: 'Block login' }).click();
  await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).dblclick();
  await expect(usersApp(page).toast('User login status updated successfully.')).toBeVisible();
  await expect(login.getByRole('switch', { name: 'Block login' })).toBeChecked();
  expect(writes()).toBe(1);

  await login.getByRole('switch', { name: 'Block login' }).click();
  const unblock = page.getByRole('alertdialog', { name: 'Unblock user login' });
  await unblock.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(login.getByRole('switch', { name: 'Block login' })).not.toBeChecked();
  await expect(login.getByRole('switch', { name: 'Block login' })).toBeEnabled();
  expect(writes()).toBe(2);
  const [held] = await omsFind<{ enabled?: string | null }>((await apiLogin('admin')).token, { entityName: 'UserLogin', inputFields: { userLoginId: SAM.userLoginId } });
  expect(held?.enabled).not.toBe('N');
});

test('a double click on Save of a group\'s Edit updates it once', async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users/tabs/permissions?groupId=VIEWADMIN');
  const writes = countWrites(page, 'service/updateSecurityGroup');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit' });
  const name = `View Admin ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  expect(writes()).toBe(1);
  const [group] = await omsFind<{ groupName?: string }>((await apiLogin('admin')).token, { entityName: 'SecurityGroup', inputFields: { groupId: 'VIEWADMIN' } });
  expect(group?.groupName).toBe(name);
});
