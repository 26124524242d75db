/**
 * Double submit on every save, create and confirm action of the user details and quick setup: a
 * double click (or Enter pressed twice in a form) sends one write, the success text shows, and the
 * OMS holds one result. The actions run in order on a person made for this spec (login, email, a
 * security group, a product store, a facility), so no other spec's records change; double-submit.spec.ts,
 * create-user.spec.ts and permissions.spec.ts cover the rest (contacts, block/unblock, a group's
 * Edit, create user, create security group).
 */
import type { Page } from '@playwright/test';
import { ORGANIZATION, apiLogin, createUserParty, e2eUrls, expect, omsFind, omsPost, test, usersApp } from './fixtures';

const stamp = Date.now().toString(36);
const PERSON = { firstName: 'Double', lastName: `Submit${stamp}`, userLoginId: `double.submit.${stamp}`, email: `double.${stamp}@example.com` } as const;

interface Party {
  partyId: string;
  token: string;
}

/** Creates a person through the OMS as the create-user screen and quick setup would. */
async function createPerson(withLogin: boolean, lastName: string): Promise<string> {
  const { token } = await apiLogin('admin');
  const partyId = await createUserParty(token, { firstName: PERSON.firstName, lastName }, withLogin ? { emailAddress: PERSON.email } : {});
  if (!withLogin) return partyId;
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId: PERSON.userLoginId,
    currentPassword: 'Double@123',
    currentPasswordVerify: 'Double@123',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId: PERSON.userLoginId, groupIds: ['CSR'] });
  await omsPost(token, 'service/createProductStoreRole', { partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: Date.now() });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' });
  return partyId;
}

let person: Promise<string> | undefined;
async function party(): Promise<Party> {
  person ??= createPerson(true, PERSON.lastName);
  return { partyId: await person, token: (await apiLogin('admin')).token };
}

const card = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Counts the POSTs the page sends to an OMS call from now on. */
function countWrites(page: Page, call: string): { count: () => number; stop: () => void } {
  const url = new URL(call, e2eUrls().oms).href;
  let count = 0;
  const listener = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().split('?')[0] === url) count++;
  };
  page.on('request', listener);
  return { count: () => count, stop: () => page.off('request', listener) };
}

