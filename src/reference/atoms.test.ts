import nock from 'nock';
import { createStore } from 'jotai';
import { waitFor } from '@testing-library/react';
import { OmsClient } from '../oms/client';
import { createSecurityGroup } from '../oms/security-group-writes';
import { omsClientAtom } from '../session/atoms';
import { referenceAtoms, refreshReferenceAtom } from './atoms';

const ORIGIN = 'https://oms.test';
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const groupsFind = (body: { entityName?: string }) => body.entityName === 'SecurityGroup';
const rolesFind = (body: { entityName?: string }) => body.entityName === 'RoleType';

function storeWithClient() {
  const store = createStore();
  store.set(omsClientAtom, new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' }));
  return store;
}

describe('reference atoms', () => {
  const groups = referenceAtoms.securityGroups;

  it('reads a list once for every screen, and again from the OMS when refreshed (the old list stays shown meanwhile)', async () => {
    const scope = oms()
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }], count: 1 })
      .post('/api/performFind', groupsFind)
      .delay(100)
      .reply(200, { docs: [{ groupId: 'CSR' }, { groupId: 'NIGHT' }], count: 2 });
    const store = storeWithClient();
    const unsubscribe = store.sub(groups.loadableAtom, () => undefined);
    await waitFor(() => expect(store.get(groups.loadableAtom)).toEqual({ state: 'hasData', data: [{ groupId: 'CSR' }] }));
    await expect(store.get(groups.listAtom)).resolves.toEqual([{ groupId: 'CSR' }]);

    store.set(refreshReferenceAtom, 'securityGroups');
    expect(store.get(groups.loadableAtom)).toEqual({ state: 'hasData', data: [{ groupId: 'CSR' }] });
    await waitFor(() => expect(store.get(groups.loadableAtom)).toEqual({ state: 'hasData', data: [{ groupId: 'CSR' }, { groupId: 'NIGHT' }] }));
    unsubscribe();
    scope.done();
  });

  it('after a write that changed a list, a refresh shows the new list; the other lists are not read again', async () => {
    const scope = oms()
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }], count: 1 })
      .post('/api/performFind', rolesFind)
      .once()
      .reply(200, { docs: [{ roleTypeId: 'APPLICATION_USER' }], count: 1 })
      .post('/api/service/createSecurityGroup', { groupId: 'NIGHT', groupName: 'Night shift' })
      .reply(200, { groupId: 'NIGHT' })
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }, { groupId: 'NIGHT' }], count: 2 });
    const store = storeWithClient();
    await store.get(groups.listAtom);
    await store.get(referenceAtoms.roleTypes.listAtom);

    await createSecurityGroup(store.get(omsClientAtom)!, { groupId: 'NIGHT', groupName: 'Night shift' });
    store.set(refreshReferenceAtom, 'securityGroups');

    await expect(store.get(groups.listAtom)).resolves.toEqual([{ groupId: 'CSR' }, { groupId: 'NIGHT' }]);
    await expect(store.get(referenceAtoms.roleTypes.listAtom)).resolves.toEqual([{ roleTypeId: 'APPLICATION_USER' }]);
    scope.done();
  });

  it('without a refresh of its own a list is not read again (refreshing another list leaves it alone)', async () => {
    const scope = oms().post('/api/performFind', groupsFind).once().reply(200, { docs: [{ groupId: 'CSR' }], count: 1 });
    const store = storeWithClient();
    await store.get(groups.listAtom);
    store.set(refreshReferenceAtom, 'roleTypes');
    await expect(store.get(groups.listAtom)).resolves.toEqual([{ groupId: 'CSR' }]);
    scope.done();
  });

  it('a failed read shows the error; the retry (a refresh) reads it again', async () => {
    const scope = oms()
      .post('/api/performFind', groupsFind)
      .reply(500, { error: { message: 'down' } })
      .post('/api/performFind', groupsFind)
      .reply(200, { docs: [{ groupId: 'CSR' }], count: 1 });
    const store = storeWithClient();
    const unsubscribe = store.sub(groups.loadableAtom, () => undefined);
    await waitFor(() => expect(store.get(groups.loadableAtom)).toMatchObject({ state: 'hasError' }));
    store.set(refreshReferenceAtom, 'securityGroups');
    await waitFor(() => expect(store.get(groups.loadableAtom)).toEqual({ state: 'hasData', data: [{ groupId: 'CSR' }] }));
    unsubscribe();
    scope.done();
  });

  it('reads nothing without a session', async () => {
    await expect(createStore().get(referenceAtoms.timeZones.listAtom)).resolves.toEqual([]);
  });
});
