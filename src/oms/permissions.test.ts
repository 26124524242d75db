import nock from 'nock';
import { OmsClient } from './client';
import { findPermissionHolders } from './permissions';

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
});
