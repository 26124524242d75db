/**
 * The Permissions screens' writes, each with the spec's texts: toggling a grant (the grants are
 * read again either way, so a failure shows what the server has), creating a group and editing one.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { OmsError } from '../../oms/errors';
import { addPermissionToGroup, endPermissionOfGroup } from '../../oms/permissions';
import { createSecurityGroup, updateSecurityGroup } from '../../oms/security-group-writes';
import { useRefreshReference, useRefreshReferenceAndWait } from '../../reference/hooks';
import { useOmsClient } from '../../session/hooks';
import { refreshGrantsAtom } from './atoms';
import type { Grants } from './atoms';

export interface NewSecurityGroup {
  groupId: string;
  groupName: string;
  description: string;
}

export function usePermissionActions() {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const refreshGrants = useSetAtom(refreshGrantsAtom);
  const refreshReference = useRefreshReference();
  const refreshReferenceAndWait = useRefreshReferenceAndWait();

  /** Checking grants from the OMS's now; unchecking ends the grant at it, keeping its fromDate. */
  const toggle = useCallback(
    async (groupId: string, permissionId: string, grants: Grants) => {
      const fromDate = grants.get(permissionId);
      try {
        if (fromDate === undefined) await addPermissionToGroup(client, { groupId, permissionId });
        else await endPermissionOfGroup(client, { groupId, permissionId, fromDate, thruDate: client.clock.endOf(fromDate) });
        notify(t('Security group permission association successfully updated.'), 'success');
      } catch {
        notify(t('Failed to update security group permission association.'), 'error');
      }
      await refreshGrants(groupId);
    },
    [client, notify, refreshGrants, t],
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

  return { toggle, createGroup, updateGroup };
}
