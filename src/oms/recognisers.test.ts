/**
 * Each recogniser after a lost answer (issue 35): no false "done" (another row that only looks
 * like the write's), and no false "not done" (the write's own row, hidden by a clock or a filter).
 */
import nock from 'nock';
import { OmsClient } from './client';
import { createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber } from './contacts';
import { addPermissionToGroup } from './permissions';
import { createProductStoreRole } from './stores';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/` });
interface Find {
  entityName: string;
  filterByDate?: string;
}
const read = (entityName: string, check: (body: Find) => boolean = () => true) => (body: Find) => body.entityName === entityName && check(body);
const lost = (service: string) => nock(ORIGIN).post(`/api/service/${service}`).replyWithError('socket hang up');
const found = (docs: unknown[]) => ({ docs, count: docs.length });

describe('contacts: recognised by the contact written', () => {
  it('an add: the party’s newest email has the value → done with its id', async () => {
    const scope = lost('createUpdatePartyEmailAddress')
      .post('/api/performFind', read('PartyContactDetailByPurpose'))
      .reply(200, found([{ contactMechId: 'OLD', infoString: 'old@x.io', fromDate: 100 }, { contactMechId: 'NEW', infoString: 'jo@x.io', fromDate: 900 }]))
      // After success: what it made, to end a double (one: nothing to end).
      .post('/api/performFind', read('PartyContactDetailByPurpose'))
      .reply(200, found([{ contactMechId: 'NEW', infoString: 'jo@x.io', fromDate: 900 }]));
    await expect(createUpdatePartyEmailAddress(client(), { partyId: 'P', emailAddress: 'jo@x.io' })).resolves.toBe('NEW');
    scope.done();
  });

  it('an add: an older contact with the value under a newer one is not the one written → not done (no false done)', async () => {
    const scope = lost('createUpdatePartyTelecomNumber')
      .post('/api/performFind', read('PartyContactDetailByPurpose'))
      .reply(200, found([{ contactMechId: 'T1', contactNumber: '555', fromDate: 100 }, { contactMechId: 'T2', contactNumber: '777', fromDate: 900 }]));
    await expect(createUpdatePartyTelecomNumber(client(), { partyId: 'P', contactNumber: '555' })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('an edit: the edited contact still current, another with the value → not done (no false done)', async () => {
    const scope = lost('createUpdatePartyEmailAddress')
      .post('/api/performFind', read('PartyContactDetailByPurpose'))
      .reply(200, found([{ contactMechId: 'E1', infoString: 'before@x.io', fromDate: 100 }, { contactMechId: 'E9', infoString: 'after@x.io', fromDate: 50 }]));
    await expect(createUpdatePartyEmailAddress(client(), { partyId: 'P', emailAddress: 'after@x.io', contactMechId: 'E1' })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('an edit: the edited contact ended and its replacement has the value → done with the new id', async () => {
    const scope = lost('createUpdatePartyEmailAddress')
      .post('/api/performFind', read('PartyContactDetailByPurpose'))
      .reply(200, found([{ contactMechId: 'E2', infoString: 'after@x.io', fromDate: 900 }]));
    await expect(createUpdatePartyEmailAddress(client(), { partyId: 'P', emailAddress: 'after@x.io', contactMechId: 'E1' })).resolves.toBe('E2');
    scope.done();
  });
});

describe('grants with a fromDate from the browser’s clock', () => {
  // The browser is a minute ahead: the row it made is dated after the OMS's now, so a date-filtered read would miss it.
  const AHEAD = Date.now() + 60_000;
  const unfiltered = (body: Find) => body.filterByDate === undefined;

  it('a store role dated ahead of the OMS’s clock is recognised (read without the date filter) → done, not sent again', async () => {
    const scope = lost('createProductStoreRole')
      .post('/api/performFind', read('ProductStoreRole', unfiltered))
      .reply(200, found([{ fromDate: AHEAD, thruDate: null }]));
    await expect(createProductStoreRole(client(), { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER', fromDate: AHEAD })).resolves.toBeUndefined();
    scope.done();
  });

  it('only an ended store role → not done (no false done)', async () => {
    const scope = lost('createProductStoreRole')
      .post('/api/performFind', read('ProductStoreRole', unfiltered))
      .reply(200, found([{ fromDate: 5, thruDate: 10 }]));
    await expect(createProductStoreRole(client(), { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER', fromDate: AHEAD })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('a permission grant: the resend’s "already exists" and a row not ended → done; only ended grants → the failure stands', async () => {
    const exists = { _ERROR_MESSAGE_: `SecurityGroupPermission [G, P, ${AHEAD}] already exists.` };
    const done = nock(ORIGIN)
      .post('/api/service/addSecurityPermissionToSecurityGroup')
      .reply(200, exists)
      .post('/api/performFind', read('SecurityGroupPermission', unfiltered))
      .reply(200, found([{ fromDate: AHEAD }]));
    await expect(addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P', fromDate: AHEAD })).resolves.toBeUndefined();
    done.done();
    const notDone = nock(ORIGIN)
      .post('/api/service/addSecurityPermissionToSecurityGroup')
      .reply(200, exists)
      .post('/api/performFind', read('SecurityGroupPermission', unfiltered))
      .reply(200, found([{ fromDate: 1, thruDate: 2 }]));
    await expect(addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P', fromDate: AHEAD })).rejects.toMatchObject({ kind: 'service' });
    notDone.done();
  });
});
