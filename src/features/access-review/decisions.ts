/**
 * The reviewer's decisions and what applying them did, and the review's record as CSV (issue 39):
 * the OMS keeps no entity for reviews, so the downloaded record is the evidence — every login with
 * its facts at review time, the recommendation, the decision, who decided and when, and what was
 * applied. Never a password: the review never reads one. Pure.
 */
import type { LastLogin } from '../../oms/access-review';
import type { ItemStatus } from '../../setup/run-pool';
import { DAY_MS, RECENCY_DAYS } from './review';
import type { ReviewRow } from './review';
import { FLAG_LABELS, REASON_LABELS, STATE_LABELS } from './review-texts';

/** Keep; Remove (offboard the login's user); or end the chosen security groups only. */
export type Decision = 'keep' | 'remove' | 'removeGroups';

export interface DecisionEntry {
  decision: Decision;
  by: string;
  at: number;
  /** 'removeGroups': the groups to end. */
  groupIds?: readonly string[];
}

/** A decision as the record writes it. */
export const decisionText = (entry: DecisionEntry | undefined): string =>
  !entry ? '' : entry.decision === 'removeGroups' ? `remove groups: ${(entry.groupIds ?? []).join('; ')}` : entry.decision;

/**
 * What these decisions offboard and end: the logins marked Remove, and the security groups the
 * logins marked 'Remove groups' leave (each chosen group of each login). Keep counts for neither.
 */
export function removalCounts(entries: Iterable<DecisionEntry>): { offboarded: number; groups: number } {
  let offboarded = 0;
  let groups = 0;
  for (const entry of entries) {
    if (entry.decision === 'remove') offboarded += 1;
    else if (entry.decision === 'removeGroups') groups += entry.groupIds?.length ?? 0;
  }
  return { offboarded, groups };
}

export interface RemoveState {
  status: ItemStatus;
  message?: string;
}

export interface ReviewRecord {
  name: string;
  scope: string;
  reviewer: string;
  startedAt: number;
  endedAt: number;
  inactiveDays: number;
}

export const RECORD_COLUMNS = [
  'review',
  'scope',
  'reviewer',
  'started',
  'ended',
  'userLoginId',
  'partyId',
  'name',
  'facility login',
  'state',
  'last login',
  'failed logins since',
  'security groups',
  'product stores',
  'admin-level access',
  'flags',
  'recommendation',
  'decision',
  'decided by',
  'decided at',
  'applied',
  'message',
] as const;

/** The leading columns that repeat the review's own facts on every row (a printed page shows them once). */
export const RECORD_FACT_COLUMNS = 5;

const iso = (at: number | undefined): string => (at === undefined ? '' : new Date(at).toISOString());

/** The last login as the windows tell it, where its exact date was not read. */
function windowText(row: ReviewRow, inactiveDays: number): string {
  if (row.activity === 'never') return 'never';
  if (row.lastLoginWithin === undefined) return `over ${Math.max(inactiveDays, ...RECENCY_DAYS)} days ago`;
  return row.activity === 'inactive' ? `over ${inactiveDays} days ago, within ${row.lastLoginWithin} days` : `within ${row.lastLoginWithin} days`;
}

/** The record's line for a login the OMS keeps for itself: no decision, and why. */
export const OMS_OWN_MESSAGE = "not reviewed: the OMS's own login";

export interface RecordOptions {
  /** How a moment is written: ISO 8601 UTC (the CSV, machine-readable) unless told (the printable record: the viewer's zone). */
  time?: (at: number) => string;
  /** The OMS's own logins (review.ts `omsOwnLogins`): a line each, undecided, saying they are not reviewed. */
  omsOwn?: readonly string[];
}

/** The record's rows, in RECORD_COLUMNS order: the reviewed logins, then the OMS's own. */
export function recordRows(
  record: ReviewRecord,
  rows: readonly ReviewRow[],
  decisions: ReadonlyMap<string, DecisionEntry>,
  applied: ReadonlyMap<string, RemoveState>,
  lastLogins: ReadonlyMap<string, LastLogin | 'failed'>,
  { time = iso, omsOwn = [] }: RecordOptions = {},
): string[][] {
  const reviewFacts = [record.name, record.scope, record.reviewer, time(record.startedAt), time(record.endedAt)];
  const left = omsOwn.map((userLoginId) => [...reviewFacts, userLoginId, ...Array<string>(RECORD_COLUMNS.length - RECORD_FACT_COLUMNS - 2).fill(''), OMS_OWN_MESSAGE]);
  return [...rows.map((row) => {
    const decided = decisions.get(row.userLoginId);
    const last = lastLogins.get(row.userLoginId);
    const exact = last && last !== 'failed' ? last : undefined;
    const lastLogin = exact ? (exact.lastSuccess === undefined ? 'never' : time(exact.lastSuccess)) : windowText(row, record.inactiveDays);
    const result = applied.get(row.userLoginId);
    return [
      ...reviewFacts,
      row.userLoginId,
      row.partyId ?? '',
      row.name,
      row.facilityLogin ? 'Y' : 'N',
      STATE_LABELS[row.state],
      lastLogin,
      exact ? String(exact.failuresSince) : '',
      row.groupIds.join('; '),
      row.productStoreIds.join('; '),
      row.adminLevel ? 'Y' : 'N',
      row.flags.map((flag) => FLAG_LABELS[flag]).join('; '),
      row.recommendation ? REASON_LABELS[row.recommendation.reason] : '',
      decisionText(decided),
      decided?.by ?? '',
      decided ? time(decided.at) : '',
      result ? result.status : decided && decided.decision !== 'keep' ? 'not applied' : '',
      result?.message ?? '',
    ];
  }), ...left];
}

/** Days since `at`, whole. */
export const daysSince = (at: number, now: number): number => Math.floor((now - at) / DAY_MS);
