/**
 * Which steps a quick setup makes, and what each one needs first (spec 4 'Quick setup run'). The
 * run itself is in setup-run.ts. Pure: the same form and user always give the same plan.
 *
 *   login ──> securityGroup
 *   login ──> resetMail                  (a temporary password's reset password email)
 *   email, employeeId, partyRole, productStores, facilities, facilityLoginRole   (independent)
 */
import { FALLBACK_SECURITY_GROUP } from './templates';
import { PICKER_ROLE, STORE_ROLE } from './roles';
import type { UserTemplate } from './templates';
import { formSections, temporaryPasswordAllowed } from './setup-form';
import type { SetupForm, SetupUser } from './setup-form';
import { isFacilityLogin } from '../party/party';
import { clearPlan } from '../policy/cleared';
import type { Cleared } from '../policy/cleared';
import { decide } from '../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from '../policy/policy';

export type StepId = 'login' | 'securityGroup' | 'resetMail' | 'email' | 'employeeId' | 'partyRole' | 'productStores' | 'facilities' | 'facilityLoginRole';

/** One step with everything it will send. */
export type SetupStep =
  | { id: 'login'; dependsOn: []; userLoginId: string; password: string; requirePasswordChange: boolean }
  | { id: 'securityGroup'; dependsOn: ['login']; userLoginId: string; groupId: string }
  | { id: 'resetMail'; dependsOn: ['login']; userLoginId: string; emailAddress: string }
  | { id: 'email'; dependsOn: []; emailAddress: string; contactMechId?: string }
  | { id: 'employeeId'; dependsOn: []; externalId: string }
  | { id: 'partyRole'; dependsOn: []; roleTypeId: string }
  | { id: 'productStores'; dependsOn: []; roleTypeId: string; productStoreIds: string[] }
  | { id: 'facilities'; dependsOn: []; roleTypeId: string; facilityIds: string[]; initialFacilityIds: string[] }
  | { id: 'facilityLoginRole'; dependsOn: []; facilityId: string };

export interface SetupPlanInput {
  template: UserTemplate;
  user: SetupUser;
  form: SetupForm;
  /** The facilities the form started with (a facility login's current ones): deselecting one ends it. */
  initialFacilityIds: readonly string[];
}

/** The steps that apply, in the order the checklist shows them. */
export function planSetup({ template, user, form, initialFacilityIds }: SetupPlanInput): SetupStep[] {
  const facilityLogin = isFacilityLogin(user);
  const sections = formSections(template, facilityLogin);
  const userLoginId = form.userLoginId.trim();
  const email = form.emailAddress.trim();
  const externalId = form.externalId.trim();
  const steps: SetupStep[] = [];
  if (sections.login) {
    // A temporary password (the caller made it: this planner stays pure) must be changed.
    const temporary = Boolean(form.temporaryPassword) && temporaryPasswordAllowed(template, facilityLogin);
    const requirePasswordChange = temporary || (form.requirePasswordChange && !sections.passwordChangeDisabled);
    steps.push({ id: 'login', dependsOn: [], userLoginId, password: form.password, requirePasswordChange });
    steps.push({ id: 'securityGroup', dependsOn: ['login'], userLoginId, groupId: template.securityGroupId ?? FALLBACK_SECURITY_GROUP });
    // Nobody knows a temporary password: the reset email lets the person choose theirs.
    if (temporary && email) steps.push({ id: 'resetMail', dependsOn: ['login'], userLoginId, emailAddress: email });
  }
  // An unchanged email is not sent again (a second PRIMARY_EMAIL would be added).
  if (email && email !== user.email?.email) steps.push({ id: 'email', dependsOn: [], emailAddress: email, contactMechId: user.email?.contactMechId });
  if (sections.employeeId && externalId && externalId !== (user.externalId ?? '')) steps.push({ id: 'employeeId', dependsOn: [], externalId });
  if (template.roleTypeId) steps.push({ id: 'partyRole', dependsOn: [], roleTypeId: template.roleTypeId });
  if (sections.productStores && form.productStoreIds.length > 0) {
    steps.push({ id: 'productStores', dependsOn: [], roleTypeId: template.productStoreRoleTypeId ?? STORE_ROLE, productStoreIds: [...form.productStoreIds] });
  }
  if (sections.facilities) {
    const changed = form.facilityIds.length > 0 || initialFacilityIds.some((id) => !form.facilityIds.includes(id));
    if (changed) {
      steps.push({
        id: 'facilities',
        dependsOn: [],
        roleTypeId: template.facilityRoleTypeId ?? PICKER_ROLE,
        facilityIds: [...form.facilityIds],
        initialFacilityIds: [...initialFacilityIds],
      });
    }
  }
  const firstFacility = form.facilityIds[0];
  if (facilityLogin && firstFacility) steps.push({ id: 'facilityLoginRole', dependsOn: [], facilityId: firstFacility });
  return steps;
}

/** A step the change policy refused, with its reason (an i18n key): not run, and said so. */
export interface RefusedStep {
  id: StepId;
  reason: PolicyReason;
}

/** The steps that run, and the ones the change policy refused (with their dependants). */
export interface SetupPlan {
  steps: SetupStep[];
  refused: RefusedStep[];
}

/** What a step changes of the user, as the change policy (src/policy) decides it. */
export function stepChanges(step: SetupStep): UserChange[] {
  switch (step.id) {
    case 'login':
      return [{ kind: 'createLogin' }];
    case 'securityGroup':
      return [{ kind: 'addGroup', groupId: step.groupId }];
    case 'resetMail':
      return [{ kind: 'resetEmail' }];
    case 'email':
      return [{ kind: 'contact' }];
    case 'employeeId':
      return [{ kind: 'name' }];
    case 'partyRole':
      return [{ kind: 'picker' }];
    case 'productStores':
      return [{ kind: 'addStore' }];
    case 'facilities': {
      const changes: UserChange[] = step.facilityIds.some((id) => !step.initialFacilityIds.includes(id)) ? [{ kind: 'addFacility' }] : [];
      if (step.initialFacilityIds.some((id) => !step.facilityIds.includes(id))) changes.push({ kind: 'removeFacility' });
      return changes;
    }
    case 'facilityLoginRole':
      return [{ kind: 'addFacility' }];
  }
}

/** The policy's reason for refusing one of the step's changes, if it refuses any. */
function refusalOf(context: PolicyContext, target: PolicyTarget, step: SetupStep): PolicyReason | undefined {
  for (const change of stepChanges(step)) {
    const decision = decide(context, target, change);
    if (!decision.allowed) return decision.reason;
  }
  return undefined;
}

/**
 * Asks the change policy about each step's changes for this user (`target`: their groups, every
 * login's, read whole; none for a user about to be made): a refused step, and any step that needs
 * it, is left out with the reason; the rest is the cleared plan the runner takes. Pure.
 */
export function clearSetup(context: PolicyContext, target: PolicyTarget, steps: readonly SetupStep[]): Cleared<SetupPlan> {
  const plan: SetupPlan = { steps: [], refused: [] };
  for (const step of steps) {
    const needed = plan.refused.find((refused) => (step.dependsOn as readonly StepId[]).includes(refused.id));
    const reason = needed?.reason ?? refusalOf(context, target, step);
    if (reason) plan.refused.push({ id: step.id, reason });
    else plan.steps.push(step);
  }
  return clearPlan(context, plan, plan.steps.flatMap((step) => stepChanges(step).map((change) => ({ target, change }))));
}
