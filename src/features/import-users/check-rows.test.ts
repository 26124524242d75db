import { validateSetupForm, PASSWORD_HINT } from '../../setup/setup-form';
import { POLICY_REASONS } from '../../policy/policy';
import { SECURITY_ADMIN_VIEWER, SUPER_VIEWER } from '../../../test/policy-setup';
import { templateById } from '../../setup/templates';
import { matchColumns, toImportRows } from './columns';
import { rowIdentity } from './run/made-parties';
import { parseImportFile } from './parse';
import { CHECK_MESSAGES, checkRows, fieldOfFormMessage, USERNAME_TAKEN } from './check-rows';
import { rowCreateRequest, rowSetupPlan, runnableRow } from './row-plan';
import type { CheckContext } from './check-rows';
import type { CheckedRow, ExistingParty, ImportField, ImportRow } from './types';

const CONTEXT: CheckContext = {
  defaultTemplateId: 'CSR',
  securityGroupIds: new Set(['CSR', 'STORE_MANAGER', 'COMMERCE_SUPER', 'INTEGRATION', 'SUPER', 'SECURITY_ADMIN']),
  policy: SECURITY_ADMIN_VIEWER,
  productStoreIds: new Set(['STORE_US', 'STORE_CA']),
  facilityIds: new Set(['BROADWAY', 'SOHO']),
  existingLogins: new Map(),
  existingExternalIds: new Map(),
};

type Values = ImportRow['values'];
const PERSON: Values = { firstName: 'Ana', lastName: 'Lee', userLoginId: 'ana', password: 'secret@1', emailAddress: 'ana@example.com' };
const FACILITY_LOGIN: Values = { groupName: 'Broadway', facilityIds: 'BROADWAY', userLoginId: 'broadway', password: 'secret@1', emailAddress: 'ops@example.com' };
const row = (values: Values, line = 2): ImportRow => ({ line, values });
const checkOne = (values: Values, context: Partial<CheckContext> = {}): CheckedRow => {
  const [checked] = checkRows([row(values)], { ...CONTEXT, ...context });
  if (!checked) throw new Error('no row');
  return checked;
};
/** A problem as [field, message with its params filled]. */
const shown = (checked: CheckedRow) => checked.problems.map((problem) => [problem.field, problem.message.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => problem.params?.[name] ?? '?')]);

