import nock from 'nock';
import { OmsClient } from './client';
import { clearPrefetched, offeredCount, PREFETCH_TTL_MS } from './prefetch';
import { findUserParty } from './user-details';

const ORIGIN = 'https://oms.test';
const BASE = `${ORIGIN}/api/`;
const PARTY = { partyId: '10003', firstName: 'Maria', lastName: 'Garcia' };

afterEach(() => {
  clearPrefetched();
  jest.restoreAllMocks();
});

const early = () => new OmsClient({ baseUrl: BASE, token: 'tok', recordAnswers: true });
const app = (token = 'tok') => new OmsClient({ baseUrl: BASE, token });

describe('answers asked for before the app ran', () => {
  it('the app takes the answer to the same request instead of sending it again, once', async () => {
    const scope = nock(ORIGIN)
      .post('/api/performFind', (body: { entityName?: string; inputFields?: { partyId?: string } }) => body.inputFields?.partyId === '10003')
      .once()
      .reply(200, { docs: [PARTY], count: 1 });
    await expect(findUserParty(early(), '10003')).resolves.toMatchObject(PARTY);
    expect(offeredCount()).toBe(1);
    await expect(findUserParty(app(), '10003')).resolves.toMatchObject(PARTY);
    scope.done();
    expect(offeredCount()).toBe(0);
    // Taken once: the next read goes to the OMS.
    const again = nock(ORIGIN).post('/api/performFind').reply(200, { docs: [{ ...PARTY, firstName: 'Mary' }], count: 1 });
    await expect(findUserParty(app(), '10003')).resolves.toMatchObject({ firstName: 'Mary' });
    again.done();
  });

  it('another request, or the same one with another token, goes to the OMS', async () => {
    nock(ORIGIN).post('/api/performFind').reply(200, { docs: [PARTY], count: 1 });
    await findUserParty(early(), '10003');
    const other = nock(ORIGIN).post('/api/performFind').twice().reply(200, { docs: [{ partyId: '10004' }], count: 1 });
    await expect(findUserParty(app(), '10004')).resolves.toMatchObject({ partyId: '10004' });
    await expect(findUserParty(app('other-token'), '10003')).resolves.toMatchObject({ partyId: '10004' });
    other.done();
  });

  it('an answer the app did not ask for in time is not used', async () => {
    nock(ORIGIN).post('/api/performFind').reply(200, { docs: [PARTY], count: 1 });
    await findUserParty(early(), '10003');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    const fresh = nock(ORIGIN).post('/api/performFind').reply(200, { docs: [{ ...PARTY, lastName: 'Lopez' }], count: 1 });
    await expect(findUserParty(app(), '10003')).resolves.toMatchObject({ lastName: 'Lopez' });
    fresh.done();
  });

  it('an answer nobody took is dropped after its time, so later requests are no longer keyed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    try {
      nock(ORIGIN).post('/api/performFind').reply(200, { docs: [PARTY], count: 1 });
      const read = findUserParty(early(), '10003');
      await jest.advanceTimersByTimeAsync(0);
      await read;
      expect(offeredCount()).toBe(1);
      jest.advanceTimersByTime(PREFETCH_TTL_MS);
      expect(offeredCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an error answer reaches the app as the error it is', async () => {
    nock(ORIGIN).post('/api/performFind').reply(401, { error: { message: 'Unauthorized' } });
    await expect(findUserParty(early(), '10003')).rejects.toMatchObject({ kind: 'unauthorised' });
    const onUnauthorised = jest.fn();
    await expect(findUserParty(new OmsClient({ baseUrl: BASE, token: 'tok', onUnauthorised }), '10003')).rejects.toMatchObject({ kind: 'unauthorised' });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('an app read given up on while its offered answer is on the way is aborted, as its own request would be', async () => {
    const find = { entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { partyId: '10003' } };
    const scope = nock(ORIGIN).post('/api/performFind', find).once().delay(50).reply(200, { docs: [PARTY], count: 1 });
    const first = early().post('performFind', { json: find });
    const controller = new AbortController();
    const taken = app().post('performFind', { json: find, signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toMatchObject({ kind: 'aborted' });
    // The first script's own read still gets its answer; the app's took the offer (one request).
    await expect(first).resolves.toMatchObject({ docs: [PARTY] });
    scope.done();
    expect(offeredCount()).toBe(0);
  });

  it('only reads are offered: a write of the first script\'s client is never answered to the app from it', async () => {
    const writes = nock(ORIGIN).post('/api/updateUserLogin').twice().reply(200, { successMessage: 'done' });
    await early().post('updateUserLogin', { json: { userLoginId: 'maria.garcia', enabled: 'N' } });
    expect(offeredCount()).toBe(0);
    await app().post('updateUserLogin', { json: { userLoginId: 'maria.garcia', enabled: 'N' } });
    writes.done();
  });

  it('a read with other query parameters goes to the OMS', async () => {
    const first = nock(ORIGIN).get('/api/user-profile').query({ a: '1' }).reply(200, { userLoginId: 'one' });
    await early().get('user-profile', { searchParams: { a: 1 } });
    const second = nock(ORIGIN).get('/api/user-profile').query({ a: '2' }).reply(200, { userLoginId: 'two' });
    await expect(app().get('user-profile', { searchParams: { a: 2 } })).resolves.toEqual({ userLoginId: 'two' });
    first.done();
    second.done();
    expect(offeredCount()).toBe(1);
  });
});
