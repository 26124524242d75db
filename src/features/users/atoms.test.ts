/**
 * The list atoms on their own (a Jotai store, the real OMS client, nock): the first page asked for
 * as the session began (`primeUsersAtom`, src/app/landing-prime.ts) is the Users tab's first load
 * when the tab asks the same, and only then. A request nobody expected fails the test (test/setup).
 */
import { createStore } from 'jotai';
import { OmsClient } from '../../oms/client';
import type { FindRequestBody } from '../../oms/perform-find';
import { USER_LIST_ORDER_BY } from '../../oms/users';
import { omsClientAtom } from '../../session/atoms';
import { found, holdReply, omsScope } from '../../../test/oms-nock';
import { OMS_ORIGIN, TOKEN } from '../../../test/render';
import { leaveUsersAtom, loadUsersAtom, primeUsersAtom, userListAtom } from './atoms';
import { filterFromParams, listRequestFilter } from './filter';

const row = (partyId: string, firstName: string) => ({ partyId, firstName, lastName: 'Lee', userLoginId: firstName.toLowerCase(), securityGroupId: 'SUPER', groupName: 'Super' });
const ALL = listRequestFilter(filterFromParams(new URLSearchParams()));

function storeWithClient() {
  const store = createStore();
  store.set(omsClientAtom, new OmsClient({ baseUrl: `${OMS_ORIGIN}/api/`, token: TOKEN }));
  return store;
}

/** A list read; `group` set: only the one filtered by that security group. */
const listRead = (group?: string) => (body: FindRequestBody) =>
  body.entityName === 'PartyAndUserLoginSecurityGroupDetails' && body.orderBy === USER_LIST_ORDER_BY && body.inputFields?.securityGroupId === group;

/** Under a group filter, the read of the page's users' every group (src/oms/users.ts): of these users, any group. */
const groupsRead = (partyIds: string[]) => (body: FindRequestBody) =>
  body.entityName === 'PartyAndUserLoginSecurityGroupDetails' &&
  body.orderBy !== USER_LIST_ORDER_BY &&
  body.inputFields?.securityGroupId === undefined &&
  JSON.stringify(body.inputFields?.partyId_value) === JSON.stringify(partyIds);
const boGroups = [
  { partyId: '10002', userLoginId: 'bo', securityGroupId: 'ADMIN', securityGroupName: 'Admin' },
  { partyId: '10002', userLoginId: 'bo', securityGroupId: 'CSR', securityGroupName: 'Customer Service Representative' },
];
const groupsOf = (store: ReturnType<typeof createStore>) => store.get(userListAtom).users.items.map((item) => item.securityGroups.map((group) => group.id));

/** Lets a timer of 0 ms (a leave's) run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const names = (store: ReturnType<typeof createStore>) => store.get(userListAtom).users.items.map((item) => item.firstName);

describe('the users list, primed as the session begins', () => {
  it("the tab's first load of the same filter takes the primed page, still on its way: one request", async () => {
    const store = storeWithClient();
    const held = holdReply(200, found([row('10001', 'Ana')]));
    omsScope().post('/api/performFind', listRead()).reply(held.reply);
    const primed = store.set(primeUsersAtom, new URLSearchParams());
    expect(store.get(userListAtom).status).toBe('loading');
    const loaded = store.set(loadUsersAtom, ALL);
    expect(store.get(userListAtom).status).toBe('loading');
    held.release();
    await Promise.all([primed, loaded]);
    expect(store.get(userListAtom)).toMatchObject({ status: 'ready', filter: ALL });
    expect(names(store)).toEqual(['Ana']);
  });

  it('a page already in is the first render’s: the load keeps it', async () => {
    const store = storeWithClient();
    omsScope().post('/api/performFind', listRead()).reply(200, found([row('10001', 'Ana')]));
    await store.set(primeUsersAtom, new URLSearchParams());
    const before = store.get(userListAtom);
    await store.set(loadUsersAtom, ALL);
    expect(store.get(userListAtom)).toBe(before);
    expect(names(store)).toEqual(['Ana']);
  });

  it('another filter is asked for, and only once the primed page is taken does a reload ask again', async () => {
    const store = storeWithClient();
    const oms = omsScope();
    oms.post('/api/performFind', listRead()).reply(200, found([row('10001', 'Ana')]));
    oms.post('/api/performFind', listRead('ADMIN')).reply(200, found([row('10002', 'Bo')]));
    oms.post('/api/performFind', groupsRead(['10002'])).reply(200, found(boGroups));
    await store.set(primeUsersAtom, new URLSearchParams());
    await store.set(loadUsersAtom, { ...ALL, securityGroup: 'ADMIN' });
    expect(names(store)).toEqual(['Bo']);
    // The filter picks the users; each shows every group they hold.
    expect(groupsOf(store)).toEqual([['ADMIN', 'CSR', 'SUPER']]);
    // The mark went with the first load: the same filter again is a new request.
    oms.post('/api/performFind', listRead()).reply(200, found([row('10003', 'Cy')]));
    await store.set(loadUsersAtom, ALL);
    expect(names(store)).toEqual(['Cy']);
    oms.done();
  });

  it('leaving the tab forgets the primed page: coming back asks again', async () => {
    const store = storeWithClient();
    const oms = omsScope();
    oms.post('/api/performFind', listRead()).reply(200, found([row('10001', 'Ana')]));
    await store.set(primeUsersAtom, new URLSearchParams());
    store.set(leaveUsersAtom);
    await nextTask();
    expect(store.get(userListAtom).status).toBe('idle');
    oms.post('/api/performFind', listRead()).reply(200, found([row('10004', 'Di')]));
    await store.set(loadUsersAtom, ALL);
    expect(names(store)).toEqual(['Di']);
    oms.done();
  });
});

describe('the users list when the tab unmounts', () => {
  it('a remount in the same task (StrictMode, a keyed re-render) keeps the page on its way: one request', async () => {
    const store = storeWithClient();
    const held = holdReply(200, found([row('10001', 'Ana')]));
    omsScope().post('/api/performFind', listRead()).reply(held.reply);
    const first = store.set(loadUsersAtom, ALL);
    store.set(leaveUsersAtom);
    const again = store.set(loadUsersAtom, ALL);
    held.release();
    await Promise.all([first, again]);
    await nextTask();
    expect(store.get(userListAtom)).toMatchObject({ status: 'ready', filter: ALL });
    expect(names(store)).toEqual(['Ana']);
  });

  it('a remount with another filter asks for it', async () => {
    const store = storeWithClient();
    const oms = omsScope();
    oms.post('/api/performFind', listRead()).reply(200, found([row('10001', 'Ana')]));
    oms.post('/api/performFind', listRead('ADMIN')).reply(200, found([row('10002', 'Bo')]));
    oms.post('/api/performFind', groupsRead(['10002'])).reply(200, found(boGroups));
    await store.set(loadUsersAtom, ALL);
    store.set(leaveUsersAtom);
    await store.set(loadUsersAtom, { ...ALL, securityGroup: 'ADMIN' });
    await nextTask();
    expect(names(store)).toEqual(['Bo']);
    oms.done();
  });

  it('a tab that stays gone aborts its request and drops a late answer', async () => {
    const store = storeWithClient();
    const held = holdReply(200, found([row('10001', 'Ana')]));
    omsScope().post('/api/performFind', listRead()).reply(held.reply);
    const first = store.set(loadUsersAtom, ALL);
    store.set(leaveUsersAtom);
    await nextTask();
    held.release();
    await first;
    expect(store.get(userListAtom).status).toBe('idle');
    expect(names(store)).toEqual([]);
  });
});
