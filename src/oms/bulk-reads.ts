/**
 * What a bulk action reads of its users before it runs (issue 38): their logins and their current
 * security groups, in bulk — one performFind per hundred ids (an `in` condition), a few at a time
 * (./import-checks.ts readInChunks), each read to its last page: never one request per user.
 */
import type { OmsClient } from './client';
import { readInChunks } from './import-checks';
import type { PartyLogin } from './logins';
import { performFind } from './perform-find';
import type { FindQuery } from './perform-find';
import type { UserSecurityGroup } from './security-groups';

const PAGE = 500;

export interface BulkLogin extends PartyLogin {
  partyId: string;
}

/** Every page of a find, until a short one. */
async function allPages<T>(client: OmsClient, query: Omit<FindQuery, 'viewIndex' | 'viewSize'>, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const { docs } = await performFind<T>(client, { ...query, viewIndex, viewSize: PAGE }, signal);
    rows.push(...docs);
    if (docs.length < PAGE) return rows;
  }
}

/** Every login of these parties. */
export function findLoginsOfParties(client: OmsClient, partyIds: readonly string[], signal?: AbortSignal): Promise<BulkLogin[]> {
  const query = (chunk: string[]) => ({ entityName: 'UserLogin', conditions: [{ field: 'partyId', value: chunk, op: 'in' as const }], fieldList: ['userLoginId', 'partyId', 'enabled', 'hasLoggedOut'] });
  return readInChunks([...new Set(partyIds)], (chunk) => allPages<BulkLogin>(client, query(chunk), signal), signal);
}

/** The current security groups of these logins. */
export function findGroupsOfLogins(client: OmsClient, userLoginIds: readonly string[], signal?: AbortSignal): Promise<UserSecurityGroup[]> {
  const query = (chunk: string[]) => ({
    entityName: 'UserLoginSecurityGroup',
    conditions: [{ field: 'userLoginId', value: chunk, op: 'in' as const }],
    fieldList: ['userLoginId', 'groupId', 'fromDate'],
    filterByDate: true,
  });
  return readInChunks([...new Set(userLoginIds)], (chunk) => allPages<UserSecurityGroup>(client, query(chunk), signal), signal);
}
