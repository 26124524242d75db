/**
 * The writes of 'Manage security groups' on a capability, through the one association flow: the
 * current grant rows of the groups losing it are ended (their own fromDate kept), the groups gaining
 * it get the ids they lack, all at once, each outcome collected. Then the app's holders (and the
 * touched groups' grants, for By security group) are read again, so the card shows what the OMS
 * holds whatever happened. The spec's texts tell the outcome.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { applyAssociationDiff, planAssociationDiff } from '../../../oms/association-diff';
import { addPermissionToGroup, endPermissionOfGroup, findGroupGrants } from '../../../oms/permissions';
import type { PermissionGrant } from '../../../oms/permissions';
import { useOmsClient } from '../../../session/hooks';
import { invalidateGrantsAtom, retryAppHoldersAtom } from '../atoms';
import type { CapabilityChange } from './manage-capability';

/** A group's current permissions: permissionId -> the grant's fromDate. */
export type GroupGrants = ReadonlyMap<string, number>;

export function useCapabilityActions(appId: string) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const invalidateGrants = useSetAtom(invalidateGrantsAtom);
  const refreshHolders = useSetAtom(retryAppHoldersAtom);

  /** The current permissions of each group (in parallel): what the impact preview and the ends need. */
  const readGrants = useCallback(
    async (groupIds: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, GroupGrants>> => {
      const read = await Promise.all(groupIds.map(async (groupId) => [groupId, toGrants(await findGroupGrants(client, groupId, signal))] as const));
      return new Map(read);
    },
    [client],
  );

  /**
   * Sends `change`: for each removed group, ends its current rows of `endIds(groupId)`; for each
   * added group, adds its missing ids. Resolves with whether everything was done.
   */
  const save = useCallback(
    async (change: CapabilityChange, removals: ReadonlyMap<string, { readonly grants: GroupGrants; readonly ended: readonly string[] }>): Promise<boolean> => {
      interface GrantRow {
        groupId: string;
        permissionId: string;
        fromDate: number;
      }
      const current: GrantRow[] = change.remove.flatMap((groupId) => {
        const removal = removals.get(groupId);
        if (!removal) return [];
        return removal.ended.flatMap((permissionId) => {
          const fromDate = removal.grants.get(permissionId);
          return fromDate === undefined ? [] : [{ groupId, permissionId, fromDate }];
        });
      });
      const adding = new Map(change.add.map((entry) => [entry.groupId, entry.ids]));
      const plan = planAssociationDiff(current, adding.keys(), (row) => row.groupId);
      const result = await applyAssociationDiff(
        plan,
        {
          add: (groupId) => Promise.all((adding.get(groupId) ?? []).map((permissionId) => addPermissionToGroup(client, { groupId, permissionId }))),
          end: (row, thruDate) => endPermissionOfGroup(client, { groupId: row.groupId, permissionId: row.permissionId, fromDate: row.fromDate, thruDate }),
        },
        { now: () => client.clock.now() },
      );
      notify(
        result.allDone ? t('Security group permission association successfully updated.') : t('Failed to update security group permission association.'),
        result.allDone ? 'success' : 'error',
      );
      const touched = new Set([...change.remove, ...adding.keys()]);
      for (const groupId of touched) invalidateGrants(groupId);
      await refreshHolders(appId);
      return result.allDone;
    },
    [appId, client, notify, invalidateGrants, refreshHolders, t],
  );

  return { readGrants, save };
}

function toGrants(rows: readonly PermissionGrant[]): GroupGrants {
  return new Map(rows.map((row) => [row.permissionId, row.fromDate]));
}
