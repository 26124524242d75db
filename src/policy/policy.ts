/**
 * The change policy: who may change whom. The one place the rules live (issue 63); every write
 * path asks it in its planner, before anything is sent, and its runner takes only a plan it
 * cleared (./cleared.ts). No React, no OMS: the facts (the viewer's and the target's current
 * groups, read whole, and which groups hold super-user power) are read by src/oms and passed in.
 *
 * The rules, first that applies:
 * 1. Only a super user changes a super user (spec section 6 for groups; here for every change, the
 *    password, block, force logout, disable, contacts and scopes too). The reset email stays open
 *    to all: it goes to the address on file.
 * 2. Only a super user hands out super-user power: adding anyone to SUPER or to a group that holds
 *    APP_SUPER_USER's permission, granting or revoking that permission on any group.
 * 3. No one raises their own access unless a super user: no group, store or facility added to
 *    one's own user, no permission granted to a group one is a member of. Ending it stays allowed.
 * 4. A restricted group is never handed to someone who did not hold it (spec section 6: hidden
 *    unless the user already belongs). A restore gives back what an offboarding ended, restricted
 *    groups included, within rules 1-3.
 *
 * "Super user" is one thing for the viewer and the target: holding APP_SUPER_USER (src/catalog),
 * which a member of SUPER does, and so does a member of any group that holds its permission.
 */
import { mayDo, USERS_APP_GATES } from '../catalog/users-app';
import { permissionIdsOf } from '../catalog/expression';
import { SUPER_GROUP } from '../party/party';

/** Groups nobody hands out here (spec section 6), SUPER aside (rule 2 keeps it). */
export const RESTRICTED_GROUPS: readonly string[] = ['WAREHOUSE_MANAGER', 'STORE_ASSOCIATE', 'SECURITY_ADMIN', 'COMMERCEUSER'];

/** The permissions that make their holder a super user in this app (APP_SUPER_USER's expression). */
export const SUPER_POWER_PERMISSIONS: readonly string[] = permissionIdsOf(USERS_APP_GATES.APP_SUPER_USER);

/** The admin asking, with their current groups read whole. */
export interface PolicyViewer {
  userLoginId: string;
  partyId: string;
  permissionIds: ReadonlySet<string>;
  groupIds: ReadonlySet<string>;
}

/** What the policy decides with: the viewer and the groups that hold super-user power. */
export interface PolicyContext {
  viewer: PolicyViewer;
  /** Groups currently holding a permission of SUPER_POWER_PERMISSIONS (SUPER counts anyway). */
  superPowerGroupIds: ReadonlySet<string>;
}

/** The user a change is for. `groupIds`: every current group of all its logins, read whole. */
export interface PolicyTarget {
  /** Undefined for a user about to be made. */
  partyId?: string;
  groupIds: ReadonlySet<string>;
}

/** A change to one user. */
export type UserChange =
  | { kind: 'addGroup'; groupId: string }
  | { kind: 'removeGroup'; groupId: string }
  /** Give back a group an offboarding ended (the user held it). */
  | { kind: 'restoreGroup'; groupId: string }
  | { kind: 'password' | 'block' | 'unblock' | 'forceLogout' | 'disable' | 'enable' | 'createLogin' }
  | { kind: 'name' | 'contact' | 'picture' | 'favourites' }
  | { kind: 'addStore' | 'removeStore' | 'addFacility' | 'removeFacility' | 'picker' }
  | { kind: 'resetEmail' };

/** A change to a security group's grants. `memberOf`: whether the viewer is one of its members. */
export type GroupChange = { kind: 'grantPermission' | 'revokePermission'; groupId: string; permissionId: string };

export type PolicyReason = (typeof POLICY_REASONS)[keyof typeof POLICY_REASONS];

/** The policy's reasons: en-US texts, each its own i18n key (the groups' one is the spec's). */
export const POLICY_REASONS = {
  superTargetGroups: "You don't have permission to update the security group.",
  superTarget: 'Only a super user can change a super user.',
  superPower: 'Only a super user can give super-user access.',
  ownAccess: 'You cannot raise your own access: another admin has to do it.',
  restrictedGroup: 'This group is restricted: only users who already belong to it keep it.',
} as const;

