/**
 * What the By app view reads for an app: every permission id the app checks, and the functional
 * groups holding any of them (with the ids each holds). Pure and free of the catalog's code, so
 * the tab's atoms carry none of it.
 */
import type { CatalogApp } from '../../catalog/types';
import type { PermissionHolder } from '../../oms/permissions';

export interface HoldingGroup {
  groupId: string;
  /** The name the grant rows carried (the cached group list's name is preferred when shown). */
  groupName?: string;
  /** The app's permission ids this group currently holds. */
  permissionIds: ReadonlySet<string>;
}

/** Functional groups holding some of an app's permissions, by groupId. */
export type HoldingGroups = ReadonlyMap<string, HoldingGroup>;

/** Every id an app checks: its access ids, its capabilities' ids and its pass-all ids, each once. */
export function appPermissionIds(app: CatalogApp): string[] {
  return [...new Set([...app.access.permissionIds, ...app.capabilities.flatMap((capability) => capability.permissionIds), ...app.passAll])];
}

/** Grant rows folded by group. */
export function holdingGroups(rows: readonly PermissionHolder[]): HoldingGroups {
  const groups = new Map<string, { groupId: string; groupName?: string; permissionIds: Set<string> }>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { groupId: row.groupId, groupName: row.groupName, permissionIds: new Set() };
      groups.set(row.groupId, group);
    }
    group.permissionIds.add(row.permissionId);
  }
  return groups;
}
