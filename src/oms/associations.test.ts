/** Store roles, facilities, party roles, favourites and the party logo. */
import nock from 'nock';
import { OmsClient } from './client';
import { addPartyToFacility, findUserFacilities, removePartyFromFacility } from './facilities';
import { findPartyLogoPath, partyImageUrl, uploadPartyLogoImage } from './images';
import { deletePartyRole, ensurePartyRole, hasPartyRole } from './party-roles';
import { findUserFavourites, setUserPreference } from './preferences';
import { createProductStoreRole, findUserProductStores, updateProductStoreRole } from './stores';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

describe('product store roles', () => {
  it('reads the current roles and creates / ends them', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'ProductStoreAndRole',
        inputFields: { partyId: '1' },
        fieldList: ['partyId', 'storeName', 'roleTypeId', 'productStoreId', 'fromDate'],
        viewSize: 100,
        filterByDate: 'Y',
      })
      .reply(200, { docs: [], count: 0 })
      .post('/api/service/createProductStoreRole', { partyId: '1', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' })
      .reply(200, {})
      .post('/api/performFind', (body: { entityName: string }) => body.entityName === 'ProductStoreRole')
      .reply(200, { docs: [{ fromDate: 5 }], count: 1 })
      .post('/api/service/updateProductStoreRole', { partyId: '1', productStoreId: 'S', roleTypeId: 'APPLICATION_USER', fromDate: 5, thruDate: 9 })
      .reply(200, {});
    await findUserProductStores(client(), '1');
    await createProductStoreRole(client(), { partyId: '1', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' });
    await updateProductStoreRole(client(), { partyId: '1', productStoreId: 'S', roleTypeId: 'APPLICATION_USER', fromDate: 5, thruDate: 9 });
    scope.done();
  });
});

describe('facilities', () => {
  it('reads the current associations and adds / ends them', async () => {
    const scope = oms()
      .post('/api/performFind', { entityName: 'FacilityParty', inputFields: { partyId: '1' }, viewSize: 100, noConditionFind: 'Y', filterByDate: 'Y' })
      .reply(200, { docs: [{ facilityId: 'F', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 5 }], count: 1 })
      .post('/api/service/addPartyToFacility', { partyId: '1', facilityId: 'F', roleTypeId: 'WAREHOUSE_PICKER' })
      .reply(200, {})
      // After the add: what it made, to end a row a resend made twice (one row: nothing to end).
      .post('/api/performFind', (body: { entityName: string; inputFields: Record<string, unknown> }) => body.entityName === 'FacilityParty' && body.inputFields.facilityId === 'F')
      .reply(200, { docs: [{ facilityId: 'F', partyId: '1', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 7 }], count: 1 })
      .post('/api/service/removePartyFromFacility', { partyId: '1', facilityId: 'F', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 5, thruDate: 9 })
      .reply(200, {});
    await expect(findUserFacilities(client(), '1')).resolves.toHaveLength(1);
    await addPartyToFacility(client(), { partyId: '1', facilityId: 'F', roleTypeId: 'WAREHOUSE_PICKER' });
    await removePartyFromFacility(client(), { partyId: '1', facilityId: 'F', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 5, thruDate: 9 });
    scope.done();
  });
});

describe('party roles', () => {
  it('checks, ensures and deletes a role', async () => {
    const scope = oms()
      .post('/api/performFind', { entityName: 'PartyRole', inputFields: { partyId: '1', roleTypeId: 'WAREHOUSE_PICKER' }, fieldList: ['partyId', 'roleTypeId'], viewSize: 1 })
      .reply(200, { error: 'No record found' })
      .post('/api/service/ensurePartyRole', { partyId: '1', roleTypeId: 'WAREHOUSE_PICKER' })
      .reply(200, {})
      .post('/api/service/deletePartyRole', { partyId: '1', roleTypeId: 'WAREHOUSE_PICKER' })
      .reply(200, {});
    await expect(hasPartyRole(client(), '1', 'WAREHOUSE_PICKER')).resolves.toBe(false);
    await ensurePartyRole(client(), { partyId: '1', roleTypeId: 'WAREHOUSE_PICKER' });
    await deletePartyRole(client(), { partyId: '1', roleTypeId: 'WAREHOUSE_PICKER' });
    scope.done();
  });
});

describe('favourites', () => {
  it('reads both favourites (viewSize 2) and sets one', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'UserPreference',
        inputFields: { userLoginId: 'm', userPrefTypeId_value: ['FAVORITE_PRODUCT_STORE', 'FAVORITE_SHOPIFY_SHOP'], userPrefTypeId_op: 'in' },
        fieldList: ['userPrefTypeId', 'userPrefValue', 'userPrefGroupTypeId', 'userLoginId'],
        viewSize: 2,
      })
      .reply(200, { docs: [{ userLoginId: 'm', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'S' }, { userLoginId: 'm', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' }], count: 2 })
      .post('/api/service/setUserPreference', { userPrefLoginId: 'm', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' })
      .reply(200, {});
    await expect(findUserFavourites(client(), 'm')).resolves.toEqual({ productStoreId: 'S', shopId: undefined });
    await setUserPreference(client(), { userLoginId: 'm', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' });
    scope.done();
  });
});

describe('party logo', () => {
  it('reads PartyContentDetail then DataResource; none when the party has no content', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'PartyContentDetail',
        inputFields: { partyId: '1' },
        fieldList: ['partyId', 'dataResourceId'],
        viewSize: 1,
        noConditionFind: 'Y',
        filterByDate: 'Y',
        orderBy: '-fromDate',
      })
      .reply(200, { docs: [{ partyId: '1', dataResourceId: 'D' }], count: 1 })
      .post('/api/performFind', { entityName: 'DataResource', inputFields: { dataResourceId: 'D' }, fieldList: ['dataResourceId', 'objectInfo'], viewSize: 1, noConditionFind: 'Y' })
      .reply(200, { docs: [{ dataResourceId: 'D', objectInfo: '/img/a.png' }], count: 1 })
      .post('/api/performFind', (body: { entityName: string }) => body.entityName === 'PartyContentDetail')
      .reply(200, { error: 'No record found' });
    await expect(findPartyLogoPath(client(), '1')).resolves.toBe('/img/a.png');
    await expect(findPartyLogoPath(client(), '2')).resolves.toBeUndefined();
    scope.done();
  });

  it('builds the image URL from the web root and objectInfo', () => {
    expect(partyImageUrl('https://acme.test/', '/uploads/a.png')).toBe('https://acme.test/uploads/a.png');
    expect(partyImageUrl('https://acme.test', 'uploads/a.png')).toBe('https://acme.test/uploads/a.png');
  });

  it('uploads multipart: partyId, _uploadedFile_contentType image/*, uploadedFile', async () => {
    let body = '';
    let type = '';
    const scope = oms()
      .post('/api/service/uploadPartyLogoImage', (sent: string) => {
        body = sent;
        return true;
      })
      .reply(function reply() {
        type = String(this.req.headers['content-type']);
        return [200, {}];
      });
    await uploadPartyLogoImage(client(), '1', new File(['bytes'], 'me.png', { type: 'image/png' }));
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="partyId"\r\n\r\n1\r\n/);
    expect(body).toMatch(/name="_uploadedFile_contentType"\r\n\r\nimage\/\*\r\n/);
    expect(body).toMatch(/name="uploadedFile"; filename="me.png"\r\nContent-Type: image\/png\r\n\r\nbytes/);
    scope.done();
  });
});
