/**
 * 'Add to group…''s reads, when its dialog opens: the functional groups holding any id that would
 * grant what the user lacks (one find), narrowed to the groups the viewer may hand out (the spec's
 * restricted groups left out) and not one they are in, then those groups' current permissions (one
 * find), ranked least privilege first by ./app-access.ts.
 */
import { useCallback } from 'react';
import { grantingIds } from '../../catalog';
import type { Catalog, CatalogApp } from '../../catalog';
import type { Loadable } from '../../lib/loadable';
import { useCompare } from '../../lib/collate';
import { useAsync } from '../../lib/use-async';
import { findGroupsPermissions, findPermissionHolders } from '../../oms/permissions';
import { useOmsClient } from '../../session/hooks';
import { restrictedGroupIds } from '../../setup/security-group-rules';
import { groupOffers } from './app-access';
import type { GroupOffer } from './app-access';

export interface OfferRequest {
  catalog: Catalog;
  app: CatalogApp;
  expression: string;
  held: ReadonlySet<string>;
  heldGroupIds: ReadonlySet<string>;
  /** Names of the functional groups by id. */
  names: ReadonlyMap<string, string>;
  viewerIsSuperUser: boolean;
}

export function useGroupOffers(request: OfferRequest): [Loadable<GroupOffer[]>, () => void] {
  const client = useOmsClient();
  const compare = useCompare();
  const { catalog, app, expression, held, heldGroupIds, names, viewerIsSuperUser } = request;
  const read = useCallback(async () => {
    const holders = await findPermissionHolders(client, grantingIds(app, expression));
    // A group they are in is no offer, and a restricted one is offered only to whom holds it: never here.
    const restricted = restrictedGroupIds(viewerIsSuperUser);
    const offered = [...new Set(holders.map((row) => row.groupId))].filter((groupId) => !restricted.has(groupId) && !heldGroupIds.has(groupId));
    const permissions = await findGroupsPermissions(client, offered);
    const candidates = offered.map((groupId) => ({ groupId, name: names.get(groupId) ?? groupId, permissionIds: permissions.get(groupId) ?? new Set<string>() }));
    return groupOffers({ catalog, app, expression, held, candidates, compare });
  }, [client, catalog, app, expression, held, heldGroupIds, names, viewerIsSuperUser, compare]);
  return useAsync(read);
}
