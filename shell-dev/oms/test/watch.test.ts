/**
 * The watch of client-rule violations (services/watch.ts, issue 63): every write the app's change
 * policy should have prevented is listed by GET /api/dev/violations with the service, the caller,
 * the target, the rule and whether the server refused it; a super user's writes, a restricted
 * group given back and the reset email are not. `sam.secure` (SECURITY_ADMIN) is not a super user;
 * `admin` (SUPER) and `tomas.nakamura` (SUPER) are.
 */
import { DEMO_LOGINS, NO_TIMEZONE_USER, ORGANIZATION, SECURITY_ADMIN_USER, SEED_PASSWORD } from '../seed/fixtures';
import type { Violation } from '../services/watch';
import { expectFailure, expectOk, startTestServer, type Client, type TestServer } from './harness';

let t: TestServer;
let admin: Client;
let sam: Client;
const tomas = NO_TIMEZONE_USER;

beforeAll(async () => {
  t = await startTestServer({ dataManagerIntervalMs: 0 });
  admin = await t.admin();
  sam = await t.as(SECURITY_ADMIN_USER.userLoginId, SEED_PASSWORD);
});
afterAll(() => t.close());

interface Violations {
  violations: Violation[];
  last: number;
}

async function violationsSince(since: number): Promise<Violation[]> {
  const answer = await t.anonymous.get<Violations>('dev/violations', new URLSearchParams({ since: String(since) }));
  expect(answer.status).toBe(200);
  return answer.body.violations;
}

async function marker(): Promise<number> {
  return (await t.anonymous.get<Violations>('dev/violations')).body.last;
}

/** What `run` made the watch record (the fields a test compares). */
async function recorded(run: () => Promise<unknown>): Promise<Array<Pick<Violation, 'service' | 'userLoginId' | 'rule' | 'target' | 'refused'>>> {
  const since = await marker();
  await run();
  return (await violationsSince(since)).map(({ service, userLoginId, rule, target, refused }) => ({ service, userLoginId, rule, target, refused }));
}

