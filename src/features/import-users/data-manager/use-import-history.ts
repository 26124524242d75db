/**
 * The OMS data manager side of imports: sending a checked file (configId IMP_EMPLOYEE) and the
 * import history — every IMP_EMPLOYEE job, also those started elsewhere, newest first. While a job
 * is pending or running the history is read again every few seconds (only while the tab is shown).
 * A finished job's counts come from its files: the rows of the uploaded file and of its error file,
 * read once per job and remembered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { csvBlob, saveFile } from '../../../lib/csv';
import type { Cleared } from '../../../policy/cleared';
import { uploadDataManagerPlan } from './data-manager-file';
import type { DataManagerUpload } from './data-manager-file';
import { downloadCsvFile, findContentResources, findImportJobs, IMPORT_CONFIG_ID } from '../../../oms/data-manager';
import type { ImportJob } from '../../../oms/data-manager';
import { isOmsError } from '../../../oms/errors';
import { useOmsClient, useSession } from '../../../session/hooks';
import { parseImportFile } from '../parse';

export const HISTORY_PAGE_SIZE = 10;
export const FOLLOW_INTERVAL_MS = 3000;

const ACTIVE = new Set(['SERVICE_PENDING', 'SERVICE_RUNNING']);

/** Rows read from the uploaded file and rows in its error file. */
export interface JobCounts {
  rows?: number;
  failed: number;
}

export type SendState = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message?: string };

function countRows(text: string): number {
  const parsed = parseImportFile(text, '');
  return 'error' in parsed ? 0 : parsed.rows.length;
}

export function useImportHistory() {
  const client = useOmsClient();
  const { profile } = useSession();
  const [jobs, setJobs] = useState<ImportJob[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [error, setError] = useState(false);
  const [round, setRound] = useState(0);
  const [counts, setCounts] = useState<ReadonlyMap<string, JobCounts>>(new Map());
  const [send, setSend] = useState<SendState>({ state: 'idle' });
  // Jobs the OMS recorded twice for one upload of this screen (the browser resent it): logId -> the first one's.
  const [duplicates, setDuplicates] = useState<ReadonlyMap<string, string>>(new Map());
  const counting = useRef(new Set<string>());
  // Every job this screen has seen: never taken for a new upload whose answer was lost.
  const seenJobs = useRef(new Set<string>());
  const sending = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    findImportJobs(client, { configId: IMPORT_CONFIG_ID, viewIndex: page, viewSize: HISTORY_PAGE_SIZE }, controller.signal).then(
      (answer) => {
        for (const job of answer.jobs) seenJobs.current.add(job.logId);
        setJobs(answer.jobs);
        setTotal(answer.total);
        setError(false);
      },
      () => {
        if (!controller.signal.aborted) setError(true);
      },
    );
    return () => controller.abort();
  }, [client, page, round]);

  const active = jobs?.some((job) => ACTIVE.has(job.statusId ?? '')) ?? false;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setRound((value) => value + 1);
    }, FOLLOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);

  // Counts of finished jobs, read once each.
  useEffect(() => {
    const finished = (jobs ?? []).filter((job) => !ACTIVE.has(job.statusId ?? '') && !counting.current.has(job.logId));
    if (finished.length === 0) return;
    for (const job of finished) counting.current.add(job.logId);
    void (async () => {
      const errorIds = finished.map((job) => job.errorRecordContentId).filter((id): id is string => Boolean(id));
      const resources = errorIds.length > 0 ? await findContentResources(client, errorIds).catch(() => new Map()) : new Map();
      for (const job of finished) {
        const errorResource = job.errorRecordContentId ? resources.get(job.errorRecordContentId)?.dataResourceId : undefined;
        const [uploaded, errors] = await Promise.all([
          job.dataResourceId ? downloadCsvFile(client, job.dataResourceId).catch(() => undefined) : undefined,
          errorResource ? downloadCsvFile(client, errorResource).catch(() => undefined) : '',
        ]);
        setCounts((previous) => new Map(previous).set(job.logId, { rows: uploaded === undefined ? undefined : countRows(uploaded), failed: errors ? countRows(errors) : 0 }));
      }
    })();
  }, [client, jobs]);

  /** Uploads a cleared plan's rows (./data-manager-file.ts); a plan the change policy did not clear throws, nothing sent. */
  const sendFile = useCallback(
    async (upload: Cleared<DataManagerUpload>, fileName: string) => {
      if (sending.current) return;
      sending.current = true;
      setSend({ state: 'sending' });
      try {
        const uploaded = await uploadDataManagerPlan(client, upload, { fileName, createdByUserLogin: profile.userLoginId, knownLogIds: [...seenJobs.current] });
        const twice = uploaded.duplicates ?? [];
        if (twice.length > 0) setDuplicates((previous) => new Map([...previous, ...twice.map((job) => [job.logId, job.duplicateOf] as const)]));
        setSend({ state: 'sent' });
        setPage(0);
        setRound((value) => value + 1);
      } catch (failure) {
        setSend({ state: 'failed', message: isOmsError(failure) ? failure.serverMessage : undefined });
      } finally {
        sending.current = false;
      }
    },
    [client, profile.userLoginId],
  );

  /** Saves a job's uploaded file ('file') or its error records ('errors'). */
  const download = useCallback(
    async (job: ImportJob, which: 'file' | 'errors') => {
      let dataResourceId = job.dataResourceId;
      if (which === 'errors') {
        if (!job.errorRecordContentId) return;
        dataResourceId = (await findContentResources(client, [job.errorRecordContentId])).get(job.errorRecordContentId)?.dataResourceId;
      }
      if (!dataResourceId) return;
      const text = await downloadCsvFile(client, dataResourceId);
      const base = (job.contentName ?? job.logId).replace(/\.csv$/i, '');
      saveFile(which === 'errors' ? `${base}-errors.csv` : `${base}.csv`, csvBlob(text));
    },
    [client],
  );

  return {
    jobs,
    total,
    page,
    setPage,
    error,
    counts,
    duplicates,
    send,
    sendFile,
    download,
    refresh: () => setRound((value) => value + 1),
  };
}
