import nock from 'nock';
import { OmsClient } from './client';
import { performFind, performFindAll, performFindGet, toFindBody, toInputFields } from './perform-find';

const ORIGIN = 'https://oms.test';
const oms = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });

describe('toInputFields', () => {
  it('writes plain equality as F and modified conditions as F_value with their modifiers', () => {
    expect(
      toInputFields([
        { field: 'roleTypeIdTo', value: 'APPLICATION_USER' },
        { field: 'statusId', value: 'PARTY_DISABLED', op: 'notEqual' },
        { field: 'firstName', value: 'ann', op: 'like', ignoreCase: true, group: '1' },
        { field: 'contactMechPurposeTypeId', value: ['PRIMARY_EMAIL', 'PRIMARY_PHONE'], op: 'in' },
        { field: 'thruDate', op: 'empty' },
      ]),
    ).toEqual({
      roleTypeIdTo: 'APPLICATION_USER',
      statusId_value: 'PARTY_DISABLED',
      statusId_op: 'notEqual',
      firstName_value: 'ann',
      firstName_op: 'like',
      firstName_ic: 'Y',
      firstName_grp: '1',
      contactMechPurposeTypeId_value: ['PRIMARY_EMAIL', 'PRIMARY_PHONE'],
      contactMechPurposeTypeId_op: 'in',
      thruDate_op: 'empty',
    });
  });
});

describe('toFindBody', () => {
  it('sends flags as Y and only the keys that are set', () => {
    expect(
      toFindBody({
        entityName: 'UserLogin',
        conditions: [{ field: 'userLoginId', value: 'ann' }],
        fieldList: ['userLoginId', 'partyId'],
        viewSize: 1,
        viewIndex: 0,
        distinct: true,
        filterByDate: true,
        noConditionFind: true,
        orderBy: 'createdDate DESC',
        fromDateName: 'relationshipFromDate',
        thruDateName: 'relationshipThruDate',
      }),
    ).toEqual({
      entityName: 'UserLogin',
      inputFields: { userLoginId: 'ann' },
      fieldList: ['userLoginId', 'partyId'],
      viewSize: 1,
      viewIndex: 0,
      distinct: 'Y',
      filterByDate: 'Y',
      noConditionFind: 'Y',
      orderBy: 'createdDate DESC',
      fromDateName: 'relationshipFromDate',
      thruDateName: 'relationshipThruDate',
    });
    expect(toFindBody({ entityName: 'ProductStore' })).toEqual({ entityName: 'ProductStore', inputFields: {} });
  });
});

describe('performFind', () => {
  it('POSTs the body and answers docs and count', async () => {
    const scope = nock(ORIGIN)
      .post('/api/performFind', { entityName: 'ProductStore', inputFields: {}, noConditionFind: 'Y', viewSize: 100 })
      .reply(200, { docs: [{ productStoreId: 'STORE' }], count: '1' });
    await expect(performFind(oms(), { entityName: 'ProductStore', noConditionFind: true, viewSize: 100 })).resolves.toEqual({
      docs: [{ productStoreId: 'STORE' }],
      count: 1,
    });
    scope.done();
  });

  it("treats 'No record found' as an empty result", async () => {
    nock(ORIGIN).post('/api/performFind').reply(200, { error: 'No record found', count: 0 });
    await expect(performFind(oms(), { entityName: 'UserLogin' })).resolves.toEqual({ docs: [], count: 0 });
  });

  it('still fails on any other error', async () => {
    nock(ORIGIN).post('/api/performFind').reply(200, { error: 'Unknown operator' });
    await expect(performFind(oms(), { entityName: 'UserLogin' })).rejects.toMatchObject({ kind: 'service', message: 'Unknown operator' });
  });

  it('uses the GET form with JSON-encoded inputFields and fieldList', async () => {
    const scope = nock(ORIGIN)
      .get('/api/performFind')
      .query({
        entityName: 'ShopifyShopAndConfig',
        inputFields: JSON.stringify({ productStoreId: 'STORE' }),
        fieldList: JSON.stringify(['shopId']),
        viewSize: '250',
      })
      .reply(200, { docs: [{ shopId: 'S1' }], count: 1 });
    await expect(
      performFindGet(oms(), {
        entityName: 'ShopifyShopAndConfig',
        conditions: [{ field: 'productStoreId', value: 'STORE' }],
        fieldList: ['shopId'],
        viewSize: 250,
      }),
    ).resolves.toEqual({ docs: [{ shopId: 'S1' }], count: 1 });
    scope.done();
  });

  it('reads every page until a short page', async () => {
    const page = (n: number) => Array.from({ length: n }, (_, i) => ({ facilityId: `F${i}` }));
    const scope = nock(ORIGIN)
      .post('/api/performFind', (b: { viewIndex: number; viewSize: number }) => b.viewIndex === 0 && b.viewSize === 2)
      .reply(200, { docs: page(2), count: 5 })
      .post('/api/performFind', (b: { viewIndex: number }) => b.viewIndex === 1)
      .reply(200, { docs: page(2), count: 5 })
      .post('/api/performFind', (b: { viewIndex: number }) => b.viewIndex === 2)
      .reply(200, { docs: page(1), count: 5 });
    await expect(performFindAll(oms(), { entityName: 'FacilityAndType' }, 2)).resolves.toHaveLength(5);
    scope.done();
  });
});
