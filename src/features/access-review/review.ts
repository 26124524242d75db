/**
 * An access review's rows and flags (issue 39), from the population's bulk reads
 * (src/oms/access-review.ts): every login, person and facility login alike, with its state, its
 * security groups and product stores, whether it holds admin-level access (src/catalog decides),
 * and its activity from windows of successful logins — within 7, 30, 180 and 365 days, within the
 * inactivity threshold, and ever (the sort by last login goes by them). Flags: inactive for the threshold or longer, never logged in (created more than 14 days
 * ago), admin-level access, blocked but still holding groups; each with a recommendation the
 * reviewer accepts or overrides; the review's scope, counts and sort. Pure.
 */
import { isAdminLevel } from '../../catalog';
import type { ReviewLogin, ReviewParty } from '../../oms/access-review';
import { displayName, isFacilityLogin, isLockedOut, isOmsOwnLogin } from '../../party/party';
import { decideInBatch, offboardingChanges } from '../../policy/batch';
import type { BatchDecision } from '../../policy/batch';
import type { PolicyContext, PolicyTarget } from '../../policy/policy';

export const DAY_MS = 86_400_000;

export interface ReviewSettings {
  /** Days without a successful login that make a login inactive (PCI DSS 8.2.6: 90). */
  inactiveDays: number;
  /** A login never used is flagged once it is this many days old. */
  neverUsedAfterDays: number;
}

export const DEFAULT_SETTINGS: ReviewSettings = { inactiveDays: 90, neverUsedAfterDays: 14 };

export type ReviewLoginState = 'enabled' | 'blocked' | 'lockedOut' | 'partyDisabled';
export type ReviewFlag = 'inactive' | 'neverLoggedIn' | 'adminLevel' | 'blockedWithGroups';
export const REVIEW_FLAGS: readonly ReviewFlag[] = ['inactive', 'neverLoggedIn', 'adminLevel', 'blockedWithGroups'];

/** Activity from the windows: logged in within the threshold, before it only, or never. */
export type Activity = 'active' | 'inactive' | 'never';

/** The windows of successful logins read besides the threshold's, for the sort by last login. */
export const RECENCY_DAYS: readonly number[] = [7, 30, 180, 365];

/** Every window a review reads (days, ascending): the recency windows and the inactivity threshold. */
export function windowDays(settings: Pick<ReviewSettings, 'inactiveDays'>): number[] {
  return [...new Set([...RECENCY_DAYS, settings.inactiveDays])].sort((a, b) => a - b);
}

/** Which logins a review covers; the record names it. */
export type ReviewScope = { kind: 'all' } | { kind: 'people' } | { kind: 'facility' } | { kind: 'group'; groupId: string };

export type ReviewSort = 'lastLoginOldest' | 'lastLoginNewest' | 'login';

export interface ReviewRow {
  userLoginId: string;
  partyId?: string;
  name: string;
  facilityLogin: boolean;
  state: ReviewLoginState;
  groupIds: string[];
  productStoreIds: string[];
  adminLevel: boolean;
  activity: Activity;
  /** The narrowest window (days) with a successful login; undefined when never, or only before every window. */
  lastLoginWithin?: number;
  createdDate?: number;
  flags: ReviewFlag[];
  /** Remove when inactive, never used, or blocked yet holding groups; otherwise none. */
  recommendation?: { decision: 'remove'; reason: 'inactive' | 'neverLoggedIn' | 'blockedWithGroups' };
}

export interface ReviewFacts {
  logins: readonly ReviewLogin[];
  parties: ReadonlyMap<string, ReviewParty>;
  groups: ReadonlyArray<{ userLoginId: string; groupId: string }>;
  groupPermissions: ReadonlyArray<{ groupId: string; permissionId: string }>;
  storeRoles: ReadonlyArray<{ partyId: string; productStoreId: string }>;
  /** Per window of windowDays(): the logins with a successful login within it. */
  windows: ReadonlyMap<number, ReadonlySet<string>>;
  /** Logins with any successful login. */
  everLoggedIn: ReadonlySet<string>;
}

function collect<K, V>(rows: Iterable<V>, key: (row: V) => K, value: (row: V) => string): Map<K, string[]> {
  const map = new Map<K, string[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(value(row));
    else map.set(key(row), [value(row)]);
  }
  return map;
}

function stateOf(login: ReviewLogin, party: ReviewParty | undefined): ReviewLoginState {
  if (party?.statusId === 'PARTY_DISABLED') return 'partyDisabled';
  if (isLockedOut(login)) return 'lockedOut';
  return login.enabled === 'N' ? 'blocked' : 'enabled';
}

/** The logins the OMS keeps for itself (src/party `isOmsOwnLogin`): left out of a review's rows, named on its screen and record. */
export function omsOwnLogins(logins: readonly ReviewLogin[]): string[] {
  return logins.filter(isOmsOwnLogin).map((login) => login.userLoginId);
}

