/**
 * Bulk actions on many users (issue 38): what each user's change is, or why it is skipped (no
 * login, nothing to change, the spec's gates), planned from bulk reads (src/oms/bulk-reads.ts);
 * then one user's change, through the calls the cards use, reading before it writes so a retry
 * or a resend changes nothing twice. ./run-pool.ts runs the users a few at a time.
 */
import { applyAssociationDiff, planAssociationDiff } from '../oms/association-diff';
import type { BulkLogin } from '../oms/bulk-reads';
import type { PartyLogin } from '../oms/logins';
import type { UserSecurityGroup } from '../oms/security-groups';
import { groupSteps, throwIfFailed } from './associations';
import type { AssociationCalls } from './associations';
import { assertCleared, clearPlan } from '../policy/cleared';
import type { Cleared, PlannedChange } from '../policy/cleared';
import { decide } from '../policy/policy';
import type { PolicyContext, PolicyTarget, UserChange } from '../policy/policy';
import { targetOf } from './policy-target';
import { KEPT_REASONS } from './offboard';
import type { OffboardStepId } from './offboard';

/** A change of one thing for every user (./bulk.ts plans and makes it). */
export type BulkChange = { kind: 'block' } | { kind: 'unblock' } | { kind: 'addGroup'; groupId: string } | { kind: 'removeGroup'; groupId: string };

/** A change, or offboarding every user (./bulk-offboard.ts plans it, ./offboard-user.ts runs it). */
export type BulkAction = BulkChange | { kind: 'offboard'; disableParty: boolean };

export interface BulkUser {
  partyId: string;
  name: string;
  partyDisabled: boolean;
}

/** The spec's gates (src/catalog); who may change whom is the change policy's (src/policy). */
export interface BulkGates {
  /** APP_UPDT_BLOCK_LOGIN. */
  blockLogin: boolean;
  /** APP_SECURITY_GROUP_CREATE. */
  groups: boolean;
}

/** One user's line of the preview: the change, or why it is skipped (en-US texts, their own i18n keys). */
export interface BulkLine {
  partyId: string;
  name: string;
  userLoginId?: string;
  /** Set when the user is skipped. */
  skipped?: string;
  params?: Record<string, string>;
  /** An offboarding's steps for this user, each with how many rows or logins it ends (./bulk-offboard.ts). */
  ends?: ReadonlyArray<{ id: OffboardStepId; count: number }>;
  /** Why an offboarding keeps some of the user's access (each reason once; en-US texts, their own i18n keys). */
  kept?: readonly string[];
  /** The groups an offboarding ends that a restore by this viewer could not give back (./offboard.ts's notGivenBack). */
  notGivenBack?: readonly string[];
  /** The user as the change policy decides on them: every current group of all their logins, read whole. */
  target?: PolicyTarget;
}

/** A bulk run's plan: the action and every user's line, cleared by the change policy (`clearBulk`). */
export interface BulkPlan {
  action: BulkAction;
  lines: readonly BulkLine[];
}

export const BULK_SKIPS = {
  noLogin: 'No login.',
  alreadyBlocked: 'Already blocked.',
  notBlocked: 'Not blocked.',
  alreadyMember: 'Already a member.',
  notMember: 'Not a member.',
} as const;

/**
 * What a change does to a user: `plan` in the preview, `done` once made (the results file). en-US
 * texts, their own i18n keys; `{{group}}`: the group's name as shown.
 */
export const BULK_CHANGE_TEXTS: Record<BulkChange['kind'], { plan: string; done: string }> = {
  block: { plan: 'The login will be blocked.', done: 'The login was blocked.' },
  unblock: { plan: 'The login will be unblocked.', done: 'The login was unblocked.' },
  addGroup: { plan: 'Will be added to {{group}}.', done: 'Added to {{group}}.' },
  removeGroup: { plan: 'Will be removed from {{group}}.', done: 'Removed from {{group}}.' },
};

/**
 * Each user's line for `action`, from their logins and current groups: the spec's gates, then the
 * change policy (the user's groups: every login's), then what is already so. Pure.
 */
export function planBulk(action: BulkChange, users: readonly BulkUser[], logins: readonly BulkLogin[], groups: readonly UserSecurityGroup[], gates: BulkGates, policy: PolicyContext): BulkLine[] {
  const loginOf = new Map<string, BulkLogin>();
  const partyOf = new Map<string, string>();
  for (const login of logins) {
    if (!loginOf.has(login.partyId)) loginOf.set(login.partyId, login);
    partyOf.set(login.userLoginId, login.partyId);
  }
  const groupsOf = new Map<string, Set<string>>();
  const partyGroups = new Map<string, UserSecurityGroup[]>();
  for (const group of groups) {
    groupsOf.set(group.userLoginId, (groupsOf.get(group.userLoginId) ?? new Set()).add(group.groupId));
    const partyId = partyOf.get(group.userLoginId);
    if (partyId) partyGroups.set(partyId, [...(partyGroups.get(partyId) ?? []), group]);
  }
  return users.map((user) => {
    const login = loginOf.get(user.partyId);
    const target = targetOf(user.partyId, partyGroups.get(user.partyId) ?? []);
    const line: BulkLine = { partyId: user.partyId, name: user.name, userLoginId: login?.userLoginId, target };
    const skip = (reason: string, params?: Record<string, string>): BulkLine => ({ ...line, skipped: reason, ...(params ? { params } : {}) });
    if (!login) return skip(BULK_SKIPS.noLogin);
    const blocked = login.enabled === 'N';
    const held = groupsOf.get(login.userLoginId) ?? new Set<string>();
    const decision = decide(policy, target, action);
    switch (action.kind) {
      case 'block':
      case 'unblock':
        if (!gates.blockLogin) return skip(KEPT_REASONS.noBlockPermission);
        if (!decision.allowed) return skip(decision.reason);
        // The spec changes the block of an enabled user only.
        if (user.partyDisabled) return skip(KEPT_REASONS.partyAlreadyDisabled);
        if (action.kind === 'block' && blocked) return skip(BULK_SKIPS.alreadyBlocked);
        if (action.kind === 'unblock' && !blocked) return skip(BULK_SKIPS.notBlocked);
        return line;
      case 'addGroup':
      case 'removeGroup':
        if (!gates.groups) return skip(KEPT_REASONS.noGroupPermission);
        if (action.kind === 'addGroup' && held.has(action.groupId)) return skip(BULK_SKIPS.alreadyMember);
        if (!decision.allowed) return skip(decision.reason);
        if (action.kind === 'removeGroup' && !held.has(action.groupId)) return skip(BULK_SKIPS.notMember);
        return line;
    }
  });
}

