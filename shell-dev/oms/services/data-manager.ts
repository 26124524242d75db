/**
 * The data manager (bulk imports; OMS-CONTRACT.md "Data manager"): `POST uploadAndImportFile`
 * stores the uploaded file and records a job (DataManagerLog, SERVICE_PENDING); the runner
 * (data-manager-runner.ts) processes pending jobs row by row; `GET DownloadCsvFile` answers a
 * stored file's text. Files are DataResources of type ELECTRONIC_TEXT (their text in
 * ElectronicText) reached through a Content, as OFBiz keeps text content.
 *
 * IMP_EMPLOYEE rows are imported (./data-manager-employee.ts) with the same service functions the
 * REST services run (createRelationship, createNewUserLoginAndSetUserPreference,
 * addPartyUserPermission, createUpdatePartyEmailAddress), as the uploader, one transaction per
 * row: a row that fails any of them leaves nothing behind and goes to the error file with the
 * service's own message.
 */
import Papa from 'papaparse';
import { nextId, type Db } from '../db/database';
import { OmsError, badValue, missing, unknown } from './errors';
import { Input, mustExist, type ServiceContext } from './service';
import { MAX_UPLOAD_BYTES, type UploadParts } from './uploads';

/** The employee (user) import's config. */
export const IMP_EMPLOYEE = 'IMP_EMPLOYEE';

/** The configs the server knows (seeded into DataManagerConfig); an upload naming another is refused. */
export const DATA_MANAGER_CONFIGS = [{ configId: IMP_EMPLOYEE, description: 'Import employees (users with a login)', importServiceName: 'importEmployee' }] as const;

/** The service statuses a job goes through (OFBiz's SERVICE_* status items). */
export const JOB_STATUS = {
  pending: 'SERVICE_PENDING',
  running: 'SERVICE_RUNNING',
  finished: 'SERVICE_FINISHED',
  failed: 'SERVICE_FAILED',
  cancelled: 'SERVICE_CANCELLED',
  crashed: 'SERVICE_CRASHED',
} as const;

/** The columns of an IMP_EMPLOYEE file (header names, exactly; any order). */
export const EMPLOYEE_COLUMNS = ['firstName', 'lastName', 'securityGroupId', 'userLoginId', 'password', 'emailAddress', 'externalId'] as const;
export type EmployeeColumn = (typeof EMPLOYEE_COLUMNS)[number];
/** Without one of these the file cannot be read (SERVICE_FAILED); the others may be left out. */
export const REQUIRED_EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = ['firstName', 'lastName', 'userLoginId', 'password'];

/** Name of the column the error file adds after the file's own columns. */
export const ERROR_COLUMN = 'error';

export const CSV_MIME = 'text/csv';
export const LOG_MIME = 'text/plain';

export interface StoredText {
  contentId: string;
  dataResourceId: string;
}

/** Stores text as DataResource (ELECTRONIC_TEXT) + ElectronicText + Content; call inside a transaction. */
export function storeTextContent(db: Db, file: { name: string; mimeTypeId: string; text: string; now: number; createdBy: string | null }): StoredText {
  const dataResourceId = nextId(db, 'DataResource');
  const contentId = nextId(db, 'Content');
  db.prepare("INSERT INTO DataResource (dataResourceId, dataResourceTypeId, dataResourceName, mimeTypeId, createdDate, createdByUserLogin) VALUES (?, 'ELECTRONIC_TEXT', ?, ?, ?, ?)").run(
    dataResourceId, file.name, file.mimeTypeId, file.now, file.createdBy,
  );
  db.prepare('INSERT INTO ElectronicText (dataResourceId, textData) VALUES (?, ?)').run(dataResourceId, file.text);
  db.prepare("INSERT INTO Content (contentId, contentTypeId, dataResourceId, contentName, mimeTypeId, createdDate, createdByUserLogin) VALUES (?, 'DOCUMENT', ?, ?, ?, ?, ?)").run(
    contentId, dataResourceId, file.name, file.mimeTypeId, file.now, file.createdBy,
  );
  return { contentId, dataResourceId };
}

