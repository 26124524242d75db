/**
 * The Clearance card's writes: the login's security groups and the party's product store roles.
 * Every change ends with the affected list read again (and, for groups, the fulfillment-admin flag).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { useAppServices } from '../../lib/services';
import { ensurePartyRole } from '../../oms/party-roles';
import { addUserToSecurityGroups, removeUserFromSecurityGroup } from '../../oms/security-groups';
import type { UserSecurityGroup } from '../../oms/security-groups';
import { createProductStoreRole, updateProductStoreRole } from '../../oms/stores';
import type { UserProductStore } from '../../oms/stores';
import type { UserParty } from '../../oms/user-details';
import { useOmsClient } from '../../session/hooks';
import { useDetailsActions } from './use-details';

/** The role product stores are added with; the party is ensured to have it first. */
export const STORE_ROLE = 'APPLICATION_USER';

const anyRejected = (results: PromiseSettledResult<unknown>[]) => results.some((result) => result.status === 'rejected');

export function useClearanceActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { environment } = useAppServices();
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

  const saveGroups = useCallback(
    async (toAdd: string[], toRemove: UserSecurityGroup[]) => {
      if (toAdd.length === 0 && toRemove.length === 0) return;
      const results = await Promise.allSettled([
        ...toRemove.map((group) => removeUserFromSecurityGroup(client, { userLoginId, groupId: group.groupId })),
        ...(toAdd.length ? [addUserToSecurityGroups(client, { userLoginId, groupIds: toAdd })] : []),
      ]);
      if (anyRejected(results)) notify(t('Failed to update some security group(s).'), 'error');
      else notify(t('Security group(s) updated successfully.'), 'success');
      await refresh('securityGroups');
    },
    [client, userLoginId, refresh, notify, t],
  );

  /** Ends the role now, keeping its fromDate and roleTypeId; the list is read again either way. */
  const removeStore = useCallback(
    async (store: UserProductStore) => {
      try {
        await updateProductStoreRole(client, {
          partyId,
          productStoreId: store.productStoreId,
          roleTypeId: store.roleTypeId,
          fromDate: store.fromDate,
          thruDate: environment.now(),
        });
        notify(t('Role removed successfully.'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
      await refresh('productStores');
    },
    [client, partyId, environment, refresh, notify, t],
  );

  /** Ensures APPLICATION_USER before adding (abort on failure), then ends and adds roles. */
  const saveStores = useCallback(
    async (toAdd: string[], toRemove: UserProductStore[]) => {
      if (toAdd.length === 0 && toRemove.length === 0) return;
      if (toAdd.length) {
        try {
          await ensurePartyRole(client, { partyId, roleTypeId: STORE_ROLE });
        } catch {
          notify(t('Something went wrong.'), 'error');
          return;
        }
      }
      const now = environment.now();
      const results = await Promise.allSettled([
        ...toRemove.map((store) =>
          updateProductStoreRole(client, { partyId, productStoreId: store.productStoreId, roleTypeId: store.roleTypeId, fromDate: store.fromDate, thruDate: now }),
        ),
        ...toAdd.map((productStoreId) => createProductStoreRole(client, { partyId, productStoreId, roleTypeId: STORE_ROLE, fromDate: now })),
      ]);
      if (anyRejected(results)) notify(t('Failed to update some role(s).'), 'error');
      else notify(t('Role(s) updated successfully.'), 'success');
      await refresh('productStores');
    },
    [client, partyId, environment, refresh, notify, t],
  );

  return { removeGroup, saveGroups, removeStore, saveStores };
}
