import { initialForm, validateSetupForm } from './setup-form';
import type { SetupUser } from './setup-form';
import { clearSetup, planSetup } from './setup-plan';
import { assertCleared } from '../policy/cleared';
import { POLICY_REASONS } from '../policy/policy';
import { SECURITY_ADMIN_VIEWER, SUPER_VIEWER, target } from '../../test/policy-setup';
import { USER_TEMPLATES, templateById } from './templates';
import type { TemplateId } from './templates';

const PERSON: SetupUser = { partyId: '200', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'De Luca', facilityIds: [] };
const FACILITY_LOGIN: SetupUser = { partyId: '300', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityIds: ['BROADWAY', 'SOHO'] };
const STORES = ['STORE_US', 'STORE_CA'];

const filled = (templateId: TemplateId, user: SetupUser = PERSON) => ({
  ...initialForm(templateById(templateId), user, STORES),
  password: 'secret@1',
  emailAddress: 'ana@example.com',
  externalId: 'E-1',
  facilityIds: templateById(templateId).isFacilityRequired || user === FACILITY_LOGIN ? ['BROADWAY'] : [],
});

describe('initialForm (spec 4)', () => {
  it('a person whose template needs a login: firstname.lastname in lower case, every store selected, no password change', () => {
    expect(initialForm(templateById('CSR'), PERSON, STORES)).toEqual({
      templateId: 'CSR',
      userLoginId: 'ana.deluca',
      password: '',
      emailAddress: '',
      externalId: '',
      requirePasswordChange: false,
      productStoreIds: STORES,
      facilityIds: [],
    });
  });

  it('no login for FULFILLMENT; the current email and employee id are taken', () => {
    const form = initialForm(templateById('FULFILLMENT'), { ...PERSON, externalId: 'E-9', email: { email: 'a@b.io', contactMechId: 'CM1' } }, STORES);
    expect(form).toMatchObject({ userLoginId: '', emailAddress: 'a@b.io', externalId: 'E-9' });
  });

  it('a facility login: the first facility is the username, its current facilities are selected', () => {
    expect(initialForm(templateById('FULFILLMENT'), FACILITY_LOGIN, STORES)).toMatchObject({ userLoginId: 'BROADWAY', facilityIds: ['BROADWAY', 'SOHO'], requirePasswordChange: false });
  });
});

describe('validateSetupForm (spec 5)', () => {
  const csr = templateById('CSR');
  it.each([
    ['all missing', { userLoginId: ' ', password: '', emailAddress: '' }, ['Username is required.', 'Password is required.', 'Email is required.']],
    ['bad email and password', { userLoginId: 'a', password: 'abc', emailAddress: 'x@y' }, ['Invalid email address.', 'Invalid passowrd. Password should be at least 5 characters long and contain at least one number, alphabet and special character.']],
    ['valid', { userLoginId: 'a', password: 'abc1!', emailAddress: 'x@y.io' }, []],
  ])('%s', (_name, values, messages) => {
    expect(validateSetupForm({ ...initialForm(csr, PERSON, []), ...values }, csr, false)).toEqual(messages);
  });

  it('INTEGRATION needs no email; FULFILLMENT needs no login at all', () => {
    const integration = templateById('INTEGRATION');
    expect(validateSetupForm({ ...initialForm(integration, PERSON, []), password: 'abc1!' }, integration, false)).toEqual([]);
    const fulfillment = templateById('FULFILLMENT');
    expect(validateSetupForm(initialForm(fulfillment, PERSON, []), fulfillment, false)).toEqual([]);
  });

  it('a temporary password stands in for a missing one, except where the password cannot be changed or is a facility login’s', () => {
    const form = { ...initialForm(csr, PERSON, []), userLoginId: 'a', password: '', emailAddress: 'x@y.io', temporaryPassword: true };
    expect(validateSetupForm(form, csr, false)).toEqual([]);
    const integration = templateById('INTEGRATION');
    expect(validateSetupForm({ ...form, templateId: 'INTEGRATION' }, integration, false)).toEqual(['Password is required.']);
    const fulfillment = templateById('FULFILLMENT');
    expect(validateSetupForm({ ...initialForm(fulfillment, FACILITY_LOGIN, []), password: '', emailAddress: 'x@y.io', temporaryPassword: true }, fulfillment, true)).toEqual(['Password is required.']);
  });

  it('a facility login always needs the login fields', () => {
    const fulfillment = templateById('FULFILLMENT');
    expect(validateSetupForm({ ...initialForm(fulfillment, FACILITY_LOGIN, []), password: '' }, fulfillment, true)).toEqual(['Password is required.', 'Email is required.']);
  });
});

