/**
 * An offboarding's OMS calls bound to the session's client, and the fresh read of what it ends
 * (./offboard.ts plans from it). Access is ended through ./associations, like every other write of it.
 */
import type { OmsClient } from '../oms/client';
import { findUserFacilities, hasFacilityRowsInRole } from '../oms/facilities';
import { findPartyLogins, forceLogout, updateUserLoginStatus } from '../oms/logins';
import { deletePartyRole, hasPartyRole } from '../oms/party-roles';
import { findUserSecurityGroups } from '../oms/security-groups';
import { findUserProductStores } from '../oms/stores';
import { findUserParty, updatePartyGroup, updatePerson } from '../oms/user-details';
import { isPartyDisabled } from '../party/party';
import { associationCalls } from './associations';
import type { OffboardCalls, OffboardFacts } from './offboard';
import { PICKER_ROLE } from './roles';

export function offboardCalls(client: OmsClient, partyTypeId: string | undefined): OffboardCalls {
  return {
    ...associationCalls(client),
    findPartyLogins: (partyId) => findPartyLogins(client, partyId),
    updateUserLoginStatus: (request) => updateUserLoginStatus(client, request),
    forceLogout: (userLoginId) => forceLogout(client, userLoginId),
    findUserGroups: (userLoginId) => findUserSecurityGroups(client, userLoginId),
    findUserProductStores: (partyId) => findUserProductStores(client, partyId),
    findUserFacilities: (partyId) => findUserFacilities(client, partyId),
    hasPartyRole: (partyId, roleTypeId) => hasPartyRole(client, partyId, roleTypeId),
    deletePartyRole: (request) => deletePartyRole(client, request),
    isPartyDisabled: async (partyId) => {
      const party = await findUserParty(client, partyId);
      return party ? isPartyDisabled(party) : false;
    },
    disableParty: (partyId) =>
      partyTypeId === 'PARTY_GROUP' ? updatePartyGroup(client, { partyId, statusId: 'PARTY_DISABLED' }) : updatePerson(client, { partyId, statusId: 'PARTY_DISABLED' }),
  };
}

/** Everything offboarding would end, read now from the OMS (a preview never trusts the screen's copy). */
export async function readOffboardFacts(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<OffboardFacts> {
  const [party, logins, productStores, facilities, pickerHeld, pickerReferenced] = await Promise.all([
    findUserParty(client, partyId, signal),
    findPartyLogins(client, partyId, signal),
    findUserProductStores(client, partyId, signal),
    findUserFacilities(client, partyId, signal),
    hasPartyRole(client, partyId, PICKER_ROLE, signal),
    hasFacilityRowsInRole(client, partyId, PICKER_ROLE, signal),
  ]);
  const groups = (await Promise.all(logins.map((login) => findUserSecurityGroups(client, login.userLoginId, signal)))).flat();
  return { partyId, partyDisabled: party ? isPartyDisabled(party) : false, logins, groups, productStores, facilities, picker: { held: pickerHeld, referenced: pickerReferenced } };
}