/** What an upload carries once validated (before its transaction). */
export interface ImportUpload {
  configId: string;
  fileName: string;
  text: string;
}

/** Validates an uploadAndImportFile body: a known configId and a file in `uploadedFile`. */
export function readImportUpload(db: Db, parts: UploadParts): ImportUpload {
  const configId = new Input(parts.fields).id('configId', 20);
  if (configId === undefined) throw missing('configId');
  const file = parts.file;
  if (!file) throw missing('uploadedFile');
  if (file.truncated) throw badValue('uploadedFile', `larger than ${MAX_UPLOAD_BYTES} bytes`);
  mustExist(db, 'DataManagerConfig', 'configId', configId);
  return { configId, fileName: file.fileName, text: file.bytes.toString('utf8') };
}

/**
 * uploadAndImportFile: stores the file and records its job, SERVICE_PENDING, created now by the
 * caller. Runs inside the caller's transaction. Other multipart fields are accepted and ignored.
 */
export function recordImportJob(upload: ImportUpload, context: ServiceContext): { logId: string } {
  const { db, now, caller } = context;
  const stored = storeTextContent(db, { name: upload.fileName, mimeTypeId: CSV_MIME, text: upload.text, now, createdBy: caller.userLoginId });
  const logId = nextId(db, 'DataManagerLog');
  db.prepare('INSERT INTO DataManagerLog (logId, configId, contentId, statusId, createdDate, createdByUserLogin) VALUES (?, ?, ?, ?, ?, ?)').run(
    logId, upload.configId, stored.contentId, JOB_STATUS.pending, now, caller.userLoginId,
  );
  return { logId };
}

