/**
 * The preview's checks: every row against the create-user and quick-setup rules (the same
 * functions the two screens use), the reference data, the rest of the file and what the OMS
 * already holds — all before anything is written. Also what a checked row sends: its create
 * request and its quick-setup plan. Pure; the OMS lookups arrive in the context, read in bulk.
 */
import { validateCreateUser } from '../../setup/create-user-form';
import type { CreateUserError } from '../../setup/create-user-form';
import { formSections, PASSWORD_HINT, temporaryPasswordAllowed, validateSetupForm } from '../../setup/setup-form';
import { templateById, USER_TEMPLATES } from '../../setup/templates';
import type { TemplateId, UserTemplate } from '../../setup/templates';
import { normaliseHeader, splitIds } from './columns';
import { rowIdentity } from './run/made-parties';
import { createForm, isFacilityLoginRow, setupForm } from './row-forms';
import type { CheckedRow, ExistingParty, ImportField, ImportRow, RowProblem } from './types';
import { displayName } from '../../party/party';
import type { PolicyContext } from '../../policy/policy';
import { clearSetup } from '../../setup/setup-plan';
import { targetOf } from '../../setup/policy-target';
import { rowPartyTypeId, rowSetupPlan } from './row-plan';

/** What the checks compare rows with: reference data, the viewer's rights, and the OMS's answers. */
export interface CheckContext {
  /** The template of a row whose Template cell is empty. */
  defaultTemplateId: TemplateId;
  securityGroupIds: ReadonlySet<string>;
  /** The change policy's facts (src/policy): each row's steps are decided as quick setup decides them. */
  policy: PolicyContext;
  /** Party -> the current groups of all its logins, read whole: the users rows name who exist already. */
  existingGroups?: ReadonlyMap<string, ReadonlySet<string>>;
  productStoreIds: ReadonlySet<string>;
  facilityIds: ReadonlySet<string>;
  /** Username -> the party whose login it is (src/oms/import-checks.ts). */
  existingLogins: ReadonlyMap<string, ExistingParty>;
  /** External ID -> the party that has it. */
  existingExternalIds: ReadonlyMap<string, ExistingParty>;
  /**
   * People the viewer created lately who have no login yet (src/oms/import-checks.ts
   * findUnfinishedPeople): what an interrupted import left, or a namesake made by hand. A row
   * found by neither its username nor its external ID takes one only when an earlier run of this
   * tab made it for this row (`madeParties`); a namesake otherwise is a problem: names alone
   * never say who a row is (issue 35).
   */
  unfinishedPeople?: readonly ExistingParty[];
  /** Rows without a password get a temporary one (src/setup/setup-form.ts temporaryPasswordAllowed says which may). */
  temporaryPasswords?: boolean;
  /** Row identity (made-parties.ts) -> the party an earlier import in this tab made for it. */
  madeParties?: ReadonlyMap<string, string>;
}

/**
 * The import's own messages (en-US texts = i18n keys). The create-user and quick-setup messages
 * ('First name is required.', 'Invalid passowrd. …') come from src/setup as they are.
 */
export const CHECK_MESSAGES = {
  unknownTemplate: 'Unknown template {{value}}.',
  employeeIdRequired: 'Employee ID is required.',
  productStoresRequired: 'Product stores are required for this template.',
  facilitiesRequired: 'Facilities are required for this template.',
  noLoginUsername: 'The {{template}} template creates no login: choose a template with a login or leave Username empty.',
  noLoginSecurityGroup: 'The {{template}} template creates no login, so it takes no security group: choose a template with a login or leave Security group empty.',
  noProductStores: 'The {{template}} template takes no product stores: choose a template with product stores or leave Product stores empty.',
  noFacilities: 'The {{template}} template takes no facilities: choose a template with facilities or leave Facilities empty.',
  facilityLoginProductStores: 'A facility login takes no product stores: leave Product stores empty.',
  facilityLoginEmployeeId: 'A facility login has no Employee ID: leave Employee ID empty.',
  unknownSecurityGroup: 'Unknown security group {{value}}.',
  unknownProductStore: 'Unknown product store {{value}}.',
  unknownFacility: 'Unknown facility {{value}}.',
  duplicateUsername: 'Username {{value}} is also on line {{line}}.',
  duplicateEmployeeId: 'Employee ID {{value}} is also on line {{line}}.',
  usernameTaken: 'Username {{value}} is already taken.',
  employeeIdTaken: 'Employee ID {{value}} already belongs to another user.',
  differentUsers: 'Username {{login}} and Employee ID {{value}} belong to different users.',
  otherLogin: 'Employee ID {{value}} belongs to a user whose username is {{login}}.',
  namesake: 'You created {{name}} ({{partyId}}) lately and it has no login yet: this row may be them. Give the row their Employee ID, or finish or disable {{partyId}} first.',
} as const;

