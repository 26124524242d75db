/**
 * Write services for security groups, permissions, roles, stores, facilities, preferences and
 * the profile image: success with the app's payload (read back), each bad input rejected with
 * nothing written. No test reads what another one wrote, so they pass in any order.
 */
import { expectFailure, expectOk, expectRejected, startTestServer, type Client, type TestServer } from './harness';
import { DEMO_LOGINS, KNOWN_FACILITY_LOGIN, KNOWN_PERSON, MULTI_GROUP_USER, ORGANIZATION, PERSON_WITHOUT_LOGIN } from '../seed/fixtures';

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
});
afterAll(() => t.close());

async function docs(body: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  return (await admin.find({ viewSize: 250, ...body })).body.docs ?? [];
}

describe('security groups of a user', () => {
  const login = KNOWN_PERSON.userLoginId;
  const currentGroups = async (): Promise<string[]> =>
    (await docs({ entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: login }, filterByDate: 'Y', fieldList: ['groupId'] })).map((d) => String(d.groupId)).sort();

  test('addPartyUserPermission adds several groups; removePartyUserPermission ends one', async () => {
    expect(await currentGroups()).toEqual([...KNOWN_PERSON.securityGroupIds].sort());
    expectOk(await admin.service('addPartyUserPermission', { userLoginId: login, groupIds: ['MERCHANDISE_MGR', 'COMMERCE_SUPER'] }));
    expect(await currentGroups()).toEqual(['COMMERCE_SUPER', 'CSR', 'MERCHANDISE_MGR', 'STORE_MANAGER']);
    expectOk(await admin.service('removePartyUserPermission', { userLoginId: login, groupId: 'COMMERCE_SUPER' }));
    expect(await currentGroups()).toEqual(['CSR', 'MERCHANDISE_MGR', 'STORE_MANAGER']);
    const history = await docs({ entityName: 'UserLoginAndSecurityGroup', inputFields: { userLoginId: login }, orderBy: 'thruDate DESC' });
    expect(history.find((h) => h.groupId === 'COMMERCE_SUPER')).toMatchObject({ groupName: 'Commerce Super User', thruDate: expect.any(Number) });
  });

  test.each([
    ['addPartyUserPermission', 'missing groupIds', { userLoginId: login }, 400, 'groupIds'],
    ['addPartyUserPermission', 'bad groupIds', { userLoginId: login, groupIds: [42] }, 400, 'groupIds'],
    ['addPartyUserPermission', 'unknown group', { userLoginId: login, groupIds: ['CSR_NOPE'] }, 404, 'CSR_NOPE'],
    ['addPartyUserPermission', 'unknown login', { userLoginId: 'nobody.here', groupIds: ['CSR'] }, 404, 'nobody.here'],
    ['removePartyUserPermission', 'missing groupId', { userLoginId: login }, 400, 'groupId'],
    ['removePartyUserPermission', 'not a member', { userLoginId: login, groupId: 'INTEGRATION' }, 404, 'INTEGRATION'],
  ])('%s: %s', async (service, _label, body, status, message) => {
    await expectRejected(t, admin, service, body, status, message);
  });
});

