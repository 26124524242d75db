/**
 * Write services for users, logins and contacts: each succeeds with the app's payload (and the
 * effect is read back), and each bad input (missing field, unknown id, duplicate, bad value)
 * answers its error with nothing written. Every test that writes makes its own users (newUser),
 * so the tests pass in any order (`--randomize`).
 */
import { expectFailure, expectOk, expectRejected, startTestServer, type Client, type TestServer } from './harness';
import { BLOCKED_USER, DEMO_LOGINS, KNOWN_FACILITY_LOGIN, KNOWN_PERSON, ORGANIZATION, PERSON_WITHOUT_LOGIN, SEED_PASSWORD } from '../seed/fixtures';

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
});
afterAll(() => t.close());

const relationship = { partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT' };
const personForm = { firstName: 'Tessa', lastName: 'Tester', externalId: 'EMP-T1', emailAddress: 'tessa.tester@example.com', contactNumber: '555 0199', partyTypeId: 'PERSON', ...relationship };

async function userRow(partyId: string): Promise<Record<string, unknown> | undefined> {
  const body = (await admin.find({ entityName: 'PartyAndUserLoginSecurityGroupDetails', inputFields: { partyId }, viewSize: 1, distinct: 'Y', fieldList: ['partyId', 'partyTypeId', 'firstName', 'lastName', 'groupName', 'statusId', 'externalId', 'createdByUserLogin', 'userLoginId', 'enabled', 'hasLoggedOut', 'roleTypeIdTo'] })).body;
  return body.docs?.[0];
}

async function contacts(partyId: string): Promise<Array<Record<string, unknown>>> {
  const body = (await admin.find({
    entityName: 'PartyContactDetailByPurpose',
    inputFields: { partyId, contactMechPurposeTypeId: ['PRIMARY_EMAIL', 'PRIMARY_PHONE'], contactMechPurposeTypeId_op: 'in' },
    filterByDate: 'Y',
    fieldList: ['contactMechId', 'contactMechPurposeTypeId', 'infoString', 'contactNumber'],
    viewSize: 10,
  })).body;
  return body.docs ?? [];
}

async function loginAnswer(userLoginId: string, password: string): Promise<Record<string, unknown>> {
  return (await t.anonymous.post('login', { USERNAME: userLoginId, PASSWORD: password })).body;
}

let users = 0;

/** A new person of the organization without contacts; with `login`, also a working login (password 'hello@123'). */
async function newUser(login?: string): Promise<{ partyId: string; userLoginId: string; password: string }> {
  users += 1;
  const { partyId } = expectOk(await admin.service<{ partyId: string }>('createRelationship', { ...personForm, lastName: `Tester${users}`, externalId: '', emailAddress: '', contactNumber: '' }));
  const userLoginId = login ? `${login}.${users}` : '';
  const password = 'hello@123';
  if (login) expectOk(await admin.service('createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: password, currentPasswordVerify: password, enabled: 'Y' }));
  return { partyId, userLoginId, password };
}

describe('createRelationship (create user)', () => {
  test('creates a person with contacts and the EMPLOYMENT relationship, created by the caller', async () => {
    const answer = await admin.service<{ partyId: string }>('createRelationship', personForm);
    expectOk(answer);
    const { partyId } = answer.body;
    expect(partyId).toMatch(/^\d+$/);
    expect(await userRow(partyId)).toMatchObject({ partyTypeId: 'PERSON', firstName: 'Tessa', lastName: 'Tester', externalId: 'EMP-T1', statusId: 'PARTY_ENABLED', createdByUserLogin: 'admin', userLoginId: null, roleTypeIdTo: 'APPLICATION_USER' });
    const found = await contacts(partyId);
    expect(found.map((c) => [c.contactMechPurposeTypeId, c.infoString ?? c.contactNumber]).sort()).toEqual([['PRIMARY_EMAIL', 'tessa.tester@example.com'], ['PRIMARY_PHONE', '555 0199']]);
  });

  test('creates a facility login (PARTY_GROUP); a facilityId is ignored, like any unknown field', async () => {
    for (const facilityId of ['QUEENS', 'NO_SUCH_FACILITY']) {
      const { partyId } = expectOk(await admin.service<{ partyId: string }>('createRelationship', { groupName: 'Queens', facilityId, emailAddress: '', contactNumber: '', partyTypeId: 'PARTY_GROUP', ...relationship }));
      expect(await userRow(partyId)).toMatchObject({ partyTypeId: 'PARTY_GROUP', groupName: 'Queens' });
      expect((await admin.find({ entityName: 'FacilityParty', inputFields: { partyId }, fieldList: ['facilityId'] })).body.docs).toBeUndefined();
      const roles = (await admin.find({ entityName: 'PartyRole', inputFields: { partyId }, fieldList: ['roleTypeId'] })).body.docs;
      expect(roles).toEqual([{ roleTypeId: 'APPLICATION_USER' }]);
    }
  });

  test.each([
    ['missing first name', { ...personForm, firstName: '' }, 400, 'firstName'],
    ['missing partyTypeId', { ...personForm, partyTypeId: undefined }, 400, 'partyTypeId'],
    ['facility login without a name', { ...personForm, partyTypeId: 'PARTY_GROUP' }, 400, 'groupName'],
    ['bad partyTypeId', { ...personForm, partyTypeId: 'ROBOT' }, 400, 'partyTypeId'],
    ['bad email', { ...personForm, emailAddress: 'tessa@' }, 400, 'Invalid email address.'],
    ['unknown organization', { ...personForm, partyIdFrom: 'NO_SUCH_ORG' }, 404, 'NO_SUCH_ORG'],
    ['unknown role type', { ...personForm, roleTypeIdTo: 'NO_SUCH_ROLE' }, 404, 'NO_SUCH_ROLE'],
    ['duplicate partyId', { ...personForm, partyId: KNOWN_PERSON.partyId }, 409, KNOWN_PERSON.partyId],
  ])('%s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'createRelationship', body, status, message);
  });
});

describe('updatePerson / updatePartyGroup', () => {
  test('renames and sets or clears the external id', async () => {
    expectOk(await admin.service('updatePerson', { partyId: KNOWN_PERSON.partyId, firstName: 'Mariana', externalId: 'EMP-NEW' }));
    expect(await userRow(KNOWN_PERSON.partyId)).toMatchObject({ firstName: 'Mariana', lastName: KNOWN_PERSON.lastName, externalId: 'EMP-NEW' });
    expectOk(await admin.service('updatePerson', { partyId: KNOWN_PERSON.partyId, externalId: '' }));
    expect(await userRow(KNOWN_PERSON.partyId)).toMatchObject({ firstName: 'Mariana', externalId: null });
    expect((await admin.service('updatePartyGroup', { partyId: KNOWN_FACILITY_LOGIN.partyId, groupName: 'Broadway Flagship' })).body).toEqual({ partyId: KNOWN_FACILITY_LOGIN.partyId });
    expect(await userRow(KNOWN_FACILITY_LOGIN.partyId)).toMatchObject({ groupName: 'Broadway Flagship' });
  });

  test('statusId changes the party only: PARTY_DISABLED leaves the login enabled (the client blocks it itself)', async () => {
    const { partyId, userLoginId, password } = await newUser('to.disable');
    expectOk(await admin.service('updatePerson', { partyId, statusId: 'PARTY_DISABLED' }));
    expect(await userRow(partyId)).toMatchObject({ statusId: 'PARTY_DISABLED', enabled: 'Y' });
    expect(await loginAnswer(userLoginId, password)).toHaveProperty('token');
    expectOk(await admin.service('updateUserLoginStatus', { partyId, userLoginId, enabled: 'N' }));
    expect(await loginAnswer(userLoginId, password)).toEqual({ _ERROR_MESSAGE_: expect.stringContaining('disabled') });
    expectOk(await admin.service('updatePerson', { partyId, statusId: 'PARTY_ENABLED' }));
    expect(await userRow(partyId)).toMatchObject({ statusId: 'PARTY_ENABLED', enabled: 'N' });
  });

  test.each([
    ['updatePerson', 'missing partyId', { firstName: 'X' }, 400, 'partyId'],
    ['updatePerson', 'unknown person', { partyId: 'NO_SUCH_PARTY', firstName: 'X' }, 404, 'NO_SUCH_PARTY'],
    ['updatePerson', 'a party group is not a person', { partyId: KNOWN_FACILITY_LOGIN.partyId, firstName: 'X' }, 404, 'Person'],
    ['updatePerson', 'bad status', { partyId: KNOWN_PERSON.partyId, statusId: 'PARTY_SLEEPING' }, 400, 'statusId'],
    ['updatePerson', 'blank first name', { partyId: KNOWN_PERSON.partyId, firstName: '  ' }, 400, 'firstName'],
    ['updatePartyGroup', 'missing partyId', { groupName: 'X' }, 400, 'partyId'],
    ['updatePartyGroup', 'a person is not a group', { partyId: KNOWN_PERSON.partyId, groupName: 'X' }, 404, 'PartyGroup'],
    ['updatePartyGroup', 'bad status', { partyId: KNOWN_FACILITY_LOGIN.partyId, statusId: 'gone' }, 400, 'statusId'],
  ])('%s: %s', async (service, _label, body, status, message) => {
    await expectRejected(t, admin, service, body, status, message);
  });
});

describe('logins', () => {
  const newLogin = { partyId: PERSON_WITHOUT_LOGIN.partyId, userLoginId: 'liam.walker', currentPassword: 'hello@123', currentPasswordVerify: 'hello@123', requirePasswordChange: 'Y', enabled: 'Y', userPrefTypeId: 'ORGANIZATION_PARTY', userPrefValue: ORGANIZATION.partyId };

  test('createNewUserLoginAndSetUserPreference creates a working login and its preference', async () => {
    const answer = await admin.service('createNewUserLoginAndSetUserPreference', newLogin);
    expect(answer).toEqual({ status: 200, body: { userLoginId: 'liam.walker', partyId: PERSON_WITHOUT_LOGIN.partyId } });
    expect(await userRow(PERSON_WITHOUT_LOGIN.partyId)).toMatchObject({ userLoginId: 'liam.walker', enabled: 'Y' });
    expect(await loginAnswer('liam.walker', 'hello@123')).toHaveProperty('token');
    const prefs = (await admin.find({ entityName: 'UserPreference', inputFields: { userLoginId: 'liam.walker' }, fieldList: ['userPrefTypeId', 'userPrefValue'] })).body;
    expect(prefs.docs).toEqual([{ userPrefTypeId: 'ORGANIZATION_PARTY', userPrefValue: ORGANIZATION.partyId }]);
    const stored = t.server.db.prepare('SELECT currentPassword, requirePasswordChange FROM UserLogin WHERE userLoginId = ?').get('liam.walker') as { currentPassword: string; requirePasswordChange: string };
    expect(stored.requirePasswordChange).toBe('Y');
    expect(stored.currentPassword).toMatch(/^scrypt\$/);
    expect(stored.currentPassword).not.toContain('hello@123');
  });

  test.each([
    ['missing userLoginId', { ...newLogin, userLoginId: '' }, 400, 'userLoginId'],
    ['missing verification', { ...newLogin, userLoginId: 'x.y', currentPasswordVerify: undefined }, 400, 'currentPasswordVerify'],
    ['passwords differ', { ...newLogin, userLoginId: 'x.y', currentPasswordVerify: 'hello@124' }, 400, 'Passwords do not match.'],
    ['weak password', { ...newLogin, userLoginId: 'x.y', currentPassword: 'hello', currentPasswordVerify: 'hello' }, 400, 'at least 5 characters'],
    ['unknown party', { ...newLogin, userLoginId: 'x.y', partyId: 'NO_SUCH_PARTY' }, 404, 'NO_SUCH_PARTY'],
    ['bad enabled flag', { ...newLogin, userLoginId: 'x.y', enabled: 'maybe' }, 400, 'enabled'],
    ['duplicate login', { ...newLogin, userLoginId: 'admin' }, 409, 'Could not create login user: user with ID admin already exists.'],
  ])('createNewUserLoginAndSetUserPreference: %s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'createNewUserLoginAndSetUserPreference', body, status, message);
  });

  test('resetPassword replaces the password', async () => {
    const reset = { userLoginId: BLOCKED_USER.userLoginId, newPassword: 'fresh@123', newPasswordVerify: 'fresh@123' };
    expect(await admin.service('resetPassword', reset)).toEqual({ status: 200, body: { userLoginId: BLOCKED_USER.userLoginId } });
    const hash = t.server.db.prepare('SELECT currentPassword FROM UserLogin WHERE userLoginId = ?').get(BLOCKED_USER.userLoginId) as { currentPassword: string };
    expect(hash.currentPassword).toMatch(/^scrypt\$/);
    // Blocked logins still cannot log in, whatever the password.
    expect(await loginAnswer(BLOCKED_USER.userLoginId, 'fresh@123')).toEqual({ _ERROR_MESSAGE_: expect.stringContaining('disabled') });
    const { userLoginId, password } = await newUser('reset.me');
    expectOk(await admin.service('resetPassword', { userLoginId, newPassword: 'again@123', newPasswordVerify: 'again@123' }));
    expect(await loginAnswer(userLoginId, password)).toEqual({ _ERROR_MESSAGE_: 'Password incorrect.' });
    expect(await loginAnswer(userLoginId, 'again@123')).toHaveProperty('token');
  });

  test.each([
    ['missing userLoginId', { newPassword: 'fresh@123', newPasswordVerify: 'fresh@123' }, 400, 'userLoginId'],
    ['passwords differ', { userLoginId: 'admin', newPassword: 'fresh@123', newPasswordVerify: 'fresh@124' }, 400, 'Passwords do not match.'],
    ['weak password', { userLoginId: 'admin', newPassword: 'freshness', newPasswordVerify: 'freshness' }, 400, 'special character'],
    ['unknown login', { userLoginId: 'nobody.here', newPassword: 'fresh@123', newPasswordVerify: 'fresh@123' }, 404, 'nobody.here'],
  ])('resetPassword: %s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'resetPassword', body, status, message);
  });

  test('updateUserLoginStatus blocks and unblocks a login', async () => {
    const { partyId, userLoginId, password } = await newUser('block.me');
    expect(await admin.service('updateUserLoginStatus', { enabled: 'N', partyId, userLoginId })).toEqual({ status: 200, body: { userLoginId, enabled: 'N' } });
    expect(await loginAnswer(userLoginId, password)).toEqual({ _ERROR_MESSAGE_: expect.stringContaining('disabled') });
    expectOk(await admin.service('updateUserLoginStatus', { enabled: 'Y', partyId, userLoginId }));
    expect(await loginAnswer(userLoginId, password)).toHaveProperty('token');
  });

  test.each([
    ['missing enabled', { userLoginId: KNOWN_PERSON.userLoginId }, 400, 'enabled'],
    ['bad enabled', { userLoginId: KNOWN_PERSON.userLoginId, enabled: 'X' }, 400, 'enabled'],
    ['unknown login', { userLoginId: 'nobody.here', enabled: 'N' }, 404, 'nobody.here'],
    ['login of another party', { userLoginId: KNOWN_PERSON.userLoginId, enabled: 'N', partyId: PERSON_WITHOUT_LOGIN.partyId }, 400, 'partyId'],
  ])('updateUserLoginStatus: %s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'updateUserLoginStatus', body, status, message);
  });

  test('forceLogout ends every token of the login and sets hasLoggedOut', async () => {
    const { partyId, userLoginId, password } = await newUser('log.me.out');
    const first = await t.as(userLoginId, password);
    const second = await t.as(userLoginId, password);
    expectOk(await first.get('user-profile'));
    expect(await userRow(partyId)).toMatchObject({ hasLoggedOut: 'N' });
    const ended = await admin.service<{ userLoginId: string; revokedTokens: number }>('forceLogout', { userLoginId });
    expectOk(ended);
    expect(ended.body.userLoginId).toBe(userLoginId);
    expect(ended.body.revokedTokens).toBe(2);
    expect((await first.get('user-profile')).status).toBe(401);
    expect((await second.get('user-profile')).status).toBe(401);
    expect(await userRow(partyId)).toMatchObject({ hasLoggedOut: 'Y' });
    await t.as(userLoginId, password);
    expect(await userRow(partyId)).toMatchObject({ hasLoggedOut: 'N' });
  });

  test.each([
    ['missing userLoginId', {}, 400, 'userLoginId'],
    ['unknown login', { userLoginId: 'nobody.here' }, 404, 'nobody.here'],
  ])('forceLogout: %s', async (_label, body, status, message) => {
    await expectRejected(t, admin, 'forceLogout', body, status, message);
  });

  test('sendResetPasswordMail stores the mail in the outbox', async () => {
    const answer = await admin.post('sendResetPasswordMail', { emailAddress: KNOWN_PERSON.email, userName: KNOWN_PERSON.userLoginId });
    expectOk(answer);
    const outbox = (await t.anonymous.get<{ messages: Array<Record<string, unknown>> }>('dev/outbox', new URLSearchParams({ to: KNOWN_PERSON.email }))).body;
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ toAddress: KNOWN_PERSON.email, userLoginId: KNOWN_PERSON.userLoginId, subject: expect.stringContaining('password'), sentByUserLogin: 'admin' });
    for (const [body, status] of [[{ emailAddress: KNOWN_PERSON.email }, 400], [{ emailAddress: 'not-an-email', userName: 'admin' }, 400], [{ emailAddress: KNOWN_PERSON.email, userName: 'nobody.here' }, 404]] as const) {
      expectFailure(t, await admin.post('sendResetPasswordMail', body), status);
    }
    expect((await t.anonymous.get<{ messages: unknown[] }>('dev/outbox')).body.messages).toHaveLength(1);
  });
});

