/**
 * Authentication (401 rules, login failures, logout, token expiry) and authorisation (writes
 * without the permission fail as service errors, 403 in the http shape; the SUPER guard;
 * getPermissions), plus CORS.
 */
import { Client, expectFailure, expectOk, fingerprint, startTestServer, type TestServer } from './harness';
import {
  BLOCKED_USER, DEMO_LOGINS, DISABLED_USER, FULFILLMENT_ADMIN_USER, INTEGRATION_USER, KNOWN_PERSON, MULTI_GROUP_USER, ORGANIZATION, SECURITY_ADMIN_USER, SEED_PASSWORD, SELF_SERVICE_USER, SPEC_PERMISSIONS,
} from '../seed/fixtures';
import { USERS_APP_PERMISSION_IDS } from '../../../src/catalog/users-app';

let t: TestServer;
let admin: Client;
let manager: Client;

beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: ['http://review.example.com:8080'] });
  admin = await t.admin();
  manager = await t.as(DEMO_LOGINS.manager.userLoginId, DEMO_LOGINS.manager.password);
});
afterAll(() => t.close());

const listBody = { entityName: 'PartyRole', inputFields: { roleTypeId: 'INTERNAL_ORGANIZATIO' }, viewSize: 1 };

describe('401', () => {
  test('missing, malformed and unknown tokens', async () => {
    for (const client of [t.anonymous, new Client(t.server.url, 'not-a-real-token')]) {
      const answer = await client.find(listBody);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { message: expect.stringMatching(/^Unauthorized/) } });
    }
    const malformed = await fetch(`${t.server.url}user-profile`, { headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(malformed.status).toBe(401);
  });

  test('a token ended by logout or by forceLogout', async () => {
    const session = await t.as(KNOWN_PERSON.userLoginId, SEED_PASSWORD);
    expectOk(await session.get('user-profile'));
    const logout = await fetch(`${t.server.url}logout`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(await logout.text()).toMatch(/^\/\/\{/);
    expect((await session.get('user-profile')).status).toBe(401);

    const forced = await t.as(KNOWN_PERSON.userLoginId, SEED_PASSWORD);
    expectOk(await admin.service('forceLogout', { userLoginId: KNOWN_PERSON.userLoginId }));
    const answer = await forced.get<{ error: { message: string } }>('user-profile');
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toContain('ended');
  });

  test('an expired token', async () => {
    const short = await startTestServer({ tokenTtlMs: 400 });
    try {
      const login = await short.anonymous.post<{ token: string; expirationTime: number }>('login', { USERNAME: 'admin', PASSWORD: DEMO_LOGINS.admin.password });
      expect(login.body.expirationTime - Date.now()).toBeLessThanOrEqual(400);
      const session = new Client(short.server.url, login.body.token);
      expectOk(await session.get('user-profile'));
      // Ask again once the token's own expiration time has passed (no guess at how long that is).
      while (Date.now() <= login.body.expirationTime) await new Promise((resolve) => setTimeout(resolve, login.body.expirationTime - Date.now() + 1));
      const answer = await session.get<{ error: { message: string } }>('user-profile');
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toContain('expired');
    } finally {
      await short.close();
    }
  });
});

describe('login', () => {
  test('answers a token and its expiration time (epoch ms), and clears hasLoggedOut', async () => {
    const answer = await t.anonymous.post<{ token: string; expirationTime: number }>('login', { USERNAME: 'manager', PASSWORD: 'manager@123' });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[\w-]{20,}$/);
    expect(answer.body.expirationTime).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  test.each([
    ['unknown user', { USERNAME: 'ghost', PASSWORD: 'x' }, 'User not found'],
    ['wrong password', { USERNAME: 'admin', PASSWORD: 'admin@124' }, 'Password incorrect.'],
    ['blocked login', { USERNAME: BLOCKED_USER.userLoginId, PASSWORD: SEED_PASSWORD }, 'disabled'],
    ['disabled user', { USERNAME: DISABLED_USER.userLoginId, PASSWORD: SEED_PASSWORD }, 'disabled'],
    ['missing password', { USERNAME: 'admin' }, 'Password was empty'],
  ])('fails with 200 and _ERROR_MESSAGE_: %s', async (_label, body, message) => {
    const answer = await t.anonymous.post<{ _ERROR_MESSAGE_: string; token?: string }>('login', body);
    expect(answer.status).toBe(200);
    expect(answer.body._ERROR_MESSAGE_).toContain(message);
    expect(answer.body.token).toBeUndefined();
  });
});

describe('failed passwords (OFBiz max.failed.logins, 3 here)', () => {
  type LoginFields = { enabled: string | null; disabledDateTime: number | null; successiveFailedLogins: number; disabledBy: string | null };
  const loginOf = async (userLoginId: string): Promise<LoginFields> => {
    const answer = expectOk(await admin.find({ entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled', 'disabledDateTime', 'successiveFailedLogins', 'disabledBy'], viewSize: 1 }));
    return (answer.docs as LoginFields[])[0]!;
  };
  const attempt = async (userLoginId: string, password: string) => (await t.anonymous.post<{ _ERROR_MESSAGE_?: string; token?: string }>('login', { USERNAME: userLoginId, PASSWORD: password })).body;

  test('the third wrong password in a row disables the login with disabledDateTime; then even the right one is refused', async () => {
    const { userLoginId } = INTEGRATION_USER;
    const before = Date.now();
    for (const expected of [1, 2]) {
      expect(await attempt(userLoginId, 'wrong@123')).toEqual({ _ERROR_MESSAGE_: 'Password incorrect.' });
      expect(await loginOf(userLoginId)).toMatchObject({ enabled: 'Y', disabledDateTime: null, successiveFailedLogins: expected });
    }
    expect(await attempt(userLoginId, 'wrong@123')).toEqual({ _ERROR_MESSAGE_: 'Password incorrect.' });
    const disabled = await loginOf(userLoginId);
    expect(disabled).toMatchObject({ enabled: 'N', successiveFailedLogins: 3, disabledBy: null });
    expect(disabled.disabledDateTime).toBeGreaterThanOrEqual(before);
    expect((await attempt(userLoginId, SEED_PASSWORD))._ERROR_MESSAGE_).toContain('disabled');
    // A wrong password on a disabled login is not counted (OFBiz checks enabled first).
    await attempt(userLoginId, 'wrong@123');
    expect((await loginOf(userLoginId)).successiveFailedLogins).toBe(3);

    // Unblocking clears both, and the login works again.
    expectOk(await admin.service('updateUserLoginStatus', { userLoginId, enabled: 'Y' }));
    expect(await loginOf(userLoginId)).toMatchObject({ enabled: 'Y', disabledDateTime: null, successiveFailedLogins: 0 });
    expect((await attempt(userLoginId, SEED_PASSWORD)).token).toBeDefined();
  });

  test('a right password resets the count; an admin block carries disabledBy, not disabledDateTime', async () => {
    const { userLoginId } = MULTI_GROUP_USER;
    await attempt(userLoginId, 'wrong@123');
    await attempt(userLoginId, 'wrong@123');
    expect((await attempt(userLoginId, SEED_PASSWORD)).token).toBeDefined();
    expect(await loginOf(userLoginId)).toMatchObject({ enabled: 'Y', successiveFailedLogins: 0 });
    await attempt(userLoginId, 'wrong@123');
    expect((await loginOf(userLoginId)).enabled).toBe('Y');

    expectOk(await admin.service('updateUserLoginStatus', { userLoginId, enabled: 'N' }));
    expect(await loginOf(userLoginId)).toMatchObject({ enabled: 'N', disabledDateTime: null, disabledBy: DEMO_LOGINS.admin.userLoginId });
    expectOk(await admin.service('updateUserLoginStatus', { userLoginId, enabled: 'Y' }));
  });

  test('maxFailedLogins 0 never disables', async () => {
    const lenient = await startTestServer({ maxFailedLogins: 0 });
    try {
      for (let i = 0; i < 4; i += 1) await lenient.anonymous.post('login', { USERNAME: KNOWN_PERSON.userLoginId, PASSWORD: 'wrong@123' });
      expect((await lenient.anonymous.post<{ token?: string }>('login', { USERNAME: KNOWN_PERSON.userLoginId, PASSWORD: SEED_PASSWORD })).body.token).toBeDefined();
    } finally {
      await lenient.close();
    }
  });
});

describe('getPermissions', () => {
  const asked = [...SPEC_PERMISSIONS, 'NOT_A_PERMISSION'];
  const held = async (client: Client, body: Record<string, unknown> = { permissionIds: asked, viewIndex: 0, viewSize: 200 }) =>
    (await client.post<{ docs: Array<{ permissionId: string }>; count: number }>('getPermissions', body)).body;

  test('SUPER holds every existing permission asked for', async () => {
    const answer = await held(admin);
    expect(answer.docs.map((d) => d.permissionId).sort()).toEqual([...SPEC_PERMISSIONS].sort());
    expect(answer.count).toBe(SPEC_PERMISSIONS.length);
  });

  test('manager holds USERS_APP_VIEW and SECURITY_VIEW only; nobody lacks USERS_APP_VIEW', async () => {
    expect((await held(manager)).docs).toEqual([{ permissionId: 'SECURITY_VIEW' }, { permissionId: 'USERS_APP_VIEW' }]);
    const nobody = await t.as(DEMO_LOGINS.nobody.userLoginId, DEMO_LOGINS.nobody.password);
    expect((await held(nobody)).docs).toEqual([{ permissionId: 'COMMERCEUSER_VIEW' }]);
  });

  test("the self-service login holds USERS_APP_VIEW alone of the app's ids; the manager may list users", async () => {
    const appIds = { permissionIds: [...USERS_APP_PERMISSION_IDS], viewIndex: 0, viewSize: 200 };
    const self = await t.as(SELF_SERVICE_USER.userLoginId, SELF_SERVICE_USER.password);
    expect((await held(self, appIds)).docs).toEqual([{ permissionId: 'USERS_APP_VIEW' }]);
    expect((await held(manager, appIds)).docs).toEqual([{ permissionId: 'SECURITY_VIEW' }, { permissionId: 'USERS_APP_VIEW' }, { permissionId: 'USERS_LIST_VIEW' }]);
  });

  test('pages with viewIndex/viewSize and counts the total', async () => {
    const first = await held(admin, { permissionIds: asked, viewIndex: 0, viewSize: 3 });
    const second = await held(admin, { permissionIds: asked, viewIndex: 1, viewSize: 3 });
    expect(first.count).toBe(SPEC_PERMISSIONS.length);
    expect(first.docs).toHaveLength(3);
    expect(second.docs).toHaveLength(3);
    expect(new Set([...first.docs, ...second.docs].map((d) => d.permissionId)).size).toBe(6);
  });
});

describe('permission denied (403 in the http shape)', () => {
  const writes: Array<[string, Record<string, unknown>]> = [
    ['createRelationship', { firstName: 'No', lastName: 'Way', partyTypeId: 'PERSON', partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT' }],
    ['updatePerson', { partyId: KNOWN_PERSON.partyId, firstName: 'Hacked' }],
    ['updateUserLoginStatus', { userLoginId: KNOWN_PERSON.userLoginId, enabled: 'N' }],
    ['forceLogout', { userLoginId: 'admin' }],
    ['resetPassword', { userLoginId: 'admin', newPassword: 'owned@123', newPasswordVerify: 'owned@123' }],
    ['createUpdatePartyEmailAddress', { partyId: KNOWN_PERSON.partyId, emailAddress: 'x@example.com' }],
    ['addPartyUserPermission', { userLoginId: 'manager', groupIds: ['SUPER'] }],
    ['createProductStoreRole', { partyId: KNOWN_PERSON.partyId, productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER' }],
    ['addPartyToFacility', { partyId: KNOWN_PERSON.partyId, facilityId: 'CHELSEA', roleTypeId: 'WAREHOUSE_PICKER' }],
    ['ensurePartyRole', { partyId: KNOWN_PERSON.partyId, roleTypeId: 'WAREHOUSE_PICKER' }],
    ['createSecurityGroup', { groupId: 'MINE', groupName: 'Mine' }],
    ['addSecurityPermissionToSecurityGroup', { groupId: 'USERS_VIEWER', permissionId: 'SECURITY_ADMIN' }],
    ['updateSecurityPermissionToSecurityGroup', { groupId: 'USERS_VIEWER', permissionId: 'SECURITY_VIEW', fromDate: 1, thruDate: 2 }],
    ['setUserPreference', { userPrefLoginId: 'admin', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' }],
  ];

  test.each(writes)('manager (view only) cannot %s', async (service, body) => {
    const before = fingerprint(t.server);
    expectFailure(t, await manager.service(service, body), 403, 'Permission denied');
    expect(fingerprint(t.server)).toBe(before);
  });

  test('a login sets its own password without a permission, and no one else\'s', async () => {
    const { userLoginId, password } = SELF_SERVICE_USER;
    const self = await t.as(userLoginId, password);
    const before = fingerprint(t.server);
    expectFailure(t, await self.service('resetPassword', { userLoginId: KNOWN_PERSON.userLoginId, newPassword: 'owned@123', newPasswordVerify: 'owned@123' }), 403, 'Permission denied');
    expect(fingerprint(t.server)).toBe(before);
    expectOk(await self.service('resetPassword', { userLoginId, newPassword: 'mine@123', newPasswordVerify: 'mine@123' }));
    expect((await t.anonymous.post('login', { USERNAME: userLoginId, PASSWORD: 'mine@123' })).body).toHaveProperty('token');
    expectOk(await self.service('resetPassword', { userLoginId, newPassword: password, newPasswordVerify: password }));
  });

  test('manager may read, and set its own time zone and favourites', async () => {
    expect((await manager.find(listBody)).body).toMatchObject({ count: 1 });
    expectOk(await manager.post('setUserTimeZone', { tzId: 'Europe/London' }));
    expectOk(await manager.service('setUserPreference', { userPrefLoginId: 'manager', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' }));
  });

  test('uploading someone else\'s picture needs user administration', async () => {
    const data = new FormData();
    data.append('partyId', KNOWN_PERSON.partyId);
    data.append('uploadedFile', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/svg+xml' }), 'x.svg');
    expectFailure(t, await manager.postForm('service/uploadPartyLogoImage', data), 403, 'Permission denied');
  });

  test('permission mapping: fulfillment admin writes facilities but not users; security admin the reverse', async () => {
    const fulfillment = await t.as(FULFILLMENT_ADMIN_USER.userLoginId, SEED_PASSWORD);
    const security = await t.as(SECURITY_ADMIN_USER.userLoginId, SEED_PASSWORD);
    const facility = { partyId: KNOWN_PERSON.partyId, facilityId: 'SOHO', roleTypeId: 'WAREHOUSE_PICKER' };
    const person = { partyId: KNOWN_PERSON.partyId, lastName: 'Garcia-Lopez' };
    expectOk(await fulfillment.service('addPartyToFacility', facility));
    expectOk(await fulfillment.service('ensurePartyRole', { partyId: KNOWN_PERSON.partyId, roleTypeId: 'WAREHOUSE_PICKER' }));
    expectFailure(t, await fulfillment.service('updatePerson', person), 403, 'Permission denied');
    expectOk(await security.service('updatePerson', person));
    expectFailure(t, await security.service('addPartyToFacility', { ...facility, facilityId: 'TRIBECA' }), 403, 'Permission denied');
    expectFailure(t, await security.service('updateSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'RETURN_VIEW', fromDate: 1 }), 404, 'SecurityGroupPermission');
  });

  test("SUPER membership is managed only by a super user (WEBTOOLS_VIEW)", async () => {
    const security = await t.as(SECURITY_ADMIN_USER.userLoginId, SEED_PASSWORD);
    const before = fingerprint(t.server);
    const grant = await security.service('addPartyUserPermission', { userLoginId: KNOWN_PERSON.userLoginId, groupIds: ['SUPER'] });
    expect(expectFailure(t, grant, 403)).toBe("You don't have permission to update the security group.");
    const strip = await security.service('removePartyUserPermission', { userLoginId: 'admin', groupId: 'SUPER' });
    expectFailure(t, strip, 403, "You don't have permission");
    expect(fingerprint(t.server)).toBe(before);
    expectOk(await admin.service('addPartyUserPermission', { userLoginId: KNOWN_PERSON.userLoginId, groupIds: ['SUPER'] }));
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${t.server.url}performFind`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' } });

  test.each(['http://127.0.0.1:3000', 'http://localhost:3001', 'http://review.example.com:8080'])('allows %s with Authorization and Content-Type', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test('does not allow other origins', async () => {
    const response = await preflight('http://evil.example.com');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