describe('checkRows: one row against the rules', () => {
  it.each<[string, Values, [ImportField | undefined, string][]]>([
    ['a complete CSR', PERSON, []],
    ['no names', { ...PERSON, firstName: '', lastName: undefined }, [['firstName', 'First name is required.'], ['lastName', 'Last name is required.']]],
    ['a bad email (said once)', { ...PERSON, emailAddress: 'ana@x' }, [['emailAddress', 'Invalid email address.']]],
    ['no login fields for a login template', { firstName: 'Ana', lastName: 'Lee' }, [['userLoginId', 'Username is required.'], ['password', 'Password is required.'], ['emailAddress', 'Email is required.']]],
    ['no email for INTEGRATION', { ...PERSON, emailAddress: '', templateId: 'INTEGRATION' }, []],
    ['a weak password', { ...PERSON, password: 'secret' }, [['password', `Invalid passowrd. ${PASSWORD_HINT}`]]],
    ['an unknown template', { ...PERSON, templateId: 'BOSS' }, [['templateId', 'Unknown template BOSS.']]],
    ['a template by its name', { ...PERSON, templateId: 'csr' }, []],
    [
      'what a fulfillment manager needs',
      { ...PERSON, templateId: 'Fulfillment manager' },
      [['externalId', 'Employee ID is required.'], ['facilityIds', 'Facilities are required for this template.']],
    ],
    ['product stores for ADMIN', { ...PERSON, templateId: 'ADMIN' }, [['productStoreIds', 'Product stores are required for this template.']]],
    ['a complete ADMIN', { ...PERSON, templateId: 'ADMIN', productStoreIds: 'STORE_US;STORE_CA' }, []],
    [
      'a username and group for a template without a login',
      { firstName: 'Ana', lastName: 'Lee', externalId: 'E-1', templateId: 'FULFILLMENT', userLoginId: 'ana', securityGroupId: 'CSR' },
      [
        ['userLoginId', 'The Fulfillment template creates no login: choose a template with a login or leave Username empty.'],
        ['securityGroupId', 'The Fulfillment template creates no login, so it takes no security group: choose a template with a login or leave Security group empty.'],
      ],
    ],
    [
      'stores and facilities a template does not take',
      { ...PERSON, productStoreIds: 'STORE_US', facilityIds: 'SOHO' },
      [
        ['productStoreIds', 'The CSR template takes no product stores: choose a template with product stores or leave Product stores empty.'],
        ['facilityIds', 'The CSR template takes no facilities: choose a template with facilities or leave Facilities empty.'],
      ],
    ],
    ['an unknown security group', { ...PERSON, securityGroupId: 'BOSS' }, [['securityGroupId', 'Unknown security group BOSS.']]],
    ['a restricted group: the policy refuses it', { ...PERSON, securityGroupId: 'SECURITY_ADMIN' }, [['securityGroupId', POLICY_REASONS.restrictedGroup]]],
    ['SUPER for a viewer without APP_SUPER_USER: super-user power', { ...PERSON, securityGroupId: 'SUPER' }, [['securityGroupId', POLICY_REASONS.superPower]]],
    [
      'unknown stores and facilities, each',
      { ...PERSON, templateId: 'FULFILLMENT_MANAGER', externalId: 'E-1', facilityIds: 'SOHO;NOWHERE;ELSEWHERE' },
      [['facilityIds', 'Unknown facility NOWHERE.'], ['facilityIds', 'Unknown facility ELSEWHERE.']],
    ],
    ['an unknown store', { ...PERSON, templateId: 'ADMIN', productStoreIds: 'STORE_US;STORE_XX' }, [['productStoreIds', 'Unknown product store STORE_XX.']]],
    ['a complete facility login', FACILITY_LOGIN, []],
    ['a facility login without a facility', { ...FACILITY_LOGIN, facilityIds: '' }, [['facilityIds', 'Facility is required.']]],
    ['a facility login without a username, even for FULFILLMENT', { ...FACILITY_LOGIN, userLoginId: '', templateId: 'FULFILLMENT' }, [['userLoginId', 'Username is required.']]],
    [
      'a facility login with stores and an employee ID',
      { ...FACILITY_LOGIN, productStoreIds: 'STORE_US', externalId: 'E-1' },
      [['productStoreIds', 'A facility login takes no product stores: leave Product stores empty.'], ['externalId', 'A facility login has no Employee ID: leave Employee ID empty.']],
    ],
    ['a Name with person names is a person', { ...PERSON, groupName: 'Ana Lee' }, []],
  ])('%s', (_case, values, problems) => {
    expect(shown(checkOne(values))).toEqual(problems);
  });

  it("a super user may assign SUPER; a row without a template gets the default, an unknown one the default's id", () => {
    expect(checkOne({ ...PERSON, securityGroupId: 'SUPER' }, { policy: SUPER_VIEWER }).problems).toEqual([]);
    expect(checkOne(PERSON, { defaultTemplateId: 'INTEGRATION' }).templateId).toBe('INTEGRATION');
    expect(checkOne({ ...PERSON, templateId: 'fulfillment_manager', externalId: 'E', facilityIds: 'SOHO' }).templateId).toBe('FULFILLMENT_MANAGER');
    expect(checkOne({ ...PERSON, templateId: 'BOSS' }).templateId).toBe('CSR');
  });

  it('reports problems in the order of the rules, each on its cell', () => {
    const checked = checkOne({
      firstName: '',
      lastName: 'Lee',
      emailAddress: 'bad',
      password: 'x',
      templateId: 'FULFILLMENT_MANAGER',
      securityGroupId: 'SUPER',
      facilityIds: 'MARS',
    });
    expect(shown(checked)).toEqual([
      ['firstName', 'First name is required.'],
      ['emailAddress', 'Invalid email address.'],
      ['userLoginId', 'Username is required.'],
      ['password', `Invalid passowrd. ${PASSWORD_HINT}`],
      ['externalId', 'Employee ID is required.'],
      ['securityGroupId', POLICY_REASONS.superPower],
      ['facilityIds', 'Unknown facility MARS.'],
    ]);
    expect(checked.problems[5]).toEqual({ field: 'securityGroupId', message: POLICY_REASONS.superPower });
  });

  it("every create-user and quick-setup message has its cell (texts taken from src/setup, not retyped)", () => {
    const setup = validateSetupForm(
      { templateId: 'CSR', userLoginId: '', password: '', emailAddress: 'bad', externalId: '', requirePasswordChange: false, productStoreIds: [], facilityIds: [] },
      templateById('CSR'),
      false,
    );
    const weak = validateSetupForm({ templateId: 'CSR', userLoginId: 'a', password: 'weak', emailAddress: 'a@b.io', externalId: '', requirePasswordChange: false, productStoreIds: [], facilityIds: [] }, templateById('CSR'), false);
    for (const message of [...setup, ...weak, 'First name is required.', 'Last name is required.', 'Name is required.', 'Facility is required.']) {
      expect([message, fieldOfFormMessage(message)]).toEqual([message, expect.any(String)]);
    }
  });
});

