/**
 * The Permissions screens' writes, each with the spec's texts: toggling a grant (the grants are
 * read again either way, so a failure shows what the server has), creating a group and editing one.
 * A toggle runs only a plan the change policy cleared (src/policy: `planToggle`), decided on the
 * viewer's facts read again at that moment; one that changes who holds super-user power reads the
 * facts again after it.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { OmsError } from '../../oms/errors';
import { addPermissionToGroup, endPermissionOfGroup } from '../../oms/permissions';
import { createSecurityGroup, updateSecurityGroup } from '../../oms/security-group-writes';
import { assertCleared, clearPlan } from '../../policy/cleared';
import type { Cleared } from '../../policy/cleared';
import { decideGroup, SUPER_POWER_PERMISSIONS } from '../../policy/policy';
import type { Decision, GroupChange, PolicyContext } from '../../policy/policy';
import { useRefreshReference, useRefreshReferenceAndWait } from '../../reference/hooks';
import { useOmsClient } from '../../session/hooks';
import { useFreshPolicyContext } from '../../session/policy';
import { refreshGrantsAtom } from './atoms';
import type { Grants } from './atoms';

export interface NewSecurityGroup {
  groupId: string;
  groupName: string;
  description: string;
}

/** One grant to make or end: `fromDate` is the current grant's (undefined: none, so it is made). */
export interface PermissionToggle {
  groupId: string;
  permissionId: string;
  fromDate?: number;
}

/** The policy's change for toggling this box: a grant when it is off, a revoke when on. */
export function toggleChange(groupId: string, permissionId: string, granted: boolean): GroupChange {
  return { kind: granted ? 'revokePermission' : 'grantPermission', groupId, permissionId };
}

/** The toggle of a box, cleared by the policy, or the policy's refusal (nothing to send). */
export function planToggle(context: PolicyContext, groupId: string, permissionId: string, grants: Grants): { plan: Cleared<PermissionToggle> } | Exclude<Decision, { allowed: true }> {
  const fromDate = grants.get(permissionId);
  const change = toggleChange(groupId, permissionId, fromDate !== undefined);
  const decision = decideGroup(context, change);
  if (!decision.allowed) return decision;
  return { plan: clearPlan(context, { groupId, permissionId, fromDate }, [{ group: change }]) };
}

export function usePermissionActions() {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const refreshGrants = useSetAtom(refreshGrantsAtom);
  const refreshReference = useRefreshReference();
  const refreshReferenceAndWait = useRefreshReferenceAndWait();
  const freshPolicy = useFreshPolicyContext();

  /** Runs a cleared toggle: checking grants from the OMS's now; unchecking ends the grant at it, keeping its fromDate. */
  const runToggle = useCallback(
    async (plan: Cleared<PermissionToggle>) => {
      assertCleared(plan);
      const { groupId, permissionId, fromDate } = plan;
      try {
        if (fromDate === undefined) await addPermissionToGroup(client, { groupId, permissionId });
        else await endPermissionOfGroup(client, { groupId, permissionId, fromDate, thruDate: client.clock.endOf(fromDate) });
        notify(t('Security group permission association successfully updated.'), 'success');
      } catch {
        notify(t('Failed to update security group permission association.'), 'error');
      }
      // Who holds super-user power may have changed: the policy's facts are read again (either way: a failed write may have been made).
      if (SUPER_POWER_PERMISSIONS.includes(permissionId)) await freshPolicy().catch(() => undefined);
      await refreshGrants(groupId);
    },
    [client, notify, refreshGrants, freshPolicy, t],
  );

  /** Toggles a box: decided on the viewer's facts read again now; a refusal is told and nothing is sent. */
  const toggle = useCallback(
    async (groupId: string, permissionId: string, grants: Grants) => {
      let context: PolicyContext;
      try {
        context = await freshPolicy();
      } catch {
        notify(t('Failed to update security group permission association.'), 'error');
        return;
      }
      const planned = planToggle(context, groupId, permissionId, grants);
      if ('plan' in planned) await runToggle(planned.plan);
      else notify(t(planned.reason), 'error');
    },
    [freshPolicy, notify, runToggle, t],
  );

  /** Resolves with the new group's id, or undefined after telling why it failed. */
  const createGroup = useCallback(
    async (group: NewSecurityGroup): Promise<string | undefined> => {
      let created: string | undefined;
      try {
        await createSecurityGroup(client, { groupId: group.groupId, groupName: group.groupName, description: group.description || undefined });
        notify(t('Security group created successfully.'), 'success');
        created = group.groupId;
      } catch (error) {
        notify((error instanceof OmsError && error.serverMessage) || t('Failed to create security group.'), 'error');
      }
      // The list is read again either way; after a create, /add-permissions finds the new group in it.
      await refreshReferenceAndWait('securityGroups');
      return created;
    },
    [client, notify, refreshReferenceAndWait, t],
  );

  const updateGroup = useCallback(
    async (group: NewSecurityGroup): Promise<boolean> => {
      try {
        await updateSecurityGroup(client, { groupId: group.groupId, groupName: group.groupName, description: group.description });
        return true;
      } catch {
        notify(t('Failed to update security group.'), 'error');
        return false;
      } finally {
        refreshReference('securityGroups');
      }
    },
    [client, notify, refreshReference, t],
  );

  return { toggle, runToggle, createGroup, updateGroup };
}
