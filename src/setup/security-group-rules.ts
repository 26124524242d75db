/**
 * Which security groups a viewer may hand out (spec section 6). Shared by the user-details screen,
 * quick setup and imports, so it lives outside every feature.
 */
import { SUPER_GROUP } from '../party/party';

/** Groups nobody may hand out here (plus SUPER for a viewer without APP_SUPER_USER). */
export const EXCLUDED_SECURITY_GROUPS = ['WAREHOUSE_MANAGER', 'STORE_ASSOCIATE', 'SECURITY_ADMIN', 'COMMERCEUSER'] as const;

/** A user in SUPER cannot have their groups managed by a viewer without APP_SUPER_USER. */
export function isSuperLocked(heldGroupIds: ReadonlySet<string>, viewerIsSuperUser: boolean): boolean {
  return !viewerIsSuperUser && heldGroupIds.has(SUPER_GROUP);
}

/** The groups this viewer may not assign: the excluded ones, and SUPER unless the viewer is a super user. */
export function restrictedGroupIds(viewerIsSuperUser: boolean): Set<string> {
  const ids = new Set<string>(EXCLUDED_SECURITY_GROUPS);
  if (!viewerIsSuperUser) ids.add(SUPER_GROUP);
  return ids;
}

/**
 * Whether a restore may give back a group an offboarding ended (issue 62): the user held it, so a
 * super user gives back every group the offboarding ended, restricted ones included (which no list
 * offers them); any other viewer only the groups they may assign. The one rule of what a restore
 * gives back of a user's groups, shared by the restore's plan and the offboarding's warning.
 */
export function mayGiveGroupBack(groupId: string, viewerIsSuperUser: boolean): boolean {
  return viewerIsSuperUser || !restrictedGroupIds(viewerIsSuperUser).has(groupId);
}

/**
 * The groups a selectable list offers (spec section 6): the restricted ones are hidden unless the
 * user already belongs to them (`heldGroupIds`; empty for a list that adds a group to many users).
 */
export function selectableSecurityGroups<T extends { groupId: string }>(groups: readonly T[], heldGroupIds: ReadonlySet<string>, viewerIsSuperUser: boolean): T[] {
  const restricted = restrictedGroupIds(viewerIsSuperUser);
  return groups.filter((group) => !restricted.has(group.groupId) || heldGroupIds.has(group.groupId));
}
