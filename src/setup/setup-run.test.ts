import { OmsError } from '../oms/errors';
import type { SetupStep } from './setup-plan';
import { isRunComplete, runSetup } from './setup-run';
import type { RunState, SetupCalls } from './setup-run';
import { clearedForTest, forged } from '../../test/policy-setup';

const NOW = 1_700_000_000_000;
const context = { partyId: '200', organizationPartyId: 'COMPANY', now: () => NOW };

/** In-memory OMS behind the calls: records every write, fails the ones told to. */
function fakeOms(fail: Partial<Record<keyof SetupCalls, number>> = {}) {
  const writes: string[] = [];
  const logins = new Map<string, string>();
  const groups: string[] = [];
  const stores: { productStoreId: string; roleTypeId: string; fromDate: number }[] = [];
  const facilities: { facilityId: string; roleTypeId: string; fromDate: number }[] = [];
  const roleTypes = new Set<string>();
  const failing = { ...fail };
  const write = async (name: keyof SetupCalls, detail: string, apply: () => void) => {
    if ((failing[name] ?? 0) > 0) {
      failing[name] = (failing[name] ?? 0) - 1;
      throw new OmsError({ kind: 'service', messages: [`${name} refused`] });
    }
    writes.push(`${name} ${detail}`);
    apply();
  };
  const calls: SetupCalls = {
    findLoginPartyId: async (id) => logins.get(id),
    createUserLogin: (r) => write('createUserLogin', `${r.userLoginId}${r.requirePasswordChange ? ' (must change)' : ''}`, () => logins.set(r.userLoginId, r.partyId)),
    sendResetPasswordMail: (r) => write('sendResetPasswordMail', `${r.userLoginId} ${r.emailAddress}`, () => undefined),
    findUserGroups: async (userLoginId) => groups.map((groupId) => ({ userLoginId, groupId, fromDate: NOW })),
    addUserToSecurityGroups: (r) => write('addUserToSecurityGroups', r.groupIds.join(','), () => groups.push(...r.groupIds)),
    findEmail: async () => undefined,
    saveEmail: (r) => write('saveEmail', r.emailAddress, () => undefined),
    saveExternalId: (r) => write('saveExternalId', r.externalId, () => undefined),
    ensurePartyRole: (r) => write('ensurePartyRole', r.roleTypeId, () => undefined),
    findUserProductStores: async () => stores.map((s) => ({ ...s, partyId: '200' })),
    createProductStoreRole: (r) => write('createProductStoreRole', r.productStoreId, () => stores.push({ ...r, fromDate: NOW })),
    updateProductStoreRole: (r) => write('updateProductStoreRole', `${r.productStoreId}@${r.fromDate}`, () => undefined),
    removeUserFromSecurityGroup: (r) => write('removeUserFromSecurityGroup', r.groupId, () => undefined),
    findUserFacilities: async () => facilities.map((f) => ({ ...f })),
    addPartyToFacility: (r) => write('addPartyToFacility', `${r.facilityId}/${r.roleTypeId}`, () => facilities.push({ ...r, fromDate: NOW })),
    removePartyFromFacility: (r) => write('removePartyFromFacility', `${r.facilityId}/${r.roleTypeId}@${r.fromDate}`, () => undefined),
    roleTypeExists: async (id) => roleTypes.has(id),
    createRoleType: (r) => write('createRoleType', r.roleTypeId, () => roleTypes.add(r.roleTypeId)),
  };
  return { calls, writes, facilities };
}

