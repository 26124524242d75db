/**
 * Offboarding (issue 38): everything that gives a user access, ended in one checklist — the logins
 * blocked and their sessions ended, every current security group, product store role and facility
 * membership ended, the picker role removed, and optionally the party disabled (the spec's
 * 'Disable user'). The plan is made from facts read fresh from the OMS and the viewer's gates (the
 * spec's, per step, evaluated by the caller through src/catalog); what the viewer may not end is
 * kept, with why. The run is ./checklist.ts's: independent steps at once, a failed step retried
 * alone, each step reading before it writes so a retry or a resend sends only what is missing.
 * Store and facility rows are ended with the offboarding's own thruDate, so the rows it ended are
 * the OMS's own record of it.
 */
import { applyAssociationDiff, planAssociationDiff } from '../oms/association-diff';
import type { UserFacility } from '../oms/facilities';
import type { PartyLogin } from '../oms/logins';
import type { UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import { facilitySteps, groupSteps, storeSteps, throwIfFailed } from './associations';
import type { AssociationCalls } from './associations';
import { runChecklist } from './checklist';
import type { ChecklistState } from './checklist';
import { PICKER_ROLE } from './roles';
import { assertCleared, clearPlan } from '../policy/cleared';
import type { Cleared } from '../policy/cleared';
import { decide } from '../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from '../policy/policy';
import { targetOf } from './policy-target';

/** What offboarding reads of a user before it plans (all current rows). */
export interface OffboardFacts {
  partyId: string;
  /** PERSON or PARTY_GROUP: how the party is disabled. */
  partyTypeId?: string;
  partyDisabled: boolean;
  logins: readonly PartyLogin[];
  /** The current groups of every login. */
  groups: readonly UserSecurityGroup[];
  productStores: readonly UserProductStore[];
  facilities: readonly UserFacility[];
  picker: {
    held: boolean;
    /** FacilityParty rows (current or ended) in the picker role refer to it: the OMS will not delete it. */
    referenced: boolean;
  };
}

/** What the viewer may do, per step (the spec's gates, from src/catalog); who may change whom is the change policy's. */
export interface OffboardGates {
  /** APP_UPDT_BLOCK_LOGIN: block, force logout, disable. */
  blockLogin: boolean;
  /** APP_SECURITY_GROUP_CREATE. */
  groups: boolean;
  /** APP_UPDT_PRODUCT_STORE_CONFG. */
  productStores: boolean;
  /** APP_UPDT_FULFILLMENT_FACILITY. */
  facilities: boolean;
  /** The user is in INTEGRATION: the spec leaves their facilities as they are. */
  integration: boolean;
  /** APP_UPDT_PICKER_CONFG. */
  picker: boolean;
}

export type OffboardStepId = 'blockLogin' | 'forceLogout' | 'groups' | 'productStores' | 'facilities' | 'pickerRole' | 'disableParty';

export type OffboardStep =
  | { id: 'blockLogin'; dependsOn: []; userLoginIds: string[] }
  | { id: 'forceLogout'; dependsOn: OffboardStepId[]; userLoginIds: string[] }
  | { id: 'groups'; dependsOn: []; ends: UserSecurityGroup[] }
  | { id: 'productStores'; dependsOn: []; ends: UserProductStore[] }
  | { id: 'facilities'; dependsOn: []; ends: UserFacility[] }
  | { id: 'pickerRole'; dependsOn: OffboardStepId[] }
  | { id: 'disableParty'; dependsOn: OffboardStepId[] };

/** Something offboarding leaves as it is, and why (en-US texts, their own i18n keys). */
export interface KeptItem {
  kind: 'login' | 'group' | 'productStore' | 'facility' | 'pickerRole' | 'party';
  id: string;
  reason: string;
}

export const KEPT_REASONS = {
  noBlockPermission: 'You may not block logins.',
  partyAlreadyDisabled: 'The user is disabled: only an enabled user’s login can be blocked.',
  noGroupPermission: "You don't have permission to update the security group.",
  noStorePermission: 'You may not change product stores.',
  noFacilityPermission: 'You may not change facilities.',
  integration: 'A user in INTEGRATION keeps their facilities.',
  noPickerPermission: 'You may not change the picker role.',
  pickerReferenced: 'Their facility history refers to the picker role, so the OMS keeps it; without a current facility they pick nowhere.',
  restrictedGroup: 'Only a super user may give back a restricted group: it does not come back.',
  noEnablePermission: 'You may not enable users: the user stays disabled.',
} as const;

/** The warning of an offboarding that ends groups a restore by this viewer could not give back (en-US text, its own i18n key). */
export const NOT_GIVEN_BACK = 'You could not give back {{groups}} in a restore: only a super user may give back a restricted group.';

/** What each step ends, as a preview's 'Ends: …' lists it (en-US texts, their own i18n keys). */
export const OFFBOARD_ENDS_LABELS: Record<OffboardStepId, string> = {
  blockLogin: 'the login (blocked)',
  forceLogout: 'its sessions',
  groups: 'the security groups',
  productStores: 'the product stores',
  facilities: 'the facilities',
  pickerRole: 'the picker role',
  disableParty: 'the user (disabled)',
};

/** What each step is called on screen (en-US texts, their own i18n keys). */
export const OFFBOARD_STEP_LABELS: Record<OffboardStepId, string> = {
  blockLogin: 'Block the login',
  forceLogout: 'End its sessions (force logout)',
  groups: 'End the security groups',
  productStores: 'End the product stores',
  facilities: 'End the facilities',
  pickerRole: 'Remove the picker role',
  disableParty: 'Disable the user',
};

export interface OffboardPlan {
  steps: OffboardStep[];
  kept: KeptItem[];
  /** The groups it ends that a restore by this viewer could not give back (the change policy's): warned of beforehand. */
  notGivenBack: string[];
  /** The change policy's reason when it refuses the offboarding (a super user by a non-super viewer): nothing runs. */
  refused?: PolicyReason;
  /** The user as the policy decided on them (every login's current groups). */
  target?: PolicyTarget;
}

/** What each step changes of the user, as the change policy decides it. */
export function offboardChanges(steps: readonly OffboardStep[]): UserChange[] {
  return steps.flatMap((step): UserChange[] => {
    switch (step.id) {
      case 'blockLogin':
        return [{ kind: 'block' }];
      case 'forceLogout':
        return [{ kind: 'forceLogout' }];
      case 'groups':
        return step.ends.map((group) => ({ kind: 'removeGroup', groupId: group.groupId }));
      case 'productStores':
        return [{ kind: 'removeStore' }];
      case 'facilities':
        return [{ kind: 'removeFacility' }];
      case 'pickerRole':
        return [{ kind: 'picker' }];
      case 'disableParty':
        return [{ kind: 'disable' }];
    }
  });
}

/**
 * The steps that end the user's access, and what is kept, cleared by the change policy: an
 * offboarding the policy refuses any part of (a super user by a non-super viewer: block, logout,
 * groups, disable all are rule 1) is refused as a whole, with the reason. Pure.
 */
export function planOffboarding(facts: OffboardFacts, gates: OffboardGates, policy: PolicyContext, options: { disableParty: boolean }): Cleared<OffboardPlan> {
  const target = targetOf(facts.partyId, facts.groups);
  const plan = planSteps(facts, gates, options);
  for (const change of offboardChanges(plan.steps)) {
    const decision = decide(policy, target, change);
    if (!decision.allowed) return clearPlan(policy, { steps: [], kept: [{ kind: 'party', id: facts.partyId, reason: decision.reason }], notGivenBack: [], refused: decision.reason, target }, []);
  }
  // What a restore by this viewer could not give back of the groups it ends (the policy's restoreGroup).
  const ended = plan.steps.find((step) => step.id === 'groups')?.ends ?? [];
  const notGivenBack = [...new Set(ended.map((group) => group.groupId))].filter((groupId) => !decide(policy, target, { kind: 'restoreGroup', groupId }).allowed);
  return clearPlan(policy, { ...plan, notGivenBack, target }, offboardChanges(plan.steps).map((change) => ({ target, change })));
}

function planSteps(facts: OffboardFacts, gates: OffboardGates, options: { disableParty: boolean }): Omit<OffboardPlan, 'notGivenBack'> {
  const steps: OffboardStep[] = [];
  const kept: KeptItem[] = [];
  const keep = (kind: KeptItem['kind'], ids: readonly string[], reason: string) => ids.forEach((id) => kept.push({ kind, id, reason }));

  const toBlock = facts.logins.filter((login) => login.enabled !== 'N').map((login) => login.userLoginId);
  const toLogOut = facts.logins.filter((login) => login.hasLoggedOut !== 'Y').map((login) => login.userLoginId);
  if (!gates.blockLogin) keep('login', [...new Set([...toBlock, ...toLogOut])], KEPT_REASONS.noBlockPermission);
  else {
    // The spec blocks only an enabled user's login.
    if (toBlock.length > 0 && facts.partyDisabled) keep('login', toBlock, KEPT_REASONS.partyAlreadyDisabled);
    else if (toBlock.length > 0) steps.push({ id: 'blockLogin', dependsOn: [], userLoginIds: toBlock });
    // Logged out after the block, so no new session starts in between.
    if (toLogOut.length > 0) steps.push({ id: 'forceLogout', dependsOn: steps.some((step) => step.id === 'blockLogin') ? ['blockLogin'] : [], userLoginIds: toLogOut });
  }

  const groupIds = (groups: readonly UserSecurityGroup[]) => groups.map((group) => `${group.userLoginId}/${group.groupId}`);
  if (facts.groups.length > 0) {
    if (!gates.groups) keep('group', groupIds(facts.groups), KEPT_REASONS.noGroupPermission);
    else steps.push({ id: 'groups', dependsOn: [], ends: [...facts.groups] });
  }
  if (facts.productStores.length > 0) {
    if (gates.productStores) steps.push({ id: 'productStores', dependsOn: [], ends: [...facts.productStores] });
    else keep('productStore', facts.productStores.map((store) => store.productStoreId), KEPT_REASONS.noStorePermission);
  }
  if (facts.facilities.length > 0) {
    const ids = facts.facilities.map((facility) => facility.facilityId);
    if (gates.integration) keep('facility', ids, KEPT_REASONS.integration);
    else if (!gates.facilities) keep('facility', ids, KEPT_REASONS.noFacilityPermission);
    else steps.push({ id: 'facilities', dependsOn: [], ends: [...facts.facilities] });
  }
  if (facts.picker.held) {
    const pickerFacilities = facts.facilities.some((facility) => facility.roleTypeId === PICKER_ROLE);
    if (!gates.picker) keep('pickerRole', [PICKER_ROLE], KEPT_REASONS.noPickerPermission);
    else if (facts.picker.referenced || pickerFacilities) keep('pickerRole', [PICKER_ROLE], KEPT_REASONS.pickerReferenced);
    else steps.push({ id: 'pickerRole', dependsOn: [] });
  }
  if (options.disableParty && !facts.partyDisabled && gates.blockLogin) {
    // Last: the block needs the party still enabled.
    steps.push({ id: 'disableParty', dependsOn: steps.filter((step) => step.id === 'blockLogin').map((step) => step.id) });
  }
  return { steps, kept };
}

/** The OMS calls an offboarding makes (bound to the session's client by the caller). */
export interface OffboardCalls extends AssociationCalls {
  findPartyLogins(partyId: string): Promise<PartyLogin[]>;
  updateUserLoginStatus(request: { partyId: string; userLoginId: string; enabled: 'Y' | 'N' }): Promise<void>;
  forceLogout(userLoginId: string): Promise<void>;
  findUserGroups(userLoginId: string): Promise<UserSecurityGroup[]>;
  findUserProductStores(partyId: string): Promise<UserProductStore[]>;
  findUserFacilities(partyId: string): Promise<UserFacility[]>;
  hasPartyRole(partyId: string, roleTypeId: string): Promise<boolean>;
  deletePartyRole(request: { partyId: string; roleTypeId: string }): Promise<void>;
  isPartyDisabled(partyId: string): Promise<boolean>;
  disableParty(partyId: string): Promise<void>;
}

export interface OffboardContext {
  partyId: string;
  /** The offboarding's moment: every store and facility row it ends gets this thruDate. */
  thruDate: number;
  now: () => number;
}

export type OffboardState = readonly ChecklistState<OffboardStepId>[];

/** Ends, of the planned rows, those still current (a retry or a resend ends nothing twice). */
async function endStillCurrent<T>(planned: readonly T[], current: readonly T[], key: (row: T) => string, end: (row: T) => Promise<unknown>): Promise<void> {
  const currentKeys = new Set(current.map(key));
  const outcomes = await Promise.all(
    planned.filter((row) => currentKeys.has(key(row))).map((row) => end(row).then(() => ({ status: 'done' }), (error: unknown) => ({ status: 'failed', error }))),
  );
  throwIfFailed({ anyFailed: outcomes.some((outcome) => outcome.status === 'failed'), outcomes });
}

async function runStep(step: OffboardStep, context: OffboardContext, calls: OffboardCalls): Promise<void> {
  const { partyId, thruDate } = context;
  switch (step.id) {
    case 'blockLogin': {
      const logins = await calls.findPartyLogins(partyId);
      const open = logins.filter((login) => step.userLoginIds.includes(login.userLoginId) && login.enabled !== 'N');
      for (const login of open) await calls.updateUserLoginStatus({ partyId, userLoginId: login.userLoginId, enabled: 'N' });
      return;
    }
    case 'forceLogout': {
      const logins = await calls.findPartyLogins(partyId);
      const open = logins.filter((login) => step.userLoginIds.includes(login.userLoginId) && login.hasLoggedOut !== 'Y');
      for (const login of open) await calls.forceLogout(login.userLoginId);
      return;
    }
    case 'groups': {
      const logins = [...new Set(step.ends.map((group) => group.userLoginId))];
      for (const userLoginId of logins) {
        const planned = step.ends.filter((group) => group.userLoginId === userLoginId);
        const held = await calls.findUserGroups(userLoginId);
        // The planned groups still held end; any other stays (wanted), none is added.
        const staying = held.filter((group) => !planned.some((end) => end.groupId === group.groupId)).map((group) => group.groupId);
        throwIfFailed(await applyAssociationDiff(planAssociationDiff(held, staying, (group) => group.groupId), groupSteps(calls, userLoginId), { now: context.now }));
      }
      return;
    }
    case 'productStores': {
      const current = await calls.findUserProductStores(partyId);
      const key = (store: UserProductStore) => `${store.productStoreId}/${store.roleTypeId}/${store.fromDate}`;
      await endStillCurrent(step.ends, current, key, (store) => storeSteps(calls, partyId, store.roleTypeId).end(store, thruDate));
      return;
    }
    case 'facilities': {
      const current = await calls.findUserFacilities(partyId);
      const key = (facility: UserFacility) => `${facility.facilityId}/${facility.roleTypeId}/${facility.fromDate}`;
      await endStillCurrent(step.ends, current, key, (facility) => facilitySteps(calls, partyId, facility.roleTypeId).end(facility, thruDate));
      return;
    }
    case 'pickerRole':
      if (await calls.hasPartyRole(partyId, PICKER_ROLE)) await calls.deletePartyRole({ partyId, roleTypeId: PICKER_ROLE });
      return;
    case 'disableParty':
      if (!(await calls.isPartyDisabled(partyId))) await calls.disableParty(partyId);
      return;
  }
}

/**
 * Runs the cleared plan's steps not yet done (./checklist.ts); never rejects: failures are in the
 * states. A plan the change policy did not clear throws before anything is sent.
 */
export async function runOffboarding(plan: Cleared<OffboardPlan>, context: OffboardContext, calls: OffboardCalls, previous: OffboardState, onChange: (state: OffboardState) => void): Promise<OffboardState> {
  assertCleared(plan);
  return runChecklist<OffboardStepId, OffboardStep>(plan.steps, (step) => runStep(step, context, calls), previous, onChange);
}
