/**
 * The data manager's IMP_EMPLOYEE row (./data-manager.ts reads the file and records the job): one
 * row imported with the same service functions the REST services run, as the uploader, in one
 * transaction; a failure leaves nothing and becomes the row's message in the error file.
 */
import type { Db } from '../db/database';
import { OmsError } from './errors';
import { SERVICES } from './registry';
import { Input, type Requirement, type ServiceContext, type ServiceDefinition } from './service';
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './data-manager';

function service(name: string): ServiceDefinition<unknown> {
  const definition = SERVICES.get(name);
  if (!definition) throw new Error(`data manager: no service ${name}`);
  return definition;
}

/** Applies a service's permission as the REST route does (its caller: the job's uploader). */
function requireServicePermission(context: ServiceContext, name: string, input: Input): void {
  const definition = service(name);
  const requirement: Requirement = typeof definition.permission === 'function' ? definition.permission(input, context) : definition.permission;
  if (requirement === null) return;
  const held = context.permissions();
  if (!requirement.some((permissionId) => held.has(permissionId))) throw new OmsError('forbidden', `Permission denied: ${name} needs ${requirement.join(' or ')}.`);
}

/** A row's cells by column name ('' for a column the file lacks). */
export function employeeValues(headers: readonly string[], cells: readonly string[]): Record<EmployeeColumn, string> {
  return Object.fromEntries(EMPLOYEE_COLUMNS.map((column) => [column, headers.includes(column) ? (cells[headers.indexOf(column)] ?? '') : ''])) as Record<EmployeeColumn, string>;
}

/** A cell a service would read as given (Input.str: not empty once trimmed). */
const given = (value: string): boolean => value.trim() !== '';

/**
 * The partyId createNewUserLoginAndSetUserPreference's prepare step is shown: prepare only checks
 * the password and hashes it (outside the transaction, as the route runs it); the real partyId,
 * known once createRelationship has run, is what its run step gets.
 */
const PARTY_NOT_YET_CREATED = '_NOT_YET_CREATED_';

export interface EmployeeRowContext {
  /** The uploader's service context; `now` is set per row. */
  context: ServiceContext;
  /** The relationship's partyIdFrom: the uploader's organization. */
  organizationPartyId: string | null;
}

/**
 * Imports one IMP_EMPLOYEE row in one transaction: the person with its EMPLOYMENT relationship
 * (createRelationship), the login with the organization preference
 * (createNewUserLoginAndSetUserPreference), the security group (addPartyUserPermission) and the
 * primary email (createUpdatePartyEmailAddress), each with its own validation; and the import's
 * own rule that an External ID must not belong to a party already. Throws the first failure; the
 * transaction then leaves nothing. Answers the new partyId.
 */
export async function importEmployeeRow(values: Record<EmployeeColumn, string>, { context, organizationPartyId }: EmployeeRowContext): Promise<string> {
  const { db } = context;
  const personInput = new Input({
    partyTypeId: 'PERSON',
    firstName: values.firstName,
    lastName: values.lastName,
    externalId: values.externalId,
    partyIdFrom: organizationPartyId,
    roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
    roleTypeIdTo: 'APPLICATION_USER',
    partyRelationshipTypeId: 'EMPLOYMENT',
  });
  const loginFields = {
    userLoginId: values.userLoginId,
    currentPassword: values.password,
    currentPasswordVerify: values.password,
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: organizationPartyId,
  };
  const groupInput = (userLoginId: string): Input => new Input({ userLoginId, groupId: values.securityGroupId });
  const emailInput = (partyId: string): Input => new Input({ partyId, emailAddress: values.emailAddress, contactMechPurposeTypeId: 'PRIMARY_EMAIL' });

  const createRelationship = service('createRelationship');
  const createLogin = service('createNewUserLoginAndSetUserPreference');
  const addToGroup = service('addPartyUserPermission');
  const setEmail = service('createUpdatePartyEmailAddress');

  requireServicePermission(context, 'createRelationship', personInput);
  requireServicePermission(context, 'createNewUserLoginAndSetUserPreference', new Input(loginFields));
  if (given(values.securityGroupId)) requireServicePermission(context, 'addPartyUserPermission', groupInput(values.userLoginId));
  if (given(values.emailAddress)) requireServicePermission(context, 'createUpdatePartyEmailAddress', emailInput(PARTY_NOT_YET_CREATED));
  const passwordHash = createLogin.prepare ? await createLogin.prepare(new Input({ ...loginFields, partyId: PARTY_NOT_YET_CREATED })) : undefined;

  context.now = Date.now();
  return db.transaction(() => {
    const externalId = personInput.str('externalId');
    if (externalId !== undefined && db.prepare('SELECT 1 FROM Party WHERE externalId = ?').get(externalId)) {
      throw new OmsError('conflict', `A party with external ID ${externalId} already exists.`);
    }
    const { partyId } = createRelationship.run(personInput, context, undefined) as { partyId: string };
    const { userLoginId } = createLogin.run(new Input({ ...loginFields, partyId }), context, passwordHash) as { userLoginId: string };
    if (given(values.securityGroupId)) addToGroup.run(groupInput(userLoginId), context, undefined);
    if (given(values.emailAddress)) setEmail.run(emailInput(partyId), context, undefined);
    return partyId;
  })();
}

/** The uploader's organization: their ORGANIZATION_PARTY preference, else the internal organization. */
export function organizationOf(db: Db, userLoginId: string | null): string | null {
  const preference = userLoginId
    ? (db.prepare("SELECT userPrefValue FROM UserPreference WHERE userLoginId = ? AND userPrefTypeId = 'ORGANIZATION_PARTY'").get(userLoginId) as { userPrefValue: string | null } | undefined)
    : undefined;
  if (preference?.userPrefValue) return preference.userPrefValue;
  const organization = db.prepare("SELECT partyId FROM PartyRole WHERE roleTypeId = 'INTERNAL_ORGANIZATIO' ORDER BY partyId LIMIT 1").get() as { partyId: string } | undefined;
  return organization?.partyId ?? null;
}

/** The message a failed row gets in the error file (a service's own message, as the REST answer would carry). */
export function rowErrorMessage(error: unknown): string {
  if (error instanceof OmsError) return error.message;
  const e = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; code?: string; message?: string };
  if (e.name === 'SqliteError' && typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) return `Invalid data: ${e.message ?? e.code}`;
  return e.message ?? String(error);
}