/** The review's rows: every login but the OMS's own (`omsOwnLogins`), which no person uses. */
export function buildReview(facts: ReviewFacts, settings: ReviewSettings, now: number): ReviewRow[] {
  const groupsOf = collect(facts.groups, (row) => row.userLoginId, (row) => row.groupId);
  const permissionsOf = collect(facts.groupPermissions, (row) => row.groupId, (row) => row.permissionId);
  const storesOf = collect(facts.storeRoles, (row) => row.partyId, (row) => row.productStoreId);
  const windows = windowDays(settings);
  return facts.logins.filter((login) => !isOmsOwnLogin(login)).map((login): ReviewRow => {
    const party = login.partyId ? facts.parties.get(login.partyId) : undefined;
    const groupIds = [...new Set(groupsOf.get(login.userLoginId) ?? [])];
    const adminLevel = isAdminLevel(groupIds, groupIds.flatMap((groupId) => permissionsOf.get(groupId) ?? []));
    const lastLoginWithin = windows.find((days) => facts.windows.get(days)?.has(login.userLoginId));
    const activity: Activity = lastLoginWithin !== undefined && lastLoginWithin <= settings.inactiveDays ? 'active' : facts.everLoggedIn.has(login.userLoginId) || lastLoginWithin !== undefined ? 'inactive' : 'never';
    const state = stateOf(login, party);
    const createdDate = login.createdDate ?? undefined;
    const flags: ReviewFlag[] = [];
    if (activity === 'inactive') flags.push('inactive');
    if (activity === 'never' && createdDate !== undefined && now - createdDate > settings.neverUsedAfterDays * DAY_MS) flags.push('neverLoggedIn');
    if (adminLevel) flags.push('adminLevel');
    if (state !== 'enabled' && groupIds.length > 0) flags.push('blockedWithGroups');
    const reason = (['inactive', 'neverLoggedIn', 'blockedWithGroups'] as const).find((flag) => flags.includes(flag));
    return {
      userLoginId: login.userLoginId,
      partyId: login.partyId ?? undefined,
      name: party ? displayName(party) : login.userLoginId,
      facilityLogin: isFacilityLogin({ partyTypeId: party?.partyTypeId ?? undefined }),
      state,
      groupIds,
      productStoreIds: login.partyId ? (storesOf.get(login.partyId) ?? []) : [],
      adminLevel,
      activity,
      lastLoginWithin,
      createdDate,
      flags,
      ...(reason ? { recommendation: { decision: 'remove' as const, reason } } : {}),
    };
  });
}

/** How many of `rows` carry each flag. */
export function countFlags(rows: readonly ReviewRow[]): Record<ReviewFlag, number> {
  const counts: Record<ReviewFlag, number> = { inactive: 0, neverLoggedIn: 0, adminLevel: 0, blockedWithGroups: 0 };
  for (const row of rows) for (const flag of row.flags) counts[flag] += 1;
  return counts;
}

export function inScope(row: ReviewRow, scope: ReviewScope): boolean {
  if (scope.kind === 'people') return !row.facilityLogin;
  if (scope.kind === 'facility') return row.facilityLogin;
  if (scope.kind === 'group') return row.groupIds.includes(scope.groupId);
  return true;
}

/** Higher is more recent: never, then before every window, then the windows from widest to narrowest. */
const recency = (row: ReviewRow): number => (row.activity === 'never' ? -2e9 : row.lastLoginWithin === undefined ? -1e9 : -row.lastLoginWithin);

/** `rows` ordered for the review; ties by login. */
export function sortRows(rows: readonly ReviewRow[], sort: ReviewSort): ReviewRow[] {
  const byLogin = (a: ReviewRow, b: ReviewRow) => a.userLoginId.localeCompare(b.userLoginId);
  if (sort === 'login') return [...rows].sort(byLogin);
  const direction = sort === 'lastLoginOldest' ? 1 : -1;
  return [...rows].sort((a, b) => direction * (recency(a) - recency(b)) || byLogin(a, b));
}

/**
 * The change policy's target for a row: its user, with the groups of every login of it (`groupsOf`:
 * partyId -> groups, from the review's reads or read again at Apply); a login of no party alone.
 */
export function reviewTarget(row: Pick<ReviewRow, 'partyId' | 'groupIds'>, groupsOf: ReadonlyMap<string, ReadonlySet<string>>): PolicyTarget {
  return { partyId: row.partyId, groupIds: (row.partyId && groupsOf.get(row.partyId)) || new Set(row.groupIds) };
}

/** Every login's groups gathered by its user (partyId): the review's targets. */
export function groupsByParty(rows: readonly Pick<ReviewRow, 'partyId' | 'groupIds'>[]): Map<string, Set<string>> {
  const byParty = new Map<string, Set<string>>();
  for (const row of rows) if (row.partyId) byParty.set(row.partyId, new Set([...(byParty.get(row.partyId) ?? []), ...row.groupIds]));
  return byParty;
}

/**
 * Whether Remove (offboard the login's user) may be decided and applied, or why not, as the change
 * policy says for a batch (src/policy/batch.ts): the viewer's own user is left out (Remove would
 * offboard the one applying the review), a super user is only a super user's to offboard.
 */
export function mayRemove(context: PolicyContext, target: PolicyTarget): BatchDecision {
  return decideInBatch(context, target, offboardingChanges(target.groupIds));
}

/** Whether these groups may be ended ('Remove groups…') on this user, or why not (the same batch rules). */
export function mayRemoveGroups(context: PolicyContext, target: PolicyTarget, groupIds: Iterable<string>): BatchDecision {
  return decideInBatch(context, target, [...groupIds].map((groupId) => ({ kind: 'removeGroup', groupId })));
}
