/**
 * The access review's Apply and the change policy (issue 63): every decision is decided again at
 * Apply on fresh reads (the user's groups, every login's, and the viewer's facts), so one that the
 * policy refuses since it was made (the user joined SUPER) is not applied, nothing is sent for it,
 * and its result says why; a run handed an uncleared plan throws and sends nothing.
 */
import { act, waitFor } from '@testing-library/react';
import { expectFind, omsScope } from '../../../test/oms-nock';
import { mockLogin } from '../../../test/render';
import { hookInApp, mockPolicyFacts, SECURITY_ADMIN_PERMISSIONS } from '../../../test/features/policy-perms';
import type { Cleared } from '../../policy/cleared';
import type { ReviewRow } from './review';
import { useApplyRemovals } from './use-apply-removals';
import type { RemovalRun } from './use-apply-removals';

jest.setTimeout(30_000);

const SAM = { permissions: SECURITY_ADMIN_PERMISSIONS, profile: { userLoginId: 'sam.secure', partyId: 'SAM' } };
/** As the review read it: John Doe in Customer Service only. */
const JDOE: ReviewRow = {
  userLoginId: 'jdoe',
  partyId: 'JDOE',
  name: 'John Doe',
  facilityLogin: false,
  state: 'enabled',
  groupIds: ['CSR'],
  productStoreIds: [],
  adminLevel: false,
  activity: 'inactive',
  flags: ['inactive'],
};

describe("the review's Apply and the change policy", () => {
  it.each([
    ['Remove groups', { decision: 'removeGroups' as const, groupIds: ['CSR'] }, "You don't have permission to update the security group."],
    ['Remove', { decision: 'remove' as const }, 'Only a super user can change a super user.'],
  ])('%s of a user who joined SUPER since it was decided: read again at Apply, not applied, nothing sent, the result says why', async (_name, decision, reason) => {
    mockLogin(SAM);
    const facts = mockPolicyFacts({ viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER'] }, 'sam.secure');
    const hook = await hookInApp(() => useApplyRemovals());
    const readsBefore = facts.reads.viewerGroups;
    const oms = omsScope();
    // What the OMS holds now: a second login of John's joined SUPER.
    expectFind(oms, 'UserLogin', [{ userLoginId: 'jdoe', partyId: 'JDOE' }, { userLoginId: 'jdoe.ops', partyId: 'JDOE' }], { partyId_value: ['JDOE'] });
    expectFind(oms, 'UserLoginSecurityGroup', [{ userLoginId: 'jdoe', groupId: 'CSR' }, { userLoginId: 'jdoe.ops', groupId: 'SUPER' }], { userLoginId_value: ['jdoe', 'jdoe.ops'] });
    await act(() => hook().apply([{ row: JDOE, entry: { ...decision, by: 'sam.secure', at: 1 } }]));
    await waitFor(() => expect(hook().applied.get('jdoe')).toEqual({ userLoginId: 'jdoe', status: 'failed', steps: [], message: reason }));
    expect(oms.pendingMocks()).toEqual([]);
    // The viewer's facts were read again for the decision; no write is answered here (one sent would fail as unmatched).
    expect(facts.reads.viewerGroups).toBe(readsBefore + 1);
  });

  it('a run handed a plan the policy did not clear throws and sends nothing', async () => {
    mockLogin(SAM);
    mockPolicyFacts({ viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER'] }, 'sam.secure');
    const hook = await hookInApp(() => useApplyRemovals());
    const forged = { removals: [{ row: JDOE, entry: { decision: 'removeGroups', groupIds: ['CSR'], by: 'sam.secure', at: 1 } }] } as unknown as Cleared<RemovalRun>;
    await expect(hook().run(forged)).rejects.toThrow('A write path reached its runner without the change policy.');
    expect(hook().applied.size).toBe(0);
  });
});
