import nock from 'nock';
import { OmsClient } from './client';
import { OmsError } from './errors';
import { findUserParty, updatePartyGroup, updatePerson, USER_PARTY_FIELDS } from './user-details';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

describe('user-details', () => {
  it('findUserParty reads one distinct row of PartyAndUserLoginSecurityGroupDetails by partyId', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'PartyAndUserLoginSecurityGroupDetails',
        inputFields: { partyId: '10003' },
        fieldList: [...USER_PARTY_FIELDS],
        viewSize: 1,
        distinct: 'Y',
      })
      .reply(200, { docs: [{ partyId: '10003', firstName: 'Maria' }], count: 1 });
    await expect(findUserParty(client(), '10003')).resolves.toEqual({ partyId: '10003', firstName: 'Maria' });
    expect(USER_PARTY_FIELDS).toEqual(expect.arrayContaining(['partyId', 'partyTypeId', 'userLoginId', 'enabled', 'hasLoggedOut', 'createdByUserLogin', 'createdDate']));
    scope.done();
  });

  it("findUserParty answers undefined for 'No record found'", async () => {
    const scope = oms().post('/api/performFind').reply(200, { error: 'No record found' });
    await expect(findUserParty(client(), 'X')).resolves.toBeUndefined();
    scope.done();
  });

  it('updatePerson sends only the given fields; an empty externalId is sent', async () => {
    const scope = oms()
      .post('/api/service/updatePerson', { partyId: '1', statusId: 'PARTY_DISABLED' })
      .reply(200, {})
      .post('/api/service/updatePerson', { partyId: '1', externalId: '' })
      .reply(200, {});
    await updatePerson(client(), { partyId: '1', statusId: 'PARTY_DISABLED' });
    await updatePerson(client(), { partyId: '1', externalId: '' });
    scope.done();
  });

  it('updatePartyGroup rejects with the OMS error of a 2xx error answer', async () => {
    const scope = oms().post('/api/service/updatePartyGroup', { partyId: '7', groupName: 'B' }).reply(200, { _ERROR_MESSAGE_: 'no' });
    await expect(updatePartyGroup(client(), { partyId: '7', groupName: 'B' })).rejects.toBeInstanceOf(OmsError);
    scope.done();
  });
});
