import { OmsError } from '../oms/errors';
import type { UserSecurityGroup } from '../oms/security-groups';
import { BULK_SKIPS, endLoginGroups, planBulk, runBulkLine } from './bulk';
import type { BulkCalls, BulkGates } from './bulk';
import { KEPT_REASONS } from './offboard';

const GATES: BulkGates = { blockLogin: true, groups: true, viewerIsSuperUser: false, restrictedGroupIds: new Set(['SECURITY_ADMIN', 'SUPER']) };
const USERS = [
  { partyId: 'P1', name: 'Ana', partyDisabled: false },
  { partyId: 'P2', name: 'Bo', partyDisabled: false },
  { partyId: 'P3', name: 'Cy', partyDisabled: false },
  { partyId: 'P4', name: 'Di', partyDisabled: true },
  { partyId: 'P5', name: 'Ed', partyDisabled: false },
];
const LOGINS = [
  { partyId: 'P1', userLoginId: 'ana', enabled: 'Y' },
  { partyId: 'P2', userLoginId: 'bo', enabled: 'N' },
  { partyId: 'P4', userLoginId: 'di', enabled: 'Y' },
  { partyId: 'P5', userLoginId: 'ed', enabled: 'Y' },
];
const GROUPS: UserSecurityGroup[] = [
  { userLoginId: 'ana', groupId: 'CSR', fromDate: 1 },
  { userLoginId: 'ed', groupId: 'SUPER', fromDate: 1 },
];
const reasons = (lines: ReturnType<typeof planBulk>) => lines.map((line) => line.skipped ?? 'changes');

describe('planBulk: each user’s change, or why not', () => {
  it('Block login', () => {
    expect(reasons(planBulk({ kind: 'block' }, USERS, LOGINS, GROUPS, GATES))).toEqual(['changes', BULK_SKIPS.alreadyBlocked, BULK_SKIPS.noLogin, KEPT_REASONS.partyAlreadyDisabled, 'changes']);
    expect(reasons(planBulk({ kind: 'block' }, USERS, LOGINS, GROUPS, { ...GATES, blockLogin: false }))).toEqual([
      KEPT_REASONS.noBlockPermission,
      KEPT_REASONS.noBlockPermission,
      BULK_SKIPS.noLogin,
      KEPT_REASONS.noBlockPermission,
      KEPT_REASONS.noBlockPermission,
    ]);
  });

  it('Unblock login', () => {
    expect(reasons(planBulk({ kind: 'unblock' }, USERS, LOGINS, GROUPS, GATES))).toEqual([BULK_SKIPS.notBlocked, 'changes', BULK_SKIPS.noLogin, KEPT_REASONS.partyAlreadyDisabled, BULK_SKIPS.notBlocked]);
  });

  it('Add to and remove from a security group: members, the SUPER lock, restricted groups', () => {
    expect(reasons(planBulk({ kind: 'addGroup', groupId: 'CSR' }, USERS, LOGINS, GROUPS, GATES))).toEqual([BULK_SKIPS.alreadyMember, 'changes', BULK_SKIPS.noLogin, 'changes', KEPT_REASONS.superLocked]);
    expect(planBulk({ kind: 'addGroup', groupId: 'SECURITY_ADMIN' }, USERS, LOGINS, GROUPS, GATES)[0]).toMatchObject({ skipped: BULK_SKIPS.restricted, params: { value: 'SECURITY_ADMIN' } });
    expect(reasons(planBulk({ kind: 'removeGroup', groupId: 'CSR' }, USERS, LOGINS, GROUPS, GATES))).toEqual(['changes', BULK_SKIPS.notMember, BULK_SKIPS.noLogin, BULK_SKIPS.notMember, KEPT_REASONS.superLocked]);
  });
});

describe('runBulkLine', () => {
  function fake(fail = 0) {
    let enabled = 'Y';
    let groups: UserSecurityGroup[] = [];
    const writes: string[] = [];
    const unused = async (): Promise<void> => {
      throw new Error('not a bulk call');
    };
    const calls: BulkCalls = {
      ensurePartyRole: unused,
      createProductStoreRole: unused,
      updateProductStoreRole: unused,
      addPartyToFacility: unused,
      removePartyFromFacility: unused,
      findPartyLogins: async () => [{ userLoginId: 'ana', enabled }],
      updateUserLoginStatus: async (r) => {
        if (fail-- > 0) throw new OmsError({ kind: 'service', messages: ['refused'] });
        writes.push(`status ${r.enabled}`);
        enabled = r.enabled;
      },
      findUserGroups: async () => groups,
      addUserToSecurityGroups: async (r) => {
        writes.push(`add ${r.groupIds.join()}`);
        groups = [...groups, ...r.groupIds.map((groupId) => ({ userLoginId: 'ana', groupId, fromDate: 2 }))];
      },
      removeUserFromSecurityGroup: async (r) => {
        writes.push(`remove ${r.groupId}`);
        groups = groups.filter((group) => group.groupId !== r.groupId);
      },
    };
    return { calls, writes };
  }
  const line = { partyId: 'P1', name: 'Ana', userLoginId: 'ana' };

  it('changes what is not so yet, and nothing on a second run; a refusal rejects with the OMS error', async () => {
    const oms = fake(1);
    await expect(runBulkLine({ kind: 'block' }, line, oms.calls, () => 1)).rejects.toThrow('refused');
    await runBulkLine({ kind: 'block' }, line, oms.calls, () => 1);
    await runBulkLine({ kind: 'block' }, line, oms.calls, () => 1);
    await runBulkLine({ kind: 'addGroup', groupId: 'CSR' }, line, oms.calls, () => 1);
    await runBulkLine({ kind: 'addGroup', groupId: 'CSR' }, line, oms.calls, () => 1);
    await runBulkLine({ kind: 'removeGroup', groupId: 'CSR' }, line, oms.calls, () => 1);
    await runBulkLine({ kind: 'removeGroup', groupId: 'CSR' }, line, oms.calls, () => 1);
    expect(oms.writes).toEqual(['status N', 'add CSR', 'remove CSR']);
    // A skipped line sends nothing.
    await runBulkLine({ kind: 'unblock' }, { ...line, skipped: BULK_SKIPS.notBlocked }, oms.calls, () => 1);
    expect(oms.writes).toHaveLength(3);
  });

  it('endLoginGroups ends the chosen groups only, and nothing on a second run', async () => {
    const oms = fake();
    await oms.calls.addUserToSecurityGroups({ userLoginId: 'ana', groupIds: ['CSR', 'MERCHANDISE_MGR', 'STORE_MANAGER'] });
    await endLoginGroups(oms.calls, 'ana', ['MERCHANDISE_MGR', 'STORE_MANAGER'], () => 1);
    await endLoginGroups(oms.calls, 'ana', ['MERCHANDISE_MGR', 'STORE_MANAGER'], () => 1);
    expect(oms.writes).toEqual(['add CSR,MERCHANDISE_MGR,STORE_MANAGER', 'remove MERCHANDISE_MGR', 'remove STORE_MANAGER']);
    expect((await oms.calls.findUserGroups('ana')).map((group) => group.groupId)).toEqual(['CSR']);
  });
});
