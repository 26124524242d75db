/**
 * Creating users inside the host against the OMS dev server: a person, a facility login (the app
 * associates the facility itself: createRelationship does not), and a double click that must
 * create one party. What the OMS holds afterwards is read back with performFind.
 */
import type { Page } from '@playwright/test';
import { ORGANIZATION, UNNAMED_FACILITY_ID, apiLogin, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsPost, test, usersApp } from './fixtures';

type Row = Record<string, unknown>;

/** Every row of `entityName` matching `inputFields` (as the admin). */
async function find(entityName: string, inputFields: Row, fieldList?: string[]): Promise<Row[]> {
  const { token } = await apiLogin('admin');
  const answer = await omsPost<{ docs?: Row[] }>(token, 'performFind', { entityName, inputFields, ...(fieldList && { fieldList }), viewSize: 100 });
  return answer.docs ?? [];
}

/** A name no other test run uses. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openCreateUser(page: Page): Promise<void> {
  await loginThroughHost(page, 'admin', '/users/create-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
}

/** Waits for the confirmation and answers the partyId in its URL. */
async function confirmationPartyId(page: Page): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls().host}/users/user-confirmation/[^/]+$`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

test('creates a person: the confirmation shows it, and the OMS holds the party, the EMPLOYMENT relationship and the contacts', async ({ page }) => {
  const firstName = unique('Ann');
  const email = `${firstName.toLowerCase()}@example.com`;
  await openCreateUser(page);
  await expectNoSeriousA11yViolations(page, 'the create-user form');
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill("O'Neil");
  await page.getByRole('textbox', { name: 'Employee ID' }).fill('EMP-7');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 (555) 010-0199');
  await page.getByRole('button', { name: 'Create User' }).click();

  await expect(usersApp(page).toast('User created successfully')).toBeVisible();
  const partyId = await confirmationPartyId(page);
  await expect(page.getByRole('heading', { level: 2, name: `${firstName} O'Neil` })).toBeVisible();
  await expect(page.getByText(partyId, { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('+1 (555) 010-0199')).toBeVisible();
  await expect(page.getByText('EMP-7')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the user confirmation');

  expect(await find('Party', { partyId }, ['partyId', 'partyTypeId', 'externalId', 'createdByUserLogin'])).toEqual([
    { partyId, partyTypeId: 'PERSON', externalId: 'EMP-7', createdByUserLogin: 'admin' },
  ]);
  expect(await find('Person', { partyId }, ['firstName', 'lastName'])).toEqual([{ firstName, lastName: "O'Neil" }]);
  const relationships = await find('PartyRelationship', { partyIdTo: partyId }, ['partyIdFrom', 'roleTypeIdFrom', 'roleTypeIdTo', 'partyRelationshipTypeId', 'thruDate']);
  expect(relationships).toEqual([
    { partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT', thruDate: null },
  ]);
  const contacts = await find('PartyContactDetailByPurpose', { partyId }, ['contactMechPurposeTypeId', 'infoString', 'contactNumber']);
  expect(contacts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: email }),
      expect.objectContaining({ contactMechPurposeTypeId: 'PRIMARY_PHONE', contactNumber: '+1 (555) 010-0199' }),
    ]),
  );
  expect(contacts).toHaveLength(2);
});

test('creates a facility login: the app adds it to the chosen facility as WAREHOUSE_PICKER, createRelationship adds nothing else', async ({ page }) => {
  await openCreateUser(page);
  await page.getByRole('switch', { name: 'Facility login' }).check();
  const facility = page.getByRole('combobox', { name: 'Select facility' });
  const name = page.getByRole('textbox', { name: 'Name', exact: true });

  await facility.click();
  await page.getByRole('option', { name: UNNAMED_FACILITY_ID, exact: true }).click();
  await expect(name).toHaveValue(UNNAMED_FACILITY_ID);
  await facility.click();
  await page.getByRole('option', { name: 'Warehouse 12', exact: true }).click();
  await expect(name).toHaveValue('Warehouse 12');
  const groupName = unique('Warehouse 12 login ');
  await name.fill(groupName);
  await page.getByRole('textbox', { name: 'Facility contact number' }).fill('555 0112');
  await page.getByRole('button', { name: 'Create User' }).click();

  await expect(usersApp(page).toast('User created successfully')).toBeVisible();
  const partyId = await confirmationPartyId(page);
  await expect(page.getByRole('heading', { level: 2, name: groupName })).toBeVisible();
  await expect(page.getByText('Employee ID')).toHaveCount(0);

  expect(await find('PartyGroup', { partyId }, ['groupName'])).toEqual([{ groupName }]);
  expect(await find('FacilityParty', { partyId }, ['facilityId', 'roleTypeId', 'thruDate'])).toEqual([{ facilityId: 'WH_12', roleTypeId: 'WAREHOUSE_PICKER', thruDate: null }]);
  // APPLICATION_USER from createRelationship, WAREHOUSE_PICKER ensured by the app: nothing else.
  const roles = (await find('PartyRole', { partyId }, ['roleTypeId'])).map((row) => row.roleTypeId);
  expect(roles.sort()).toEqual(['APPLICATION_USER', 'WAREHOUSE_PICKER']);
});

test('a double click on Create User creates one user', async ({ page }) => {
  const firstName = unique('Twice');
  await openCreateUser(page);
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Clicked');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/service/createRelationship')) creates.push(request.method());
  });
  await page.getByRole('button', { name: 'Create User' }).dblclick();
  await confirmationPartyId(page);
  await expect(page.getByRole('heading', { level: 2, name: `${firstName} Clicked` })).toBeVisible();

  expect(await find('Person', { firstName }, ['partyId'])).toHaveLength(1);
  // POSTs only (a CORS preflight, if any, is an OPTIONS).
  expect(creates.filter((method) => method === 'POST')).toHaveLength(1);
});
