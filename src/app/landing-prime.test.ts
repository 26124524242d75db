/**
 * Which landings ask for the Users tab's first page as the session begins: the tab itself (and
 * '/' where it is home), nothing else. An unexpected request fails the test (test/setup).
 */
import { createStore } from 'jotai';
import { userListAtom } from '../features/users/atoms';
import { OmsClient } from '../oms/client';
import type { FindRequestBody } from '../oms/perform-find';
import { omsClientAtom, sessionAtom } from '../session/atoms';
import type { Session } from '../session/types';
import { found, omsScope } from '../../test/oms-nock';
import { OMS_ORIGIN, TOKEN } from '../../test/render';
import { primeLanding } from './landing-prime';

/** A signed-in root's store; by default its login may list users (USERS_LIST_VIEW). */
function storeWithClient(permissionIds: readonly string[] = ['USERS_APP_VIEW', 'USERS_LIST_VIEW']) {
  const store = createStore();
  store.set(omsClientAtom, new OmsClient({ baseUrl: `${OMS_ORIGIN}/api/`, token: TOKEN }));
  const session: Session = {
    token: TOKEN,
    instanceUrl: `${OMS_ORIGIN}/api/`,
    oms: `${OMS_ORIGIN}/api/`,
    profile: { partyId: 'ME', userLoginId: 'me' },
    permissionIds,
    timeZone: 'UTC',
    locale: 'en-US',
  };
  store.set(sessionAtom, session);
  return store;
}

/** Resolves once the list has left 'loading' (its answer in, or its failure). */
function listSettled(store: ReturnType<typeof createStore>): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => store.get(userListAtom).status !== 'loading';
    if (settled()) return resolve();
    const stop = store.sub(userListAtom, () => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}

const listRead = (body: FindRequestBody) => body.entityName === 'PartyAndUserLoginSecurityGroupDetails';

it.each([
  ['/tabs/users', '', '/tabs/users'],
  ['/', '', '/tabs/users'],
  ['/tabs/users', '?status=N', '/tabs/users'],
])('%s%s with home %s asks for the first page', async (path, search, home) => {
  const store = storeWithClient();
  const oms = omsScope().post('/api/performFind', listRead).reply(200, found([]));
  primeLanding(store, path, search, home);
  expect(store.get(userListAtom).status).toBe('loading');
  await listSettled(store);
  oms.done();
  expect(store.get(userListAtom).status).toBe('ready');
});

it.each([
  ['/login', '/tabs/users'],
  ['/user-details/10003', '/tabs/users'],
  ['/', '/tabs/permissions'],
  ['/tabs/settings', '/tabs/users'],
])('%s with home %s asks for nothing', (path, home) => {
  const store = storeWithClient();
  primeLanding(store, path, '', home);
  expect(store.get(userListAtom).status).toBe('idle');
});

it('asks for nothing for a login that may not list users (it lands on the Me tab)', () => {
  const store = storeWithClient(['USERS_APP_VIEW']);
  primeLanding(store, '/tabs/users', '', '/tabs/users');
  primeLanding(store, '/', '', '/tabs/users');
  expect(store.get(userListAtom).status).toBe('idle');
});
