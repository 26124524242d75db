import { buildSearchIndex } from '../../../catalog';
import { CATALOG } from '../../../catalog/catalog.data';
import { appPermissionIds, groupsGranting, holdingGroups } from '../../../catalog/holders';
import { appEntries, catalogUses, missingOnOms, notInAnyApp, searchList, sortedGroups } from './by-app';
import type { CatalogSection } from '../permission-list';
import { MISSING_ON_OMS, NOT_IN_ANY_APP } from '../tab-params';

const index = buildSearchIndex(CATALOG, (text) => text);
const app = (id: string) => {
  const found = CATALOG.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no app ${id}`);
  return found;
};
const fulfillment = app('fulfillment');
const titles = (search: string, appId: string) =>
  appEntries(index, search)
    .find((entry) => entry.app.id === appId)
    ?.capabilities.map((capability) => capability.title);

describe('By app: the app list', () => {
  it('lists every app whole without a search', () => {
    const entries = appEntries(index, '');
    expect(entries.map((entry) => entry.app.id)).toEqual(CATALOG.map((candidate) => candidate.id));
    expect(entries.every((entry) => !entry.narrowed && entry.capabilities === entry.app.capabilities)).toBe(true);
  });

  it('searches app names (the app whole), capability titles, descriptions and permission ids (those capabilities)', () => {
    const byName = appEntries(index, 'fulfil').find((entry) => entry.app.id === 'fulfillment');
    expect(byName).toMatchObject({ narrowed: false, capabilities: fulfillment.capabilities });
    expect(titles('force ship', 'fulfillment')).toEqual(['Force ship orders']);
    expect(titles('FF_SHIP_NOW', 'fulfillment')).toEqual(['Ship orders']);
    expect(titles('stock between facilities', 'fulfillment')).toEqual(['See transfer orders']);
    expect(appEntries(index, 'no such words at all')).toEqual([]);
  });

  it('keeps its two lists apart from every app id', () => {
    expect(CATALOG.map((candidate) => candidate.id)).not.toContain(NOT_IN_ANY_APP);
    expect(CATALOG.map((candidate) => candidate.id)).not.toContain(MISSING_ON_OMS);
  });
});

describe('By app: holders', () => {
  it("asks for every id the app checks once: access, capabilities' and pass-all ids", () => {
    const ids = appPermissionIds(fulfillment);
    expect(ids[0]).toBe('FULFILLMENT_APP_VIEW');
    expect(ids).toEqual(expect.arrayContaining(['ORD_TRANSFER_ORDER_VIEW', 'ORD_TRANSFER_ORDER_ADMIN', 'FF_SHIP_NOW', 'COMMON_ADMIN']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(appPermissionIds(app('products'))).toContain('COMMON_ADMIN');
  });

  it('folds grant rows by group and lists the groups whose grants satisfy an expression, pass-all ids included', () => {
    const groups = holdingGroups([
      { groupId: 'STORE', groupName: 'Store', permissionId: 'FF_SHIP_NOW' },
      { groupId: 'STORE', groupName: 'Store', permissionId: 'FULFILLMENT_APP_VIEW' },
      { groupId: 'ADMIN', groupName: 'Admins', permissionId: 'COMMON_ADMIN' },
      { groupId: 'CSR', groupName: 'Customer service', permissionId: 'PIM_PRODUCT_VIEW' },
    ]);
    expect([...(groups.get('STORE')?.permissionIds ?? [])]).toEqual(['FF_SHIP_NOW', 'FULFILLMENT_APP_VIEW']);
    const sorted = sortedGroups(groups, (group) => group.groupName ?? group.groupId, new Intl.Collator('en').compare);
    expect(sorted.map((group) => group.groupId)).toEqual(['ADMIN', 'CSR', 'STORE']);
    const ids = (list: { groupId: string }[]) => list.map((group) => group.groupId);
    expect(ids(groupsGranting(fulfillment, 'COMMON_ADMIN OR FF_SHIP_NOW', sorted))).toEqual(['ADMIN', 'STORE']);
    expect(ids(groupsGranting(fulfillment, fulfillment.access.expression, sorted))).toEqual(['STORE']);
    // Products: COMMON_ADMIN passes every check, so ADMIN may open it and see products.
    const products = app('products');
    expect(ids(groupsGranting(products, products.access.expression, sorted))).toEqual(['ADMIN']);
    expect(ids(groupsGranting(products, 'PIM_PRODUCT_VIEW OR PIM_PRODUCT_ADMIN', sorted))).toEqual(['ADMIN', 'CSR']);
  });
});

describe('By app: the honest lists', () => {
  const section = (groupId: string, ids: string[]): CatalogSection => ({ groupId, groupName: groupId, permissions: ids.map((permissionId) => ({ permissionId, description: `About ${permissionId}` })) });
  const uses = catalogUses(CATALOG);

  it("'Not in any app': the listed OMS permissions no app checks, each once, by id", () => {
    const unused = notInAnyApp([section('SGC_A', ['ZED_LOCAL', 'FF_SHIP_NOW', 'ALPHA_LOCAL']), section('OTHERS', ['ZED_LOCAL', 'FULFILLMENT_APP_VIEW'])], uses);
    expect(unused.map((entry) => entry.permission.permissionId)).toEqual(['ALPHA_LOCAL', 'ZED_LOCAL']);
    expect(searchList(unused, 'about zed').map((entry) => entry.permission.permissionId)).toEqual(['ZED_LOCAL']);
  });

  it("'Missing on this OMS': ids the apps check with no SecurityPermission row, with what checks them", () => {
    const present = new Set([...uses.keys()].filter((id) => id !== 'FF_SHIP_NOW' && id !== 'FULFILLMENT_APP_VIEW'));
    const missing = missingOnOms(uses, present);
    expect(missing.map((entry) => entry.permissionId)).toEqual(['FF_SHIP_NOW', 'FULFILLMENT_APP_VIEW']);
    expect(missing[0]?.uses.map((use) => `${use.app.id}:${use.capability?.id ?? ''}`)).toContain('fulfillment:ship-order');
    expect(missing[1]?.uses.some((use) => use.app.id === 'fulfillment' && !use.capability)).toBe(true);
    expect(searchList(missing, 'fulfillment').length).toBe(2);
    expect(searchList(missing, 'ff_ship').map((entry) => entry.permissionId)).toEqual(['FF_SHIP_NOW']);
  });
});
