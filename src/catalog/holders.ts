/**
 * Who holds what an app checks: the ids to ask the OMS about (an expression's ids with the app's
 * pass-all ids, or everything the app checks), grant rows folded by group, and the groups whose own
 * grants satisfy an expression. Pure; every check is the evaluator's (`holdsInApp`).
 */
import { holdsInApp, permissionIdsOf } from './expression';
import type { CatalogApp } from './types';

/** A security group with the permission ids it holds (of those asked about). */
export interface HoldingGroup {
  groupId: string;
  /** The name the grant rows carried (the cached group list's name is preferred when shown). */
  groupName?: string;
  permissionIds: ReadonlySet<string>;
}

/** Groups holding some of the ids asked about, by groupId, in the order first seen. */
export type HoldingGroups = ReadonlyMap<string, HoldingGroup>;

/** A grant row: a group holding a permission. */
export interface GrantRow {
  readonly groupId: string;
  readonly groupName?: string;
  readonly permissionId: string;
}

/** The ids that can satisfy `expression` in `app`: its own ids and the app's pass-all ids, each once. */
export function grantingIds(app: Pick<CatalogApp, 'passAll'>, expression: string): string[] {
  return [...new Set([...permissionIdsOf(expression), ...app.passAll])];
}

/** Every id an app checks: its access ids, its capabilities' ids and its pass-all ids, each once. */
export function appPermissionIds(app: CatalogApp): string[] {
  return [...new Set([...app.access.permissionIds, ...app.capabilities.flatMap((capability) => capability.permissionIds), ...app.passAll])];
}

/** Grant rows folded by group. */
export function holdingGroups(rows: readonly GrantRow[]): HoldingGroups {
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

/** The groups, in the order given, whose own grants satisfy `expression` in `app` (its pass-all ids count). */
export function groupsGranting<G extends { readonly permissionIds: ReadonlySet<string> }>(app: Pick<CatalogApp, 'passAll'>, expression: string, groups: Iterable<G>): G[] {
  return [...groups].filter((group) => holdsInApp(app, expression, group.permissionIds));
}
