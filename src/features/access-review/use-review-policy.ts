/**
 * The change policy's verdicts on a review's decisions (src/policy, issue 63): whether Remove and
 * 'Remove groups…' may be decided for a row, on the review's reads (each user's groups, every
 * login's) and the viewer's facts; undefined while those load (nothing is offered then). Apply
 * decides again on fresh reads (./use-apply-removals.ts).
 */
import { useCallback, useMemo } from 'react';
import type { BatchDecision } from '../../policy/batch';
import { usePolicyFacts } from '../../session/policy';
import { groupsByParty, mayRemove, mayRemoveGroups, reviewTarget } from './review';
import type { ReviewRow } from './review';

export interface ReviewVerdicts {
  remove: (row: ReviewRow) => BatchDecision | undefined;
  removeGroups: (row: ReviewRow, groupIds?: readonly string[]) => BatchDecision | undefined;
}

export function useReviewVerdicts(rows: readonly ReviewRow[] | undefined): ReviewVerdicts {
  const policy = usePolicyFacts();
  const groupsOf = useMemo(() => groupsByParty(rows ?? []), [rows]);
  const remove = useCallback((row: ReviewRow) => (policy ? mayRemove(policy, reviewTarget(row, groupsOf)) : undefined), [policy, groupsOf]);
  const removeGroups = useCallback((row: ReviewRow, groupIds: readonly string[] = row.groupIds) => (policy ? mayRemoveGroups(policy, reviewTarget(row, groupsOf), groupIds) : undefined), [policy, groupsOf]);
  return useMemo(() => ({ remove, removeGroups }), [remove, removeGroups]);
}
