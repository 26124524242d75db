/**
 * The calls of the screen's three association flows, built once for the cards' own Save and for
 * "Same access as…": a login's security groups, a party's product store roles (APPLICATION_USER
 * ensured first) and its picker facilities (WAREHOUSE_PICKER ensured first). Ends send back the
 * row's own fromDate and role.
 */
import type { AssociationSteps } from '../../oms/association-diff';
import type { OmsClient } from '../../oms/client';
import { addPartyToFacility, removePartyFromFacility } from '../../oms/facilities';
import type { UserFacility } from '../../oms/facilities';
import { ensurePartyRole } from '../../oms/party-roles';
import { addUserToSecurityGroups, removeUserFromSecurityGroup } from '../../oms/security-group-writes';
import type { UserSecurityGroup } from '../../oms/security-groups';
import { createProductStoreRole, updateProductStoreRole } from '../../oms/stores';
import type { UserProductStore } from '../../oms/stores';
import { PICKER_ROLE } from './rules';

/** The role product stores are added with; the party is ensured to have it first. */
export const STORE_ROLE = 'APPLICATION_USER';

/** Groups: each end on its own, every add in one addPartyUserPermission call. */
export function groupSteps(client: OmsClient, userLoginId: string): AssociationSteps<UserSecurityGroup> {
  return {
    end: (group) => removeUserFromSecurityGroup(client, { userLoginId, groupId: group.groupId }),
    addAll: (groupIds) => addUserToSecurityGroups(client, { userLoginId, groupIds }),
  };
}

export function storeSteps(client: OmsClient, partyId: string): AssociationSteps<UserProductStore> {
  return {
    ensure: () => ensurePartyRole(client, { partyId, roleTypeId: STORE_ROLE }),
    end: (store, thruDate) => updateProductStoreRole(client, { partyId, productStoreId: store.productStoreId, roleTypeId: store.roleTypeId, fromDate: store.fromDate, thruDate }),
    add: (productStoreId) => createProductStoreRole(client, { partyId, productStoreId, roleTypeId: STORE_ROLE }),
  };
}

export function facilitySteps(client: OmsClient, partyId: string): AssociationSteps<UserFacility> {
  return {
    ensure: () => ensurePartyRole(client, { partyId, roleTypeId: PICKER_ROLE }),
    end: (facility, thruDate) =>
      removePartyFromFacility(client, { partyId, facilityId: facility.facilityId, roleTypeId: facility.roleTypeId, fromDate: facility.fromDate, thruDate }),
    add: (facilityId) => addPartyToFacility(client, { partyId, facilityId, roleTypeId: PICKER_ROLE }),
  };
}
