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

describe('grants dated by the OMS (fromDate left out, the service sets it)', () => {
  const current = (body: Find) => body.filterByDate === 'Y';

  it('a store role: nothing dated from the browser is sent; a current row after a lost answer → done, not sent again', async () => {
    const scope = nock(ORIGIN)
      .post('/api/service/createProductStoreRole', (body: Record<string, unknown>) => !('fromDate' in body))
      .replyWithError('socket hang up')
      .post('/api/performFind', read('ProductStoreRole', current))
      .reply(200, found([{ fromDate: 900, thruDate: null }]))
      .post('/api/performFind', read('ProductStoreRole', current))
      .reply(200, found([{ fromDate: 900, thruDate: null }]));
    await expect(createProductStoreRole(client(), { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' })).resolves.toBeUndefined();
    scope.done();
  });

  it('a store role: no current row after a lost answer → not done (no false done)', async () => {
    const scope = lost('createProductStoreRole').post('/api/performFind', read('ProductStoreRole', current)).reply(200, found([]));
    await expect(createProductStoreRole(client(), { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('a permission grant: "already exists" and a current grant → done; no current grant → the failure stands', async () => {
    const exists = { _ERROR_MESSAGE_: 'SecurityGroupPermission [G, P, 1] already exists.' };
    const done = nock(ORIGIN)
      .post('/api/service/addSecurityPermissionToSecurityGroup', { groupId: 'G', permissionId: 'P' })
      .reply(200, exists)
      .post('/api/performFind', read('SecurityGroupPermission', current))
      .reply(200, found([{ fromDate: 1 }]))
      .post('/api/performFind', read('SecurityGroupPermission', current))
      .reply(200, found([{ fromDate: 1 }]));
    await expect(addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P' })).resolves.toBeUndefined();
    done.done();
    const notDone = nock(ORIGIN)
      .post('/api/service/addSecurityPermissionToSecurityGroup')
      .reply(200, exists)
      .post('/api/performFind', read('SecurityGroupPermission', current))
      .reply(200, found([]));
    await expect(addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P' })).rejects.toMatchObject({ kind: 'service' });
    notDone.done();
  });
});
