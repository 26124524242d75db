/**
 * The writes of 'Manage security groups' on a capability, through the one association flow: the
 * current grant rows of the groups losing it are ended (their own fromDate kept), the groups gaining
 * it get the ids they lack, all at once, each outcome collected. Then the app's holders (and the
 * touched groups' grants, for By security group) are read again, so the card shows what the OMS
 * holds whatever happened. The spec's texts tell the outcome. `save` runs only a plan the change
 * policy cleared (`planSave`, on the viewer's facts read again at Save); a save that touched
 * super-user power reads the facts again after it.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { applyAssociationDiff, planAssociationDiff } from '../../../oms/association-diff';
import { addPermissionToGroup, endPermissionOfGroup, findGroupGrants } from '../../../oms/permissions';
import type { PermissionGrant } from '../../../oms/permissions';
import { assertCleared, clearPlan } from '../../../policy/cleared';
import type { Cleared } from '../../../policy/cleared';
import { SUPER_POWER_PERMISSIONS } from '../../../policy/policy';
import type { Decision } from '../../../policy/policy';
import { useOmsClient } from '../../../session/hooks';
import { useFreshPolicyContext } from '../../../session/policy';
import { invalidateGrantsAtom, retryAppHoldersAtom } from '../atoms';
import { firstRefusal, plannedGrantChanges } from './manage-capability';
import type { CapabilityChange } from './manage-capability';

/** A group's current permissions: permissionId -> the grant's fromDate. */
export type GroupGrants = ReadonlyMap<string, number>;

/** What a save sends: the checklist's change and, for each losing group, its grants and the ids that end. */
export interface CapabilitySave {
  change: CapabilityChange;
  removals: ReadonlyMap<string, { readonly grants: GroupGrants; readonly ended: readonly string[] }>;
}

export function useCapabilityActions(appId: string) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const invalidateGrants = useSetAtom(invalidateGrantsAtom);
  const refreshHolders = useSetAtom(retryAppHoldersAtom);
  const freshPolicy = useFreshPolicyContext();

  /** The save, cleared on the viewer's facts read again now, or the policy's refusal (then nothing is sent). */
  const planSave = useCallback(
    async (request: CapabilitySave): Promise<{ plan: Cleared<CapabilitySave> } | Exclude<Decision, { allowed: true }>> => {
      const context = await freshPolicy();
      const planned = plannedGrantChanges(request.change, request.removals);
      const refused = firstRefusal(context, planned);
      return refused ?? { plan: clearPlan(context, { ...request }, planned) };
    },
    [freshPolicy],
  );

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
    async (cleared: Cleared<CapabilitySave>): Promise<boolean> => {
      assertCleared(cleared);
      const { change, removals } = cleared;
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
      // Who holds super-user power may have changed (a failed save too may have made some of it).
      const power = [...current.map((row) => row.permissionId), ...[...adding.values()].flat()].some((id) => SUPER_POWER_PERMISSIONS.includes(id));
      await Promise.all([refreshHolders(appId), power ? freshPolicy().catch(() => undefined) : undefined]);
      return result.allDone;
    },
    [appId, client, notify, invalidateGrants, refreshHolders, freshPolicy, t],
  );

  return { readGrants, planSave, save };
}

function toGrants(rows: readonly PermissionGrant[]): GroupGrants {
  return new Map(rows.map((row) => [row.permissionId, row.fromDate]));
}
