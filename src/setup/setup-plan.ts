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
