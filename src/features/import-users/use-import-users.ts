/**
 * The import screen's flow: the file and its checks (use-import-file), the run (use-import-run),
 * and what joins them — which rows run, the names the results show, the files it writes, and
 * dropping passwords once the rows that needed them have their logins.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvBlob, saveFile } from '../../lib/csv';
import { useSession } from '../../session/hooks';
import { useFreshPolicyContext } from '../../session/policy';
import { importTemplateCsv, IMPORT_TEMPLATE_FILE_NAME } from './columns';
import { runnableRow } from './row-plan';
import { problemRowsCsv } from './problem-rows';
import type { RunnableRow } from './run/import-run';
import { resultsCsv } from './run/results-file';
import { resultText } from './run/run-results';
import type { CheckedRow } from './types';
import { useImportFile } from './use-import-file';
import { useImportRun } from './run/use-import-run';
import { displayName } from '../../party/party';

/** Above this many rows the screen suggests the OMS's own data manager. */
export const DATA_MANAGER_THRESHOLD = 500;

/** The row's person or facility login as the app names a party; its username when it has no name. */
function rowName(checked: CheckedRow): string {
  const { firstName, lastName, groupName, userLoginId } = checked.row.values;
  return displayName({ firstName, lastName, groupName, partyId: userLoginId });
}

/** '<name>-results.csv' for 'staff.csv'. */
const derivedName = (fileName: string, suffix: string) => `${fileName.replace(/\.csv$/i, '') || 'import'}-${suffix}.csv`;

export function useImportUsers() {
  const { t } = useTranslation();
  const { organizationPartyId } = useSession();
  const importFile = useImportFile();
  const freshPolicy = useFreshPolicyContext();
  const run = useImportRun();
  const [onlyProblems, setOnlyProblems] = useState(false);
  // The rows of the current run, kept for 'Retry failed rows' (the file's checks may change meanwhile).
  const runRows = useRef<RunnableRow[]>([]);
  const [resultRows, setResultRows] = useState<{ line: number; name: string }[]>([]);

  const { checked, file, columns } = importFile;
  const ready = useMemo(() => checked.filter((row) => row.problems.length === 0), [checked]);
  const withProblems = checked.length - ready.length;
  // Rows a temporary password is for: without a password, whether or not the option is on yet.
  const withoutPassword = useMemo(() => checked.filter((row) => row.temporaryPassword || row.problems.some((problem) => problem.message === 'Password is required.')).length, [checked]);
  const temporaryPasswordCount = useMemo(() => ready.filter((row) => row.temporaryPassword).length, [ready]);
  const shownRows = useMemo(() => (onlyProblems ? checked.filter((row) => row.problems.length > 0) : checked), [checked, onlyProblems]);

  const dropDonePasswords = useCallback(
    (states: ReadonlyMap<number, { status: string }>) => {
      const done = new Set([...states].filter(([, state]) => state.status === 'done').map(([line]) => line));
      importFile.dropField('password', done);
      runRows.current = runRows.current.filter((row) => !done.has(row.line));
    },
    [importFile],
  );

  const start = useCallback(async () => {
    if (importFile.checking || ready.length === 0) return;
    // Each row's plan is cleared on the viewer's facts read now (the users it names: their groups as the preview read them whole).
    const policy = await freshPolicy();
    runRows.current = ready.map((row) => runnableRow(row, policy, importFile.existingGroups, organizationPartyId));
    // Every row of the file: the ones with problems are listed as not run.
    setResultRows(checked.map((row) => ({ line: row.row.line, name: rowName(row) })));
    dropDonePasswords(await run.start(runRows.current, importFile.knownPartyIds));
  }, [importFile.checking, importFile.knownPartyIds, importFile.existingGroups, freshPolicy, ready, checked, organizationPartyId, run, dropDonePasswords]);

  const retryFailed = useCallback(async () => {
    if (runRows.current.length === 0) return;
    dropDonePasswords(await run.start(runRows.current, importFile.knownPartyIds));
  }, [run, dropDonePasswords, importFile.knownPartyIds]);

  const startOver = useCallback(() => {
    runRows.current = [];
    setResultRows([]);
    run.reset();
    importFile.clear();
    setOnlyProblems(false);
  }, [run, importFile]);

  const downloadTemplate = useCallback(() => saveFile(IMPORT_TEMPLATE_FILE_NAME, csvBlob(importTemplateCsv((name) => t(name)))), [t]);

  const downloadProblems = useCallback(() => {
    if (!file) return;
    const csv = problemRowsCsv(file, checked, (key, params) => t(key, params ?? {}), columns);
    saveFile(derivedName(file.fileName, 'problems'), csvBlob(csv));
  }, [file, checked, columns, t]);

  const downloadResults = useCallback(() => {
    if (!file) return;
    const problems = new Map(checked.map((row) => [row.row.line, row.problems]));
    const csv = resultsCsv(file, columns, (line) => {
      const state = run.states.get(line);
      const rowProblems = problems.get(line) ?? [];
      if (!state && rowProblems.length > 0) return { status: t('not run'), message: rowProblems.map((problem) => t(problem.message, problem.params ?? {})).join(' ') };
      return { partyId: state?.partyId, status: state?.status === 'done' ? t('created and set up') : state?.status === 'failed' ? t('failed') : t('not run'), message: resultText(state, t) };
    }, (column) => t(column));
    saveFile(derivedName(file.fileName, 'results'), csvBlob(csv));
  }, [file, checked, columns, run.states, t]);

  const failedCount = useMemo(() => [...run.states.values()].filter((state) => state.status === 'failed' || state.status === 'notRun').length, [run.states]);

  return {
    importFile,
    run,
    ready,
    withProblems,
    withoutPassword,
    temporaryPasswordCount,
    shownRows,
    onlyProblems,
    setOnlyProblems,
    resultRows,
    failedCount,
    start,
    retryFailed,
    startOver,
    downloadTemplate,
    downloadProblems,
    downloadResults,
  };
}
