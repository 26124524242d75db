/**
 * The quick-setup form: what it shows for a template (spec 2 'Quick setup'), how it starts (spec 4
 * 'Quick setup form initialisation') and its validation (spec 5 'Quick setup'). Pure.
 */
import { isValidEmail, isValidPassword } from '../lib/validation';
import type { TemplateId, UserTemplate } from './templates';
import { defaultUsername, INTEGRATION_GROUP, isFacilityLogin } from '../party/party';

export interface SetupForm {
  templateId: TemplateId;
  userLoginId: string;
  password: string;
  emailAddress: string;
  externalId: string;
  requirePasswordChange: boolean;
  productStoreIds: string[];
  facilityIds: string[];
  /**
   * No password given, and none asked for: the run makes a temporary one (./temporary-password.ts)
   * that must be changed at the next sign-in, and sends the reset password email to the form's
   * email. Only where temporaryPasswordAllowed says so (an import's rows without a password).
   */
  temporaryPassword?: boolean;
}

/** What quick setup knows of the user it sets up. */
export interface SetupUser {
  partyId: string;
  partyTypeId?: string;
  firstName?: string;
  lastName?: string;
  groupName?: string;
  externalId?: string;
  /** The current primary email, if any. */
  email?: { email: string; contactMechId: string };
  /** The ids of the facilities the party is currently associated with. */
  facilityIds: string[];
}

/** Which parts of the form a template shows, for this user. */
export function formSections(template: UserTemplate, facilityLogin: boolean) {
  return {
    templateSelect: !facilityLogin,
    login: facilityLogin || template.isUserLoginRequired,
    emailRequired: template.templateId !== INTEGRATION_GROUP,
    passwordChangeDisabled: template.isPasswordChangeDisabled,
    employeeId: template.isEmployeeIdRequired && !facilityLogin,
    productStores: template.isProductStoreRequired && !facilityLogin,
    facilities: template.isFacilityRequired || facilityLogin,
  };
}

/** The form on entry and after a template change. */
export function initialForm(template: UserTemplate, user: SetupUser, allProductStoreIds: readonly string[]): SetupForm {
  const facilityLogin = isFacilityLogin(user);
  const sections = formSections(template, facilityLogin);
  let userLoginId = '';
  if (facilityLogin) userLoginId = user.facilityIds[0] ?? '';
  else if (sections.login) userLoginId = defaultUsername({ firstName: user.firstName, lastName: user.lastName });
  return {
    templateId: template.templateId,
    userLoginId,
    password: '',
    emailAddress: user.email?.email ?? '',
    externalId: user.externalId ?? '',
    // No template sets isPasswordChangeRequired; a facility login never needs the change.
    requirePasswordChange: !facilityLogin && template.isPasswordChangeRequired,
    productStoreIds: [...allProductStoreIds],
    facilityIds: facilityLogin ? [...user.facilityIds] : [],
  };
}

/**
 * Whether a login of this template may start with a temporary password: one a person can change
 * (not a template that disables the change) and a person's own (not a facility login, whose
 * password the admin sets for a shared device).
 */
export function temporaryPasswordAllowed(template: UserTemplate, facilityLogin: boolean): boolean {
  const sections = formSections(template, facilityLogin);
  return sections.login && !sections.passwordChangeDisabled && !facilityLogin;
}

export const PASSWORD_HINT = 'Password should be at least 5 characters long and contain at least one number, alphabet and special character.';

/** The spec's messages, in its order; empty when the form may run. Joined with spaces in one toast. */
export function validateSetupForm(form: SetupForm, template: UserTemplate, facilityLogin: boolean): string[] {
  const sections = formSections(template, facilityLogin);
  const messages: string[] = [];
  const userLoginId = form.userLoginId.trim();
  const email = form.emailAddress.trim();
  if (sections.login) {
    if (!userLoginId) messages.push('Username is required.');
    const temporary = Boolean(form.temporaryPassword) && temporaryPasswordAllowed(template, facilityLogin);
    if (!form.password && !temporary) messages.push('Password is required.');
    if (!email && sections.emailRequired) messages.push('Email is required.');
  }
  if (email && !isValidEmail(email)) messages.push('Invalid email address.');
  if (sections.login && form.password && !isValidPassword(form.password)) {
    messages.push(`Invalid passowrd. ${PASSWORD_HINT}`);
  }
  return messages;
}
