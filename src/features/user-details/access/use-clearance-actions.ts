/**
 * The Clearance card's writes: the login's security groups and the party's product store roles.
 * Every change ends with the affected list read again (and, for groups, the fulfillment-admin flag).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { applyAssociationDiff, isEmptyAssociationPlan, planAssociationDiff } from '../../../oms/association-diff';
import { removeUserFromSecurityGroup } from '../../../oms/security-group-writes';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import { updateProductStoreRole } from '../../../oms/stores';
import type { UserProductStore } from '../../../oms/stores';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { associationCalls, groupSteps, storeSteps } from '../../../setup/associations';
import type { SelectSaveOutcome } from '../../../components/select-dialog';
import { useDetailsActions } from '../use-details';

export function useClearanceActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh } = useDetailsActions();
  const { partyId } = party;
  const userLoginId = party.userLoginId ?? '';

  const removeGroup = useCallback(
    async (groupId: string) => {
      try {
        await removeUserFromSecurityGroup(client, { userLoginId, groupId });
        notify(t('Security group removed successfully.'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
      await refresh('securityGroups');
    },
    [client, userLoginId, refresh, notify, t],
  );

  /**
   * Ends the groups no longer selected and adds the new ones in one call, in parallel (one flow).
   * When nothing was done the modal stays open with its selection.
   */
  const saveGroups = useCallback(
    async (held: readonly UserSecurityGroup[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const plan = planAssociationDiff(held, selection, (group) => group.groupId);
      if (isEmptyAssociationPlan(plan)) return 'close';
      const result = await applyAssociationDiff(plan, groupSteps(associationCalls(client), userLoginId));
      if (result.anyFailed) notify(t('Failed to update some security group(s).'), 'error');
      else notify(t('Security group(s) updated successfully.'), 'success');
      await refresh('securityGroups');
      return result.noneDone ? 'keepOpen' : 'close';
    },
    [client, userLoginId, refresh, notify, t],
  );

  /** Ends the role at the OMS's now, keeping its fromDate and roleTypeId; the list is read again either way. */
  const removeStore = useCallback(
    async (store: UserProductStore) => {
      try {
        await updateProductStoreRole(client, {
          partyId,
          productStoreId: store.productStoreId,
          roleTypeId: store.roleTypeId,
          fromDate: store.fromDate,
          thruDate: client.clock.endOf(store.fromDate),
        });
        notify(t('Role removed successfully.'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
      await refresh('productStores');
    },
    [client, partyId, refresh, notify, t],
  );

  /** Ensures APPLICATION_USER before adding (abort on failure), then ends and adds roles; as saveGroups, open when nothing was done. */
  const saveStores = useCallback(
    async (held: readonly UserProductStore[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const plan = planAssociationDiff(held, selection, (store) => store.productStoreId);
      if (isEmptyAssociationPlan(plan)) return 'close';
      const result = await applyAssociationDiff(plan, storeSteps(associationCalls(client), partyId), { now: () => client.clock.now() });
      if (result.ensure === 'failed') {
        notify(t('Something went wrong.'), 'error');
        return 'keepOpen';
      }
      if (result.anyFailed) notify(t('Failed to update some role(s).'), 'error');
      else notify(t('Role(s) updated successfully.'), 'success');
      await refresh('productStores');
      return result.noneDone ? 'keepOpen' : 'close';
    },
    [client, partyId, refresh, notify, t],
  );

  return { removeGroup, saveGroups, removeStore, saveStores };
}
