/**
 * Security permissions and their grants to security groups (spec 7 'Security group and permission
 * reads' and the security-group services): every permission, the classification groups and who
 * is in them, a group's current grants, the functional groups holding any of some permissions, how
 * many logins hold each group, and the grant writes.
 * Long lists come in pages of 250: the first page, then every other page at once.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, datedByTheOms, equal, settledWrite, stillCurrent, writeKey } from './settle';
import type { FindQuery } from './perform-find';

export const PERMISSION_PAGE_SIZE = 250;
/** The classification group the app never shows. */
export const HIDDEN_CLASSIFICATION = 'SGC_HIDDEN';
/** The group type of classification groups, which sort permissions and grant nothing. */
export const CLASSIFICATION_TYPE = 'PRM_CLASS_TYPE';

export interface SecurityPermission {
  permissionId: string;
  description?: string;
}

/** A permission's place in a classification group (SecurityGroupAndPermission). */
export interface ClassificationMembership {
  groupId: string;
  groupName?: string;
  permissionId: string;
}

export interface ClassificationGroup {
  groupId: string;
  groupName?: string;
}

/** A current grant of a permission to a group. */
export interface PermissionGrant {
  groupId: string;
  permissionId: string;
  fromDate: number;
}

/** Every page of a find: the first, then (once its count is known) all the others in parallel. */
export async function findAllPages<T>(client: OmsClient, query: FindQuery, signal?: AbortSignal): Promise<T[]> {
  const first = await performFind<T>(client, { ...query, viewSize: PERMISSION_PAGE_SIZE, viewIndex: 0 }, signal);
  const pages = Math.ceil(first.count / PERMISSION_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_unused, index) =>
      performFind<T>(client, { ...query, viewSize: PERMISSION_PAGE_SIZE, viewIndex: index + 1 }, signal),
    ),
  );
  return [...first.docs, ...rest.flatMap((page) => page.docs)];
}

/** SecurityPermission (description, permissionId), every page. */
export function findAllPermissions(client: OmsClient, signal?: AbortSignal): Promise<SecurityPermission[]> {
  return findAllPages<SecurityPermission>(
    client,
    { entityName: 'SecurityPermission', fieldList: ['description', 'permissionId'], noConditionFind: true, orderBy: 'permissionId' },
    signal,
  );
}

/** SecurityGroupAndPermission of the classification groups (PRM_CLASS_TYPE), every page. */
export function findClassificationMemberships(client: OmsClient, signal?: AbortSignal): Promise<ClassificationMembership[]> {
  return findAllPages<ClassificationMembership>(
    client,
    {
      entityName: 'SecurityGroupAndPermission',
      conditions: [{ field: 'groupTypeEnumId', value: 'PRM_CLASS_TYPE' }],
      fieldList: ['description', 'permissionId', 'groupId', 'groupName'],
      filterByDate: true,
      orderBy: 'permissionId',
    },
    signal,
  );
}

/** The classification groups, SGC_HIDDEN left out, by name (viewSize 250). */
export async function findClassificationGroups(client: OmsClient, signal?: AbortSignal): Promise<ClassificationGroup[]> {
  const { docs } = await performFind<ClassificationGroup>(
    client,
    {
      entityName: 'SecurityGroup',
      conditions: [
        { field: 'groupTypeEnumId', value: 'PRM_CLASS_TYPE' },
        { field: 'groupId', value: HIDDEN_CLASSIFICATION, op: 'notEqual' },
      ],
      fieldList: ['groupId', 'groupName'],
      orderBy: 'groupName ASC',
      viewSize: 250,
    },
    signal,
  );
  return docs;
}

/** The group's current grants (SecurityGroupAndPermission by groupId), every page, in one order (pages are read in parallel). */
export function findGroupGrants(client: OmsClient, groupId: string, signal?: AbortSignal): Promise<PermissionGrant[]> {
  return findAllPages<PermissionGrant>(
    client,
    { entityName: 'SecurityGroupAndPermission', conditions: [{ field: 'groupId', value: groupId }], fieldList: ['groupId', 'permissionId', 'fromDate'], filterByDate: true, orderBy: 'permissionId|fromDate' },
    signal,
  );
}

/** A current grant of a permission to a functional group, with the group's name. */
export interface PermissionHolder {
  groupId: string;
  groupName?: string;
  groupTypeEnumId?: string;
  permissionId: string;
}

/**
 * The functional groups currently holding any of `permissionIds` (SecurityGroupAndPermission,
 * `permissionId` IN, filterByDate), every page. Classification groups (PRM_CLASS_TYPE) are asked
 * away and also dropped from the answer: they group permissions for the screens, they grant nothing.
 */