describe('checkRows: the file and the OMS', () => {
  it('a username or employee ID on an earlier line: every later row says which line', () => {
    const rows = [
      row({ ...PERSON, externalId: 'E-1' }, 2),
      row({ ...PERSON, firstName: 'Bo', externalId: 'E-2' }, 3),
      row({ ...PERSON, userLoginId: 'Ana', externalId: 'E-1' }, 4),
      row({ ...PERSON, firstName: 'Cy', externalId: '' }, 5),
    ];
    expect(checkRows(rows, CONTEXT).map(shown)).toEqual([
      [],
      [['userLoginId', 'Username ana is also on line 2.']],
      // Usernames compare exactly (after trimming): 'Ana' is not 'ana'.
      [['externalId', 'Employee ID E-1 is also on line 2.']],
      [['userLoginId', 'Username ana is also on line 2.']],
    ]);
  });

  const person = (partyId: string, fields: Partial<ExistingParty> = {}): ExistingParty => ({ partyId, partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', ...fields });

  it('recognises the person a username belongs to by the same names (any case, trimmed): no problem, `existing` set', () => {
    const party = person('P1', { firstName: ' ANA', lastName: 'lee ' });
    const checked = checkOne(PERSON, { existingLogins: new Map([['ana', party]]) });
    expect(checked.problems).toEqual([]);
    expect(checked.existing).toBe(party);
  });

  it.each<[string, Partial<CheckContext>, Values, [ImportField | undefined, string][], string | undefined]>([
    ['a username of someone else', { existingLogins: new Map([['ana', person('P1', { firstName: 'Anna' })]]) }, PERSON, [['userLoginId', 'Username ana is already taken.']], undefined],
    ['a username of a facility login', { existingLogins: new Map([['ana', { partyId: 'G1', partyTypeId: 'PARTY_GROUP', groupName: 'Ana Lee' }]]) }, PERSON, [['userLoginId', 'Username ana is already taken.']], undefined],
    ['an employee ID of the same person', { existingExternalIds: new Map([['E-1', person('P2')]]) }, { ...PERSON, externalId: 'E-1' }, [], 'P2'],
    ['an employee ID of someone else', { existingExternalIds: new Map([['E-1', person('P2', { lastName: 'Li' })]]) }, { ...PERSON, externalId: 'E-1' }, [['externalId', 'Employee ID E-1 already belongs to another user.']], undefined],
    ['username and employee ID of one person', { existingLogins: new Map([['ana', person('P1')]]), existingExternalIds: new Map([['E-1', person('P1')]]) }, { ...PERSON, externalId: 'E-1' }, [], 'P1'],
    [
      'username and employee ID of two people with these names',
      { existingLogins: new Map([['ana', person('P1')]]), existingExternalIds: new Map([['E-1', person('P2')]]) },
      { ...PERSON, externalId: 'E-1' },
      [[undefined, 'Username ana and Employee ID E-1 belong to different users.']],
      undefined,
    ],
    [
      'a username taken by someone else, the employee ID this person',
      { existingLogins: new Map([['ana', person('P1', { firstName: 'Zed' })]]), existingExternalIds: new Map([['E-1', person('P2')]]) },
      { ...PERSON, externalId: 'E-1' },
      [['userLoginId', 'Username ana is already taken.']],
      undefined,
    ],
    [
      'the person of the employee ID has another login',
      { existingExternalIds: new Map([['E-1', person('P2', { userLoginIds: ['ana.lee'] })]]) },
      { ...PERSON, externalId: 'E-1' },
      [['userLoginId', 'Employee ID E-1 belongs to a user whose username is ana.lee.']],
      'P2',
    ],
    ['a facility login by its name', { existingLogins: new Map([['broadway', { partyId: 'G1', partyTypeId: 'PARTY_GROUP', groupName: 'BROADWAY' }]]) }, FACILITY_LOGIN, [], 'G1'],
  ])('%s', (_case, context, values, problems, existingPartyId) => {
    const checked = checkOne(values, context);
    expect(shown(checked)).toEqual(problems);
    expect(checked.existing?.partyId).toBe(existingPartyId);
  });

  it('exports the taken text the browser test looks for', () => {
    expect(USERNAME_TAKEN).toBe('Username {{value}} is already taken.');
  });
});

describe('what a checked row sends', () => {
  const checkedRow = (values: Values, existing?: ExistingParty): CheckedRow => ({ ...checkOne(values), existing });

  it("a person's create request: names, Employee ID and contacts; a facility login's: name and first facility", () => {
    expect(rowCreateRequest(row({ ...PERSON, externalId: 'E-1', contactNumber: '555' }), 'COMPANY')).toEqual({
      partyTypeId: 'PERSON',
      firstName: 'Ana',
      lastName: 'Lee',
      externalId: 'E-1',
      emailAddress: 'ana@example.com',
      contactNumber: '555',
      organizationPartyId: 'COMPANY',
    });
    expect(rowCreateRequest(row({ ...FACILITY_LOGIN, facilityIds: 'SOHO;BROADWAY' }))).toEqual({
      partyTypeId: 'PARTY_GROUP',
      groupName: 'Broadway',
      facilityId: 'SOHO',
      emailAddress: 'ops@example.com',
      contactNumber: '',
      organizationPartyId: undefined,
    });
  });

  it('a created person: login and group, not the email or Employee ID the create already sent; the row’s group wins', () => {
    const checked = checkedRow({ ...PERSON, templateId: 'FULFILLMENT_MANAGER', externalId: 'E-1', facilityIds: 'BROADWAY;SOHO', securityGroupId: 'CSR' });
    expect(rowSetupPlan(checked, 'NEW', 'PERSON')).toEqual([
      { id: 'login', dependsOn: [], userLoginId: 'ana', password: 'secret@1', requirePasswordChange: false },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana', groupId: 'CSR' },
      { id: 'partyRole', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER' },
      { id: 'facilities', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER', facilityIds: ['BROADWAY', 'SOHO'], initialFacilityIds: [] },
    ]);
  });

  it("a found person: the email, and an Employee ID that differs from the party's; the template's group when the row names none", () => {
    const existing: ExistingParty = { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', externalId: 'E-0' };
    const checked = checkedRow({ ...PERSON, templateId: 'FULFILLMENT_MANAGER', externalId: 'E-1', facilityIds: 'SOHO' }, existing);
    expect(rowSetupPlan(checked, 'P1', 'PERSON')).toEqual([
      { id: 'login', dependsOn: [], userLoginId: 'ana', password: 'secret@1', requirePasswordChange: false },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana', groupId: 'STORE_MANAGER' },
      { id: 'email', dependsOn: [], emailAddress: 'ana@example.com', contactMechId: undefined },
      { id: 'employeeId', dependsOn: [], externalId: 'E-1' },
      { id: 'partyRole', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER' },
      { id: 'facilities', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER', facilityIds: ['SOHO'], initialFacilityIds: [] },
    ]);
  });

  it('a created facility login: its login, group, facilities and its first facility with FAC_LOGIN', () => {
    const checked = checkedRow({ ...FACILITY_LOGIN, facilityIds: 'BROADWAY;SOHO' });
    expect(rowSetupPlan(checked, 'G1', 'PARTY_GROUP').map((step) => step.id)).toEqual(['login', 'securityGroup', 'facilities', 'facilityLoginRole']);
    expect(rowSetupPlan(checked, 'G1', 'PARTY_GROUP').at(-1)).toEqual({ id: 'facilityLoginRole', dependsOn: [], facilityId: 'BROADWAY' });
  });

  it('the runner’s row: its line, create, party type, the found party and a plan for a party id', () => {
    const existing: ExistingParty = { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' };
    const runnable = runnableRow(checkedRow(PERSON, existing), SECURITY_ADMIN_VIEWER, new Map([['P1', new Set(['CSR'])]]), 'COMPANY');
    expect(runnable).toMatchObject({ line: 2, partyTypeId: 'PERSON', existingPartyId: 'P1', create: { firstName: 'Ana', organizationPartyId: 'COMPANY' } });
    expect(runnable.plan('P1').steps.map((step) => step.id)).toEqual(['login', 'securityGroup', 'email']);
    // Another party (the row was created after all): the create sent the email.
    expect(runnable.plan('NEW').steps.map((step) => step.id)).toEqual(['login', 'securityGroup']);
  });

  it('a row naming an existing super user: a security admin gets nothing run on them (the reason in the preview), a super user does', () => {
    const existing: ExistingParty = { partyId: '10000', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' };
    const context = { existingLogins: new Map([['ana', existing]]), existingGroups: new Map([['10000', new Set(['SUPER'])]]) };
    const refused = checkOne(PERSON, context);
    expect(refused.existing?.partyId).toBe('10000');
    expect(shown(refused)).toEqual([[undefined, POLICY_REASONS.superTarget]]);
    const runnable = runnableRow(refused, SECURITY_ADMIN_VIEWER, context.existingGroups);
    expect(runnable.plan('10000').steps).toEqual([]);
    expect(runnable.plan('10000').refused.map((step) => step.id)).toEqual(['login', 'securityGroup', 'email']);
    expect(checkOne(PERSON, { ...context, policy: SUPER_VIEWER }).problems).toEqual([]);
    expect(runnableRow(refused, SUPER_VIEWER, context.existingGroups).plan('10000').steps.map((step) => step.id)).toEqual(['login', 'securityGroup', 'email']);
  });

  it("a row naming the viewer's own user: no group added to it (rule 3)", () => {
    const own: ExistingParty = { partyId: 'SAM', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' };
    const checked = checkOne(PERSON, { existingLogins: new Map([['ana', own]]), existingGroups: new Map([['SAM', new Set(['SECURITY_ADMIN'])]]) });
    expect(shown(checked)).toEqual([['securityGroupId', POLICY_REASONS.ownAccess]]);
  });
});

describe('a file of 5,000 rows', () => {
  it('is parsed, matched and checked row by row: only the seeded problems, the known person recognised', () => {
    const lines = ['First name,Last name,Username,Password,E-mail,Employee ID,Template,Facilities'];
    for (let index = 0; index < 5000; index += 1) {
      const user = index === 99 ? 'user1' : `user${index}`;
      lines.push(`First${index},Last${index},${user},secret@${index},user${index}@example.com,E-${index},FULFILLMENT_MANAGER,BROADWAY;SOHO`);
    }
    const file = parseImportFile(`\uFEFF${lines.join('\r\n')}\r\n`, 'big.csv');
    if ('error' in file) throw new Error(file.error);
    const rows = toImportRows(file, matchColumns(file.headers));
    const checked = checkRows(rows, {
      ...CONTEXT,
      existingLogins: new Map([
        ['user3999', { partyId: 'P9', partyTypeId: 'PERSON', firstName: 'Somebody', lastName: 'Else' }],
        ['user4499', { partyId: 'P4', partyTypeId: 'PERSON', firstName: 'first4499', lastName: 'LAST4499' }],
      ]),
    });
    expect(checked).toHaveLength(5000);
    expect(checked[4999]?.row.line).toBe(5001);
    const problems = checked.filter((entry) => entry.problems.length > 0).map((entry) => [entry.row.line, ...shown(entry)]);
    expect(problems).toEqual([
      [101, ['userLoginId', 'Username user1 is also on line 3.']],
      [4001, ['userLoginId', 'Username user3999 is already taken.']],
    ]);
    expect(checked.filter((entry) => entry.existing).map((entry) => entry.row.line)).toEqual([4501]);
  });
});

describe('checkRows: what an interrupted import left', () => {
  const unfinished: ExistingParty[] = [
    { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' },
    { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'ana', lastName: 'LEE' },
  ];

  it('a row takes the person an earlier run in this tab made for it; a namesake no run made is a problem, never taken (issue 35)', () => {
    const rows = [row(PERSON, 2), row({ ...PERSON, userLoginId: 'ana2', emailAddress: 'ana2@example.com' }, 3), row({ ...PERSON, userLoginId: 'ana3', emailAddress: 'ana3@example.com' }, 4)];
    const madeParties = new Map([[rowIdentity(rows[1]!), 'P2']]);
    const checked = checkRows(rows, { ...CONTEXT, unfinishedPeople: unfinished, madeParties });
    expect(checked.map((one) => one.existing?.partyId)).toEqual([undefined, 'P2', undefined]);
    expect(checked.map((one) => one.problems.map((problem) => problem.message))).toEqual([[CHECK_MESSAGES.namesake], [], [CHECK_MESSAGES.namesake]]);
    expect(checked[0]!.problems[0]!.params).toEqual({ name: 'Ana Lee', partyId: 'P1' });
  });

  it('without a namesake nothing is said; with only the one a run made for another row, neither', () => {
    const rows = [row(PERSON, 2), row({ ...PERSON, userLoginId: 'ana2', emailAddress: 'ana2@example.com' }, 3)];
    const onlyP2 = [unfinished[1]!];
    const checked = checkRows(rows, { ...CONTEXT, unfinishedPeople: onlyP2, madeParties: new Map([[rowIdentity(rows[1]!), 'P2']]) });
    expect(checked.map((one) => [one.existing?.partyId, one.problems.length])).toEqual([
      [undefined, 0],
      ['P2', 0],
    ]);
  });

  it('a row with problems, or found by its username, does not take one', () => {
    const taken = new Map([['ana', { partyId: 'P9', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' }]]);
    const checked = checkRows([row(PERSON, 2), row({ ...PERSON, userLoginId: 'bad', password: 'weak' }, 3)], { ...CONTEXT, existingLogins: taken, unfinishedPeople: unfinished });
    expect(checked.map((one) => one.existing?.partyId)).toEqual(['P9', undefined]);
  });
});


describe('rows without a password, with temporary passwords chosen', () => {
  const NO_PASSWORD: Values = { ...PERSON, password: '' };

  it("are ready when their template lets a person change the password; INTEGRATION and facility logins still need one", () => {
    expect(shown(checkOne(NO_PASSWORD))).toEqual([['password', 'Password is required.']]);
    const temporary = checkOne(NO_PASSWORD, { temporaryPasswords: true });
    expect(shown(temporary)).toEqual([]);
    expect(temporary.temporaryPassword).toBe(true);
    expect(checkOne(PERSON, { temporaryPasswords: true }).temporaryPassword).toBeUndefined();
    expect(shown(checkOne({ ...NO_PASSWORD, templateId: 'INTEGRATION' }, { temporaryPasswords: true }))).toEqual([['password', 'Password is required.']]);
    expect(shown(checkOne({ ...FACILITY_LOGIN, password: '' }, { temporaryPasswords: true }))).toEqual([['password', 'Password is required.']]);
  });

  it('plan a login with a fresh password that must be changed, and the reset email to the row’s email after it', () => {
    const checked = checkOne(NO_PASSWORD, { temporaryPasswords: true });
    const made = ['First-1!temporary', 'Second-2!temporary'];
    const plan = rowSetupPlan(checked, 'NEW', 'PERSON', () => made.shift() ?? '');
    expect(plan.find((step) => step.id === 'login')).toEqual({ id: 'login', dependsOn: [], userLoginId: 'ana', password: 'First-1!temporary', requirePasswordChange: true });
    expect(plan.find((step) => step.id === 'resetMail')).toEqual({ id: 'resetMail', dependsOn: ['login'], userLoginId: 'ana', emailAddress: 'ana@example.com' });
    // Each plan (a retry's too) makes its own: nothing keeps the one made before.
    expect(rowSetupPlan(checked, 'NEW', 'PERSON', () => made.shift() ?? '').find((step) => step.id === 'login')).toMatchObject({ password: 'Second-2!temporary' });
    // A row that has its password keeps it, and nobody is mailed.
    const given = rowSetupPlan(checkOne(PERSON, { temporaryPasswords: true }), 'NEW', 'PERSON', () => 'never');
    expect(given.find((step) => step.id === 'login')).toMatchObject({ password: 'secret@1', requirePasswordChange: false });
    expect(given.map((step) => step.id)).not.toContain('resetMail');
  });
});
