/**
 * Security groups: the selectable groups (cached lookup), a login's current groups and their
 * history, and the fulfillment-admin check. The writes are ./security-group-writes: the Users tab
 * reads the groups before its first rows, and the writes (with ./settle) load with the screens
 * that make them.
 */
import type { OmsClient } from './client';
import { performFind, performFindAll } from './perform-find';

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

/**
 * The login's current groups (UserLoginSecurityGroup, filterByDate), read whole: every page of 100
 * in groupId order, so a rule of the change policy never decides on half of them (issue 63).
 */
export async function findUserSecurityGroups(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<UserSecurityGroup[]> {
  return performFindAll<UserSecurityGroup>(
    client,
    {
      entityName: 'UserLoginSecurityGroup',
      conditions: [{ field: 'userLoginId', value: userLoginId }],
      fieldList: ['groupId', 'userLoginId', 'fromDate', 'thruDate'],
      filterByDate: true,
      orderBy: 'groupId',
    },
    GROUP_PAGE,
    signal,
  );
}

/** A page of a login's groups or a group's grants. */
const GROUP_PAGE = 100;

/**
 * The groups that currently hold any of `permissionIds` (SecurityGroupPermission, filterByDate),
 * read whole: with APP_SUPER_USER's permission, the groups that make their members super users.
 */
export async function findGroupsHolding(client: OmsClient, permissionIds: readonly string[], signal?: AbortSignal): Promise<string[]> {
  const rows = await performFindAll<{ groupId: string }>(
    client,
    {
      entityName: 'SecurityGroupPermission',
      conditions: [{ field: 'permissionId', value: [...permissionIds], op: 'in' }],
      fieldList: ['groupId', 'permissionId', 'fromDate'],
      filterByDate: true,
      orderBy: 'groupId',
    },
    GROUP_PAGE,
    signal,
  );
  return [...new Set(rows.map((row) => row.groupId))];
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

/**
 * Every group the login was ever in, read whole (pages of 250, newest end first, then by group and
 * start: a total order, so no page skips a row): what a restore decides on (issue 63, rule 5).
 */
export async function findWholeSecurityGroupHistory(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<SecurityGroupHistoryEntry[]> {
  return performFindAll<SecurityGroupHistoryEntry>(
    client,
    { entityName: 'UserLoginAndSecurityGroup', conditions: [{ field: 'userLoginId', value: userLoginId }], orderBy: 'thruDate DESC|groupId|fromDate' },
    250,
    signal,
  );
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
