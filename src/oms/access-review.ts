/**
 * What an access review reads (issue 39), in bulk — a few finds in pages of 2,500, never one
 * request per login for the whole population: every login, its party (name,
 * type, status), the current security groups, the groups' current permissions, the current store
 * roles, and who logged in within a time window (performFind has no max(): "who logged in since T"
 * is a distinct find over the window). The exact last login and the failures since are read for
 * the logins on screen (`findLastLogin`), and for every login of a record when it is made, in bulk
 * (`findLastLogins`). Never the password: UserLoginHistory reads name
 * their fieldList.
 */
import { LOGIN_ATTEMPT_FIELDS } from './access-history';
import { allPages } from './bulk-reads';
import type { OmsClient } from './client';
import { readInChunks } from './import-checks';
import { performFind } from './perform-find';
import type { Condition } from './perform-find';

/** Rows per page of the population's reads. */
const REVIEW_PAGE = 2500;

export interface ReviewLogin {
  userLoginId: string;
  partyId?: string | null;
  enabled?: string | null;
  disabledDateTime?: number | null;
  disabledBy?: string | null;
  successiveFailedLogins?: number | null;
  createdDate?: number | null;
  /** 'Y' on a login the OMS keeps for itself (OFBiz's `system`). */
  isSystem?: string | null;
}

export interface ReviewParty {
  partyId: string;
  partyTypeId?: string | null;
  statusId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  groupName?: string | null;
}

/** Every login on the OMS. */
export function findAllLogins(client: OmsClient, signal?: AbortSignal): Promise<ReviewLogin[]> {
  return allPages<ReviewLogin>(
    client,
    { entityName: 'UserLogin', noConditionFind: true, fieldList: ['userLoginId', 'partyId', 'enabled', 'disabledDateTime', 'disabledBy', 'successiveFailedLogins', 'createdDate', 'isSystem'], orderBy: 'userLoginId' },
    signal,
    REVIEW_PAGE,
  );
}

/** Every party's type, status and name (Party, Person and PartyGroup in pages, read beside the logins). */
export async function findAllParties(client: OmsClient, signal?: AbortSignal): Promise<Map<string, ReviewParty>> {
  const read = <T>(entityName: string, fieldList: string[]) => allPages<T & { partyId: string }>(client, { entityName, noConditionFind: true, fieldList, orderBy: 'partyId' }, signal, REVIEW_PAGE);
  const [parties, people, groups] = await Promise.all([
    read<ReviewParty>('Party', ['partyId', 'partyTypeId', 'statusId']),
    read<{ firstName?: string; lastName?: string }>('Person', ['partyId', 'firstName', 'lastName']),
    read<{ groupName?: string }>('PartyGroup', ['partyId', 'groupName']),
  ]);
  const byId = new Map<string, ReviewParty>(parties.map((party) => [party.partyId, { ...party }]));
  for (const row of [...people, ...groups]) byId.set(row.partyId, { ...byId.get(row.partyId), ...row });
  return byId;
}

/**
 * Every current security group membership, read whole: pages in one total order (login, group,
 * fromDate), so no row is read twice or missed across pages (the change policy decides on them).
 */
export function findAllCurrentGroups(client: OmsClient, signal?: AbortSignal): Promise<Array<{ userLoginId: string; groupId: string }>> {
  return allPages(client, { entityName: 'UserLoginSecurityGroup', noConditionFind: true, filterByDate: true, fieldList: ['userLoginId', 'groupId'], orderBy: 'userLoginId|groupId|fromDate' }, signal, REVIEW_PAGE);
}

/** Every group's current permissions (the catalog tells which of them are admin-level), read whole in one total order. */
export function findAllGroupPermissions(client: OmsClient, signal?: AbortSignal): Promise<Array<{ groupId: string; permissionId: string }>> {
  return allPages(client, { entityName: 'SecurityGroupPermission', noConditionFind: true, filterByDate: true, fieldList: ['groupId', 'permissionId'], orderBy: 'groupId|permissionId|fromDate' }, signal, REVIEW_PAGE);
}

/**
 * The current groups of these users (every login of each party) and of these logins, as the OMS
 * has them now, read whole and ordered: what the access review's Apply decides on again
 * (issue 63). Keys: a partyId, or a userLoginId of the logins asked by login.
 */
export async function findCurrentGroupsOf(client: OmsClient, partyIds: readonly string[], userLoginIds: readonly string[], signal?: AbortSignal): Promise<Map<string, Set<string>>> {
  const logins = await readInChunks(
    [...new Set(partyIds)],
    (chunk) => allPages<{ userLoginId: string; partyId: string }>(client, { entityName: 'UserLogin', conditions: [{ field: 'partyId', value: chunk, op: 'in' }], fieldList: ['userLoginId', 'partyId'], orderBy: 'userLoginId' }, signal, REVIEW_PAGE),
    signal,
  );
  const asked = [...new Set([...logins.map((login) => login.userLoginId), ...userLoginIds])];
  const rows = await readInChunks(
    asked,
    (chunk) =>
      allPages<{ userLoginId: string; groupId: string }>(
        client,
        { entityName: 'UserLoginSecurityGroup', conditions: [{ field: 'userLoginId', value: chunk, op: 'in' }], filterByDate: true, fieldList: ['userLoginId', 'groupId'], orderBy: 'userLoginId|groupId|fromDate' },
        signal,
        REVIEW_PAGE,
      ),
    signal,
  );
  const byLogin = new Map<string, Set<string>>();
  for (const row of rows) byLogin.set(row.userLoginId, (byLogin.get(row.userLoginId) ?? new Set()).add(row.groupId));
  const groups = new Map<string, Set<string>>(userLoginIds.map((id) => [id, new Set(byLogin.get(id))]));
  for (const partyId of partyIds) groups.set(partyId, new Set());
  for (const login of logins) for (const groupId of byLogin.get(login.userLoginId) ?? []) groups.get(login.partyId)?.add(groupId);
  return groups;
}

