import type { UserFacility } from '../oms/facilities';
import type { UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import { isChecklistComplete } from './checklist';
import { KEPT_REASONS } from './offboard';
import type { OffboardGates } from './offboard';
import { DISABLED_PARTY_ID, GROUP_END_WINDOW_MS, lastOffboarding, planRestore, runRestore } from './restore';
import { POLICY_REASONS } from '../policy/policy';
import { forged, SECURITY_ADMIN_VIEWER, SUPER_VIEWER } from '../../test/policy-setup';
import type { RestoreCalls, RestoreFacts } from './restore';

const T = 1_800_000_000_000;
const ALL: OffboardGates = { blockLogin: true, groups: true, productStores: true, facilities: true, integration: false, picker: true };
const store = (productStoreId: string, thruDate: number) => ({ partyId: 'P1', productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: 1, thruDate });
const facility = (facilityId: string, thruDate: number) => ({ facilityId, roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1, thruDate });

describe('lastOffboarding', () => {
  it("takes the rows ended at the stores' and facilities' last common moment, and the groups the OMS ended in the minutes after", () => {
    const found = lastOffboarding({
      groups: [
        { userLoginId: 'ana', groupId: 'CSR', thruDate: T + 400 },
        { userLoginId: 'ana', groupId: 'STORE_MANAGER', thruDate: T + GROUP_END_WINDOW_MS + 1 },
        { userLoginId: 'ana', groupId: 'OLD', thruDate: T - 86_400_000 },
      ],
      stores: [store('STORE_US', T), store('STORE_OLD', T - 86_400_000)],
      facilities: [facility('BROADWAY', T)],
    });
    expect(found?.thruDate).toBe(T);
    expect(found?.groups.map((group) => group.groupId)).toEqual(['CSR']);
    expect(found?.stores.map((row) => row.productStoreId)).toEqual(['STORE_US']);
    expect(found?.facilities.map((row) => row.facilityId)).toEqual(['BROADWAY']);
    expect(lastOffboarding({ groups: [], stores: [], facilities: [] })).toBeNull();
  });
});

describe('planRestore', () => {
  const facts: RestoreFacts = {
    partyDisabled: false,
    logins: [{ userLoginId: 'ana', enabled: 'N', hasLoggedOut: 'Y' }],
    current: { groups: [], stores: [], facilities: [] },
    offboarding: { thruDate: T, groups: [{ userLoginId: 'ana', groupId: 'CSR', thruDate: T }, { userLoginId: 'ana', groupId: 'SECURITY_ADMIN', thruDate: T }], stores: [store('STORE_US', T)], facilities: [facility('BROADWAY', T)] },
  };

  it('unblocks and re-adds exactly what the offboarding ended, restricted groups included (rule 4: a give-back), for a viewer who is no super user', () => {
    const { steps, kept } = planRestore(facts, ALL, SECURITY_ADMIN_VIEWER);
    // The unblock last, after every add: a restore refused part-way leaves the login blocked (and offered again).
    expect(steps).toEqual([
      { id: 'groups', dependsOn: [], userLoginId: 'ana', groupIds: ['CSR', 'SECURITY_ADMIN'] },
      { id: 'productStores', dependsOn: [], adds: [{ productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', storeName: undefined }] },
      { id: 'facilities', dependsOn: [], adds: [{ facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER', facilityName: undefined }] },
      { id: 'unblockLogin', dependsOn: ['groups', 'productStores', 'facilities'], userLoginIds: ['ana'] },
    ]);
    expect(kept).toEqual([]);
  });

  it('a super user (SUPER ended by the offboarding): a super user restores all of it; a security admin nothing, each item kept with the reason', () => {
    const wyatt: RestoreFacts = { ...facts, partyId: 'P1', offboarding: { thruDate: T, groups: [{ userLoginId: 'ana', groupId: 'WAREHOUSE_MANAGER', thruDate: T }, { userLoginId: 'ana', groupId: 'SUPER', thruDate: T }], stores: [store('STORE_US', T)], facilities: [] } };
    const { steps, kept } = planRestore(wyatt, ALL, SUPER_VIEWER);
    expect(steps[0]).toEqual({ id: 'groups', dependsOn: [], userLoginId: 'ana', groupIds: ['WAREHOUSE_MANAGER', 'SUPER'] });
    expect(kept).toEqual([]);
    const other = planRestore(wyatt, ALL, SECURITY_ADMIN_VIEWER);
    expect(other.steps).toEqual([]);
    expect(other.kept).toEqual([
      { kind: 'login', id: 'ana', reason: POLICY_REASONS.superTarget },
      { kind: 'group', id: 'WAREHOUSE_MANAGER', reason: POLICY_REASONS.superTargetGroups },
      { kind: 'group', id: 'SUPER', reason: POLICY_REASONS.superTargetGroups },
      { kind: 'productStore', id: 'STORE_US', reason: POLICY_REASONS.superTarget },
    ]);
  });

  it("the viewer's own user: no group, store or facility given back (rule 3)", () => {
    const own = planRestore({ ...facts, partyId: 'SAM' }, ALL, SECURITY_ADMIN_VIEWER);
    expect(own.steps.map((step) => step.id)).toEqual(['unblockLogin']);
    expect(new Set(own.kept.map((item) => item.reason))).toEqual(new Set([POLICY_REASONS.ownAccess]));
  });

  it('a disabled user (offboarded with Also disable the user) is enabled again first, then the login unblocked; without the gate both stay, with why', () => {
    const disabled = { ...facts, partyDisabled: true };
    const { steps, kept } = planRestore(disabled, ALL, SECURITY_ADMIN_VIEWER);
    expect(steps[0]).toEqual({ id: 'enableParty', dependsOn: [] });
    expect(steps.at(-1)).toEqual({ id: 'unblockLogin', dependsOn: ['enableParty', 'groups', 'productStores', 'facilities'], userLoginIds: ['ana'] });
    expect(kept).toEqual([]);
    const ungated = planRestore(disabled, { ...ALL, blockLogin: false }, SECURITY_ADMIN_VIEWER);
    expect(ungated.steps.map((step) => step.id)).toEqual(['groups', 'productStores', 'facilities']);
    expect(ungated.kept.slice(0, 2)).toEqual([
      { kind: 'party', id: DISABLED_PARTY_ID, reason: KEPT_REASONS.noEnablePermission },
      { kind: 'login', id: 'ana', reason: KEPT_REASONS.noBlockPermission },
    ]);
  });

  it('what is current again is not added twice', () => {
    const current = { groups: [{ userLoginId: 'ana', groupId: 'CSR', fromDate: 9 }], stores: [{ ...store('STORE_US', T), thruDate: undefined }], facilities: [] };
    const { steps } = planRestore({ ...facts, logins: [{ userLoginId: 'ana', enabled: 'Y' }], current }, ALL, SECURITY_ADMIN_VIEWER);
    // CSR is held again; SECURITY_ADMIN (ended, restricted) is given back.
    expect(steps.map((step) => step.id)).toEqual(['groups', 'facilities']);
    expect(steps[0]).toMatchObject({ groupIds: ['SECURITY_ADMIN'] });
  });
});

describe('runRestore', () => {
  it('a retry or a second run adds nothing already back', async () => {
    let groups: UserSecurityGroup[] = [];
    let stores: UserProductStore[] = [];
    let facilities: UserFacility[] = [];
    let enabled = 'N';
    let disabled = true;
    const writes: string[] = [];
    const calls: RestoreCalls = {
      isPartyDisabled: async () => disabled,
      enableParty: async () => void (writes.push('enable party'), (disabled = false)),
      findPartyLogins: async () => [{ userLoginId: 'ana', enabled }],
      updateUserLoginStatus: async (r) => void (writes.push(`status ${r.enabled}`), (enabled = r.enabled)),
      findUserGroups: async () => groups,
      addUserToSecurityGroups: async (r) => void (writes.push(`groups ${r.groupIds.join()}`), (groups = r.groupIds.map((groupId) => ({ userLoginId: 'ana', groupId, fromDate: 5 })))),
      removeUserFromSecurityGroup: async () => void writes.push('remove group'),
      findUserProductStores: async () => stores,
      createProductStoreRole: async (r) => void (writes.push(`store ${r.productStoreId}`), (stores = [{ ...r, fromDate: 5 }])),
      updateProductStoreRole: async () => void writes.push('end store'),
      findUserFacilities: async () => facilities,
      addPartyToFacility: async (r) => void (writes.push(`facility ${r.facilityId}`), (facilities = [{ ...r, fromDate: 5 }])),
      removePartyFromFacility: async () => void writes.push('end facility'),
      ensurePartyRole: async (r) => void writes.push(`role ${r.roleTypeId}`),
    };
    const steps = planRestore(
      { partyDisabled: true, logins: [{ userLoginId: 'ana', enabled: 'N' }], current: { groups: [], stores: [], facilities: [] }, offboarding: { thruDate: T, groups: [{ userLoginId: 'ana', groupId: 'CSR', thruDate: T }], stores: [store('STORE_US', T)], facilities: [facility('BROADWAY', T)] } },
      ALL,
      SECURITY_ADMIN_VIEWER,
    );
    const context = { partyId: 'P1', now: () => T + 60_000 };
    expect(isChecklistComplete(await runRestore(steps, context, calls, [], () => undefined))).toBe(true);
    // The login unblocked last, after the party is enabled (the spec unblocks only an enabled user's login).
    expect(writes.at(-1)).toBe('status Y');
    expect(writes.indexOf('enable party')).toBeGreaterThanOrEqual(0);
    expect(writes.sort()).toEqual(['enable party', 'facility BROADWAY', 'groups CSR', 'role APPLICATION_USER', 'role WAREHOUSE_PICKER', 'status Y', 'store STORE_US']);
    writes.length = 0;
    await runRestore(steps, context, calls, [], () => undefined);
    expect(writes.filter((write) => !write.startsWith('role'))).toEqual([]);
    // A plan the change policy did not clear (a cast) throws, and sends nothing.
    await expect(runRestore(forged({ steps: steps.steps, kept: [] }), context, calls, [], () => undefined)).rejects.toThrow('A write path reached its runner without the change policy.');
    expect(writes.filter((write) => !write.startsWith('role'))).toEqual([]);
  });
});
