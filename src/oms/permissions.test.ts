import nock from 'nock';
import { OmsClient } from './client';
import { findGroupGrants, findGroupsPermissions, findPermissionHistory, findPermissionHolders } from './permissions';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

const holdersFind = (viewIndex: number) => ({
  entityName: 'SecurityGroupAndPermission',
  inputFields: {
    permissionId_value: ['APP_VIEW', 'SHIP'],
    permissionId_op: 'in',
    groupTypeEnumId_value: 'PRM_CLASS_TYPE',
    groupTypeEnumId_op: 'notEqual',
  },
  fieldList: ['groupId', 'groupName', 'groupTypeEnumId', 'permissionId'],
  viewSize: 250,
  viewIndex,
  filterByDate: 'Y',
  orderBy: 'permissionId|groupId|fromDate',
});

describe('permissions', () => {
  it('findPermissionHolders reads the current grants of all the ids in one find, every page, without classification groups', async () => {
    const row = (groupId: string, groupTypeEnumId?: string) => ({ groupId, groupName: groupId, groupTypeEnumId, permissionId: 'SHIP' });
    const scope = oms()
      .post('/api/performFind', holdersFind(0))
      .reply(200, { docs: [row('STORE'), row('SGC_SHIPPING', 'PRM_CLASS_TYPE')], count: 251 })
      .post('/api/performFind', holdersFind(1))
      .reply(200, { docs: [row('CSR', 'FUNCTIONAL')], count: 251 });
    await expect(findPermissionHolders(client(), ['APP_VIEW', 'SHIP'])).resolves.toEqual([row('STORE'), row('CSR', 'FUNCTIONAL')]);
    scope.done();
  });

  it('findPermissionHolders asks nothing for no ids', async () => {
    await expect(findPermissionHolders(client(), [])).resolves.toEqual([]);
  });

  it('findPermissionHistory reads every grant, current and ended, newest first, without classification groups', async () => {
    const row = (groupId: string, groupTypeEnumId?: string) => ({ groupId, groupTypeEnumId, permissionId: 'SHIP', fromDate: 5, thruDate: 9 });
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'SecurityGroupAndPermission',
        inputFields: { permissionId_value: ['SHIP'], permissionId_op: 'in', groupTypeEnumId_value: 'PRM_CLASS_TYPE', groupTypeEnumId_op: 'notEqual' },
        fieldList: ['groupId', 'groupName', 'groupTypeEnumId', 'permissionId', 'fromDate', 'thruDate'],
        viewSize: 250,
        viewIndex: 0,
        orderBy: '-fromDate|groupId|permissionId',
      })
      .reply(200, { docs: [row('STORE'), row('SGC_SHIPPING', 'PRM_CLASS_TYPE')], count: 2 });
    await expect(findPermissionHistory(client(), ['SHIP'])).resolves.toEqual([row('STORE')]);
    scope.done();
  });

  it("findGroupsPermissions reads the groups' current grants in one find and folds them by group", async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'SecurityGroupAndPermission',
        inputFields: { groupId_value: ['STORE', 'CSR'], groupId_op: 'in' },
        fieldList: ['groupId', 'permissionId'],
        viewSize: 250,
        viewIndex: 0,
        filterByDate: 'Y',
        orderBy: 'groupId|permissionId|fromDate',
      })
      .reply(200, { docs: [{ groupId: 'STORE', permissionId: 'A' }, { groupId: 'STORE', permissionId: 'B' }, { groupId: 'CSR', permissionId: 'A' }], count: 3 });
    const byGroup = await findGroupsPermissions(client(), ['STORE', 'CSR']);
    expect([...byGroup].map(([groupId, ids]) => [groupId, [...ids]])).toEqual([['STORE', ['A', 'B']], ['CSR', ['A']]]);
    scope.done();
    await expect(findGroupsPermissions(client(), [])).resolves.toEqual(new Map());
  });

  it('findGroupGrants reads a group\'s grants in one order, its pages read at once never overlapping (issue 63, rule 5)', async () => {
    const bodies: Array<{ orderBy?: string; viewIndex?: number }> = [];
    const scope = oms()
      .post('/api/performFind', (body: { entityName?: string; orderBy?: string; viewIndex?: number }) => body.entityName === 'SecurityGroupAndPermission' && bodies.push(body) > 0)
      .times(2)
      .reply(200, (_uri, body) => ({ docs: [{ groupId: 'CSR', permissionId: `P${(body as { viewIndex: number }).viewIndex}`, fromDate: 1 }], count: 251 }));
    expect(await findGroupGrants(client(), 'CSR')).toHaveLength(2);
    scope.done();
    expect(bodies.map((body) => body.orderBy)).toEqual(['permissionId|fromDate', 'permissionId|fromDate']);
  });
});
