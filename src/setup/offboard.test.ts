import { OmsError } from '../oms/errors';
import type { UserFacility } from '../oms/facilities';
import type { PartyLogin } from '../oms/logins';
import type { UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import { isChecklistComplete } from './checklist';
import { KEPT_REASONS, planOffboarding, runOffboarding } from './offboard';
import type { OffboardCalls, OffboardFacts, OffboardGates, OffboardState } from './offboard';
import { POLICY_REASONS } from '../policy/policy';
import { forged, SECURITY_ADMIN_VIEWER, SUPER_VIEWER } from '../../test/policy-setup';

const NOW = 1_800_000_000_000;
const FACTS: OffboardFacts = {
  partyId: 'P1',
  partyDisabled: false,
  logins: [{ userLoginId: 'ana', enabled: 'Y', hasLoggedOut: 'N' }],
  groups: [
    { userLoginId: 'ana', groupId: 'CSR', fromDate: 1 },
    { userLoginId: 'ana', groupId: 'STORE_MANAGER', fromDate: 2 },
  ],
  productStores: [{ productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: 3 } as UserProductStore],
  facilities: [{ facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 4 }],
  picker: { held: true, referenced: true },
};
const ALL: OffboardGates = { blockLogin: true, groups: true, productStores: true, facilities: true, integration: false, picker: true };

describe('planOffboarding', () => {
  it('ends everything the viewer may end: block, then log out; groups, stores and facilities at once; the party last', () => {
    const { steps, kept } = planOffboarding(FACTS, ALL, SECURITY_ADMIN_VIEWER, { disableParty: true });
    expect(steps.map((step) => [step.id, step.dependsOn])).toEqual([
      ['blockLogin', []],
      ['forceLogout', ['blockLogin']],
      ['groups', []],
      ['productStores', []],
      ['facilities', []],
      ['disableParty', ['blockLogin']],
    ]);
    // The picker role: its facility rows refer to it, so the OMS keeps it.
    expect(kept).toEqual([{ kind: 'pickerRole', id: 'WAREHOUSE_PICKER', reason: KEPT_REASONS.pickerReferenced }]);
  });

  it('keeps, with why, what the gates do not allow, and plans nothing already done', () => {
    const facts: OffboardFacts = { ...FACTS, logins: [{ userLoginId: 'ana', enabled: 'N', hasLoggedOut: 'Y' }], facilities: [], picker: { held: true, referenced: false } };
    expect(planOffboarding(facts, ALL, SECURITY_ADMIN_VIEWER, { disableParty: false }).steps.map((step) => step.id)).toEqual(['groups', 'productStores', 'pickerRole']);
    const { steps, kept } = planOffboarding(FACTS, { ...ALL, blockLogin: false, productStores: false }, SECURITY_ADMIN_VIEWER, { disableParty: true });
    expect(steps.map((step) => step.id)).toEqual(['groups', 'facilities']);
    expect(kept.map((item) => [item.kind, item.id, item.reason])).toEqual([
      ['login', 'ana', KEPT_REASONS.noBlockPermission],
      ['productStore', 'STORE_US', KEPT_REASONS.noStorePermission],
      ['pickerRole', 'WAREHOUSE_PICKER', KEPT_REASONS.pickerReferenced],
    ]);
  });

  it('a restricted group it ends comes back in a restore by any viewer (rule 4: a give-back): no warning', () => {
    const facts: OffboardFacts = { ...FACTS, groups: [{ userLoginId: 'ana', groupId: 'WAREHOUSE_MANAGER', fromDate: 1 }, { userLoginId: 'ana', groupId: 'CSR', fromDate: 2 }] };
    expect(planOffboarding(facts, ALL, SECURITY_ADMIN_VIEWER, { disableParty: false }).notGivenBack).toEqual([]);
    expect(planOffboarding(facts, ALL, SUPER_VIEWER, { disableParty: false }).notGivenBack).toEqual([]);
  });

  it('a super user offboarded by a security admin: refused as a whole, with the reason, nothing to run; a super user offboards them', () => {
    const admin: OffboardFacts = { ...FACTS, groups: [{ userLoginId: 'ana', groupId: 'SUPER', fromDate: 1 }] };
    const refused = planOffboarding(admin, ALL, SECURITY_ADMIN_VIEWER, { disableParty: true });
    expect(refused.steps).toEqual([]);
    expect(refused.refused).toBe(POLICY_REASONS.superTarget);
    expect(refused.kept).toEqual([{ kind: 'party', id: 'P1', reason: POLICY_REASONS.superTarget }]);
    expect(planOffboarding(admin, ALL, SUPER_VIEWER, { disableParty: true }).steps.map((step) => step.id)).toEqual(['blockLogin', 'forceLogout', 'groups', 'productStores', 'facilities', 'disableParty']);
    // A member of a group holding WEBTOOLS_VIEW is a super user too.
    expect(planOffboarding({ ...FACTS, groups: [{ userLoginId: 'ana', groupId: 'COMMERCE_ADMIN', fromDate: 1 }] }, ALL, SECURITY_ADMIN_VIEWER, { disableParty: false }).refused).toBe(POLICY_REASONS.superTarget);
  });

  it('a disabled party: its login is not blocked (the spec blocks only an enabled user), its sessions still end', () => {
    const { steps, kept } = planOffboarding({ ...FACTS, partyDisabled: true }, ALL, SECURITY_ADMIN_VIEWER, { disableParty: true });
    expect(steps.slice(0, 1)).toEqual([{ id: 'forceLogout', dependsOn: [], userLoginIds: ['ana'] }]);
    expect(kept[0]).toEqual({ kind: 'login', id: 'ana', reason: KEPT_REASONS.partyAlreadyDisabled });
    expect(steps.map((step) => step.id)).not.toContain('disableParty');
  });
});

function fakeOms(fail: Partial<Record<string, number>> = {}) {
  const logins: PartyLogin[] = FACTS.logins.map((login) => ({ ...login }));
  let groups: UserSecurityGroup[] = [...FACTS.groups];
  let stores: (UserProductStore & { thruDate?: number })[] = FACTS.productStores.map((store) => ({ ...store }));
  let facilities: UserFacility[] = FACTS.facilities.map((facility) => ({ ...facility }));
  let disabled = false;
  const writes: string[] = [];
  const write = async (name: string, detail: string, apply: () => void) => {
    if ((fail[name] ?? 0) > 0) {
      fail[name] = (fail[name] ?? 0) - 1;
      throw new OmsError({ kind: 'service', messages: [`${name} refused`] });
    }
    writes.push(`${name} ${detail}`);
    apply();
  };
  const login = (id: string) => logins.find((entry) => entry.userLoginId === id)!;
  const calls: OffboardCalls = {
    findPartyLogins: async () => logins.map((entry) => ({ ...entry })),
    updateUserLoginStatus: (r) => write('updateUserLoginStatus', `${r.userLoginId}=${r.enabled}`, () => (login(r.userLoginId).enabled = r.enabled)),
    forceLogout: (id) => write('forceLogout', id, () => (login(id).hasLoggedOut = 'Y')),
    findUserGroups: async () => [...groups],
    removeUserFromSecurityGroup: (r) => write('removeUserFromSecurityGroup', r.groupId, () => (groups = groups.filter((group) => group.groupId !== r.groupId))),
    addUserToSecurityGroups: (r) => write('addUserToSecurityGroups', r.groupIds.join(), () => undefined),
    findUserProductStores: async () => stores.filter((store) => !store.thruDate),
    updateProductStoreRole: (r) => write('updateProductStoreRole', `${r.productStoreId}@${r.fromDate} thru ${r.thruDate}`, () => (stores = stores.map((store) => (store.productStoreId === r.productStoreId ? { ...store, thruDate: r.thruDate } : store)))),
    createProductStoreRole: (r) => write('createProductStoreRole', r.productStoreId, () => undefined),
    findUserFacilities: async () => facilities.filter((facility) => !facility.thruDate),
    removePartyFromFacility: (r) => write('removePartyFromFacility', `${r.facilityId}/${r.roleTypeId}@${r.fromDate} thru ${r.thruDate}`, () => (facilities = facilities.map((facility) => ({ ...facility, thruDate: r.thruDate })))),
    addPartyToFacility: (r) => write('addPartyToFacility', r.facilityId, () => undefined),
    ensurePartyRole: (r) => write('ensurePartyRole', r.roleTypeId, () => undefined),
    hasPartyRole: async () => true,
    deletePartyRole: (r) => write('deletePartyRole', r.roleTypeId, () => undefined),
    isPartyDisabled: async () => disabled,
    disableParty: (partyId) => write('disableParty', partyId, () => (disabled = true)),
  };
  return { calls, writes };
}

describe('runOffboarding', () => {
  const context = { partyId: 'P1', thruDate: NOW, now: () => NOW };
  const statuses = (state: OffboardState) => Object.fromEntries(state.map((step) => [step.id, step.status]));

  it('ends every row with the offboarding’s thruDate; a refused step, then a retry, sends only what was left, nothing twice', async () => {
    const oms = fakeOms({ updateUserLoginStatus: 1, removeUserFromSecurityGroup: 1 });
    const steps = planOffboarding(FACTS, ALL, SECURITY_ADMIN_VIEWER, { disableParty: true });
    const first = await runOffboarding(steps, context, oms.calls, [], () => undefined);
    expect(statuses(first)).toEqual({ blockLogin: 'failed', forceLogout: 'notRun', groups: 'failed', productStores: 'done', facilities: 'done', disableParty: 'notRun' });
    expect(first.find((step) => step.id === 'blockLogin')?.message).toBe('updateUserLoginStatus refused');
    const afterFirst = [...oms.writes];
    expect(afterFirst).toEqual(
      expect.arrayContaining([`updateProductStoreRole STORE_US@3 thru ${NOW}`, `removePartyFromFacility BROADWAY/WAREHOUSE_PICKER@4 thru ${NOW}`, 'removeUserFromSecurityGroup STORE_MANAGER']),
    );

    const retried = await runOffboarding(steps, context, oms.calls, first, () => undefined);
    expect(isChecklistComplete(retried)).toBe(true);
    expect(oms.writes.slice(afterFirst.length).sort()).toEqual(['disableParty P1', 'forceLogout ana', 'removeUserFromSecurityGroup CSR', 'updateUserLoginStatus ana=N']);

    // A whole new run (a second click, a resend) finds nothing left to end.
    const before = oms.writes.length;
    await runOffboarding(steps, context, oms.calls, [], () => undefined);
    expect(oms.writes.slice(before)).toEqual([]);
  });

  it('a plan the change policy did not clear (a cast) throws and sends nothing', async () => {
    const oms = fakeOms();
    const { steps, kept } = planOffboarding(FACTS, ALL, SECURITY_ADMIN_VIEWER, { disableParty: true });
    await expect(runOffboarding(forged({ steps, kept, notGivenBack: [] }), context, oms.calls, [], () => undefined)).rejects.toThrow('A write path reached its runner without the change policy.');
    expect(oms.writes).toEqual([]);
  });
});
