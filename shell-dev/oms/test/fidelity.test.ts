/**
 * The server is no kinder than a real OMS (OMS-CONTRACT.md "Fidelity", README.md "Fidelity"):
 * generic creates make second current rows, PartyRole foreign keys hold both ways, old uneven
 * data is seeded and served as it is, ids and text are free text, and performFind's not-empty.
 */
import { expectFailure, expectOk, expectRejected, startTestServer, type Client, type TestServer } from './harness';
import {
  DEMO_LOGINS, KNOWN_PERSON, LEGACY_LOGIN_USER, NO_TIMEZONE_USER, ORGANIZATION, PARTY_WITHOUT_STATUS, PERSON_WITHOUT_LOGIN, SEED_USER_COUNT, SELF_SERVICE_USER,
} from '../seed/fixtures';

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
});
afterAll(() => t.close());

async function docs(body: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  return expectOk(await admin.find({ viewSize: 250, ...body })).docs ?? [];
}

const relationship = { partyTypeId: 'PERSON', partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT' };

describe('generic creates: only an identical primary key (same fromDate) is a duplicate', () => {
  const partyId = KNOWN_PERSON.partyId;
  const cases: Array<[service: string, body: Record<string, unknown>, find: Record<string, unknown>]> = [
    ['createProductStoreRole', { partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER' }, { entityName: 'ProductStoreRole', inputFields: { partyId, productStoreId: 'STORE_US' } }],
    ['addPartyToFacility', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' }, { entityName: 'FacilityParty', inputFields: { partyId, facilityId: 'BROADWAY' } }],
    ['addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW' }, { entityName: 'SecurityGroupPermission', inputFields: { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW' } }],
    ['addPartyUserPermission', { userLoginId: KNOWN_PERSON.userLoginId, groupIds: ['CSR'] }, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: KNOWN_PERSON.userLoginId, groupId: 'CSR' } }],
  ];

  test.each(cases)('%s of what is already current makes a second current row; the same fromDate again is a duplicate', async (service, body, find) => {
    const current = { ...find, filterByDate: 'Y', fieldList: ['fromDate'] };
    expect(await docs(current)).toHaveLength(1);
    const fromDate = Date.now() - 1000;
    expectOk(await admin.service(service, { ...body, fromDate }));
    expect((await docs(current)).map((row) => row.fromDate)).toContain(fromDate);
    expect(await docs(current)).toHaveLength(2);
    await expectRejected(t, admin, service, { ...body, fromDate }, 409, 'already exists');
  });
});

describe('PartyRole foreign keys', () => {
  test('FacilityParty and ProductStoreRole need the PartyRole; they do not create it (the client ensures it first)', async () => {
    const partyId = PERSON_WITHOUT_LOGIN.partyId;
    await expectRejected(t, admin, 'addPartyToFacility', { partyId, facilityId: 'SOHO', roleTypeId: 'WAREHOUSE_PICKER' }, 404, `PartyRole [${partyId}, WAREHOUSE_PICKER]`);
    await expectRejected(t, admin, 'createProductStoreRole', { partyId, productStoreId: 'STORE_CA', roleTypeId: 'SALES_REP' }, 404, `PartyRole [${partyId}, SALES_REP]`);
    expectOk(await admin.service('ensurePartyRole', { partyId, roleTypeId: 'SALES_REP' }));
    expectOk(await admin.service('createProductStoreRole', { partyId, productStoreId: 'STORE_CA', roleTypeId: 'SALES_REP' }));
  });

  test("addPartyToFacility with role _NA_ gives the party that role (OFBiz's ensureNaPartyRole ECA)", async () => {
    expectOk(await admin.service('addPartyToFacility', { partyId: PERSON_WITHOUT_LOGIN.partyId, facilityId: 'SOHO', roleTypeId: '_NA_' }));
    expect(await docs({ entityName: 'PartyRole', inputFields: { partyId: PERSON_WITHOUT_LOGIN.partyId, roleTypeId: '_NA_' } })).toHaveLength(1);
  });

  test('deletePartyRole fails while FacilityParty or ProductStoreRole rows reference the role, ended or not', async () => {
    // Its own picker with two facilities and a store role: other tests count the seeded ones.
    const { partyId } = expectOk(await admin.service<{ partyId: string }>('createRelationship', { ...relationship, firstName: 'Pat', lastName: 'Picker' }));
    expectOk(await admin.service('ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' }));
    for (const facilityId of ['BROADWAY', 'BROOKLYN']) expectOk(await admin.service('addPartyToFacility', { partyId, facilityId, roleTypeId: 'WAREHOUSE_PICKER' }));
    expectOk(await admin.service('ensurePartyRole', { partyId, roleTypeId: 'SALES_REP' }));
    expectOk(await admin.service('createProductStoreRole', { partyId, productStoreId: 'STORE_CA', roleTypeId: 'SALES_REP' }));
    await expectRejected(t, admin, 'deletePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, 409, 'FacilityParty');
    // End every picker facility: the ended rows still reference the role.
    const current = await docs({ entityName: 'FacilityParty', inputFields: { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, filterByDate: 'Y', fieldList: ['facilityId', 'fromDate'] });
    expect(current).toHaveLength(2);
    for (const row of current) {
      expectOk(await admin.service('removePartyFromFacility', { partyId, facilityId: row.facilityId, roleTypeId: 'WAREHOUSE_PICKER', fromDate: row.fromDate }));
    }
    await expectRejected(t, admin, 'deletePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, 409, 'FacilityParty');
    await expectRejected(t, admin, 'deletePartyRole', { partyId, roleTypeId: 'SALES_REP' }, 409, 'ProductStoreRole');
    expect(await docs({ entityName: 'PartyRole', inputFields: { partyId, roleTypeId: 'WAREHOUSE_PICKER' } })).toHaveLength(1);
  });

  test('the database enforces them too, and the seed satisfies every foreign key', () => {
    expect(t.server.db.pragma('foreign_key_check')).toEqual([]);
    expect(() => t.server.db.prepare("DELETE FROM PartyRole WHERE partyId = ? AND roleTypeId = 'WAREHOUSE_PICKER'").run(KNOWN_PERSON.partyId)).toThrow(/FOREIGN KEY/);
  });
});

describe('old, uneven data', () => {
  // The seed as it is, on a server of its own: other tests add users, newer than the legacy rows.
  let seed: TestServer;
  let seedAdmin: Client;
  beforeAll(async () => {
    seed = await startTestServer();
    seedAdmin = await seed.admin();
  });
  afterAll(() => seed.close());
  const seedDocs = async (body: Record<string, unknown>) => expectOk(await seedAdmin.find({ viewSize: 250, ...body })).docs ?? [];
  const profile = async (login: { userLoginId: string; password: string }) => expectOk(await (await seed.as(login.userLoginId, login.password)).get('user-profile'));

  test('the legacy rows are seeded after the others, then the self-service login, and listed', async () => {
    const listed = await seedDocs({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { roleTypeIdTo: 'APPLICATION_USER' }, filterByDate: 'Y', fromDateName: 'relationshipFromDate', thruDateName: 'relationshipThruDate', fieldList: ['partyId'], distinct: 'Y', orderBy: '-createdDate', viewSize: 4 });
    expect(listed.map((row) => row.partyId)).toEqual([SELF_SERVICE_USER.partyId, NO_TIMEZONE_USER.partyId, PARTY_WITHOUT_STATUS.partyId, LEGACY_LOGIN_USER.partyId]);
    expect(Number(SELF_SERVICE_USER.partyId)).toBe(Number(DEMO_LOGINS.admin.partyId) + SEED_USER_COUNT - 1);
  });

  test('an empty UserLogin.enabled does not block the login (only N does)', async () => {
    const [row] = await seedDocs({ entityName: 'UserLogin', inputFields: { userLoginId: LEGACY_LOGIN_USER.userLoginId }, fieldList: ['enabled', 'hasLoggedOut', 'requirePasswordChange'] });
    expect(row).toEqual({ enabled: null, hasLoggedOut: null, requirePasswordChange: null });
    expect(await profile(LEGACY_LOGIN_USER)).toMatchObject({ userLoginId: LEGACY_LOGIN_USER.userLoginId, userTimeZone: 'Europe/Dublin' });
  });

  test('an empty Party.statusId is served as null; notEqual PARTY_DISABLED keeps it', async () => {
    const hideDisabled = { partyId: PARTY_WITHOUT_STATUS.partyId, statusId: 'PARTY_DISABLED', statusId_op: 'notEqual' };
    expect(await seedDocs({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: hideDisabled, fieldList: ['partyId', 'statusId', 'lastName'], distinct: 'Y' })).toEqual([
      { partyId: PARTY_WITHOUT_STATUS.partyId, statusId: null, lastName: "O'Brien" },
    ]);
    expect(await profile(PARTY_WITHOUT_STATUS)).toMatchObject({ partyId: PARTY_WITHOUT_STATUS.partyId, statusId: null, partyName: "Siobhan O'Brien" });
    expectOk(await seedAdmin.service('updatePerson', { partyId: PARTY_WITHOUT_STATUS.partyId, firstName: 'Siobhán' }));
    expect(await seedDocs({ entityName: 'Party', inputFields: { partyId: PARTY_WITHOUT_STATUS.partyId }, fieldList: ['statusId'] })).toEqual([{ statusId: null }]);
  });

  test('a login without time zone or locale: user-profile answers null for both; it may use the app', async () => {
    expect(await profile(NO_TIMEZONE_USER)).toMatchObject({ userLoginId: NO_TIMEZONE_USER.userLoginId, userTimeZone: null, userLocale: null });
    const session = await seed.as(NO_TIMEZONE_USER.userLoginId, NO_TIMEZONE_USER.password);
    const held = expectOk(await session.post<{ docs: Array<{ permissionId: string }> }>('getPermissions', { permissionIds: ['USERS_APP_VIEW', 'SECURITY_CREATE'] }));
    expect(held.docs).toEqual([{ permissionId: 'SECURITY_CREATE' }, { permissionId: 'USERS_APP_VIEW' }]);
    expect(await profile(DEMO_LOGINS.admin)).toMatchObject({ userTimeZone: 'America/New_York', userLocale: 'en-US' });
  });
});

describe('free text', () => {
  test("a login id with '+', a name with an apostrophe and a phone number as typed are stored as sent", async () => {
    const { partyId } = expectOk(await admin.service<{ partyId: string }>('createRelationship', { ...relationship, firstName: 'Jane', lastName: "O'Brien", contactNumber: '(555) 123-4567 ext. 9' }));
    const login = { partyId, userLoginId: 'jane+ops@example.com', currentPassword: 'hello@123', currentPasswordVerify: 'hello@123' };
    expectOk(await admin.service('createNewUserLoginAndSetUserPreference', login));
    expect(await (await t.as(login.userLoginId, 'hello@123')).get('user-profile')).toMatchObject({ body: { userLoginId: 'jane+ops@example.com', partyName: "Jane O'Brien" } });
    expectOk(await admin.service('addPartyUserPermission', { userLoginId: login.userLoginId, groupIds: ['CSR'] }));
    const phones = await docs({ entityName: 'PartyContactDetailByPurpose', inputFields: { partyId, contactMechPurposeTypeId: 'PRIMARY_PHONE' }, fieldList: ['contactNumber'] });
    expect(phones).toEqual([{ contactNumber: '(555) 123-4567 ext. 9' }]);
    expectOk(await admin.service('createUpdatePartyTelecomNumber', { partyId, countryCode: '+44', areaCode: '(020)', contactNumber: 'call the desk', contactMechPurposeTypeId: 'PHONE_WORK' }));
  });

  test('ids refuse only control characters and overlong values; new ids follow OFBiz checkValidDatabaseId', async () => {
    await expectRejected(t, admin, 'forceLogout', { userLoginId: 'bad\u0007id' }, 400, 'control characters');
    await expectRejected(t, admin, 'createRoleType', { roleTypeId: 'R'.repeat(21) }, 400, 'at most 20');
    await expectRejected(t, admin, 'createSecurityGroup', { groupId: 'NIGHT SHIFT', groupName: 'Night shift' }, 400, 'The ID value in the parameter [groupId] was not valid: [space found at position 6]');
    await expectRejected(t, admin, 'createRoleType', { roleTypeId: "O'NEIL" }, 400, 'single-quote');
    expectOk(await admin.service('createSecurityGroup', { groupId: 'OPS+NIGHT', groupName: 'Ops (night)' }));
    // An unknown id with a space is just unknown.
    await expectRejected(t, admin, 'forceLogout', { userLoginId: 'no such login' }, 404, 'no such login');
  });

  test('email fields keep the spec rule', async () => {
    await expectRejected(t, admin, 'createUpdatePartyEmailAddress', { partyId: KNOWN_PERSON.partyId, emailAddress: 'jane+ops@example.com' }, 400, 'Invalid email address.');
  });
});

describe("performFind op 'not-empty'", () => {
  const body = (op: string, value?: string) => ({
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    inputFields: { roleTypeIdTo: 'APPLICATION_USER', userLoginId_op: op, ...(value === undefined ? {} : { userLoginId: value }) },
    fieldList: ['partyId'],
    distinct: 'Y',
    viewSize: 1,
  });

  test('IS NOT NULL AND != \'\', no value needed; other spellings are unknown ops', async () => {
    const all = expectOk(await admin.find(body('equals'))).count ?? 0;
    const withLogin = expectOk(await admin.find(body('not-empty'))).count ?? 0;
    const withoutLogin = expectOk(await admin.find(body('empty'))).count ?? 0;
    expect(withLogin).toBeGreaterThan(0);
    expect(withLogin + withoutLogin).toBe(all);
    expect(await docs({ entityName: 'Party', inputFields: { partyId: PARTY_WITHOUT_STATUS.partyId, statusId_op: 'not-empty' } })).toEqual([]);
    expectFailure(t, await admin.find(body('notEmpty', 'x')), 400, 'notEmpty');
    // An unknown op without a value skips its condition, as any empty value does.
    expect(expectOk(await admin.find(body('notEmpty'))).count).toBe(all);
  });
});

describe('performFind: two conditions on one field (`F_fld0_…`, `F_fld1_…`, as OFBiz reads them)', () => {
  const users = async (inputFields: Record<string, unknown>): Promise<Set<string>> =>
    new Set((await docs({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { roleTypeIdTo: 'APPLICATION_USER', ...inputFields }, fieldList: ['partyId'], distinct: 'Y', viewSize: 1000 })).map((d) => String(d.partyId)));

  test('each slot is a condition of its own, with its own group', async () => {
    const withLogin = await users({ userLoginId_op: 'not-empty' });
    // Slot 1 in an OR group with firstName, slot 0 / the plain key ANDed: the plain key and the
    // slot do not overwrite each other.
    const found = await users({ userLoginId_op: 'not-empty', firstName_value: PERSON_WITHOUT_LOGIN.firstName, firstName_grp: 'a', userLoginId_fld1_value: KNOWN_PERSON.userLoginId, userLoginId_fld1_grp: 'b' });
    expect(found).toEqual(new Set([KNOWN_PERSON.partyId]));
    expect(withLogin.has(PERSON_WITHOUT_LOGIN.partyId)).toBe(false);
    // Without the not-empty key the person without a login matches by name.
    const both = await users({ firstName_value: PERSON_WITHOUT_LOGIN.firstName, firstName_grp: 'a', userLoginId_fld1_value: KNOWN_PERSON.userLoginId, userLoginId_fld1_grp: 'b' });
    expect(both).toEqual(new Set([KNOWN_PERSON.partyId, PERSON_WITHOUT_LOGIN.partyId]));
    // A range on one field, the usual use: fld0 and fld1 ANDed.
    const range = await users({ partyId_fld0_value: '10003', partyId_fld0_op: 'greaterThanEqualTo', partyId_fld1_value: '10004', partyId_fld1_op: 'lessThanEqualTo' });
    expect(range).toEqual(new Set([KNOWN_PERSON.partyId, PERSON_WITHOUT_LOGIN.partyId]));
    // `F_fld0` alone carries the value.
    expect(await users({ userLoginId_fld0: KNOWN_PERSON.userLoginId })).toEqual(new Set([KNOWN_PERSON.partyId]));
  });
});