const LOGIN: SetupStep = { id: 'login', dependsOn: [], userLoginId: 'ana', password: 'secret@1', requirePasswordChange: false };
const GROUP: SetupStep = { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana', groupId: 'CSR' };
const STORES: SetupStep = { id: 'productStores', dependsOn: [], roleTypeId: 'APPLICATION_USER', productStoreIds: ['S1', 'S2'] };
const FACILITIES: SetupStep = { id: 'facilities', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER', facilityIds: ['F1', 'F2'], initialFacilityIds: [] };

const planned = (steps: SetupStep[]) => clearedForTest({ steps, refused: [] });

const statuses = (state: RunState) => Object.fromEntries(state.map((step) => [step.id, step.status]));

describe('runSetup', () => {
  it('refuses a plan the change policy did not clear (a cast): it throws and sends nothing', async () => {
    const oms = fakeOms();
    await expect(runSetup(forged({ steps: [LOGIN, GROUP], refused: [] }), context, oms.calls, [], () => undefined)).rejects.toThrow('A write path reached its runner without the change policy.');
    expect(oms.writes).toEqual([]);
  });

  it("sends a temporary password's reset email only once its login exists, and not again when a retry finds the login made", async () => {
    const oms = fakeOms({ createUserLogin: 1 });
    const temporary: SetupStep = { ...LOGIN, requirePasswordChange: true };
    const mail: SetupStep = { id: 'resetMail', dependsOn: ['login'], userLoginId: 'ana', emailAddress: 'ana@example.com' };
    const failed = await runSetup(planned([temporary, mail]), context, oms.calls, [], () => undefined);
    expect(statuses(failed)).toEqual({ login: 'failed', resetMail: 'notRun' });
    expect(oms.writes).toEqual([]);
    const retried = await runSetup(planned([temporary, mail]), context, oms.calls, failed, () => undefined);
    expect(isRunComplete(retried)).toBe(true);
    expect(oms.writes).toEqual(['createUserLogin ana (must change)', 'sendResetPasswordMail ana ana@example.com']);
    // A third run (everything done) sends nothing more.
    await runSetup(planned([temporary, mail]), context, oms.calls, retried, () => undefined);
    expect(oms.writes).toHaveLength(2);
  });

  it('runs every step, the group after the login, and reports each as done', async () => {
    const oms = fakeOms();
    const seen: RunState[] = [];
    const state = await runSetup(planned([LOGIN, GROUP, STORES]), context, oms.calls, [], (next) => seen.push(next));
    expect(isRunComplete(state)).toBe(true);
    expect(oms.writes).toEqual(expect.arrayContaining(['createUserLogin ana', 'addUserToSecurityGroups CSR', 'ensurePartyRole APPLICATION_USER', 'createProductStoreRole S1', 'createProductStoreRole S2']));
    expect(oms.writes.indexOf('addUserToSecurityGroups CSR')).toBeGreaterThan(oms.writes.indexOf('createUserLogin ana'));
    expect(seen[0]).toEqual([
      { id: 'login', status: 'waiting' },
      { id: 'securityGroup', status: 'waiting' },
      { id: 'productStores', status: 'waiting' },
    ]);
  });

  it('independent steps start together: the stores run while the login is still in flight', async () => {
    const oms = fakeOms();
    let releaseLogin: () => void = () => undefined;
    const createUserLogin = oms.calls.createUserLogin;
    oms.calls.createUserLogin = (request) => new Promise<void>((resolve) => (releaseLogin = () => void createUserLogin(request).then(resolve)));
    const seen: RunState[] = [];
    const run = runSetup(planned([LOGIN, GROUP, STORES]), context, oms.calls, [], (next) => seen.push(next));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statuses(seen[seen.length - 1] ?? [])).toMatchObject({ login: 'running', securityGroup: 'waiting', productStores: 'done' });
    releaseLogin();
    expect(isRunComplete(await run)).toBe(true);
  });

  it("a failed login leaves the group not run, with the OMS's reason; the retry sends only what failed", async () => {
    const oms = fakeOms({ createUserLogin: 1, addPartyToFacility: 1 });
    const first = await runSetup(planned([LOGIN, GROUP, STORES, FACILITIES]), context, oms.calls, [], () => undefined);
    expect(first).toEqual([
      { id: 'login', status: 'failed', message: 'createUserLogin refused' },
      { id: 'securityGroup', status: 'notRun' },
      { id: 'productStores', status: 'done' },
      { id: 'facilities', status: 'failed', message: 'addPartyToFacility refused' },
    ]);
    const before = [...oms.writes];

    const second = await runSetup(planned([LOGIN, GROUP, STORES, FACILITIES]), context, oms.calls, first, () => undefined);
    expect(isRunComplete(second)).toBe(true);
    const retried = oms.writes.slice(before.length);
    // One of F1/F2 was added in the first run; only the other is sent now, after its role again.
    expect(retried).toHaveLength(4);
    expect(retried).toEqual(expect.arrayContaining(['createUserLogin ana', 'addUserToSecurityGroups CSR', 'ensurePartyRole WAREHOUSE_PICKER']));
    expect(oms.facilities.map((row) => row.facilityId).sort()).toEqual(['F1', 'F2']);
    expect(oms.writes.filter((write) => write.startsWith('createProductStoreRole'))).toHaveLength(2);
  });

  it('a login whose answer was lost is found on retry, not created twice', async () => {
    const oms = fakeOms();
    const create = oms.calls.createUserLogin;
    oms.calls.createUserLogin = async (request) => {
      await create(request);
      throw new OmsError({ kind: 'network' });
    };
    const first = await runSetup(planned([LOGIN, GROUP]), context, oms.calls, [], () => undefined);
    expect(statuses(first)).toEqual({ login: 'failed', securityGroup: 'notRun' });
    const second = await runSetup(planned([LOGIN, GROUP]), context, oms.calls, first, () => undefined);
    expect(isRunComplete(second)).toBe(true);
    expect(oms.writes.filter((write) => write.startsWith('createUserLogin'))).toHaveLength(1);
  });

  it('a facility login: creates FAC_LOGIN once, then adds the first facility with it', async () => {
    const oms = fakeOms();
    const step: SetupStep = { id: 'facilityLoginRole', dependsOn: [], facilityId: 'F1' };
    await runSetup(planned([step]), context, oms.calls, [], () => undefined);
    await runSetup(planned([step]), context, oms.calls, [], () => undefined);
    expect(oms.writes).toEqual(['createRoleType FAC_LOGIN', 'ensurePartyRole FAC_LOGIN', 'addPartyToFacility F1/FAC_LOGIN', 'ensurePartyRole FAC_LOGIN']);
  });

  it('ends a deselected starting facility (every role it has), keeping its fromDate', async () => {
    const oms = fakeOms();
    oms.facilities.push({ facilityId: 'F0', roleTypeId: 'WAREHOUSE_MANAGER', fromDate: 5 });
    await runSetup(planned([{ ...FACILITIES, facilityIds: ['F1'], initialFacilityIds: ['F0'] }]), context, oms.calls, [], () => undefined);
    expect(oms.writes).toEqual(['ensurePartyRole WAREHOUSE_PICKER', 'removePartyFromFacility F0/WAREHOUSE_MANAGER@5', 'addPartyToFacility F1/WAREHOUSE_PICKER']);
  });
});
