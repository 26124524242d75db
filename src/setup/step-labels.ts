/**
 * What each quick-setup step is called on screen (en-US texts, which are also their i18n keys):
 * quick setup's checklist and an import's results name the step a row failed at the same way.
 */
import type { StepId } from './setup-plan';

export const STEP_LABELS: Record<StepId, string> = {
  login: 'Create the login',
  securityGroup: 'Add to the security group',
  resetMail: 'Send the reset password email',
  email: 'Save the email',
  employeeId: 'Save the employee ID',
  partyRole: 'Give the party role',
  productStores: 'Add the product stores',
  facilities: 'Update the facilities',
  facilityLoginRole: 'Add the facility login to its facility',
};
