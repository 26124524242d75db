/**
 * A user's access history as one timeline, newest first (issue 39): login attempts, password
 * changes, the login disabled by the OMS after failed passwords, and each security group, product
 * store and facility joined and ended — all from the OMS's own rows. Login attempts come in pages;
 * while older attempts are still to load, events older than the oldest loaded attempt wait, so the
 * timeline never shows a gap as if nothing happened there. Pure.
 */
import type { LoginAttempt } from '../../../oms/access-history';
import type { UserFacility } from '../../../oms/facilities';
import type { LoginLockout } from '../../../oms/logins';
import type { SecurityGroupHistoryEntry } from '../../../oms/security-groups';
import type { UserProductStore } from '../../../oms/stores';

export type MembershipKind = 'group' | 'store' | 'facility';

export type AccessEvent =
  | { kind: 'login'; at: number; success: boolean }
  | { kind: 'password'; at: number }
  | { kind: 'lockedOut'; at: number }
  | { kind: MembershipKind; at: number; change: 'added' | 'ended'; name: string };

export interface AccessHistoryFacts {
  attempts: readonly LoginAttempt[];
  /** Older attempts exist beyond those loaded. */
  moreAttempts: boolean;
  passwordChanges: readonly number[];
  groups: readonly SecurityGroupHistoryEntry[];
  stores: ReadonlyArray<UserProductStore & { thruDate?: number | null }>;
  facilities: readonly UserFacility[];
  lockout?: LoginLockout;
}

export interface Timeline {
  events: AccessEvent[];
  /** Events are held back until older login attempts load. */
  olderToLoad: boolean;
}

const isTime = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function memberships(kind: MembershipKind, rows: ReadonlyArray<{ fromDate?: number | null; thruDate?: number | null }>, name: (index: number) => string): AccessEvent[] {
  const events: AccessEvent[] = [];
  rows.forEach((row, index) => {
    if (isTime(row.fromDate)) events.push({ kind, at: row.fromDate, change: 'added', name: name(index) });
    if (isTime(row.thruDate)) events.push({ kind, at: row.thruDate, change: 'ended', name: name(index) });
  });
  return events;
}

export function buildTimeline(facts: AccessHistoryFacts, groupNames: ReadonlyMap<string, string> = new Map()): Timeline {
  const events: AccessEvent[] = [
    ...facts.attempts.filter((attempt) => isTime(attempt.fromDate)).map((attempt): AccessEvent => ({ kind: 'login', at: attempt.fromDate, success: attempt.successfulLogin === 'Y' })),
    ...facts.passwordChanges.filter(isTime).map((at): AccessEvent => ({ kind: 'password', at })),
    ...memberships('group', facts.groups, (i) => facts.groups[i]?.groupName || groupNames.get(facts.groups[i]?.groupId ?? '') || facts.groups[i]?.groupId || ''),
    ...memberships('store', facts.stores, (i) => facts.stores[i]?.storeName || facts.stores[i]?.productStoreId || ''),
    ...memberships('facility', facts.facilities, (i) => facts.facilities[i]?.facilityName || facts.facilities[i]?.facilityId || ''),
  ];
  if (isTime(facts.lockout?.disabledDateTime) && !facts.lockout?.disabledBy) events.push({ kind: 'lockedOut', at: facts.lockout.disabledDateTime });
  const oldestAttempt = facts.attempts.reduce((oldest, attempt) => Math.min(oldest, attempt.fromDate), Infinity);
  const cutoff = facts.moreAttempts && Number.isFinite(oldestAttempt) ? oldestAttempt : -Infinity;
  const shown = events.filter((event) => event.at >= cutoff).sort((a, b) => b.at - a.at);
  return { events: shown, olderToLoad: facts.moreAttempts };
}
