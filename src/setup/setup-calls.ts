/**
 * The quick-setup run's OMS calls, bound to the session's client (the run itself takes them as an
 * interface so it can be tested without an OMS).
 */
import type { OmsClient } from '../oms/client';
import { findPartyContacts, createUpdatePartyEmailAddress } from '../oms/contacts';
import { addPartyToFacility, findUserFacilities, removePartyFromFacility } from '../oms/facilities';
import { createUserLogin, findUserLoginPartyId } from '../oms/logins';
import { createRoleType, roleTypeExists } from '../oms/role-types';
import { ensurePartyRole } from '../oms/party-roles';
import { addUserToSecurityGroups } from '../oms/security-group-writes';
import { findUserSecurityGroups } from '../oms/security-groups';
import { createProductStoreRole, findUserProductStores } from '../oms/stores';
import { updatePartyGroup, updatePerson } from '../oms/user-details';
import type { SetupCalls } from './setup-run';

export function setupCalls(client: OmsClient, partyTypeId: string | undefined): SetupCalls {
  return {
    findLoginPartyId: (userLoginId) => findUserLoginPartyId(client, userLoginId),
    createUserLogin: (request) => createUserLogin(client, request),
    findUserGroupIds: async (userLoginId) => (await findUserSecurityGroups(client, userLoginId)).map((group) => group.groupId),
    addUserToSecurityGroups: (request) => addUserToSecurityGroups(client, request),
    findEmail: async (partyId) => (await findPartyContacts(client, partyId)).email?.email,
    saveEmail: (request) => createUpdatePartyEmailAddress(client, request),
    saveExternalId: ({ partyId, externalId }) =>
      partyTypeId === 'PARTY_GROUP' ? updatePartyGroup(client, { partyId, externalId }) : updatePerson(client, { partyId, externalId }),
    ensurePartyRole: (request) => ensurePartyRole(client, request),
    findUserProductStores: (partyId) => findUserProductStores(client, partyId),
    createProductStoreRole: (request) => createProductStoreRole(client, request),
    findUserFacilities: (partyId) => findUserFacilities(client, partyId),
    addPartyToFacility: (request) => addPartyToFacility(client, request),
    removePartyFromFacility: (request) => removePartyFromFacility(client, request),
    roleTypeExists: (roleTypeId) => roleTypeExists(client, roleTypeId),
    createRoleType: (request) => createRoleType(client, request),
  };
}
