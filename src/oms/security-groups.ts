/**
 * Security groups: the selectable groups (cached lookup), a login's current groups and their
 * history, and the fulfillment-admin check. The writes are ./security-group-writes: the Users tab
 * reads the groups before its first rows, and the writes (with ./settle) load with the screens
 * that make them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';

export interface SecurityGroup {
  groupId: string;
  groupName?: string;
  description?: string;
}

/** Functional groups (not PRM_CLASS_TYPE classification groups), viewSize 200, cached. */
export function getSecurityGroups(client: OmsClient): Promise<SecurityGroup[]> {
  return client.cache.get('securityGroups', 'functional', async () => {
    const { docs } = await performFind<SecurityGroup>(client, {
      entityName: 'SecurityGroup',
      conditions: [{ field: 'groupTypeEnumId', value: 'PRM_CLASS_TYPE', op: 'notEqual' }],
      fieldList: ['groupId', 'groupName', 'description'],
      viewSize: 200,
    });
    return docs;
  });
}

export interface UserSecurityGroup {
  groupId: string;
  userLoginId: string;
  fromDate?: number;
  thruDate?: number;
}

/** The login's current groups (UserLoginSecurityGroup, filterByDate, viewSize 20). */
export async function findUserSecurityGroups(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<UserSecurityGroup[]> {
  const { docs } = await performFind<UserSecurityGroup>(
    client,
    {
      entityName: 'UserLoginSecurityGroup',
      conditions: [{ field: 'userLoginId', value: userLoginId }],
      fieldList: ['groupId', 'userLoginId', 'fromDate', 'thruDate'],
      filterByDate: true,
      viewSize: 20,
    },
    signal,
  );
  return docs;
}

export interface SecurityGroupHistoryEntry {
  groupId: string;
  userLoginId: string;
  groupName?: string;
  fromDate?: number;
  thruDate?: number;
}

/** Every group the login was ever in (UserLoginAndSecurityGroup, 'thruDate DESC', viewSize 250). */
export async function findUserSecurityGroupHistory(client: OmsClient, userLoginId: string): Promise<SecurityGroupHistoryEntry[]> {
  const { docs } = await performFind<SecurityGroupHistoryEntry>(client, {
    entityName: 'UserLoginAndSecurityGroup',
    conditions: [{ field: 'userLoginId', value: userLoginId }],
    orderBy: 'thruDate DESC',
    viewSize: 250,
  });
  return docs;
}

/** Whether any of the groups currently holds STOREFULFILLMENT_ADMIN (access to all facilities). */
export async function hasFulfillmentAdminPermission(client: OmsClient, groupIds: readonly string[], signal?: AbortSignal): Promise<boolean> {
  if (groupIds.length === 0) return false;
  const { docs } = await performFind<{ groupId: string }>(
    client,
    {
      entityName: 'SecurityGroupPermission',
      conditions: [
        { field: 'groupId', value: [...groupIds], op: 'in' },
        { field: 'permissionId', value: 'STOREFULFILLMENT_ADMIN' },
      ],
      fieldList: ['groupId', 'permissionId', 'fromDate'],
      filterByDate: true,
      viewSize: 1,
    },
    signal,
  );
  return docs.length > 0;
}
