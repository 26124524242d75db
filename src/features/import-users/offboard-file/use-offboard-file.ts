/**
 * Offboard from a file: the file (the import's parsing and header matching), each row resolved in
 * bulk (one performFind per hundred usernames or employee IDs), then each user offboarded through
 * src/setup/offboard.ts — planned from facts read fresh when their turn comes — four at a time
 * (src/setup/run-pool.ts) with Pause, Cancel and 'Retry failed' resuming each from its failed steps.
 */
import { useCallback, useRef, useState } from 'react';
import { usePoolRun } from '../../../components/use-pool-run';
import { useTranslation } from 'react-i18next';
import { findLoginsByIds, findPartiesByExternalIds } from '../../../oms/import-checks';
import { useOmsClient, useSession } from '../../../session/hooks';
import { useAccessGates } from '../../../session/use-access-gates';
import { useFreshPolicyContext } from '../../../session/policy';
import { offboardUser } from '../../../setup/offboard-user';
import type { OffboardRun } from '../../../setup/offboard-user';
import { DEFAULT_CONCURRENCY, runPool } from '../../../setup/run-pool';
import { matchColumns } from '../columns';
import { localFieldNames } from '../fields';
import { parseChosenFile } from '../parse';
import type { ParsedFile } from '../types';
import { OFFBOARD_FILE_MESSAGES, offboardField, offboardValues, resolveOffboardRows } from './offboard-file';
import type { OffboardFileRow } from './offboard-file';

export interface OffboardRowState extends OffboardRun {
  line: number;
}

export function useOffboardFile() {
  const client = useOmsClient();
  const viewerPartyId = useSession().profile.partyId;
  const { t } = useTranslation();
  const { gatesFor } = useAccessGates();
  const freshPolicy = useFreshPolicyContext();
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [error, setError] = useState<{ error: string; params?: Record<string, string> } | null>(null);
  const [rows, setRows] = useState<OffboardFileRow[] | null>(null);
  const [disableParty, setDisableParty] = useState(false);
  const [states, setStates] = useState<ReadonlyMap<number, OffboardRowState>>(new Map());
  const { phase, run: runInPool, pause, resume, cancel, reset: resetPool } = usePoolRun(t('Offboard these users'));
  const chosen = useRef(0);

  const choose = useCallback(
    async (chosenFile: File) => {
      const attempt = ++chosen.current;
      setRows(null);
      setStates(new Map());
      resetPool();
      const parsed = await parseChosenFile(chosenFile);
      if (attempt !== chosen.current) return;
      if ('error' in parsed) {
        setFile(null);
        setError(parsed);
        return;
      }
      setFile(parsed);
      const columns = matchColumns(parsed.headers, localFieldNames(t));
      const field = offboardField(columns);
      if (!field) {
        setError({ error: OFFBOARD_FILE_MESSAGES.noColumn });
        return;
      }
      setError(null);
      const values = offboardValues(parsed, columns);
      const wanted = values.map((row) => row.value).filter(Boolean);
      try {
        const found = field === 'userLoginId' ? await findLoginsByIds(client, wanted) : await findPartiesByExternalIds(client, wanted);
        if (attempt === chosen.current) setRows(resolveOffboardRows(values, field, found, viewerPartyId));
      } catch {
        if (attempt === chosen.current) setError({ error: 'The rows could not be checked against the OMS.' });
      }
    },
    [client, t, resetPool, viewerPartyId],
  );

  const clear = useCallback(() => {
    chosen.current += 1;
    setFile(null);
    setError(null);
    setRows(null);
    setStates(new Map());
    resetPool();
  }, [resetPool]);

  /** Offboards the users the file names (those done already stay done). */
  const start = useCallback(async () => {
    const ready = (rows ?? []).filter((row): row is OffboardFileRow & { partyId: string } => !row.problem && Boolean(row.partyId));
    if (ready.length === 0) return;
    // Each user's offboarding is cleared by the change policy on the viewer's facts read now.
    const policy = await freshPolicy();
    const offboardOne = async (row: OffboardFileRow & { partyId: string }, state: OffboardRowState): Promise<OffboardRowState> => {
      setStates((previous) => new Map(previous).set(row.line, { ...state, status: 'running', failedStep: undefined, message: undefined }));
      return { line: row.line, ...(await offboardUser(client, row.partyId, gatesFor, { disableParty }, state, policy)) };
    };
    await runInPool(async (control) => {
      const final = await runPool(ready, (row) => row.line, (row) => states.get(row.line) ?? { line: row.line, status: 'waiting', steps: [] }, offboardOne, {
        concurrency: DEFAULT_CONCURRENCY,
        control,
        onItem: (state) => setStates((previous) => new Map(previous).set(state.line, state)),
      });
      return final.values();
    });
  }, [rows, client, gatesFor, freshPolicy, disableParty, states, runInPool]);

  return { file, error, rows, disableParty, setDisableParty, states, phase, choose, clear, start, pause, resume, cancel };
}
