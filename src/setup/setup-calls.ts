/**
 * The quick-setup run's OMS calls, bound to the session's client (the run itself takes them as an
 * interface so it can be tested without an OMS). Access is written through ./associations.
 */
import type { OmsClient } from '../oms/client';
import { findPartyContacts, createUpdatePartyEmailAddress } from '../oms/contacts';
import { findUserFacilities } from '../oms/facilities';
import { createUserLogin, findUserLoginPartyId, sendResetPasswordMail } from '../oms/logins';
import { createRoleType, roleTypeExists } from '../oms/role-types';
import { findUserSecurityGroups } from '../oms/security-groups';
import { findUserProductStores } from '../oms/stores';
import { updatePartyGroup, updatePerson } from '../oms/user-details';
import { associationCalls } from './associations';
import type { SetupCalls } from './setup-run';

export function setupCalls(client: OmsClient, partyTypeId: string | undefined): SetupCalls {
  return {
    ...associationCalls(client),
    findLoginPartyId: (userLoginId) => findUserLoginPartyId(client, userLoginId),
    createUserLogin: (request) => createUserLogin(client, request),
    sendResetPasswordMail: (request) => sendResetPasswordMail(client, request),
    findUserGroups: (userLoginId) => findUserSecurityGroups(client, userLoginId),
    findEmail: async (partyId) => (await findPartyContacts(client, partyId)).email?.email,
    saveEmail: (request) => createUpdatePartyEmailAddress(client, request),
    saveExternalId: ({ partyId, externalId }) =>
      partyTypeId === 'PARTY_GROUP' ? updatePartyGroup(client, { partyId, externalId }) : updatePerson(client, { partyId, externalId }),
    findUserProductStores: (partyId) => findUserProductStores(client, partyId),
    findUserFacilities: (partyId) => findUserFacilities(client, partyId),
    roleTypeExists: (roleTypeId) => roleTypeExists(client, roleTypeId),
    createRoleType: (request) => createRoleType(client, request),
  };
}
