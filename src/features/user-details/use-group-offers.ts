/**
 * 'Add to group…''s reads, when its dialog opens: the functional groups holding any id that would
 * grant what the user lacks (one find), narrowed to the groups the viewer may add them to (the
 * spec's rules, and not one they are in), then those groups' current permissions (one find), ranked
 * least privilege first by ./app-access.ts.
 */
import { useCallback } from 'react';
import { permissionIdsOf } from '../../catalog';
import type { Catalog, CatalogApp } from '../../catalog';
import type { Loadable } from '../../lib/loadable';
import { useCompare } from '../../lib/collate';
import { useAsync } from '../../lib/use-async';
import { findGroupsPermissions, findPermissionHolders } from '../../oms/permissions';
import { useOmsClient } from '../../session/hooks';
import { groupOffers } from './app-access';
import type { GroupOffer } from './app-access';
import { selectableSecurityGroups } from './rules';

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
    const ids = [...new Set([...permissionIdsOf(expression), ...app.passAll])];
    const holders = await findPermissionHolders(client, ids);
    const groupIds = [...new Set(holders.map((row) => row.groupId))].map((groupId) => ({ groupId }));
    const offered = selectableSecurityGroups(groupIds, new Set(), viewerIsSuperUser).filter((group) => !heldGroupIds.has(group.groupId));
    const permissions = await findGroupsPermissions(
      client,
      offered.map((group) => group.groupId),
    );
    const candidates = offered.map((group) => ({ groupId: group.groupId, name: names.get(group.groupId) ?? group.groupId, permissionIds: permissions.get(group.groupId) ?? new Set<string>() }));
    return groupOffers({ catalog, app, expression, held, candidates, compare });
  }, [client, catalog, app, expression, held, heldGroupIds, names, viewerIsSuperUser, compare]);
  return useAsync(read);
}
