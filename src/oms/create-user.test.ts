import nock from 'nock';
import { OmsClient } from './client';
import { createUser, createUserBody } from './create-user';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

const EMPLOYMENT = {
  partyIdFrom: 'COMPANY',
  roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
  roleTypeIdTo: 'APPLICATION_USER',
  partyRelationshipTypeId: 'EMPLOYMENT',
};

describe('createUser', () => {
  it('posts the person with the EMPLOYMENT relationship from the organization and answers the partyId', async () => {
    const scope = oms()
      .post('/api/service/createRelationship', {
        partyTypeId: 'PERSON',
        firstName: 'Ann',
        lastName: 'Lee',
        externalId: 'E-1',
        emailAddress: 'ann@example.com',
        contactNumber: '555 0100',
        ...EMPLOYMENT,
      })
      .reply(200, { partyId: '10100' });
    await expect(
      createUser(client(), {
        partyTypeId: 'PERSON',
        firstName: 'Ann',
        lastName: 'Lee',
        externalId: 'E-1',
        emailAddress: 'ann@example.com',
        contactNumber: '555 0100',
        organizationPartyId: 'COMPANY',
      }),
    ).resolves.toBe('10100');
    scope.done();
  });

  it('sends only the fields that are set: a facility login with its facilityId and no email', async () => {
    const scope = oms()
      .post('/api/service/createRelationship', { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', ...EMPLOYMENT })
      .reply(200, { partyId: '10101' });
    await expect(
      createUser(client(), { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', emailAddress: '', organizationPartyId: 'COMPANY' }),
    ).resolves.toBe('10101');
    scope.done();
  });

  it('leaves partyIdFrom out when the session has no organization', () => {
    expect(createUserBody({ partyTypeId: 'PERSON', firstName: 'A', lastName: 'B' })).toEqual({
      partyTypeId: 'PERSON',
      firstName: 'A',
      lastName: 'B',
      roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
      roleTypeIdTo: 'APPLICATION_USER',
      partyRelationshipTypeId: 'EMPLOYMENT',
    });
  });

  it.each([
    ['no partyId', {}],
    ['an empty partyId', { partyId: '' }],
    ['no body', ''],
  ])('a 2xx answer with %s is a failure without a server message', async (_case, answer) => {
    const scope = oms().post('/api/service/createRelationship').reply(200, answer);
    const failure = createUser(client(), { partyTypeId: 'PERSON', firstName: 'A', lastName: 'B', organizationPartyId: 'COMPANY' });
    await expect(failure).rejects.toMatchObject({ name: 'OmsError', kind: 'parse', serverMessage: undefined });
    scope.done();
  });

  it("rejects with the server's message for a 200 _ERROR_MESSAGE_ and a 4xx error.message", async () => {
    const scope = oms()
      .post('/api/service/createRelationship')
      .reply(200, { _ERROR_MESSAGE_: 'Party COMPANY does not have the role INTERNAL_ORGANIZATIO' })
      .post('/api/service/createRelationship')
      .reply(400, { error: { message: 'Invalid email address.' } });
    const request = { partyTypeId: 'PERSON', firstName: 'A', lastName: 'B' } as const;
    await expect(createUser(client(), request)).rejects.toMatchObject({ serverMessage: 'Party COMPANY does not have the role INTERNAL_ORGANIZATIO' });
    await expect(createUser(client(), request)).rejects.toMatchObject({ kind: 'http', serverMessage: 'Invalid email address.' });
    scope.done();
  });
});
