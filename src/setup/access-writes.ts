/**
 * The writes of a user's access from the user-details cards and "Same access as…": security
 * groups, product store roles, picker facilities and the picker role. Each takes a plan the change
 * policy cleared (./user-plan.ts) that names every change it sends (an add of a group the policy
 * never saw throws before anything is sent), and writes through the one association flow.
 */
import { applyAssociationDiff, isEmptyAssociationPlan } from '../oms/association-diff';
import type { AssociationPlan, AssociationResult } from '../oms/association-diff';
import type { OmsClient } from '../oms/client';
import type { UserFacility } from '../oms/facilities';
import { deletePartyRole, ensurePartyRole } from '../oms/party-roles';
import type { UserSecurityGroup } from '../oms/security-groups';
import type { UserProductStore } from '../oms/stores';
import type { Cleared } from '../policy/cleared';
import type { UserChange } from '../policy/policy';
import { associationCalls, facilitySteps, groupSteps, storeSteps } from './associations';
import { PICKER_ROLE } from './roles';
import { assertNames } from './user-plan';
import type { UserPlan } from './user-plan';

/** A user's access changes: `partyId`, and the login for its groups (none: no groups). */
export interface AccessPlan extends UserPlan {
  readonly partyId: string;
  readonly userLoginId?: string;
}

/** The policy's changes of a groups diff: every add and every end. */
export function groupChanges(plan: AssociationPlan<UserSecurityGroup>): UserChange[] {
  return [...plan.add.map((groupId): UserChange => ({ kind: 'addGroup', groupId })), ...plan.end.map(({ key }): UserChange => ({ kind: 'removeGroup', groupId: key }))];
}

/** The policy's changes of a stores diff. */
export function storeChanges(plan: AssociationPlan<UserProductStore>): UserChange[] {
  return [...(plan.add.length ? [{ kind: 'addStore' } as const] : []), ...(plan.end.length ? [{ kind: 'removeStore' } as const] : [])];
}

/** The policy's changes of a facilities diff. */
export function facilityChanges(plan: AssociationPlan<UserFacility>): UserChange[] {
  return [...(plan.add.length ? [{ kind: 'addFacility' } as const] : []), ...(plan.end.length ? [{ kind: 'removeFacility' } as const] : [])];
}

const clockOf = (client: OmsClient) => ({ now: () => client.clock.now() });

/** Ends and adds the login's groups (one flow); never rejects (the result tells). */
export async function writeGroups(client: OmsClient, plan: Cleared<AccessPlan>, diff: AssociationPlan<UserSecurityGroup>): Promise<AssociationResult<UserSecurityGroup>> {
  assertNames(plan, ...groupChanges(diff));
  return applyAssociationDiff(diff, groupSteps(associationCalls(client), plan.userLoginId ?? ''));
}

/** Ends and adds the party's product store roles (APPLICATION_USER ensured first). */
export async function writeStores(client: OmsClient, plan: Cleared<AccessPlan>, diff: AssociationPlan<UserProductStore>): Promise<AssociationResult<UserProductStore>> {
  assertNames(plan, ...storeChanges(diff));
  return applyAssociationDiff(diff, storeSteps(associationCalls(client), plan.partyId), clockOf(client));
}

/** Ends and adds the party's picker facilities (WAREHOUSE_PICKER ensured first). */
export async function writeFacilities(client: OmsClient, plan: Cleared<AccessPlan>, diff: AssociationPlan<UserFacility>): Promise<AssociationResult<UserFacility>> {
  assertNames(plan, ...facilityChanges(diff));
  return applyAssociationDiff(diff, facilitySteps(associationCalls(client), plan.partyId), clockOf(client));
}

/** Removes one group, throwing its failure (the card's Remove). */
export async function writeGroupRemoval(client: OmsClient, plan: Cleared<AccessPlan>, groupId: string): Promise<void> {
  assertNames(plan, { kind: 'removeGroup', groupId });
  await associationCalls(client).removeUserFromSecurityGroup({ userLoginId: plan.userLoginId ?? '', groupId });
}

/** Ends one store role at the OMS's now, keeping its fromDate and role, throwing its failure. */
export async function writeStoreRemoval(client: OmsClient, plan: Cleared<AccessPlan>, store: UserProductStore): Promise<void> {
  assertNames(plan, { kind: 'removeStore' });
  await associationCalls(client).updateProductStoreRole({
    partyId: plan.partyId,
    productStoreId: store.productStoreId,
    roleTypeId: store.roleTypeId,
    fromDate: store.fromDate,
    thruDate: client.clock.endOf(store.fromDate),
  });
}

/** The picker role: on ensures WAREHOUSE_PICKER, off deletes it ('picker'). */
export async function writePicker(client: OmsClient, plan: Cleared<AccessPlan>, picker: boolean): Promise<void> {
  assertNames(plan, { kind: 'picker' });
  if (picker) await ensurePartyRole(client, { partyId: plan.partyId, roleTypeId: PICKER_ROLE });
  else await deletePartyRole(client, { partyId: plan.partyId, roleTypeId: PICKER_ROLE });
}

/** The three diffs of "Same access as…". */
export interface AccessDiffs {
  readonly groups: AssociationPlan<UserSecurityGroup>;
  readonly stores: AssociationPlan<UserProductStore>;
  readonly facilities: AssociationPlan<UserFacility>;
}

/** The policy's changes of the three diffs. */
export function accessChanges(diffs: AccessDiffs): UserChange[] {
  return [...groupChanges(diffs.groups), ...storeChanges(diffs.stores), ...facilityChanges(diffs.facilities)];
}

export interface AccessCopyPlan extends AccessPlan {
  readonly diffs: AccessDiffs;
}

/** One result per kind that had something to send. */
export interface AccessCopyResults {
  groups?: AssociationResult<UserSecurityGroup>;
  stores?: AssociationResult<UserProductStore>;
  facilities?: AssociationResult<UserFacility>;
}

/** Runs the three flows at once; a kind with nothing to send runs nothing. */
export async function writeAccessCopy(client: OmsClient, plan: Cleared<AccessCopyPlan>): Promise<AccessCopyResults> {
  assertNames(plan, ...accessChanges(plan.diffs));
  const { diffs } = plan;
  const [groups, stores, facilities] = await Promise.all([
    isEmptyAssociationPlan(diffs.groups) ? undefined : writeGroups(client, plan, diffs.groups),
    isEmptyAssociationPlan(diffs.stores) ? undefined : writeStores(client, plan, diffs.stores),
    isEmptyAssociationPlan(diffs.facilities) ? undefined : writeFacilities(client, plan, diffs.facilities),
  ]);
  return { groups, stores, facilities };
}
