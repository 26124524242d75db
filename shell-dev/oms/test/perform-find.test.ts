/**
 * performFind over real HTTP: every operator and modifier, the date filter rule, the distinct
 * count rule, paging, ordering, field lists, the GET form and 'No record found'. Expectations
 * come from the seed fixtures or from a plain-JavaScript filter over a full read (the oracle).
 */
import { expectFailure, expectOk, startTestServer, type Client, type FindBody, type TestServer } from './harness';
import { CLASSIFICATION_GROUPS, FACILITY_COUNTS, FORMER_EMPLOYEE, MULTI_GROUP_USER, UNNAMED_FACILITY_ID } from '../seed/fixtures';
import { ENDED_GROUP_PERMISSION } from '../seed/catalog';

type Row = Record<string, unknown>;
let t: TestServer;
let admin: Client;
let facilities: Row[];

const FACILITY_TOTAL = FACILITY_COUNTS.nonVirtual + FACILITY_COUNTS.virtual;

async function find(body: Record<string, unknown>): Promise<FindBody> {
  return expectOk(await admin.find({ viewSize: 1000, ...body }));
}

/** Facility ids a request returns, sorted. */
async function facilityIds(inputFields: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string[]> {
  const body = await find({ entityName: 'FacilityAndType', inputFields, fieldList: ['facilityId'], ...extra });
  return (body.docs ?? []).map((doc) => String(doc.facilityId)).sort();
}

const oracle = (keep: (row: Row) => boolean): string[] => facilities.filter(keep).map((row) => String(row.facilityId)).sort();
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
  const all = await find({ entityName: 'FacilityAndType', noConditionFind: 'Y' });
  facilities = all.docs ?? [];
});
afterAll(() => t.close());

describe('reading everything', () => {
  test('noConditionFind reads every row with every column, timestamps as epoch ms', () => {
    expect(facilities).toHaveLength(FACILITY_TOTAL);
    const broadway = facilities.find((row) => row.facilityId === 'BROADWAY');
    expect(broadway).toMatchObject({ facilityName: 'Broadway', facilityTypeId: 'RETAIL_STORE', parentTypeId: null });
    expect(Object.keys(broadway ?? {})).toEqual(expect.arrayContaining(['facilityId', 'facilityName', 'facilityTypeId', 'parentTypeId', 'openedDate']));
    expect(typeof broadway?.openedDate).toBe('number');
  });

  test('without any condition and without noConditionFind nothing is queried: empty answer', async () => {
    expect(await find({ entityName: 'FacilityAndType', inputFields: {} })).toEqual({ docs: [], count: 0 });
    expect(await find({ entityName: 'FacilityAndType', inputFields: { facilityId: '' } })).toEqual({ docs: [], count: 0 });
  });

  test('an unknown entity is an error', async () => {
    const answer = await admin.find({ entityName: 'NoSuchEntity', noConditionFind: 'Y' });
    expectFailure(t, answer, 400, 'NoSuchEntity');
  });
});

