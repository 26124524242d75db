/**
 * Persistence and concurrency: writes survive a restart on the same file, --reset reseeds,
 * --users adds users, and parallel writes lose nothing. Each test starts its own server (these
 * count rows, restart and reset), so none depends on what another one wrote.
 */
import type { OmsServerOptions } from '../server';
import { startTestServer, type Client, expectOk, type TestServer } from './harness';
import { KNOWN_PERSON, ORGANIZATION, SEED_USER_COUNT } from '../seed/fixtures';

let t: TestServer;
let admin: Client;

async function start(options: Partial<OmsServerOptions> = {}): Promise<void> {
  t = await startTestServer(options);
  admin = await t.admin();
}
afterEach(() => t.close());

const relationship = { partyTypeId: 'PERSON', partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT' };

const listCount = async (client: Client): Promise<number> =>
  (await client.find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { roleTypeIdTo: 'APPLICATION_USER' }, fieldList: ['partyId'], distinct: 'Y', viewSize: 1 })).body.count ?? 0;

test('--users N adds N listed users with logins', async () => {
  await start({ users: 60 });
  expect(t.server.generatedUsers).not.toBeNull();
  expect(await listCount(admin)).toBe(SEED_USER_COUNT + 60);
  const first = t.server.generatedUsers?.firstPartyId ?? '';
  const row = (await admin.find({ entityName: 'UserLogin', inputFields: { partyId: first } })).body.docs?.[0];
  expect(row?.userLoginId).toEqual(expect.stringContaining(first));
});

test('50 parallel email writes to one party: 50 contact mechs, none lost', async () => {
  await start();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => admin.service<{ contactMechId: string }>('createUpdatePartyEmailAddress', { partyId: KNOWN_PERSON.partyId, emailAddress: `parallel${i}@example.com`, contactMechPurposeTypeId: 'PRIMARY_EMAIL' })),
  );
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(new Set(answers.map((a) => a.body.contactMechId)).size).toBe(50);
  const stored = (await admin.find({ entityName: 'PartyContactDetailByPurpose', inputFields: { partyId: KNOWN_PERSON.partyId, infoString: 'parallel', infoString_op: 'like' }, fieldList: ['infoString'], viewSize: 100 })).body;
  expect(stored.count).toBe(50);
});

test('50 parallel addPartyUserPermission calls on 50 logins: all memberships stored', async () => {
  await start({ users: 60 });
  const logins = ((await admin.find({ entityName: 'UserLogin', inputFields: { partyId: t.server.generatedUsers?.firstPartyId, partyId_op: 'greaterThanEqualTo' }, fieldList: ['userLoginId'], viewSize: 50, orderBy: 'userLoginId' })).body.docs ?? []).map((d) => String(d.userLoginId));
  expect(logins).toHaveLength(50);
  const answers = await Promise.all(logins.map((userLoginId) => admin.service('addPartyUserPermission', { userLoginId, groupIds: ['BIZADMIN'] })));
  expect(answers.map((a) => a.status)).toEqual(logins.map(() => 200));
  const members = (await admin.find({ entityName: 'UserLoginSecurityGroup', inputFields: { groupId: 'BIZADMIN' }, filterByDate: 'Y', fieldList: ['userLoginId'], viewSize: 100 })).body;
  expect(members.count).toBe(50);
});

test('30 parallel user creations get 30 distinct party ids', async () => {
  await start();
  const before = await listCount(admin);
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => admin.service<{ partyId: string }>('createRelationship', { ...relationship, firstName: 'Para', lastName: `Llel${i}` })));
  expect(new Set(answers.map((a) => a.body.partyId)).size).toBe(30);
  expect(await listCount(admin)).toBe(before + 30);
});

test('a write survives a restart on the same database file (and so does the session)', async () => {
  await start();
  const created = await admin.service<{ partyId: string }>('createRelationship', { ...relationship, firstName: 'Persistent', lastName: 'Person' });
  expectOk(created);
  await t.restart({ users: undefined });
  expect(t.server.seeded).toBe(false);
  const row = (await admin.find({ entityName: 'Person', inputFields: { partyId: created.body.partyId } })).body.docs?.[0];
  expect(row).toMatchObject({ firstName: 'Persistent', lastName: 'Person' });
});

test('--reset reseeds from scratch', async () => {
  await start({ users: 60 });
  expectOk(await admin.service('createRelationship', { ...relationship, firstName: 'Gone', lastName: 'Soon' }));
  expect(await listCount(admin)).toBe(SEED_USER_COUNT + 61);
  await t.restart({ reset: true, users: undefined });
  expect(t.server.seeded).toBe(true);
  admin = await t.admin();
  expect(await listCount(admin)).toBe(SEED_USER_COUNT);
});
