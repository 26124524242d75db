/**
 * The view answers one row per (user, security group); the Users tab shows one entry per user.
 * `mergeUserRows` folds pages of rows into entries by partyId, whichever page a row arrives on.
 */
import { USER_LIST_VIEW_SIZE } from '../../oms/users';
import type { UserListRow } from '../../oms/users';
import { isLoginBlocked } from '../../party/party';

export interface UserGroup {
  id: string;
  name: string;
}

/** One user of the list, with every security group their rows carried. */
export interface UserListItem {
  partyId: string;
  firstName?: string;
  lastName?: string;
  groupName?: string;
  userLoginId?: string;
  /** 'Y' | 'N'; undefined without a login. */
  enabled?: string;
  statusId?: string;
  createdDate?: number;
  createdByUserLogin?: string;
  securityGroups: UserGroup[];
}

/** Merged entries plus where each partyId sits, so later pages merge in O(page). */
export interface MergedUsers {
  items: readonly UserListItem[];
  /**
   * partyId -> position in `items`. Shared (not copied) between the successive results of one
   * list: positions never change once given, and copying it per page would make a 10,000-user
   * scroll quadratic. Start every new list from `emptyUsers()`.
   */
  positions: Map<string, number>;
}

export function emptyUsers(): MergedUsers {
  return { items: [], positions: new Map() };
}

const text = (value: string | null | undefined): string | undefined => (value ? value : undefined);

function toItem(row: UserListRow): UserListItem {
  return {
    partyId: row.partyId,
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    groupName: text(row.groupName),
    userLoginId: text(row.userLoginId),
    enabled: text(row.enabled),
    statusId: text(row.statusId),
    createdDate: typeof row.createdDate === 'number' ? row.createdDate : undefined,
    createdByUserLogin: text(row.createdByUserLogin),
    securityGroups: [],
  };
}

function withGroup(item: UserListItem, row: UserListRow): UserListItem {
  const id = row.securityGroupId;
  if (!id || item.securityGroups.some((group) => group.id === id)) return item;
  return { ...item, securityGroups: [...item.securityGroups, { id, name: row.securityGroupName || id }] };
}

/**
 * Appends a page of rows: a user seen before gains the row's group; a new user is appended. With
 * `groupRows` (a group filter's read of the page's users' groups, src/oms/users.ts), those users
 * show every group it holds for them, in its order.
 */
export function mergeUserRows(previous: MergedUsers, rows: readonly UserListRow[], groupRows?: readonly UserListRow[]): MergedUsers {
  const items = previous.items.slice();
  const { positions } = previous;
  for (const row of rows) {
    if (!row.partyId) continue;
    const at = positions.get(row.partyId);
    if (at === undefined) {
      positions.set(row.partyId, items.length);
      items.push(withGroup(toItem(row), row));
    } else {
      const item = items[at];
      if (item) items[at] = withGroup(item, row);
    }
  }
  if (groupRows) withAllGroups(items, positions, groupRows);
  return { items, positions };
}

/** Each user of `groupRows` gets its groups first, then any of theirs it lacks (kept, as read by the page). */
function withAllGroups(items: UserListItem[], positions: ReadonlyMap<string, number>, groupRows: readonly UserListRow[]): void {
  const rowsOf = new Map<string, UserListRow[]>();
  for (const row of groupRows) rowsOf.set(row.partyId, [...(rowsOf.get(row.partyId) ?? []), row]);
  for (const [partyId, rows] of rowsOf) {
    const at = positions.get(partyId);
    const item = at === undefined ? undefined : items[at];
    if (at === undefined || !item) continue;
    const grouped = rows.reduce(withGroup, { ...item, securityGroups: [] });
    items[at] = item.securityGroups.reduce((merged, group) => withGroup(merged, { partyId, securityGroupId: group.id, securityGroupName: group.name }), grouped);
  }
}

/** The login badge of a row: none, blocked (only 'N' blocks), else enabled. A disabled party shows apart. */
export type LoginBadge = 'enabled' | 'blocked' | 'none';

export function loginBadge(item: Pick<UserListItem, 'userLoginId' | 'enabled'>): LoginBadge {
  if (!item.userLoginId) return 'none';
  return isLoginBlocked(item) ? 'blocked' : 'enabled';
}

/** The spec's rule: more can load while the loaded rows are a multiple of the page size. */
export function canLoadMore(rows: number, lastPageSize: number, viewSize = USER_LIST_VIEW_SIZE): boolean {
  return lastPageSize === viewSize && rows % viewSize === 0;
}

/** The count the Users tab shows: the OMS's count while more can load, else the users loaded. */
export function listTotal(hasMore: boolean, count: number, users: MergedUsers): number {
  return hasMore ? Math.max(count, users.items.length) : users.items.length;
}