/** What a line changes of its user, as the change policy decides it (an offboarding's: each step's). */
export function lineChanges(action: BulkAction, line: BulkLine): UserChange[] {
  if (action.kind !== 'offboard') return [action];
  const changes: UserChange[] = [];
  for (const end of line.ends ?? []) {
    if (end.id === 'blockLogin') changes.push({ kind: 'block' });
    else if (end.id === 'forceLogout') changes.push({ kind: 'forceLogout' });
    else if (end.id === 'groups') changes.push(...[...(line.target?.groupIds ?? [])].map((groupId): UserChange => ({ kind: 'removeGroup', groupId })));
    else if (end.id === 'productStores') changes.push({ kind: 'removeStore' });
    else if (end.id === 'facilities') changes.push({ kind: 'removeFacility' });
    else if (end.id === 'pickerRole') changes.push({ kind: 'picker' });
    else changes.push({ kind: 'disable' });
  }
  return changes;
}

/**
 * The run's plan: each user's changes asked of the change policy again (`policy`: facts read as the
 * run starts); a line it now refuses is skipped with the reason, the rest is the cleared plan.
 */
export function clearBulk(policy: PolicyContext, action: BulkAction, lines: readonly BulkLine[]): Cleared<BulkPlan> {
  const targetOfLine = (line: BulkLine): PolicyTarget => line.target ?? { partyId: line.partyId, groupIds: new Set<string>() };
  const decided = lines.map((line): BulkLine => {
    if (line.skipped) return line;
    for (const change of lineChanges(action, line)) {
      const decision = decide(policy, targetOfLine(line), change);
      if (!decision.allowed) return { ...line, skipped: decision.reason, params: undefined };
    }
    return line;
  });
  const changes: PlannedChange[] = decided.filter((line) => !line.skipped).flatMap((line) => lineChanges(action, line).map((change) => ({ target: targetOfLine(line), change })));
  return clearPlan(policy, { action, lines: decided }, changes);
}

/** The calls one user's change makes (bound to the session's client by the caller). */
export interface BulkCalls extends AssociationCalls {
  findPartyLogins(partyId: string): Promise<PartyLogin[]>;
  updateUserLoginStatus(request: { partyId: string; userLoginId: string; enabled: 'Y' | 'N' }): Promise<void>;
  findUserGroups(userLoginId: string): Promise<UserSecurityGroup[]>;
}

/**
 * Makes one user's change of a cleared plan; what is already so is left as it is. Rejects with the
 * OMS's error; a plan the change policy did not clear, or a line not in it, throws before anything is sent.
 */
export async function runBulkLine(plan: Cleared<BulkPlan>, line: BulkLine, calls: BulkCalls, now: () => number): Promise<void> {
  assertCleared(plan);
  const { action } = plan;
  if (action.kind === 'offboard' || !plan.lines.includes(line)) throw new Error('The line is not a change of this plan.');
  const { userLoginId, partyId } = line;
  if (line.skipped || !userLoginId) return;
  if (action.kind === 'block' || action.kind === 'unblock') {
    const enabled = action.kind === 'block' ? 'N' : 'Y';
    const login = (await calls.findPartyLogins(partyId)).find((entry) => entry.userLoginId === userLoginId);
    if (login && (login.enabled === 'N') === (enabled === 'N')) return;
    await calls.updateUserLoginStatus({ partyId, userLoginId, enabled });
    return;
  }
  if (action.kind === 'removeGroup') return endLoginGroups(calls, userLoginId, [action.groupId], now);
  const held = await calls.findUserGroups(userLoginId);
  const wanted = [...held.map((group) => group.groupId), action.groupId];
  throwIfFailed(await applyAssociationDiff(planAssociationDiff(held, wanted, (group) => group.groupId), groupSteps(calls, userLoginId), { now }));
}

/**
 * Ends the login's memberships of `groupIds` (the access review's 'Remove groups'), read first: a
 * group already ended is left as it is, so a retry or a resend ends nothing twice.
 */
export async function endLoginGroups(calls: BulkCalls, userLoginId: string, groupIds: readonly string[], now: () => number): Promise<void> {
  const held = await calls.findUserGroups(userLoginId);
  const wanted = held.map((group) => group.groupId).filter((id) => !groupIds.includes(id));
  throwIfFailed(await applyAssociationDiff(planAssociationDiff(held, wanted, (group) => group.groupId), groupSteps(calls, userLoginId), { now }));
}
