import nock from 'nock';
import { OmsClient } from './client';
import { addUserToSecurityGroups, createSecurityGroup, removeUserFromSecurityGroup, updateSecurityGroup } from './security-group-writes';
import { findUserSecurityGroupHistory, findUserSecurityGroups, getSecurityGroups, hasFulfillmentAdminPermission } from './security-groups';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const groupsFind = {
  entityName: 'SecurityGroup',
  inputFields: { groupTypeEnumId_value: 'PRM_CLASS_TYPE', groupTypeEnumId_op: 'notEqual' },
  fieldList: ['groupId', 'groupName', 'description'],
  viewSize: 200,
};

describe('security-groups', () => {
  it('getSecurityGroups reads the non-classification groups once (cached) and again after invalidation', async () => {
    const scope = oms().post('/api/performFind', groupsFind).times(2).reply(200, { docs: [{ groupId: 'CSR' }], count: 1 });
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
      // After the add: the memberships it made, one each (a resend's second row would be ended).
      .post('/api/performFind', (body: { entityName: string }) => body.entityName === 'UserLoginSecurityGroup')
      .reply(200, { docs: [{ userLoginId: 'm', groupId: 'A', fromDate: 7 }, { userLoginId: 'm', groupId: 'B', fromDate: 7 }], count: 2 })
      .post('/api/service/removePartyUserPermission', { groupId: 'A', userLoginId: 'm' })
      .reply(200, {});
    await addUserToSecurityGroups(client(), { userLoginId: 'm', groupIds: ['A', 'B'] });
    await removeUserFromSecurityGroup(client(), { userLoginId: 'm', groupId: 'A' });
    scope.done();
  });

  it('without a write the groups are served from the cache', async () => {
    const scope = oms().post('/api/performFind', groupsFind).once().reply(200, { docs: [{ groupId: 'CSR' }], count: 1 });
    const c = client();
    await getSecurityGroups(c);
    await expect(getSecurityGroups(c)).resolves.toEqual([{ groupId: 'CSR' }]);
    scope.done();
  });

  it('createSecurityGroup sends only the fields given, and the next groups read goes to the OMS again', async () => {
    const scope = oms()
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }], count: 1 })
      .post('/api/service/createSecurityGroup', { groupId: 'NIGHT', groupName: 'Night shift' })
      .reply(200, { groupId: 'NIGHT' })
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }, { groupId: 'NIGHT' }], count: 2 });
    const c = client();
    await getSecurityGroups(c);
    await createSecurityGroup(c, { groupId: 'NIGHT', groupName: 'Night shift' });
    await expect(getSecurityGroups(c)).resolves.toEqual([{ groupId: 'CSR' }, { groupId: 'NIGHT' }]);
    scope.done();
  });

  it('updateSecurityGroup drops the cached groups too, even when the OMS refused it', async () => {
    const scope = oms()
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR', groupName: 'CSR' }], count: 1 })
      .post('/api/service/updateSecurityGroup', { groupId: 'CSR', groupName: 'Customer service', description: '' })
      .reply(200, {})
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR', groupName: 'Customer service' }], count: 1 })
      .post('/api/service/updateSecurityGroup', { groupId: 'CSR', groupName: 'X' })
      .reply(502, 'Bad gateway')
      // A gateway's 502 may hide a done update: the group is read, and its name is not 'X'.
      .post('/api/performFind', (body: { entityName: string; inputFields: Record<string, unknown> }) => body.entityName === 'SecurityGroup' && body.inputFields.groupId === 'CSR')
      .reply(200, { docs: [{ groupId: 'CSR', groupName: 'Customer service' }], count: 1 })
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR', groupName: 'Customer service' }], count: 1 });
    const c = client();
    await getSecurityGroups(c);
    await updateSecurityGroup(c, { groupId: 'CSR', groupName: 'Customer service', description: '' });
    await expect(getSecurityGroups(c)).resolves.toEqual([{ groupId: 'CSR', groupName: 'Customer service' }]);
    await expect(updateSecurityGroup(c, { groupId: 'CSR', groupName: 'X' })).rejects.toMatchObject({ kind: 'http', status: 502 });
    await getSecurityGroups(c);
    scope.done();
  });
});