describe('security groups and their permissions', () => {
  test('createSecurityGroup, updateSecurityGroup', async () => {
    expect(await admin.service('createSecurityGroup', { groupId: 'NIGHT_SHIFT', groupName: 'Night shift', description: 'Works at night' })).toEqual({ status: 200, body: { groupId: 'NIGHT_SHIFT' } });
    expectOk(await admin.service('updateSecurityGroup', { groupId: 'NIGHT_SHIFT', groupName: 'Night crew', description: '' }));
    expect(await docs({ entityName: 'SecurityGroup', inputFields: { groupId: 'NIGHT_SHIFT' } })).toEqual([{ groupId: 'NIGHT_SHIFT', groupName: 'Night crew', description: null, groupTypeEnumId: null }]);
  });

  test('addSecurityPermissionToSecurityGroup then end it with updateSecurityPermissionToSecurityGroup', async () => {
    const groupId = 'DAY_SHIFT';
    expectOk(await admin.service('createSecurityGroup', { groupId, groupName: 'Day shift' }));
    const fromDate = Date.now() - 1000;
    expectOk(await admin.service('addSecurityPermissionToSecurityGroup', { groupId, permissionId: 'ORDERMGR_VIEW', fromDate }));
    const current = () => docs({ entityName: 'SecurityGroupAndPermission', inputFields: { groupId }, filterByDate: 'Y', fieldList: ['permissionId', 'fromDate'] });
    expect(await current()).toEqual([{ permissionId: 'ORDERMGR_VIEW', fromDate }]);
    expectOk(await admin.service('updateSecurityPermissionToSecurityGroup', { groupId, permissionId: 'ORDERMGR_VIEW', fromDate, thruDate: Date.now() }));
    expect(await current()).toEqual([]);
    // Re-granting after the end is allowed (a new association).
    expectOk(await admin.service('addSecurityPermissionToSecurityGroup', { groupId, permissionId: 'ORDERMGR_VIEW' }));
    expect(await current()).toEqual([{ permissionId: 'ORDERMGR_VIEW', fromDate: expect.any(Number) }]);
  });

  test.each([
    ['createSecurityGroup', 'missing name', { groupId: 'X1' }, 400, 'groupName'],
    ['createSecurityGroup', 'missing id', { groupName: 'X1' }, 400, 'groupId'],
    ['createSecurityGroup', 'id longer than 20', { groupId: 'A_VERY_LONG_GROUP_ID_1', groupName: 'X' }, 400, 'Internal ID cannot be more than 20 characters.'],
    ['createSecurityGroup', 'description longer than 255', { groupId: 'X2', groupName: 'X', description: 'd'.repeat(256) }, 400, 'description'],
    ['createSecurityGroup', 'duplicate', { groupId: 'CSR', groupName: 'Another CSR' }, 409, 'CSR'],
    ['updateSecurityGroup', 'missing id', { groupName: 'X' }, 400, 'groupId'],
    ['updateSecurityGroup', 'unknown group', { groupId: 'NOPE_GROUP', groupName: 'X' }, 404, 'NOPE_GROUP'],
    ['updateSecurityGroup', 'blank name', { groupId: 'CSR', groupName: ' ' }, 400, 'Security group name is required.'],
    ['addSecurityPermissionToSecurityGroup', 'missing group', { permissionId: 'ORDERMGR_VIEW' }, 400, 'groupId'],
    ['addSecurityPermissionToSecurityGroup', 'unknown permission', { groupId: 'CSR', permissionId: 'FLY' }, 404, 'FLY'],
    ['addSecurityPermissionToSecurityGroup', 'bad fromDate', { groupId: 'CSR', permissionId: 'TAX_VIEW', fromDate: 'someday' }, 400, 'fromDate'],
    ['updateSecurityPermissionToSecurityGroup', 'missing fromDate', { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW' }, 400, 'fromDate'],
    ['updateSecurityPermissionToSecurityGroup', 'bad thruDate', { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW', fromDate: 1, thruDate: 'later' }, 400, 'thruDate'],
    ['updateSecurityPermissionToSecurityGroup', 'unknown association', { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW', fromDate: 1 }, 404, 'SecurityGroupPermission'],
  ])('%s: %s', async (service, _label, body, status, message) => {
    await expectRejected(t, admin, service, body, status, message);
  });
});

describe('roles, stores, facilities, relationships', () => {
  const partyId = KNOWN_PERSON.partyId;

  test('ensurePartyRole is idempotent; deletePartyRole removes it (the picker toggle)', async () => {
    const isPicker = async () => (await admin.find({ entityName: 'PartyRole', inputFields: { partyId: PERSON_WITHOUT_LOGIN.partyId, roleTypeId: 'WAREHOUSE_PICKER', roleTypeId_op: 'equals' }, viewSize: 1 })).body.count === 1;
    expect(await isPicker()).toBe(false);
    for (let i = 0; i < 2; i++) expectOk(await admin.service('ensurePartyRole', { partyId: PERSON_WITHOUT_LOGIN.partyId, roleTypeId: 'WAREHOUSE_PICKER' }));
    expect(await isPicker()).toBe(true);
    expectOk(await admin.service('deletePartyRole', { partyId: PERSON_WITHOUT_LOGIN.partyId, roleTypeId: 'WAREHOUSE_PICKER' }));
    expect(await isPicker()).toBe(false);
  });

  test('createProductStoreRole then end it with updateProductStoreRole (fromDate and role kept)', async () => {
    const stores = () => docs({ entityName: 'ProductStoreAndRole', inputFields: { partyId }, filterByDate: 'Y', fieldList: ['productStoreId', 'storeName', 'roleTypeId'], orderBy: 'productStoreId' });
    expect(await stores()).toHaveLength(2);
    const fromDate = Date.now() - 5000;
    expectOk(await admin.service('createProductStoreRole', { partyId, productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER', fromDate }));
    expect(await stores()).toContainEqual({ productStoreId: 'STORE_OUTLET', storeName: 'Demo Outlet', roleTypeId: 'APPLICATION_USER' });
    const ended = await admin.service('updateProductStoreRole', { partyId, productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER', fromDate, thruDate: Date.now() });
    expectOk(ended);
    expect((await stores()).map((s) => s.productStoreId)).not.toContain('STORE_OUTLET');
    const all = await docs({ entityName: 'ProductStoreRole', inputFields: { partyId, productStoreId: 'STORE_OUTLET' } });
    expect(all).toEqual([expect.objectContaining({ fromDate, roleTypeId: 'APPLICATION_USER', thruDate: expect.any(Number) })]);
  });

  test('addPartyToFacility then removePartyFromFacility (ends it)', async () => {
    const facilities = () => docs({ entityName: 'FacilityParty', inputFields: { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, filterByDate: 'Y', fieldList: ['facilityId', 'fromDate'] });
    expect((await facilities()).map((f) => f.facilityId).sort()).toEqual([...KNOWN_PERSON.pickerFacilityIds].sort());
    const added = await admin.service<{ fromDate: number }>('addPartyToFacility', { partyId, facilityId: 'CHELSEA', roleTypeId: 'WAREHOUSE_PICKER' });
    expectOk(added);
    expect((await facilities()).map((f) => f.facilityId)).toContain('CHELSEA');
    const removed = await admin.service('removePartyFromFacility', { partyId, facilityId: 'CHELSEA', roleTypeId: 'WAREHOUSE_PICKER', fromDate: added.body.fromDate, thruDate: Date.now() });
    expectOk(removed);
    expect((await facilities()).map((f) => f.facilityId)).not.toContain('CHELSEA');
  });

  test('createRoleType creates FAC_LOGIN (not seeded) once', async () => {
    const exists = async () => (await admin.find({ entityName: 'RoleType', inputFields: { roleTypeId: 'FAC_LOGIN' } })).body.count === 1;
    expect(await exists()).toBe(false);
    expect(await admin.service('createRoleType', { roleTypeId: 'FAC_LOGIN', description: 'Facility Login' })).toEqual({ status: 200, body: { roleTypeId: 'FAC_LOGIN' } });
    expect(await exists()).toBe(true);
    await expectRejected(t, admin, 'createRoleType', { roleTypeId: 'FAC_LOGIN', description: 'Again' }, 409, 'FAC_LOGIN');
    // As in the app's quick setup: the party needs the role before the facility association.
    const facilityLogin = { partyId: KNOWN_FACILITY_LOGIN.partyId, facilityId: KNOWN_FACILITY_LOGIN.facilityId, roleTypeId: 'FAC_LOGIN' };
    await expectRejected(t, admin, 'addPartyToFacility', facilityLogin, 404, 'PartyRole');
    expectOk(await admin.service('ensurePartyRole', { partyId: facilityLogin.partyId, roleTypeId: 'FAC_LOGIN' }));
    expectOk(await admin.service('addPartyToFacility', facilityLogin));
  });

  test('updatePartyRelationship ends the employment: the user leaves the date-filtered list', async () => {
    const listed = async () =>
      (await admin.find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { partyId: MULTI_GROUP_USER.partyId, roleTypeIdTo: 'APPLICATION_USER' }, fieldList: ['partyId'], distinct: 'Y', filterByDate: 'Y', fromDateName: 'relationshipFromDate', thruDateName: 'relationshipThruDate' })).body.count ?? 0;
    expect(await listed()).toBe(1);
    const key = { partyIdFrom: ORGANIZATION.partyId, partyIdTo: MULTI_GROUP_USER.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER' };
    expectOk(await admin.service('updatePartyRelationship', { ...key, thruDate: Date.now() - 1 }));
    expect(await listed()).toBe(0);
  });

  test.each([
    ['ensurePartyRole', 'missing role', { partyId }, 400, 'roleTypeId'],
    ['ensurePartyRole', 'unknown role', { partyId, roleTypeId: 'ASTRONAUT' }, 404, 'ASTRONAUT'],
    ['ensurePartyRole', 'unknown party', { partyId: 'NO_SUCH_PARTY', roleTypeId: 'EMPLOYEE' }, 404, 'NO_SUCH_PARTY'],
    ['deletePartyRole', 'missing party', { roleTypeId: 'EMPLOYEE' }, 400, 'partyId'],
    ['deletePartyRole', 'role not held', { partyId, roleTypeId: 'OWNER' }, 404, 'OWNER'],
    ['createProductStoreRole', 'missing store', { partyId, roleTypeId: 'APPLICATION_USER' }, 400, 'productStoreId'],
    ['createProductStoreRole', 'unknown store', { partyId, productStoreId: 'STORE_MOON', roleTypeId: 'APPLICATION_USER' }, 404, 'STORE_MOON'],
    ['createProductStoreRole', 'party without the role', { partyId, productStoreId: 'STORE_US', roleTypeId: 'OWNER' }, 404, 'PartyRole'],
    ['createProductStoreRole', 'bad fromDate', { partyId, productStoreId: 'STORE_WHOLESALE', roleTypeId: 'APPLICATION_USER', fromDate: 'yesterday' }, 400, 'fromDate'],
    ['updateProductStoreRole', 'missing fromDate', { partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER' }, 400, 'fromDate'],
    ['updateProductStoreRole', 'unknown association', { partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: 1 }, 404, 'ProductStoreRole'],
    ['updateProductStoreRole', 'thruDate before fromDate', { partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: 5000, thruDate: 10 }, 400, 'thruDate'],
    ['addPartyToFacility', 'missing facility', { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, 400, 'facilityId'],
    ['addPartyToFacility', 'unknown facility', { partyId, facilityId: 'ATLANTIS', roleTypeId: 'WAREHOUSE_PICKER' }, 404, 'ATLANTIS'],
    ['addPartyToFacility', 'bad fromDate', { partyId, facilityId: 'MIAMI', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 'now-ish' }, 400, 'fromDate'],
    ['addPartyToFacility', 'party without the role', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_MANAGER' }, 404, 'PartyRole'],
    ['removePartyFromFacility', 'missing fromDate', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' }, 400, 'fromDate'],
    ['removePartyFromFacility', 'unknown association', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1 }, 404, 'FacilityParty'],
    ['removePartyFromFacility', 'thruDate before fromDate', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 5000, thruDate: 10 }, 400, 'thruDate'],
    ['createRoleType', 'missing id', { description: 'X' }, 400, 'roleTypeId'],
    ['createRoleType', 'id too long', { roleTypeId: 'R'.repeat(21) }, 400, 'roleTypeId'],
    ['createRoleType', 'unknown parent', { roleTypeId: 'NEW_ROLE', parentTypeId: 'NO_PARENT' }, 404, 'NO_PARENT'],
    ['updatePartyRelationship', 'missing partyIdTo', { partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER' }, 400, 'partyIdTo'],
    ['updatePartyRelationship', 'unknown relationship', { partyIdFrom: ORGANIZATION.partyId, partyIdTo: 'NO_SUCH_PARTY', roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER' }, 404, 'PartyRelationship'],
    ['updatePartyRelationship', 'bad thruDate', { partyIdFrom: ORGANIZATION.partyId, partyIdTo: partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', thruDate: 'never' }, 400, 'thruDate'],
    ['updatePartyRelationship', 'unknown relationship type', { partyIdFrom: ORGANIZATION.partyId, partyIdTo: partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'FRIENDSHIP' }, 404, 'FRIENDSHIP'],
  ])('%s: %s', async (service, _label, body, status, message) => {
    await expectRejected(t, admin, service, body, status, message);
  });
});

describe('favourites', () => {
  const favourites = async (userLoginId: string) =>
    Object.fromEntries((await docs({ entityName: 'UserPreference', inputFields: { userLoginId, userPrefTypeId: ['FAVORITE_PRODUCT_STORE', 'FAVORITE_SHOPIFY_SHOP'] } })).map((p) => [p.userPrefTypeId, p.userPrefValue]));

  test('setUserPreference sets, replaces and clears', async () => {
    const login = KNOWN_PERSON.userLoginId;
    expect(await favourites(login)).toEqual({ FAVORITE_PRODUCT_STORE: 'STORE_US', FAVORITE_SHOPIFY_SHOP: 'SHOP_US' });
    expectOk(await admin.service('setUserPreference', { userPrefLoginId: login, userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' }));
    expectOk(await admin.service('setUserPreference', { userPrefLoginId: login, userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' }));
    expect(await favourites(login)).toEqual({ FAVORITE_PRODUCT_STORE: 'STORE_CA', FAVORITE_SHOPIFY_SHOP: null });
  });

  test.each([
    ['missing type', { userPrefLoginId: 'admin', userPrefValue: 'STORE_US' }, 400, 'userPrefTypeId'],
    ['type longer than 60', { userPrefLoginId: 'admin', userPrefTypeId: 'T'.repeat(61), userPrefValue: 'x' }, 400, 'userPrefTypeId'],
    ['unknown store', { userPrefLoginId: 'admin', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_MOON' }, 404, 'STORE_MOON'],
    ['unknown shop', { userPrefLoginId: 'admin', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: 'SHOP_MOON' }, 404, 'SHOP_MOON'],
    ['unknown login', { userPrefLoginId: 'nobody.here', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_US' }, 404, 'nobody.here'],
  ])('setUserPreference: %s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'setUserPreference', body, status, message);
  });
});

describe('uploadPartyLogoImage', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const form = (fields: Record<string, string>, file?: { bytes: Buffer; type: string; name: string }): FormData => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (file) data.append('uploadedFile', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return data;
  };

  test('stores the image, records PartyContent/DataResource and serves it at base-without-api + objectInfo', async () => {
    const partyId = KNOWN_PERSON.partyId;
    const answer = await admin.postForm<{ objectInfo: string; dataResourceId: string }>('service/uploadPartyLogoImage', form({ partyId, _uploadedFile_contentType: 'image/*' }, { bytes: PNG, type: 'image/png', name: 'me.png' }));
    expectOk(answer);
    expect(answer.body.objectInfo).toMatch(/^\/resources\/uploads\/[\w-]+\.png$/);
    const content = await docs({ entityName: 'PartyContentDetail', inputFields: { partyId, partyContentTypeId: 'LGOIMGURL' }, filterByDate: 'Y', fieldList: ['dataResourceId', 'objectInfo'] });
    expect(content).toEqual([{ dataResourceId: answer.body.dataResourceId, objectInfo: answer.body.objectInfo }]);
    const resource = await docs({ entityName: 'DataResource', inputFields: { dataResourceId: answer.body.dataResourceId }, fieldList: ['objectInfo', 'mimeTypeId'] });
    expect(resource).toEqual([{ objectInfo: answer.body.objectInfo, mimeTypeId: 'image/png' }]);
    const imageUrl = t.server.url.replace(/api\/$/, '') + answer.body.objectInfo.replace(/^\//, '');
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${t.server.origin}resources/uploads/..%2Foms.sqlite`)).status).toBe(404);
  });

  test.each([
    ['missing partyId', {}, { bytes: PNG, type: 'image/png', name: 'a.png' }, 400, 'partyId'],
    ['missing file', { partyId: KNOWN_PERSON.partyId }, undefined, 400, 'uploadedFile'],
    ['not an image type', { partyId: KNOWN_PERSON.partyId }, { bytes: Buffer.from('hello'), type: 'text/plain', name: 'a.txt' }, 400, 'Please upload a valid image file'],
    ['bytes that are not the declared type', { partyId: KNOWN_PERSON.partyId }, { bytes: Buffer.from('hello'), type: 'image/png', name: 'a.png' }, 400, 'Please upload a valid image file'],
    ['unknown party', { partyId: 'NO_SUCH_PARTY' }, { bytes: PNG, type: 'image/png', name: 'a.png' }, 404, 'NO_SUCH_PARTY'],
  ])('%s', async (_label, fields, file, status, message) => {
    const before = (await docs({ entityName: 'DataResource', noConditionFind: 'Y', fieldList: ['dataResourceId'] })).length;
    expectFailure(t, await admin.postForm('service/uploadPartyLogoImage', form(fields, file)), status, message);
    expect((await docs({ entityName: 'DataResource', noConditionFind: 'Y', fieldList: ['dataResourceId'] })).length).toBe(before);
  });

  test('the seeded admin avatar is served', async () => {
    const [logo] = await docs({ entityName: 'PartyContentDetail', inputFields: { partyId: DEMO_LOGINS.admin.partyId }, filterByDate: 'Y', fieldList: ['objectInfo'] });
    const response = await fetch(t.server.origin + String(logo?.objectInfo).replace(/^\//, ''));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });
});
