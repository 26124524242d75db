import { OmsError } from '../oms/errors';
import type { UserSecurityGroup } from '../oms/security-groups';
import { BULK_SKIPS, clearBulk, endLoginGroups, planBulk, runBulkLine } from './bulk';
import type { BulkCalls, BulkChange, BulkGates, BulkLine } from './bulk';
import { KEPT_REASONS } from './offboard';
import { leaveOutOwnUser, OWN_USER_LEFT_OUT } from './own-user';
import { POLICY_REASONS } from '../policy/policy';
import { forged, SECURITY_ADMIN_VIEWER, SUPER_VIEWER, target } from '../../test/policy-setup';

const GATES: BulkGates = { blockLogin: true, groups: true };
const R = POLICY_REASONS;
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
  const plan = (action: BulkChange, gates = GATES, policy = SECURITY_ADMIN_VIEWER) => planBulk(action, USERS, LOGINS, GROUPS, gates, policy);

  it('Block login: a super user (Ed, in SUPER) is skipped with the policy reason for a security admin, blocked by a super user', () => {
    expect(reasons(plan({ kind: 'block' }))).toEqual(['changes', BULK_SKIPS.alreadyBlocked, BULK_SKIPS.noLogin, KEPT_REASONS.partyAlreadyDisabled, R.superTarget]);
    expect(reasons(plan({ kind: 'block' }, GATES, SUPER_VIEWER))).toEqual(['changes', BULK_SKIPS.alreadyBlocked, BULK_SKIPS.noLogin, KEPT_REASONS.partyAlreadyDisabled, 'changes']);
    expect(reasons(plan({ kind: 'block' }, { ...GATES, blockLogin: false }))).toEqual([
      KEPT_REASONS.noBlockPermission,
      KEPT_REASONS.noBlockPermission,
      BULK_SKIPS.noLogin,
      KEPT_REASONS.noBlockPermission,
      KEPT_REASONS.noBlockPermission,
    ]);
  });

  it('Unblock login', () => {
    expect(reasons(plan({ kind: 'unblock' }))).toEqual([BULK_SKIPS.notBlocked, 'changes', BULK_SKIPS.noLogin, KEPT_REASONS.partyAlreadyDisabled, R.superTarget]);
  });

  it('Add to and remove from a security group: members, a super user, restricted and super-power groups (the policy reasons)', () => {
    expect(reasons(plan({ kind: 'addGroup', groupId: 'CSR' }))).toEqual([BULK_SKIPS.alreadyMember, 'changes', BULK_SKIPS.noLogin, 'changes', R.superTargetGroups]);
    expect(plan({ kind: 'addGroup', groupId: 'SECURITY_ADMIN' })[1]).toMatchObject({ skipped: R.restrictedGroup });
    // A restricted group is refused to a super user too (rule 4); SUPER only to a non-super viewer (rule 2).
    expect(plan({ kind: 'addGroup', groupId: 'SECURITY_ADMIN' }, GATES, SUPER_VIEWER)[1]).toMatchObject({ skipped: R.restrictedGroup });
    expect(plan({ kind: 'addGroup', groupId: 'SUPER' })[1]).toMatchObject({ skipped: R.superPower });
    expect(plan({ kind: 'addGroup', groupId: 'SUPER' }, GATES, SUPER_VIEWER)[1]?.skipped).toBeUndefined();
    expect(reasons(plan({ kind: 'removeGroup', groupId: 'CSR' }))).toEqual(['changes', BULK_SKIPS.notMember, BULK_SKIPS.noLogin, BULK_SKIPS.notMember, R.superTargetGroups]);
    expect(reasons(plan({ kind: 'removeGroup', groupId: 'SUPER' }, GATES, SUPER_VIEWER))[4]).toBe('changes');
  });

  it("the viewer's own user: left out of block and remove (the spec), an add to it refused by rule 3", () => {
    const me = { ...SECURITY_ADMIN_VIEWER, viewer: { ...SECURITY_ADMIN_VIEWER.viewer, partyId: 'P1' } };
    expect(leaveOutOwnUser({ kind: 'block' }, planBulk({ kind: 'block' }, USERS, LOGINS, GROUPS, GATES, me), me)[0]?.skipped).toBe(OWN_USER_LEFT_OUT);
    expect(leaveOutOwnUser({ kind: 'removeGroup', groupId: 'CSR' }, planBulk({ kind: 'removeGroup', groupId: 'CSR' }, USERS, LOGINS, GROUPS, GATES, me), me)[0]?.skipped).toBe(OWN_USER_LEFT_OUT);
    expect(planBulk({ kind: 'addGroup', groupId: 'STORE_MANAGER' }, USERS, LOGINS, GROUPS, GATES, me)[0]?.skipped).toBe(R.ownAccess);
  });

  it('clearBulk asks the policy again: a line it now refuses (the user became a super user) is skipped with the reason', () => {
    const lines = plan({ kind: 'block' });
    const cleared = clearBulk(SECURITY_ADMIN_VIEWER, { kind: 'block' }, lines.map((line) => (line.partyId === 'P1' ? { ...line, target: target('P1', ['SUPER']) } : line)));
    expect(cleared.lines[0]?.skipped).toBe(R.superTarget);
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
  const line: BulkLine = { partyId: 'P1', name: 'Ana', userLoginId: 'ana', target: target('P1', ['CSR']) };
  const run = (action: BulkChange, oms: ReturnType<typeof fake>, one: BulkLine = line, policy = SECURITY_ADMIN_VIEWER) => {
    const cleared = clearBulk(policy, action, [one]);
    return runBulkLine(cleared, cleared.lines[0]!, oms.calls, () => 1);
  };

  it('changes what is not so yet, and nothing on a second run; a refusal rejects with the OMS error', async () => {
    const oms = fake(1);
    await expect(run({ kind: 'block' }, oms)).rejects.toThrow('refused');
    await run({ kind: 'block' }, oms);
    await run({ kind: 'block' }, oms);
    await run({ kind: 'addGroup', groupId: 'STORE_MANAGER' }, oms);
    await run({ kind: 'addGroup', groupId: 'STORE_MANAGER' }, oms);
    await run({ kind: 'removeGroup', groupId: 'STORE_MANAGER' }, oms);
    await run({ kind: 'removeGroup', groupId: 'STORE_MANAGER' }, oms);
    expect(oms.writes).toEqual(['status N', 'add STORE_MANAGER', 'remove STORE_MANAGER']);
    // A skipped line sends nothing.
    await run({ kind: 'unblock' }, oms, { ...line, skipped: BULK_SKIPS.notBlocked });
    expect(oms.writes).toHaveLength(3);
  });

  it('a security admin on a super user: the line is skipped with the reason and nothing is sent; a super user blocks it', async () => {
    const oms = fake();
    const admin: BulkLine = { ...line, target: target('P1', ['SUPER']) };
    await run({ kind: 'block' }, oms, admin);
    await run({ kind: 'addGroup', groupId: 'CSR' }, oms, admin);
    expect(oms.writes).toEqual([]);
    await run({ kind: 'block' }, oms, admin, SUPER_VIEWER);
    expect(oms.writes).toEqual(['status N']);
  });

  it('a plan the change policy did not clear (a cast), or a line not in it, throws and sends nothing', async () => {
    const oms = fake();
    await expect(runBulkLine(forged({ action: { kind: 'addGroup', groupId: 'SUPER' }, lines: [line] }), line, oms.calls, () => 1)).rejects.toThrow('A write path reached its runner without the change policy.');
    const cleared = clearBulk(SUPER_VIEWER, { kind: 'block' }, [line]);
    await expect(runBulkLine(cleared, { ...line }, oms.calls, () => 1)).rejects.toThrow('The line is not a change of this plan.');
    expect(oms.writes).toEqual([]);
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
