/**
 * The create-user form (spec section 3) as plain data: the empty form of each kind, the spec's
 * validation (section 5) and the request it becomes. No React, so the rules are tested as tables.
 */
import { isValidEmail } from '../lib/validation';
import type { CreateUserRequest } from '../oms/create-user';

export interface CreateUserForm {
  /** A facility login is a PARTY_GROUP; otherwise a PERSON. */
  facilityLogin: boolean;
  firstName: string;
  lastName: string;
  /** The facility login's Name. */
  groupName: string;
  facilityId: string;
  /** 'Employee ID'. */
  externalId: string;
  /** 'Email', or 'Reset password email' for a facility login. */
  emailAddress: string;
  /** 'Phone number', or 'Facility contact number'. */
  contactNumber: string;
}

/** A cleared form; switching 'Facility login' starts from one. */
export function emptyForm(facilityLogin = false): CreateUserForm {
  return { facilityLogin, firstName: '', lastName: '', groupName: '', facilityId: '', externalId: '', emailAddress: '', contactNumber: '' };
}

/** The spec's validation messages (en-US texts = i18n keys), in the spec's order. */
export type CreateUserError = 'Name is required.' | 'Facility is required.' | 'First name is required.' | 'Last name is required.' | 'Invalid email address.';

/** Every rule the form breaks; empty when it may be sent. Values are checked trimmed. */
export function validateCreateUser(form: CreateUserForm): CreateUserError[] {
  const errors: CreateUserError[] = [];
  if (form.facilityLogin) {
    if (!form.groupName.trim()) errors.push('Name is required.');
    if (!form.facilityId) errors.push('Facility is required.');
  } else {
    if (!form.firstName.trim()) errors.push('First name is required.');
    if (!form.lastName.trim()) errors.push('Last name is required.');
  }
  const email = form.emailAddress.trim();
  if (email && !isValidEmail(email)) errors.push('Invalid email address.');
  return errors;
}

/** The createRelationship request of a valid form: trimmed values of its own kind's fields only. */
export function createUserRequest(form: CreateUserForm, organizationPartyId: string | undefined): CreateUserRequest {
  const contact = { emailAddress: form.emailAddress.trim(), contactNumber: form.contactNumber.trim(), organizationPartyId };
  if (form.facilityLogin) {
    return { partyTypeId: 'PARTY_GROUP', groupName: form.groupName.trim(), facilityId: form.facilityId, ...contact };
  }
  return {
    partyTypeId: 'PERSON',
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    externalId: form.externalId.trim(),
    ...contact,
  };
}

/** A facility as the reference list gives it. */
export interface FacilityChoice {
  facilityId: string;
  facilityName?: string;
}

/** Choosing a facility sets the Name to the facility's name, or to its id when it has none. */
export function chooseFacility(form: CreateUserForm, facility: FacilityChoice): CreateUserForm {
  return { ...form, facilityId: facility.facilityId, groupName: facility.facilityName?.trim() || facility.facilityId };
}