async function openDetails(page: Page, partyId: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/user-details/${partyId}`);
  await expect(page.locator('h2').filter({ hasText: PERSON.firstName }).first()).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

interface Action {
  name: string;
  call: string;
  success: string;
  /** Opens the screen and makes the write with a double click (or Enter twice). */
  act(page: Page, party: Party): Promise<void>;
  /** The OMS holds one result. */
  holds(party: Party): Promise<void>;
}

const ACTIONS: Action[] = [
  {
    name: "Edit name's Save",
    call: 'service/updatePerson',
    success: 'User renamed successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await page.getByRole('button', { name: 'Edit name' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit name' });
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Doubled');
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
    },
    async holds({ partyId, token }) {
      const [row] = await omsFind<{ firstName?: string }>(token, { entityName: 'Person', inputFields: { partyId } });
      expect(row?.firstName).toBe('Doubled');
    },
  },
  {
    name: 'Add external ID, Enter twice',
    call: 'service/updatePerson',
    success: 'External ID added successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Contact details').getByRole('button', { name: 'Add external ID' }).click();
      await page.getByRole('dialog', { name: 'Add external ID' }).getByRole('textbox', { name: 'External ID' }).fill(`X-${stamp}`);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    },
    async holds({ partyId, token }) {
      const [row] = await omsFind<{ externalId?: string }>(token, { entityName: 'Party', inputFields: { partyId } });
      expect(row?.externalId).toBe(`X-${stamp}`);
    },
  },
  {
    name: "Reset password's submit",
    call: 'service/resetPassword',
    success: 'Password reset successful.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Login details').getByRole('button', { name: 'Reset password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset password' });
      await dialog.getByLabel('New password').fill('Doubled@1');
      await dialog.getByLabel('Verify password').fill('Doubled@1');
      await dialog.getByRole('button', { name: 'Reset password', exact: true }).dblclick();
    },
    async holds() {
      const response = await omsPost<{ token?: string }>(undefined, 'login', { USERNAME: PERSON.userLoginId, PASSWORD: 'Doubled@1' });
      expect(typeof response.token).toBe('string');
    },
  },
  {
    name: "Force logout's Yes",
    call: 'service/forceLogout',
    success: 'User has been logged out.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Login details').getByRole('button', { name: 'Force logout' }).click();
      await page.getByRole('alertdialog', { name: 'Force logout' }).getByRole('button', { name: 'Yes' }).dblclick();
    },
    async holds({ token }) {
      const [row] = await omsFind<{ hasLoggedOut?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: PERSON.userLoginId } });
      expect(row?.hasLoggedOut).toBe('Y');
    },
  },
  {
    name: "security groups' Save",
    call: 'service/addPartyUserPermission',
    success: 'Security group(s) updated successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Clearance').getByRole('button', { name: 'Add Security Group', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Select security groups' });
      await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill('merch');
      await dialog.getByRole('checkbox', { name: /Merchandising Manager/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
    },
    async holds({ token }) {
      const held = await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: PERSON.userLoginId, groupId: 'MERCHANDISE_MGR' } });
      expect(held).toHaveLength(1);
    },
  },
  {
    name: "removing a security group: Remove",
    call: 'service/removePartyUserPermission',
    success: 'Security group removed successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Clearance').getByRole('button', { name: 'Actions for Customer Service Representative' }).click();
      await page.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).dblclick();
    },
    async holds({ token }) {
      const held = await omsFind<{ thruDate?: number | null }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: PERSON.userLoginId, groupId: 'CSR' } });
      expect(held.map((row) => typeof row.thruDate)).toEqual(['number']);
    },
  },
  {
    name: "product stores' Save",
    call: 'service/createProductStoreRole',
    success: 'Role(s) updated successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Clearance').getByRole('button', { name: 'Add Product stores', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Select product stores' });
      await dialog.getByRole('checkbox', { name: /Demo Outlet/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
    },
    async holds({ partyId, token }) {
      expect(await omsFind(token, { entityName: 'ProductStoreRole', inputFields: { partyId, productStoreId: 'STORE_OUTLET' } })).toHaveLength(1);
    },
  },
  {
    name: "removing a product store: Yes",
    call: 'service/updateProductStoreRole',
    success: 'Role removed successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Clearance').getByRole('button', { name: 'Actions for Demo Store US' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page.getByRole('alertdialog', { name: 'Remove' }).getByRole('button', { name: 'Yes' }).dblclick();
    },
    async holds({ partyId, token }) {
      const rows = await omsFind<{ thruDate?: number | null }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId, productStoreId: 'STORE_US' } });
      expect(rows.map((row) => typeof row.thruDate)).toEqual(['number']);
    },
  },
  {
    name: "facilities' Save",
    call: 'service/addPartyToFacility',
    success: 'Facility associations updated successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Fulfillment').getByRole('button', { name: /^Added to \d+ facilit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Select facilities' });
      const search = dialog.getByRole('searchbox', { name: 'Search facilities' });
      await search.fill('soho');
      await search.press('Enter');
      await dialog.getByRole('checkbox', { name: /SOHO/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
    },
    async holds({ partyId, token }) {
      expect(await omsFind(token, { entityName: 'FacilityParty', inputFields: { partyId, facilityId: 'SOHO' } })).toHaveLength(1);
    },
  },
  {
    name: "removing the email: Remove",
    call: 'service/deletePartyContactMech',
    success: 'Email removed successfully.',
    async act(page, { partyId }) {
      await openDetails(page, partyId);
      await card(page, 'Contact details').getByRole('button', { name: 'Email actions' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page.getByRole('alertdialog', { name: 'Remove email' }).getByRole('button', { name: 'Remove' }).dblclick();
    },
    async holds({ partyId, token }) {
      const emails = await omsFind(token, { entityName: 'PartyContactDetailByPurpose', inputFields: { partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, filterByDate: 'Y' });
      expect(emails).toEqual([]);
    },
  },
];

for (const action of ACTIONS) {
  test(`${action.name}: a double submit writes once`, async ({ adminPage: page }) => {
    const target = await party();
    const writes = countWrites(page, action.call);
    await action.act(page, target);
    await expect(usersApp(page).toast(action.success)).toBeVisible();
    // Whatever the second click or Enter started has had its time: still one write.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    writes.stop();
    expect(writes.count()).toBe(1);
    await action.holds(target);
  });
}

const NO_LOGIN_NAME = `Nologin${stamp}`;

test("Add credentials' button: a double click creates one login", async ({ adminPage: page }) => {
  const partyId = await createPerson(false, NO_LOGIN_NAME);
  const userLoginId = `double.nologin.${stamp}`;
  const writes = countWrites(page, 'service/createNewUserLoginAndSetUserPreference');
  await openDetails(page, partyId);
  const login = card(page, 'Login details');
  await login.getByRole('textbox', { name: /^Username/ }).fill(userLoginId);
  await login.getByPlaceholder('Default password').fill('Double@123');
  await login.getByRole('button', { name: 'Add credentials' }).dblclick();
  await expect(login.getByText(userLoginId, { exact: true })).toBeVisible();
  expect(writes.count()).toBe(1);
  writes.stop();
  expect(await omsFind((await apiLogin('admin')).token, { entityName: 'UserLogin', inputFields: { partyId } })).toHaveLength(1);
});

test("quick setup's Finish setup: a double click runs the setup once", async ({ adminPage: page }) => {
  const partyId = await createPerson(false, `Setup${stamp}`);
  const writes = countWrites(page, 'service/createNewUserLoginAndSetUserPreference');
  const groups = countWrites(page, 'service/addPartyUserPermission');
  await page.goto(`${e2eUrls().host}/users/user-quick-setup/${partyId}`);
  await page.getByRole('combobox', { name: 'Select template' }).click();
  await page.getByRole('option', { name: 'CSR', exact: true }).click();
  await page.getByLabel(/^Password/).fill('Double@123');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`setup.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Finish setup' }).dblclick();
  await expect(page.getByRole('alertdialog', { name: 'Setup complete' })).toBeVisible();
  expect([writes.count(), groups.count()]).toEqual([1, 1]);
  writes.stop();
  groups.stop();
  expect(await omsFind((await apiLogin('admin')).token, { entityName: 'UserLogin', inputFields: { partyId } })).toHaveLength(1);
  await page.getByRole('alertdialog', { name: 'Setup complete' }).getByRole('button', { name: 'Proceed' }).click();
});
