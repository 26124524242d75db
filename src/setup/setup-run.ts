/**
 * Runs a quick-setup plan (setup-plan.ts): every step whose prerequisites are done starts at once,
 * a step whose prerequisite failed is marked not run, and each step reports its own state. A step
 * first reads what the OMS already holds, so a retry after a failure (or a lost answer) sends only
 * what is missing: no second login, no duplicate role, group, store or facility association.
 */
import { initialChecklist, isChecklistComplete, runChecklist } from './checklist';
import type { ChecklistState } from './checklist';
import { applyAssociationDiff, isEmptyAssociationPlan, planAssociationDiff } from '../oms/association-diff';
import type { AssociationPlan } from '../oms/association-diff';
import type { UserFacility } from '../oms/facilities';
import type { UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import { facilitySteps, groupSteps, storeSteps, throwIfFailed } from './associations';
import type { AssociationCalls } from './associations';
import { FACILITY_LOGIN_ROLE_TYPE } from './roles';
import type { SetupPlan, SetupStep, StepId } from './setup-plan';
import { assertCleared } from '../policy/cleared';
import type { Cleared } from '../policy/cleared';

/**
 * The OMS calls a setup makes (bound to the session's client by the caller; test doubles in unit
 * tests): the reads, and the writes — access through the shared association steps (./associations).
 */
export interface SetupCalls extends AssociationCalls {
  findLoginPartyId(userLoginId: string): Promise<string | undefined>;
  createUserLogin(request: { partyId: string; userLoginId: string; password: string; requirePasswordChange: boolean; organizationPartyId?: string }): Promise<void>;
  sendResetPasswordMail(request: { emailAddress: string; userLoginId: string }): Promise<void>;
  findUserGroups(userLoginId: string): Promise<UserSecurityGroup[]>;
  findEmail(partyId: string): Promise<string | undefined>;
  saveEmail(request: { partyId: string; emailAddress: string; contactMechId?: string }): Promise<unknown>;
  saveExternalId(request: { partyId: string; externalId: string }): Promise<void>;
  findUserProductStores(partyId: string): Promise<UserProductStore[]>;
  findUserFacilities(partyId: string): Promise<UserFacility[]>;
  roleTypeExists(roleTypeId: string): Promise<boolean>;
  createRoleType(request: { roleTypeId: string; description: string }): Promise<void>;
}

export interface SetupContext {
  partyId: string;
  organizationPartyId?: string;
  now: () => number;
}

export type { StepStatus } from './checklist';

export type StepState = ChecklistState<StepId>;

export type RunState = readonly StepState[];

/** The checklist before a run: steps done in an earlier run of this screen stay done. */
export function initialRunState(steps: readonly SetupStep[], previous: RunState = []): RunState {
  return initialChecklist(steps, previous);
}

export const isRunComplete = (state: RunState): boolean => isChecklistComplete(state);

async function runStep(step: SetupStep, context: SetupContext, calls: SetupCalls): Promise<void> {
  const { partyId } = context;
  switch (step.id) {
    case 'login': {
      // A login of this party with this id is already made (an earlier run whose answer was lost).
      if ((await calls.findLoginPartyId(step.userLoginId)) === partyId) return;
      await calls.createUserLogin({ partyId, userLoginId: step.userLoginId, password: step.password, requirePasswordChange: step.requirePasswordChange, organizationPartyId: context.organizationPartyId });
      return;
    }
    case 'resetMail':
      // A mail cannot be read back: a retry after a lost answer may send a second one, which
      // does no harm (each holds a working code); it is sent only once the login exists.
      await calls.sendResetPasswordMail({ emailAddress: step.emailAddress, userLoginId: step.userLoginId });
      return;
    case 'securityGroup': {
      // Quick setup only adds: the groups the login holds stay.
      const held = await calls.findUserGroups(step.userLoginId);
      const plan = { ...planAssociationDiff(held, [step.groupId], (group) => group.groupId), end: [] };
      throwIfFailed(await applyAssociationDiff(plan, groupSteps(calls, step.userLoginId), { now: context.now }));
      return;
    }
    case 'email':
      if ((await calls.findEmail(partyId)) === step.emailAddress) return;
      await calls.saveEmail({ partyId, emailAddress: step.emailAddress, contactMechId: step.contactMechId });
      return;
    case 'employeeId':
      await calls.saveExternalId({ partyId, externalId: step.externalId });
      return;
    case 'partyRole':
      await calls.ensurePartyRole({ partyId, roleTypeId: step.roleTypeId });
      return;
    case 'productStores': {
      const held = (await calls.findUserProductStores(partyId)).filter((store) => store.roleTypeId === step.roleTypeId);
      // Quick setup only adds stores: what the user already has stays.
      const plan: AssociationPlan<UserProductStore> = { ...planAssociationDiff(held, step.productStoreIds, (store) => store.productStoreId), end: [] };
      throwIfFailed(await applyAssociationDiff(plan, storeSteps(calls, partyId, step.roleTypeId), { now: context.now }));
      return;
    }
    case 'facilities': {
      const current = await calls.findUserFacilities(partyId);
      // Deselected starting facilities are ended (every role); selected ones count as held with this role.
      const relevant = current.filter((row) => (step.initialFacilityIds.includes(row.facilityId) && !step.facilityIds.includes(row.facilityId)) || row.roleTypeId === step.roleTypeId);
      const plan = planAssociationDiff(relevant, step.facilityIds, (row) => row.facilityId);
      throwIfFailed(await applyAssociationDiff(plan, facilitySteps(calls, partyId, step.roleTypeId), { now: context.now }));
      return;
    }
    case 'facilityLoginRole': {
      const { roleTypeId, description } = FACILITY_LOGIN_ROLE_TYPE;
      if (!(await calls.roleTypeExists(roleTypeId))) await calls.createRoleType({ roleTypeId, description });
      // Its facility in FAC_LOGIN, the party role ensured every run; one held already is left as it is.
      const held = (await calls.findUserFacilities(partyId)).filter((row) => row.roleTypeId === roleTypeId);
      const plan = { ...planAssociationDiff(held, [step.facilityId], (row) => row.facilityId), end: [] };
      const steps = facilitySteps(calls, partyId, roleTypeId);
      if (isEmptyAssociationPlan(plan)) await steps.ensure?.();
      else throwIfFailed(await applyAssociationDiff(plan, steps, { now: context.now }));
      return;
    }
  }
}

/**
 * Runs the cleared plan's steps not yet done (./checklist.ts); `onChange` receives the checklist
 * after every change. Resolves with the final checklist (it never rejects: failures are in the
 * states). A plan the change policy did not clear throws before anything is sent.
 */
export async function runSetup(
  plan: Cleared<SetupPlan>,
  context: SetupContext,
  calls: SetupCalls,
  previous: RunState,
  onChange: (state: RunState) => void,
): Promise<RunState> {
  assertCleared(plan);
  return runChecklist<StepId, SetupStep>(plan.steps, (step) => runStep(step, context, calls), previous, onChange);
}
