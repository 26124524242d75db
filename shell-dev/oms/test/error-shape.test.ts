/**
 * Error shapes: by default ('ofbiz') service failures answer HTTP 200 with `{ _ERROR_MESSAGE_ }`,
 * as the OMS does; with errorShape 'http' they answer their 4xx with `{ error: { message } }`.
 * 401s, unknown routes and services, dev routes and injected faults keep their HTTP status in both.
 */
import { Client, expectRejected, startTestServer, type Answer, type TestServer } from './harness';
import { DEMO_LOGINS, KNOWN_PERSON, PERSON_WITHOUT_LOGIN } from '../seed/fixtures';

/** One failure of each kind, with the status the 'http' shape gives it. */
const FAILURES: Array<[label: string, call: (admin: Client, manager: Client) => Promise<Answer<unknown>>, httpStatus: number, message: string]> = [
  ['missing field', (admin) => admin.service('forceLogout', {}), 400, 'userLoginId'],
  ['bad value', (admin) => admin.service('updateUserLoginStatus', { userLoginId: 'admin', enabled: 'maybe' }), 400, 'enabled'],
  ['unknown id', (admin) => admin.service('forceLogout', { userLoginId: 'nobody.here' }), 404, 'nobody.here'],
  ['duplicate', (admin) => admin.service('createSecurityGroup', { groupId: 'CSR', groupName: 'CSR again' }), 409, 'CSR'],
  ['missing PartyRole', (admin) => admin.service('addPartyToFacility', { partyId: PERSON_WITHOUT_LOGIN.partyId, facilityId: 'SOHO', roleTypeId: 'WAREHOUSE_PICKER' }), 404, 'PartyRole'],
  ['PartyRole still referenced', (admin) => admin.service('deletePartyRole', { partyId: KNOWN_PERSON.partyId, roleTypeId: 'WAREHOUSE_PICKER' }), 409, 'FacilityParty'],
  ['permission denied', (_admin, manager) => manager.service('forceLogout', { userLoginId: 'admin' }), 403, 'Permission denied'],
  ['performFind: unknown op', (admin) => admin.find({ entityName: 'Facility', inputFields: { facilityId: 'X', facilityId_op: 'sortOf' } }), 400, 'sortOf'],
  ['performFind: unknown orderBy field', (admin) => admin.find({ entityName: 'Facility', noConditionFind: 'Y', orderBy: 'nope' }), 400, 'nope'],
  ['session call: unknown time zone', (admin) => admin.post('setUserTimeZone', { tzId: 'Mars/Olympus' }), 400, 'Mars/Olympus'],
];

describe.each(['ofbiz', 'http'] as const)("errorShape '%s'", (shape) => {
  let t: TestServer;
  let admin: Client;
  let manager: Client;

  beforeAll(async () => {
    t = await startTestServer({ errorShape: shape === 'ofbiz' ? undefined : shape, faults: true });
    admin = await t.admin();
    manager = await t.as(DEMO_LOGINS.manager.userLoginId, DEMO_LOGINS.manager.password);
  });
  afterAll(() => t.close());

  test.each(FAILURES)('%s', async (_label, call, httpStatus, message) => {
    const answer = await call(admin, manager);
    if (shape === 'ofbiz') expect(answer).toEqual({ status: 200, body: { _ERROR_MESSAGE_: expect.stringContaining(message) } });
    else expect(answer).toEqual({ status: httpStatus, body: { error: { message: expect.stringContaining(message) } } });
  });

  test('expectRejected follows the shape and checks nothing was written', async () => {
    expect(t.server.errorShape).toBe(shape);
    await expectRejected(t, admin, 'createRoleType', { roleTypeId: 'OWNER' }, 409, 'OWNER');
  });

  test('401, unknown routes and services, dev routes and faults keep their HTTP status', async () => {
    expect(await t.anonymous.get('user-profile')).toEqual({ status: 401, body: { error: { message: expect.stringMatching(/^Unauthorized/) } } });
    expect(await new Client(t.server.url, 'stale').service('forceLogout', { userLoginId: 'admin' })).toMatchObject({ status: 401 });
    expect(await admin.get('no-such-route')).toEqual({ status: 404, body: { error: { message: expect.stringContaining('No route') } } });
    expect(await admin.service('launchRocket', {})).toEqual({ status: 404, body: { error: { message: 'Service launchRocket not found.' } } });
    expect((await fetch(`${t.server.origin}resources/uploads/missing.png`)).status).toBe(404);
    expect(await t.anonymous.post('dev/faults', { call: 'performFind', mode: 'explode' })).toMatchObject({ status: 400, body: { error: { message: expect.any(String) } } });
    await t.anonymous.post('dev/faults', { call: 'service/forceLogout', mode: 'http500' });
    expect(await admin.service('forceLogout', { userLoginId: 'admin' })).toEqual({ status: 500, body: { error: { message: expect.stringContaining('Injected fault') } } });
  });

  test('a malformed JSON body is a transport error: HTTP 400 in both shapes', async () => {
    const response = await fetch(`${t.server.url}service/forceLogout`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` }, body: '{"userLoginId":' });
    expect(response.status).toBe(400);
  });

  test('login failures answer 200 { _ERROR_MESSAGE_ } in both shapes', async () => {
    expect(await t.anonymous.post('login', { USERNAME: 'admin', PASSWORD: 'wrong@123' })).toEqual({ status: 200, body: { _ERROR_MESSAGE_: 'Password incorrect.' } });
  });
});