/** 'Username {{value}} is already taken.' — the browser test looks for it. */
export const USERNAME_TAKEN = CHECK_MESSAGES.usernameTaken;

/** The invalid-password message of quick setup, as validateSetupForm writes it. */
const INVALID_PASSWORD = `Invalid passowrd. ${PASSWORD_HINT}`;

/** The cell each create-user / quick-setup message is about. */
const FIELD_OF_CREATE_ERROR: Readonly<Record<CreateUserError, ImportField>> = {
  'First name is required.': 'firstName',
  'Last name is required.': 'lastName',
  'Name is required.': 'groupName',
  'Facility is required.': 'facilityIds',
  'Invalid email address.': 'emailAddress',
};
const FIELD_OF_SETUP_MESSAGE: ReadonlyMap<string, ImportField> = new Map<string, ImportField>([
  ['Username is required.', 'userLoginId'],
  ['Password is required.', 'password'],
  ['Email is required.', 'emailAddress'],
  ['Invalid email address.', 'emailAddress'],
  [INVALID_PASSWORD, 'password'],
]);

/** The field a create-user or quick-setup message is about (none for a message it does not know). */
export function fieldOfFormMessage(message: string): ImportField | undefined {
  return FIELD_OF_CREATE_ERROR[message as CreateUserError] ?? FIELD_OF_SETUP_MESSAGE.get(message);
}

/** Template cell -> template, by id or by name, without case or punctuation ('fulfillment manager'). */
const TEMPLATE_BY_NAME: ReadonlyMap<string, UserTemplate> = new Map(
  USER_TEMPLATES.flatMap((template) => [
    [normaliseHeader(template.templateId), template],
    [normaliseHeader(template.templateName), template],
  ]),
);

/** The template a Template cell names (undefined for an unknown one). */
export function templateOfCell(cell: string): UserTemplate | undefined {
  return TEMPLATE_BY_NAME.get(normaliseHeader(cell));
}

const sameText = (a: string | undefined, b: string | undefined): boolean => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Whether an OMS party is the one this row describes: same kind, same names (trimmed, any case). */
export function isSameUser(party: ExistingParty, row: ImportRow): boolean {
  const values = row.values;
  if (isFacilityLoginRow(row)) return party.partyTypeId === 'PARTY_GROUP' && sameText(party.groupName, values.groupName);
  return party.partyTypeId === 'PERSON' && sameText(party.firstName, values.firstName) && sameText(party.lastName, values.lastName);
}

/** First line of each value seen so far in the file. */
type FirstLines = Map<string, number>;

interface FileState {
  logins: FirstLines;
  externalIds: FirstLines;
  /** 'first|last' (lower case) -> the unfinished people of those names no earlier run made for a row of this file. */
  unfinished: Map<string, ExistingParty[]>;
  /** The unfinished people an earlier run made, by id. */
  made: Map<string, ExistingParty>;
}

const nameKey = (first: string | undefined, last: string | undefined) => `${(first ?? '').trim().toLowerCase()}|${(last ?? '').trim().toLowerCase()}`;

