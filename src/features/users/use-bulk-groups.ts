/**
 * The security groups a bulk action's picker offers (spec section 6, "Restricted security groups").
 * 'Add to security group' offers only the groups the change policy lets this viewer add to anyone
 * (src/policy offeredGroups: no restricted group, no super-user power for a non-super viewer), and
 * nothing while the policy's facts load. 'Remove from security group' offers every group: it ends
 * only the memberships the users already have, which the spec keeps selectable. Either way by the
 * name shown, as the viewer's language sorts it (src/reference/group-order.ts).
 */
import { useMemo } from 'react';
import { useGroupsByName } from '../../reference/group-order';
import { referenceData, useReference } from '../../reference/hooks';
import type { SecurityGroup } from '../../oms/security-groups';
import { offeredGroups } from '../../policy/policy';
import { usePolicyFacts } from '../../session/policy';
import type { ActionKind } from './bulk-labels';

export function useBulkGroups(kind: ActionKind): SecurityGroup[] {
  const [groupList] = useReference('securityGroups');
  const policy = usePolicyFacts();
  const offered = useMemo(() => {
    const groups = referenceData(groupList);
    if (kind !== 'addGroup') return groups;
    // Adding to many users at once: no target, so every group the policy would refuse to anyone is left out.
    return policy ? offeredGroups(policy, undefined, groups) : [];
  }, [groupList, kind, policy]);
  return useGroupsByName(offered);
}
