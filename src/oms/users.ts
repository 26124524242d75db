/**
 * The Users tab's read: PartyAndUserLoginSecurityGroupDetails, one row per (user, security group).
 * `userListBody` is the exact performFind body (exported so tests can assert it); `findUsers`
 * sends it (under a group filter, with a second read of the page's users' other groups). Merging
 * the rows into one entry per user is the caller's job (see features/users).
 */
import type { OmsClient } from './client';
import { performFind, toFindBody } from './perform-find';
import type { Condition, FindQuery, FindRequestBody, FindResult } from './perform-find';

export const USER_LIST_ENTITY = 'PartyAndUserLoginSecurityGroupDetails';

/** The spec's app view size: the list loads in pages of 20. */
export const USER_LIST_VIEW_SIZE = 20;

/** partyId comes first: with `distinct`, `count` is COUNT(DISTINCT first field) = the users. */
export const USER_LIST_FIELDS = [
  'partyId',
  'createdByUserLogin',
  'createdDate',
  'enabled',
  'firstName',
  'lastName',
  'groupName',
  'securityGroupId',
  'securityGroupName',
  'statusId',
  'userLoginId',
] as const;

/**
 * Newest first. The tie-breakers make the order total over the distinct rows, so a page boundary
 * never skips or repeats a (user, login, group) row, and one user's rows stay adjacent.
 */
export const USER_LIST_ORDER_BY = 'createdDate DESC|partyId|userLoginId|securityGroupId';

/** One row of the view: a user with one of their current security groups (or none). */
export interface UserListRow {
  partyId: string;
  createdByUserLogin?: string | null;
  /** Epoch milliseconds. */
  createdDate?: number | null;
  /** 'Y' or 'N'; empty when the user has no login. */
  enabled?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  groupName?: string | null;
  securityGroupId?: string | null;
  securityGroupName?: string | null;
  statusId?: string | null;
  userLoginId?: string | null;
}

/** The Users tab's query controls, as the spec names them. */
export interface UserListFilter {
  queryString: string;
  /** A securityGroupId, several joined by ',' (users in any of them: "Users who can…"), or '' for every group. */
  securityGroup: string;
  /** 'N' = login blocked; any other non-empty value = login enabled; '' = any. */
  status: string;
  hideDisabledUser: boolean;
}

export interface UserListRequest extends UserListFilter {
  /** The logged-in user's partyId: left out of the list when there is no search text. */
  currentPartyId?: string;
  /** Only these users (an export of the ones selected); the other filters still apply. */
  partyIds?: readonly string[];
  viewIndex: number;
  viewSize?: number;
}

/** The group ids of a filter's `securityGroup`: none, one, or several joined by ','. */
export function securityGroupIds(securityGroup: string): string[] {
  return [...new Set(securityGroup.split(',').map((id) => id.trim()).filter(Boolean))];
}

/** The spec searches on the first word of the query only. */
export function firstSearchWord(queryString: string): string {
  return queryString.trim().split(/\s+/)[0] ?? '';
}

const SEARCH_FIELDS = ['groupName', 'firstName', 'lastName', 'userLoginId'] as const;

