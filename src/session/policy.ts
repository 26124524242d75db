/**
 * The change policy's facts for this session (src/policy): the viewer's own groups, read whole,
 * and the groups that hold super-user power. Read when a screen that writes first asks, and again
 * (`useFreshPolicyContext`) when a plan is made to run, so a decision never rests on facts a
 * write of this session changed.
 */
import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { loadableAtom } from '../lib/loadable';
import type { Loadable } from '../lib/loadable';
import { findGroupsHolding, findUserSecurityGroups } from '../oms/security-groups';
import { SUPER_POWER_PERMISSIONS } from '../policy/policy';
import type { PolicyContext } from '../policy/policy';
import { heldPermissionsAtom, omsClientAtom, sessionAtom } from './atoms';

/** Bumped to read the facts again. */
const policyVersionAtom = atom(0);

export const policyContextAtom = atom(async (get): Promise<PolicyContext> => {
  get(policyVersionAtom);
  const session = get(sessionAtom);
  const client = get(omsClientAtom);
  if (!session || !client) throw new Error('The change policy needs an authenticated session');
  const { userLoginId, partyId } = session.profile;
  const [groups, superPower] = await Promise.all([findUserSecurityGroups(client, userLoginId), findGroupsHolding(client, SUPER_POWER_PERMISSIONS)]);
  return {
    viewer: { userLoginId, partyId, permissionIds: get(heldPermissionsAtom), groupIds: new Set(groups.map((group) => group.groupId)) },
    superPowerGroupIds: new Set(superPower),
  };
});

const policyLoadableAtom = loadableAtom(policyContextAtom, { keepPrevious: true });

/** The policy's facts for a screen to show what it offers (loading at first). */
export function usePolicyContext(): Loadable<PolicyContext> {
  return useAtomValue(policyLoadableAtom);
}

/** Reads the facts again and answers them: what a planner uses just before a plan runs. */
export function useFreshPolicyContext(): () => Promise<PolicyContext> {
  const store = useStore();
  return useCallback(async () => {
    store.set(policyVersionAtom, (version) => version + 1);
    return store.get(policyContextAtom);
  }, [store]);
}

/** The facts once read, or undefined while they load or failed (a list then offers nothing). */
export function usePolicyFacts(): PolicyContext | undefined {
  const loadable = usePolicyContext();
  return useMemo(() => (loadable.state === 'hasData' ? loadable.data : undefined), [loadable]);
}
