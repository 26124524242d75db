/**
 * A file row as the forms it stands for: the create-user form (names, a facility login's first
 * facility, contacts) and the quick-setup form (login, password, stores, facilities), so the checks
 * and the plan use src/setup's own rules and planner.
 */
import type { CreateUserForm } from '../../setup/create-user-form';
import type { SetupForm } from '../../setup/setup-form';
import type { TemplateId } from '../../setup/templates';
import { splitIds } from './columns';
import type { ImportRow } from './types';

/** A facility login row: a Name and neither a first nor a last name. */
export function isFacilityLoginRow(row: ImportRow): boolean {
  const { groupName, firstName, lastName } = row.values;
  return Boolean(groupName) && !firstName && !lastName;
}

/** The row as the create-user form: a facility login's facility is its first one. */
export function createForm(row: ImportRow): CreateUserForm {
  const values = row.values;
  return {
    facilityLogin: isFacilityLoginRow(row),
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    groupName: values.groupName ?? '',
    facilityId: splitIds(values.facilityIds)[0] ?? '',
    externalId: values.externalId ?? '',
    emailAddress: values.emailAddress ?? '',
    contactNumber: values.contactNumber ?? '',
  };
}

/**
 * The row as the quick-setup form. An import asks nobody to change a password it was given; a row
 * without one, when the import gives such rows temporary passwords, asks for one (`temporaryPassword`).
 */
export function setupForm(row: ImportRow, templateId: TemplateId, temporaryPasswords = false): SetupForm {
  const values = row.values;
  return {
    templateId,
    userLoginId: values.userLoginId ?? '',
    password: values.password ?? '',
    emailAddress: values.emailAddress ?? '',
    externalId: values.externalId ?? '',
    requirePasswordChange: false,
    productStoreIds: splitIds(values.productStoreIds),
    facilityIds: splitIds(values.facilityIds),
    temporaryPassword: temporaryPasswords && !values.password,
  };
}
