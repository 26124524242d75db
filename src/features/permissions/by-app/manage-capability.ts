/**
 * 'Manage security groups' of a capability, without React: which functional groups grant it now,
 * what checking or unchecking them sends, and what a removed group loses besides. Adding grants
 * one alternative of the capability's expression (the narrowest by default: never an `*_ADMIN` or
 * `COMMON_ADMIN` id unless the admin picks it), only the ids the group lacks; removing ends every
 * id of the expression the group holds. Every answer is planned from the reads just made, so a
 * retry after a lost answer re-plans from what the OMS holds and sends nothing twice. Each box
 * and each planned grant or end is decided by the change policy (src/policy `decideGroup`).
 */
import { hasCapability, holds, holdsAll, impactOfRemoval, isAdminId, narrowestGrant, parseExpression, permissionIdsOf } from '../../../catalog';
import type { Catalog, CatalogApp, CatalogCapability, CapabilityRef, HoldingGroups } from '../../../catalog';
import type { PlannedChange } from '../../../policy/cleared';
import { decideGroup } from '../../../policy/policy';
import type { Decision, GroupChange, PolicyContext } from '../../../policy/policy';

export interface ManageEntry {
  groupId: string;
  name: string;
  /** The group grants the capability now. */
  grants: boolean;
  /** It grants it only through an id that passes every check of the app (nothing of the expression to end). */
  throughPassAll: readonly string[];
  /** The app's ids the group holds now. */
  heldIds: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** Every functional group, in the given order, with whether it grants `capability` now. */
export function manageEntries(
  app: CatalogApp,
  capability: CatalogCapability,
  groups: readonly { groupId: string; name: string }[],
  holders: HoldingGroups,
): ManageEntry[] {
  return groups.map(({ groupId, name }) => {
    const heldIds = holders.get(groupId)?.permissionIds ?? NONE;
    const grants = hasCapability(app, capability, heldIds);
    // Granted, but not by the expression itself: only the app's pass-all ids let it through.
    const throughPassAll = grants && !holds(capability.expression, heldIds) ? app.passAll.filter((id) => heldIds.has(id)) : [];
    return { groupId, name, grants, throughPassAll, heldIds };
  });
}

export interface GrantAlternative {
  ids: readonly string[];
  /** It holds an `*_ADMIN` or `COMMON_ADMIN` id: it grants far more than this capability. */
  admin: boolean;
}

/**
 * The ways to grant a capability: the narrowest first, then the others in the expression's order;
 * with `present` (the OMS's permission ids) known, only those whose ids this OMS has, every one.
 */
export function grantAlternatives(capability: Pick<CatalogCapability, 'expression'>, present?: ReadonlySet<string> | null): GrantAlternative[] {
  const narrowest = narrowestGrant(capability);
  const parts = parseExpression(capability.expression);
  const ordered = [narrowest, ...parts.filter((part) => part.join(' ') !== narrowest.join(' '))].filter((part) => part.length > 0);
  return ordered.filter((ids) => !present || holdsAll(ids, present)).map((ids) => ({ ids, admin: ids.some(isAdminId) }));
}

export interface CapabilityChange {
  /** Groups to grant to, each with the ids it lacks of the chosen alternative. */
  add: { groupId: string; ids: string[] }[];
  /** Groups to take the capability from. */
  remove: string[];
}

/** What the checklist's state asks for: checked groups that do not grant it, unchecked ones that do. */
export function planCapabilityChange(entries: readonly ManageEntry[], checked: ReadonlySet<string>, alternative: readonly string[]): CapabilityChange {
  const add: CapabilityChange['add'] = [];
  const remove: string[] = [];
  for (const entry of entries) {
    if (!entry.grants && checked.has(entry.groupId)) {
      const ids = alternative.filter((id) => !entry.heldIds.has(id));
      if (ids.length > 0) add.push({ groupId: entry.groupId, ids });
    } else if (entry.grants && entry.throughPassAll.length === 0 && !checked.has(entry.groupId)) {
      remove.push(entry.groupId);
    }
  }
  return { add, remove };
}

/** The ids of `capability`'s expression a group holds: the ones a removal ends. */
export function idsToEnd(capability: Pick<CatalogCapability, 'expression'>, held: ReadonlySet<string>): string[] {
  return permissionIdsOf(capability.expression).filter((id) => held.has(id));
}

export interface GroupLoss {
  /** The ids a removal ends. */
  ended: readonly string[];
  /** Apps the group could open and could not any more. */
  access: readonly CatalogApp[];
  /** Other capabilities (any app) the group has now and would lose. */
  capabilities: readonly CapabilityRef[];
}

/** What a group holding `held` (all its current permissions) loses besides `capability` when it is removed. */
export function lossOfRemoval(catalog: Catalog, capability: CatalogCapability, held: ReadonlySet<string>): GroupLoss {
  const ended = idsToEnd(capability, held);
  const impact = impactOfRemoval({ heldBefore: held, removedIds: ended, catalog });
  return { ended, access: impact.access, capabilities: impact.capabilities.filter((ref) => ref.capability !== capability) };
}

/**
 * Whether the viewer may move this group's box (check it: grant the ids of `grantIds` it lacks;
 * uncheck it: end the expression's ids it holds), or the policy's reason why not.
 */
export function entryDecision(context: PolicyContext, capability: Pick<CatalogCapability, 'expression'>, entry: ManageEntry, grantIds: readonly string[]): Decision {
  const changes: GroupChange[] = entry.grants
    ? idsToEnd(capability, entry.heldIds).map((permissionId) => ({ kind: 'revokePermission', groupId: entry.groupId, permissionId }))
    : grantIds.filter((id) => !entry.heldIds.has(id)).map((permissionId) => ({ kind: 'grantPermission', groupId: entry.groupId, permissionId }));
  for (const change of changes) {
    const decision = decideGroup(context, change);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/** Every grant and end a save sends, as the policy's changes: the adds' ids, the removals' ended ids. */
export function plannedGrantChanges(change: CapabilityChange, removals: ReadonlyMap<string, { readonly ended: readonly string[] }>): PlannedChange[] {
  return [
    ...change.add.flatMap(({ groupId, ids }) => ids.map((permissionId): PlannedChange => ({ group: { kind: 'grantPermission', groupId, permissionId } }))),
    ...change.remove.flatMap((groupId) => (removals.get(groupId)?.ended ?? []).map((permissionId): PlannedChange => ({ group: { kind: 'revokePermission', groupId, permissionId } }))),
  ];
}

/** The first change of `planned` the policy refuses, with its reason; undefined when all are allowed. */
export function firstRefusal(context: PolicyContext, planned: readonly PlannedChange[]): Exclude<Decision, { allowed: true }> | undefined {
  for (const item of planned) {
    if (!('group' in item)) continue;
    const decision = decideGroup(context, item.group);
    if (!decision.allowed) return decision;
  }
  return undefined;
}
