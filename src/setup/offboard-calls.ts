/**
 * An offboarding's OMS calls bound to the session's client (a restore's are among them), and the
 * fresh reads each plans from (./offboard.ts, ./restore.ts). Access is ended through ./associations, like every other write of it.
 */
import type { OmsClient } from '../oms/client';
import { findEndedFacilities, findUserFacilities, hasFacilityRowsInRole } from '../oms/facilities';
import { findPartyLogins, forceLogout, updateUserLoginStatus } from '../oms/logins';
import { deletePartyRole, hasPartyRole } from '../oms/party-roles';
import { findUserSecurityGroups, findWholeSecurityGroupHistory } from '../oms/security-groups';
import { findEndedProductStores, findUserProductStores } from '../oms/stores';
import { findUserParty, updatePartyGroup, updatePerson } from '../oms/user-details';
import { isPartyDisabled } from '../party/party';
import { associationCalls } from './associations';
import type { OffboardCalls, OffboardFacts } from './offboard';
import { lastOffboarding } from './restore';
import type { RestoreCalls, RestoreFacts } from './restore';
import { PICKER_ROLE } from './roles';

/** The calls of an offboarding and of a restore (the party's status is written by its type's service). */
export function offboardCalls(client: OmsClient, partyTypeId: string | undefined): OffboardCalls & RestoreCalls {
  const setStatus = (partyId: string, statusId: 'PARTY_ENABLED' | 'PARTY_DISABLED') =>
    partyTypeId === 'PARTY_GROUP' ? updatePartyGroup(client, { partyId, statusId }) : updatePerson(client, { partyId, statusId });
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
    disableParty: (partyId) => setStatus(partyId, 'PARTY_DISABLED'),
    enableParty: (partyId) => setStatus(partyId, 'PARTY_ENABLED'),
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
  return { partyId, partyTypeId: party?.partyTypeId, partyDisabled: party ? isPartyDisabled(party) : false, logins, groups, productStores, facilities, picker: { held: pickerHeld, referenced: pickerReferenced } };
}

/** What a restore plans from, read now: the logins, what is current, and the last offboarding's ended rows. */
export async function readRestoreFacts(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<RestoreFacts> {
  const [party, logins, stores, facilities, endedStores, endedFacilities] = await Promise.all([
    findUserParty(client, partyId, signal),
    findPartyLogins(client, partyId, signal),
    findUserProductStores(client, partyId, signal),
    findUserFacilities(client, partyId, signal),
    findEndedProductStores(client, partyId, signal),
    findEndedFacilities(client, partyId, signal),
  ]);
  const login = logins[0]?.userLoginId;
  // Every login's current groups, each read whole: the change policy decides on all of them.
  const [groups, history] = await Promise.all([
    Promise.all(logins.map((entry) => findUserSecurityGroups(client, entry.userLoginId, signal))).then((all) => all.flat()),
    login ? findWholeSecurityGroupHistory(client, login, signal) : Promise.resolve([]),
  ]);
  const endedGroups = history.filter((group) => group.thruDate !== undefined && group.thruDate !== null);
  return {
    partyId,
    partyDisabled: party ? isPartyDisabled(party) : false,
    logins,
    current: { groups, stores, facilities },
    offboarding: lastOffboarding({ groups: endedGroups, stores: endedStores, facilities: endedFacilities }),
  };
}
