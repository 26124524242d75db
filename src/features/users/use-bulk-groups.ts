/**
 * The security groups a bulk action's picker offers (spec section 6, "Restricted security groups").
 * 'Add to security group' offers only the groups this viewer may assign: the restricted ones are
 * hidden (src/setup/security-group-rules.ts), as every other picker hides them. 'Remove from
 * security group' offers every group: it ends only the memberships the users already have, which
 * the spec keeps selectable. Either way by the name shown, as the viewer's language sorts it
 * (src/reference/group-order.ts).
 */
import { useMemo } from 'react';
import { useGroupsByName } from '../../reference/group-order';
import { referenceData, useReference } from '../../reference/hooks';
import type { SecurityGroup } from '../../oms/security-groups';
import { useHasAction } from '../../session/hooks';
import { selectableSecurityGroups } from '../../setup/security-group-rules';
import type { ActionKind } from './bulk-labels';

const NONE_HELD: ReadonlySet<string> = new Set();

export function useBulkGroups(kind: ActionKind): SecurityGroup[] {
  const [groupList] = useReference('securityGroups');
  const viewerIsSuperUser = useHasAction('APP_SUPER_USER');
  const offered = useMemo(() => {
    const groups = referenceData(groupList);
    // Adding to many users at once: no group counts as already held, so every restricted one is hidden.
    return kind === 'addGroup' ? selectableSecurityGroups(groups, NONE_HELD, viewerIsSuperUser) : groups;
  }, [groupList, kind, viewerIsSuperUser]);
  return useGroupsByName(offered);
}