export function userListConditions(request: UserListRequest): Condition[] {
  const conditions: Condition[] = [{ field: 'roleTypeIdTo', value: 'APPLICATION_USER' }];
  const groups = securityGroupIds(request.securityGroup);
  if (groups.length === 1) conditions.push({ field: 'securityGroupId', value: groups[0] });
  else if (groups.length > 1) conditions.push({ field: 'securityGroupId', value: groups, op: 'in' });
  // The spec's status rule: 'N' selects enabled = N; any other status selects enabled not N (empty
  // counts as enabled on real instances, where only 'N' blocks) with a login present. These are
  // the original app's conditions: enabled_op notEqual and userLoginId_op not-empty.
  const loginRequired = Boolean(request.status) && request.status !== 'N';
  if (request.status === 'N') {
    conditions.push({ field: 'enabled', value: 'N' });
  } else if (loginRequired) {
    conditions.push({ field: 'enabled', value: 'N', op: 'notEqual' });
    conditions.push({ field: 'userLoginId', op: 'not-empty' });
  }
  if (request.hideDisabledUser) conditions.push({ field: 'statusId', value: 'PARTY_DISABLED', op: 'notEqual' });

  const word = firstSearchWord(request.queryString);
  if (word) {
    // One group per field: distinct groups are ORed, and the OR block is ANDed with the rest. The
    // spec searches groupName, firstName and lastName; we also search the username, under every
    // filter (README, "Where we differ from the spec"). Its condition takes OFBiz's second slot on
    // userLoginId (`userLoginId_fld1_…`), so the status filter's `not-empty` keeps the plain key.
    for (const field of SEARCH_FIELDS) {
      conditions.push({ field, value: word, op: 'like', ignoreCase: true, group: field, ...(field === 'userLoginId' ? { slot: 'fld1' as const } : {}) });
    }
  } else if (request.currentPartyId && !request.partyIds) {
    conditions.push({ field: 'partyId', value: request.currentPartyId, op: 'notEqual' });
  }
  if (request.partyIds) conditions.push({ field: 'partyId', value: [...request.partyIds], op: 'in' });
  return conditions;
}

export function userListQuery(request: UserListRequest): FindQuery {
  return {
    entityName: USER_LIST_ENTITY,
    conditions: userListConditions(request),
    fieldList: USER_LIST_FIELDS,
    distinct: true,
    noConditionFind: true,
    filterByDate: true,
    fromDateName: 'relationshipFromDate',
    thruDateName: 'relationshipThruDate',
    orderBy: USER_LIST_ORDER_BY,
    viewSize: request.viewSize ?? USER_LIST_VIEW_SIZE,
    viewIndex: request.viewIndex,
  };
}

/** The exact performFind body of one page of the user list. */
export function userListBody(request: UserListRequest): FindRequestBody {
  return toFindBody(userListQuery(request));
}

/** One page of the list: its rows, and under a group filter every current group of its users. */
export interface UserListPage extends FindResult<UserListRow> {
  /**
   * Under a group filter only: every current (user, group) row of the page's users, in whichever
   * group. The filter's condition is on the view's group column, so the page's own rows carry only
   * the groups it names; the filter decides which users are listed, not which of their groups show.
   */
  groupRows?: UserListRow[];
}

export const USER_GROUP_FIELDS = ['partyId', 'userLoginId', 'securityGroupId', 'securityGroupName'] as const;

/** Rows per page of the groups read: a page of 20 users (or an export's 250) in one or two. */
export const USER_GROUPS_PAGE = 500;

/**
 * The current group rows of these users under the list's other conditions, not its group filter:
 * what the unfiltered list shows of them, in its order (each user's groups by id).
 */
export function userGroupsQuery(request: UserListRequest, partyIds: readonly string[], viewIndex: number): FindQuery {
  return {
    ...userListQuery({ ...request, securityGroup: '', partyIds, viewIndex, viewSize: USER_GROUPS_PAGE }),
    fieldList: USER_GROUP_FIELDS,
    orderBy: 'partyId|userLoginId|securityGroupId',
  };
}

/**
 * One page of rows; `count` is the number of distinct users matching, over all pages. Under a group
 * filter, one more read (paged, usually one request) brings the page's users' other groups.
 */
export async function findUsers(client: OmsClient, request: UserListRequest, signal?: AbortSignal): Promise<UserListPage> {
  const page = await performFind<UserListRow>(client, userListQuery(request), signal);
  if (securityGroupIds(request.securityGroup).length === 0 || page.docs.length === 0) return page;
  const partyIds = [...new Set(page.docs.map((row) => row.partyId))];
  const groupRows: UserListRow[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const { docs } = await performFind<UserListRow>(client, userGroupsQuery(request, partyIds, viewIndex), signal);
    groupRows.push(...docs);
    if (docs.length < USER_GROUPS_PAGE) return { ...page, groupRows };
  }
}
