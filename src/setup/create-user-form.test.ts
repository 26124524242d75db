import { chooseFacility, createUserRequest, emptyForm, validateCreateUser } from './create-user-form';
import type { CreateUserForm } from './create-user-form';

const person = (fields: Partial<CreateUserForm> = {}): CreateUserForm => ({ ...emptyForm(false), firstName: 'Ann', lastName: 'Lee', ...fields });
const facilityLogin = (fields: Partial<CreateUserForm> = {}): CreateUserForm => ({
  ...emptyForm(true),
  facilityId: 'BROADWAY',
  groupName: 'Broadway',
  ...fields,
});

describe('create-user validation (spec 5)', () => {
  it.each<[string, CreateUserForm, string[]]>([
    ['a complete person', person(), []],
    ['a person with a valid email', person({ emailAddress: 'ann.lee_1%@mail-box.example.com' }), []],
    ['no first name', person({ firstName: '' }), ['First name is required.']],
    ['a blank last name', person({ lastName: '   ' }), ['Last name is required.']],
    ['an empty person', emptyForm(false), ['First name is required.', 'Last name is required.']],
    ['an empty person with a bad email', person({ firstName: '', lastName: '', emailAddress: 'ann@' }), ['First name is required.', 'Last name is required.', 'Invalid email address.']],
    ['an email with "+"', person({ emailAddress: 'ann+ops@example.com' }), ['Invalid email address.']],
    ['an ending of 5 letters', person({ emailAddress: 'ann@example.comms' }), ['Invalid email address.']],
    ['an ending of 1 letter', person({ emailAddress: 'ann@example.c' }), ['Invalid email address.']],
    ['no dot in the domain', person({ emailAddress: 'ann@localhost' }), ['Invalid email address.']],
    ['a blank email (not given)', person({ emailAddress: '  ' }), []],
    ['a complete facility login', facilityLogin(), []],
    ['a facility login without a name', facilityLogin({ groupName: ' ' }), ['Name is required.']],
    ['a facility login without a facility', facilityLogin({ facilityId: '' }), ['Facility is required.']],
    ['an empty facility login', emptyForm(true), ['Name is required.', 'Facility is required.']],
    ['an empty facility login with a bad email', { ...emptyForm(true), emailAddress: 'x@y' }, ['Name is required.', 'Facility is required.', 'Invalid email address.']],
    ['a facility login ignores the person names', facilityLogin({ firstName: '', lastName: '' }), []],
  ])('%s', (_case, form, errors) => {
    expect(validateCreateUser(form)).toEqual(errors);
  });
});

describe('create-user request', () => {
  it("a person's trimmed fields, without the facility login's", () => {
    const form = person({ firstName: ' Ann ', externalId: ' E-1 ', emailAddress: ' ann@example.com', contactNumber: '', groupName: 'x', facilityId: 'y' });
    expect(createUserRequest(form, 'COMPANY')).toEqual({
      partyTypeId: 'PERSON',
      firstName: 'Ann',
      lastName: 'Lee',
      externalId: 'E-1',
      emailAddress: 'ann@example.com',
      contactNumber: '',
      organizationPartyId: 'COMPANY',
    });
  });

  it("a facility login's name, facility and contacts, without a person's", () => {
    const form = facilityLogin({ firstName: 'x', externalId: 'y', contactNumber: ' 555 ' });
    expect(createUserRequest(form, 'COMPANY')).toEqual({
      partyTypeId: 'PARTY_GROUP',
      groupName: 'Broadway',
      facilityId: 'BROADWAY',
      emailAddress: '',
      contactNumber: '555',
      organizationPartyId: 'COMPANY',
    });
  });

  it("choosing a facility sets the name to the facility's name, or its id when it has none", () => {
    const form = facilityLogin({ groupName: 'Typed', emailAddress: 'kept@example.com' });
    expect(chooseFacility(form, { facilityId: 'TRIBECA', facilityName: 'Tribeca' })).toMatchObject({ facilityId: 'TRIBECA', groupName: 'Tribeca', emailAddress: 'kept@example.com' });
    expect(chooseFacility(form, { facilityId: 'WH_07' })).toMatchObject({ facilityId: 'WH_07', groupName: 'WH_07' });
    expect(chooseFacility(form, { facilityId: 'WH_08', facilityName: '' })).toMatchObject({ groupName: 'WH_08' });
  });
});
