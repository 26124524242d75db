/**
 * The section atoms on their own (a Jotai store, the real OMS client, nock): a newer read wins over
 * an older one whatever order the answers arrive in, and leaving the screen aborts its reads.
 */
import { getEventListeners } from 'node:events';
import { createStore } from 'jotai';
import { OmsClient } from '../../oms/client';
import { omsClientAtom } from '../../session/atoms';
import { expectFind, findBody, found, holdReply, omsScope } from '../../../test/oms-nock';
import { OMS_ORIGIN, TOKEN } from '../../../test/render';
import { enterUserDetailsAtom, leaveUserDetailsAtom, patchSection, refreshSection, sections } from './atoms';

const PARTY = '10003';
const contact = (email: string) => ({ contactMechId: `CM_${email}`, contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: email });

function storeWithClient() {
  const store = createStore();
  store.set(omsClientAtom, new OmsClient({ baseUrl: `${OMS_ORIGIN}/api/`, token: TOKEN }));
  return store;
}

/** Mounts a section's view (as a card does) and resolves once it shows data. */
function mountContacts(store: ReturnType<typeof createStore>) {
  const view = sections.contacts(PARTY).view;
  const unsubscribe = store.sub(view, () => undefined);
  const shown = () => store.get(view);
  return { shown, unsubscribe };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition not met');
}

describe('user-details section atoms', () => {
  it('two overlapping refreshes end in the later answer, even when the older one lands last', async () => {
    const store = storeWithClient();
    const oms = omsScope();
    expectFind(oms, 'PartyContactDetailByPurpose', [contact('first@example.com')], { partyId: PARTY });
    const { shown, unsubscribe } = mountContacts(store);
    await until(() => shown().state === 'hasData');

    const older = holdReply(200, found([contact('older@example.com')]));
    const newer = holdReply(200, found([contact('newer@example.com')]));
    oms.post('/api/performFind', findBody('PartyContactDetailByPurpose', { partyId: PARTY })).reply(older.reply);
    oms.post('/api/performFind', findBody('PartyContactDetailByPurpose', { partyId: PARTY })).reply(newer.reply);
    const first = refreshSection(store, PARTY, 'contacts');
    await until(() => older.requested);
    const second = refreshSection(store, PARTY, 'contacts');
    await until(() => newer.requested);
    // While both run, the card keeps what it showed.
    expect(shown()).toEqual({ state: 'hasData', data: { email: { email: 'first@example.com', contactMechId: 'CM_first@example.com' } } });

    newer.release();
    await second;
    older.release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual({ state: 'hasData', data: { email: { email: 'newer@example.com', contactMechId: 'CM_newer@example.com' } } });
    unsubscribe();
  });

  it('a patch shows what the write changed without a read, and a later refresh reads again', async () => {
    const store = storeWithClient();
    const oms = expectFind(omsScope(), 'PartyContactDetailByPurpose', [], { partyId: PARTY });
    const { shown, unsubscribe } = mountContacts(store);
    await until(() => shown().state === 'hasData');
    patchSection(store, PARTY, 'contacts', (contacts) => ({ ...contacts, email: { email: 'new@example.com', contactMechId: 'CM9' } }));
    await until(() => shown().state === 'hasData' && 'email' in (shown() as { data: object }).data);
    expect(oms.isDone()).toBe(true);

    expectFind(oms, 'PartyContactDetailByPurpose', [contact('server@example.com')], { partyId: PARTY });
    await refreshSection(store, PARTY, 'contacts');
    expect(shown()).toEqual({ state: 'hasData', data: { email: { email: 'server@example.com', contactMechId: 'CM_server@example.com' } } });
    oms.done();
    unsubscribe();
  });

  it('leaving the screen aborts its reads, and the next visit reads again', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const store = storeWithClient();
    const held = holdReply(200, found([contact('late@example.com')]));
    omsScope().post('/api/performFind', findBody('PartyContactDetailByPurpose', { partyId: PARTY })).reply(held.reply);
    const { unsubscribe } = mountContacts(store);
    await until(() => held.requested);
    const request = fetchSpy.mock.calls.map(([input]) => input).find((input): input is Request => input instanceof Request);
    expect(request?.signal.aborted).toBe(false);

    unsubscribe();
    store.set(leaveUserDetailsAtom, PARTY);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(request?.signal.aborted).toBe(true);

    const again = expectFind(omsScope(), 'PartyContactDetailByPurpose', [contact('again@example.com')], { partyId: PARTY });
    const next = mountContacts(store);
    await until(() => next.shown().state === 'hasData');
    expect(next.shown()).toEqual({ state: 'hasData', data: { email: { email: 'again@example.com', contactMechId: 'CM_again@example.com' } } });
    again.done();
    next.unsubscribe();
    fetchSpy.mockRestore();
  });

  it('a long visit holds no listener of a settled read: after twelve refreshes no signal holds one a read', async () => {
    // Each read of a visit added an abort listener to the visit's signal and left it there until
    // the visit ended (Node warned past ten: MaxListenersExceededWarning). Every signal given a
    // listener is noted, and the live listeners of those not aborted are counted once all settled.
    const add = jest.spyOn(AbortSignal.prototype, 'addEventListener');
    const store = storeWithClient();
    const oms = expectFind(omsScope(), 'PartyContactDetailByPurpose', [], { partyId: PARTY });
    const { shown, unsubscribe } = mountContacts(store);
    await until(() => shown().state === 'hasData');
    for (let i = 0; i < 12; i += 1) {
      expectFind(oms, 'PartyContactDetailByPurpose', [contact(`n${i}@example.com`)], { partyId: PARTY });
      await refreshSection(store, PARTY, 'contacts');
    }
    const signals = new Set(add.mock.contexts);
    add.mockRestore();
    expect(shown()).toEqual({ state: 'hasData', data: { email: { email: 'n11@example.com', contactMechId: 'CM_n11@example.com' } } });
    const live = [...signals].filter((signal) => !signal.aborted).map((signal) => getEventListeners(signal, 'abort').length);
    expect(live.length).toBeGreaterThan(0);
    // A request's own signal holds at most fetch's and the client's (2); the visit's held one a read (13).
    expect(Math.max(...live)).toBeLessThanOrEqual(2);
    oms.done();
    unsubscribe();
  });

  it('a leave followed at once by coming back (a remount) keeps the reads running', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const store = storeWithClient();
    const held = holdReply(200, found([contact('kept@example.com')]));
    omsScope().post('/api/performFind', findBody('PartyContactDetailByPurpose', { partyId: PARTY })).reply(held.reply);
    const first = mountContacts(store);
    await until(() => held.requested);
    first.unsubscribe();
    store.set(leaveUserDetailsAtom, PARTY);
    store.set(enterUserDetailsAtom, PARTY);
    const second = mountContacts(store);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const request = fetchSpy.mock.calls.map(([input]) => input).find((input): input is Request => input instanceof Request);
    expect(request?.signal.aborted).toBe(false);
    held.release();
    await until(() => second.shown().state === 'hasData');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    second.unsubscribe();
    fetchSpy.mockRestore();
  });
});
