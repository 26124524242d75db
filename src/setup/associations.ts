/**
 * How a user's access is written (issue 36: one set of association calls). The steps of the three
 * associations — a login's security groups, a party's product store roles and its facilities — for
 * the one association flow (src/oms/association-diff.ts), with the role as a parameter: the
 * user-details cards, "Same access as…", create user, quick setup and import all write through them.
 * Ends send back the row's own fromDate and role.
 */
import type { AssociationSteps } from '../oms/association-diff';
import type { OmsClient } from '../oms/client';
import { addPartyToFacility, removePartyFromFacility } from '../oms/facilities';
import type { UserFacility } from '../oms/facilities';
import { ensurePartyRole } from '../oms/party-roles';
import { addUserToSecurityGroups, removeUserFromSecurityGroup } from '../oms/security-group-writes';
import type { UserSecurityGroup } from '../oms/security-groups';
import { createProductStoreRole, updateProductStoreRole } from '../oms/stores';
import type { UserProductStore } from '../oms/stores';
import { PICKER_ROLE, STORE_ROLE } from './roles';

/** The OMS calls the steps make (bound to the session's client; test doubles in unit tests). */
export interface AssociationCalls {
  ensurePartyRole(request: { partyId: string; roleTypeId: string }): Promise<void>;
  addUserToSecurityGroups(request: { userLoginId: string; groupIds: readonly string[] }): Promise<void>;
  removeUserFromSecurityGroup(request: { userLoginId: string; groupId: string }): Promise<void>;
  createProductStoreRole(request: { partyId: string; productStoreId: string; roleTypeId: string }): Promise<void>;
  updateProductStoreRole(request: { partyId: string; productStoreId: string; roleTypeId: string; fromDate: number; thruDate: number }): Promise<void>;
  addPartyToFacility(request: { partyId: string; facilityId: string; roleTypeId: string }): Promise<void>;
  removePartyFromFacility(request: { partyId: string; facilityId: string; roleTypeId: string; fromDate: number; thruDate: number }): Promise<void>;
}

export function associationCalls(client: OmsClient): AssociationCalls {
  return {
    ensurePartyRole: (request) => ensurePartyRole(client, request),
    addUserToSecurityGroups: (request) => addUserToSecurityGroups(client, request),
    removeUserFromSecurityGroup: (request) => removeUserFromSecurityGroup(client, request),
    createProductStoreRole: (request) => createProductStoreRole(client, request),
    updateProductStoreRole: (request) => updateProductStoreRole(client, request),
    addPartyToFacility: (request) => addPartyToFacility(client, request),
    removePartyFromFacility: (request) => removePartyFromFacility(client, request),
  };
}

/** Throws the first failure of an association flow's result (its role's ensure, or an item's). */
export function throwIfFailed(result: { anyFailed: boolean; ensureError?: unknown; outcomes: readonly { status: string; error?: unknown }[] }): void {
  if (!result.anyFailed) return;
  throw result.ensureError ?? result.outcomes.find((outcome) => outcome.status === 'failed')?.error ?? new Error('Failed');
}

/** Groups: each end on its own, every add in one addPartyUserPermission call. */
export function groupSteps(calls: AssociationCalls, userLoginId: string): AssociationSteps<UserSecurityGroup> {
  return {
    end: (group) => calls.removeUserFromSecurityGroup({ userLoginId, groupId: group.groupId }),
    addAll: (groupIds) => calls.addUserToSecurityGroups({ userLoginId, groupIds }),
  };
}

/** Product stores in `roleTypeId` (ensured on the party first); an end keeps the row's own role. */
export function storeSteps(calls: AssociationCalls, partyId: string, roleTypeId: string = STORE_ROLE): AssociationSteps<UserProductStore> {
  return {
    ensure: () => calls.ensurePartyRole({ partyId, roleTypeId }),
    end: (store, thruDate) => calls.updateProductStoreRole({ partyId, productStoreId: store.productStoreId, roleTypeId: store.roleTypeId, fromDate: store.fromDate, thruDate }),
    add: (productStoreId) => calls.createProductStoreRole({ partyId, productStoreId, roleTypeId }),
  };
}

/** Facilities in `roleTypeId` (ensured on the party first); an end keeps the row's own role. */
export function facilitySteps(calls: AssociationCalls, partyId: string, roleTypeId: string = PICKER_ROLE): AssociationSteps<UserFacility> {
  return {
    ensure: () => calls.ensurePartyRole({ partyId, roleTypeId }),
    end: (facility, thruDate) => calls.removePartyFromFacility({ partyId, facilityId: facility.facilityId, roleTypeId: facility.roleTypeId, fromDate: facility.fromDate, thruDate }),
    add: (facilityId) => calls.addPartyToFacility({ partyId, facilityId, roleTypeId }),
  };
}
