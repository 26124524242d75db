/**
 * An access review's rows and flags (issue 39), from the population's bulk reads
 * (src/oms/access-review.ts): every login, person and facility login alike, with its state, its
 * security groups and product stores, whether it holds admin-level access (src/catalog decides),
 * and its activity from two windows of successful logins — since the inactivity threshold, and
 * ever. Flags: inactive for the threshold or longer, never logged in (created more than 14 days
 * ago), admin-level access, blocked but still holding groups; each with a recommendation the
 * reviewer accepts or overrides. Pure.
 */
import { isAdminLevel } from '../../catalog';
import type { ReviewLogin, ReviewParty } from '../../oms/access-review';
import { displayName, isFacilityLogin, isLockedOut } from '../../party/party';

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
  /** Logins with a successful login within the inactivity threshold. */
  activeSince: ReadonlySet<string>;
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

export function buildReview(facts: ReviewFacts, settings: ReviewSettings, now: number): { rows: ReviewRow[]; counts: Record<ReviewFlag, number> } {
  const groupsOf = collect(facts.groups, (row) => row.userLoginId, (row) => row.groupId);
  const permissionsOf = collect(facts.groupPermissions, (row) => row.groupId, (row) => row.permissionId);
  const storesOf = collect(facts.storeRoles, (row) => row.partyId, (row) => row.productStoreId);
  const counts: Record<ReviewFlag, number> = { inactive: 0, neverLoggedIn: 0, adminLevel: 0, blockedWithGroups: 0 };
  const rows = facts.logins.map((login): ReviewRow => {
    const party = login.partyId ? facts.parties.get(login.partyId) : undefined;
    const groupIds = [...new Set(groupsOf.get(login.userLoginId) ?? [])];
    const adminLevel = isAdminLevel(groupIds, groupIds.flatMap((groupId) => permissionsOf.get(groupId) ?? []));
    const activity: Activity = facts.activeSince.has(login.userLoginId) ? 'active' : facts.everLoggedIn.has(login.userLoginId) ? 'inactive' : 'never';
    const state = stateOf(login, party);
    const createdDate = login.createdDate ?? undefined;
    const flags: ReviewFlag[] = [];
    if (activity === 'inactive') flags.push('inactive');
    if (activity === 'never' && createdDate !== undefined && now - createdDate > settings.neverUsedAfterDays * DAY_MS) flags.push('neverLoggedIn');
    if (adminLevel) flags.push('adminLevel');
    if (state !== 'enabled' && groupIds.length > 0) flags.push('blockedWithGroups');
    for (const flag of flags) counts[flag] += 1;
    const reason = (['inactive', 'neverLoggedIn', 'blockedWithGroups'] as const).find((flag) => flags.includes(flag));
    return {
      userLoginId: login.userLoginId,
      partyId: login.partyId ?? undefined,
      name: party ? displayName({ partyId: party.partyId, firstName: party.firstName ?? undefined, lastName: party.lastName ?? undefined, groupName: party.groupName ?? undefined }) : login.userLoginId,
      facilityLogin: isFacilityLogin({ partyTypeId: party?.partyTypeId ?? undefined }),
      state,
      groupIds,
      productStoreIds: login.partyId ? (storesOf.get(login.partyId) ?? []) : [],
      adminLevel,
      activity,
      createdDate,
      flags,
      ...(reason ? { recommendation: { decision: 'remove' as const, reason } } : {}),
    };
  });
  return { rows, counts };
}

/** A reviewer never removes their own login (it would offboard the one applying the review). */
export function mayRemove(row: Pick<ReviewRow, 'userLoginId'>, viewerLoginId: string): boolean {
  return row.userLoginId !== viewerLoginId;
}