describe('operators', () => {
  test('equals, explicitly and by default', async () => {
    const expected = oracle((row) => row.facilityTypeId === 'WAREHOUSE');
    expect(expected).toHaveLength(50);
    expect(await facilityIds({ facilityTypeId: 'WAREHOUSE', facilityTypeId_op: 'equals' })).toEqual(expected);
    expect(await facilityIds({ facilityTypeId: 'WAREHOUSE' })).toEqual(expected);
  });

  test('no op with a non-empty array means IN; in / not-in / notIn', async () => {
    const types = ['WAREHOUSE', 'DISTRIBUTION_CENTER'];
    const inTypes = oracle((row) => types.includes(String(row.facilityTypeId)));
    expect(inTypes).toHaveLength(70);
    expect(await facilityIds({ facilityTypeId: types })).toEqual(inTypes);
    expect(await facilityIds({ facilityTypeId: types, facilityTypeId_op: 'in' })).toEqual(inTypes);
    const notIn = oracle((row) => !types.includes(String(row.facilityTypeId)));
    expect(await facilityIds({ facilityTypeId: types, facilityTypeId_op: 'not-in' })).toEqual(notIn);
    expect(await facilityIds({ facilityTypeId: types, facilityTypeId_op: 'notIn' })).toEqual(notIn);
    expect(await facilityIds({ facilityId: 'BROADWAY,BRONX', facilityId_op: 'in' })).toEqual(['BROADWAY', 'BRONX']);
  });

  test('notEqual keeps rows where the field is NULL', async () => {
    const expected = oracle((row) => row.parentTypeId !== 'VIRTUAL_FACILITY');
    expect(expected.some((id) => facilities.find((row) => row.facilityId === id)?.parentTypeId === null)).toBe(true);
    expect(await facilityIds({ parentTypeId: 'VIRTUAL_FACILITY', parentTypeId_op: 'notEqual' })).toEqual(expected);
  });

  test('like is a prefix match, case-sensitive unless _ic', async () => {
    expect(await facilityIds({ facilityId: 'WH_0', facilityId_op: 'like' })).toEqual(oracle((row) => String(row.facilityId).startsWith('WH_0')));
    expect(await facilityIds({ facilityName: 'warehouse 0', facilityName_op: 'like' })).toEqual([]);
    const ic = oracle((row) => (str(row.facilityName) ?? '').toUpperCase().startsWith('WAREHOUSE 0'));
    expect(ic).toHaveLength(8);
    expect(await facilityIds({ facilityName: 'warehouse 0', facilityName_op: 'like', facilityName_ic: 'Y' })).toEqual(ic);
  });

  test("'%' and '_' in a like/contains value are SQL wildcards, as in OFBiz; GLOB characters are not", async () => {
    expect(await facilityIds({ facilityName: 'Ware%01', facilityName_op: 'like' })).toEqual(['WH_01']);
    expect(await facilityIds({ facilityId: 'WH_1_', facilityId_op: 'like' })).toEqual(oracle((row) => /^WH.1./.test(String(row.facilityId))));
    expect(await facilityIds({ facilityId: 'WH_1_', facilityId_op: 'like' })).toHaveLength(10);
    expect(await facilityIds({ facilityId: 'WH__1', facilityId_op: 'like' })).toEqual(oracle((row) => /^WH_.1/.test(String(row.facilityId))));
    expect(await facilityIds({ facilityName: '%', facilityName_op: 'like' })).toEqual(oracle((row) => row.facilityName !== null));
    expect(await facilityIds({ facilityName: 'house 0_', facilityName_op: 'contains', facilityName_ic: 'Y' })).toHaveLength(8);
    expect(await facilityIds({ facilityName: '*', facilityName_op: 'contains' })).toEqual([]);
    expect(await facilityIds({ facilityName: 'W*', facilityName_op: 'like' })).toEqual([]);
  });

  test('contains and its _ic form', async () => {
    expect(await facilityIds({ facilityName: 'house', facilityName_op: 'contains' })).toEqual(oracle((row) => (str(row.facilityName) ?? '').includes('house')));
    expect(await facilityIds({ facilityName: 'HOUSE', facilityName_op: 'contains' })).toEqual([]);
    expect(await facilityIds({ facilityName: 'HOUSE', facilityName_op: 'contains', facilityName_ic: 'Y' })).toHaveLength(49);
  });

  test('notLike / not-like and notContains / not-contains (NULL names are not matched)', async () => {
    const notLike = oracle((row) => !String(row.facilityId).startsWith('WH_'));
    expect(notLike).toHaveLength(FACILITY_TOTAL - 50);
    expect(await facilityIds({ facilityId: 'WH_', facilityId_op: 'notLike' })).toEqual(notLike);
    expect(await facilityIds({ facilityId: 'WH_', facilityId_op: 'not-like' })).toEqual(notLike);
    const notContains = oracle((row) => str(row.facilityName) !== null && !(str(row.facilityName) ?? '').includes('Center'));
    expect(await facilityIds({ facilityName: 'Center', facilityName_op: 'notContains' })).toEqual(notContains);
    expect(await facilityIds({ facilityName: 'Center', facilityName_op: 'not-contains' })).toEqual(notContains);
  });

  test('empty means IS NULL and needs no value', async () => {
    expect(await facilityIds({ facilityName_op: 'empty' })).toEqual([UNNAMED_FACILITY_ID]);
    expect(await facilityIds({ facilityName: '', facilityName_op: 'empty' })).toEqual([UNNAMED_FACILITY_ID]);
  });

  test('between and the four comparisons on a timestamp, with numbers or numeric strings', async () => {
    const dates = facilities.map((row) => Number(row.openedDate)).sort((a, b) => a - b);
    const low = dates[10] ?? 0;
    const high = dates[40] ?? 0;
    const opened = (row: Row): number => Number(row.openedDate);
    expect(await facilityIds({ openedDate: [low, high], openedDate_op: 'between' })).toEqual(oracle((row) => opened(row) >= low && opened(row) <= high));
    expect(await facilityIds({ openedDate: high, openedDate_op: 'greaterThan' })).toEqual(oracle((row) => opened(row) > high));
    expect(await facilityIds({ openedDate: String(high), openedDate_op: 'greaterThanEqualTo' })).toEqual(oracle((row) => opened(row) >= high));
    expect(await facilityIds({ openedDate: low, openedDate_op: 'lessThan' })).toEqual(oracle((row) => opened(row) < low));
    expect(await facilityIds({ openedDate: low, openedDate_op: 'lessThanEqualTo' })).toEqual(oracle((row) => opened(row) <= low));
    expect(oracle((row) => opened(row) < low)).toHaveLength(10);
  });

  test('between needs exactly two values; a bad timestamp is an error', async () => {
    const two = await admin.find({ entityName: 'FacilityAndType', inputFields: { openedDate: [1], openedDate_op: 'between' } });
    expectFailure(t, two, 400, 'between');
    const bad = await admin.find({ entityName: 'FacilityAndType', inputFields: { openedDate: 'soon', openedDate_op: 'lessThan' } });
    expectFailure(t, bad, 400, 'openedDate');
  });

  test('_ic applies to equals and in too', async () => {
    expect(await facilityIds({ facilityId: 'broadway', facilityId_ic: 'Y' })).toEqual(['BROADWAY']);
    expect(await facilityIds({ facilityId: 'broadway' })).toEqual([]);
    expect(await facilityIds({ facilityId: ['broadway', 'bronx'], facilityId_ic: 'Y' })).toEqual(['BROADWAY', 'BRONX']);
  });

  test('an unknown operator with a value is an error; with an empty value it is skipped', async () => {
    const answer = await admin.find({ entityName: 'FacilityAndType', inputFields: { facilityId: 'X', facilityId_op: 'sortOf' } });
    expectFailure(t, answer, 400, 'sortOf');
    expect(await facilityIds({ facilityId: '', facilityId_op: 'sortOf', facilityTypeId: 'DISTRIBUTION_CENTER' })).toHaveLength(20);
  });
});