export type Decision = { allowed: true } | { allowed: false; reason: PolicyReason };

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: PolicyReason): Decision => ({ allowed: false, reason });

/** Whether the viewer is a super user (the catalog's APP_SUPER_USER). */
export function isSuperViewer(context: PolicyContext): boolean {
  return mayDo('APP_SUPER_USER', context.viewer.permissionIds);
}

/** Whether a group gives super-user power to its members. */
export function givesSuperPower(context: PolicyContext, groupId: string): boolean {
  return groupId === SUPER_GROUP || context.superPowerGroupIds.has(groupId);
}

/** Whether a user in these groups is a super user. */
export function isSuperTarget(context: PolicyContext, groupIds: Iterable<string>): boolean {
  for (const groupId of groupIds) if (givesSuperPower(context, groupId)) return true;
  return false;
}

/** Whether the target is the viewer's own user. */
export function isViewersOwn(context: PolicyContext, target: Pick<PolicyTarget, 'partyId'>): boolean {
  return isOwnParty(target.partyId, context.viewer.partyId);
}

/** Whether a party is the viewer's own (any login of it), before the policy's facts are read. */
export function isOwnParty(partyId: string | undefined, viewerPartyId: string | undefined): boolean {
  return Boolean(partyId) && partyId === viewerPartyId;
}

const GROUP_CHANGES = new Set<UserChange['kind']>(['addGroup', 'removeGroup', 'restoreGroup']);
const RAISING = new Set<UserChange['kind']>(['addGroup', 'restoreGroup', 'addStore', 'addFacility']);

/** Whether the viewer may make this change to this user, or why not. */
export function decide(context: PolicyContext, target: PolicyTarget, change: UserChange): Decision {
  if (change.kind === 'resetEmail') return ALLOWED;
  if (isSuperViewer(context)) {
    // Rule 4 binds a super user too: a restricted group is only kept, never handed out.
    return change.kind === 'addGroup' && isRestrictedFor(context, target, change.groupId) ? refuse(POLICY_REASONS.restrictedGroup) : ALLOWED;
  }
  const own = isViewersOwn(context, target);
  // The viewer's own password is theirs to set (the Me tab); another super user's is not.
  if (own && change.kind === 'password') return ALLOWED;
  if (isSuperTarget(context, target.groupIds)) return refuse(GROUP_CHANGES.has(change.kind) ? POLICY_REASONS.superTargetGroups : POLICY_REASONS.superTarget);
  if ((change.kind === 'addGroup' || change.kind === 'restoreGroup') && givesSuperPower(context, change.groupId)) return refuse(POLICY_REASONS.superPower);
  if (own && RAISING.has(change.kind)) return refuse(POLICY_REASONS.ownAccess);
  if (change.kind === 'addGroup' && isRestrictedFor(context, target, change.groupId)) return refuse(POLICY_REASONS.restrictedGroup);
  return ALLOWED;
}

/** Whether the viewer may change this group's grants, or why not. */
export function decideGroup(context: PolicyContext, change: GroupChange): Decision {
  if (isSuperViewer(context)) return ALLOWED;
  if (SUPER_POWER_PERMISSIONS.includes(change.permissionId) || change.groupId === SUPER_GROUP) return refuse(POLICY_REASONS.superPower);
  if (change.kind === 'grantPermission' && context.viewer.groupIds.has(change.groupId)) return refuse(POLICY_REASONS.ownAccess);
  return ALLOWED;
}

/** A restricted group the target does not hold: one a list may not offer them. */
function isRestrictedFor(context: PolicyContext, target: PolicyTarget, groupId: string): boolean {
  if (target.groupIds.has(groupId)) return false;
  return RESTRICTED_GROUPS.includes(groupId) || (groupId === SUPER_GROUP && !isSuperViewer(context));
}

/**
 * The groups a list may offer to add to this user (or, `target` undefined, to anyone: bulk,
 * templates): each one `decide` allows. A list never shows a group it would refuse.
 */
export function offeredGroups<T extends { groupId: string }>(context: PolicyContext, target: PolicyTarget | undefined, groups: readonly T[]): T[] {
  const anyone: PolicyTarget = target ?? { groupIds: new Set() };
  return groups.filter((group) => anyone.groupIds.has(group.groupId) || decide(context, anyone, { kind: 'addGroup', groupId: group.groupId }).allowed);
}
