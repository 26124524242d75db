/**
 * What a bulk action reads of its users before it runs (issue 38): their logins and their current
 * security groups, in bulk — one performFind per hundred ids (an `in` condition), a few at a time
 * (./import-checks.ts readInChunks), each read to its last page in a total order (a page of an
 * unordered find may skip a row another page repeats): never one request per user.
 */
import type { OmsClient } from './client';
import { readInChunks } from './import-checks';
import type { UserFacility } from './facilities';
import type { PartyLogin } from './logins';
import { performFind } from './perform-find';
import type { FindQuery } from './perform-find';
import type { UserSecurityGroup } from './security-groups';
import type { UserProductStore } from './stores';

const PAGE = 500;

export interface BulkLogin extends PartyLogin {
  partyId: string;
}

/** Every page of a find (pages of 500 unless told), until a short one. */
export async function allPages<T>(client: OmsClient, query: Omit<FindQuery, 'viewIndex' | 'viewSize'>, signal?: AbortSignal, pageSize = PAGE): Promise<T[]> {
  const rows: T[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const { docs } = await performFind<T>(client, { ...query, viewIndex, viewSize: pageSize }, signal);
    rows.push(...docs);
    if (docs.length < pageSize) return rows;
  }
}

/** Every login of these parties. */
export function findLoginsOfParties(client: OmsClient, partyIds: readonly string[], signal?: AbortSignal): Promise<BulkLogin[]> {
  const query = (chunk: string[]) => ({ entityName: 'UserLogin', conditions: [{ field: 'partyId', value: chunk, op: 'in' as const }], fieldList: ['userLoginId', 'partyId', 'enabled', 'hasLoggedOut'], orderBy: 'userLoginId' });
  return readInChunks([...new Set(partyIds)], (chunk) => allPages<BulkLogin>(client, query(chunk), signal), signal);
}

/** The current security groups of these logins. */
export function findGroupsOfLogins(client: OmsClient, userLoginIds: readonly string[], signal?: AbortSignal): Promise<UserSecurityGroup[]> {
  const query = (chunk: string[]) => ({
    entityName: 'UserLoginSecurityGroup',
    conditions: [{ field: 'userLoginId', value: chunk, op: 'in' as const }],
    fieldList: ['userLoginId', 'groupId', 'fromDate'],
    filterByDate: true,
    // A total order: pages of an unordered find may skip or repeat rows (rule 5: a login's groups read whole).
    orderBy: 'userLoginId|groupId|fromDate',
  });
  return readInChunks([...new Set(userLoginIds)], (chunk) => allPages<UserSecurityGroup>(client, query(chunk), signal), signal);
}

/** The current groups of every login of these parties, by party (the change policy's targets, read whole). */
export async function findGroupsOfParties(client: OmsClient, partyIds: readonly string[], signal?: AbortSignal): Promise<Map<string, Set<string>>> {
  const logins = await findLoginsOfParties(client, partyIds, signal);
  const groups = await findGroupsOfLogins(client, logins.map((login) => login.userLoginId), signal);
  const partyOf = new Map(logins.map((login) => [login.userLoginId, login.partyId]));
  const byParty = new Map<string, Set<string>>();
  for (const group of groups) {
    const partyId = partyOf.get(group.userLoginId);
    if (partyId) byParty.set(partyId, (byParty.get(partyId) ?? new Set()).add(group.groupId));
  }
  return byParty;
}

/** What a bulk offboarding previews from, besides logins and groups: current stores and facilities, and the picker role. */
export interface BulkOffboardReads {
  productStores: UserProductStore[];
  facilities: UserFacility[];
  /** Parties holding the role. */
  pickerHolders: Set<string>;
  /** Parties with FacilityParty rows (current or ended) in the role: the OMS keeps the role for them. */
  pickerReferenced: Set<string>;
}

/** The current store roles, facility rows and picker facts of these parties, in bulk. */
export async function findOffboardReadsOfParties(client: OmsClient, partyIds: readonly string[], pickerRole: string, signal?: AbortSignal): Promise<BulkOffboardReads> {
  const ids = [...new Set(partyIds)];
  const inParties = (chunk: string[]) => ({ field: 'partyId', value: chunk, op: 'in' as const });
  const read = <T>(query: (chunk: string[]) => Omit<FindQuery, 'viewIndex' | 'viewSize'>) => readInChunks(ids, (chunk) => allPages<T>(client, query(chunk), signal), signal);
  const [productStores, facilities, holders, referenced] = await Promise.all([
    read<UserProductStore>((chunk) => ({ entityName: 'ProductStoreAndRole', conditions: [inParties(chunk)], fieldList: ['partyId', 'storeName', 'roleTypeId', 'productStoreId', 'fromDate'], filterByDate: true })),
    read<UserFacility>((chunk) => ({ entityName: 'FacilityParty', conditions: [inParties(chunk)], filterByDate: true })),
    read<{ partyId: string }>((chunk) => ({ entityName: 'PartyRole', conditions: [inParties(chunk), { field: 'roleTypeId', value: pickerRole }], fieldList: ['partyId'] })),
    read<{ partyId: string }>((chunk) => ({ entityName: 'FacilityParty', conditions: [inParties(chunk), { field: 'roleTypeId', value: pickerRole }], fieldList: ['partyId'], distinct: true })),
  ]);
  return {
    productStores,
    facilities,
    pickerHolders: new Set(holders.map((row) => row.partyId)),
    pickerReferenced: new Set(referenced.map((row) => row.partyId)),
  };
}
