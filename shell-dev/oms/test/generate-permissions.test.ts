/**
 * `permissions: N` (`--permissions N`): N more SecurityPermissions, 30 more classification groups
 * holding most of them, some in none (the app's 'Others'), a few granted to CSR; read back over
 * HTTP the way the Permissions tab reads them.
 */
import { startTestServer, type Client, expectOk, type TestServer } from './harness';
import { GENERATED_CLASSIFICATION_COUNT, GENERATED_GRANT_GROUP, generatedPermission } from '../seed/generate-permissions';

const N = 2000;
let t: TestServer;
let admin: Client;
let base: TestServer;
let baseAdmin: Client;

beforeAll(async () => {
  [t, base] = await Promise.all([startTestServer({ permissions: N }), startTestServer()]);
  [admin, baseAdmin] = await Promise.all([t.admin(), base.admin()]);
});
afterAll(() => Promise.all([t.close(), base.close()]));

const count = async (client: Client, body: Record<string, unknown>): Promise<number> => expectOk(await client.find({ ...body, viewSize: 1 }), 'performFind').count ?? 0;

const permissions = (client: Client) => count(client, { entityName: 'SecurityPermission', fieldList: ['permissionId'], noConditionFind: 'Y' });
const classificationGroups = (client: Client) => count(client, { entityName: 'SecurityGroup', inputFields: { groupTypeEnumId: 'PRM_CLASS_TYPE' }, fieldList: ['groupId'] });
const memberships = (client: Client) =>
  count(client, { entityName: 'SecurityGroupAndPermission', inputFields: { groupTypeEnumId: 'PRM_CLASS_TYPE' }, fieldList: ['permissionId'], filterByDate: 'Y' });
const grants = (client: Client, groupId: string) => count(client, { entityName: 'SecurityGroupAndPermission', inputFields: { groupId }, fieldList: ['permissionId'], filterByDate: 'Y' });

test('adds N permissions and 30 classification groups', async () => {
  expect(t.server.generatedPermissions).toEqual({ permissions: N, classificationGroups: GENERATED_CLASSIFICATION_COUNT, unclassified: expect.any(Number), granted: N / 100 });
  expect(await permissions(admin)).toBe((await permissions(baseAdmin)) + N);
  expect(await classificationGroups(admin)).toBe((await classificationGroups(baseAdmin)) + GENERATED_CLASSIFICATION_COUNT);
});

test('most are in a generated classification group, some in none, a few granted to CSR', async () => {
  const unclassified = t.server.generatedPermissions?.unclassified ?? 0;
  expect(unclassified).toBeGreaterThan(0);
  expect(unclassified).toBeLessThan(N / 10);
  expect(await memberships(admin)).toBe((await memberships(baseAdmin)) + N - unclassified);
  expect(await grants(admin, GENERATED_GRANT_GROUP)).toBe((await grants(baseAdmin, GENERATED_GRANT_GROUP)) + N / 100);

  // Every generated group holds some, by its deterministic ids and names.
  const groups = expectOk(
    await admin.find({ entityName: 'SecurityGroup', inputFields: { groupId: 'SGC_GEN_', groupId_op: 'like' }, fieldList: ['groupId', 'groupName'], orderBy: 'groupId', viewSize: 100 }),
  ).docs;
  expect(groups).toHaveLength(GENERATED_CLASSIFICATION_COUNT);
  expect(groups?.[0]).toEqual({ groupId: 'SGC_GEN_01', groupName: 'Generated area 01' });
  const first = await grants(admin, 'SGC_GEN_01');
  expect(first).toBeGreaterThan(N / 40);

  const { permissionId, description } = generatedPermission(0);
  expect(expectOk(await admin.find({ entityName: 'SecurityPermission', inputFields: { permissionId }, fieldList: ['permissionId', 'description'] })).docs).toEqual([{ permissionId, description }]);
});

test('the tab reads them in pages of 250', async () => {
  const total = await permissions(admin);
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(total / 250) }, async (_unused, viewIndex) =>
      expectOk(await admin.find({ entityName: 'SecurityPermission', fieldList: ['description', 'permissionId'], noConditionFind: 'Y', orderBy: 'permissionId', viewIndex, viewSize: 250 })).docs ?? [],
    ),
  );
  const ids = pages.flat().map((doc) => doc.permissionId);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
});

test('a restart with the same option adds nothing', async () => {
  const before = await permissions(admin);
  await t.restart({ permissions: N });
  admin = await t.admin();
  expect(await permissions(admin)).toBe(before);
});