describe('planSetup: which steps, in which order, with what', () => {
  const steps = (templateId: TemplateId, user: SetupUser = PERSON) =>
    planSetup({ template: templateById(templateId), user, form: filled(templateId, user), initialFacilityIds: user.facilityIds }).map((step) => step.id);

  it.each<[TemplateId, string[]]>([
    ['ADMIN', ['login', 'securityGroup', 'email', 'productStores']],
    ['MERCHANDISING_MANAGER', ['login', 'securityGroup', 'email', 'productStores']],
    ['CSR', ['login', 'securityGroup', 'email']],
    ['FULFILLMENT_MANAGER', ['login', 'securityGroup', 'email', 'employeeId', 'partyRole', 'facilities']],
    ['FULFILLMENT', ['email', 'employeeId', 'partyRole']],
    ['INTEGRATION', ['login', 'securityGroup', 'email']],
  ])('%s', (templateId, expected) => {
    expect(steps(templateId)).toEqual(expected);
  });

  it('covers the six templates', () => {
    expect(USER_TEMPLATES.map((template) => template.templateId)).toEqual(['ADMIN', 'MERCHANDISING_MANAGER', 'CSR', 'FULFILLMENT_MANAGER', 'FULFILLMENT', 'INTEGRATION']);
  });

  it('a facility login: login, fallback group, the template role, facilities and the FAC_LOGIN association on the first', () => {
    const plan = planSetup({ template: templateById('FULFILLMENT'), user: FACILITY_LOGIN, form: filled('FULFILLMENT', FACILITY_LOGIN), initialFacilityIds: ['BROADWAY', 'SOHO'] });
    expect(plan).toEqual([
      { id: 'login', dependsOn: [], userLoginId: 'BROADWAY', password: 'secret@1', requirePasswordChange: false },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'BROADWAY', groupId: 'STORE_MANAGER' },
      { id: 'email', dependsOn: [], emailAddress: 'ana@example.com', contactMechId: undefined },
      { id: 'partyRole', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER' },
      { id: 'facilities', dependsOn: [], roleTypeId: 'WAREHOUSE_PICKER', facilityIds: ['BROADWAY'], initialFacilityIds: ['BROADWAY', 'SOHO'] },
      { id: 'facilityLoginRole', dependsOn: [], facilityId: 'BROADWAY' },
    ]);
  });

  it('the template group, its store role and the chosen stores; an unchanged email is not sent again', () => {
    const user = { ...PERSON, email: { email: 'ana@example.com', contactMechId: 'CM1' } };
    const plan = planSetup({ template: templateById('ADMIN'), user, form: { ...filled('ADMIN', user), productStoreIds: ['STORE_CA'] }, initialFacilityIds: [] });
    expect(plan).toEqual([
      { id: 'login', dependsOn: [], userLoginId: 'ana.deluca', password: 'secret@1', requirePasswordChange: false },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana.deluca', groupId: 'COMMERCE_SUPER' },
      { id: 'productStores', dependsOn: [], roleTypeId: 'APPLICATION_USER', productStoreIds: ['STORE_CA'] },
    ]);
  });

  it('a temporary password: the login must change it, and the reset password email goes to the form’s email once the login exists', () => {
    const plan = planSetup({ template: templateById('CSR'), user: PERSON, form: { ...filled('CSR'), password: 'Made-1!xyz', temporaryPassword: true }, initialFacilityIds: [] });
    expect(plan.slice(0, 3)).toEqual([
      { id: 'login', dependsOn: [], userLoginId: 'ana.deluca', password: 'Made-1!xyz', requirePasswordChange: true },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana.deluca', groupId: 'CSR' },
      { id: 'resetMail', dependsOn: ['login'], userLoginId: 'ana.deluca', emailAddress: 'ana@example.com' },
    ]);
    const noEmail = planSetup({ template: templateById('CSR'), user: PERSON, form: { ...filled('CSR'), emailAddress: '', temporaryPassword: true }, initialFacilityIds: [] });
    expect(noEmail.map((step) => step.id)).not.toContain('resetMail');
    const given = planSetup({ template: templateById('CSR'), user: PERSON, form: filled('CSR'), initialFacilityIds: [] });
    expect(given.map((step) => step.id)).not.toContain('resetMail');
  });

  it('INTEGRATION never asks for a password change, even when the toggle was on', () => {
    const plan = planSetup({ template: templateById('INTEGRATION'), user: PERSON, form: { ...filled('INTEGRATION'), requirePasswordChange: true }, initialFacilityIds: [] });
    expect(plan[0]).toMatchObject({ id: 'login', requirePasswordChange: false });
    const csr = planSetup({ template: templateById('CSR'), user: PERSON, form: { ...filled('CSR'), requirePasswordChange: true }, initialFacilityIds: [] });
    expect(csr[0]).toMatchObject({ id: 'login', requirePasswordChange: true });
  });
});

