/**
 * The data manager's scheduled runner (services/data-manager.ts; README.md "Data manager"): every
 * `intervalMs` it takes the pending IMP_EMPLOYEE jobs one at a time, oldest first, and imports
 * their rows one by one, each in its own transaction, as the job's uploader. A job goes
 * SERVICE_PENDING -> SERVICE_RUNNING (startDateTime) -> SERVICE_FINISHED (even when rows failed)
 * or SERVICE_FAILED (the file cannot be read), with finishDateTime, a log file and, when rows
 * failed, an error file.
 *
 * stop() lets the row in progress finish and takes no further row: a job left SERVICE_RUNNING is
 * marked SERVICE_CRASHED when a runner next starts on that database (as OFBiz's job manager marks
 * the jobs a stopped instance was running), so it is never run twice.
 */
import type { Caller } from './auth/sessions';
import { runWrite, serviceContext, type ServerState } from './routes/context';
import type { WatchNote } from './services/watch';
import { finishJob, IMP_EMPLOYEE, JOB_STATUS, parseImportFile, REQUIRED_EMPLOYEE_COLUMNS, type JobSummary } from './services/data-manager';
import { employeeValues, importEmployeeRow, organizationOf, rowErrorMessage } from './services/data-manager-employee';

/** How often the runner looks for pending jobs by default. */
export const DEFAULT_DATA_MANAGER_INTERVAL_MS = 3000;

export interface DataManagerRunner {
  /** Processes every pending job now (what each interval does); resolves when none is left. */
  runPending(): Promise<void>;
  /** Stops the timer and waits for the row in progress (if any); takes nothing further. */
  stop(): Promise<void>;
}

interface PendingJob {
  logId: string;
  configId: string;
  createdByUserLogin: string | null;
  contentName: string | null;
  dataResourceId: string | null;
}

interface Failure {
  cells: string[];
  message: string;
}

/** Starts the runner; with `intervalMs` 0 or less it runs only when asked (runPending). */
export function startDataManagerRunner(state: ServerState, options: { intervalMs: number; onError?: (error: unknown) => void }): DataManagerRunner {
  const { db } = state;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  // Jobs a previous process was running when it stopped.
  runWrite(state, () =>
    db.prepare('UPDATE DataManagerLog SET statusId = ?, finishDateTime = ? WHERE statusId = ?').run(JOB_STATUS.crashed, Date.now(), JOB_STATUS.running),
  );

  const nextJob = db.prepare(
    `SELECT dml.logId, dml.configId, dml.createdByUserLogin, c.contentName, c.dataResourceId
     FROM DataManagerLog dml LEFT JOIN Content c ON c.contentId = dml.contentId
     WHERE dml.statusId = ? AND dml.configId = ?
     ORDER BY dml.createdDate, length(dml.logId), dml.logId LIMIT 1`,
  );
  const textOf = db.prepare('SELECT textData FROM ElectronicText WHERE dataResourceId = ?');

  function callerOf(userLoginId: string | null): Caller {
    const row = userLoginId ? (db.prepare('SELECT partyId FROM UserLogin WHERE userLoginId = ?').get(userLoginId) as { partyId: string | null } | undefined) : undefined;
    return { userLoginId: userLoginId ?? '', partyId: row?.partyId ?? null, token: '' };
  }

  async function processJob(job: PendingJob): Promise<void> {
    const startedAt = Date.now();
    const taken = runWrite(state, () =>
      db.prepare('UPDATE DataManagerLog SET statusId = ?, startDateTime = ? WHERE logId = ? AND statusId = ?').run(JOB_STATUS.running, startedAt, job.logId, JOB_STATUS.pending),
    );
    if (taken.changes === 0) return;
    const summary = (statusId: string, counts: Pick<JobSummary, 'rowsRead' | 'imported' | 'failed' | 'reason'>): JobSummary => ({
      logId: job.logId,
      configId: job.configId,
      contentName: job.contentName,
      createdByUserLogin: job.createdByUserLogin,
      startedAt,
      finishedAt: Date.now(),
      statusId,
      ...counts,
    });
    const stored = job.dataResourceId ? (textOf.get(job.dataResourceId) as { textData: string | null } | undefined) : undefined;
    const parsed = parseImportFile(stored?.textData ?? '', REQUIRED_EMPLOYEE_COLUMNS);
    if (!parsed.ok) {
      const failed = summary(JOB_STATUS.failed, { rowsRead: 0, imported: 0, failed: 0, reason: parsed.reason });
      runWrite(state, () => db.transaction(() => finishJob(db, failed))());
      return;
    }
    const rowContext = { context: serviceContext(state, callerOf(job.createdByUserLogin)), organizationPartyId: organizationOf(db, job.createdByUserLogin) };
    const failures: Failure[] = [];
    let imported = 0;
    // Each row's writes are watched as the uploader's (services/watch.ts), refused when the row failed.
    const meta = { userLoginId: job.createdByUserLogin ?? '', from: state.watch.uploadFrom(job.logId), source: 'dataManager' as const, logId: job.logId };
    const importRow = async (cells: string[]): Promise<void> => {
      const notes: WatchNote[] = [];
      rowContext.context.watch = notes;
      let failure: unknown = null;
      try {
        await importEmployeeRow(employeeValues(parsed.headers, cells), rowContext);
      } catch (error) {
        failure = error ?? new Error('failed');
        throw error;
      } finally {
        rowContext.context.watch = undefined;
        state.watch.settle(notes, meta, failure);
      }
    };
    for (const row of parsed.rows) {
      // Left SERVICE_RUNNING: the next start marks it SERVICE_CRASHED.
      if (stopped) return;
      if (row.problem) {
        failures.push({ cells: row.cells, message: row.problem });
        continue;
      }
      try {
        await importRow(row.cells);
        imported += 1;
      } catch (error) {
        failures.push({ cells: row.cells, message: rowErrorMessage(error) });
      } finally {
        state.writes += 1;
      }
    }
    const finished = summary(JOB_STATUS.finished, { rowsRead: parsed.rows.length, imported, failed: failures.length });
    runWrite(state, () => db.transaction(() => finishJob(db, finished, { headers: parsed.headers, failures }))());
  }

  async function runPending(): Promise<void> {
    while (!stopped) {
      const job = nextJob.get(JOB_STATUS.pending, IMP_EMPLOYEE) as PendingJob | undefined;
      if (!job) return;
      try {
        await processJob(job);
      } catch (error) {
        options.onError?.(error);
        if (stopped) return;
        runWrite(state, () =>
          db.prepare('UPDATE DataManagerLog SET statusId = ?, finishDateTime = ? WHERE logId = ? AND statusId = ?').run(JOB_STATUS.crashed, Date.now(), job.logId, JOB_STATUS.running),
        );
      }
    }
  }

  /** One run at a time: the timer's, or one asked for meanwhile, waits for the other. */
  function run(): Promise<void> {
    running ??= runPending()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      void run().then(schedule);
    }, options.intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runPending: async () => {
      while (running) await running;
      if (!stopped) await run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
