/**
 * Quick setup through the host against the OMS dev server: a person set up with each template, a
 * facility login, and a step that fails and is retried. What the OMS holds afterwards is read back
 * with performFind; nothing may be there twice.
 */
import type { Page } from '@playwright/test';
import { apiLogin, createUserParty, e2eUrls, expect, injectFault, loginThroughHost, omsFind, omsPost, test, usersApp } from './fixtures';

async function find(entityName: string, inputFields: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  const { token } = await apiLogin('admin');
  return omsFind(token, { entityName, inputFields });
}

/** A fresh person (or facility login) made the way the create-user screen makes one. */
async function createParty(kind: 'person' | 'facility', name: string): Promise<string> {
  const { token } = await apiLogin('admin');
  const partyId = await createUserParty(token, kind === 'person' ? { firstName: name, lastName: 'Setup' } : { groupName: name });
  if (kind === 'facility') {
    await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
    await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId: 'TRIBECA', roleTypeId: 'WAREHOUSE_PICKER' });
  }
  return partyId;
}

async function openQuickSetup(page: Page, partyId: string): Promise<void> {
  await loginThroughHost(page, 'admin', `/users/user-quick-setup/${partyId}`);
  await expect(page.getByRole('heading', { name: 'Create user', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
}

async function chooseTemplate(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Select template' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

const current = (rows: Array<Record<string, unknown>>) => rows.filter((row) => row.thruDate === null || row.thruDate === undefined);

const TEMPLATES = [
  { name: 'Admin', group: 'COMMERCE_SUPER', login: true, stores: 4, role: undefined },
  { name: 'Merchandising manager', group: 'MERCHANDISE_MGR', login: true, stores: 4, role: undefined },
  { name: 'CSR', group: 'CSR', login: true, stores: 0, role: undefined },
  { name: 'Fulfillment manager', group: 'STORE_MANAGER', login: true, stores: 0, role: 'WAREHOUSE_PICKER', facility: 'SOHO' },
  { name: 'Fulfillment', group: undefined, login: false, stores: 0, role: 'WAREHOUSE_PICKER' },
  { name: 'Integration', group: 'INTEGRATION', login: true, stores: 0, role: undefined },
] as const;

for (const template of TEMPLATES) {
  test(`a person set up with the ${template.name} template holds exactly what it gives`, async ({ page }) => {
    const first = `${template.name.replace(/\W/g, '')}${Date.now()}`;
    const partyId = await createParty('person', first);
    const userLoginId = `${first}.setup`.toLowerCase();
    await openQuickSetup(page, partyId);
    if (template.name !== 'Fulfillment') await chooseTemplate(page, template.name);
    if (template.login) {
      await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue(userLoginId);
      await page.getByLabel(/^Password/).fill('secret@12');
    }
    if (template.login) await page.getByRole('textbox', { name: /^Email/ }).fill(`${first.toLowerCase()}@example.com`);
    if (template.name.startsWith('Fulfillment')) await page.getByRole('textbox', { name: 'Employee ID' }).fill(`E-${first}`);
    if ('facility' in template) {
      await page.getByRole('button', { name: 'Add' }).click();
      const picker = page.getByRole('dialog', { name: 'Select facilities' });
      await picker.getByRole('checkbox', { name: new RegExp(template.facility) }).check();
      await picker.getByRole('button', { name: 'Save' }).click();
      await expect(picker).toBeHidden();
    }
    await page.getByRole('button', { name: 'Finish setup' }).click();
    if (template.login) {
      const alert = page.getByRole('alertdialog', { name: 'Setup complete' });
      await expect(alert).toContainText(`${userLoginId} is ready to login`);
      await alert.getByRole('button', { name: 'Proceed' }).click();
    }
    await expect(page).toHaveURL(`${e2eUrls().host}/users/user-details/${partyId}`);

    const logins = await find('UserLogin', { partyId });
    expect(logins.map((row) => row.userLoginId)).toEqual(template.login ? [userLoginId] : []);
    if (template.login) {
      expect(logins[0]).toMatchObject({ enabled: 'Y', requirePasswordChange: 'N' });
      expect(current(await find('UserLoginSecurityGroup', { userLoginId })).map((row) => row.groupId)).toEqual([template.group]);
    }
    const roles = (await find('PartyRole', { partyId })).map((row) => row.roleTypeId);
    if (template.role) expect(roles).toContain(template.role);
    const stores = current(await find('ProductStoreRole', { partyId }));
    expect(stores).toHaveLength(template.stores);
    if (template.stores) expect(new Set(stores.map((row) => row.productStoreId)).size).toBe(template.stores);
    const facilities = current(await find('FacilityParty', { partyId }));
    expect(facilities.map((row) => `${String(row.facilityId)}/${String(row.roleTypeId)}`)).toEqual('facility' in template ? [`${template.facility}/WAREHOUSE_PICKER`] : []);
  });
}

test('a facility login: its facility prefilled, FAC_LOGIN made once, the login named after the facility', async ({ page }) => {
  const partyId = await createParty('facility', `Tribeca ${Date.now()}`);
  await openQuickSetup(page, partyId);
  await expect(page.getByRole('combobox', { name: 'Select template' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Select Facilities' })).toContainText('TRIBECA');
  const userLoginId = await page.getByRole('textbox', { name: /^Username/ }).inputValue();
  expect(userLoginId).toBe('TRIBECA');
  // TRIBECA may already be taken by an earlier run of this spec: use a unique login.
  const unique = `tribeca.${Date.now()}`;
  await page.getByRole('textbox', { name: /^Username/ }).fill(unique);
  await page.getByLabel(/^Password/).fill('secret@12');
  await page.getByRole('textbox', { name: /^Reset password email/ }).fill(`${unique}@example.com`);
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await page.getByRole('alertdialog', { name: 'Setup complete' }).getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(`${e2eUrls().host}/users/user-details/${partyId}`);

  expect(await find('RoleType', { roleTypeId: 'FAC_LOGIN' })).toHaveLength(1);
  const facilities = current(await find('FacilityParty', { partyId })).map((row) => `${String(row.facilityId)}/${String(row.roleTypeId)}`).sort();
  expect(facilities).toEqual(['TRIBECA/FAC_LOGIN', 'TRIBECA/WAREHOUSE_PICKER']);
  expect((await find('UserLogin', { partyId })).map((row) => row.userLoginId)).toEqual([unique]);
});

test('a step that fails shows in the checklist, and Retry completes it with nothing sent twice', async ({ page }) => {
  const first = `Retry${Date.now()}`;
  const partyId = await createParty('person', first);
  await openQuickSetup(page, partyId);
  await chooseTemplate(page, 'Fulfillment manager');
  await page.getByLabel(/^Password/).fill('secret@12');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`${first.toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Add' }).click();
  const picker = page.getByRole('dialog', { name: 'Select facilities' });
  await picker.getByRole('checkbox', { name: /SOHO/ }).check();
  await picker.getByRole('button', { name: 'Save' }).click();

  // The next addPartyToFacility fails as an OMS service error.
  await injectFault('service/addPartyToFacility', 'errorMessage');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  const steps = page.getByRole('list', { name: 'Setup steps' });
  await expect(steps.locator('[data-step="facilities"]')).toHaveAttribute('data-status', 'failed');
  await expect(steps.locator('[data-step="login"]')).toHaveAttribute('data-status', 'done');
  await expect(usersApp(page).toast('Setup complete')).toHaveCount(0);
  expect(current(await find('FacilityParty', { partyId }))).toHaveLength(0);

  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('alertdialog', { name: 'Setup complete' }).getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(`${e2eUrls().host}/users/user-details/${partyId}`);
  const userLoginId = `${first}.setup`.toLowerCase();
  expect(await find('UserLogin', { partyId })).toHaveLength(1);
  expect(current(await find('UserLoginSecurityGroup', { userLoginId }))).toHaveLength(1);
  expect(current(await find('FacilityParty', { partyId })).map((row) => row.facilityId)).toEqual(['SOHO']);
});