/** Every current product store role. */
export function findAllCurrentStoreRoles(client: OmsClient, signal?: AbortSignal): Promise<Array<{ partyId: string; productStoreId: string }>> {
  return allPages(client, { entityName: 'ProductStoreRole', noConditionFind: true, filterByDate: true, fieldList: ['partyId', 'productStoreId'], orderBy: 'partyId' }, signal, REVIEW_PAGE);
}

/** The logins with a successful login since `since` (ever, without one): one distinct find. */
export async function findLoggedInSince(client: OmsClient, since: number | undefined, signal?: AbortSignal): Promise<Set<string>> {
  const conditions: Condition[] = [{ field: 'successfulLogin', value: 'Y' }];
  if (since !== undefined) conditions.push({ field: 'fromDate', value: since, op: 'greaterThanEqualTo' });
  const rows = await allPages<{ userLoginId: string }>(client, { entityName: 'UserLoginHistory', conditions, fieldList: ['userLoginId'], distinct: true, orderBy: 'userLoginId' }, signal, REVIEW_PAGE);
  return new Set(rows.map((row) => row.userLoginId));
}

export interface LastLogin {
  /** The last successful login; undefined when there is none. */
  lastSuccess?: number;
  /** Failed attempts after it (all of them when there is no success). */
  failuresSince: number;
}

/** One login's last successful login and the failures since: for the logins on screen only. */
export async function findLastLogin(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<LastLogin> {
  const success = await performFind<{ fromDate: number }>(
    client,
    { entityName: 'UserLoginHistory', conditions: [{ field: 'userLoginId', value: userLoginId }, { field: 'successfulLogin', value: 'Y' }], fieldList: LOGIN_ATTEMPT_FIELDS, orderBy: 'fromDate DESC', viewSize: 1, viewIndex: 0 },
    signal,
  );
  const lastSuccess = success.docs[0]?.fromDate;
  const conditions: Condition[] = [{ field: 'userLoginId', value: userLoginId }, { field: 'successfulLogin', value: 'N' }];
  if (lastSuccess !== undefined) conditions.push({ field: 'fromDate', value: lastSuccess, op: 'greaterThan' });
  const failures = await performFind<unknown>(client, { entityName: 'UserLoginHistory', conditions, fieldList: LOGIN_ATTEMPT_FIELDS, viewSize: 1, viewIndex: 0 }, signal);
  return { lastSuccess, failuresSince: failures.count };
}

/** A login whose exact last login a record states; `since`: its last success is known to be no older (its window). */
export interface LastLoginAsk {
  userLoginId: string;
  since?: number;
}

/**
 * The last successful login and the failures since, for many logins at once (a review's record):
 * their UserLoginHistory rows in chunks of logins (userLoginId IN), from `since` on where a window
 * bounds the last success, so the rows read stay those the answer needs. `onProgress` is told how
 * many logins are read. Any failed read rejects: a record never states a gap as a fact.
 */
export async function findLastLogins(client: OmsClient, logins: readonly LastLoginAsk[], onProgress?: (done: number) => void, signal?: AbortSignal): Promise<Map<string, LastLogin>> {
  const bySince = new Map<number | undefined, string[]>();
  for (const { userLoginId, since } of logins) bySince.set(since, [...(bySince.get(since) ?? []), userLoginId]);
  let done = 0;
  const rows: Array<{ userLoginId: string; fromDate: number; successfulLogin?: string }> = [];
  for (const [since, ids] of bySince) {
    const conditions = (chunk: string[]): Condition[] => [{ field: 'userLoginId', value: chunk, op: 'in' }, ...(since === undefined ? [] : [{ field: 'fromDate', value: since, op: 'greaterThanEqualTo' as const }])];
    const read = await readInChunks(
      [...new Set(ids)],
      async (chunk) => {
        const page = await allPages<{ userLoginId: string; fromDate: number; successfulLogin?: string }>(client, { entityName: 'UserLoginHistory', conditions: conditions(chunk), fieldList: LOGIN_ATTEMPT_FIELDS, orderBy: 'userLoginId|fromDate' }, signal, REVIEW_PAGE);
        done += chunk.length;
        onProgress?.(done);
        return page;
      },
      signal,
    );
    rows.push(...read);
  }
  const lastSuccess = new Map<string, number>();
  for (const row of rows) if (row.successfulLogin === 'Y' && row.fromDate > (lastSuccess.get(row.userLoginId) ?? -Infinity)) lastSuccess.set(row.userLoginId, row.fromDate);
  const answers = new Map<string, LastLogin>(logins.map(({ userLoginId }) => [userLoginId, { lastSuccess: lastSuccess.get(userLoginId), failuresSince: 0 }]));
  for (const row of rows) {
    const answer = answers.get(row.userLoginId);
    if (answer && row.successfulLogin === 'N' && (answer.lastSuccess === undefined || row.fromDate > answer.lastSuccess)) answer.failuresSince += 1;
  }
  return answers;
}
