/**
 * Applying a review's decisions (issue 39): each login marked Remove has its user offboarded
 * (src/setup/offboard-user.ts, the one offboarding), each marked 'Remove groups' has the chosen
 * memberships ended (src/setup/bulk.ts endLoginGroups) — four at a time through the one pool
 * runner with Pause, Cancel and, on a second Apply, a retry of what failed (an offboarding resumes
 * from its failed steps). Before anything is written, `preview` says per login what will end.
 * At Apply every decision is decided again by the change policy on fresh reads (the users' current
 * groups, every login's, read whole, and the viewer's facts): one refused since it was made (the
 * user joined SUPER, say) is not applied, its result says why; the run takes only a Cleared plan.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolRun } from '../../components/use-pool-run';
import { findCurrentGroupsOf } from '../../oms/access-review';
import { failureReason } from '../../oms/errors';
import { assertCleared, clearPlan } from '../../policy/cleared';
import type { Cleared, PlannedChange } from '../../policy/cleared';
import { offboardingChanges } from '../../policy/batch';
import type { PolicyTarget } from '../../policy/policy';
import { useOmsClient } from '../../session/hooks';
import { useFreshPolicyContext } from '../../session/policy';
import { useAccessGates } from '../../session/use-access-gates';
import { endLoginGroups } from '../../setup/bulk';
import type { BulkLine } from '../../setup/bulk';
import { previewOffboarding } from '../../setup/bulk-offboard';
import { offboardCalls } from '../../setup/offboard-calls';
import { NOT_STARTED, offboardUser } from '../../setup/offboard-user';
import type { OffboardRun } from '../../setup/offboard-user';
import { DEFAULT_CONCURRENCY, runPool } from '../../setup/run-pool';
import type { DecisionEntry } from './decisions';
import { mayRemove, mayRemoveGroups } from './review';
import type { ReviewRow } from './review';

/** A login's applied decision, kept for a retry (an offboarding's checklist and moment). */
export type AppliedRun = OffboardRun & { userLoginId: string };

/** A login to change and its decision (Remove, or Remove groups with the groups). */
export interface Removal {
  row: ReviewRow;
  entry: DecisionEntry;
}

/** The removals the policy allowed at Apply, each with the target it was decided on. */
export interface RemovalRun {
  removals: readonly Removal[];
}

/** A removal's preview: an offboarding's planned line, or the groups that end. */
export type RemovalPreview = { userLoginId: string; line: BulkLine } | { userLoginId: string; groupIds: readonly string[] };

/**
 * `removed`: the logins whose removal an earlier visit of the review applied (its draft): done.
 * `onRemoved`: told of each login whose removal is done, even after the screen has been left.
 */