export async function findPermissionHolders(client: OmsClient, permissionIds: readonly string[], signal?: AbortSignal): Promise<PermissionHolder[]> {
  if (permissionIds.length === 0) return [];
  const rows = await findAllPages<PermissionHolder>(
    client,
    {
      entityName: 'SecurityGroupAndPermission',
      conditions: [
        { field: 'permissionId', value: [...permissionIds], op: 'in' },
        { field: 'groupTypeEnumId', value: CLASSIFICATION_TYPE, op: 'notEqual' },
      ],
      fieldList: ['groupId', 'groupName', 'groupTypeEnumId', 'permissionId'],
      filterByDate: true,
      // Pages are read in parallel: one stable order keeps a row from showing on two pages.
      orderBy: 'permissionId|groupId|fromDate',
    },
    signal,
  );
  return rows.filter((row) => row.groupTypeEnumId !== CLASSIFICATION_TYPE);
}

/** How many logins currently hold the group (the count of one short page). */
export async function countGroupMembers(client: OmsClient, groupId: string, signal?: AbortSignal): Promise<number> {
  const { count } = await performFind<{ userLoginId: string }>(
    client,
    { entityName: 'UserLoginSecurityGroup', conditions: [{ field: 'groupId', value: groupId }], fieldList: ['userLoginId'], filterByDate: true, viewSize: 1 },
    signal,
  );
  return count;
}

/**
 * service/addSecurityPermissionToSecurityGroup. fromDate is left out: the service sets it to the
 * OMS's now. So a resend makes a second grant, which is ended at its own fromDate.
 */
export async function addPermissionToGroup(client: OmsClient, request: { groupId: string; permissionId: string }): Promise<void> {
  const json = { groupId: request.groupId, permissionId: request.permissionId };
  await settledWrite(client, {
    key: writeKey('addSecurityPermissionToSecurityGroup', json),
    send: async () => void (await client.post('service/addSecurityPermissionToSecurityGroup', { json })),
    ...datedByTheOms(client, 'SecurityGroupPermission', json, (fromDate) =>
      client.post('service/updateSecurityPermissionToSecurityGroup', { json: { ...json, fromDate, thruDate: fromDate } }),
    ),
  });
}

/** service/updateSecurityPermissionToSecurityGroup ending the grant (its own fromDate kept). */
export async function endPermissionOfGroup(client: OmsClient, request: { groupId: string; permissionId: string; fromDate: number; thruDate: number }): Promise<void> {
  const { groupId, permissionId, fromDate, thruDate } = request;
  const json = { groupId, permissionId, fromDate, thruDate };
  await settledWrite(client, {
    key: writeKey('updateSecurityPermissionToSecurityGroup', json),
    send: () => client.post('service/updateSecurityPermissionToSecurityGroup', { json }),
    recognise: byFind<{ fromDate?: number }, void>(client, { entityName: 'SecurityGroupPermission', conditions: equal({ groupId, permissionId }), filterByDate: true }, (docs) => stillCurrent(docs, fromDate)),
  });
}

/** A grant of a permission to a functional group, current or ended. */
export interface PermissionGrantHistory {
  groupId: string;
  groupName?: string;
  groupTypeEnumId?: string;
  permissionId: string;
  fromDate: number;
  thruDate?: number | null;
}

/**
 * Every grant, current and ended, of any of `permissionIds` to a functional group
 * (SecurityGroupAndPermission, `permissionId` IN, no date filter), newest first, every page.
 */
export async function findPermissionHistory(client: OmsClient, permissionIds: readonly string[], signal?: AbortSignal): Promise<PermissionGrantHistory[]> {
  if (permissionIds.length === 0) return [];
  const rows = await findAllPages<PermissionGrantHistory>(
    client,
    {
      entityName: 'SecurityGroupAndPermission',
      conditions: [
        { field: 'permissionId', value: [...permissionIds], op: 'in' },
        { field: 'groupTypeEnumId', value: CLASSIFICATION_TYPE, op: 'notEqual' },
      ],
      fieldList: ['groupId', 'groupName', 'groupTypeEnumId', 'permissionId', 'fromDate', 'thruDate'],
      orderBy: '-fromDate|groupId|permissionId',
    },
    signal,
  );
  return rows.filter((row) => row.groupTypeEnumId !== CLASSIFICATION_TYPE);
}

/**
 * The current permissions of each of `groupIds` (SecurityGroupAndPermission, `groupId` IN,
 * filterByDate), every page: groupId -> its permission ids. A group with none is absent.
 */
export async function findGroupsPermissions(client: OmsClient, groupIds: readonly string[], signal?: AbortSignal): Promise<Map<string, Set<string>>> {
  const byGroup = new Map<string, Set<string>>();
  if (groupIds.length === 0) return byGroup;
  const rows = await findAllPages<{ groupId: string; permissionId: string }>(
    client,
    {
      entityName: 'SecurityGroupAndPermission',
      conditions: [{ field: 'groupId', value: [...groupIds], op: 'in' }],
      fieldList: ['groupId', 'permissionId'],
      filterByDate: true,
      // Pages are read in parallel: one stable order keeps a row from showing on two pages.
      orderBy: 'groupId|permissionId|fromDate',
    },
    signal,
  );
  for (const row of rows) {
    const ids = byGroup.get(row.groupId) ?? new Set<string>();
    ids.add(row.permissionId);
    byGroup.set(row.groupId, ids);
  }
  return byGroup;
}
