import nock from 'nock';
import { OmsClient } from './client';
import {
  addUserToSecurityGroups,
  findUserSecurityGroupHistory,
  findUserSecurityGroups,
  getSecurityGroups,
  hasFulfillmentAdminPermission,
  removeUserFromSecurityGroup,
} from './security-groups';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

describe('security-groups', () => {
  it('getSecurityGroups reads the non-classification groups once (cached) and again after invalidation', async () => {
    const body = {
      entityName: 'SecurityGroup',
      inputFields: { groupTypeEnumId_value: 'PRM_CLASS_TYPE', groupTypeEnumId_op: 'notEqual' },
      fieldList: ['groupId', 'groupName', 'description'],
      viewSize: 200,
    };
    const scope = oms().post('/api/performFind', body).times(2).reply(200, { docs: [{ groupId: 'CSR' }], count: 1 });
    const c = client();
    await getSecurityGroups(c);
    await expect(getSecurityGroups(c)).resolves.toEqual([{ groupId: 'CSR' }]);
    c.cache.invalidate('securityGroups');
    await getSecurityGroups(c);
    scope.done();
  });

  it("findUserSecurityGroups reads the login's current groups (viewSize 20)", async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'UserLoginSecurityGroup',
        inputFields: { userLoginId: 'm' },
        fieldList: ['groupId', 'userLoginId', 'fromDate', 'thruDate'],
        viewSize: 20,
        filterByDate: 'Y',
      })
      .reply(200, { docs: [{ groupId: 'CSR', userLoginId: 'm' }], count: 1 });
    await expect(findUserSecurityGroups(client(), 'm')).resolves.toEqual([{ groupId: 'CSR', userLoginId: 'm' }]);
    scope.done();
  });

  it("findUserSecurityGroupHistory orders by 'thruDate DESC', viewSize 250", async () => {
    const scope = oms()
      .post('/api/performFind', { entityName: 'UserLoginAndSecurityGroup', inputFields: { userLoginId: 'm' }, viewSize: 250, orderBy: 'thruDate DESC' })
      .reply(200, { docs: [], count: 0 });
    await expect(findUserSecurityGroupHistory(client(), 'm')).resolves.toEqual([]);
    scope.done();
  });

  it('hasFulfillmentAdminPermission asks SecurityGroupPermission for STOREFULFILLMENT_ADMIN among the groups; none asked for no group', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'SecurityGroupPermission',
        inputFields: { groupId_value: ['A', 'B'], groupId_op: 'in', permissionId: 'STOREFULFILLMENT_ADMIN' },
        fieldList: ['groupId', 'permissionId', 'fromDate'],
        viewSize: 1,
        filterByDate: 'Y',
      })
      .reply(200, { docs: [{ groupId: 'B' }], count: 1 });
    await expect(hasFulfillmentAdminPermission(client(), ['A', 'B'])).resolves.toBe(true);
    await expect(hasFulfillmentAdminPermission(client(), [])).resolves.toBe(false);
    scope.done();
  });

  it('adds a login to groups and removes it from one', async () => {
    const scope = oms()
      .post('/api/service/addPartyUserPermission', { userLoginId: 'm', groupIds: ['A', 'B'] })
      .reply(200, {})
      .post('/api/service/removePartyUserPermission', { groupId: 'A', userLoginId: 'm' })
      .reply(200, {});
    await addUserToSecurityGroups(client(), { userLoginId: 'm', groupIds: ['A', 'B'] });
    await removeUserFromSecurityGroup(client(), { userLoginId: 'm', groupId: 'A' });
    scope.done();
  });
});
