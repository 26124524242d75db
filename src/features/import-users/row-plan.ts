/**
 * What a checked row runs: its createRelationship request and its quick-setup plan (quick setup's
 * own planner, with the row's template and security group), in the shape import-run.ts takes.
 */
import { createUserRequest } from '../../setup/create-user-form';
import type { CreateUserRequest } from '../../oms/create-user';
import type { SetupUser } from '../../setup/setup-form';
import { clearSetup, planSetup } from '../../setup/setup-plan';
import type { SetupPlan, SetupStep } from '../../setup/setup-plan';
import { targetOf } from '../../setup/policy-target';
import type { Cleared } from '../../policy/cleared';
import type { PolicyContext } from '../../policy/policy';
import { temporaryPassword } from '../../setup/temporary-password';
import { templateById } from '../../setup/templates';
import type { UserTemplate } from '../../setup/templates';
import { rowIdentity } from './run/made-parties';
import { createForm, isFacilityLoginRow, setupForm } from './row-forms';
import type { CheckedRow, ImportRow } from './types';

/** The createRelationship request of a row: a person's names and Employee ID, or a facility login's name and first facility. */
export function rowCreateRequest(row: ImportRow, organizationPartyId?: string): CreateUserRequest {
  return createUserRequest(createForm(row), organizationPartyId);
}

/** The party type a row creates. */
export const rowPartyTypeId = (row: ImportRow): 'PERSON' | 'PARTY_GROUP' => (isFacilityLoginRow(row) ? 'PARTY_GROUP' : 'PERSON');

/**
 * The quick-setup plan of a checked row for the party it created or found (`partyId`): the row's
 * template with the row's security group when it names one. A created party already has what the
 * create sent (Employee ID, email), so those are not sent again; a found party (`existing`) gets
 * whatever of the row differs from what it holds, and the runner reads before each write.
 */
export function rowSetupPlan(checked: CheckedRow, partyId: string, partyTypeId: string | undefined, makePassword: () => string = temporaryPassword): SetupStep[] {
  const { row, existing } = checked;
  const base = templateById(checked.templateId);
  const template: UserTemplate = { ...base, securityGroupId: row.values.securityGroupId || base.securityGroupId };
  const form = setupForm(row, checked.templateId, checked.temporaryPassword);
  // Made for this plan only: never kept in the file, the results or the screen.
  if (form.temporaryPassword) form.password = makePassword();
  const found = existing !== undefined && existing.partyId === partyId;
  const create = rowCreateRequest(row);
  const email = create.emailAddress ?? '';
  const user: SetupUser = {
    partyId,
    partyTypeId,
    firstName: row.values.firstName,
    lastName: row.values.lastName,
    groupName: row.values.groupName,
    externalId: found ? existing.externalId : create.externalId,
    facilityIds: [],
  };
  // createRelationship saved the email as the primary one: an email step would only read it back.
  if (!found && email) user.email = { email, contactMechId: '' };
  return planSetup({ template, user, form, initialFacilityIds: [] });
}

/**
 * What the import runner needs of a checked row (the shape of import-run.ts's RunnableRow): its plan
 * cleared by the change policy for the party (`existingGroups`: a found party's groups, read whole;
 * a party the row creates has none).
 */
export function runnableRow(checked: CheckedRow, policy: PolicyContext, existingGroups: ReadonlyMap<string, ReadonlySet<string>> = new Map(), organizationPartyId?: string) {
  const groupsOf = (partyId: string) => [...(checked.existing?.partyId === partyId ? (existingGroups.get(partyId) ?? []) : [])].map((groupId) => ({ groupId }));
  return {
    line: checked.row.line,
    create: rowCreateRequest(checked.row, organizationPartyId),
    partyTypeId: rowPartyTypeId(checked.row),
    existingPartyId: checked.existing?.partyId,
    identity: rowIdentity(checked.row),
    plan: (partyId: string): Cleared<SetupPlan> => clearSetup(policy, targetOf(partyId, groupsOf(partyId)), rowSetupPlan(checked, partyId, rowPartyTypeId(checked.row))),
  };
}
