/**
 * The seed holds the suite's real permissions (seed/suite-permissions.ts), read back over HTTP the
 * way the Permissions tab reads them: every id the capability catalog checks is a SecurityPermission
 * except the one left out on purpose; the ids the suite brings sit in a classification group; every
 * app someone must be let into has a functional group holding its access now; some capabilities
 * have no holder.
 */
import { CATALOG } from '../../../src/catalog/catalog.data';
import { holdsInApp } from '../../../src/catalog/expression';
import { buildSyntheticPermissions } from '../seed/catalog';
import { CATALOG_PERMISSION_LEFT_OUT, CLASSIFICATION_GROUP_TYPE, SPEC_PERMISSIONS } from '../seed/fixtures';
import { catalogAccessIds, catalogPermissionIds, suitePermissionRows } from '../seed/suite-permissions';
import { expectOk, startTestServer, type Client, type TestServer } from './harness';

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
});
afterAll(() => t.close());

interface Grant {
  groupId: string;
  permissionId: string;
  groupTypeEnumId?: string | null;
}

async function permissionsOf(ids: readonly string[]): Promise<Set<string>> {
  const body = expectOk(await admin.find({ entityName: 'SecurityPermission', inputFields: { permissionId_value: ids, permissionId_op: 'in' }, fieldList: ['permissionId'], viewSize: 1000 }));
  return new Set((body.docs ?? []).map((doc) => String(doc.permissionId)));
}

/** The current grants of `ids`, classification groups' included. */
async function grantsOf(ids: readonly string[]): Promise<Grant[]> {
  const body = expectOk(
    await admin.find({
      entityName: 'SecurityGroupAndPermission',
      inputFields: { permissionId_value: ids, permissionId_op: 'in' },
      fieldList: ['groupId', 'permissionId', 'groupTypeEnumId'],
      filterByDate: 'Y',
      viewSize: 10_000,
    }),
  );
  return (body.docs ?? []) as unknown as Grant[];
}

/** Functional groups -> the ids they hold now (classification groups are never holders). */
function holdings(grants: readonly Grant[]): Map<string, Set<string>> {
  const byGroup = new Map<string, Set<string>>();
  for (const grant of grants) {
    if (grant.groupTypeEnumId === CLASSIFICATION_GROUP_TYPE) continue;
    byGroup.set(grant.groupId, (byGroup.get(grant.groupId) ?? new Set()).add(grant.permissionId));
  }
  return byGroup;
}

test('every id the catalog checks is a SecurityPermission, except the one left out on purpose', async () => {
  const ids = catalogPermissionIds();
  expect(ids).toContain(CATALOG_PERMISSION_LEFT_OUT);
  const present = await permissionsOf(ids);
  expect(ids.filter((id) => !present.has(id))).toEqual([CATALOG_PERMISSION_LEFT_OUT]);
  // Left out on purpose: no app's access id, not the spec's, and no group is granted it.
  expect(catalogAccessIds()).not.toContain(CATALOG_PERMISSION_LEFT_OUT);
  expect(SPEC_PERMISSIONS).not.toContain(CATALOG_PERMISSION_LEFT_OUT);
  expect(await grantsOf([CATALOG_PERMISSION_LEFT_OUT])).toEqual([]);
});

test('the ids the suite brings are in the classification group of their area, never the hidden one', async () => {
  const added = suitePermissionRows(new Set(buildSyntheticPermissions().map((row) => row.permissionId)));
  expect(added.length).toBeGreaterThan(0);
  const classified = (await grantsOf(added.map((row) => row.permissionId))).filter((grant) => grant.groupTypeEnumId === CLASSIFICATION_GROUP_TYPE);
  for (const row of added) {
    const groups = classified.filter((grant) => grant.permissionId === row.permissionId).map((grant) => grant.groupId);
    expect({ id: row.permissionId, groups }).toEqual({ id: row.permissionId, groups: [row.classificationGroupId] });
    expect(row.classificationGroupId).not.toBe('SGC_HIDDEN');
  }
});

test("every app with an access check has a functional group besides SUPER that holds it now", async () => {
  const held = holdings(await grantsOf(catalogAccessIds()));
  const apps = CATALOG.filter((app) => app.access.permissionIds.length > 0);
  expect(apps.length).toBeGreaterThan(10);
  for (const app of apps) {
    const holders = [...held].filter(([groupId, ids]) => groupId !== 'SUPER' && holdsInApp(app, app.access.expression, ids)).map(([groupId]) => groupId);
    expect({ app: app.id, holders: holders.length > 0 }).toEqual({ app: app.id, holders: true });
  }
  // The examples, and SUPER still opens every app.
  expect(held.get('FULFILLMENT_ASSOCIATE')).toContain('FULFILLMENT_APP_VIEW');
  for (const app of apps) expect(holdsInApp(app, app.access.expression, held.get('SUPER') ?? new Set())).toBe(true);
});

test('holders and gaps: STORE_MANAGER holds STOREFULFILLMENT_ADMIN; most apps with capabilities have one no group grants', async () => {
  const held = holdings(await grantsOf(catalogPermissionIds()));
  expect(held.get('STORE_MANAGER')).toContain('STOREFULFILLMENT_ADMIN');
  const apps = CATALOG.filter((app) => app.capabilities.length > 0);
  const granted = (app: (typeof apps)[number], expression: string) => [...held.values()].some((ids) => holdsInApp(app, expression, ids));
  const withGaps = apps.filter((app) => app.capabilities.some((capability) => !granted(app, capability.expression)));
  const withHolders = apps.filter((app) => app.capabilities.some((capability) => granted(app, capability.expression)));
  expect(withHolders).toHaveLength(apps.length);
  expect(withGaps.length).toBeGreaterThan(apps.length / 2);
});
