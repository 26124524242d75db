/**
 * "Same access as…" (issue 20), pure: what it takes to give this user another user's security
 * groups, product stores and picker facilities. Each kind is one plan of the one association flow
 * (end what the other user lacks, add what they have, leave the rest), planned from current reads
 * of both users, so an apply that already happened (fully or in part) plans nothing again for what
 * is done. The viewer's rights (the spec's gates) decide which kinds may change at all, and the
 * change policy (src/policy) each add and end: what it refuses is left as it is, with its reason.
 */
import { planAssociationDiff } from '../../../oms/association-diff';
import type { AssociationPlan, AssociationRow } from '../../../oms/association-diff';
import type { UserFacility } from '../../../oms/facilities';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import type { UserProductStore } from '../../../oms/stores';
import { decide, POLICY_REASONS } from '../../../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from '../../../policy/policy';
import { pickerFacilities } from '../rules';
import { isIntegrationUser } from '../../../party/party';

/** What a user holds now, as the user-details sections read it. */
export interface AccessHoldings {
  /** null: the user has no login (no groups at all). Read whole (the change policy decides on them). */
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
  /** The user is a facility login (one facility, chosen on its own). */
  readonly facilityLogin: boolean;
  /** The change policy's facts; it decides each change (src/policy). */
  readonly context: PolicyContext;
  /** The user being changed. */
  readonly partyId: string;
}

/** Why a kind is left as it is (the spec's gates; the policy's refusals are per item). */
export type SkipReason = 'noPermission' | 'noLogin' | 'integration' | 'facilityLogin';

/** A change the policy refused: left out of the plan, with its reason. */
export interface RefusedItem {
  readonly key: string;
  readonly action: 'add' | 'end';
  readonly reason: PolicyReason;
}

export interface KindCopy<Row extends AssociationRow> {
  /** Why nothing of this kind is sent; undefined when it is planned. */
  readonly skipped?: SkipReason;
  /** Only what the policy allows. */
  readonly plan: AssociationPlan<Row>;
  /** What the policy left as it is (an add not given, an end not made), with its reasons. */
  readonly refused: readonly RefusedItem[];
}

export interface AccessCopy {
  readonly groups: KindCopy<UserSecurityGroup>;
  readonly stores: KindCopy<UserProductStore>;
  readonly facilities: KindCopy<UserFacility>;
}

const NOTHING = { end: [], add: [], unchanged: [] } as const;

function skipped<Row extends AssociationRow>(reason: SkipReason): KindCopy<Row> {
  return { skipped: reason, plan: NOTHING, refused: [] };
}

/** The target as the policy sees it: the user and every current group of its login. */
export function copyTarget(partyId: string, holdings: AccessHoldings): PolicyTarget {
  return { partyId, groupIds: new Set((holdings.groups ?? []).map((group) => group.groupId)) };
}

/**
 * The diff less what the policy refuses: each add and each end is asked of `decide`. `keep` may
 * keep an allowed end too (a group no one could give back), with its reason.
 */
function screen<Row extends AssociationRow>(
  diff: AssociationPlan<Row>,
  decideChange: (action: 'add' | 'end', key: string) => ReturnType<typeof decide>,
  keep: (key: string) => PolicyReason | undefined = () => undefined,
): KindCopy<Row> {
  const refused: RefusedItem[] = [];
  const add = diff.add.filter((key) => {
    const decision = decideChange('add', key);
    if (!decision.allowed) refused.push({ key, action: 'add', reason: decision.reason });
    return decision.allowed;
  });
  const end = diff.end.filter(({ key }) => {
    const decision = decideChange('end', key);
    const reason = decision.allowed ? keep(key) : decision.reason;
    if (reason) refused.push({ key, action: 'end', reason });
    return reason === undefined;
  });
  return { plan: { add, end, unchanged: diff.unchanged }, refused };
}

function planGroups(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserSecurityGroup> {
  if (!rules.canGroups) return skipped('noPermission');
  if (target.groups === null) return skipped('noLogin');
  const policyTarget = copyTarget(rules.partyId, target);
  const wanted = new Set((source.groups ?? []).map((group) => group.groupId));
  const diff = planAssociationDiff(target.groups, wanted, (group) => group.groupId);
  const change = (action: 'add' | 'end', groupId: string): UserChange => ({ kind: action === 'add' ? 'addGroup' : 'removeGroup', groupId });
  // A restricted group this user holds stays when no one could give it back once ended.
  const keep = (groupId: string): PolicyReason | undefined => {
    const without = { ...policyTarget, groupIds: new Set([...policyTarget.groupIds].filter((id) => id !== groupId)) };
    const back = decide(rules.context, without, { kind: 'addGroup', groupId });
    return !back.allowed && back.reason === POLICY_REASONS.restrictedGroup ? back.reason : undefined;
  };
  return screen(diff, (action, key) => decide(rules.context, policyTarget, change(action, key)), keep);
}

function planStores(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserProductStore> {
  if (!rules.canStores) return skipped('noPermission');
  const wanted = new Set(source.stores.map((store) => store.productStoreId));
  const diff = planAssociationDiff(target.stores, wanted, (store) => store.productStoreId);
  const policyTarget = copyTarget(rules.partyId, target);
  return screen(diff, (action) => decide(rules.context, policyTarget, { kind: action === 'add' ? 'addStore' : 'removeStore' }));
}

function planFacilities(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): KindCopy<UserFacility> {
  if (!rules.canFacilities) return skipped('noPermission');
  if (rules.facilityLogin) return skipped('facilityLogin');
  // The Fulfillment card's rule: an integration user's facilities are not edited here.
  if (isIntegrationUser(target.groups ?? [])) return skipped('integration');
  const wanted = new Set(pickerFacilities(source.facilities).map((facility) => facility.facilityId));
  const diff = planAssociationDiff(pickerFacilities(target.facilities), wanted, (facility) => facility.facilityId);
  const policyTarget = copyTarget(rules.partyId, target);
  return screen(diff, (action) => decide(rules.context, policyTarget, { kind: action === 'add' ? 'addFacility' : 'removeFacility' }));
}

/** What the copy would send, every change of it one the policy allows (the rest refused, with reasons). */
export function planAccessCopy(target: AccessHoldings, source: AccessHoldings, rules: CopyRules): AccessCopy {
  return { groups: planGroups(target, source, rules), stores: planStores(target, source, rules), facilities: planFacilities(target, source, rules) };
}

/** Nothing to send: the user already has the other user's access (as far as the viewer may change it). */
export function isEmptyCopy(copy: AccessCopy): boolean {
  return [copy.groups, copy.stores, copy.facilities].every((kind) => kind.plan.add.length === 0 && kind.plan.end.length === 0);
}

/** Whether the policy left anything of the copy as it is. */
export function refusedAny(copy: AccessCopy): boolean {
  return [copy.groups, copy.stores, copy.facilities].some((kind) => kind.refused.length > 0);
}
