/**
 * Restore access (issue 38): for a user offboarded here, the rows the offboarding ended are the
 * OMS's own — every product store and facility row it ended carries its one thruDate
 * (./offboard.ts), and the security groups it ended were ended by the OMS in the minutes after.
 * The restore re-adds exactly those that are not current again (new rows; the ended ones stay as
 * history), enables a user the offboarding disabled, and then unblocks the login (last, so a restore that fails part-way leaves the login
 * blocked and resumable), through the same checklist runner and association steps.
 */
import { applyAssociationDiff, planAssociationDiff } from '../oms/association-diff';
import type { UserFacility } from '../oms/facilities';
import type { PartyLogin } from '../oms/logins';
import type { SecurityGroupHistoryEntry, UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import { facilitySteps, groupSteps, storeSteps, throwIfFailed } from './associations';
import type { AssociationSteps } from '../oms/association-diff';
import type { AssociationCalls } from './associations';
import { runChecklist } from './checklist';
import type { ChecklistState } from './checklist';
import type { KeptItem, OffboardGates } from './offboard';
import { KEPT_REASONS } from './offboard';
import { assertCleared, clearPlan } from '../policy/cleared';
import type { Cleared } from '../policy/cleared';
import { decide } from '../policy/policy';
import type { PolicyContext, PolicyReason, UserChange } from '../policy/policy';
import { targetOf } from './policy-target';

type Ended<T> = T & { thruDate: number };

/** The rows a user's offboardings ended: group memberships, store roles, facility rows. */
export interface EndedRows {
  groups: readonly SecurityGroupHistoryEntry[];
  stores: readonly Ended<UserProductStore>[];
  facilities: readonly Ended<UserFacility>[];
}

/** How long after the offboarding's moment the OMS may have ended its groups (its run and retries). */
export const GROUP_END_WINDOW_MS = 15 * 60_000;
/** The OMS clock as the app learns it can be this far off: a group end may look this early. */
const CLOCK_SLACK_MS = 60_000;

/** The last offboarding: its moment and the rows it ended. */
export interface Offboarding {
  thruDate: number;
  groups: SecurityGroupHistoryEntry[];
  stores: Ended<UserProductStore>[];
  facilities: Ended<UserFacility>[];
}

/** The last offboarding found in the ended rows, or null when nothing was ended. Pure. */
export function lastOffboarding(ended: EndedRows): Offboarding | null {
  const rowEnds = [...ended.stores, ...ended.facilities].map((row) => row.thruDate);
  const groupEnds = ended.groups.flatMap((group) => (group.thruDate ? [group.thruDate] : []));
  if (rowEnds.length === 0 && groupEnds.length === 0) return null;
  // Stores and facilities carry the offboarding's own moment; without any, the groups' last end.
  const thruDate = rowEnds.length > 0 ? Math.max(...rowEnds) : Math.max(...groupEnds);
  const [from, to] = rowEnds.length > 0 ? [thruDate - CLOCK_SLACK_MS, thruDate + GROUP_END_WINDOW_MS] : [thruDate - GROUP_END_WINDOW_MS, thruDate];
  return {
    thruDate,
    groups: ended.groups.filter((group) => group.thruDate !== undefined && group.thruDate >= from && group.thruDate <= to),
    stores: ended.stores.filter((row) => row.thruDate === thruDate),
    facilities: ended.facilities.filter((row) => row.thruDate === thruDate),
  };
}

export type RestoreStepId = 'enableParty' | 'unblockLogin' | 'groups' | 'productStores' | 'facilities';

export type RestoreStep =
  | { id: 'enableParty'; dependsOn: [] }
  | { id: 'unblockLogin'; dependsOn: RestoreStepId[]; userLoginIds: string[] }
  | { id: 'groups'; dependsOn: []; userLoginId: string; groupIds: string[] }
  | { id: 'productStores'; dependsOn: []; adds: Array<{ productStoreId: string; roleTypeId: string; storeName?: string }> }
  | { id: 'facilities'; dependsOn: []; adds: Array<{ facilityId: string; roleTypeId: string; facilityName?: string }> };

export const RESTORE_STEP_LABELS: Record<RestoreStepId, string> = {
  enableParty: 'Enable the user',
  unblockLogin: 'Unblock the login',
  groups: 'Add the security groups again',
  productStores: 'Add the product stores again',
  facilities: 'Add the facilities again',
};

export interface RestoreFacts {
  /** The user restored (the change policy's target). */
  partyId?: string;
  partyDisabled: boolean;
  logins: readonly PartyLogin[];
  current: { groups: readonly UserSecurityGroup[]; stores: readonly UserProductStore[]; facilities: readonly UserFacility[] };
  offboarding: Offboarding | null;
}

/** The kept item of a disabled party that stays disabled (its id names no row). */
export const DISABLED_PARTY_ID = 'PARTY_DISABLED';

/** A restore's plan: the steps, and what does not come back, with why. */
export interface RestorePlan {
  steps: RestoreStep[];
  kept: KeptItem[];
}

/** What each step gives back, as the change policy decides it. */
export function restoreChanges(steps: readonly RestoreStep[]): UserChange[] {
  return steps.flatMap((step): UserChange[] => {
    if (step.id === 'enableParty') return [{ kind: 'enable' }];
    if (step.id === 'unblockLogin') return [{ kind: 'unblock' }];
    if (step.id === 'groups') return step.groupIds.map((groupId) => ({ kind: 'restoreGroup', groupId }));
    if (step.id === 'productStores') return [{ kind: 'addStore' }];
    return [{ kind: 'addFacility' }];
  });
}

/**
 * What the restore re-adds (what the offboarding ended and is not current again), and what it
 * cannot, with why: the spec's gates, then the change policy (rule 4: a restore gives back what the
 * offboarding ended, restricted groups included, within rules 1-3 — a non-super viewer restores no
 * super user, as the user was before the offboarding, and gives back no super-user power; no one
 * gives back their own access). Each refused item is kept with the policy's reason. A disabled user (the offboarding's 'Also disable the user') is enabled again
 * first, by a viewer who may (the gate of 'Disable user', APP_UPDT_BLOCK_LOGIN): the spec unblocks
 * only an enabled user's login. Pure.
 */
export function planRestore(facts: RestoreFacts, gates: OffboardGates, policy: PolicyContext): Cleared<RestorePlan> {
  const steps: RestoreStep[] = [];
  const kept: KeptItem[] = [];
  // The user as they were: their current groups and those the offboarding ended.
  const target = targetOf(facts.partyId, [...facts.current.groups, ...(facts.offboarding?.groups ?? [])]);
  const refusal = (change: UserChange): PolicyReason | undefined => {
    const decision = decide(policy, target, change);
    return decision.allowed ? undefined : decision.reason;
  };
  const blocked = facts.logins.filter((login) => login.enabled === 'N').map((login) => login.userLoginId);
  let unblock: Extract<RestoreStep, { id: 'unblockLogin' }> | undefined;
  if (facts.partyDisabled) {
    const reason = gates.blockLogin ? refusal({ kind: 'enable' }) : KEPT_REASONS.noEnablePermission;
    if (!reason) steps.push({ id: 'enableParty', dependsOn: [] });
    else kept.push({ kind: 'party', id: DISABLED_PARTY_ID, reason });
  }
  if (blocked.length > 0) {
    const reason = gates.blockLogin ? refusal({ kind: 'unblock' }) : KEPT_REASONS.noBlockPermission;
    if (reason) blocked.forEach((id) => kept.push({ kind: 'login', id, reason }));
    else unblock = { id: 'unblockLogin', dependsOn: [], userLoginIds: blocked };
  }
  const cleared = () => {
    const plan: RestorePlan = { steps: withUnblock(), kept };
    return clearPlan(policy, plan, restoreChanges(plan.steps).map((change) => ({ target, change })));
  };
  // The unblock comes last, once the user is enabled and every add is done: until then the login
  // stays blocked, and its card keeps offering 'Restore access…' (shown for a blocked login) to finish what is left.
  const withUnblock = () => (unblock ? [...steps, { ...unblock, dependsOn: steps.map((step) => step.id) }] : steps);
  const ended = facts.offboarding;
  if (!ended) return cleared();
  const login = facts.logins[0]?.userLoginId;
  const heldGroups = new Set(facts.current.groups.filter((group) => group.userLoginId === login).map((group) => group.groupId));
  const groupIds = [...new Set(ended.groups.filter((group) => group.userLoginId === login && !heldGroups.has(group.groupId)).map((group) => group.groupId))];
  if (login && groupIds.length > 0) {
    // The user held them: what the change policy lets this viewer give back comes back, the rest is said.
    const allowed = groupIds.filter((groupId) => !refusal({ kind: 'restoreGroup', groupId }));
    for (const id of groupIds.filter((groupId) => !allowed.includes(groupId))) kept.push({ kind: 'group', id, reason: refusal({ kind: 'restoreGroup', groupId: id }) ?? KEPT_REASONS.restrictedGroup });
    if (!gates.groups) allowed.forEach((id) => kept.push({ kind: 'group', id, reason: KEPT_REASONS.noGroupPermission }));
    else if (allowed.length > 0) steps.push({ id: 'groups', dependsOn: [], userLoginId: login, groupIds: allowed });
  }
  const heldStores = new Set(facts.current.stores.map((store) => `${store.productStoreId}/${store.roleTypeId}`));
  const stores = ended.stores.filter((store) => !heldStores.has(`${store.productStoreId}/${store.roleTypeId}`));
  if (stores.length > 0) {
    const reason = gates.productStores ? refusal({ kind: 'addStore' }) : KEPT_REASONS.noStorePermission;
    if (!reason) steps.push({ id: 'productStores', dependsOn: [], adds: stores.map(({ productStoreId, roleTypeId, storeName }) => ({ productStoreId, roleTypeId, storeName })) });
    else stores.forEach((store) => kept.push({ kind: 'productStore', id: store.productStoreId, reason }));
  }
  const heldFacilities = new Set(facts.current.facilities.map((facility) => `${facility.facilityId}/${facility.roleTypeId}`));
  const facilities = ended.facilities.filter((facility) => !heldFacilities.has(`${facility.facilityId}/${facility.roleTypeId}`));
  if (facilities.length > 0) {
    const reason = gates.integration ? KEPT_REASONS.integration : gates.facilities ? refusal({ kind: 'addFacility' }) : KEPT_REASONS.noFacilityPermission;
    if (!reason) steps.push({ id: 'facilities', dependsOn: [], adds: facilities.map(({ facilityId, roleTypeId, facilityName }) => ({ facilityId, roleTypeId, facilityName })) });
    else facilities.forEach((facility) => kept.push({ kind: 'facility', id: facility.facilityId, reason }));
  }
  return cleared();
}

/** The OMS calls a restore makes (bound by ./offboard-calls.ts). */
export interface RestoreCalls extends AssociationCalls {
  findPartyLogins(partyId: string): Promise<PartyLogin[]>;
  updateUserLoginStatus(request: { partyId: string; userLoginId: string; enabled: 'Y' | 'N' }): Promise<void>;
  findUserGroups(userLoginId: string): Promise<UserSecurityGroup[]>;
  findUserProductStores(partyId: string): Promise<UserProductStore[]>;
  findUserFacilities(partyId: string): Promise<UserFacility[]>;
  isPartyDisabled(partyId: string): Promise<boolean>;
  enableParty(partyId: string): Promise<void>;
}

export type RestoreState = readonly ChecklistState<RestoreStepId>[];

/** Adds back, role by role, the items not held again (adds only: what is held stays as it is). */
async function addBack<Row extends { roleTypeId: string; fromDate?: number }>(
  held: readonly Row[],
  adds: ReadonlyArray<{ key: string; roleTypeId: string }>,
  keyOf: (row: Row) => string,
  stepsFor: (roleTypeId: string) => AssociationSteps<Row>,
  options: { now: () => number },
): Promise<void> {
  for (const roleTypeId of new Set(adds.map((add) => add.roleTypeId))) {
    const inRole = held.filter((row) => row.roleTypeId === roleTypeId);
    const wanted = [...inRole.map(keyOf), ...adds.filter((add) => add.roleTypeId === roleTypeId).map((add) => add.key)];
    throwIfFailed(await applyAssociationDiff({ ...planAssociationDiff(inRole, wanted, keyOf), end: [] }, stepsFor(roleTypeId), options));
  }
}

async function runStep(step: RestoreStep, partyId: string, now: () => number, calls: RestoreCalls): Promise<void> {
  const options = { now };
  switch (step.id) {
    case 'enableParty':
      if (await calls.isPartyDisabled(partyId)) await calls.enableParty(partyId);
      return;
    case 'unblockLogin': {
      const logins = await calls.findPartyLogins(partyId);
      for (const login of logins.filter((entry) => step.userLoginIds.includes(entry.userLoginId) && entry.enabled === 'N')) {
        await calls.updateUserLoginStatus({ partyId, userLoginId: login.userLoginId, enabled: 'Y' });
      }
      return;
    }
    case 'groups': {
      // Adds only: what is held again (a retry, a resend) is left as it is.
      const held = await calls.findUserGroups(step.userLoginId);
      const plan = { ...planAssociationDiff(held, [...held.map((group) => group.groupId), ...step.groupIds], (group) => group.groupId), end: [] };
      throwIfFailed(await applyAssociationDiff(plan, groupSteps(calls, step.userLoginId), options));
      return;
    }
    case 'productStores':
      await addBack(await calls.findUserProductStores(partyId), step.adds.map((add) => ({ key: add.productStoreId, roleTypeId: add.roleTypeId })), (store) => store.productStoreId, (roleTypeId) => storeSteps(calls, partyId, roleTypeId), options);
      return;
    case 'facilities':
      await addBack(await calls.findUserFacilities(partyId), step.adds.map((add) => ({ key: add.facilityId, roleTypeId: add.roleTypeId })), (facility) => facility.facilityId, (roleTypeId) => facilitySteps(calls, partyId, roleTypeId), options);
      return;
  }
}

/** Runs a cleared restore's checklist (./checklist.ts); never rejects: failures are in the states. An uncleared plan throws, nothing sent. */
export async function runRestore(plan: Cleared<RestorePlan>, context: { partyId: string; now: () => number }, calls: RestoreCalls, previous: RestoreState, onChange: (state: RestoreState) => void): Promise<RestoreState> {
  assertCleared(plan);
  return runChecklist<RestoreStepId, RestoreStep>(plan.steps, (step) => runStep(step, context.partyId, context.now, calls), previous, onChange);
}
