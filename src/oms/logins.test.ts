import nock from 'nock';
import { OmsClient } from './client';
import { createUserLogin, findUserLoginPartyId, forceLogout, resetPassword, sendResetPasswordMail, updateUserLoginStatus, userLoginExists } from './logins';

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
});
