/**
 * The import run on screen: binds the runner (import-run.ts) to the session's client, keeps every
 * row's state across runs (so 'Retry failed rows' resumes each row from the step that failed),
 * and drives Pause, Resume and Cancel (components/use-pool-run, as every run of many items). Row
 * updates reach React at most every 100 ms, so a run of thousands of rows does not render once per
 * step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolRun } from '../../../components/use-pool-run';
import type { PoolPhase } from '../../../components/use-pool-run';
import { createUser, findJustCreated, JUST_CREATED_WINDOW_MS } from '../../../oms/create-user';
import { useAppServices } from '../../../lib/services';
import { useOmsClient, useSession } from '../../../session/hooks';
import { setupCalls } from '../../../setup/setup-calls';
import { DEFAULT_CONCURRENCY, importProgress, runImport } from './import-run';
import { useMadeParties } from './made-parties';
import type { ImportCalls, ImportProgress, RowState, RunnableRow } from './import-run';

export type RunPhase = PoolPhase;

export interface ImportRunState {
  phase: RunPhase;
  /** True once Cancel was pressed in the current run. */
  cancelling: boolean;
  states: ReadonlyMap<number, RowState>;
  progress: ImportProgress;
  elapsedMs: number;
  /**
   * Runs these rows (rows done in an earlier run of this screen are skipped); `knownPartyIds`: the
   * namesakes the preview found, never taken for a row after a lost answer.
   */
  start(rows: readonly RunnableRow[], knownPartyIds?: readonly string[]): Promise<ReadonlyMap<number, RowState>>;
  pause(): void;
  resume(): void;
  cancel(): void;
  /** Forgets every row's state (a new file). */
  reset(): void;
}

const FLUSH_MS = 100;

export function useImportRun(concurrency = DEFAULT_CONCURRENCY): ImportRunState {
  const client = useOmsClient();
  const { t } = useTranslation();
  const { organizationPartyId, profile } = useSession();
  const { environment } = useAppServices();
  const journal = useMadeParties();
  const [states, setStates] = useState<ReadonlyMap<number, RowState>>(new Map());
  const { phase, run, pause, resume, cancel: cancelPool, reset: resetPool } = usePoolRun(t('Import users'));
  const [cancelling, setCancelling] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const current = useRef(new Map<number, RowState>());
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const startedAt = useRef(0);

  const flush = useCallback(() => {
    flushTimer.current = null;
    setStates(new Map(current.current));
  }, []);
  const scheduleFlush = useCallback(() => {
    flushTimer.current ??= setTimeout(flush, FLUSH_MS);
  }, [flush]);

  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => setElapsedMs(environment.now() - startedAt.current), 1000);
    return () => clearInterval(timer);
  }, [phase, environment]);

  // Leaving the screen stops taking new rows (usePoolRun, which says so in a toast at the end); the
  // ones in flight finish their current step.
  useEffect(
    () => () => {
      if (flushTimer.current) clearTimeout(flushTimer.current);
    },
    [],
  );

  const start = useCallback(
    async (rows: readonly RunnableRow[], knownPartyIds: readonly string[] = []) => {
      // A run in flight (a double click): nothing starts, the rows stand as they are.
      let final: ReadonlyMap<number, RowState> = current.current;
      await run(async (control) => {
        startedAt.current = environment.now();
        setElapsedMs(0);
        setCancelling(false);
        const calls: ImportCalls = {
          createUser: async (request) => (await createUser(client, request, profile.userLoginId)).partyId,
          findJustCreated: async (request, since) => (await findJustCreated(client, request, profile.userLoginId, since))?.partyId,
          setup: (partyTypeId) => setupCalls(client, partyTypeId),
        };
        final = await runImport(rows, current.current, {
          concurrency,
          calls,
          control,
          now: () => client.clock.now(),
          createdWindowMs: JUST_CREATED_WINDOW_MS,
          organizationPartyId,
          recordMade: journal.record,
          knownPartyIds,
          onRow: (state) => {
            current.current.set(state.line, state);
            scheduleFlush();
          },
        });
        for (const [line, state] of final) current.current.set(line, state);
        if (flushTimer.current) clearTimeout(flushTimer.current);
        flush();
        setElapsedMs(environment.now() - startedAt.current);
        return final.values();
      });
      return final;
    },
    [client, concurrency, environment, flush, journal, organizationPartyId, profile.userLoginId, run, scheduleFlush],
  );

  const cancel = useCallback(() => {
    if (phase !== 'running' && phase !== 'paused') return;
    cancelPool();
    setCancelling(true);
  }, [cancelPool, phase]);
  const reset = useCallback(() => {
    current.current = new Map();
    setStates(new Map());
    resetPool();
    setElapsedMs(0);
  }, [resetPool]);

  // Cancelling lasts while the run does: a cancelled run that has ended says Finished.
  const stillCancelling = cancelling && (phase === 'running' || phase === 'paused');
  return { phase, cancelling: stillCancelling, states, progress: importProgress(states.values(), elapsedMs), elapsedMs, start, pause, resume, cancel, reset };
}
