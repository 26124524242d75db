/**
 * "Same access as…"'s reads and writes. `compare` reads the other user (party, then their groups;
 * stores and facilities beside the party) and reads this user's three sections again, so the plan
 * (./access-copy.ts) starts from what the OMS has now, never from what the screen showed, and the
 * change policy decides it on facts read again then (`useFreshPolicyContext`); `apply` runs the
 * cleared plan's three association flows at once (src/setup/access-writes), reads the sections
 * again and reports each outcome. Comparing again after a partial failure plans only what is left, so a retry
 * never sends what already happened.
 */
import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { Loadable } from '../../../lib/loadable';
import type { AssociationResult } from '../../../oms/association-diff';
import { isOmsError } from '../../../oms/errors';
import type { UserFacility } from '../../../oms/facilities';
import { findUserFacilities } from '../../../oms/facilities';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import { findUserSecurityGroups } from '../../../oms/security-groups';
import type { UserProductStore } from '../../../oms/stores';
import { findUserProductStores } from '../../../oms/stores';
import { findUserParty } from '../../../oms/user-details';
import type { UserParty } from '../../../oms/user-details';
import type { Cleared } from '../../../policy/cleared';
import { useHasAction, useOmsClient } from '../../../session/hooks';
import { useFreshPolicyContext } from '../../../session/policy';
import { accessChanges, writeAccessCopy } from '../../../setup/access-writes';
import type { AccessCopyPlan } from '../../../setup/access-writes';
import { clearUserPlan } from '../../../setup/user-plan';
import type { AccessCopy, AccessHoldings } from './access-copy';
import { copyTarget, isEmptyCopy, planAccessCopy } from './access-copy';
import { refreshSection } from '../atoms';
import { displayName, isFacilityLogin } from '../../../party/party';

/** The other user, read for the comparison. */
export interface CopySource {
  partyId: string;
  name: string;
  holdings: AccessHoldings;
}

export interface Comparison {
  source: CopySource;
  /** This user's holdings, as just read. */
  target: AccessHoldings;
  copy: AccessCopy;
  /** What `apply` runs: the copy's changes, cleared by the policy. */
  plan: Cleared<AccessCopyPlan>;
}

/** One flow's result per kind; a kind with nothing to send has none. */
export interface CopyOutcome {
  groups?: AssociationResult<UserSecurityGroup>;
  stores?: AssociationResult<UserProductStore>;
  facilities?: AssociationResult<UserFacility>;
  anyFailed: boolean;
}

/** What the OMS said about a failed call, when it said something. */
export function failureReason(error: unknown): string | undefined {
  return isOmsError(error) ? (error.serverMessage ?? error.message) : undefined;
}

function dataOf<T>(loaded: Loadable<T>): T {
  if (loaded.state === 'hasData') return loaded.data;
  throw loaded.state === 'hasError' ? loaded.error : new Error('Section still loading');
}

export function useAccessCopy(party: UserParty) {
  const client = useOmsClient();
  const store = useStore();
  const notify = useNotify();
  const { t } = useTranslation();
  const canGroups = useHasAction('APP_SECURITY_GROUP_CREATE');
  const canStores = useHasAction('APP_UPDT_PRODUCT_STORE_CONFG');
  const canFacilities = useHasAction('APP_UPDT_FULFILLMENT_FACILITY');
  const freshPolicy = useFreshPolicyContext();
  const { partyId, userLoginId } = party;

  const compare = useCallback(
    async (sourcePartyId: string): Promise<Comparison | null> => {
      const readSource = async (): Promise<CopySource | null> => {
        const [other, stores, facilities] = await Promise.all([findUserParty(client, sourcePartyId), findUserProductStores(client, sourcePartyId), findUserFacilities(client, sourcePartyId)]);
        if (!other) return null;
        const groups = other.userLoginId ? await findUserSecurityGroups(client, other.userLoginId) : null;
        return { partyId: sourcePartyId, name: displayName(other), holdings: { groups, stores, facilities } };
      };
      const readTarget = async (): Promise<AccessHoldings> => {
        const [groups, stores, facilities] = await Promise.all([
          userLoginId ? refreshSection(store, partyId, 'securityGroups').then(dataOf) : Promise.resolve(null),
          refreshSection(store, partyId, 'productStores').then(dataOf),
          refreshSection(store, partyId, 'facilities').then(dataOf),
        ]);
        return { groups, stores, facilities };
      };
      const [source, target, context] = await Promise.all([readSource(), readTarget(), freshPolicy()]);
      if (!source) return null;
      const rules = { canGroups, canStores, canFacilities, facilityLogin: isFacilityLogin(party), context, partyId };
      const copy = planAccessCopy(target, source.holdings, rules);
      const diffs = { groups: copy.groups.plan, stores: copy.stores.plan, facilities: copy.facilities.plan };
      const plan = clearUserPlan(context, { target: copyTarget(partyId, target), changes: accessChanges(diffs), partyId, userLoginId, diffs });
      return { source, target, copy, plan };
    },
    [client, store, partyId, userLoginId, party, canGroups, canStores, canFacilities, freshPolicy],
  );

  const apply = useCallback(
    async ({ source, copy, plan }: Comparison): Promise<CopyOutcome> => {
      if (isEmptyCopy(copy)) return { anyFailed: false };
      // A kind with nothing to send runs nothing (and reports nothing).
      const { groups, stores, facilities } = await writeAccessCopy(client, plan);
      const anyFailed = [groups, stores, facilities].some((result) => result?.anyFailed);
      if (anyFailed) notify(t('Some changes could not be made. Compare again to retry what is left.'), 'error');
      else notify(t('Access copied from {{name}}.', { name: source.name }), 'success');
      // The screen shows the new truth (the fulfillment-admin flag follows the groups).
      const rereads: Promise<unknown>[] = [];
      if (groups) rereads.push(refreshSection(store, partyId, 'securityGroups'));
      if (stores) rereads.push(refreshSection(store, partyId, 'productStores'));
      if (facilities) rereads.push(refreshSection(store, partyId, 'facilities'));
      if (facilities?.ensure === 'done') rereads.push(refreshSection(store, partyId, 'isWarehousePicker'));
      await Promise.all(rereads);
      return { groups, stores, facilities, anyFailed };
    },
    [client, store, partyId, notify, t],
  );

  return { compare, apply, canCopy: canGroups || canStores || canFacilities };
}