describe('modifiers and field handling', () => {
  test('_value wins over the plain field', async () => {
    expect(await facilityIds({ facilityId: 'BRONX', facilityId_value: 'BROADWAY' })).toEqual(['BROADWAY']);
  });

  test('unknown fields are ignored; empty values skip their condition', async () => {
    expect(await facilityIds({ noSuchField: 'x', noSuchField_op: 'bogus', facilityId: 'BROADWAY' })).toEqual(['BROADWAY']);
    expect(await facilityIds({ facilityId: 'BROADWAY', facilityName: '', facilityTypeId: [], parentTypeId: null })).toEqual(['BROADWAY']);
  });

  test('_grp: conditions in one group are ANDed, groups are ORed, ungrouped conditions ANDed with the OR block', async () => {
    const inputFields = {
      facilityTypeId: 'RETAIL_STORE',
      facilityId: 'B', facilityId_op: 'like', facilityId_grp: 'g1',
      facilityName: 'C', facilityName_op: 'like', facilityName_grp: 'g2',
      openedDate: 0, openedDate_op: 'greaterThan', openedDate_grp: 'g2',
    };
    const expected = oracle((row) => row.facilityTypeId === 'RETAIL_STORE' && (String(row.facilityId).startsWith('B') || ((str(row.facilityName) ?? '').startsWith('C') && Number(row.openedDate) > 0)));
    expect(expected.length).toBeGreaterThan(4);
    expect(expected.some((id) => id.startsWith('C'))).toBe(true);
    expect(await facilityIds(inputFields)).toEqual(expected);
  });

  test('the app\'s user search: like + _ic in four OR-groups', async () => {
    const fields = ['firstName', 'lastName', 'groupName', 'userLoginId'];
    const inputFields = Object.fromEntries(fields.flatMap((field, i) => [[`${field}_value`, 'ma'], [`${field}_op`, 'like'], [`${field}_ic`, 'Y'], [`${field}_grp`, String(i + 1)]]));
    const body = await find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { ...inputFields, roleTypeIdTo: 'APPLICATION_USER' }, fieldList: fields.concat('partyId'), distinct: 'Y' });
    const docs = body.docs ?? [];
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(fields.some((field) => (str(doc[field]) ?? '').toUpperCase().startsWith('MA'))).toBe(true);
    expect(docs.some((doc) => doc.partyId === '10003')).toBe(true); // Maria Garcia
  });

  test('fieldList limits the answer to those fields; an unknown one is an error', async () => {
    const body = await find({ entityName: 'FacilityAndType', inputFields: { facilityId: 'BROADWAY' }, fieldList: ['facilityName', 'facilityId'] });
    expect(body.docs).toEqual([{ facilityName: 'Broadway', facilityId: 'BROADWAY' }]);
    const answer = await admin.find({ entityName: 'FacilityAndType', noConditionFind: 'Y', fieldList: ['facilityId', 'secret'] });
    expectFailure(t, answer, 400, 'secret');
  });

  test('hidden columns are never answered (UserLogin.currentPassword)', async () => {
    const body = await find({ entityName: 'UserLogin', inputFields: { userLoginId: 'admin' } });
    expect(body.docs?.[0]).toMatchObject({ userLoginId: 'admin', partyId: '10000' });
    expect(body.docs?.[0]).not.toHaveProperty('currentPassword');
    expectFailure(t, await admin.find({ entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['currentPassword'] }), 400, 'currentPassword');
  });

  test('values are bound, never spliced into SQL', async () => {
    expect(await find({ entityName: 'FacilityAndType', inputFields: { facilityId: "x' OR '1'='1" } })).toEqual({ error: 'No record found', count: 0 });
    const answer = await admin.find({ entityName: 'FacilityAndType', noConditionFind: 'Y', orderBy: 'facilityId; DROP TABLE Facility' });
    expectFailure(t, answer, 400, 'orderBy');
    expect(await facilityIds({ facilityId: 'BROADWAY' })).toEqual(['BROADWAY']);
  });
});

