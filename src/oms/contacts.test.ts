import nock from 'nock';
import { OmsClient } from './client';
import { createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber, deletePartyContactMech, findPartyContacts } from './contacts';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

describe('contacts', () => {
  it('findPartyContacts reads the current primary email and phone (viewSize 2, filterByDate)', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: '1', contactMechPurposeTypeId_value: ['PRIMARY_EMAIL', 'PRIMARY_PHONE'], contactMechPurposeTypeId_op: 'in' },
        fieldList: ['areaCode', 'countryCode', 'contactNumber', 'infoString', 'contactMechId', 'contactMechPurposeTypeId'],
        viewSize: 2,
        filterByDate: 'Y',
      })
      .reply(200, {
        docs: [
          { contactMechId: 'E', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'a@b.io' },
          { contactMechId: 'P', contactMechPurposeTypeId: 'PRIMARY_PHONE', contactNumber: '555' },
        ],
        count: 2,
      });
    await expect(findPartyContacts(client(), '1')).resolves.toEqual({ email: { email: 'a@b.io', contactMechId: 'E' }, phone: { contactNumber: '555', contactMechId: 'P' } });
    scope.done();
  });

  it('adds with the purpose, edits with the contactMechId, and answers the contactMechId', async () => {
    const scope = oms()
      .post('/api/service/createUpdatePartyEmailAddress', { partyId: '1', emailAddress: 'a@b.io', contactMechPurposeTypeId: 'PRIMARY_EMAIL' })
      .reply(200, { contactMechId: 'E1' })
      // After an add: the party's current emails, to remove one a resend made twice (none here).
      .post('/api/performFind', (body: { entityName: string }) => body.entityName === 'PartyContactDetailByPurpose')
      .reply(200, { docs: [{ contactMechId: 'E1', infoString: 'a@b.io', fromDate: 7 }], count: 1 })
      .post('/api/service/createUpdatePartyEmailAddress', { partyId: '1', emailAddress: 'c@b.io', contactMechId: 'E1' })
      .reply(200, { contactMechId: 'E2' })
      .post('/api/service/createUpdatePartyTelecomNumber', { partyId: '1', contactNumber: '555', contactMechPurposeTypeId: 'PRIMARY_PHONE' })
      .reply(200, { contactMechId: 'P1' })
      .post('/api/performFind', (body: { entityName: string }) => body.entityName === 'PartyContactDetailByPurpose')
      .reply(200, { error: 'No record found' })
      .post('/api/service/createUpdatePartyTelecomNumber', { partyId: '1', contactNumber: '556', contactMechId: 'P1' })
      .reply(200, { contactMechId: 'P1' })
      .post('/api/service/deletePartyContactMech', { contactMechId: 'P1', partyId: '1' })
      .reply(200, {});
    await expect(createUpdatePartyEmailAddress(client(), { partyId: '1', emailAddress: 'a@b.io' })).resolves.toBe('E1');
    await expect(createUpdatePartyEmailAddress(client(), { partyId: '1', emailAddress: 'c@b.io', contactMechId: 'E1' })).resolves.toBe('E2');
    await expect(createUpdatePartyTelecomNumber(client(), { partyId: '1', contactNumber: '555' })).resolves.toBe('P1');
    await expect(createUpdatePartyTelecomNumber(client(), { partyId: '1', contactNumber: '556', contactMechId: 'P1' })).resolves.toBe('P1');
    await deletePartyContactMech(client(), { partyId: '1', contactMechId: 'P1' });
    scope.done();
  });

  it.each([
    ['an add', { partyId: '1', emailAddress: 'a@b.io' }, {}],
    ['an add answering an empty id', { partyId: '1', emailAddress: 'a@b.io' }, { contactMechId: '' }],
    ['an edit', { partyId: '1', emailAddress: 'c@b.io', contactMechId: 'E1' }, {}],
  ])('a 2xx answer without contactMechId fails (%s)', async (_case, request, answer) => {
    const scope = oms().post('/api/service/createUpdatePartyEmailAddress').reply(200, answer);
    // The server said nothing wrong: no server message a screen could show in place of its own text.
    await expect(createUpdatePartyEmailAddress(client(), request)).rejects.toMatchObject({ name: 'OmsError', kind: 'parse', serverMessage: undefined });
    scope.done();
  });

  it('a phone added without contactMechId in the answer fails', async () => {
    const scope = oms().post('/api/service/createUpdatePartyTelecomNumber').reply(200, { successMessage: 'done' });
    await expect(createUpdatePartyTelecomNumber(client(), { partyId: '1', contactNumber: '555' })).rejects.toMatchObject({ kind: 'parse' });
    scope.done();
  });
});
