/**
 * Lost answers (issue 21): a write whose answer never arrived is settled against the OMS, and a
 * write sent again while unsettled first looks whether it already happened. Every request is
 * answered by nock; an unexpected one fails the test (test/setup).
 */
import nock from 'nock';
import { OmsClient } from './client';
import { addPartyToFacility } from './facilities';
import { createUserLogin } from './logins';
import { addUserToSecurityGroups } from './security-group-writes';
import { answerMayBeLost, isUnsettled, writeKey } from './settle';
import { OmsError } from './errors';

const ORIGIN = 'https://oms.test';
const oms = () => nock(ORIGIN);
const FACILITY = { partyId: 'P1', facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' };
const FACILITY_KEY = writeKey('addPartyToFacility', FACILITY);

interface Find {
  entityName: string;
  inputFields: Record<string, unknown>;
  filterByDate?: string;
}
const facilityFind = (body: Find) => body.entityName === 'FacilityParty' && body.inputFields.partyId === 'P1' && body.inputFields.facilityId === 'BROADWAY' && body.filterByDate === 'Y';
const ROW = { docs: [{ ...FACILITY, fromDate: 5 }], count: 1 };
const NONE = { error: 'No record found', count: 0 };

describe('settledWrite', () => {
  it('a lost answer: the OMS has the row, so the write succeeded — sent once, nothing unsettled', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility', FACILITY).replyWithError('socket hang up').post('/api/performFind', facilityFind).reply(200, ROW).post('/api/performFind', facilityFind).reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    scope.done();
  });

  it('a lost answer and no row: the failure stands; sent again after a late commit, it is recognised and not sent', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const first = oms().post('/api/service/addPartyToFacility', FACILITY).replyWithError('socket hang up').post('/api/performFind', facilityFind).reply(200, NONE);
    await expect(addPartyToFacility(client, FACILITY)).rejects.toMatchObject({ kind: 'network' });
    expect(isUnsettled(client, FACILITY_KEY)).toBe(true);
    first.done();
    // Retry: the row is there now; no second addPartyToFacility (nock would refuse it).
    const retry = oms().post('/api/performFind', facilityFind).twice().reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    retry.done();
  });

  it('sent again while unsettled and still not there: looked for, then sent', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    oms().post('/api/service/addPartyToFacility').replyWithError('reset').post('/api/performFind', facilityFind).reply(200, NONE);
    await expect(addPartyToFacility(client, FACILITY)).rejects.toThrow();
    const retry = oms().post('/api/performFind', facilityFind).reply(200, NONE).post('/api/service/addPartyToFacility', FACILITY).reply(200, {}).post('/api/performFind', facilityFind).reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    retry.done();
  });

  it('a time-out is a lost answer too', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/`, writeTimeoutMs: 50 });
    const scope = oms().post('/api/service/addPartyToFacility').delay(200).reply(200, {}).post('/api/performFind', facilityFind).twice().reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    scope.done();
  });

  it.each([
    ['a service error', 200, { _ERROR_MESSAGE_: 'refused' }],
    ['an HTTP 500', 500, { error: { message: 'boom' } }],
    ['a 403', 403, { error: { message: 'no' } }],
    ["a 403 saying 'not found'", 403, { error: { message: 'Facility BROADWAY not found for this user' } }],
  ])('%s was answered by the OMS: nothing is looked for, the failure stands', async (_name, status, body) => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility').reply(status, body);
    await expect(addPartyToFacility(client, FACILITY)).rejects.toBeInstanceOf(OmsError);
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    scope.done();
  });

  it("a gateway's 504 may hide a done write: it is looked for", async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility').reply(504, 'Gateway Timeout').post('/api/performFind', facilityFind).twice().reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    scope.done();
  });

  it.each([
    ["'already exists' (the key was in the request)", 200, { _ERROR_MESSAGE_: 'FacilityParty [BROADWAY, P1, WAREHOUSE_PICKER, 5] already exists.' }],
    ["'not found' as an HTTP error (the row the first run changed)", 404, { error: { message: 'FacilityParty not found' } }],
  ])('%s may answer a resend whose first run committed: recognised means done, nothing sent again', async (_name, status, body) => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility', FACILITY).reply(status, body).post('/api/performFind', facilityFind).twice().reply(200, ROW);
    await expect(addPartyToFacility(client, FACILITY)).resolves.toBeUndefined();
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    scope.done();
  });

  it("'already exists' that is not this write's (no such row): the OMS's failure stands and the write is not unsettled", async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility', FACILITY).reply(200, { _ERROR_MESSAGE_: 'FacilityParty [x] already exists.' }).post('/api/performFind', facilityFind).reply(200, NONE);
    await expect(addPartyToFacility(client, FACILITY)).rejects.toMatchObject({ kind: 'service', message: 'FacilityParty [x] already exists.' });
    expect(isUnsettled(client, FACILITY_KEY)).toBe(false);
    scope.done();
  });

  it('a recognition read that fails says nothing: the original failure stands', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const scope = oms().post('/api/service/addPartyToFacility').replyWithError('reset').post('/api/performFind').reply(500, {});
    await expect(addPartyToFacility(client, FACILITY)).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('groups: done only when the login is in every group sent', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const find = (body: Find) => body.entityName === 'UserLoginSecurityGroup' && JSON.stringify(body.inputFields.groupId_value) === '["A","B"]';
    const scope = oms()
      .post('/api/service/addPartyUserPermission')
      .replyWithError('reset')
      .post('/api/performFind', find)
      .reply(200, { docs: [{ groupId: 'A', userLoginId: 'u' }], count: 1 });
    await expect(addUserToSecurityGroups(client, { userLoginId: 'u', groupIds: ['A', 'B'] })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it("a login: done when it exists for this party; one of another party is not this write's", async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/` });
    const find = (body: Find) => body.entityName === 'UserLogin' && body.inputFields.userLoginId === 'jo';
    const scope = oms()
      .post('/api/service/createNewUserLoginAndSetUserPreference')
      .replyWithError('reset')
      .post('/api/performFind', find)
      .reply(200, { docs: [{ userLoginId: 'jo', partyId: 'OTHER' }], count: 1 })
      .post('/api/performFind', find)
      .reply(200, { docs: [{ userLoginId: 'jo', partyId: 'P1' }], count: 1 });
    await expect(createUserLogin(client, { partyId: 'P1', userLoginId: 'jo', password: 'x' })).rejects.toMatchObject({ kind: 'network' });
    // Sent again: looked for first, and it is this party's now: not sent a second time.
    await expect(createUserLogin(client, { partyId: 'P1', userLoginId: 'jo', password: 'x' })).resolves.toBeUndefined();
    scope.done();
  });
});

describe('answerMayBeLost / writeKey', () => {
  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['parse', 200, true],
    ['parse', 200, false, { partyId: '' }],
    ['http', 502, true],
    ['http', 503, true],
    ['http', 504, true],
    ['http', 500, false],
    ['service', 200, false],
    ['forbidden', 403, false],
    ['unauthorised', 401, false],
    ['aborted', undefined, false],
  ] as const)('%s %s → %s', (kind, status, lost, body: unknown = 'cut sho') => {
    expect(answerMayBeLost(new OmsError({ kind, status, body }))).toBe(lost);
  });

  it('the key ignores key order and undefined values', () => {
    expect(writeKey('x', { b: 1, a: [{ d: 2, c: undefined }] })).toBe(writeKey('x', { a: [{ d: 2 }], b: 1 }));
    expect(writeKey('x', { a: 1 })).not.toBe(writeKey('y', { a: 1 }));
  });
});
