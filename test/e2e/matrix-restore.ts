/**
 * The fault matrix's lost-answer cells (issue 21) do the row's write for real; these put the data
 * back through the OMS's API, and count what a write left (one record, never two).
 */
import { omsFind, omsPost } from './fixtures';

/** Current rows (filterByDate) of an entity matching `inputFields`. */
export function currentRows<T = Record<string, unknown>>(token: string, entityName: string, inputFields: Record<string, unknown>): Promise<T[]> {
  return omsFind<T>(token, { entityName, inputFields, filterByDate: 'Y' });
}

export async function countCurrent(token: string, entityName: string, inputFields: Record<string, unknown>): Promise<number> {
  return (await currentRows(token, entityName, inputFields)).length;
}

/** Ends every current FacilityParty row of the party at the facility (any role). */
export async function endFacility(token: string, partyId: string, facilityId: string): Promise<void> {
  for (const row of await currentRows<{ roleTypeId: string; fromDate: number }>(token, 'FacilityParty', { partyId, facilityId })) {
    await omsPost(token, 'service/removePartyFromFacility', { partyId, facilityId, roleTypeId: row.roleTypeId, fromDate: row.fromDate, thruDate: Date.now() });
  }
}

/** Ends every current ProductStoreRole of the party at the store. */
export async function endStore(token: string, partyId: string, productStoreId: string): Promise<void> {
  for (const row of await currentRows<{ roleTypeId: string; fromDate: number }>(token, 'ProductStoreRole', { partyId, productStoreId })) {
    await omsPost(token, 'service/updateProductStoreRole', { partyId, productStoreId, roleTypeId: row.roleTypeId, fromDate: row.fromDate, thruDate: Date.now() });
  }
}

/** Gives the party the store again in `roleTypeId` unless it holds it now. */
export async function holdStore(token: string, partyId: string, productStoreId: string, roleTypeId = 'APPLICATION_USER'): Promise<void> {
  if ((await countCurrent(token, 'ProductStoreRole', { partyId, productStoreId })) > 0) return;
  await omsPost(token, 'service/createProductStoreRole', { partyId, productStoreId, roleTypeId, fromDate: Date.now() });
}

/** Puts the party at the facility again in `roleTypeId` unless it is there now. */
export async function holdFacility(token: string, partyId: string, facilityId: string, roleTypeId = 'WAREHOUSE_PICKER'): Promise<void> {
  if ((await countCurrent(token, 'FacilityParty', { partyId, facilityId, roleTypeId })) > 0) return;
  await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId, roleTypeId });
}

/** Ends the login's membership of the group while it has one. */
export async function leaveGroup(token: string, userLoginId: string, groupId: string): Promise<void> {
  if ((await countCurrent(token, 'UserLoginSecurityGroup', { userLoginId, groupId })) > 0) await omsPost(token, 'service/removePartyUserPermission', { userLoginId, groupId });
}

/** Adds the login to the group unless it is in it now. */
export async function joinGroup(token: string, userLoginId: string, groupId: string): Promise<void> {
  if ((await countCurrent(token, 'UserLoginSecurityGroup', { userLoginId, groupId })) === 0) await omsPost(token, 'service/addPartyUserPermission', { userLoginId, groupIds: [groupId] });
}

/** The party's current primary email or phone rows. */
export function primaryContacts(token: string, partyId: string, purpose: 'PRIMARY_EMAIL' | 'PRIMARY_PHONE') {
  return currentRows<{ contactMechId: string; infoString?: string; contactNumber?: string }>(token, 'PartyContactDetailByPurpose', { partyId, contactMechPurposeTypeId: purpose });
}

/** Sets a login preference (an empty value clears it). */
export function setPreference(token: string, userLoginId: string, userPrefTypeId: string, userPrefValue: string): Promise<unknown> {
  return omsPost(token, 'service/setUserPreference', { userPrefLoginId: userLoginId, userPrefTypeId, userPrefValue });
}
