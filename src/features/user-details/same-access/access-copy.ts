/**
 * "Same access as…" (issue 20), pure: what it takes to give this user another user's security
 * groups, product stores and picker facilities. Each kind is one plan of the one association flow
 * (end what the other user lacks, add what they have, leave the rest), planned from current reads
 * of both users, so an apply that already happened (fully or in part) plans nothing again for what
 * is done. The viewer's rights and the spec's rules decide which kinds may change at all, and
 * restricted groups the viewer may not hand out are neither added nor ended.
 */
import { planAssociationDiff } from '../../../oms/association-diff';
import type { AssociationPlan, AssociationRow } from '../../../oms/association-diff';
import type { UserFacility } from '../../../oms/facilities';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import type { UserProductStore } from '../../../oms/stores';
import { restrictedGroupIds } from '../../../setup/security-group-rules';
import { isSuperLocked, pickerFacilities } from '../rules';
import { isIntegrationUser } from '../../../party/party';

/** What a user holds now, as the user-details sections read it. */
export interface AccessHoldings {
  /** null: the user has no login (no groups at all). */
  readonly groups: readonly UserSecurityGroup[] | null;
  readonly stores: readonly UserProductStore[];
  /** Every current FacilityParty row; only the picker ones count here. */
  readonly facilities: readonly UserFacility[];
}

export interface CopyRules {
  /** APP_SECURITY_GROUP_CREATE, APP_UPDT_PRODUCT_STORE_CONFG, APP_UPDT_FULFILLMENT_FACILITY. */
  readonly canGroups: boolean;
  readonly canStores: boolean;
  readonly canFacilities: boolean;
  readonly viewerIsSuperUser: boolean;
  /** The user is a facility login (one facility, chosen on its own). */
  readonly facilityLogin: boolean;
}

/** Why a kind is left as it is. */
export type SkipReason = 'noPermission' | 'noLogin' | 'superLocked' | 'integration' | 'facilityLogin';

export interface KindCopy<Row extends AssociationRow> {
  /** Why nothing of this kind is sent; undefined when it is planned. */
  readonly skipped?: SkipReason;
  readonly plan: AssociationPlan<Row>;
  /** Keys the other user has that stay unassigned here (restricted groups the viewer may not hand out). */
  readonly notCopied: readonly string[];
}

export interface AccessCopy {
  readonly groups: KindCopy<UserSecurityGroup>;
  readonly stores: KindCopy<UserProductStore>;
  readonly facilities: KindCopy<UserFacility>;
}

const NOTHING = { end: [], add: [], unchanged: [] } as const;

function skipped<Row extends AssociationRow>(reason: SkipReason): KindCopy<Row> {
  return { skipped: reason, plan: NOTHING, notCopied: [] };
}

function planGroups(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserSecurityGroup> {
  if (!rules.canGroups) return skipped('noPermission');
  if (target.groups === null) return skipped('noLogin');
  const held = new Set(target.groups.map((group) => group.groupId));
  if (isSuperLocked(held, rules.viewerIsSuperUser)) return skipped('superLocked');
  const restricted = restrictedGroupIds(rules.viewerIsSuperUser);
  const wanted = new Set((source.groups ?? []).map((group) => group.groupId).filter((id) => !restricted.has(id)));
  // A restricted group this user holds stays: the viewer could not give it back.
  for (const id of held) if (restricted.has(id)) wanted.add(id);
  const notCopied = [...new Set((source.groups ?? []).map((group) => group.groupId))].filter((id) => restricted.has(id) && !held.has(id));
  return { plan: planAssociationDiff(target.groups, wanted, (group) => group.groupId), notCopied };
}

function planStores(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserProductStore> {
  if (!rules.canStores) return skipped('noPermission');
  const wanted = new Set(source.stores.map((store) => store.productStoreId));
  return { plan: planAssociationDiff(target.stores, wanted, (store) => store.productStoreId), notCopied: [] };
}

function planFacilities(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserFacility> {
  if (!rules.canFacilities) return skipped('noPermission');
  if (rules.facilityLogin) return skipped('facilityLogin');
  // The Fulfillment card's rule: an integration user's facilities are not edited here.
  if (isIntegrationUser(target.groups ?? [])) return skipped('integration');
  const wanted = new Set(pickerFacilities(source.facilities).map((facility) => facility.facilityId));
  return { plan: planAssociationDiff(pickerFacilities(target.facilities), wanted, (facility) => facility.facilityId), notCopied: [] };
}

export function planAccessCopy(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): AccessCopy {
  return { groups: planGroups(target, source, rules), stores: planStores(target, source, rules), facilities: planFacilities(target, source, rules) };
}

/** Nothing to send: the user already has the other user's access (as far as the viewer may change it). */
export function isEmptyCopy(copy: AccessCopy): boolean {
  return [copy.groups, copy.stores, copy.facilities].every((kind) => kind.plan.add.length === 0 && kind.plan.end.length === 0);
}