describe('ordering and paging', () => {
  test('orderBy entries field | -field | field DESC', async () => {
    const body = await find({ entityName: 'FacilityAndType', noConditionFind: 'Y', orderBy: 'facilityTypeId|-facilityId', fieldList: ['facilityTypeId', 'facilityId'] });
    const expected = [...facilities]
      .sort((a, b) => (String(a.facilityTypeId) < String(b.facilityTypeId) ? -1 : String(a.facilityTypeId) > String(b.facilityTypeId) ? 1 : 0) || (String(a.facilityId) < String(b.facilityId) ? 1 : -1))
      .map((row) => [row.facilityTypeId, row.facilityId]);
    expect((body.docs ?? []).map((doc) => [doc.facilityTypeId, doc.facilityId])).toEqual(expected);
    const desc = await find({ entityName: 'FacilityAndType', noConditionFind: 'Y', orderBy: 'facilityId DESC', viewSize: 3, fieldList: ['facilityId'] });
    const sortedDesc = facilities.map((row) => String(row.facilityId)).sort().reverse().slice(0, 3);
    expect((desc.docs ?? []).map((doc) => doc.facilityId)).toEqual(sortedDesc);
  });

  test('viewIndex/viewSize page through; count is the total; numeric strings accepted', async () => {
    const ordered = facilities.map((row) => String(row.facilityId)).sort();
    const page = await find({ entityName: 'FacilityAndType', noConditionFind: 'Y', orderBy: 'facilityId', fieldList: ['facilityId'], viewSize: '10', viewIndex: '2' });
    expect(page.count).toBe(FACILITY_TOTAL);
    expect((page.docs ?? []).map((doc) => doc.facilityId)).toEqual(ordered.slice(20, 30));
    const last = await find({ entityName: 'FacilityAndType', noConditionFind: 'Y', orderBy: 'facilityId', fieldList: ['facilityId'], viewSize: 100, viewIndex: 1 });
    expect(last.docs).toHaveLength(FACILITY_TOTAL - 100);
    expect(last.count).toBe(FACILITY_TOTAL);
    expectFailure(t, await admin.find({ entityName: 'FacilityAndType', noConditionFind: 'Y', viewSize: -1 }), 400, 'viewSize');
  });

  test('the flags may sit inside inputFields', async () => {
    const body = (await admin.find({
      entityName: 'FacilityAndType',
      inputFields: { facilityTypeId: 'WAREHOUSE', viewSize: 5, viewIndex: 1, orderBy: '-facilityId', distinct: 'Y' },
      fieldList: ['facilityId'],
    })).body;
    expect(body.count).toBe(50);
    expect((body.docs ?? []).map((doc) => doc.facilityId)).toEqual(['WH_45', 'WH_44', 'WH_43', 'WH_42', 'WH_41']);
  });

  test("no match answers 200 { error: 'No record found', count: 0 } without docs", async () => {
    const answer = await admin.find({ entityName: 'FacilityAndType', inputFields: { facilityId: 'NOWHERE' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: 'No record found', count: 0 });
  });
});

describe('distinct and the date filter', () => {
  test('distinct + fieldList counts distinct values of the first field', async () => {
    const inputFields = { partyId: MULTI_GROUP_USER.partyId };
    const distinct = await find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields, fieldList: ['partyId', 'securityGroupId'], distinct: 'Y' });
    expect((distinct.docs ?? []).map((doc) => doc.securityGroupId).sort()).toEqual([...MULTI_GROUP_USER.securityGroupIds].sort());
    expect(distinct.count).toBe(1);
    const byGroup = await find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields, fieldList: ['securityGroupId', 'partyId'], distinct: 'Y' });
    expect(byGroup.count).toBe(3);
    const plain = await find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields, fieldList: ['partyId'] });
    expect(plain.docs).toHaveLength(3);
    expect(plain.count).toBe(3);
    const collapsed = await find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields, fieldList: ['partyId'], distinct: 'Y' });
    expect(collapsed.docs).toEqual([{ partyId: MULTI_GROUP_USER.partyId }]);
  });

  test('filterByDate drops ended rows (default fromDate/thruDate)', async () => {
    const inputFields = { groupId: ENDED_GROUP_PERMISSION.groupId };
    const ids = (body: FindBody) => (body.docs ?? []).map((doc) => doc.permissionId);
    const all = await find({ entityName: 'SecurityGroupAndPermission', inputFields, fieldList: ['permissionId'] });
    const current = await find({ entityName: 'SecurityGroupAndPermission', inputFields, fieldList: ['permissionId'], filterByDate: 'Y' });
    expect(ids(all)).toContain(ENDED_GROUP_PERMISSION.permissionId);
    expect(ids(current)).not.toContain(ENDED_GROUP_PERMISSION.permissionId);
    expect(current.count).toBe((all.count ?? 0) - 1);
  });

  test('fromDateName/thruDateName name the date fields', async () => {
    const base = { entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { partyId: FORMER_EMPLOYEE.partyId, roleTypeIdTo: 'APPLICATION_USER' }, fieldList: ['partyId'], distinct: 'Y' };
    expect((await find(base)).count).toBe(1);
    expect(await find({ ...base, filterByDate: 'Y', fromDateName: 'relationshipFromDate', thruDateName: 'relationshipThruDate' })).toEqual({ error: 'No record found', count: 0 });
    const missingField = await admin.find({ ...base, filterByDate: 'Y' });
    expectFailure(t, missingField, 400, 'fromDate');
  });

  test('filterByDate applies only with another condition or noConditionFind', async () => {
    const all = await find({ entityName: 'SecurityGroupPermission', noConditionFind: 'Y', fieldList: ['groupId'] });
    const current = await find({ entityName: 'SecurityGroupPermission', noConditionFind: 'Y', filterByDate: 'Y', fieldList: ['groupId'] });
    expect(current.count).toBe((all.count ?? 0) - 1);
    expect(await find({ entityName: 'SecurityGroupPermission', filterByDate: 'Y' })).toEqual({ docs: [], count: 0 });
  });

  test('classification groups: the app\'s PRM_CLASS_TYPE read', async () => {
    const body = await find({
      entityName: 'SecurityGroup',
      inputFields: { groupTypeEnumId: 'PRM_CLASS_TYPE', groupId: 'SGC_HIDDEN', groupId_op: 'notEqual' },
      orderBy: 'groupName ASC',
      viewSize: 250,
    });
    expect(body.count).toBe(CLASSIFICATION_GROUPS.length - 1);
    const names = (body.docs ?? []).map((doc) => String(doc.groupName));
    expect(names).toEqual([...names].sort());
  });
});