let made = 0;
/** A new person with a login in no group (made by the admin: nothing recorded). */
async function newLogin(groupIds: string[] = []): Promise<{ partyId: string; userLoginId: string }> {
  made += 1;
  const userLoginId = `watch.${made}.${Date.now()}`;
  const { partyId } = expectOk(
    await admin.service<{ partyId: string }>('createRelationship', {
      partyTypeId: 'PERSON', firstName: 'Wanda', lastName: `Watch${made}`, partyIdFrom: ORGANIZATION.partyId,
      roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT',
    }),
  );
  expectOk(await admin.service('createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: 'Watch@123', currentPasswordVerify: 'Watch@123' }));
  if (groupIds.length) expectOk(await admin.service('addPartyUserPermission', { userLoginId, groupIds }));
  return { partyId, userLoginId };
}

const login = (id: string) => ({ kind: 'login', id });
const party = (id: string) => ({ kind: 'party', id });
const group = (id: string) => ({ kind: 'group', id });

describe('rule 1: only a super user changes a super user', () => {
  test.each([
    ['resetPassword', { userLoginId: tomas.userLoginId, newPassword: 'Taken@123', newPasswordVerify: 'Taken@123' }, login(tomas.userLoginId)],
    ['updateUserLoginStatus', { userLoginId: tomas.userLoginId, enabled: 'N' }, login(tomas.userLoginId)],
    ['updateUserLoginStatus', { userLoginId: tomas.userLoginId, enabled: 'Y' }, login(tomas.userLoginId)],
    ['forceLogout', { userLoginId: tomas.userLoginId }, login(tomas.userLoginId)],
    ['updatePerson', { partyId: tomas.partyId, statusId: 'PARTY_DISABLED' }, party(tomas.partyId)],
    ['updatePerson', { partyId: tomas.partyId, firstName: 'Tom' }, party(tomas.partyId)],
    ['ensurePartyRole', { partyId: tomas.partyId, roleTypeId: 'APPLICATION_USER' }, party(tomas.partyId)],
    ['createProductStoreRole', { partyId: tomas.partyId, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER' }, party(tomas.partyId)],
    ['createUpdatePartyEmailAddress', { partyId: tomas.partyId, emailAddress: 'taken@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, party(tomas.partyId)],
  ])('%s %j by a security admin is recorded (and written: the server does not refuse it)', async (service, body, target) => {
    expect(await recorded(async () => expectOk(await sam.service(service, body), service))).toEqual([{ service, userLoginId: SECURITY_ADMIN_USER.userLoginId, rule: 1, target, refused: false }]);
  });

  test("a security admin's removal of a SUPER member's group is recorded as refused (the SUPER guard)", async () => {
    const since = await marker();
    expectFailure(t, await sam.service('removePartyUserPermission', { userLoginId: tomas.userLoginId, groupId: 'SUPER' }), 403, "You don't have permission to update the security group.");
    const [violation, ...more] = await violationsSince(since);
    expect(more).toEqual([]);
    expect(violation).toMatchObject({ service: 'removePartyUserPermission', userLoginId: SECURITY_ADMIN_USER.userLoginId, rule: 1, ruleText: 'only a super user changes a super user', target: login(tomas.userLoginId), refused: true, error: "You don't have permission to update the security group.", from: 'direct', source: 'service' });
    expect(violation?.detail).toContain('removes group SUPER');
  });

  test('a member of a group holding WEBTOOLS_VIEW is a super user too: its password set by a security admin is recorded', async () => {
    expectOk(await admin.service('createSecurityGroup', { groupId: 'WATCH_TOOLS', groupName: 'Watch tools' }));
    expectOk(await admin.service('addSecurityPermissionToSecurityGroup', { groupId: 'WATCH_TOOLS', permissionId: 'WEBTOOLS_VIEW', fromDate: Date.now() - 1000 }));
    const tools = await newLogin(['WATCH_TOOLS']);
    const body = { userLoginId: tools.userLoginId, newPassword: 'Taken@123', newPasswordVerify: 'Taken@123' };
    expect(await recorded(async () => expectOk(await sam.service('resetPassword', body)))).toEqual([{ service: 'resetPassword', userLoginId: 'sam.secure', rule: 1, target: login(tools.userLoginId), refused: false }]);
  });
});

describe('rule 2: only a super user hands out super-user power', () => {
  test('adding anyone to SUPER (refused by the guard) or to a group holding WEBTOOLS_VIEW (written)', async () => {
    const { userLoginId } = await newLogin();
    expect(await recorded(async () => sam.service('addPartyUserPermission', { userLoginId, groupIds: ['SUPER'] }))).toEqual([{ service: 'addPartyUserPermission', userLoginId: 'sam.secure', rule: 2, target: login(userLoginId), refused: true }]);
    expectOk(await admin.service('createSecurityGroup', { groupId: 'WATCH_TOOLS_2', groupName: 'Watch tools 2' }));
    expectOk(await admin.service('addSecurityPermissionToSecurityGroup', { groupId: 'WATCH_TOOLS_2', permissionId: 'WEBTOOLS_VIEW', fromDate: Date.now() - 1000 }));
    expect(await recorded(async () => expectOk(await sam.service('addPartyUserPermission', { userLoginId, groupIds: ['WATCH_TOOLS_2'] })))).toEqual([{ service: 'addPartyUserPermission', userLoginId: 'sam.secure', rule: 2, target: login(userLoginId), refused: false }]);
  });

  test('granting WEBTOOLS_VIEW to a group, and ending that grant', async () => {
    expectOk(await admin.service('createSecurityGroup', { groupId: 'WATCH_GRANT', groupName: 'Watch grant' }));
    const fromDate = Date.now() - 1000;
    const grant = { groupId: 'WATCH_GRANT', permissionId: 'WEBTOOLS_VIEW', fromDate };
    expect(await recorded(async () => expectOk(await sam.service('addSecurityPermissionToSecurityGroup', grant)))).toEqual([{ service: 'addSecurityPermissionToSecurityGroup', userLoginId: 'sam.secure', rule: 2, target: group('WATCH_GRANT'), refused: false }]);
    expect(await recorded(async () => expectOk(await sam.service('updateSecurityPermissionToSecurityGroup', { ...grant, thruDate: Date.now() })))).toEqual([{ service: 'updateSecurityPermissionToSecurityGroup', userLoginId: 'sam.secure', rule: 2, target: group('WATCH_GRANT'), refused: false }]);
  });
});

describe('rule 3: no one raises their own access', () => {
  test("a group added to the caller's own login, a permission granted to the caller's own group", async () => {
    expect(await recorded(async () => expectOk(await sam.service('addPartyUserPermission', { userLoginId: 'sam.secure', groupIds: ['CSR'] })))).toEqual([{ service: 'addPartyUserPermission', userLoginId: 'sam.secure', rule: 3, target: login('sam.secure'), refused: false }]);
    const grant = { groupId: 'SECURITY_ADMIN', permissionId: 'ORDERMGR_VIEW', fromDate: Date.now() - 1000 };
    expect(await recorded(async () => expectOk(await sam.service('addSecurityPermissionToSecurityGroup', grant)))).toEqual([{ service: 'addSecurityPermissionToSecurityGroup', userLoginId: 'sam.secure', rule: 3, target: group('SECURITY_ADMIN'), refused: false }]);
  });

  test('ending an own group is not raising one\'s access: nothing is recorded', async () => {
    expectOk(await admin.service('addPartyUserPermission', { userLoginId: 'sam.secure', groupIds: ['CSR'], fromDate: Date.now() - 1000 }));
    expect(await recorded(async () => expectOk(await sam.service('removePartyUserPermission', { userLoginId: 'sam.secure', groupId: 'CSR' })))).toEqual([]);
  });
});

describe('rule 4: a restricted group only to a login that held it', () => {
  test('a super user adding Warehouse Manager to a login that never held it is recorded', async () => {
    const { userLoginId } = await newLogin();
    expect(await recorded(async () => expectOk(await admin.service('addPartyUserPermission', { userLoginId, groupIds: ['WAREHOUSE_MANAGER', 'CSR'] })))).toEqual([{ service: 'addPartyUserPermission', userLoginId: DEMO_LOGINS.admin.userLoginId, rule: 4, target: login(userLoginId), refused: false }]);
  });

  test('a data manager row in Security Admin is recorded as the uploader, with its job', async () => {
    const since = await marker();
    const form = new FormData();
    form.append('configId', 'IMP_EMPLOYEE');
    form.append('uploadedFile', new Blob([`firstName,lastName,securityGroupId,userLoginId,password\nIrma,Import,SECURITY_ADMIN,irma.watch,Irma@1234\n`], { type: 'text/csv' }), 'watch.csv');
    const { logId } = expectOk(await admin.postForm<{ logId: string }>('uploadAndImportFile', form));
    expect(await violationsSince(since)).toEqual([]);
    await t.server.runDataManager();
    expect(await violationsSince(since)).toEqual([
      expect.objectContaining({ service: 'addPartyUserPermission', userLoginId: 'admin', rule: 4, target: login('irma.watch'), refused: false, source: 'dataManager', logId, from: 'direct' }),
    ]);
  });
});

describe('not recorded', () => {
  test("a super user's changes of a super user, and of super-user power", async () => {
    const { userLoginId } = await newLogin();
    expect(
      await recorded(async () => {
        expectOk(await admin.service('updatePerson', { partyId: tomas.partyId, firstName: 'Tomas' }));
        expectOk(await admin.service('forceLogout', { userLoginId: tomas.userLoginId }));
        expectOk(await admin.service('addPartyUserPermission', { userLoginId, groupIds: ['SUPER'] }));
        expectOk(await admin.service('removePartyUserPermission', { userLoginId, groupId: 'SUPER' }));
        expectOk(await admin.service('addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW', fromDate: Date.now() - 1000, thruDate: Date.now() }));
      }),
    ).toEqual([]);
  });

  test('a restricted group given back to a login that held it (a restore), by a security admin', async () => {
    const { userLoginId } = await newLogin(['WAREHOUSE_MANAGER']);
    expectOk(await admin.service('removePartyUserPermission', { userLoginId, groupId: 'WAREHOUSE_MANAGER' }));
    expect(await recorded(async () => expectOk(await sam.service('addPartyUserPermission', { userLoginId, groupIds: ['WAREHOUSE_MANAGER'] })))).toEqual([]);
  });

  test("the reset-password email to a super user's address on file, and a security admin's changes of an ordinary user", async () => {
    const { partyId, userLoginId } = await newLogin();
    expect(
      await recorded(async () => {
        expectOk(await sam.post('sendResetPasswordMail', { userName: DEMO_LOGINS.admin.userLoginId, emailAddress: 'admin@example.com' }));
        expectOk(await sam.service('resetPassword', { userLoginId, newPassword: 'Fresh@123', newPasswordVerify: 'Fresh@123' }));
        expectOk(await sam.service('updatePerson', { partyId, statusId: 'PARTY_DISABLED' }));
        expectOk(await sam.service('addPartyUserPermission', { userLoginId, groupIds: ['CSR'] }));
      }),
    ).toEqual([]);
  });
});

describe('the dev API', () => {
  test("'since' answers only later violations; DELETE clears them and the seq goes on; a bad since is refused", async () => {
    const { userLoginId } = await newLogin();
    expectOk(await admin.service('addPartyUserPermission', { userLoginId, groupIds: ['STORE_ASSOCIATE'] }));
    const all = (await t.anonymous.get<Violations>('dev/violations')).body;
    expect(all.violations.length).toBeGreaterThan(0);
    expect(all.violations.at(-1)).toMatchObject({ seq: all.last, rule: 4, target: login(userLoginId), detail: `adds restricted group STORE_ASSOCIATE to ${userLoginId}, which never held it` });
    expect(await violationsSince(all.last)).toEqual([]);
    const cleared = await fetch(`${t.server.url}dev/violations`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: all.violations.length, last: all.last });
    expect((await t.anonymous.get<Violations>('dev/violations')).body).toEqual({ violations: [], last: all.last });
    expect((await t.anonymous.get('dev/violations', new URLSearchParams({ since: 'soon' }))).status).toBe(400);
  });
});
