/**
 * CSV export of the whole filtered list: every page of the current filter (not only the loaded
 * ones), merged one row per user, quoted by papaparse, with spreadsheet formulas neutralised.
 */
import { toCsv } from '../../lib/csv';
import { formatIsoDate } from '../../lib/date-times';
import type { OmsClient } from '../../oms/client';
import { findUsers } from '../../oms/users';
import type { UserListFilter } from '../../oms/users';
import { emptyUsers, mergeUserRows } from './user-rows';
import { displayName } from '../../party/party';
import type { UserListItem } from './user-rows';

/** The spec's default file name. */
export const CSV_FILE_NAME = 'default.csv';

/** Larger pages than the screen's 20 keep a 10,000-user export to a few dozen calls. */
export const EXPORT_PAGE_SIZE = 250;

export const CSV_COLUMNS = [
  'partyId',
  'name',
  'userLoginId',
  'security groups',
  'status',
  'login enabled',
  'created date',
  'created by',
] as const;

export { FORMULA_START, csvBlob } from '../../lib/csv';

export interface ExportProgress {
  /** Users merged so far. */
  users: number;
  /** Distinct users matching (the OMS count); 0 until the first page answers. */
  total: number;
}

export interface ExportRequest extends UserListFilter {
  currentPartyId?: string;
  partyIds?: readonly string[];
}

/** Reads every page of the filter until a short page, merging rows into one entry per user. */
export async function fetchAllUsers(
  client: OmsClient,
  request: ExportRequest,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void; pageSize?: number } = {},
): Promise<UserListItem[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let merged = emptyUsers();
  let total = 0;
  for (let viewIndex = 0; ; viewIndex += 1) {
    const page = await findUsers(client, { ...request, viewIndex, viewSize: pageSize }, options.signal);
    merged = mergeUserRows(merged, page.docs, page.groupRows);
    const done = page.docs.length < pageSize;
    total = done ? merged.items.length : Math.max(total, page.count, merged.items.length);
    options.onProgress?.({ users: merged.items.length, total });
    if (done) return [...merged.items];
  }
}

/** Users per request of an export of the ones selected (a partyId `in` list). */
export const SELECTED_CHUNK = 100;

/** 'Export selected': the picked users only, a hundred per find, with the filter's other conditions. */
export async function fetchSelectedUsers(
  client: OmsClient,
  request: ExportRequest,
  partyIds: readonly string[],
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<UserListItem[]> {
  const users: UserListItem[] = [];
  for (let start = 0; start < partyIds.length; start += SELECTED_CHUNK) {
    users.push(...(await fetchAllUsers(client, { ...request, partyIds: partyIds.slice(start, start + SELECTED_CHUNK) }, { signal: options.signal })));
    options.onProgress?.({ users: users.length, total: partyIds.length });
  }
  return users;
}

/**
 * The CSV text: a header row (in the screen's language through `header`; en-US as the spec names
 * the columns), then one quoted row per user (dates as YYYY-MM-DD in `timeZone`).
 */
export function usersToCsv(users: readonly UserListItem[], timeZone?: string, header: (column: string) => string = (column) => column): string {
  const data = users.map((user) => [
    user.partyId,
    displayName(user),
    user.userLoginId ?? '',
    user.securityGroups.map((group) => group.name).join('; '),
    user.statusId ?? '',
    user.enabled ?? '',
    formatIsoDate(user.createdDate, timeZone),
    user.createdByUserLogin ?? '',
  ]);
  return toCsv(CSV_COLUMNS.map(header), data);
}
