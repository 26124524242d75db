import nock from 'nock';
import { OmsClient } from './client';
import { createUserLogin, findUserLoginPartyId, forceLogout, heldPassword, resetPassword, sendResetPasswordMail, updateUserLoginStatus, userLoginExists } from './logins';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const userLoginFind = (userLoginId: string) => ({
  entityName: 'UserLogin',
  inputFields: { userLoginId },
  fieldList: ['userLoginId', 'partyId'],
  viewSize: 1,
  noConditionFind: 'Y',
  distinct: 'Y',
});

describe('logins', () => {
  it("findUserLoginPartyId reads UserLogin's partyId; userLoginExists says whether the id is taken", async () => {
    const scope = oms()
      .post('/api/performFind', userLoginFind('admin'))
      .reply(200, { docs: [{ userLoginId: 'admin', partyId: '10000' }], count: 1 })
      .post('/api/performFind', userLoginFind('new.user'))
      .reply(200, { error: 'No record found' });
    await expect(findUserLoginPartyId(client(), 'admin')).resolves.toBe('10000');
    await expect(userLoginExists(client(), 'new.user')).resolves.toBe(false);
    scope.done();
  });

  it('createUserLogin creates an enabled login with the organization preference', async () => {
    const scope = oms()
      .post('/api/service/createNewUserLoginAndSetUserPreference', {
        partyId: '10004',
        userLoginId: 'liam',
        currentPassword: 'abc1!',
        currentPasswordVerify: 'abc1!',
        enabled: 'Y',
        userPrefTypeId: 'ORGANIZATION_PARTY',
        userPrefValue: 'COMPANY',
      })
      .reply(200, {})
      .post('/api/service/createNewUserLoginAndSetUserPreference', (body: Record<string, unknown>) => body.requirePasswordChange === 'N')
      .reply(200, {});
    await createUserLogin(client(), { partyId: '10004', userLoginId: 'liam', password: 'abc1!', organizationPartyId: 'COMPANY' });
    await createUserLogin(client(), { partyId: '10004', userLoginId: 'liam', password: 'abc1!', organizationPartyId: 'COMPANY', requirePasswordChange: false });
    scope.done();
  });

  it('resetPassword, sendResetPasswordMail, forceLogout and updateUserLoginStatus post their payloads', async () => {
    const scope = oms()
      .post('/api/service/resetPassword', { newPassword: 'a1!aa', newPasswordVerify: 'a1!aa', userLoginId: 'm' })
      .reply(200, {})
      .post('/api/sendResetPasswordMail', { emailAddress: 'm@x.io', userName: 'm' })
      .reply(200, {})
      .post('/api/service/forceLogout', { userLoginId: 'm' })
      .reply(200, {})
      .post('/api/service/updateUserLoginStatus', { enabled: 'N', partyId: '1', userLoginId: 'm' })
      .reply(200, {});
    await resetPassword(client(), { userLoginId: 'm', newPassword: 'a1!aa', newPasswordVerify: 'a1!aa' });
    await sendResetPasswordMail(client(), { emailAddress: 'm@x.io', userLoginId: 'm' });
    await forceLogout(client(), 'm');
    await updateUserLoginStatus(client(), { partyId: '1', userLoginId: 'm', enabled: 'N' });
    scope.done();
  });

  describe('heldPassword: which password a login this session created holds', () => {
    const create = '/api/service/createNewUserLoginAndSetUserPreference';
    const loginRead = (body: { entityName: string }) => body.entityName === 'UserLogin';
    const request = (password: string) => ({ partyId: 'P1', userLoginId: 'jo', password });

    it('the password of the create the OMS answered', async () => {
      const c = client();
      const scope = oms().post(create).reply(200, {});
      await createUserLogin(c, request('first@123'));
      expect(heldPassword(c, 'jo')).toBe('first@123');
      scope.done();
    });

    it('after a lost answer and a retry with the same password: that one', async () => {
      const c = client();
      const scope = oms().post(create).replyWithError('socket hang up').post('/api/performFind', loginRead).reply(200, { error: 'No record found' });
      await expect(createUserLogin(c, request('same@123'))).rejects.toMatchObject({ kind: 'network' });
      scope.done();
      const retry = oms().post('/api/performFind', loginRead).reply(200, { docs: [{ userLoginId: 'jo', partyId: 'P1' }], count: 1 });
      await createUserLogin(c, request('same@123'));
      expect(heldPassword(c, 'jo')).toBe('same@123');
      retry.done();
    });

    it('after a lost answer and a retry with another password, found before sending: the first one, the only one sent', async () => {
      const c = client();
      const scope = oms().post(create).replyWithError('socket hang up').post('/api/performFind', loginRead).reply(200, { error: 'No record found' });
      await expect(createUserLogin(c, request('first@123'))).rejects.toMatchObject({ kind: 'network' });
      scope.done();
      // The first create committed late: the retry finds the login and sends nothing.
      const retry = oms().post('/api/performFind', loginRead).reply(200, { docs: [{ userLoginId: 'jo', partyId: 'P1' }], count: 1 });
      await createUserLogin(c, request('second@123'));
      expect(heldPassword(c, 'jo')).toBe('first@123');
      retry.done();
    });

    it('two creates with different passwords sent, the second answered "already exists": it cannot be told (no false password)', async () => {
      const c = client();
      const scope = oms().post(create).replyWithError('socket hang up').post('/api/performFind', loginRead).reply(200, { error: 'No record found' });
      await expect(createUserLogin(c, request('first@123'))).rejects.toMatchObject({ kind: 'network' });
      scope.done();
      const retry = oms()
        .post('/api/performFind', loginRead)
        .reply(200, { error: 'No record found' })
        .post(create)
        .reply(200, { _ERROR_MESSAGE_: 'Could not create login user: user with ID jo already exists.' })
        .post('/api/performFind', loginRead)
        .reply(200, { docs: [{ userLoginId: 'jo', partyId: 'P1' }], count: 1 });
      await createUserLogin(c, request('second@123'));
      expect(heldPassword(c, 'jo')).toBeUndefined();
      retry.done();
    });

    it('a resend the OMS answered "already exists": the login holds the one password sent', async () => {
      const c = client();
      const scope = oms()
        .post(create)
        .reply(200, { _ERROR_MESSAGE_: 'Could not create login user: user with ID jo already exists.' })
        .post('/api/performFind', loginRead)
        .reply(200, { docs: [{ userLoginId: 'jo', partyId: 'P1' }], count: 1 });
      await createUserLogin(c, request('once@123'));
      expect(heldPassword(c, 'jo')).toBe('once@123');
      scope.done();
    });

    it('a login this session did not create: not known', () => {
      expect(heldPassword(client(), 'someone')).toBeUndefined();
    });
  });
});