describe('contact details', () => {
  test('createUpdatePartyEmailAddress adds, then an edit replaces the contact mech', async () => {
    const { partyId } = await newUser();
    const added = await admin.service<{ contactMechId: string }>('createUpdatePartyEmailAddress', { partyId, emailAddress: 'liam@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' });
    expectOk(added);
    const edited = await admin.service<{ contactMechId: string }>('createUpdatePartyEmailAddress', { partyId, emailAddress: 'liam.walker@example.com', contactMechId: added.body.contactMechId });
    expectOk(edited);
    expect(edited.body.contactMechId).not.toBe(added.body.contactMechId);
    const emailId = edited.body.contactMechId;
    expect(await contacts(partyId)).toEqual([{ contactMechId: emailId, contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'liam.walker@example.com', contactNumber: null }]);
    const unchanged = await admin.service('createUpdatePartyEmailAddress', { partyId, emailAddress: 'liam.walker@example.com', contactMechId: emailId });
    expect(unchanged.body).toEqual({ contactMechId: emailId, partyId });
  });

  test('createUpdatePartyTelecomNumber adds and edits', async () => {
    const { partyId } = await newUser();
    const added = await admin.service<{ contactMechId: string }>('createUpdatePartyTelecomNumber', { partyId, contactNumber: '5550100', contactMechPurposeTypeId: 'PRIMARY_PHONE' });
    const edited = await admin.service<{ contactMechId: string }>('createUpdatePartyTelecomNumber', { partyId, contactNumber: '5550111', contactMechId: added.body.contactMechId });
    expect(await contacts(partyId)).toEqual([{ contactMechId: edited.body.contactMechId, contactMechPurposeTypeId: 'PRIMARY_PHONE', infoString: null, contactNumber: '5550111' }]);
  });

  test('deletePartyContactMech ends the contact', async () => {
    const { partyId } = await newUser();
    const email = expectOk(await admin.service<{ contactMechId: string }>('createUpdatePartyEmailAddress', { partyId, emailAddress: 'liam@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }));
    const phone = expectOk(await admin.service<{ contactMechId: string }>('createUpdatePartyTelecomNumber', { partyId, contactNumber: '5550100', contactMechPurposeTypeId: 'PRIMARY_PHONE' }));
    expectOk(await admin.service('deletePartyContactMech', { partyId, contactMechId: phone.contactMechId }));
    expect((await contacts(partyId)).map((c) => c.contactMechId)).toEqual([email.contactMechId]);
    await expectRejected(t, admin, 'deletePartyContactMech', { partyId, contactMechId: phone.contactMechId }, 404, phone.contactMechId);
  });

  test.each([
    ['createUpdatePartyEmailAddress', 'missing email', { partyId: KNOWN_PERSON.partyId }, 400, 'emailAddress'],
    ['createUpdatePartyEmailAddress', 'bad email', { partyId: KNOWN_PERSON.partyId, emailAddress: 'a@b' }, 400, 'Invalid email address.'],
    ['createUpdatePartyEmailAddress', 'unknown party', { partyId: 'NO_SUCH_PARTY', emailAddress: 'a@b.com' }, 404, 'NO_SUCH_PARTY'],
    ['createUpdatePartyEmailAddress', 'unknown contact mech', { partyId: KNOWN_PERSON.partyId, emailAddress: 'a@b.com', contactMechId: '999999' }, 404, '999999'],
    ['createUpdatePartyEmailAddress', 'unknown purpose', { partyId: KNOWN_PERSON.partyId, emailAddress: 'a@b.com', contactMechPurposeTypeId: 'SECRET_EMAIL' }, 404, 'SECRET_EMAIL'],
    ['createUpdatePartyTelecomNumber', 'missing number', { partyId: KNOWN_PERSON.partyId }, 400, 'contactNumber'],
    ['createUpdatePartyTelecomNumber', 'number longer than 60', { partyId: KNOWN_PERSON.partyId, contactNumber: '5'.repeat(61) }, 400, 'contactNumber'],
    ['createUpdatePartyTelecomNumber', 'unknown party', { partyId: 'NO_SUCH_PARTY', contactNumber: '5550100' }, 404, 'NO_SUCH_PARTY'],
    ['deletePartyContactMech', 'missing contactMechId', { partyId: KNOWN_PERSON.partyId }, 400, 'contactMechId'],
  ])('%s: %s', async (service, _label, body, status, message) => {
    await expectRejected(t, admin, service, body, status, message);
  });

  test('an email edit given a phone contact mech is a bad value', async () => {
    const phone = (await contacts(KNOWN_PERSON.partyId)).find((c) => c.contactMechPurposeTypeId === 'PRIMARY_PHONE');
    expect(phone).toBeDefined();
    await expectRejected(t, admin, 'createUpdatePartyEmailAddress', { partyId: KNOWN_PERSON.partyId, emailAddress: 'a@b.com', contactMechId: phone?.contactMechId }, 400, 'not an email');
  });
});

describe('session calls', () => {
  test('time zones: list, set (tzId or timeZoneId), reject unknown', async () => {
    const zones = (await admin.get<Array<{ id: string; label: string }>>('getAvailableTimeZones')).body;
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({ id: 'America/New_York', label: expect.stringContaining('Eastern') });
    expectOk(await admin.post('setUserTimeZone', { tzId: 'Asia/Kolkata' }));
    expect((await admin.get('user-profile')).body).toMatchObject({ userTimeZone: 'Asia/Kolkata' });
    expectOk(await admin.post('setUserTimeZone', { timeZoneId: 'Europe/Berlin' }));
    expect((await admin.get('user-profile')).body).toMatchObject({ userTimeZone: 'Europe/Berlin' });
    expectFailure(t, await admin.post('setUserTimeZone', { tzId: 'Mars/Olympus' }), 400, 'Mars/Olympus');
    expectFailure(t, await admin.post('setUserTimeZone', {}), 400, 'tzId');
  });

  test('locale: set and reject', async () => {
    expect((await admin.post('setUserLocale', { newLocale: 'es' })).body).toMatchObject({ userLocale: 'es' });
    expect((await admin.get('user-profile')).body).toMatchObject({ userLocale: 'es' });
    expectFailure(t, await admin.post('setUserLocale', { newLocale: 'not a locale!' }), 400, 'newLocale');
    expectFailure(t, await admin.post('setUserLocale', {}), 400, 'newLocale');
  });

  test('user-profile describes the caller', async () => {
    const manager = await t.as(DEMO_LOGINS.manager.userLoginId, DEMO_LOGINS.manager.password);
    expect((await manager.get('user-profile')).body).toMatchObject({ userLoginId: 'manager', partyId: DEMO_LOGINS.manager.partyId, partyName: 'Morgan Manager', userTimeZone: 'America/New_York' });
  });

  test('an unknown service is a 404', async () => {
    const answer = await admin.service('launchRocket', {});
    expect(answer).toEqual({ status: 404, body: { error: { message: 'Service launchRocket not found.' } } });
  });

  test('seeded logins other than the demo ones use the seed password', async () => {
    expect(await loginAnswer(KNOWN_PERSON.userLoginId, SEED_PASSWORD)).toHaveProperty('token');
  });
});

