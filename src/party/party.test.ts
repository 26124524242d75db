/**
 * The party rules every screen shares (src/party/party.ts).
 */
import { defaultUsername, displayName, isCreatedBySystem, isIntegrationUser, loginState } from './party';

describe('displayName', () => {
  it('prefers the party group name, then first and last name, then the partyId', () => {
    expect(displayName({ partyId: '1', groupName: 'Main warehouse', firstName: 'A' })).toBe('Main warehouse');
    expect(displayName({ partyId: '1', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayName({ partyId: '1', lastName: 'Lee' })).toBe('Lee');
    expect(displayName({ firstName: 'Maria' })).toBe('Maria');
    expect(displayName({ partyId: '1' })).toBe('1');
    expect(displayName({})).toBe('');
    // A find's row holds null for a field it lacks.
    expect(displayName({ partyId: '1', groupName: null, firstName: 'Ann', lastName: null })).toBe('Ann');
  });
});

describe('defaultUsername', () => {
  it('offers groupName, else firstName.lastName, in lower case and without white space (one rule for Add credentials, quick setup and import)', () => {
    expect(defaultUsername({ groupName: 'Broadway NYC' })).toBe('broadwaynyc');
    expect(defaultUsername({ firstName: 'Maria', lastName: 'Garcia' })).toBe('maria.garcia');
    expect(defaultUsername({ firstName: 'Mary Ann', lastName: 'Smith' })).toBe('maryann.smith');
    expect(defaultUsername({ firstName: 'Ana' })).toBe('ana');
  });
});

describe('loginState', () => {
  it.each([
    [{}, 'noLogin'],
    [{ userLoginId: 'x', enabled: 'Y', statusId: 'PARTY_DISABLED' }, 'disabled'],
    [{ userLoginId: 'x', enabled: 'N', statusId: 'PARTY_ENABLED' }, 'blocked'],
    // Old data: an empty enabled does not block (only 'N' does).
    [{ userLoginId: 'x', enabled: '' }, 'ok'],
    [{ userLoginId: 'x', enabled: 'Y', requirePasswordChange: 'Y' }, 'passwordChange'],
    [{ userLoginId: 'x', enabled: 'Y', requirePasswordChange: 'N', statusId: 'PARTY_ENABLED' }, 'ok'],
  ])('%j -> %s', (party, expected) => {
    expect(loginState(party)).toBe(expected);
  });
});

describe('kinds of user', () => {
  it("treats a missing creator and 'system' as the system", () => {
    expect(isCreatedBySystem(undefined)).toBe(true);
    expect(isCreatedBySystem('system')).toBe(true);
    expect(isCreatedBySystem('admin')).toBe(false);
  });

  it('an integration login is one in the INTEGRATION group', () => {
    expect(isIntegrationUser([{ groupId: 'CSR' }, { groupId: 'INTEGRATION' }])).toBe(true);
    expect(isIntegrationUser([{ groupId: 'CSR' }])).toBe(false);
  });
});
