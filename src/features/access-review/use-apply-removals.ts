/**
 * Applying a review's decisions (issue 39): each login marked Remove has its user offboarded
 * (src/setup/offboard-user.ts, the one offboarding), each marked 'Remove groups' has the chosen
 * memberships ended (src/setup/bulk.ts endLoginGroups) — four at a time through the one pool
 * runner with Pause, Cancel and, on a second Apply, a retry of what failed (an offboarding resumes
 * from its failed steps). Before anything is written, `preview` says per login what will end.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolRun } from '../../components/use-pool-run';
import { failureReason } from '../../oms/errors';
import { useOmsClient } from '../../session/hooks';
import { useAccessGates } from '../../session/use-access-gates';
import { useFreshPolicyContext } from '../../session/policy';
import { endLoginGroups } from '../../setup/bulk';
import type { BulkLine } from '../../setup/bulk';
import { previewOffboarding } from '../../setup/bulk-offboard';
import { offboardCalls } from '../../setup/offboard-calls';
import { NOT_STARTED, offboardUser } from '../../setup/offboard-user';
import type { OffboardRun } from '../../setup/offboard-user';
import { DEFAULT_CONCURRENCY, runPool } from '../../setup/run-pool';
import type { DecisionEntry } from './decisions';
import type { ReviewRow } from './review';

/** A login's applied decision, kept for a retry (an offboarding's checklist and moment). */
export type AppliedRun = OffboardRun & { userLoginId: string };

/** A login to change and its decision (Remove, or Remove groups with the groups). */
export interface Removal {
  row: ReviewRow;
  entry: DecisionEntry;
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

  const apply = useCallback(
    async (removals: readonly Removal[]) => {
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

  return { applied, phase, preview, apply, pause, resume, cancel };
}
