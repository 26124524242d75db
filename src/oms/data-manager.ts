/**
 * The OMS data manager (OMS-CONTRACT.md "Data manager (bulk imports)"): uploading a file for a
 * config (`POST uploadAndImportFile`, multipart), the jobs it records (`DataManagerLogAndContent`),
 * the files a job keeps (`DataResourceContentView`: content id -> data resource) and their text
 * (`GET DownloadCsvFile`). The OMS processes an upload in the background: the upload only records
 * a SERVICE_PENDING job; its status, times, log file and error file are read from the jobs.
 */
import type { OmsClient } from './client';
import { JUST_CREATED_WINDOW_MS } from './create-user';
import { performFind } from './perform-find';
import { isUnsettled, settledWrite, writeKey, type Recognise } from './settle';

/** The data manager config of employee (user) imports. */
export const IMPORT_CONFIG_ID = 'IMP_EMPLOYEE';

/**
 * The columns of an IMP_EMPLOYEE file, in the order the app writes them: a UTF-8 CSV, `,`-separated,
 * RFC 4180 quotes, this header row (the OMS reads the columns by name, in any order).
 */
export const IMPORT_FILE_COLUMNS = ['firstName', 'lastName', 'securityGroupId', 'userLoginId', 'password', 'emailAddress', 'externalId'] as const;
export type ImportFileColumn = (typeof IMPORT_FILE_COLUMNS)[number];

/** The service statuses a job goes through (an OMS may answer others: `statusId` stays a string). */
export const IMPORT_JOB_STATUS = {
  pending: 'SERVICE_PENDING',
  running: 'SERVICE_RUNNING',
  finished: 'SERVICE_FINISHED',
  failed: 'SERVICE_FAILED',
  cancelled: 'SERVICE_CANCELLED',
  crashed: 'SERVICE_CRASHED',
} as const;

/** One data manager job (a DataManagerLogAndContent row). Timestamps are epoch ms; absent fields are left out. */
export interface ImportJob {
  logId: string;
  configId?: string;
  statusId?: string;
  createdDate?: number;
  startDateTime?: number;
  finishDateTime?: number;
  createdByUserLogin?: string;
  /** Content of the job's log (see findContentResources). */
  logFileContentId?: string;
  /** Content of the error file (the rows that failed); absent when none failed. */
  errorRecordContentId?: string;
  /** The uploaded file's name. */
  contentName?: string;
  /** The uploaded file (downloadCsvFile). */
  dataResourceId?: string;
}

/** The fields of DataManagerLogAndContent a job is read with. */
export const IMPORT_JOB_FIELDS = [
  'logId',
  'configId',
  'statusId',
  'createdDate',
  'startDateTime',
  'finishDateTime',
  'createdByUserLogin',
  'logFileContentId',
  'errorRecordContentId',
  'contentName',
  'dataResourceId',
] as const;

type RawJob = Partial<Record<(typeof IMPORT_JOB_FIELDS)[number], unknown>>;

const text = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

