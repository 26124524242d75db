import nock from 'nock';
import { OmsClient } from './client';
import { addUserToSecurityGroups, createSecurityGroup, removeUserFromSecurityGroup, updateSecurityGroup } from './security-group-writes';
import { findGroupsHolding, findUserSecurityGroupHistory, findUserSecurityGroups, getSecurityGroups, hasFulfillmentAdminPermission } from './security-groups';

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

  it("findUserSecurityGroups reads the login's current groups whole: pages of 100 in groupId order", async () => {
    const body = (viewIndex: number) => ({
      entityName: 'UserLoginSecurityGroup',
      inputFields: { userLoginId: 'm' },
      fieldList: ['groupId', 'userLoginId', 'fromDate', 'thruDate'],
      viewSize: 100,
      viewIndex,
      orderBy: 'groupId',
      filterByDate: 'Y',
    });
    const page = Array.from({ length: 100 }, (_, index) => ({ groupId: `G${String(index).padStart(3, '0')}`, userLoginId: 'm' }));
    const scope = oms()
      .post('/api/performFind', body(0))
      .reply(200, { docs: page, count: 101 })
      .post('/api/performFind', body(1))
      .reply(200, { docs: [{ groupId: 'SUPER', userLoginId: 'm' }], count: 101 });
    const groups = await findUserSecurityGroups(client(), 'm');
    // SUPER sat on the second page: a read of the first alone would miss it.
    expect(groups).toHaveLength(101);
    expect(groups.at(-1)).toEqual({ groupId: 'SUPER', userLoginId: 'm' });
    scope.done();
  });

  it('findGroupsHolding reads every group that currently holds a permission, each once', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'SecurityGroupPermission',
        inputFields: { permissionId_value: ['WEBTOOLS_VIEW'], permissionId_op: 'in' },
        fieldList: ['groupId', 'permissionId', 'fromDate'],
        viewSize: 100,
        viewIndex: 0,
        orderBy: 'groupId',
        filterByDate: 'Y',
      })
      .reply(200, { docs: [{ groupId: 'COMMERCE_ADMIN' }, { groupId: 'COMMERCE_ADMIN' }, { groupId: 'IT' }], count: 3 });
    await expect(findGroupsHolding(client(), ['WEBTOOLS_VIEW'])).resolves.toEqual(['COMMERCE_ADMIN', 'IT']);
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