function checkRow(row: ImportRow, context: CheckContext, file: FileState): CheckedRow {
  const values = row.values;
  const problems: RowProblem[] = [];
  const add = (field: ImportField | undefined, message: string, params?: Record<string, string>) => {
    const problem: RowProblem = { message };
    if (field) problem.field = field;
    if (params) problem.params = params;
    problems.push(problem);
  };
  const facilityLogin = isFacilityLoginRow(row);
  const productStoreIds = splitIds(values.productStoreIds);
  const facilityIds = splitIds(values.facilityIds);

  // Names, the facility login's facility, the email's form: the create-user form's rules.
  for (const message of validateCreateUser(createForm(row))) add(fieldOfFormMessage(message), message);

  const templateCell = values.templateId ?? '';
  const template = templateCell ? templateOfCell(templateCell) : templateById(context.defaultTemplateId);
  if (!template) add('templateId', CHECK_MESSAGES.unknownTemplate, { value: templateCell });
  else {
    // Username, password, email: quick setup's rules for this template.
    for (const message of validateSetupForm(setupForm(row, template.templateId, context.temporaryPasswords), template, facilityLogin)) {
      if (!problems.some((problem) => problem.message === message)) add(fieldOfFormMessage(message), message);
    }
    const sections = formSections(template, facilityLogin);
    const name = { template: template.templateName };
    if (sections.employeeId && !values.externalId) add('externalId', CHECK_MESSAGES.employeeIdRequired);
    if (sections.productStores && productStoreIds.length === 0) add('productStoreIds', CHECK_MESSAGES.productStoresRequired);
    // A facility login without one already has 'Facility is required.'.
    if (sections.facilities && !facilityLogin && facilityIds.length === 0) add('facilityIds', CHECK_MESSAGES.facilitiesRequired);
    // What the template would silently drop.
    if (!sections.login && values.userLoginId) add('userLoginId', CHECK_MESSAGES.noLoginUsername, name);
    if (!sections.login && values.securityGroupId) add('securityGroupId', CHECK_MESSAGES.noLoginSecurityGroup, name);
    if (!sections.productStores && productStoreIds.length > 0) {
      if (facilityLogin) add('productStoreIds', CHECK_MESSAGES.facilityLoginProductStores);
      else add('productStoreIds', CHECK_MESSAGES.noProductStores, name);
    }
    if (!sections.facilities && facilityIds.length > 0) add('facilityIds', CHECK_MESSAGES.noFacilities, name);
  }
  if (facilityLogin && values.externalId) add('externalId', CHECK_MESSAGES.facilityLoginEmployeeId);

  const groupId = values.securityGroupId;
  // The change policy's refusals go here in the order of the rules (decided once the row's plan is known).
  const policyAt = problems.length;
  if (groupId && !context.securityGroupIds.has(groupId)) add('securityGroupId', CHECK_MESSAGES.unknownSecurityGroup, { value: groupId });
  for (const id of productStoreIds) if (!context.productStoreIds.has(id)) add('productStoreIds', CHECK_MESSAGES.unknownProductStore, { value: id });
  for (const id of facilityIds) if (!context.facilityIds.has(id)) add('facilityIds', CHECK_MESSAGES.unknownFacility, { value: id });

  const login = values.userLoginId ?? '';
  const externalId = values.externalId ?? '';
  const seen = (firstLines: FirstLines, value: string, field: ImportField, message: string) => {
    if (!value) return;
    const first = firstLines.get(value);
    if (first === undefined) firstLines.set(value, row.line);
    else add(field, message, { value, line: String(first) });
  };
  seen(file.logins, login, 'userLoginId', CHECK_MESSAGES.duplicateUsername);
  seen(file.externalIds, externalId, 'externalId', CHECK_MESSAGES.duplicateEmployeeId);

  let existing = recogniseExisting(row, context, add);
  // Only a row that would create a person and has no problem takes an unfinished one: the one an
  // earlier run made for it. Another of its names is a problem, not taken.
  if (!existing && !facilityLogin && problems.length === 0) {
    const madeId = context.madeParties?.get(rowIdentity(row));
    existing = madeId === undefined ? undefined : file.made.get(madeId);
    const namesake = existing ? undefined : file.unfinished.get(nameKey(values.firstName, values.lastName))?.[0];
    if (namesake) add(undefined, CHECK_MESSAGES.namesake, { name: displayName(namesake), partyId: namesake.partyId });
  }
  const checked: CheckedRow = { row, templateId: template?.templateId ?? context.defaultTemplateId, problems };
  if (existing) checked.existing = existing;
  if (template && context.temporaryPasswords && !values.password && temporaryPasswordAllowed(template, facilityLogin)) checked.temporaryPassword = true;
  if (template) {
    const refusals = policyRefusals(checked, context).filter((refusal, index, all) => all.findIndex((other) => other.message === refusal.message) === index);
    problems.splice(policyAt, 0, ...refusals);
  }
  return checked;
}