function time(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** A row as the OMS answers it (nulls, numbers as strings) -> an ImportJob. */
function toImportJob(row: RawJob): ImportJob {
  const job: ImportJob = { logId: text(row.logId) ?? '' };
  const strings = ['configId', 'statusId', 'createdByUserLogin', 'logFileContentId', 'errorRecordContentId', 'contentName', 'dataResourceId'] as const;
  for (const field of strings) {
    const value = text(row[field]);
    if (value !== undefined) job[field] = value;
  }
  for (const field of ['createdDate', 'startDateTime', 'finishDateTime'] as const) {
    const value = time(row[field]);
    if (value !== undefined) job[field] = value;
  }
  return job;
}

/**
 * The jobs of a config, newest first (performFind DataManagerLogAndContent, `configId`, orderBy
 * `-createdDate`), one page of `viewSize` at `viewIndex` (0-based), with the total count.
 */
export async function findImportJobs(
  client: OmsClient,
  request: { configId?: string; viewIndex?: number; viewSize?: number } = {},
  signal?: AbortSignal,
): Promise<{ jobs: ImportJob[]; total: number }> {
  const { docs, count } = await performFind<RawJob>(
    client,
    {
      entityName: 'DataManagerLogAndContent',
      conditions: [{ field: 'configId', value: request.configId ?? IMPORT_CONFIG_ID }],
      fieldList: IMPORT_JOB_FIELDS,
      orderBy: '-createdDate',
      viewIndex: request.viewIndex ?? 0,
      viewSize: request.viewSize ?? 20,
    },
    signal,
  );
  return { jobs: docs.map(toImportJob), total: count };
}

/** A job's file as DataResourceContentView names it. */
export interface ContentResource {
  dataResourceId: string;
  contentName?: string;
}

/**
 * The data resources of content ids (a job's logFileContentId, errorRecordContentId): one
 * performFind of DataResourceContentView with `coContentId` in the ids; ids it does not know are
 * missing from the map. No call for no id.
 */
export async function findContentResources(client: OmsClient, contentIds: readonly string[], signal?: AbortSignal): Promise<Map<string, ContentResource>> {
  const ids = [...new Set(contentIds.filter((id) => id !== ''))];
  const resources = new Map<string, ContentResource>();
  if (ids.length === 0) return resources;
  const { docs } = await performFind<{ coContentId?: unknown; coDataResourceId?: unknown; coContentName?: unknown }>(
    client,
    {
      entityName: 'DataResourceContentView',
      conditions: [{ field: 'coContentId', value: ids, op: 'in' }],
      fieldList: ['coContentId', 'coDataResourceId', 'coContentName'],
      viewSize: ids.length,
    },
    signal,
  );
  for (const doc of docs) {
    const contentId = text(doc.coContentId);
    const dataResourceId = text(doc.coDataResourceId);
    if (!contentId || !dataResourceId) continue;
    const contentName = text(doc.coContentName);
    resources.set(contentId, contentName === undefined ? { dataResourceId } : { dataResourceId, contentName });
  }
  return resources;
}

/** GET DownloadCsvFile?dataResourceId=…: the file's text (an uploaded file, an error file, a log). */
export function downloadCsvFile(client: OmsClient, dataResourceId: string, signal?: AbortSignal): Promise<string> {
  return client.getText('DownloadCsvFile', { searchParams: { dataResourceId }, signal });
}

export interface UploadImportFileRequest {
  file: Blob;
  /** The name the OMS records as the job's contentName. */
  fileName: string;
  /** Default IMPORT_CONFIG_ID. */
  configId?: string;
  /** The session's login: the OMS records it as the job's createdByUserLogin (used to recognise the job). */
  createdByUserLogin: string;
  /**
   * Jobs the caller already knows (e.g. the history it shows): never taken for this upload when
   * recognising it after a lost answer.
   */
  knownLogIds?: readonly string[];
}

/** What an upload gives: the job, when it was recognised after a lost answer. */
export interface UploadedImport {
  /**
   * Set only when the answer was lost and the job found. When the OMS answered, its answer is not
   * read (its shape is not documented): the job is found with findImportJobs.
   */
  job?: ImportJob;
  /**
   * The OMS recorded this upload more than once (the browser sent it twice): each later job, with
   * the first one's logId. The contract has no call that cancels a job: the history shows them.
   */
  duplicates?: { logId: string; duplicateOf: string }[];
}

/**
 * Each upload still unsettled (per session): when it was first sent and the jobs known then, for
 * recognising its job later (jobs seen since may be its own).
 */
interface FirstSend {
  since: number;
  known: ReadonlySet<string>;
}
const firstSent = new WeakMap<OmsClient, Map<string, FirstSend>>();

function firstSentOf(client: OmsClient): Map<string, FirstSend> {
  let sent = firstSent.get(client);
  if (!sent) firstSent.set(client, (sent = new Map()));
  return sent;
}

/** A file's text as compared with the OMS's copy (a byte-order mark aside). */
const withoutBom = (text: string): string => text.replace(/^\uFEFF/, '');

/**
 * POST uploadAndImportFile, multipart: `configId` and the file in `uploadedFile` (named
 * `fileName`). Any 2xx without an error means accepted: the OMS has recorded a SERVICE_PENDING job.
 *
 * Safe to retry after a lost answer (settledWrite): the write is recognised by a job of this
 * configId whose contentName is `fileName`, created by `createdByUserLogin` at or after the time
 * the upload was first sent, less JUST_CREATED_WINDOW_MS for the OMS's clock (compared here, as
 * findJustCreated does: an OMS parses a timestamp condition its own way), not one of the
 * `knownLogIds` given when it was first sent (a job seen since may be its own), and whose file is
 * this file (downloaded and compared); the newest such job is taken. Sending the same file (same
 * name, size and config) again while unsettled looks first and sends nothing if the earlier upload
 * made its job meanwhile. Once sent, the same read tells whether the OMS recorded it twice (the
 * browser resent it): the later jobs come back as `duplicates`.
 */
export async function uploadImportFile(client: OmsClient, request: UploadImportFileRequest): Promise<UploadedImport> {
  const configId = request.configId ?? IMPORT_CONFIG_ID;
  const key = writeKey('uploadAndImportFile', { configId, fileName: request.fileName, size: request.file.size });
  const sent = firstSentOf(client);
  const first = sent.get(key) ?? { since: Date.now(), known: new Set(request.knownLogIds ?? []) };
  sent.set(key, first);

  /** This upload's jobs, oldest first: this file by this login since it was first sent, not known then, with this content. */
  const jobsOfThisUpload = async (): Promise<ImportJob[]> => {
    const { docs } = await performFind<RawJob>(client, {
      entityName: 'DataManagerLogAndContent',
      conditions: [
        { field: 'configId', value: configId },
        { field: 'contentName', value: request.fileName },
        { field: 'createdByUserLogin', value: request.createdByUserLogin },
      ],
      fieldList: IMPORT_JOB_FIELDS,
      orderBy: '-createdDate',
      viewSize: 10,
    });
    const candidates = docs
      .filter((row) => Number(row.createdDate) >= first.since - JUST_CREATED_WINDOW_MS)
      .map(toImportJob)
      .filter((job) => job.logId !== '' && !first.known.has(job.logId));
    const text = candidates.length > 0 ? withoutBom(await request.file.text()) : '';
    const mine: ImportJob[] = [];
    for (const job of candidates) {
      // Another upload of a file with this name is not this one: its content tells.
      if (job.dataResourceId && withoutBom(await downloadCsvFile(client, job.dataResourceId)) === text) mine.push(job);
    }
    return mine.reverse();
  };

  const recognise: Recognise<UploadedImport> = async () => {
    const job = (await jobsOfThisUpload()).at(-1);
    return job ? { value: { job } } : null;
  };
  let duplicates: UploadedImport['duplicates'];

  try {
    return await settledWrite<UploadedImport>(client, {
      key,
      send: async () => {
        const body = new FormData();
        body.append('configId', configId);
        body.append('uploadedFile', request.file, request.fileName);
        await client.post<unknown>('uploadAndImportFile', { body });
        return {};
      },
      recognise,
      // The OMS records a job each time the upload runs: a resent one made two.
      dedupe: async () => {
        const [original, ...later] = await jobsOfThisUpload();
        if (original && later.length > 0) duplicates = later.map((job) => ({ logId: job.logId, duplicateOf: original.logId }));
      },
    }).then((uploaded) => (duplicates ? { ...uploaded, duplicates } : uploaded));
  } finally {
    // Settled (answered, recognised or refused): the next upload of this file is a new one.
    if (!isUnsettled(client, key)) sent.delete(key);
  }
}
