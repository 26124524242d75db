/**
 * 'Add to group…''s reads, when its dialog opens: the functional groups holding any id that would
 * grant what the user lacks (one find), narrowed by the change policy to the groups it lets the
 * viewer add this user to (`offeredGroups`: no group to a super user but by a super user, no group
 * that holds super-user power, no restricted group, nothing to the viewer's own user) and not one
 * they are in, then those groups' current permissions (one find), ranked least privilege first by
 * ./app-access.ts. Left out with the reason: when none is offered, why (the policy's reasons).
 */
import { useCallback } from 'react';
import { grantingIds } from '../../catalog';
import type { Catalog, CatalogApp } from '../../catalog';
import type { Loadable } from '../../lib/loadable';
import { useCompare } from '../../lib/collate';
import { useAsync } from '../../lib/use-async';
import { findGroupsPermissions, findPermissionHolders } from '../../oms/permissions';
import { decide, offeredGroups } from '../../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget } from '../../policy/policy';
import { useOmsClient } from '../../session/hooks';
import { groupOffers } from './app-access';
import type { GroupOffer } from './app-access';

export interface OfferRequest {
  catalog: Catalog;
  app: CatalogApp;
  expression: string;
  held: ReadonlySet<string>;
  /** The user's current groups, read whole (the policy's target). */
  heldGroupIds: ReadonlySet<string>;
  /** Names of the functional groups by id. */
  names: ReadonlyMap<string, string>;
}

export interface GroupOffers {
  offers: GroupOffer[];
  /** The policy's reasons for the groups it left out (each once), when none is offered. */
  refused: PolicyReason[];
}

/** `context` undefined while the policy's facts load: nothing is read or offered until they are. */
export function useGroupOffers(request: OfferRequest, context: PolicyContext | undefined, target: PolicyTarget): [Loadable<GroupOffers>, () => void] {
  const client = useOmsClient();
  const compare = useCompare();
  const { catalog, app, expression, held, heldGroupIds, names } = request;
  const read = useCallback(async (): Promise<GroupOffers> => {
    if (!context) return new Promise<GroupOffers>(() => undefined);
    const holders = await findPermissionHolders(client, grantingIds(app, expression));
    // A group they are in is no offer; the others as the policy allows them.
    const candidates = [...new Set(holders.map((row) => row.groupId))].filter((groupId) => !heldGroupIds.has(groupId)).map((groupId) => ({ groupId }));
    const offered = offeredGroups(context, target, candidates).map((group) => group.groupId);
    const refused = new Set<PolicyReason>();
    if (offered.length === 0) {
      for (const { groupId } of candidates) {
        const decision = decide(context, target, { kind: 'addGroup', groupId });
        if (!decision.allowed) refused.add(decision.reason);
      }
    }
    const permissions = await findGroupsPermissions(client, offered);
    const ranked = offered.map((groupId) => ({ groupId, name: names.get(groupId) ?? groupId, permissionIds: permissions.get(groupId) ?? new Set<string>() }));
    return { offers: groupOffers({ catalog, app, expression, held, candidates: ranked, compare }), refused: [...refused] };
  }, [client, catalog, app, expression, held, heldGroupIds, names, context, target, compare]);
  return useAsync(read);
}