describe('the GET form', () => {
  test('JSON-encoded inputFields and fieldList', async () => {
    const query = new URLSearchParams({ entityName: 'ShopifyShopAndConfig', inputFields: JSON.stringify({ productStoreId: 'STORE_US' }), fieldList: JSON.stringify(['shopifyConfigId', 'shopId']) });
    const answer = await admin.get<FindBody>('performFind', query);
    expect(answer.body).toEqual({ docs: [{ shopifyConfigId: 'SHOP_CONFIG_US', shopId: 'SHOP_US' }], count: 1 });
  });

  test('repeated keys, key[] and inputFields[field] forms', async () => {
    const repeated = new URLSearchParams([['entityName', 'ShopifyShopAndConfig'], ['noConditionFind', 'Y'], ['fieldList', 'shopifyConfigId'], ['fieldList', 'name'], ['fieldList', 'shopId'], ['fieldList', 'productStoreId'], ['viewSize', '250'], ['orderBy', 'shopId']]);
    const all = (await admin.get<FindBody>('performFind', repeated)).body;
    expect(all.count).toBe(2);
    expect(all.docs?.[0]).toEqual({ shopifyConfigId: 'SHOP_CONFIG_CA', name: 'Demo Shop Canada', shopId: 'SHOP_CA', productStoreId: 'STORE_CA' });
    const bracket = new URLSearchParams([['entityName', 'ShopifyShopAndConfig'], ['inputFields[productStoreId]', 'STORE_CA'], ['fieldList[]', 'shopId']]);
    expect((await admin.get<FindBody>('performFind', bracket)).body).toEqual({ docs: [{ shopId: 'SHOP_CA' }], count: 1 });
  });
});
