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
    ).resolves.toEqual({ partyId: '10100' });
    scope.done();
  });

  it('sends only the fields that are set: a facility login with its facilityId and no email', async () => {
    const scope = oms()
      .post('/api/service/createRelationship', { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', ...EMPLOYMENT })
      .reply(200, { partyId: '10101' });
    await expect(
      createUser(client(), { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', emailAddress: '', organizationPartyId: 'COMPANY' }),
    ).resolves.toEqual({ partyId: '10101' });
    scope.done();
  });

  describe('a create the browser sent twice (issue 35): the parties this login made with the names within the create’s window', () => {
    const ANN = { partyTypeId: 'PERSON' as const, firstName: 'Ann', lastName: 'Lee', organizationPartyId: 'COMPANY' };
    const made = (docs: unknown[]) =>
      oms()
        .post('/api/service/createRelationship')
        .reply(200, { partyId: '10101' })
        .post('/api/performFind', (body: { entityName: string; inputFields: Record<string, unknown> }) => body.entityName === 'PartyAndUserLoginSecurityGroupDetails' && body.inputFields.createdByUserLogin === 'admin' && body.inputFields.lastName === 'Lee')
        .reply(200, { docs, count: docs.length });
    const sent: unknown[] = [];
    beforeEach(() => sent.splice(0));

    it('a second party made by the first run is disabled; the answered one is kept and named', async () => {
      const scope = made([
        { partyId: '10101', createdDate: 1_000_040 },
        { partyId: '10100', createdDate: 1_000_000 },
      ])
        .post('/api/service/updatePerson', (body: unknown) => sent.push(body) > 0)
        .reply(200, {});
      await expect(createUser(client(), ANN, 'admin')).resolves.toEqual({ partyId: '10101', disabledDouble: '10100' });
      expect(sent).toEqual([{ partyId: '10100', statusId: 'PARTY_DISABLED' }]);
      scope.done();
    });

    it('a namesake this login made an hour before is not this create’s: nothing is disabled', async () => {
      const scope = made([
        { partyId: '10101', createdDate: 5_000_000 },
        { partyId: '10050', createdDate: 5_000_000 - 3_600_000 },
      ]);
      await expect(createUser(client(), ANN, 'admin')).resolves.toEqual({ partyId: '10101' });
      scope.done();
    });

    it('a namesake with another External ID is not this create’s', async () => {
      const scope = made([
        { partyId: '10101', createdDate: 5_000_000, externalId: 'E-1' },
        { partyId: '10100', createdDate: 5_000_000, externalId: 'E-2' },
      ]);
      await expect(createUser(client(), { ...ANN, externalId: 'E-1' }, 'admin')).resolves.toEqual({ partyId: '10101' });
      scope.done();
    });
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