describe('clearSetup: each step through the change policy (issue 63)', () => {
  const csr = planSetup({ template: templateById('CSR'), user: PERSON, form: filled('CSR'), initialFacilityIds: [] });
  const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);

  it('a security admin on a super user (admin, in SUPER): every step refused with the reason, the group too (it needs the login), nothing left to run', () => {
    const plan = clearSetup(SECURITY_ADMIN_VIEWER, target('200', ['SUPER']), csr);
    expect(plan.steps.filter((step) => step.id !== 'resetMail')).toEqual([]);
    expect(plan.refused).toEqual([
      { id: 'login', reason: POLICY_REASONS.superTarget },
      { id: 'securityGroup', reason: POLICY_REASONS.superTarget },
      { id: 'email', reason: POLICY_REASONS.superTarget },
    ]);
    expect(() => assertCleared(plan)).not.toThrow();
  });

  it('a super user on the same super user: every step runs', () => {
    const plan = clearSetup(SUPER_VIEWER, target('200', ['SUPER']), csr);
    expect(ids(plan.steps)).toEqual(ids(csr));
    expect(plan.refused).toEqual([]);
  });

  it('a template or row group that is restricted, or gives super-user power, is refused for a new user; the login and the rest run', () => {
    const restricted = planSetup({ template: { ...templateById('CSR'), securityGroupId: 'SECURITY_ADMIN' }, user: PERSON, form: filled('CSR'), initialFacilityIds: [] });
    const plan = clearSetup(SUPER_VIEWER, target('200'), restricted);
    expect(plan.refused).toEqual([{ id: 'securityGroup', reason: POLICY_REASONS.restrictedGroup }]);
    expect(ids(plan.steps)).toEqual(['login', 'email']);
    const admin = planSetup({ template: templateById('ADMIN'), user: PERSON, form: filled('ADMIN'), initialFacilityIds: [] });
    const powered = { ...SECURITY_ADMIN_VIEWER, superPowerGroupIds: new Set(['COMMERCE_SUPER']) };
    expect(clearSetup(powered, target('200'), admin).refused).toEqual([{ id: 'securityGroup', reason: POLICY_REASONS.superPower }]);
    // The same group by a super user: handed out.
    expect(clearSetup({ ...SUPER_VIEWER, superPowerGroupIds: new Set(['COMMERCE_SUPER']) }, target('200'), admin).refused).toEqual([]);
  });

  it("the viewer's own user (rule 3): no group or store added to it, the rest runs", () => {
    const own = planSetup({ template: templateById('MERCHANDISING_MANAGER'), user: { ...PERSON, partyId: 'SAM' }, form: filled('MERCHANDISING_MANAGER'), initialFacilityIds: [] });
    const plan = clearSetup(SECURITY_ADMIN_VIEWER, target('SAM', ['SECURITY_ADMIN']), own);
    expect(plan.refused).toEqual([
      { id: 'securityGroup', reason: POLICY_REASONS.ownAccess },
      { id: 'productStores', reason: POLICY_REASONS.ownAccess },
    ]);
    expect(ids(plan.steps)).toEqual(['login', 'email']);
  });
});
