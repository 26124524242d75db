/**
 * Users of their own for the offboarding and bulk-action specs (offboard.spec.ts,
 * bulk-actions.spec.ts): made through the OMS with groups, stores and a picker facility, read back
 * with performFind, and put out of the other specs' way when the spec file ends.
 */
import { apiLogin, createUserParty, omsFind, omsPost, ORGANIZATION, test } from './fixtures';

export interface Offboardee {
  partyId: string;
  userLoginId: string;
  name: string;
}

/** Every user made by the spec file running in this worker: put away when it ends. */
const made: Offboardee[] = [];

/**
 * Called once at the top of a spec file. The users it blocked and gave groups would fill the lists
 * other specs read (blocked logins, the first pages): their logins are unblocked and the parties
 * disabled, which the Users tab's default filter hides.
 */
export function putAwayMadeUsers(): void {
  test.afterAll(async () => {
    const { token } = await apiLogin('admin');
    for (const user of made.splice(0)) {
      await omsPost(token, 'service/updateUserLoginStatus', { enabled: 'Y', partyId: user.partyId, userLoginId: user.userLoginId }).catch(() => undefined);
      await omsPost(token, 'service/updatePerson', { partyId: user.partyId, statusId: 'PARTY_DISABLED' }).catch(() => undefined);
    }
  });
}

/** A user of its own: a login in `groups` (CSR and STORE_MANAGER), two product stores, one picker facility. */
export async function newUser(label: string, groups: readonly string[] = ['CSR', 'STORE_MANAGER']): Promise<Offboardee> {
  const { token } = await apiLogin('admin');
  const stamp = `${label}${Date.now().toString(36)}`;
  const lastName = `Leaver${stamp}`;
  const partyId = await createUserParty(token, { firstName: 'Olga', lastName });
  const userLoginId = `olga.${stamp}`.toLowerCase();
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId,
    currentPassword: 'Olga@12345',
    currentPasswordVerify: 'Olga@12345',
    requirePasswordChange: 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: groups });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'APPLICATION_USER' });
  for (const productStoreId of ['STORE_US', 'STORE_CA']) await omsPost(token, 'service/createProductStoreRole', { partyId, productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: Date.now() });
  await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' });
  // A session of theirs, to be ended.
  await omsPost(undefined, 'login', { USERNAME: userLoginId, PASSWORD: 'Olga@12345' });
  const user = { partyId, userLoginId, name: `Olga ${lastName}` };
  made.push(user);
  return user;
}

/** What the OMS holds for the user: the login's state and every row, current or ended. */
export async function readBack(user: Offboardee) {
  const { token } = await apiLogin('admin');
  const [login] = await omsFind<{ enabled?: string; hasLoggedOut?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: user.userLoginId }, fieldList: ['enabled', 'hasLoggedOut'] });
  const groups = await omsFind<{ groupId: string; thruDate?: number | null }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: user.userLoginId }, viewSize: 50 });
  const stores = await omsFind<{ productStoreId: string; thruDate?: number | null }>(token, { entityName: 'ProductStoreRole', inputFields: { partyId: user.partyId }, viewSize: 50 });
  const facilities = await omsFind<{ facilityId: string; thruDate?: number | null }>(token, { entityName: 'FacilityParty', inputFields: { partyId: user.partyId }, viewSize: 50 });
  const [party] = await omsFind<{ statusId?: string }>(token, { entityName: 'Party', inputFields: { partyId: user.partyId }, fieldList: ['statusId'] });
  return { login, groups, stores, facilities, party };
}
