/**
 * App access on user details (issue 20) through the host against the OMS dev server: a new CSR user
 * cannot open Fulfillment and the card names the missing permission; 'Add to group…' offers the
 * groups granting it, least privilege first; confirming puts the login in that group — read back
 * with performFind — and the card says they can open Fulfillment through it; a blocked login shows
 * 'Login blocked' for every app.
 */
import { apiLogin, BLOCKED_USER, createUserParty, e2eUrls, expect, KNOWN_PERSON, omsFind, omsPost, ORGANIZATION, test, usersApp } from './fixtures';

/** A user of its own (CSR only), so no other spec sees the group it gains. */
async function newCsrUser(): Promise<{ partyId: string; userLoginId: string; name: string }> {
  const { token } = await apiLogin('admin');
  const stamp = Date.now().toString(36);
  const lastName = `Access${stamp}`;
  const partyId = await createUserParty(token, { firstName: 'Carla', lastName });
  const userLoginId = `carla.${stamp}`;
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId,
    currentPassword: 'Carla@1234',
    currentPasswordVerify: 'Carla@1234',
    requirePasswordChange: 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: ['CSR'] });
  return { partyId, userLoginId, name: `Carla ${lastName}` };
}

test("a CSR cannot open Fulfillment, and 'Add to group…' fixes it with the least privileged group", async ({ adminPage: page }) => {
  const carla = await newCsrUser();
  await page.goto(`${e2eUrls().host}/users/user-details/${carla.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name: carla.name })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
  const card = page.locator('.fui-Card', { has: page.getByRole('heading', { name: 'App access' }) });
  await card.getByRole('button', { name: 'Show app access' }).click();
  const apps = card.getByRole('list', { name: 'App access' });
  const fulfillment = apps.getByRole('listitem').filter({ has: page.locator('summary', { hasText: /^Fulfillment/ }) });
  await expect(fulfillment.locator('summary')).toHaveText('FulfillmentCannot openNeeds FULFILLMENT_APP_VIEW, which none of their groups grants');
  await expect(apps.getByRole('listitem').filter({ has: page.locator('summary', { hasText: /^Order Manager/ }) }).locator('summary')).toContainText('Can open');

  await fulfillment.locator('summary').click();
  await fulfillment.getByRole('button', { name: 'Add to group…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add to group…' });
  const options = dialog.getByRole('radio');
  await expect(options.first()).toBeChecked();
  const labels = await dialog.locator('.fui-Radio').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  // Least privilege first: the counts of new permissions never go down the list.
  const counts = labels.map((label) => Number(/New permissions \((\d+)\)/.exec(label)?.[1]));
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  // The spec's restricted groups are never offered.
  for (const restricted of ['Warehouse Manager', 'Store Associate']) expect(labels.some((label) => label.startsWith(restricted))).toBe(false);
  const chosen = (await dialog.locator('.fui-Radio').first().locator('label').first().textContent())?.split('New permissions')[0] ?? '';

  await dialog.getByRole('button', { name: 'Add to group', exact: true }).dblclick();
  await expect(usersApp(page).toast('Security group(s) updated successfully.')).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(fulfillment.locator('summary')).toContainText(`Through ${chosen}`);

  const { token } = await apiLogin('admin');
  const memberships = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginAndSecurityGroup', inputFields: { userLoginId: carla.userLoginId }, fieldList: ['groupId', 'groupName'], filterByDate: 'Y', viewSize: 20 });
  const names = await omsFind<{ groupId: string; groupName: string }>(token, { entityName: 'SecurityGroup', inputFields: { groupName: chosen }, fieldList: ['groupId', 'groupName'], viewSize: 5 });
  const chosenId = names[0]?.groupId;
  expect(chosenId).toBeTruthy();
  expect(memberships.map((row) => row.groupId).sort()).toEqual(['CSR', chosenId].sort());
  const grants = await omsFind(token, { entityName: 'SecurityGroupPermission', inputFields: { groupId: chosenId, permissionId: 'FULFILLMENT_APP_VIEW' }, filterByDate: 'Y', viewSize: 5 });
  expect(grants).toHaveLength(1);
});

test("a blocked login: the card says so first, and every app says 'Login blocked'", async ({ adminPage: page }) => {
  await page.goto(`${e2eUrls().host}/users/user-details/${BLOCKED_USER.partyId}`);
  const card = page.locator('.fui-Card', { has: page.getByRole('heading', { name: 'App access' }) });
  await card.getByRole('button', { name: 'Show app access' }).click();
  await expect(card.getByRole('note')).toHaveText('Login blocked: they cannot open any app until it is unblocked.');
  const statuses = card.getByRole('list', { name: 'App access' }).locator(':scope > li > details > summary > span:nth-child(2)');
  await expect(statuses.first()).toBeVisible();
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Login blocked']));
});

test('users/UserAccess renders in the host: one app of a user, its capabilities open', async ({ adminPage: page }) => {
  await page.goto(`${e2eUrls().host}/access?partyId=${KNOWN_PERSON.partyId}&appId=fulfillment`);
  const access = page.locator(`[data-user-access="${KNOWN_PERSON.partyId}"]`);
  await expect(access.getByRole('heading', { name: `App access of ${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}` })).toBeVisible();
  const rows = access.getByRole('list', { name: 'App access' }).locator(':scope > li');
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('summary')).toContainText(/^Fulfillment(Can open|No facility|Cannot open)/);
  await expect(access.getByRole('list', { name: 'Capabilities in Fulfillment' })).toBeVisible();
});

test("'Users who can …' on a capability opens the Users tab filtered to the groups granting it, and the link can be shared", async ({ adminPage: page }) => {
  await page.goto(`${e2eUrls().host}/users/tabs/permissions?view=app&app=fulfillment`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'Ship orders', exact: true }) });
  await expect(card.getByRole('link', { name: 'Users who can Ship orders' })).toBeVisible();
  const holders = await card.getByRole('link').filter({ hasNotText: /^Users who can/ }).allTextContents();
  expect(holders.length).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'Users who can Ship orders' }).click();
  await expect(page).toHaveURL(/\/users\/tabs\/users\?group=/);
  const groupIds = decodeURIComponent(new URL(page.url()).searchParams.get('group') ?? '').split(',');
  const { token } = await apiLogin('admin');
  // 'Ship orders' is COMMON_ADMIN OR FF_SHIP_NOW; classification groups grant nothing.
  const grants = await omsFind<{ groupId: string; groupTypeEnumId?: string | null }>(token, {
    entityName: 'SecurityGroupAndPermission',
    inputFields: { permissionId_value: ['COMMON_ADMIN', 'FF_SHIP_NOW'], permissionId_op: 'in' },
    fieldList: ['groupId', 'groupTypeEnumId'],
    filterByDate: 'Y',
    viewSize: 100,
  });
  expect(groupIds.sort()).toEqual([...new Set(grants.filter((row) => row.groupTypeEnumId !== 'PRM_CLASS_TYPE').map((row) => row.groupId))].sort());
  // The filter names the groups; every row shown is a member of one of them (the OMS says so).
  await expect(page.getByRole('combobox', { name: 'Security group' })).toHaveValue(groupIds.join(','));
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  const members = await omsFind<{ partyId: string }>(token, { entityName: 'UserLoginAndSecurityGroup', inputFields: { groupId_value: groupIds, groupId_op: 'in' }, fieldList: ['partyId'], filterByDate: 'Y', viewSize: 250 });
  const memberIds = new Set(members.map((row) => row.partyId));
  const shown = await rows.getByRole('link').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/user-details/')[1]).filter(Boolean));
  expect(shown.length).toBeGreaterThan(0);
  for (const partyId of shown) expect(memberIds.has(decodeURIComponent(partyId ?? ''))).toBe(true);
});

/** Gives a party product stores and picker facilities as the cards would (roles ensured first). */
async function giveStoresAndFacilities(token: string, partyId: string, stores: string[], facilities: string[]): Promise<void> {
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'APPLICATION_USER' });
  for (const productStoreId of stores) await omsPost(token, 'service/createProductStoreRole', { partyId, productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: Date.now() });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  for (const facilityId of facilities) await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId, roleTypeId: 'WAREHOUSE_PICKER' });
}

/** A user's current groups, stores and picker facilities, read back from the OMS. */
async function accessOf(token: string, partyId: string, userLoginId: string) {
  const groups = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId }, filterByDate: 'Y', viewSize: 50 });
  const stores = await omsFind<{ productStoreId: string }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId }, filterByDate: 'Y', viewSize: 50 });
  const facilities = await omsFind<{ facilityId: string }>(token, { entityName: 'FacilityParty', inputFields: { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, filterByDate: 'Y', viewSize: 50 });
  return {
    groups: groups.map((row) => row.groupId).sort(),
    stores: stores.map((row) => row.productStoreId).sort(),
    facilities: facilities.map((row) => row.facilityId).sort(),
  };
}

test("'Same access as…' copies groups, stores and facilities (read back), and a second apply sends nothing", async ({ adminPage: page }) => {
  const { token } = await apiLogin('admin');
  const carla = await newCsrUser();
  await giveStoresAndFacilities(token, carla.partyId, ['STORE_CA'], ['BROOKLYN']);
  const sofia = await newCsrUser();
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId: sofia.userLoginId, groupIds: ['STORE_MANAGER'] });
  await giveStoresAndFacilities(token, sofia.partyId, ['STORE_US', 'STORE_OUTLET'], ['BROADWAY', 'QUEENS']);
  const expected = await accessOf(token, sofia.partyId, sofia.userLoginId);
  expect(expected).toEqual({ groups: ['CSR', 'STORE_MANAGER'], stores: ['STORE_OUTLET', 'STORE_US'], facilities: ['BROADWAY', 'QUEENS'] });

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/service/')) writes.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(`${e2eUrls().host}/users/user-details/${carla.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name: carla.name })).toBeVisible();
  const compareWithSofia = async () => {
    await page.getByRole('button', { name: 'Same access as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Same access as…' });
    await dialog.getByRole('searchbox', { name: 'Search users' }).fill(sofia.name.split(' ')[1] ?? '');
    const sofiaOption = dialog.getByRole('radio', { name: new RegExp(sofia.userLoginId) });
    await sofiaOption.check();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(dialog.getByText(`${carla.name} compared with ${sofia.name}:`)).toBeVisible();
    return dialog;
  };

  const dialog = await compareWithSofia();
  await expect(dialog.getByRole('region', { name: 'Security groups' }).getByRole('listitem')).toHaveText(['Add Store Manager', 'Keep Customer Service Representative']);
  await expect(dialog.getByRole('region', { name: 'Product stores' }).getByRole('listitem')).toHaveText(['Add Demo Outlet', 'Add Demo Store US', 'Remove Demo Store Canada']);
  await expect(dialog.getByRole('region', { name: 'Facilities' }).getByRole('listitem')).toHaveText(['Add Broadway', 'Add Queens', 'Remove Brooklyn']);
  writes.length = 0;
  await dialog.getByRole('button', { name: 'Apply changes' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText(`Access copied from ${sofia.name}.`);
  expect(writes.sort()).toEqual(['addPartyToFacility', 'addPartyToFacility', 'addPartyUserPermission', 'createProductStoreRole', 'createProductStoreRole', 'ensurePartyRole', 'ensurePartyRole', 'removePartyFromFacility', 'updateProductStoreRole']);
  expect(await accessOf(token, carla.partyId, carla.userLoginId)).toEqual(expected);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Again: both users read afresh, nothing differs, nothing can be sent.
  writes.length = 0;
  const again = await compareWithSofia();
  await expect(again.getByRole('status')).toHaveText('They already have the same access.');
  await expect(again.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).click();
  expect(writes).toEqual([]);
  expect(await accessOf(token, carla.partyId, carla.userLoginId)).toEqual(expected);
});