/**
 * What the change policy refuses of the row's quick-setup steps (the plan the run would clear, for
 * the user the row names, or a new one): each refusal the policy's reason, on the group's cell
 * when it is the group's. A row naming an existing super user gets nothing from a non-super viewer.
 */
function policyRefusals(checked: CheckedRow, context: CheckContext): RowProblem[] {
  const partyId = checked.existing?.partyId;
  const target = targetOf(partyId, [...(partyId ? (context.existingGroups?.get(partyId) ?? []) : [])].map((groupId) => ({ groupId })));
  const plan = clearSetup(context.policy, target, rowSetupPlan(checked, partyId ?? '', rowPartyTypeId(checked.row), () => ''));
  return plan.refused.map((step) => (step.id === 'securityGroup' ? { field: 'securityGroupId', message: step.reason } : { message: step.reason }));
}

/**
 * The party this row already made (its username or external ID, same names), so a second import
 * of the file creates nothing twice; a username or external ID of anyone else is a problem.
 */
function recogniseExisting(row: ImportRow, context: CheckContext, add: (field: ImportField | undefined, message: string, params: Record<string, string>) => void): ExistingParty | undefined {
  const login = row.values.userLoginId ?? '';
  const externalId = row.values.externalId ?? '';
  const byLogin = login ? context.existingLogins.get(login) : undefined;
  const byExternalId = externalId ? context.existingExternalIds.get(externalId) : undefined;
  let existing: ExistingParty | undefined;
  if (byLogin) {
    if (isSameUser(byLogin, row)) existing = byLogin;
    else add('userLoginId', CHECK_MESSAGES.usernameTaken, { value: login });
  }
  if (byExternalId && byExternalId.partyId !== existing?.partyId) {
    if (!isSameUser(byExternalId, row)) add('externalId', CHECK_MESSAGES.employeeIdTaken, { value: externalId });
    else if (existing) {
      // Both are this row's names, on two parties: which one the row means is not known.
      add(undefined, CHECK_MESSAGES.differentUsers, { login, value: externalId });
      existing = undefined;
    } else if (!byLogin) {
      existing = byExternalId;
      // A login the file names would be a second one for this person.
      const logins = byExternalId.userLoginIds ?? [];
      if (login && logins.length > 0 && !logins.includes(login)) add('userLoginId', CHECK_MESSAGES.otherLogin, { value: externalId, login: logins[0] ?? '' });
    }
    // Otherwise the username is someone else's: 'already taken' says so.
  }
  return existing;
}

/**
 * Every row checked, in file order: its template and its problems (in the order of the rules), and
 * the party it already made, if any. Linear in the rows: lookups are Sets and Maps built once.
 */
export function checkRows(rows: readonly ImportRow[], context: CheckContext): CheckedRow[] {
  const unfinished = new Map<string, ExistingParty[]>();
  const made = new Map<string, ExistingParty>();
  const madeIds = new Set(context.madeParties?.values() ?? []);
  for (const person of context.unfinishedPeople ?? []) {
    if (madeIds.has(person.partyId)) {
      made.set(person.partyId, person);
      continue;
    }
    const key = nameKey(person.firstName, person.lastName);
    unfinished.set(key, [...(unfinished.get(key) ?? []), person]);
  }
  const file: FileState = { logins: new Map(), externalIds: new Map(), unfinished, made };
  return rows.map((row) => checkRow(row, context, file));
}
