/**
 * The Clearance card's writes: the login's security groups and the party's product store roles.
 * Each is planned with the change policy (`policy`: the card offers only what it allows and shows
 * its reasons) and written by src/setup/access-writes from the cleared plan only. Every change ends
 * with the affected list read again (and, for groups, the fulfillment-admin flag).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { isEmptyAssociationPlan, planAssociationDiff } from '../../../oms/association-diff';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import type { UserProductStore } from '../../../oms/stores';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { groupChanges, storeChanges, writeGroupRemoval, writeGroups, writeStoreRemoval, writeStores } from '../../../setup/access-writes';
import type { SelectSaveOutcome } from '../../../components/select-dialog';
import { useDetailsActions } from '../use-details';
import { useUserPolicy } from '../use-user-policy';

export function useClearanceActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh } = useDetailsActions();
  const { partyId } = party;
  const userLoginId = party.userLoginId ?? '';
  const policy = useUserPolicy(party);
  const { plan } = policy;

  const removeGroup = useCallback(
    async (groupId: string) => {
      const cleared = plan({ partyId, userLoginId }, [{ kind: 'removeGroup', groupId }]);
      if (!cleared) return;
      try {
        await writeGroupRemoval(client, cleared, groupId);
        notify(t('Security group removed successfully.'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
      await refresh('securityGroups');
    },
    [client, partyId, userLoginId, plan, refresh, notify, t],
  );

  /**
   * Ends the groups no longer selected and adds the new ones in one call, in parallel (one flow).
   * When nothing was done (or the policy refused a change: its reason is told) the modal stays open
   * with its selection.
   */
  const saveGroups = useCallback(
    async (held: readonly UserSecurityGroup[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const diff = planAssociationDiff(held, selection, (group) => group.groupId);
      if (isEmptyAssociationPlan(diff)) return 'close';
      const cleared = plan({ partyId, userLoginId }, groupChanges(diff));
      if (!cleared) return 'keepOpen';
      const result = await writeGroups(client, cleared, diff);
      if (result.anyFailed) notify(t('Failed to update some security group(s).'), 'error');
      else notify(t('Security group(s) updated successfully.'), 'success');
      await refresh('securityGroups');
      return result.noneDone ? 'keepOpen' : 'close';
    },
    [client, partyId, userLoginId, plan, refresh, notify, t],
  );

  /** Ends the role at the OMS's now, keeping its fromDate and roleTypeId; the list is read again either way. */
  const removeStore = useCallback(
    async (store: UserProductStore) => {
      const cleared = plan({ partyId }, [{ kind: 'removeStore' }]);
      if (!cleared) return;
      try {
        await writeStoreRemoval(client, cleared, store);
        notify(t('Role removed successfully.'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
      await refresh('productStores');
    },
    [client, partyId, plan, refresh, notify, t],
  );

  /** Ensures APPLICATION_USER before adding (abort on failure), then ends and adds roles; as saveGroups, open when nothing was done. */
  const saveStores = useCallback(
    async (held: readonly UserProductStore[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const diff = planAssociationDiff(held, selection, (store) => store.productStoreId);
      if (isEmptyAssociationPlan(diff)) return 'close';
      const cleared = plan({ partyId }, storeChanges(diff));
      if (!cleared) return 'keepOpen';
      const result = await writeStores(client, cleared, diff);
      if (result.ensure === 'failed') {
        notify(t('Something went wrong.'), 'error');
        return 'keepOpen';
      }
      if (result.anyFailed) notify(t('Failed to update some role(s).'), 'error');
      else notify(t('Role(s) updated successfully.'), 'success');
      await refresh('productStores');
      return result.noneDone ? 'keepOpen' : 'close';
    },
    [client, partyId, plan, refresh, notify, t],
  );

  return { policy, removeGroup, saveGroups, removeStore, saveStores };
}
