import nock from 'nock';
import { OmsClient } from './client';
import { getProductStores, getRoles } from './lookups';
import { createRoleType } from './role-types';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const rolesFind = {
  entityName: 'RoleType',
  inputFields: { parentTypeId_value: 'APPLICATION_USER', parentTypeId_grp: '1', roleTypeId_value: 'APPLICATION_USER', roleTypeId_grp: '2' },
  fieldList: ['roleTypeId', 'parentTypeId', 'description'],
  viewSize: 100,
};
const storesFind = { entityName: 'ProductStore', inputFields: {}, fieldList: ['productStoreId', 'storeName'], viewSize: 100, noConditionFind: 'Y' };

describe('lookups', () => {
  it('getRoles is served from the cache when nothing wrote a role type', async () => {
    const scope = oms().post('/api/performFind', rolesFind).once().reply(200, { docs: [{ roleTypeId: 'APPLICATION_USER' }], count: 1 });
    const c = client();
    await getRoles(c);
    await expect(getRoles(c)).resolves.toEqual([{ roleTypeId: 'APPLICATION_USER' }]);
    scope.done();
  });

  it('createRoleType sends only the fields given; the next roles read goes to the OMS, other lookups stay cached', async () => {
    const scope = oms()
      .post('/api/performFind', rolesFind)
      .reply(200, { docs: [{ roleTypeId: 'APPLICATION_USER' }], count: 1 })
      .post('/api/performFind', storesFind)
      .reply(200, { docs: [{ productStoreId: 'STORE' }], count: 1 })
      .post('/api/service/createRoleType', { roleTypeId: 'FAC_LOGIN', description: 'Facility Login' })
      .reply(200, { roleTypeId: 'FAC_LOGIN' })
      .post('/api/performFind', rolesFind)
      .reply(200, { docs: [{ roleTypeId: 'APPLICATION_USER' }, { roleTypeId: 'FAC_LOGIN' }], count: 2 });
    const c = client();
    await getRoles(c);
    await getProductStores(c);
    await createRoleType(c, { roleTypeId: 'FAC_LOGIN', description: 'Facility Login' });
    await expect(getRoles(c)).resolves.toEqual([{ roleTypeId: 'APPLICATION_USER' }, { roleTypeId: 'FAC_LOGIN' }]);
    await expect(getProductStores(c)).resolves.toEqual([{ productStoreId: 'STORE' }]);
    scope.done();
  });
});
