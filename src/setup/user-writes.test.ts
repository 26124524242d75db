/**
 * The user-details writes take only a plan the change policy cleared, for the change they write: a
 * forged plan (cast), or one cleared for another change, throws before any request (nock refuses
 * any request not expected, and none is), and a cleared one is sent.
 */
import nock from 'nock';
import { OmsClient } from '../oms/client';
import type { Cleared } from '../policy/cleared';
import { PolicyError } from '../policy/cleared';
import type { PolicyContext } from '../policy/policy';
import { writeAccessCopy, writeFacilities, writeGroupRemoval, writeGroups, writePicker, writeStoreRemoval, writeStores } from './access-writes';
import type { AccessCopyPlan, AccessPlan } from './access-writes';
import { clearUserPlan } from './user-plan';
import { writeContact, writeContactRemoval, writeExternalId, writeFavourite, writeForceLogout, writeLoginEnabled, writeName, writeNewLogin, writePartyStatus, writePassword, writePicture, writeResetEmail } from './user-writes';
import type { LoginPlan, PartyPlan } from './user-writes';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

const SECURITY_ADMIN: PolicyContext = {
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds: new Set(['SECURITY_ADMIN']), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(['SUPER']),
};
const CSR = { partyId: '10003', groupIds: new Set(['CSR']) };
const base = { target: CSR, partyId: '10003', userLoginId: 'maria.garcia', facilityLogin: false };
const forged = <P extends object>(plan: P) => ({ ...base, changes: [], ...plan }) as unknown as Cleared<LoginPlan & PartyPlan & AccessPlan & AccessCopyPlan>;
const EMPTY = { add: [], end: [], unchanged: [] };
const STORE = { partyId: '10003', productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: 1 };

beforeEach(() => nock.cleanAll());
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('a user-details write handed a plan the policy did not clear', () => {
  const file = new File(['x'], 'x.png', { type: 'image/png' });
  it.each([
    ['block', (plan: ReturnType<typeof forged>) => writeLoginEnabled(client(), plan, 'N')],
    ['force logout', (plan: ReturnType<typeof forged>) => writeForceLogout(client(), plan)],
    ['password', (plan: ReturnType<typeof forged>) => writePassword(client(), plan, { newPassword: 'abc1!', newPasswordVerify: 'abc1!' })],
    ['reset email', (plan: ReturnType<typeof forged>) => writeResetEmail(client(), plan, 'm@example.com')],
    ['new login', (plan: ReturnType<typeof forged>) => writeNewLogin(client(), plan, { password: 'abc1!' })],
    ['name', (plan: ReturnType<typeof forged>) => writeName(client(), plan, { firstName: 'M', lastName: 'G' })],
    ['picture', (plan: ReturnType<typeof forged>) => writePicture(client(), plan, file)],
    ['disable', (plan: ReturnType<typeof forged>) => writePartyStatus(client(), plan, true)],
    ['external id', (plan: ReturnType<typeof forged>) => writeExternalId(client(), plan, 'X')],
    ['email', (plan: ReturnType<typeof forged>) => writeContact(client(), plan, { kind: 'email', value: 'm@example.com' })],
    ['contact removal', (plan: ReturnType<typeof forged>) => writeContactRemoval(client(), plan, 'CM1')],
    ['favourite', (plan: ReturnType<typeof forged>) => writeFavourite(client(), plan, 'FAVORITE_PRODUCT_STORE', 'STORE_US')],
    ['groups', (plan: ReturnType<typeof forged>) => writeGroups(client(), plan, { ...EMPTY, add: ['SUPER'] })],
    ['group removal', (plan: ReturnType<typeof forged>) => writeGroupRemoval(client(), plan, 'CSR')],
    ['stores', (plan: ReturnType<typeof forged>) => writeStores(client(), plan, { ...EMPTY, add: ['STORE_US'] })],
    ['store removal', (plan: ReturnType<typeof forged>) => writeStoreRemoval(client(), plan, STORE)],
    ['facilities', (plan: ReturnType<typeof forged>) => writeFacilities(client(), plan, { ...EMPTY, add: ['BROADWAY'] })],
    ['picker', (plan: ReturnType<typeof forged>) => writePicker(client(), plan, true)],
    ['same access', (plan: ReturnType<typeof forged>) => writeAccessCopy(client(), plan)],
  ])('%s: throws and sends nothing', async (_name, write) => {
    const plan = forged({ diffs: { groups: { ...EMPTY, add: ['SUPER'] }, stores: EMPTY, facilities: EMPTY } });
    await expect(write(plan)).rejects.toThrow('A write path reached its runner without the change policy.');
  });
});

describe('a cleared plan', () => {
  it('writes only the change it was cleared for: a rename plan carries no password', async () => {
    const plan = clearUserPlan(SECURITY_ADMIN, { ...base, changes: [{ kind: 'name' }] });
    await expect(writePassword(client(), plan, { newPassword: 'abc1!', newPasswordVerify: 'abc1!' })).rejects.toThrow(PolicyError);
  });

  it('a groups diff adding a group the plan was not cleared for is refused before anything is sent', async () => {
    const plan = clearUserPlan(SECURITY_ADMIN, { ...base, changes: [{ kind: 'addGroup', groupId: 'STORE_MANAGER' }] });
    await expect(writeGroups(client(), plan, { ...EMPTY, add: ['STORE_MANAGER', 'SUPER'] })).rejects.toThrow('The plan was not cleared for this write: addGroup');
  });

  it('is sent when the policy allowed it', async () => {
    const scope = oms().post('/api/service/resetPassword', { newPassword: 'abc1!', newPasswordVerify: 'abc1!', userLoginId: 'maria.garcia' }).reply(200, {});
    const plan = clearUserPlan(SECURITY_ADMIN, { ...base, changes: [{ kind: 'password' }] });
    await writePassword(client(), plan, { newPassword: 'abc1!', newPasswordVerify: 'abc1!' });
    scope.done();
  });

  it("cannot be made for a super user's password by a security admin", () => {
    expect(() => clearUserPlan(SECURITY_ADMIN, { ...base, target: { partyId: 'ADMIN', groupIds: new Set(['SUPER']) }, changes: [{ kind: 'password' }] })).toThrow('Only a super user can change a super user.');
  });
});