/** DownloadCsvFile: the stored text of a data resource, and its name. */
export function readTextResource(db: Db, dataResourceId: string): { text: string; name: string | null } {
  const row = db
    .prepare('SELECT dr.dataResourceName, et.textData FROM DataResource dr LEFT JOIN ElectronicText et ON et.dataResourceId = dr.dataResourceId WHERE dr.dataResourceId = ?')
    .get(dataResourceId) as { dataResourceName: string | null; textData: string | null } | undefined;
  if (!row) throw unknown('DataResource', dataResourceId);
  if (row.textData === null) throw new OmsError('notFound', `DataResource [${dataResourceId}] has no text data`);
  return { text: row.textData, name: row.dataResourceName };
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/** One data row of a file: its cells as parsed (strings, never trimmed) or why it cannot be read. */
export interface FileRow {
  cells: string[];
  /** Set when the row itself is malformed (quotes, field count): it fails without a service call. */
  problem?: string;
}

export type ParsedImportFile = { ok: true; headers: string[]; rows: FileRow[] } | { ok: false; reason: string };

/** A line with nothing on it, which papaparse reads as one empty cell. */
const isBlankLine = (cells: readonly string[]): boolean => cells.length === 1 && cells[0] === '';

/**
 * Reads a CSV as the data manager does: UTF-8 (a BOM is dropped), `,`-separated, RFC 4180 quotes,
 * the first line the header. Blank lines are skipped; cells are kept exactly as written.
 */
export function parseImportFile(text: string, required: readonly string[]): ParsedImportFile {
  const parsed = Papa.parse<string[]>(text.startsWith('\ufeff') ? text.slice(1) : text, { delimiter: ',', skipEmptyLines: false });
  const problems = new Map<number, string>();
  for (const error of parsed.errors) if (typeof error.row === 'number' && !problems.has(error.row)) problems.set(error.row, `Malformed CSV row: ${error.message}.`);
  const headerIndex = parsed.data.findIndex((cells) => !isBlankLine(cells));
  const headers = parsed.data[headerIndex];
  if (headerIndex < 0 || !headers) return { ok: false, reason: 'The file has no header row.' };
  if (problems.has(headerIndex)) return { ok: false, reason: `The header row cannot be read: ${problems.get(headerIndex) ?? ''}` };
  const absent = required.filter((column) => !headers.includes(column));
  if (absent.length > 0) return { ok: false, reason: `The header row lacks the required column${absent.length > 1 ? 's' : ''} ${absent.join(', ')}.` };
  const rows: FileRow[] = [];
  parsed.data.forEach((cells, index) => {
    if (index <= headerIndex || isBlankLine(cells)) return;
    const problem = problems.get(index) ?? (cells.length !== headers.length ? `The row has ${cells.length} fields; the header has ${headers.length}.` : undefined);
    rows.push(problem ? { cells, problem } : { cells });
  });
  return { ok: true, headers, rows };
}

/** The error file: the file's own columns plus `error`, one line per failed row. */
export function errorFileText(headers: readonly string[], failures: ReadonlyArray<{ cells: readonly string[]; message: string }>): string {
  const width = headers.length;
  const data = failures.map(({ cells, message }) => [...Array.from({ length: width }, (_, i) => cells[i] ?? ''), message]);
  return `${Papa.unparse({ fields: [...headers, ERROR_COLUMN], data }, { newline: '\r\n' })}\r\n`;
}

/** What a job's log file says. */
export interface JobSummary {
  logId: string;
  configId: string;
  contentName: string | null;
  createdByUserLogin: string | null;
  startedAt: number;
  finishedAt: number;
  statusId: string;
  /** Why the file could not be read (SERVICE_FAILED). */
  reason?: string;
  rowsRead: number;
  imported: number;
  failed: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The log file's text: a few lines, rows read, imported and failed. */
export function jobLogText(job: JobSummary): string {
  return [
    `Data manager job ${job.logId} (${job.configId})`,
    `File: ${job.contentName ?? ''} (uploaded by ${job.createdByUserLogin ?? 'unknown'})`,
    `Started: ${iso(job.startedAt)}`,
    ...(job.reason ? [`The file could not be read: ${job.reason}`] : []),
    `Rows read: ${job.rowsRead}`,
    `Imported: ${job.imported}`,
    `Failed: ${job.failed}${job.failed > 0 ? ` (listed in ${errorFileName(job.contentName)})` : ''}`,
    `Finished: ${iso(job.finishedAt)} (${job.statusId})`,
    '',
  ].join('\n');
}

/** The names of the files a job writes: `users.csv` -> `users-errors.csv`, `users-log.txt`. */
export const errorFileName = (contentName: string | null): string => `${baseName(contentName)}-errors.csv`;
export const logFileName = (contentName: string | null): string => `${baseName(contentName)}-log.txt`;

/**
 * Ends a job (inside the caller's transaction): its status, finishDateTime, the log file and, when
 * rows failed, the error file (the file's columns plus `error`).
 */
export function finishJob(db: Db, job: JobSummary, errors?: { headers: readonly string[]; failures: ReadonlyArray<{ cells: readonly string[]; message: string }> }): void {
  const now = job.finishedAt;
  const createdBy = job.createdByUserLogin;
  const log = storeTextContent(db, { name: logFileName(job.contentName), mimeTypeId: LOG_MIME, text: jobLogText(job), now, createdBy });
  const errorFile =
    errors && errors.failures.length > 0
      ? storeTextContent(db, { name: errorFileName(job.contentName), mimeTypeId: CSV_MIME, text: errorFileText(errors.headers, errors.failures), now, createdBy })
      : null;
  db.prepare('UPDATE DataManagerLog SET statusId = ?, finishDateTime = ?, logFileContentId = ?, errorRecordContentId = ? WHERE logId = ?').run(
    job.statusId, now, log.contentId, errorFile?.contentId ?? null, job.logId,
  );
}

/** `users.csv` -> `users`: the base of the names of the files a job writes. */
export function baseName(contentName: string | null): string {
  const name = contentName && contentName.trim() !== '' ? contentName : 'import';
  return name.replace(/\.csv$/i, '');
}