export function useApplyRemovals(removed: ReadonlySet<string> = new Set(), onRemoved?: (userLoginId: string) => void) {
  const client = useOmsClient();
  const { t } = useTranslation();
  const { gatesFor } = useAccessGates();
  // The offboarding planner asks the change policy (src/setup/offboard.ts): the viewer's facts read now.
  const freshPolicy = useFreshPolicyContext();
  const [applied, setApplied] = useState<ReadonlyMap<string, AppliedRun>>(() => new Map([...removed].map((userLoginId) => [userLoginId, { userLoginId, status: 'done', steps: [] }])));
  const { phase, run: runInPool, pause, resume, cancel } = usePoolRun(t('Apply the decisions'));

  /** What each removal will end, read in bulk and planned by the offboarding's own planner. */
  const preview = useCallback(
    async (removals: readonly Removal[]): Promise<RemovalPreview[]> => {
      const offboarded = removals.filter(({ entry, row }) => entry.decision === 'remove' && row.partyId);
      const users = [...new Map(offboarded.map(({ row }) => [row.partyId as string, { partyId: row.partyId as string, name: row.name, partyDisabled: row.state === 'partyDisabled' }])).values()];
      const lines = users.length > 0 ? await previewOffboarding(client, users, gatesFor, await freshPolicy(), { disableParty: false }) : [];
      const lineOf = new Map(lines.map((line) => [line.partyId, line]));
      return removals.flatMap(({ row, entry }): RemovalPreview[] => {
        if (entry.decision === 'removeGroups') return [{ userLoginId: row.userLoginId, groupIds: entry.groupIds ?? [] }];
        const line = row.partyId ? lineOf.get(row.partyId) : undefined;
        return line ? [{ userLoginId: row.userLoginId, line }] : [];
      });
    },
    [client, gatesFor, freshPolicy],
  );

  /** Runs a cleared plan of removals. */
  const run = useCallback(
    async (plan: Cleared<RemovalRun>) => {
      assertCleared(plan);
      const { removals } = plan;
      const calls = offboardCalls(client, undefined);
      const policy = await freshPolicy();
      const runOne = async ({ row, entry }: Removal, state: AppliedRun): Promise<AppliedRun> => {
        setApplied((previous) => new Map(previous).set(row.userLoginId, { ...state, status: 'running' }));
        if (entry.decision === 'remove') return { userLoginId: row.userLoginId, ...(await offboardUser(client, row.partyId as string, gatesFor, { disableParty: false }, state, policy)) };
        try {
          await endLoginGroups(calls, row.userLoginId, entry.groupIds ?? [], () => client.clock.now());
          return { userLoginId: row.userLoginId, status: 'done', steps: [] };
        } catch (cause) {
          return { userLoginId: row.userLoginId, status: 'failed', steps: [], message: failureReason(cause) };
        }
      };
      await runInPool(async (control) => {
        const final = await runPool(
          removals.filter(({ row, entry }) => entry.decision === 'removeGroups' || row.partyId),
          ({ row }) => row.userLoginId,
          ({ row }): AppliedRun => applied.get(row.userLoginId) ?? { userLoginId: row.userLoginId, ...NOT_STARTED },
          runOne,
          {
            concurrency: DEFAULT_CONCURRENCY,
            control,
            onItem: (state) => {
              setApplied((previous) => new Map(previous).set(state.userLoginId, state));
              if (state.status === 'done') onRemoved?.(state.userLoginId);
            },
          },
        );
        return final.values();
      });
    },
    [client, gatesFor, freshPolicy, applied, runInPool, onRemoved],
  );

  /**
   * Decides every removal again on what the OMS holds now, tells the refused ones why (not applied),
   * and runs the rest as a cleared plan. A failed read applies nothing and says so on each.
   */
  const apply = useCallback(
    async (removals: readonly Removal[]) => {
      const todo = removals.filter(({ row, entry }) => entry.decision === 'removeGroups' || row.partyId);
      let decided: Array<{ removal: Removal; target: PolicyTarget }>;
      let context;
      try {
        const partyIds = todo.flatMap(({ row }) => (row.partyId ? [row.partyId] : []));
        const loginsAlone = todo.flatMap(({ row }) => (row.partyId ? [] : [row.userLoginId]));
        const [fresh, groups] = await Promise.all([freshPolicy(), findCurrentGroupsOf(client, partyIds, loginsAlone)]);
        context = fresh;
        decided = todo.map((removal) => ({ removal, target: { partyId: removal.row.partyId, groupIds: groups.get(removal.row.partyId ?? removal.row.userLoginId) ?? new Set<string>() } }));
      } catch (cause) {
        setApplied((previous) => new Map([...previous, ...todo.map(({ row }): [string, AppliedRun] => [row.userLoginId, { userLoginId: row.userLoginId, status: 'failed', steps: [], message: failureReason(cause) }])]));
        return;
      }
      const allowed: Removal[] = [];
      const changes: PlannedChange[] = [];
      const refused = new Map<string, AppliedRun>();
      for (const { removal, target } of decided) {
        const groupIds = removal.entry.groupIds ?? [];
        const decision = removal.entry.decision === 'remove' ? mayRemove(context, target) : mayRemoveGroups(context, target, groupIds);
        if (!decision.allowed) {
          refused.set(removal.row.userLoginId, { userLoginId: removal.row.userLoginId, status: 'failed', steps: [], message: t(decision.reason) });
          continue;
        }
        allowed.push(removal);
        const userChanges = removal.entry.decision === 'remove' ? offboardingChanges(target.groupIds) : groupIds.map((groupId) => ({ kind: 'removeGroup' as const, groupId }));
        changes.push(...userChanges.map((change) => ({ target, change })));
      }
      if (refused.size > 0) setApplied((previous) => new Map([...previous, ...refused]));
      if (allowed.length > 0) await run(clearPlan(context, { removals: allowed }, changes));
    },
    [client, freshPolicy, run, t],
  );

  return { applied, phase, preview, apply, run, pause, resume, cancel };
}
